"""Adversarial review, round 6, of the keyless reader: relative periods, follow-ups, changes asked where the
year before is not on file, and a preferred share's dividend. Every message below was answered with a figure
other than the one asked before the fix (said in the comment beside it); each must now be read right or
defer. Probes the rules still read right follow each group, with their figures from the raw recorded rows."""

from __future__ import annotations

import pytest

from core.data.services import DataServices
from core.finance.krw import format_krw
from core.quick import QuickQuery, parse_question
from core.quick.follow import follow_up
from tests.conftest import companies
from tests.core.quick.reading import TODAY, deferred, query
from tests.core.quick.recorded import Q3, full_statement, key_account
from tests.core.quick.test_answers import quick

# --- a year said relative to today beside a year named ------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # answered with FY2023–FY2024 (2년 전 from today is 2024): two years before 2023 is 2021
        "삼성전자 2023년 기준 2년 전 매출",
        # answered with FY2023 and FY2025: one year before 2023 (2022), or 2025 from today?
        "삼성전자 2023년 영업이익 1년 전",
        # answered with FY2024–FY2025: 작년 of 2024 is 2023
        "삼성전자 2024 기준 작년 매출",
        # answered with FY2024 alone (재작년 from today is 2024 itself): 2022 was meant
        "2024년 기준으로 재작년 하이닉스 영업이익",
        "하이닉스 2024 기준 재작년 순이익",
        # answered with FY2024 against FY2023 only: the 2년 전 asked (2022) was lost in 2024
        "삼성 2024 영업이익, 2년 전은?",
        "하닉 2024 매출 및 2년 전 매출",
        "현대차 2024 순이익 그리고 2년 전 순이익",
        "삼성전자 2023년 당해 순이익",  # answered as 2023 and 2026 (당해 of 2023 is 2023)
    ],
)
def test_a_year_counted_from_today_beside_a_year_named_defers(text: str) -> None:
    deferred(text)


@pytest.mark.parametrize(
    ("text", "years"),
    [
        ("하이닉스 2024년이랑 작년 영업이익", (2024, 2025)),  # listed: each year its own
        ("현대차 2023년과 작년 매출 비교", (2023, 2025)),
        ("네이버 2022년이랑 재작년 순이익", (2022, 2024)),
        ("카카오 작년이랑 2023년 매출", (2023, 2025)),
        ("2023 vs 작년 삼성전자 매출", (2023, 2025)),
        ("재작년(2024년) 삼성전자 매출", (2024,)),  # the year restated
        ("재작년 2024년 삼성전자 매출", (2024,)),
        ("현대차 2년 전 대비 2024 매출", (2022, 2024)),  # a base (test_relative_base)
        ("삼성전자 2024 영업이익 재작년 대비", (2022, 2024)),
        ("삼성전자 재작년 매출", (2024,)),
    ],
)
def test_a_year_listed_or_restated_is_still_read(text: str, years: tuple[int, ...]) -> None:
    assert query(text).period.years == years


# --- follow-ups --------------------------------------------------------------------------------------


def _followed(earlier: str, text: str) -> object:
    return follow_up(text, [earlier], companies(), today=TODAY)


@pytest.mark.parametrize(
    ("earlier", "text"),
    [
        ("삼성전자 2024 영업이익", "2년 전은?"),  # answered with FY2024 again (2년 전 from today)
        ("삼성전자 2024 영업이익", "재작년은?"),  # so was this
        ("삼성전자 2024 영업이익", "작년은?"),  # 2025 from today, or 2023 from the year named?
        ("하이닉스 2024 3분기 영업이익", "2년 전은?"),
        # answered with NAVER's figure alone, not set beside 카카오's
        ("카카오 2024 매출", "네이버랑 비교하면?"),
        # answered with FY2023 against FY2022, not 2024 against 2023
        ("카카오 2024 매출", "2023년이랑 비교하면?"),
        ("카카오 2024 매출", "영업이익이랑 비교하면?"),  # answered with the operating profit alone
        # a year after a quarter with a figure of its own: the year's or the quarter's?
        ("하이닉스 2024 3분기 영업이익", "그럼 2023년 영업이익률은?"),
        ("하이닉스 2024 3분기 영업이익", "2023년 ROE는?"),
    ],
)
def test_a_follow_up_that_could_be_read_two_ways_defers(earlier: str, text: str) -> None:
    assert not isinstance(_followed(earlier, text), QuickQuery)


