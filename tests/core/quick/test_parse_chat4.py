"""Chat habits of the fourth chat set the quick reader reads (#22 item 4), and the wrong answers and the
crash that set found: a ratio of statement lines compared across companies, "주당 순이익" as EPS, a year
written '21 beside a threshold without digits ("만원 넘었냐"). Figures are checked against the raw
recorded OpenDART rows (``recorded``)."""

from __future__ import annotations

import gzip
import json

import pytest

from core.data.services import DataServices
from core.finance.concepts import CONCEPTS
from core.quick import METRICS, PeriodSpec, answer_quick, parse_question
from core.quick.tidy import tidy
from tests.conftest import companies
from tests.core.quick.reading import TODAY, query
from tests.core.quick.recorded import BUNDLE, CORP, Q3, key_account

EPS_ID = "ifrs-full_BasicEarningsLossPerShare"


def statement_values(name: str, account_id: str) -> set[tuple[int, int]]:
    """(year, amount) of ``account_id`` in every recorded full statement of ``name`` (this year's and
    last year's columns)."""
    with gzip.open(BUNDLE, "rt", encoding="utf-8") as fh:
        entries = json.load(fh)["entries"]
    found: set[tuple[int, int]] = set()
    for entry in entries:
        params = entry["params"]
        if entry["endpoint"] != "fnlttSinglAcntAll" or params["corp_code"] != CORP[name]:
            continue
        year = int(params["bsns_year"])
        for row in entry["response"]["list"]:
            if row["account_id"] == account_id:
                for back, column in enumerate(("thstrm_amount", "frmtrm_amount")):
                    if row.get(column, "").replace(",", "").lstrip("-").isdigit():
                        found.add((year - back, int(row[column].replace(",", ""))))
    return found


# --- a ratio of lines outside the six main accounts, compared (it raised ValueError) ---------------


async def test_current_ratio_of_two_companies_is_a_table_with_its_inputs(data: DataServices) -> None:
    parsed = query("유동비율 하닉 vs 삼전 '23")
    assert (parsed.kind, parsed.metrics) == ("comparison", ("current_ratio",))
    result = await answer_quick(parsed, data, today=TODAY)
    assets, debts = CONCEPTS["current_assets"].label, CONCEPTS["current_liabilities"].label
    for name in ("SK하이닉스", "삼성전자"):
        ratio = key_account(name, 2023, "CFS", assets) / key_account(name, 2023, "CFS", debts) * 100
        assert result.figures[f"{name}.FY2023.current_ratio"] == pytest.approx(ratio)
    assert f"| 회사 | {assets} | {debts} | {CONCEPTS['current_ratio'].label} |" in result.markdown
    assert "| SK하이닉스 | 30.47조원 | 21.01조원 | 145.0% |" in result.markdown


@pytest.mark.parametrize("metric", [m.key for m in METRICS.values() if m.kind == "ratio"])
async def test_every_ratio_compares_two_companies(metric: str, data: DataServices) -> None:
    parsed = query(f"삼성전자 SK하이닉스 2023 {METRICS[metric].label} 비교")
    assert parsed.metrics == (metric,)
    result = await answer_quick(parsed, data, today=TODAY)
    assert f"| {METRICS[metric].label} |" in result.markdown


# --- "주당 순이익" is EPS ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "name", "eps"),
    [("삼전 주당순익 '22", "삼성전자", 8_057), ("하닉 주당순익 '22", "SK하이닉스", 3_242)],
)
async def test_net_income_per_share_is_eps(text: str, name: str, eps: int, data: DataServices) -> None:
    parsed = query(text)
    assert parsed.metrics == ("eps",)
    assert (2022, eps) in statement_values(name, EPS_ID)
    result = await answer_quick(parsed, data, today=TODAY)
    assert result.figures[f"{name}.FY2022.eps"] == eps
    assert f"{name}.FY2022.net_income" not in result.figures


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        ("삼성전자 2023 주당 순이익", "eps"),
        ("삼성전자 2023 주당 배당금", "dps"),
        ("삼성전자 2023 주당 EPS", "eps"),
    ],
)
def test_a_per_share_word_takes_the_figure_after_it(text: str, metric: str) -> None:
    assert query(text).metrics == (metric,)


