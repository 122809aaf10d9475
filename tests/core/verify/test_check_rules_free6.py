"""Reading rules of the figure checker from the first round on free-tune3 (issue #22): for each, a right
figure passes and the same construct with a wrong figure is still flagged. Tool results are the real
sub-tools on the recorded bundle."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from evals.validator_eval import call_results, tool_results
from tests.core.verify.flags import flagged

_FIVE = ("삼성전자", "SK하이닉스", "현대자동차", "NAVER", "카카오")


@pytest.fixture(scope="module")
def fourth_quarters(home: Path) -> list[str]:
    """The five companies' 4Q24 (영업이익 3개월: 6.49조, 8.08조, 2.82조, 5,420억, 754억; sum 18.02조)."""
    return [
        document
        for company in _FIVE
        for document in asyncio.run(call_results(("get_quarterly_results", company, 2024, 4), home))
    ]


# --- shares of a total the answer states after the list (core/verify/totals.py) ---------------------------

_SHARES = """## 2024년 4분기(3개월) 영업이익 순위 — 연결

1. **SK하이닉스** — 8조 828억원 ({hynix})
2. **삼성전자** — 6조 4,927억원 (36.0%)
3. **현대자동차** — 2조 8,222억원 (15.7%)
4. **NAVER** — 5,420억원 (3.0%)
5. **카카오** — 754억원 (0.4%)

**5개사 합계: 약 18.0조원** (괄호 안은 합계 대비 비중)

- 반도체 2사가 합계의 {chips}를 차지합니다."""


def test_a_share_of_a_total_stated_after_the_list(fourth_quarters: list[str]) -> None:
    query = "다섯 회사 4분기 영업이익 순위랑 합계"
    assert flagged(_SHARES.format(hynix="44.9%", chips="80.9%"), fourth_quarters, query) == []
    assert flagged(_SHARES.format(hynix="47.9%", chips="80.9%"), fourth_quarters, query) == ["47.9%"]
    assert flagged(_SHARES.format(hynix="44.9%", chips="85.9%"), fourth_quarters, query) == ["85.9%"]


# --- a chain under a quarter's heading in an answer naming no year (core/verify/readings.py) ---------------


@pytest.fixture(scope="module")
def naver_quarters(home: Path) -> list[str]:
    """NAVER 3Q24 and 4Q24 (매출 3개월 2조 7,156억 → 2조 8,856억; 영업이익 5,253억 → 5,420억)."""
    return [
        document
        for quarter in (3, 4)
        for document in asyncio.run(call_results(("get_quarterly_results", "NAVER", 2024, quarter), home))
    ]


_QOQ = """NAVER 4분기(연결)는 **매출·영업이익 모두 QoQ 증가**했습니다.
- 매출: {start} → 2조 8,856억원 (**+6.3%**)
- 영업이익: 5,253억원 → 5,420억원 (**+3.2%**)"""


def test_a_chain_from_the_quarter_before_with_no_year_named(naver_quarters: list[str]) -> None:
    query = "네이버 4분기 QoQ 어땠어"
    assert flagged(_QOQ.format(start="2조 7,156억원"), naver_quarters, query) == []
    assert flagged(_QOQ.format(start="2조 5,156억원"), naver_quarters, query) == ["2조 5,156억원"]


# --- a chain of two levels under a span of two years (core/verify/readings.py) -----------------------------


@pytest.fixture(scope="module")
def naver_years(home: Path) -> list[str]:
    """NAVER FY2023 and FY2024 (매출 2021년 6.82조, 2023년 9.67조; OPM 19.4%, 15.9%, 15.4%, 18.4%)."""
    return asyncio.run(tool_results("NAVER", 2023, home)) + asyncio.run(tool_results("NAVER", 2024, home))


_SPAN = """NAVER 연결 영업이익률(OPM) 추이입니다.

- 2021→2023년: 매출이 빠르게 커지는 동안({start} → {end}) 영업비용도 같이 늘면서 OPM이 19.4% → 15.4%로 4.0%p 하락
- 2024년: 매출 +11.0%에 영업이익 +32.9%로 **레버리지가 살아나며 3.0%p 반등**"""


def test_the_links_of_a_chain_under_a_span_are_its_ends(naver_years: list[str]) -> None:
    query = "네이버 영업이익률 추이 알려줘"
    assert flagged(_SPAN.format(start="6.82조", end="9.67조"), naver_years, query) == []
    # 2022's 매출 (8.22조) is neither end of the span
    assert flagged(_SPAN.format(start="8.22조", end="9.67조"), naver_years, query) == ["8.22조"]
    assert flagged(_SPAN.format(start="6.82조", end="8.22조"), naver_years, query) == ["8.22조"]


# --- the first term of a mean of two balances written out is the opening one (core/verify/readings.py) ---


@pytest.fixture(scope="module")
def hynix(home: Path) -> list[str]:
    """SK하이닉스 FY2024 (순이익 19.80조; 자본총계 73.92조, 2023년 53.50조)."""
    return asyncio.run(tool_results("SK하이닉스", 2024, home))


_MEAN = """SK하이닉스 2024년 ROE는 **31.1%**입니다 (연결, 기초·기말 평균 자본 기준).

- 당기순이익 19.80조원 ÷ 평균 자본총계 63.71조원 [({opening} + 73.92조) / 2]"""