@pytest.mark.parametrize(
    ("earlier", "text", "quarter", "ytd"),
    [
        ("하이닉스 2024 3분기 영업이익", "2023년은?", 3, False),  # answered with FY2023 (−7.73조원)
        ("하이닉스 2024 3분기 누적 매출", "2023년은?", 3, True),  # answered with FY2023's 32.77조원
        ("하이닉스 2024 4분기 영업이익", "그럼 2023년은?", 4, False),
    ],
)
def test_a_year_after_a_quarter_is_that_quarter(earlier: str, text: str, quarter: int, ytd: bool) -> None:
    read = _followed(earlier, text)
    assert isinstance(read, QuickQuery)
    assert read.period.kind == "quarter" and read.period.years == (2023,)
    assert (read.period.quarter, read.period.ytd) == (quarter, ytd)


@pytest.mark.parametrize(
    ("earlier", "text", "years"),
    [
        ("삼성전자 2023년 영업이익은?", "그럼 2022년은?", (2022,)),
        ("삼성전자 영업이익", "재작년은?", (2024,)),  # no year named before: counted from today
        ("삼성전자 2024 영업이익", "2023년은?", (2023,)),
    ],
)
def test_other_follow_ups_still_read(earlier: str, text: str, years: tuple[int, ...]) -> None:
    read = _followed(earlier, text)
    assert isinstance(read, QuickQuery) and read.period.years == years and read.period.kind == "year"


def test_a_comparison_follow_up_naming_both_still_reads() -> None:
    read = _followed("카카오 2024 매출", "네이버랑 카카오 비교하면?")
    assert isinstance(read, QuickQuery) and read.kind == "comparison" and len(read.companies) == 2


# --- a change asked where the year before is not on file -------------------------------------------------


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # each answered with the level alone, as if the change were not asked
        ("카카오 2021 매출 전년 대비", "매출액 5.91조원 — 전년(FY2020) 비교 수치가 없습니다"),
        ("카카오 2021년 영업이익 얼마나 늘었어", "영업이익 5,879억원 — 전년(FY2020) 비교 수치가 없습니다"),
        ("현대차 2021 순이익 증감", "당기순이익 5.69조원 — 전년(FY2020) 비교 수치가 없습니다"),
        ("삼성전자 2023 3분기 영업이익 전년 동기 대비", "누적 3.74조원 — 전년 동기 비교 수치가 없습니다"),
        ("삼성전자 2023년 4분기 매출 전년 동기 대비", "누적 258.94조원 — 전년 동기 비교 수치가 없습니다"),
        ("카카오 2021 영업이익률 전년 대비", "FY2021 연결) · 전년 비교 수치가 없습니다"),
        ("카카오 2021 부채비율 얼마나 올랐어", "FY2021 연결) · 전년 비교 수치가 없습니다"),
        (
            "삼성전자 2023 3분기 영업이익률 전년 동기 대비",
            "2023년 3분기 연결) · 전년 동기 비교 수치가 없습니다",
        ),
        ("하이닉스 2024 ROE 전년 대비", "FY2024 연결) · 전년 대비 변화는 계산하지 않았습니다"),
    ],
)
async def test_a_change_not_on_file_is_said(text: str, said: str, data: DataServices) -> None:
    answer = await quick(text, data, today=TODAY)
    assert answer is not None and said in answer.markdown, answer


async def test_a_change_asked_is_taken_from_a_filing_with_both_years(data: DataServices) -> None:
    """삼성전자 2021's 영업이익 came from the FY2023 주요계정's 전전기 column, with no FY2020 beside it; the full
    statements of FY2021 hold both (answered with the level alone before)."""
    now = key_account("삼성전자", 2023, "CFS", "영업이익", "bfefrmtrm_amount")
    before = full_statement("삼성전자", 2020, "dart_OperatingIncomeLoss")
    answer = await quick("삼성전자 2021 영업이익 전년 대비", data, today=TODAY)
    assert answer is not None
    assert f"영업이익 {format_krw(now)} — 전년(FY2020) {format_krw(before)} 대비" in answer.markdown


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("카카오 2021 매출", "- 매출액 5.91조원\n"),  # no change asked: the level alone, as before
        ("삼성전자 2024 영업이익률 전년 대비", "· 전년 2.5%(+8.3%p)"),
        ("하이닉스 2024 ROE", "FY2024 연결)\n"),
    ],
)
async def test_a_change_on_file_or_not_asked_reads_as_before(
    text: str, said: str, data: DataServices
) -> None:
    answer = await quick(text, data, today=TODAY)
    assert answer is not None and said in answer.markdown, answer