@pytest.mark.parametrize("text", ["삼성전자 2023 주당 매출", "삼성전자 2023 주당 영업이익"])
def test_a_per_share_word_before_a_figure_without_one_is_not_quick(text: str) -> None:
    assert parse_question(text, companies(), today=TODAY) is None


# --- '21 is a year, also before a threshold without digits ----------------------------------------


def test_an_apostrophe_year_is_never_a_threshold() -> None:
    assert tidy("하닉 EPS '21 만원 넘었냐").text == "하닉 EPS '21"
    assert tidy("삼전 영업이익 14조 넘었지?").text == "삼전 영업이익 ?"
    parsed = query("하닉 EPS '21 ㄹㅇ 만원 넘었냐")
    assert (parsed.metrics, parsed.period) == (("eps",), PeriodSpec("year", (2021,)))


# --- chat words for figures, and statement lines outside the six main accounts ---------------------


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        ("삼전 24년 영익 몇조?", "operating_income"),
        ("현차 영익률 24", "operating_margin"),
        ("순익률 네이버 '23 몇퍼", "net_margin"),
        ("삼전 영업CF 22년", "operating_cash_flow"),
        ("현차 비유동자산 '22 몇조", "noncurrent_assets"),
        ("카카오 '24 비유동부채 얼마", "noncurrent_liabilities"),
        ("카카오 영업비용 24년", "operating_expenses"),
        ("현차 총포괄손익 24", "comprehensive_income"),
        ("네이버 이자수익 24", "interest_income"),
    ],
)
def test_chat_words_and_more_statement_lines(text: str, metric: str) -> None:
    assert query(text).metrics == (metric,)


@pytest.mark.parametrize(
    ("name", "metric", "fs_div"),
    [
        ("현대자동차", "noncurrent_assets", "CFS"),
        ("카카오", "noncurrent_liabilities", "CFS"),
        ("카카오", "operating_expenses", "OFS"),
        ("삼성전자", "comprehensive_income", "CFS"),
        ("NAVER", "interest_income", "CFS"),
    ],
)
async def test_lines_of_the_main_accounts_are_answered_from_them(
    name: str, metric: str, fs_div: str, data: DataServices
) -> None:
    basis = "별도" if fs_div == "OFS" else ""
    parsed = query(f"{name} 2024 {basis} {CONCEPTS[metric].label}")
    result = await answer_quick(parsed, data, today=TODAY)
    assert result.figures[f"{name}.FY2024.{metric}"] == key_account(
        name, 2024, fs_div, CONCEPTS[metric].label
    )


# --- guesses, thresholds, "몇천억", years and months written the chat way -------------------------


@pytest.mark.parametrize(
    ("typed", "tidied"),
    [
        ("하닉 24년 영익 23조 실화?", "하닉 24년 영익 ?"),
        ("삼전 23년 영익 6조대 맞음?", "삼전 23년 영익 ?"),
        ("네이버 '21 순익 16조임?", "네이버 '21 순익 ?"),
        ("하닉 EPS 23 맞음?", "하닉 EPS 23 맞음?"),  # no unit: a year, kept
        ("카카오 영익 24년 몇천억?", "카카오 영익 24년 몇 ?"),
        ("현차 '24 순익 몇조 몇천억", "현차 '24 순익 몇 몇"),
        ("현차 24.9월말 자산총계", "현차 2024년 3분기 자산총계"),
        ("삼전 순익 '22→'23 몇퍼 빠졌냐", "삼전 순익 '22 대비 23 증가율"),
        ("네이버 영익 24 몇퍼 뛰었냐", "네이버 영익 24 증가율"),
    ],
)
def test_guesses_and_chat_periods_are_tidied(typed: str, tidied: str) -> None:
    assert tidy(typed).text == tidied