def test_the_first_term_of_a_mean_is_the_opening_balance(hynix: list[str]) -> None:
    query = "SK하이닉스 2024 ROE 얼마야?"
    assert flagged(_MEAN.format(opening="53.50조"), hynix, query) == []
    assert flagged(_MEAN.format(opening="58.50조"), hynix, query) == ["58.50조"]


# --- the terms of a difference written out to an identity's account (core/verify/terms.py) -----------------


@pytest.fixture(scope="module")
def samsung(home: Path) -> list[str]:
    """삼성전자 FY2024 (세전이익 37.53조, 당기순이익 34.45조: 법인세비용 3.08조)."""
    return asyncio.run(tool_results("삼성전자", 2024, home))


_TAX = """**세전이익 − 당기순이익**으로 역산할 수 있습니다. (연결)

- 2024년: {whole} − {part} = **법인세비용 약 3.08조원**"""


def test_the_terms_of_a_difference_its_result_names(samsung: list[str]) -> None:
    query = "삼성전자 24년 법인세 얼마나 냈어?"
    assert flagged(_TAX.format(whole="37.53조", part="34.45조"), samsung, query) == []
    assert flagged(_TAX.format(whole="39.53조", part="34.45조"), samsung, query) == ["39.53조"]
    assert flagged(_TAX.format(whole="37.53조", part="36.45조"), samsung, query) == ["36.45조"]


# --- a 합계 row of a share column is 100% (core/verify/totals.py) ------------------------------------------


_TOTAL_ROW = """### 3사 합산 (2024년, 연결)

| 회사 | 매출액 | 비중 |
|---|---|---|
| 삼성전자 | 300.9조 | 55.5% |
| SK하이닉스 | 66.2조 | 12.2% |
| 현대자동차 | 175.2조 | 32.3% |
| **합계** | **542.3조** | {total} |"""


def test_the_total_row_of_shares_is_a_hundred(three: list[str]) -> None:
    query = "삼성전자 SK하이닉스 현대차 세 회사 2024 매출 합치면?"
    assert flagged(_TOTAL_ROW.format(total="100%"), three, query) == []
    assert flagged(_TOTAL_ROW.format(total="110%"), three, query) == ["110%"]


@pytest.fixture(scope="module")
def three(home: Path, samsung: list[str], hynix: list[str]) -> list[str]:
    """삼성전자, SK하이닉스, 현대자동차 FY2024 (매출 300.87조, 66.19조, 175.23조)."""
    return samsung + hynix + asyncio.run(tool_results("현대자동차", 2024, home))


# --- a table row of the second half (core/verify/tables.py, read by core/verify/halves.py) -----------------


@pytest.fixture(scope="module")
def samsung_quarters(home: Path) -> list[str]:
    """삼성전자 3Q24 and 4Q24 (하반기 = 3분기 + 4분기: 매출 154.89조, 영업이익 15.68조)."""
    return [
        document
        for quarter in (3, 4)
        for document in asyncio.run(call_results(("get_quarterly_results", "삼성전자", 2024, quarter), home))
    ]


_HALVES = """네, 분기 데이터로 나눠 계산할 수 있습니다. (연결)

| 구분 | 매출액 | 영업이익 |
|---|---|---|
| 상반기 | 145.98조 | **17.05조** |
| 하반기 | {second} | **15.68조** |"""


def test_a_row_of_the_second_half(samsung_quarters: list[str]) -> None:
    query = "삼성전자 24년 상반기 하반기 영업이익 비교 가능해?"
    assert flagged(_HALVES.format(second="154.89조"), samsung_quarters, query) == []
    assert flagged(_HALVES.format(second="157.89조"), samsung_quarters, query) == ["157.89조"]


_HALF_MARGIN = """| 구분 | 매출액 | 영업이익 | OPM |
|---|---|---|---|
| 상반기 | 145.98조 | **17.05조** | 11.7% |
| 하반기 | 154.89조 | **15.68조** | {margin} |"""


def test_the_margin_of_a_half(samsung_quarters: list[str]) -> None:
    """core/verify/halves.py: a catalogue ratio of a half's two amounts (15.68조 ÷ 154.89조 = 10.1%)."""
    query = "삼성전자 24년 상반기 하반기 영업이익 비교 가능해?"
    assert flagged(_HALF_MARGIN.format(margin="10.1%"), samsung_quarters, query) == []
    assert flagged(_HALF_MARGIN.format(margin="11.1%"), samsung_quarters, query) == ["11.1%"]


# --- a whole year named after a quarter, nearer the figure (core/verify/context.py) ------------------------


@pytest.fixture(scope="module")
def kakao_fourth(home: Path) -> list[str]:
    """카카오 4Q24 (당기순이익 3개월 −3,952억; 연간 −1,619억)."""
    return asyncio.run(call_results(("get_quarterly_results", "카카오", 2024, 4), home))


_YEAR_AFTER_QUARTER = (
    "연간 당기순이익이 −1,619억원인데, 4분기 한 분기 손실(3,952억원)이 연간 손실({year})보다 큽니다."
)


def test_a_whole_year_named_after_a_quarter(kakao_fourth: list[str]) -> None:
    query = "카카오 4분기 또 적자야?"
    assert flagged(_YEAR_AFTER_QUARTER.format(year="1,619억원"), kakao_fourth, query) == []
    assert flagged(_YEAR_AFTER_QUARTER.format(year="1,819억원"), kakao_fourth, query) == ["1,819억원"]
