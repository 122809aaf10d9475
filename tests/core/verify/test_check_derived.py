"""The derived-figure fallback (``core.verify.fallback``): a figure no other rule supports is read as a
value derived from the tool facts its sentence mentions. For each reading, the right figure passes — and
is read by the fallback alone — and a wrong one in the same sentence is flagged, the fallback reading it
as none. Then the guards: last year's change stated as this year's, a level in a chain, a
gap's sign, a loss's share, a difference that is a reported level, and the chance guard.
Tool results are the real sub-tools on the recorded bundle."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

import core.verify.check as check
from core.finance.amounts import find_figures
from core.verify.book import FactBook
from core.verify.claim import Claim
from core.verify.claims import claims_in
from core.verify.defaults import Defaults
from core.verify.derivations import Derived
from core.verify.facts import Fact
from core.verify.fallback import MOST_CHANCE, chance, derived
from evals.validator_eval import call_results, tool_results
from tests.core.verify.flags import flagged


def _years(home: Path, *pairs: tuple[str, int]) -> list[str]:
    return [
        document for company, year in pairs for document in asyncio.run(tool_results(company, year, home))
    ]


def _quarters(home: Path, company: str, *quarters: int) -> list[str]:
    return [
        document
        for quarter in quarters
        for document in asyncio.run(call_results(("get_quarterly_results", company, 2024, quarter), home))
    ]


@pytest.fixture(scope="module")
def samsung24(home: Path) -> list[str]:
    return _years(home, ("삼성전자", 2023), ("삼성전자", 2024))


@pytest.fixture(scope="module")
def hynix24(home: Path) -> list[str]:
    return _years(home, ("SK하이닉스", 2023), ("SK하이닉스", 2024))


@pytest.fixture(scope="module")
def hyundai24(home: Path) -> list[str]:
    return _years(home, ("현대자동차", 2023), ("현대자동차", 2024))


@pytest.fixture(scope="module")
def kakao23(home: Path) -> list[str]:
    return _years(home, ("카카오", 2023))


def _derived(answer: str, results: list[str], query: str, figure: str) -> bool:
    """Whether the fallback alone reads ``figure`` of ``answer`` as a derived value."""
    book, defaults, claims = check._read(answer, results, query)
    claim = next(c for c in claims if c.figure.text == figure)
    return derived(claim, book, defaults, answer)


def _pair(template: str, results: list[str], query: str, right: str, wrong: str) -> None:
    """The fallback reads the right figure and not the wrong one; the checker flags only the wrong one."""
    assert _derived(template.format(right), results, query, right)
    assert not _derived(template.format(wrong), results, query, wrong)
    assert flagged(template.format(right), results, query) == []
    assert flagged(template.format(wrong), results, query) == [wrong]


# --- a percent: a share of another year, a change from an earlier year, a CAGR ----------------------------


def test_a_share_of_an_earlier_year(samsung24: list[str]) -> None:
    # 2024 매출 300.87조 ÷ 2022 매출 302.23조 = 99.55%
    template = "매출은 2022년(302.23조)의 **{}** 수준까지 올라와 피크 매출을 회복했습니다."
    _pair(template, samsung24, "삼성전자 2024년 실적", "99.5%", "99.1%")


def test_a_change_from_the_year_its_sentence_names(hynix24: list[str]) -> None:
    # 2024 매출 66.19조 ÷ 2021 매출 43.00조 − 1 = +53.9%
    template = "- **2024년**: 영업이익이 크게 늘었습니다. 매출도 2021년 대비 {}."
    _pair(template, hynix24, "SK하이닉스 매출 추이", "+53.9%", "+56.3%")


def test_a_cagr_over_the_years_it_says(hyundai24: list[str]) -> None:
    # (175.23조 ÷ 116.45조)^(1/3) − 1 = 14.6%, under a table of the years (which the chain rules read)
    template = (
        "| 연도 | 매출액 |\n|---|---|\n| 2021 | 약 116.4조원 |\n| 2024 | 약 175.2조원 |\n\n"
        "💡 **성장률**\n- 2021→2024: **+50.5%**\n- 3년 CAGR: **약 {}**\n"
        "- 2년 CAGR: 2023년 기준 18.2% → 2024년 기준 **11.0%**"
    )
    _pair(template, hyundai24, "현대차 매출 성장세 어때? 몇 년치로", "14.6%", "16.5%")


def test_a_chain_of_growth_rates_runs_a_year_a_step(hyundai24: list[str]) -> None:
    # 매출 증가율 2022 +22.1%, 2023 +14.4%, 2024 +7.7%; the year the sentence names has no data
    template = "성장률은 {} → 14% → 8%로 둔화 추세라, 2025년 이후엔 한 자릿수 성장이 기본값이 될 것 같습니다."
    _pair(template, hyundai24, "현대차 매출 21년부터 24년까지 계속 늘었어?", "22%", "25%")


def test_a_range_covers_a_series_over_the_years(samsung24: list[str], hynix24: list[str]) -> None:
    # 하이닉스 ÷ 삼성 매출: 2021 15.4%, 2022 14.8%, 2023 12.7% (2024: 22.0%)
    template = "- 하이닉스 매출은 삼성 대비 {} 수준에서 움직이다가 2024년에 22%까지 올라왔습니다."
    _pair(template, [*samsung24, *hynix24], "삼성 하이닉스 매출 비교", "12~15%", "14~15%")


def test_a_share_of_the_year_to_date(home: Path) -> None:
    # 3분기 매출 79.10조 ÷ 1~3분기 누적 225.08조 = 35.1%
    results = _quarters(home, "삼성전자", 3)
    template = "- 3분기 매출은 1~3분기 누적 매출의 {}로 분기 평균보다 조금 높습니다."
    _pair(template, results, "삼성전자 2024년 3분기 실적", "35.1%", "39.7%")


def test_the_ratio_of_two_totals(hynix24: list[str]) -> None:
    # 4년 영업이익 합계 34.96조 ÷ 4년 매출 합계 186.58조 = 18.7%
    template = "매출 가중으로 보면(4년 영업이익 합계 ÷ 4년 매출 합계) **{}**로 조금 더 높게 나옵니다."
    _pair(template, hynix24, "SK하이닉스 4년 평균 영업이익률은?", "18.7%", "21.1%")
    # an answer that names no year speaks of the latest one the tools returned: the run ends there


# --- an amount: a difference of two years, accounts or bases; a mean over a run --------------------------


def test_a_difference_of_two_years(hynix24: list[str]) -> None:
    # 자본총계 2024 73.92조 − 2023 53.50조 = 20.41조
    template = "- 자본총계가 53.50조 → 73.92조원으로 약 {} 불어나면서 부채비율이 내려갔습니다."
    _pair(template, hynix24, "SK하이닉스 2024년 실적", "20.4조원", "23.1조원")


def test_yearly_increments_each_from_the_year_before(samsung24: list[str]) -> None:
    # 이익잉여금 2023 346.65조 − 2022 337.95조 = +8.70조
    template = "- 연도별 증가분: 2022년 +44.9조, 2023년 {}, 2024년 +23.9조"
    _pair(template, samsung24, "삼성전자 이익잉여금 추이", "+8.7조", "+9.8조")


def test_a_gap_between_two_accounts(kakao23: list[str]) -> None:
    # 영업이익 4,609억 − 세전손익 −16,482억 = 2조 1,091억
    template = "영업이익(+4,609억)과 세전손익(−16,482억) 사이에 약 **{}**의 간극이 있습니다."
    _pair(template, kakao23, "카카오 2023년 순손실 이유", "2조 1,091억원", "2조 3,833억원")


def test_a_gap_between_the_two_bases(samsung: list[str]) -> None:
    # 2023 영업이익 연결 6.57조 − 별도 −11.53조 = 18.09조
    template = "**별도 기준 실적**\n\n- 연결과 별도의 영업이익 차이: 약 {}"
    _pair(template, samsung, "삼성전자 2023년 별도 실적", "18.1조원", "20.5조원")


def test_a_mean_over_the_years_but_one(samsung24: list[str]) -> None:
    # (51.63조 + 43.38조 + 32.73조) ÷ 3 = 42.58조
    template = "2023년 한 해가 평균을 크게 끌어내렸습니다. 2023년을 빼면 나머지 3년 평균은 약 {}입니다."
    _pair(template, samsung24, "삼성전자 21~24년 영업이익 연평균은?", "42.6조원", "48.1조원")


def test_a_fall_between_two_quarters(home: Path) -> None:
    # 4분기 영업이익 6.49조 − 3분기 9.18조 = −2.69조
    results = _quarters(home, "삼성전자", 3, 4)
    template = "📊 **삼성전자 3분기 vs 4분기**\n\n💡 매출은 조금 줄었는데 영업이익은 **약 {}**이나 빠졌어요."
    _pair(template, results, "삼성 4분기는 3분기보다 나빠졌어?", "2.7조원", "3.1조원")


# --- a multiple: of an amount, of a ratio -------------------------------------------------------------------


def test_a_multiple_of_a_loss(hynix24: list[str]) -> None:
    # 2024 순이익 19.80조 ÷ 2023 순손실 9.14조 = 2.17배
    template = "2024년 순이익은 2023년 순손실의 약 **{}** 규모입니다."
    _pair(template, hynix24, "하이닉스 2년 순이익", "2.2배", "2.5배")


def test_a_multiple_of_a_ratio(home: Path) -> None:
    # NAVER ROE (평균 자본) 2024 7.65% ÷ 2022 2.88% = 2.66배
    results = _years(home, ("NAVER", 2023), ("NAVER", 2024))
    template = "ROE는 낮은 편입니다. 다만 2022년 바닥 이후 올라 **2024년엔 2022년의 약 {}** 수준이 됐습니다."
    _pair(template, results, "네이버 ROE 추이", "2.7배", "3.0배")


# --- a %p: the gap of a ratio between two companies, a link of a chain a year a step ---------------------


def test_a_chain_of_gaps_between_two_companies(home: Path) -> None:
    # NAVER − 카카오 영업이익률: 2022 7.5%p, 2023 9.3%p, 2024 12.6%p; under the table, a chain with bands
    results = _years(home, ("NAVER", 2023), ("NAVER", 2024), ("카카오", 2023), ("카카오", 2024))
    template = (
        "**NAVER vs 카카오 영업이익률 (연결)**\n\n| 연도 | NAVER | 카카오 | 격차 |\n|---|---|---|---|\n| 2022 | 15.9% | 8.4% | 7.5%p |\n"
        "| 2024 | 18.4% | 5.8% | 12.6%p |\n\n격차가 {}대 → 9%p대 → 12%p대로 해마다 벌어지고 있습니다."
    )
    _pair(template, results, "네카오 영업이익률 격차 최근 3년", "7%p", "6%p")


# --- guards ---------------------------------------------------------------------------------------------------


def test_last_years_change_is_not_this_years(samsung: list[str]) -> None:
    # 2023 매출 −14.3%; 2022's change (+8.1%) stated as 2023's is wrong
    sentence = "1. **매출액**: 258.94조원 (전년 대비 {} 감소)"
    assert flagged(sentence.format("14.3%"), samsung, "삼성전자 2023년 실적") == []
    assert flagged(sentence.format("8.1%"), samsung, "삼성전자 2023년 실적") == ["8.1%"]


def test_a_level_in_a_chain_is_no_difference(home: Path) -> None:
    # 카카오 이익잉여금 1.69조 → 3.03조 → 1.92조 → 1.94조; 1.34조 (= 3.03 − 1.69) is no 2022 level
    results = _years(home, ("카카오", 2023), ("카카오", 2024))
    answer = "네. 1.69조 → {} → 1.92조 → 1.94조 (21~24년 말). 22→23년에 1.11조 빠진 게 커요."
    assert flagged(answer.format("3.03조"), results, "카카오 이익잉여금 줄었다던데?") == []
    assert flagged(answer.format("1.34조"), results, "카카오 이익잉여금 줄었다던데?") == ["1.34조"]


def test_a_gap_between_companies_has_no_sign_to_contradict_its_words(home: Path) -> None:
    results = _years(home, ("삼성전자", 2024), ("현대자동차", 2024))
    answer = "현대자동차의 ROE가 11.9%로 삼성전자(9.0%)보다 {} 높습니다. (2024년, 연결, 평균 자본 기준)"
    assert flagged(answer.format("−2.9%p"), results, "삼성 현대차 ROE 비교") == ["−2.9%p"]


def test_a_share_of_a_loss_is_written_with_its_sign(kakao23: list[str]) -> None:
    # 카카오 2023 순손실 1.82조 ÷ 매출 7.56조 = −24.0%
    answer = "순이익은 적자 1.82조원으로 매출 대비 {}가 남았습니다."
    assert flagged(answer.format("24.0%"), kakao23, "카카오 2023년 실적") == ["24.0%"]


def test_a_difference_that_is_a_reported_level_is_no_derivation() -> None:
    # 연간(4분기 누적) − 4분기 = 1~3분기 누적: a level the tools give, read only as that level
    def interest(value: float, quarter: int, *, cumulative: bool) -> Fact:
        return Fact(value, "won", "interest_income", 2024, quarter, "CFS", "X", cumulative=cumulative)

    year, fourth = interest(1e12, 4, cumulative=True), interest(3e11, 4, cumulative=False)
    sentence = "연간 누적 이자수익에서 4분기를 빼면 약 7,000억원 적습니다."
    claim = claims_in(sentence)[0]
    defaults = Defaults(year=2024, company="X")
    assert derived(claim, FactBook([year, fourth]), defaults, sentence)
    nine = interest(7e11, 3, cumulative=True)
    assert not derived(claim, FactBook([year, fourth, nine]), defaults, sentence)


def test_a_figure_many_derived_values_would_match_is_refused() -> None:
    # "약 10배" among values a step apart: half the decoys from 5 to 20 would match as well
    claim = Claim(figure=find_figures("약 10배")[0])
    crowded = [Derived(float(v), "배", directed=False) for v in range(5, 21, 2)]
    assert chance(claim, crowded) > MOST_CHANCE
    assert chance(claim, [Derived(10.08, "배", directed=False)]) == 0.0