def test_a_year_before_a_difference_word_is_a_year() -> None:
    parsed = query("삼전 매출 23 vs 24 차이 몇조")
    assert (parsed.kind, parsed.period.years) == ("change", (2023, 2024))


@pytest.mark.parametrize("text", ["하닉 매출 23에서 24 몇조 불었어", "하닉 매출 23부터 24까지 얼마나 늘었어"])
def test_two_years_joined_by_a_word_are_a_change(text: str) -> None:
    parsed = query(text)
    assert (parsed.kind, parsed.period.years) == ("change", (2023, 2024))


def test_a_count_after_a_joined_number_is_no_year() -> None:
    assert parse_question("하닉 매출 23에서 24조 늘었어", companies(), today=TODAY) is None


@pytest.mark.parametrize(
    "text",
    [
        "삼전 우선주 배당금 23년 한 주에 얼마",
        "삼전 '23 보통주 배당 한주당 얼마",
        "삼전 23 배당 1주당 얼마",
    ],
)
def test_per_share_said_in_words(text: str) -> None:
    parsed = query(text)
    assert (parsed.metrics, parsed.period.years) == (("dps",), (2023,))


@pytest.mark.parametrize(
    "text",
    [
        "삼전 '18 영익 ㅋㅋ 역대급이었다던데",
        "삼전 별도 영익 23년 적자였다며?",
        "카카오 23년 순익 적자 맞음?",
        "네이버 24 매출 실화냐",
    ],
)
def test_chat_endings_and_confirmations_only_set_a_tone(text: str) -> None:
    assert len(query(text).metrics) == 1


def test_a_rank_of_two_and_all_at_once_are_comparisons() -> None:
    assert query("하닉 vs 현차 '24 영익 누가 위?").kind == "comparison"
    assert len(query("삼전 하닉 현차 24 매출 한번에").companies) == 3


# --- nicknames -------------------------------------------------------------------------------------


def test_a_nickname_of_two_companies_names_both() -> None:
    parsed = query("네카오 매출 24년 ㄱㄱ")
    assert ([c.name for c in parsed.companies], parsed.kind) == (["NAVER", "카카오"], "comparison")
    assert [c.name for c in query("매출 네카오 '22").companies] == ["NAVER", "카카오"]
    assert [c.name for c in query("카톡 2023 영업이익").companies] == ["카카오"]


async def test_a_line_not_found_is_not_said_to_sit_in_the_cash_flow_adjustments(data: DataServices) -> None:
    """Only 감가상각비 sits inside the CF's 조정; a line the reader does not take from the full statements
    (총포괄손익 is read from 주요계정 only, never from a comprehensive-income row) is said plainly."""
    result = await answer_quick(
        query(f"삼성전자 2019 {CONCEPTS['comprehensive_income'].label}"), data, today=TODAY
    )
    assert "재무제표 본문에서" in result.markdown and "현금흐름표" not in result.markdown
    assert not result.figures


# --- quarters no report states, derived exactly; the same quarter a year apart --------------------


async def test_the_fourth_quarter_from_the_next_years_nine_months(data: DataServices) -> None:
    """No 2023 third-quarter report on file: its nine months are the 2024 one's 전년 누적 column."""
    parsed = query("삼전 4Q23 영익")
    result = await answer_quick(parsed, data, today=TODAY)
    op = CONCEPTS["operating_income"].label
    year = key_account("삼성전자", 2023, "CFS", op)
    nine = key_account("삼성전자", 2024, "CFS", op, "frmtrm_add_amount", report=Q3)
    assert (year, nine) == (6_566_976_000_000, 3_742_259_000_000)
    assert result.figures["삼성전자.2023Q4.operating_income"] == year - nine
    assert "3분기보고서 2024 (2023년 3분기 누적 비교 수치 차감)" in result.markdown