async def test_a_quarter_a_year_before_is_still_set_beside(data: DataServices) -> None:
    now = key_account("SK하이닉스", 2024, "CFS", "영업이익", report=Q3)
    before = key_account("SK하이닉스", 2024, "CFS", "영업이익", "frmtrm_amount", report=Q3)
    answer = await quick("하이닉스 2024 3분기 영업이익 전년 동기 대비", data, today=TODAY)
    assert answer is not None and format_krw(now) in answer.markdown
    assert f"전년 동기 영업손실 {format_krw(-before)} 대비 흑자전환" in answer.markdown


# --- a quarter's 전기 --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # answered with 19.77조원 against 2023년 4분기 (전년 동기, +74.8%): 전기 대비 was read as a filler
        "하이닉스 2024 4분기 매출 전기 대비",
        "하이닉스 2024 3분기 매출 전기보다 얼마나 늘었어",
        "하이닉스 2024 3분기 영업이익 전기랑 비교",
        "하이닉스 2024 3분기 누적 매출 전기 대비",
        "삼성전자 2024 상반기 영업이익 전기 대비",
        # answered with 2024년 4분기 alone (8.08조원): the last four quarters, or the latest 4분기?
        "하이닉스 최근 4분기 영업이익",
        "하이닉스 최근 3분기 영업이익",
        "하이닉스 최근 2분기 매출 합계",
        "하이닉스 최근 3분기 누적 영업이익",
    ],
)
def test_a_quarters_previous_period_defers(text: str) -> None:
    deferred(text)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("삼성전자 2024 매출 전기 대비", "year"),  # of a year, 전기 is the year before
        ("삼성전자 2024 매출 전기보다 얼마나 늘었어", "year"),
        ("하이닉스 2024 3분기 영업이익 전년 동기 대비", "quarter"),
        ("삼성전자 2024 9월말 자산", "quarter"),
        ("하이닉스 4분기 영업이익", "quarter"),
        ("최근 하이닉스 3분기 영업이익", "quarter"),
        ("하이닉스 최근 영업이익", "latest"),
    ],
)
def test_a_years_previous_period_and_a_quarters_year_before_still_read(text: str, kind: str) -> None:
    assert query(text).period.kind == kind


# --- a quarter or a basis named between two figures -------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # answered with both figures' 3분기 (17.57조원, 7.03조원): 2024's revenue, or the quarter's?
        "하이닉스 2024 매출 3분기 영업이익",
        "하이닉스 2024 매출이랑 3분기 영업이익",
        "하이닉스 2024 매출 별도 영업이익",  # answered with both 별도
        "하이닉스 2024 3분기 매출 누적 영업이익",  # answered with both 누적
        "하이닉스 2024 매출 누적 영업이익 3분기",
    ],
)
def test_a_qualifier_of_the_second_figure_only_defers(text: str) -> None:
    deferred(text)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("하이닉스 2024 3분기 매출 영업이익", "quarter"),  # before both: both figures'
        ("하이닉스 2024 매출 영업이익 3분기", "quarter"),  # after both
        ("하이닉스 2024 매출 영업이익 3분기 누적", "quarter"),
        ("삼성전자 별도 매출 영업이익 2024", "year"),
        ("하이닉스 2024 매출이랑 영업이익 별도로", "year"),
        ("하이닉스 2024 별도 매출 연결 영업이익", "year"),  # both bases side by side
    ],
)
def test_a_qualifier_of_both_figures_still_reads(text: str, kind: str) -> None:
    assert query(text).period.kind == kind


# --- a per-share profit's growth into a loss ---------------------------------------------------------------


async def test_an_eps_turned_to_a_loss_is_no_rate_and_stays_in_won(data: DataServices) -> None:
    """ "EPS 증가율 −508.5% (FY2022 3,242원 → FY2023 −1만원)": a rate off a profit into a loss, and the loss per
    share written as an amount (−13,244원 as −1만원)."""
    now = full_statement("SK하이닉스", 2023, "ifrs-full_BasicEarningsLossPerShare")
    answer = await quick("하이닉스 2023 EPS 증가율", data, today=TODAY)
    assert answer is not None
    assert f"증가율 적자전환 (FY2022 3,242원 → FY2023 −{-now:,}원, 연결)" in answer.markdown
    assert "%" not in answer.markdown.split("증가율", 1)[1].split("\n")[0]


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("삼성전자 2022 EPS 증가율", "+39.5% (FY2021 5,777원 → FY2022 8,057원, 연결)"),
        ("하이닉스 2022 EPS 증가율", "−76.8% (FY2021 13,989원 → FY2022 3,242원, 연결)"),
        ("하이닉스 2024 영업이익 증가율", "흑자전환 (FY2023 영업손실 7.73조원 → FY2024 23.47조원, 연결)"),
    ],
)
async def test_other_growth_lines_read_as_before(text: str, said: str, data: DataServices) -> None:
    answer = await quick(text, data, today=TODAY)
    assert answer is not None and said in answer.markdown, answer


