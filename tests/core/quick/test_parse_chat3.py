"""Chat habits of the third chat set the quick reader reads (#22 item 4): months and "N년 전" as periods,
전년도 beside a named year, a profit asked without saying which, growth of the last figure named, ranks
among the companies named, typos of one listed name, chat endings, and the words people use for a
ratio ("마진", "빚 많아?", "자본 대비 이익")."""

from __future__ import annotations

import pytest

from core.data.services import DataServices
from core.quick import PeriodSpec, answer_quick, parse_question
from core.quick.tidy import tidy
from tests.conftest import companies
from tests.core.quick.reading import TODAY, query


@pytest.mark.parametrize(
    ("typed", "tidied"),
    [
        ("하닉 24년 7~9월 영업이익", "하닉 24년 3분기 영업이익"),
        ("카카오 2024년 1~9월 순이익", "카카오 2024년 3분기 누적 순이익"),
        ("카카오 2024년 1-6월 매출", "카카오 2024년 2분기 누적 매출"),
        ("삼성전자 2024년 9월 말 자산총계", "삼성전자 2024년 3분기 자산총계"),
        ("현차 2024년 9월까지 누적 매출", "현차 2024년 3분기 누적 누적 매출"),
        ("삼성전자 2024년 3분기까지 영업이익", "삼성전자 2024년 3분기 누적 영업이익"),
        ("하닉 2023년 말 현금", "하닉 2023년 현금"),
        ("삼전 2023년 1~12월 매출", "삼전 2023년 매출"),
        ("삼전 2023년 12월 말 자산", "삼전 2023년 자산"),
        ("삼전 4~9월 매출", "삼전 4~9월 매출"),  # no quarter and no year to date: left as typed
    ],
)
def test_months_are_the_quarter_they_make(typed: str, tidied: str) -> None:
    assert tidy(typed).text == tidied


@pytest.mark.parametrize(
    ("text", "period"),
    [
        ("네이버 2년 전 영업이익", PeriodSpec("year", (2024,), said="2년전")),
        ("카카오 3년전 매출은요?", PeriodSpec("year", (2023,), said="3년전")),
        ("현대차 2년 전 3분기 순이익", PeriodSpec("quarter", (2024,), quarter=3, said="2년전")),
        ("하이닉스 24년 7~9월 영업이익 얼마야", PeriodSpec("quarter", (2024,), quarter=3)),
        ("네이버 2024년 9월 말 부채비율", PeriodSpec("quarter", (2024,), quarter=3)),
    ],
)
def test_periods_said_in_words(text: str, period: PeriodSpec) -> None:
    assert query(text).period == period


def test_the_year_before_a_named_year_is_not_the_year_before_today() -> None:
    parsed = query("현대차 2024 영업이익 전년도 대비 몇 % 줄었어")
    assert parsed.period == PeriodSpec("year", (2024,)) and parsed.metrics == ("operating_income_growth",)
    assert query("삼성전자 전년도 매출").period.years == (2025,)  # alone it still counts from today


@pytest.mark.parametrize(
    ("text", "metrics"),
    [
        ("카카오 2023 매출 전년도 대비 증가율 요", ("revenue_growth",)),  # the last figure named before it
        ("삼성전자 실적 증가율", ("revenue_growth", "operating_income_growth", "net_income_growth")),
        ("삼성전자 2024 이익 몇 % 늘었어", ("operating_income_growth", "net_income_growth")),
        ("삼성전자 2024 증가율", ("revenue_growth",)),  # no figure before it: revenue's
    ],
)
def test_a_growth_word_grows_the_last_figure_named(text: str, metrics: tuple[str, ...]) -> None:
    assert query(text).metrics == metrics


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 2024 이익 얼마 남겼어",
        "현대차 2023년에 얼마 벌었어?",
        "SK하이닉스 2023년 적자야?",
        "카카오 2024 흑자 전환했어?",
    ],
)
def test_a_profit_asked_without_saying_which_is_both(text: str) -> None:
    assert query(text).metrics == ("operating_income", "net_income")


def test_a_named_profit_stays_itself_and_a_loose_word_beside_another_figure_is_unclear() -> None:
    assert query("삼성전자 영업이익 적자야").metrics == ("operating_income",)
    assert parse_question("삼성전자 매출 이익", companies(), today=TODAY) is None