@pytest.mark.parametrize(
    ("text", "name"), [("네이버 24 상반기 매출", "NAVER"), ("삼성전자 2024년 상반기 매출", "삼성전자")]
)
async def test_the_first_half_is_nine_months_less_the_third_quarter(
    text: str, name: str, data: DataServices
) -> None:
    parsed = query(text)
    assert (parsed.period.quarter, parsed.period.ytd) == (2, True)
    result = await answer_quick(parsed, data, today=TODAY)
    revenue = CONCEPTS["revenue"].label
    nine = key_account(name, 2024, "CFS", revenue, "thstrm_add_amount", report=Q3)
    third = key_account(name, 2024, "CFS", revenue, report=Q3)
    assert result.figures[f"{name}.2024Q2.revenue"] == nine - third
    assert "3분기보고서 누적 − 3분기로 계산" in result.markdown


async def test_a_half_year_balance_or_second_quarter_alone_is_not_derived(data: DataServices) -> None:
    for text in ("삼성전자 2024년 상반기 자산총계", "SK하이닉스 2024년 2분기 영업이익"):
        result = await answer_quick(query(text), data, today=TODAY)
        assert not result.figures, text


@pytest.mark.parametrize("text", ["카카오 3Q24 영익 3Q23 대비 몇퍼", "현차 3Q24 매출 3Q23 대비 몇퍼 늘었냐"])
def test_a_quarter_against_the_same_quarter_a_year_before(text: str) -> None:
    parsed = query(text)
    assert (parsed.period.kind, parsed.period.years, parsed.period.quarter) == ("quarter", (2024,), 3)
    assert not parsed.share


async def test_a_growth_takes_both_years_from_one_filing(data: DataServices) -> None:
    """FY2021 from the FY2023 report's 전전기 column has no FY2020 beside it; the FY2021 statements do."""
    result = await answer_quick(query("삼전 영익 '21 몇퍼 늘었나"), data, today=TODAY)
    assert result.figures["삼성전자.FY2021.operating_income_growth"] == pytest.approx(
        (51_633_856 - 35_993_876) / 35_993_876 * 100
    )


# --- units asked, statements named, counters that start a word ------------------------------------


@pytest.mark.parametrize(
    ("text", "unit", "shown"),
    [
        ("하닉 22년 영익 원 단위로", "원", "6,809,417,000,000원"),
        ("현대자동차 2023년 매출 백만원 단위로", "백만", "162,663,579백만원"),
    ],
)
async def test_amounts_in_whole_won_or_millions(text: str, unit: str, shown: str, data: DataServices) -> None:
    parsed = query(text)
    assert parsed.unit == unit
    assert shown in (await answer_quick(parsed, data, today=TODAY)).markdown


def test_a_statement_named_beside_a_figure_says_where_it_is() -> None:
    assert query("삼전 '22 배당금 지급액 현금흐름표").metrics == ("dividends_paid",)
    assert parse_question("삼전 2023 현금흐름표", companies(), today=TODAY) is None
    # "배당금액" may be per share or the total: not read as the DPS
    assert parse_question("삼전 2023 배당금액", companies(), today=TODAY) is None


@pytest.mark.parametrize(
    ("text", "metric"),
    [("하닉 '22 시설투자 얼마", "capex"), ("삼전 23 개별 매출", "revenue"), ("삼전 23 원가율", "cost_ratio")],
)
def test_a_word_starting_like_a_counter_keeps_the_year(text: str, metric: str) -> None:
    parsed = query(text)
    assert (parsed.metrics, parsed.period.years) == ((metric,), (2022 if "22" in text else 2023,))


# --- a period typed right before a company name, with no space -------------------------------------