# --- one figure said against another of the same company ---------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # answered with the two levels and each one's change on the year before (398.3% 증가, 122.5% 증가)
        "삼성전자 2024 영업이익 대비 순이익",
        "삼성전자 2024 매출 대비 영업이익",
        "삼성전자 2024 자산 대비 부채",
        "삼성전자 2024 자본 대비 부채",
        "삼성전자 2024 유동부채 대비 유동자산",
        "삼성전자 2024 영업이익 순이익 대비",
        "삼성전자 2024 매출 대비 하이닉스 영업이익",
    ],
)
def test_one_figure_against_another_defers(text: str) -> None:
    deferred(text)


@pytest.mark.parametrize(
    ("text", "metrics"),
    [
        ("삼성전자 2024 매출 대비 영업이익률", ("revenue", "operating_margin")),  # the ratio over 매출
        ("삼성 2023 매출 대비 판관비율", ("revenue", "sga_ratio")),
        ("삼성전자 2024 자본 대비 이익 몇 %야", ("roe",)),  # one term
        ("삼성전자 2024 매출 2023 대비", ("revenue",)),  # a year against a year
        ("삼성전자 매출 대비 하이닉스 매출 2024", ("revenue",)),  # a company against a company
        ("삼성전자 2024 매출이랑 영업이익 비교", ("revenue", "operating_income")),
    ],
)
def test_a_ratio_over_the_figure_or_one_figure_compared_still_reads(
    text: str, metrics: tuple[str, ...]
) -> None:
    assert query(text).metrics == metrics


# --- what asks the change: YoY, and not a 대비 inside a figure's own name -------------------------------------


@pytest.mark.parametrize(
    ("text", "moved"),
    [
        (
            "하이닉스 2023 3분기 누적 매출 YoY",
            True,
        ),  # the level alone before: no year before on file, now said
        ("삼성전자 2024 매출 yoy", True),
        ("삼성전자 2024 매출 전년 대비", True),
        ("삼성전자 2024 자본 대비 이익 몇 %야", False),  # ROE's own words: "전년 대비 변화는…" was added
        ("삼성전자 2024 매출", False),
    ],
)
def test_what_asks_the_change(text: str, moved: bool) -> None:
    assert query(text).moved is moved


async def test_a_yoy_with_no_year_before_is_said(data: DataServices) -> None:
    answer = await quick("하이닉스 2023 3분기 누적 매출 YoY", data, today=TODAY)
    assert answer is not None and "(1~3분기) — 전년 동기 비교 수치가 없습니다" in answer.markdown


# --- an amount asked in 억 --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "unit"),
    [
        ("삼성전자 2024 영업이익 몇억?", "억"),  # answered 32.73조원: now 327,260억원
        ("하이닉스 2024 매출 몇 억원이야", "억"),
        ("삼성전자 2024 영업이익 몇천억", "억"),
        ("삼성전자 2024 영업이익 몇조 몇억", None),  # 조 and 억 together: the usual 32.73조원
        ("삼성전자 2024 영업이익 몇조", None),
        ("삼성전자 2024 영업이익 억 단위로", "억"),
    ],
)
def test_an_amount_asked_in_eok(text: str, unit: str | None) -> None:
    assert query(text).unit == unit


async def test_an_amount_asked_in_eok_is_answered_in_eok(data: DataServices) -> None:
    now = key_account("삼성전자", 2024, "CFS", "영업이익")
    answer = await quick("삼성전자 2024 영업이익 몇억?", data, today=TODAY)
    assert answer is not None and f"영업이익 {round(now / 1e8):,}억원" in answer.markdown


@pytest.mark.parametrize(
    "text",
    [
        # answered with the DPS (1,444원 a share): an amount in 조 or 억 is the total paid (9.81조원)
        "삼성전자 2023 배당 몇억",
        "삼성전자 2023 배당금 몇조",
        "삼성전자 2023 배당금 몇 조원 줬어",
        "삼성전자 2023 배당금 억 단위로",
    ],
)
def test_a_dividend_asked_in_jo_or_eok_defers(text: str) -> None:
    deferred(text)