def test_a_rank_among_the_companies_named_is_a_comparison() -> None:
    ranked = query("삼성전자 하이닉스 현대차 2024 매출 순위")
    assert ranked.kind == "comparison" and len(ranked.companies) == 3
    assert (
        parse_question("삼성전자 2024 매출 순위", companies(), today=TODAY) is None
    )  # among all: the agent's
    assert parse_question("삼성전자 2024 매출 가장 높은 회사", companies(), today=TODAY) is None


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        ("현대차 2024 마진 몇%?", "operating_margin"),
        ("현대차 2024 빚 많아?", "debt_ratio"),
        ("현대차 2024 빚 얼마", "liabilities"),
        ("삼성전자 2024 자본 대비 이익 몇 %야", "roe"),
        ("카카오 2024 자본 대비 이익률은?", "roe"),
        ("삼성전자 2022년 설비투자(CAPEX) 얼마 썼어", "capex"),  # 투자 in a figure's name is no judgement
        ("신라젠 2023 주당순손실 얼마야", "eps"),
        ("삼성전자 2023 판관비율 몇 %", "sga_ratio"),
        ("삼성전자 2023 매출원가율", "cost_ratio"),
        ("현대 자동차 2023년 순이익 어케됨", "net_income"),
        ("sk하이닉스 2022 매출 plz", "revenue"),
        ("카카오 2023 자본총계 (연결) 부탁드려요", "equity"),
        ("혹시 네이버 2023년 매출 아시는 분", "revenue"),
        ("현대 자동차 2024년 부채 총액", "liabilities"),
        ("삼성전자 2024 매출총이익 마진", "gross_margin"),  # a margin named with its profit is that margin
        ("삼성전자 2024 총 마진", "gross_margin"),
        ("삼성전자 2024 순이익 마진", "net_margin"),
        ("삼성전자 2023 원가율", "cost_ratio"),
        ("삼성전자 2023 판관비 비중", "sga_ratio"),
        ("하이닉스 2024년 부채율", "debt_ratio"),
        ("하이닉스 2024 ROE(%)", "roe"),
    ],
)
def test_words_people_type_for_a_figure(text: str, metric: str) -> None:
    assert query(text).metrics == (metric,)


@pytest.mark.parametrize(
    ("text", "metrics"),
    [
        ("하이닉스 2023 주당 얼마 벌었어", ("eps",)),  # per share, and the verb says which
        ("삼성전자 2023 주당 얼마 줬어", ("dps",)),
        ("삼성전자 2023 배당 얼마 줬어", ("dps", "dividends_paid")),  # paid: the cash out as well
        ("삼성전자 2023 배당 주당 얼마 줬어", ("dps",)),
        ("하이닉스 2023년에 손실 얼마 봤어", ("operating_income", "net_income")),
        ("삼성전자 2024년 돈 얼마 벌었어", ("operating_income", "net_income")),
        ("삼성전자 24년 매출액 알려줄 수 있어?", ("revenue",)),
        ("네이버 2024 부채비율 어느 정도야", ("debt_ratio",)),
        ("삼성전자 2024 현금 얼마나 갖고 있어", ("cash",)),
        ("삼성전자 2023 주요 실적", ("revenue", "operating_income", "net_income")),
        ("하이닉스가 2024년에 번 돈", ("operating_income", "net_income")),
        ("하이닉스 2024 순이익 찾아줘", ("net_income",)),
        ("현대자동차 2024 매출 얼만지 알려줘", ("revenue",)),
        ("삼성전자 2024년 영업이익 알려주시면 감사하겠습니다", ("operating_income",)),
        ("삼성전자 2024년 영업이익 여쭤봐도 될까요?", ("operating_income",)),  # polite, not a forecast
        ("삼성전자 2024년 영업이익 말씀해 주세요", ("operating_income",)),
        ("삼성전자 2024년 영업이익 좀 알 수 있을까요", ("operating_income",)),
        ("삼성전자 2024년 영업이익 대충 얼마", ("operating_income",)),
    ],
)
def test_figures_said_loosely(text: str, metrics: tuple[str, ...]) -> None:
    assert query(text).metrics == metrics
    assert parse_question("삼성전자 주당 얼마", companies(), today=TODAY) is None  # which per-share figure?
    assert parse_question("삼성전자 2025 흑자 될까", companies(), today=TODAY) is None  # a forecast


@pytest.mark.parametrize(
    ("typed", "tidied", "unit"),
    [
        ("삼성전자 24Q3 영업이익", "삼성전자 2024년 3분기 영업이익", None),
        ("삼성전자 2024.3Q 영업이익", "삼성전자 2024년 3분기 영업이익", None),
        ("삼성전자 2024-Q3 매출", "삼성전자 2024년 3분기 매출", None),
        ("삼성전자 2024 영업이익 억원으로", "삼성전자 2024 영업이익", "억"),
        ("매출 조 원으로 보여줘", "매출 보여줘", "조"),
        ("영업이익 14조로 늘었어?", "영업이익 14조로 늘었어?", None),  # a figure, not a unit asked
        ("삼성전자 3분기 매출 2024 조 단위로 plz", "삼성전자 3분기 매출 2024 plz", "조"),
        ("삼성전자 2024년 9개월 누적 매출", "삼성전자 2024년 3분기 누적 누적 매출", None),
        ("삼성전자 최근 6개월 매출", "삼성전자 최근 6개월 매출", None),  # ends today: not a quarter
        ("카카오 2024 영업이익 좀 알려주세요~", "카카오 2024 영업이익 좀 알려주세요", None),
        ("삼전 19~23년 영업익", "삼전 19~23년 영업익", None),
        ("카카오 2024 매출/영업이익 & 순이익...^^", "카카오 2024 매출 영업이익 순이익", None),
        ("카카오 2024 영업이익 - 연결", "카카오 2024 영업이익 연결", None),
        ("S-Oil 2024 매출", "S-Oil 2024 매출", None),  # a hyphen inside a name stays
        ("삼성전자(주) 2024 매출", "삼성전자 2024 매출", None),
        ("㈜카카오 주식회사 매출", "카카오 매출", None),
        ("현대차 23→24 영업이익", "현대차 23 대비 24 영업이익", None),
    ],
)
def test_quarters_and_units_written_other_ways(typed: str, tidied: str, unit: str | None) -> None:
    assert (tidy(typed).text, tidy(typed).unit) == (tidied, unit)