@pytest.mark.parametrize(
    ("text", "period"),
    [
        ("2021삼성전자순이익알려줘", PeriodSpec("year", (2021,))),
        ("작년하닉매출몇조", PeriodSpec("year", (2025,), said="작년")),
        ("4Q24삼전영익", PeriodSpec("quarter", (2024,), quarter=4)),
        ("3Q하닉24년순이익얼마임", PeriodSpec("quarter", (2024,), quarter=3)),
    ],
)
def test_a_period_glued_to_a_name_stays_a_period(text: str, period: PeriodSpec) -> None:
    """The name's word starts at its unknown core: "2021삼성전자" once read as 삼성전자 with the year
    inside the name, so the answer fell back to the latest year."""
    parsed = query(text)
    assert (len(parsed.companies), parsed.period) == (1, period)


async def test_a_quarters_ratio_and_growth_of_flows_say_the_year_to_date_too(data: DataServices) -> None:
    """As an amount shows its 누적 beside its three months: "9월 말 기준 영업이익률" may mean either."""
    op, revenue = CONCEPTS["operating_income"].label, CONCEPTS["revenue"].label

    def q3(account: str, column: str) -> int:
        return key_account("현대자동차", 2024, "CFS", account, column, report=Q3)

    margin = await answer_quick(query("현대자동차 2024년 9월말 기준 영업이익률"), data, today=TODAY)
    three = q3(op, "thstrm_amount") / q3(revenue, "thstrm_amount") * 100
    nine = q3(op, "thstrm_add_amount") / q3(revenue, "thstrm_add_amount") * 100
    assert margin.figures["현대자동차.2024Q3.operating_margin"] == pytest.approx(three)
    assert margin.figures["현대자동차.2024Q3.operating_margin_ytd"] == pytest.approx(nine)
    assert f"누적(1~3분기) {nine:.1f}%" in margin.markdown
    grown = await answer_quick(query("현차 3Q24 매출 증가율"), data, today=TODAY)
    now, before = q3(revenue, "thstrm_add_amount"), q3(revenue, "frmtrm_add_amount")
    assert grown.figures["현대자동차.2024Q3.revenue_growth_ytd"] == pytest.approx(
        (now - before) / before * 100
    )
    debt = await answer_quick(query("삼성전자 2024년 3분기 부채비율"), data, today=TODAY)
    assert "누적" not in debt.markdown  # balances: one figure at the quarter's end


async def test_a_ratio_says_how_many_points_it_moved(data: DataServices) -> None:
    """ "OPM YoY": a ratio's move is in points, said beside last year's ratio."""
    result = await answer_quick(query("삼성전자 23년 OPM YoY"), data, today=TODAY)
    op, revenue = CONCEPTS["operating_income"].label, CONCEPTS["revenue"].label
    now = key_account("삼성전자", 2023, "CFS", op) / key_account("삼성전자", 2023, "CFS", revenue) * 100
    before = key_account("삼성전자", 2023, "CFS", op, "frmtrm_amount") / key_account(
        "삼성전자", 2023, "CFS", revenue, "frmtrm_amount"
    )
    assert f"· 전년 {before * 100:.1f}%(−{before * 100 - now:.1f}%p)" in result.markdown


@pytest.mark.parametrize(
    "text", ["현대차 최신 분기 순이익", "현대차 2024 분기 순이익", "삼성전자 반기 순이익 2024"]
)
def test_a_quarters_label_without_the_quarter_is_not_the_years_figure(text: str) -> None:
    """ "분기 순이익" (a statement label, 분기순이익) once read as 당기순이익 of the latest year."""
    assert parse_question(text, companies(), today=TODAY) is None


def test_a_quarters_label_with_the_quarter_named_is_its_figure() -> None:
    parsed = query("현대차 3Q24 분기순이익")
    assert (parsed.metrics, parsed.period.quarter) == (("net_income",), 3)


@pytest.mark.parametrize("text", ["네이버 카카오 영익 '24 누가 더 많음", "삼전 하닉 영익률 24 누가 더 높음"])
def test_a_comparative_ending_in_eum_is_the_difference(text: str) -> None:
    """ "더 많음": the comparative's stem (더많) and the chat ending 음 after it."""
    parsed = query(text)
    assert (parsed.kind, parsed.difference) == ("comparison", True)