@pytest.mark.parametrize(
    ("text", "metrics"),
    [
        ("삼성전자 2023 주당 배당금 몇 원", ("dps",)),
        ("삼성전자 2023 DPS 몇억", ("dps",)),  # a share's, said so
        ("삼성전자 2023 배당 총액 몇조", ("dividend_total",)),
        ("삼성전자 2023 배당 얼마", ("dps",)),
    ],
)
def test_a_dividend_asked_a_share_or_in_total_still_reads(text: str, metrics: tuple[str, ...]) -> None:
    assert query(text).metrics == metrics


async def test_a_small_amount_asked_in_eok_keeps_its_decimals(data: DataServices) -> None:
    """신라젠's revenue of 3,939,558,696원 asked "몇억" / "억 단위로" was written 39억원."""
    for text in ("신라젠 매출 23년도 몇억", "신라젠 매출 2023 억 단위로"):
        answer = await quick(text, data, today=TODAY)
        assert answer is not None and "매출액 39.40억원" in answer.markdown, answer


# --- a quarter's balance: against the last year-end, not the same quarter a year before --------------------


async def test_a_quarters_balance_growth_is_over_the_last_year_end(data: DataServices) -> None:
    """ "자산총계 증가율 (전년 동기 대비) +7.8% (2023년 3분기 455.91조원 → …)": 455.91조원 is FY2023's year-end
    (the 3분기보고서's prior column), not 2023년 3분기's."""
    year_end = key_account("삼성전자", 2024, "CFS", "자산총계", "frmtrm_amount", report=Q3)
    now = key_account("삼성전자", 2024, "CFS", "자산총계", report=Q3)
    answer = await quick("삼성전자 2024 3분기 자산 증가율", data, today=TODAY)
    assert answer is not None
    said = f"증가율 (전기말 대비) +7.8% (FY2023 말 {format_krw(year_end)} → 2024년 3분기말 {format_krw(now)}, 연결)"
    assert said in answer.markdown, answer
    answer = await quick("삼성전자 2024 3분기 매출 증가율", data, today=TODAY)  # a flow: the same quarter
    assert answer is not None and "(전년 동기 대비) +17.3% (2023년 3분기 67.40조원 →" in answer.markdown


@pytest.mark.parametrize(
    "text",
    [
        # answered against the last year-end (전기말 455.91조원), not 2023년 3분기 as asked
        "삼성전자 2024 3분기 자산총계 전년 동기 대비",
        "삼성전자 2024 3분기 자본 YoY",
        "삼성전자 2024 3분기 부채비율 전년 동기 대비",
        "삼성전자 2024 3분기 유동비율 작년 동기 대비",
    ],
)
def test_a_quarters_balance_a_year_before_defers(text: str) -> None:
    deferred(text)


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 2024 3분기 자산 얼마나 늘었어",  # the line's 전기말, said so
        "삼성전자 2024 3분기 영업이익 전년 동기 대비",  # a flow
        "삼성전자 2024 3분기 영업이익률 YoY",
        "삼성전자 2024 자산 전년 대비",
    ],
)
def test_a_flow_a_year_before_or_a_balance_without_it_still_reads(text: str) -> None:
    query(text)


# --- a span with one end said -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 영업이익 추이 2021부터",  # answered with FY2019–FY2021 (the three years up to it)
        "삼성전자 2021년부터 영업이익",  # answered with FY2021 alone
        "삼성전자 2022~ 영업이익",  # the tilde dropped: FY2022 alone
        "삼성전자 22년~ 영업이익",
        "삼성전자 2022년까지 영업이익",  # up to 2022: a sum, or each year?
    ],
)
def test_a_span_with_one_end_defers(text: str) -> None:
    deferred(text)


@pytest.mark.parametrize(
    ("text", "years"),
    [
        ("삼성전자 2022년까지 영업이익 추이", (2020, 2021, 2022)),  # a trend up to it
        ("삼성전자 2021년부터 2023년까지 영업이익", (2021, 2022, 2023)),
        ("삼성전자 2021~2023 영업이익", (2021, 2022, 2023)),
        ("삼성전자 21~23년 영업이익", (2021, 2022, 2023)),
        ("삼성전자 2023 영업이익 알려주세요~", (2023,)),
    ],
)
def test_a_span_with_both_ends_or_a_tone_still_reads(text: str, years: tuple[int, ...]) -> None:
    assert query(text).period.years == years