def test_years_counted_and_joined_by_an_arrow() -> None:
    assert query("카카오 3개년 매출").period == PeriodSpec("recent", count=3)
    arrow = query("현대차 2023→2024 매출 변화")
    assert arrow.kind == "change" and arrow.period.years == (2023, 2024)


def test_a_base_year_said_with_daebi_and_a_change_said_as_a_word() -> None:
    parsed = query("삼성전자 2024 영업이익 2023년 대비 몇 배?")
    assert parsed.kind == "change" and parsed.period.years == (2023, 2024)
    assert query("네이버 2024 영업이익 전년 대비 얼마 증가").moved


@pytest.mark.parametrize(
    "text",
    ["카카오 2024 매출 성장 몇 %", "카카오 2024 매출 얼마나 성장했어", "네이버 2024 영업이익 얼마나 올랐어"],
)
def test_a_rise_said_as_a_word_asks_for_the_change(text: str) -> None:
    assert query(text).moved


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("LG유플러스 2024 매출", "LG유플러스"),
        ("유성기업 매출", "유성기업"),
        ("코오롱인더 매출", "코오롱인더"),
    ],
)
def test_a_name_ending_in_a_known_word_is_still_the_name(text: str, name: str) -> None:
    assert [c.name for c in query(text).companies] == [name]


def test_a_share_asked_with_the_base_named_first() -> None:
    parsed = query(
        "삼성전자 대비 하이닉스 2024 매출 몇 % 수준?"
    )  # 하이닉스's revenue as a share of 삼성전자's
    assert parsed.share and [c.name for c in parsed.companies] == ["SK하이닉스", "삼성전자"]
    # how much more: not a share, and no line says it (review round 6: the two figures alone were the answer)
    assert parse_question("삼성전자 대비 하이닉스 2024 매출 몇 % 많아?", companies(), today=TODAY) is None
    ratio = query("삼성전자 대비 하이닉스 2024 영업이익률 몇 %")  # a rate is compared, not shared
    assert not ratio.share and ratio.kind == "comparison"


def test_a_typo_of_one_listed_name_is_read_and_said() -> None:
    parsed = query("네이바 2024년 매출 궁금합니다")
    assert [c.name for c in parsed.companies] == ["NAVER"]
    assert parsed.notes == ("‘네이바’는 NAVER(으)로 보았습니다",)
    both = query("네이바하고 카카오 2023 영업이익 차이 얼마")
    assert [c.name for c in both.companies] == ["NAVER", "카카오"] and both.difference


async def test_answers_say_the_reading_and_the_change_across_a_loss(data: DataServices) -> None:
    typo = (await answer_quick(query("삼성전지 2024년 매출"), data, today=TODAY)).markdown
    assert typo.startswith(
        "> ‘삼성전지’는 삼성전자로 보았습니다 (비슷한 이름: 삼성전기)\n\n**삼성전자 · FY2024"
    )
    turned = (
        await answer_quick(query("하이닉스 2024 영업이익 전년 대비 얼마나 개선됐어"), data, today=TODAY)
    ).markdown
    assert "영업이익 23.47조원 — 전년(FY2023) 영업손실 7.73조원 대비 흑자전환(+31.20조원)" in turned
    smaller = (
        await answer_quick(query("카카오 2024 순이익 전년 대비 얼마 늘었어"), data, today=TODAY)
    ).markdown
    assert "대비 적자지속(적자폭 축소)(+1.65조원)" in smaller
    both = (await answer_quick(query("SK하이닉스 2023년 적자야?"), data, today=TODAY)).markdown
    assert "영업손실 7.73조원" in both and "당기순손실 9.14조원" in both
    ratio = (await answer_quick(query("삼성전자 2023 판관비율 몇 %"), data, today=TODAY)).markdown
    assert "판관비율 27.8% (판매비와관리비 71.98조원 ÷ 매출액 258.94조원, FY2023 연결)" in ratio