# --- how much more, as a percentage, of two companies ---------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # answered with the two figures alone (300.87조원, 66.19조원): 354.6% more was the question
        "삼성전자 매출이 하이닉스보다 몇 % 많아",
        "2024 삼성전자 매출이 하이닉스보다 몇 % 많아",
        "삼성전자 매출 하이닉스보다 몇 퍼 많음 24년",
        "하이닉스 영업이익률이 삼성보다 몇 % 높아 2024",  # the ratios alone: %p or %?
    ],
)
def test_how_much_more_in_percent_of_two_companies_defers(text: str) -> None:
    deferred(text)


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 매출이 하이닉스보다 얼마나 많아 2024",  # the gap in won
        "하이닉스 삼성 2024 영업이익률 몇 % 차이",  # the gap in points
        "2024 하이닉스 영업이익 삼성 대비 몇 %",  # a share
    ],
)
def test_a_gap_or_a_share_of_two_companies_still_reads(text: str) -> None:
    assert query(text).kind == "comparison"


# --- follow-ups: a quarter with no year, a preferred share asked before -----------------------------------------


@pytest.mark.parametrize(
    ("earlier", "text", "year", "quarter"),
    [
        (
            "하이닉스 2023 3분기 영업이익",
            "4분기는?",
            2023,
            4,
        ),  # answered with 2024년 4분기 (the latest on file)
        ("하이닉스 2023 영업이익", "3분기는?", 2023, 3),  # answered with 2024년 3분기
        ("하이닉스 2023 4분기 영업이익", "3분기는?", 2023, 3),
        ("하이닉스 2024 영업이익", "상반기는?", 2024, 2),
    ],
)
def test_a_quarter_with_no_year_is_of_the_year_before(
    earlier: str, text: str, year: int, quarter: int
) -> None:
    read = _followed(earlier, text)
    assert isinstance(read, QuickQuery)
    assert (read.period.kind, read.period.years, read.period.quarter) == ("quarter", (year,), quarter)


def test_a_quarter_with_no_year_after_none_is_the_latest() -> None:
    read = _followed("하이닉스 영업이익", "3분기는?")
    assert isinstance(read, QuickQuery) and read.period.years == () and read.period.quarter == 3


def test_a_preferred_share_asked_before_is_asked_again() -> None:
    read = _followed("삼성 우선주 배당 2023", "2022년은?")  # answered with the common share leading
    assert isinstance(read, QuickQuery) and read.preferred and read.period.years == (2022,)
    common = _followed("삼성전자 2023 배당", "2022년은?")
    assert isinstance(common, QuickQuery) and not common.preferred
    assert not isinstance(_followed("삼성 우선주 배당 2023", "추이는?"), QuickQuery)  # a table of the common


@pytest.mark.parametrize(
    ("earlier", "text", "difference", "share"),
    [
        # answered with the two companies' figures alone: the gap asked before was dropped
        ("삼성전자 하이닉스 2024 영업이익 차이", "2023년은?", True, False),
        ("삼성전자 하이닉스 2024 영업이익 차이", "3분기는?", True, False),
        ("삼성전자 하이닉스 2024 영업이익 차이", "순이익은?", True, False),
        ("삼성전자 하이닉스 2024 영업이익 차이", "영업이익률은?", True, False),  # the gap in points
        ("2024 하이닉스 영업이익 삼성 대비 몇 %", "순이익은?", False, True),
        ("삼성전자 하이닉스 2024 영업이익 비교", "2023년은?", False, False),
    ],
)
def test_a_comparisons_gap_or_share_is_asked_again(
    earlier: str, text: str, difference: bool, share: bool
) -> None:
    read = _followed(earlier, text)
    assert isinstance(read, QuickQuery) and read.kind == "comparison"
    assert (read.difference, read.share) == (difference, share)


def test_a_share_of_another_kind_of_figure_after_a_share_defers() -> None:
    assert not isinstance(_followed("2024 하이닉스 영업이익 삼성 대비 몇 %", "영업이익률은?"), QuickQuery)


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 2021 대비 2024 매출 CAGR",  # "'CAGR'은(는) 한국 상장사 목록에서 찾지 못했습니다"
        "하이닉스 2024 3분기 영업이익 작년 이맘때랑 비교",  # "'이맘때'는 … 찾지 못했습니다"
    ],
)
def test_a_rate_or_a_time_is_no_company_name(text: str) -> None:
    assert parse_question(text, companies(), today=TODAY) is None  # the agent's, not "not listed"
