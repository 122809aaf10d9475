"""Reading rules of the figure checker from the fifth round on free-tune2 (issue #22 item 3): for each, a
right figure passes and the same construct with a wrong figure is still flagged. Tool results are the
real sub-tools on the recorded bundle."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from evals.validator_eval import tool_results
from tests.core.verify.flags import flagged


@pytest.fixture(scope="module")
def hynix(home: Path) -> list[str]:
    """SK하이닉스 FY2024 (순이익 19.80조; 자본총계 73.92조, 2023년 53.50조; 자산총계 119.86조, 100.33조)."""
    return asyncio.run(tool_results("SK하이닉스", 2024, home))


@pytest.fixture(scope="module")
def chips(home: Path, hynix: list[str]) -> list[str]:
    """삼성전자 and SK하이닉스 FY2024 (영업이익 32.73조 / 23.47조, 2023년 6.57조 / −7.73조)."""
    return asyncio.run(tool_results("삼성전자", 2024, home)) + hynix


@pytest.fixture(scope="module")
def hyundai(home: Path) -> list[str]:
    """현대자동차 FY2024 (자산총계 339.80조, 2023년 282.46조; 부채총계 219.52조, 180.65조)."""
    return asyncio.run(tool_results("현대자동차", 2024, home))


# --- arithmetic on figures the answer stated on the lines above (core/verify/nearby.py) ---------------------

_GAP = """| 회사 | 2023년 | 2024년 | 증가폭 |
|---|---|---|---|
| 삼성전자 | 약 6.6조원 | 약 32.7조원 | +약 26.2조원 |
| SK하이닉스 | 약 −7.7조원 | 약 23.5조원 | +약 31.2조원 |

💡 하이닉스는 증가폭이 삼성보다 약 {gap} 더 커요."""


def test_a_gap_between_two_amounts_stated_above(chips: list[str]) -> None:
    query = "2023→2024 영업이익 회복폭은 삼성이 커 하이닉스가 커?"
    assert flagged(_GAP.format(gap="5조원"), chips, query) == []
    assert flagged(_GAP.format(gap="5.5조원"), chips, query) == ["5.5조원"]


_SHARE = """- 자산총계: 약 282.5조원 → **약 339.8조원**
- 증가액: **약 57.3조원 (+20.3%)**

1. 부채총계: 약 180.7조원 → 약 219.5조원 (**+약 38.9조원**)
2. 즉, 늘어난 자산의 **약 {share}**를 부채로 채웠어요."""


def test_a_share_of_two_amounts_stated_above(hyundai: list[str]) -> None:
    query = "현대차 2024년에 자산이 많이 늘었던데 얼마나 늘었어?"
    assert flagged(_SHARE.format(share="67.8%"), hyundai, query) == []
    assert flagged(_SHARE.format(share="77.8%"), hyundai, query) == ["77.8%"]
    # a share is at most the whole: the inverse (57.3 / 38.9) is no reading
    assert flagged(_SHARE.format(share="147.5%"), hyundai, query) == ["147.5%"]


_MULTIPLE = """**ROE**
- 당기순이익 19.80조 원 ÷ 평균 자본총계 63.71조 원

**ROA**
- 당기순이익 19.80조 원 ÷ 평균 자산총계 110.09조 원

ROE가 ROA보다 높은 것은 평균 자산이 평균 자본의 {times}인 레버리지 효과 때문입니다."""


def test_a_multiple_of_two_amounts_stated_above(hynix: list[str]) -> None:
    query = "SK하이닉스 2024 ROE랑 ROA 알려줘"
    assert flagged(_MULTIPLE.format(times="1.73배"), hynix, query) == []
    assert flagged(_MULTIPLE.format(times="1.93배"), hynix, query) == ["1.93배"]
    # "평균 자본의": 자본 is the base, so the inverse (63.71 / 110.09) is no reading
    assert flagged(_MULTIPLE.format(times="0.58배"), hynix, query) == ["0.58배"]


_CHANGE = "두 회사 합산 매출 23년 291.7조 → 24년 367.1조, YoY {change}예요."


def test_a_percent_change_of_two_amounts_stated_before(chips: list[str]) -> None:
    query = "삼성+하이닉스 합산 매출 YoY는?"
    assert flagged(_CHANGE.format(change="+25.8%"), chips, query) == []
    assert flagged(_CHANGE.format(change="+28.5%"), chips, query) == ["+28.5%"]
    assert flagged(_CHANGE.format(change="−25.8%"), chips, query) == ["−25.8%"]


_MEAN = """📊 **2024년 영업이익률 (연결)**

- 삼성전자: 10.9%
- SK하이닉스: **35.5%**

💡 **평균은 계산 방식에 따라 달라요**
1. 단순 평균: **약 {mean}**
2. 합산 기준 (두 회사 영업이익 합 ÷ 매출 합): **약 15.3%**

즉, 전체 '덩어리'로 보면 {about} 수준이 더 현실적인 숫자예요."""


def test_a_mean_of_the_list_above_and_a_rounded_restatement(chips: list[str]) -> None:
    query = "삼성, 하이닉스 두 회사 평균 영업이익률은?"
    assert flagged(_MEAN.format(mean="23.2%", about="15%"), chips, query) == []
    assert flagged(_MEAN.format(mean="25.2%", about="15%"), chips, query) == ["25.2%"]
    assert flagged(_MEAN.format(mean="23.2%", about="13%"), chips, query) == ["13%"]


@pytest.fixture(scope="module")
def hyundai_years(home: Path, hyundai: list[str]) -> list[str]:
    """현대자동차 FY2023 and FY2024 (매출 2021–2024: 116.45 / 142.15 / 162.66 / 175.23조; 영업이익 6.53 / 9.82 /
    15.13 / 14.24조)."""
    return asyncio.run(tool_results("현대자동차", 2023, home)) + hyundai


@pytest.fixture(scope="module")
def naver_years(home: Path) -> list[str]:
    """NAVER FY2023 and FY2024 (자산총계 2021 33.69조 → 2024 38.17조; 이익잉여금 23.08 / 23.65 / 24.54 / 25.96조)."""
    return asyncio.run(tool_results("NAVER", 2023, home)) + asyncio.run(tool_results("NAVER", 2024, home))


# --- the years a change or an average runs over, where its words say so without naming each ------------------

_CAGR = """| 연도 | 매출액 |
|---|---|
| 2021 | 약 116.4조원 |
| 2024 | 약 175.2조원 |

💡 **성장률**
- 3년 CAGR: **약 {cagr}**"""


def test_a_change_over_as_many_years_as_its_words_say(hyundai_years: list[str]) -> None:
    query = "현대차 매출 성장세 어때? 몇 년치로"
    assert flagged(_CAGR.format(cagr="14.6%"), hyundai_years, query) == []
    # the one-year growth under the heading "성장률" is not what "3년 CAGR" states
    assert flagged(_CAGR.format(cagr="7.7%"), hyundai_years, query) == ["7.7%"]


def test_an_average_over_a_short_range_of_years(hyundai_years: list[str]) -> None:
    query = "현대차 최근 4년 영익 평균 내줘"
    sentence = "21~24년 영익 평균 {mean}예요."
    assert flagged(sentence.format(mean="11.4조"), hyundai_years, query) == []
    assert flagged(sentence.format(mean="12.4조"), hyundai_years, query) == ["12.4조"]


def test_a_question_comparing_from_a_year_is_about_the_later_one(naver_years: list[str]) -> None:
    query = "네이버 자산 규모 얼마나 커졌어? 2021년이랑 비교해서"
    answer = """**NAVER 자산총계는 2021년 말 33.69조 원에서 2024년 말 38.17조 원으로 13.3% 늘었습니다.**

- 증가액: {gap}"""
    assert flagged(answer.format(gap="4.48조 원"), naver_years, query) == []
    assert flagged(answer.format(gap="5.48조 원"), naver_years, query) == ["5.48조 원"]


# --- an arrow with no year of its own: over the span named before it, or from the year right before it -------


def test_an_arrow_over_the_span_the_question_names(naver_years: list[str]) -> None:
    query = "네이버 최근 2년 매출 성장률 (2022→2024)"
    answer = "**NAVER**\n- 매출 {start} → 10.74조 원"
    assert flagged(answer.format(start="8.22조 원"), naver_years, query) == []
    # the year before the end (9.67조) is a reading as it was
    assert flagged(answer.format(start="9.67조 원"), naver_years, query) == []
    assert flagged(answer.format(start="8.72조 원"), naver_years, query) == ["8.72조 원"]


_LISTED = """📊 **NAVER 자본총계 추이 (연결)**

- 2021년: 약 24.0조원
- 2022년: 약 23.5조원
- 2023년: 약 24.2조원
- 2024년: **약 27.0조원**

💡 **포인트**
- 이익잉여금도 약 {start} → **약 26.0조원**으로 꾸준히 쌓였어요."""


def test_an_arrow_over_the_years_a_list_above_it_is_labelled_with(naver_years: list[str]) -> None:
    query = "NAVER 자본 규모 추이"
    assert flagged(_LISTED.format(start="23.1조원"), naver_years, query) == []
    assert flagged(_LISTED.format(start="22.1조원"), naver_years, query) == ["22.1조원"]


def test_a_year_right_before_the_start_of_an_arrow(chips: list[str]) -> None:
    answer = "FY24 연결 영익 *32.7조* 찍었어요. 23년 {start} → 32.7조라 YoY +398%, 거의 5배 수준이네요."
    query = "삼성전자 24년 영업이익 얼마였어요?"
    assert flagged(answer.format(start="6.6조"), chips, query) == []
    assert flagged(answer.format(start="7.6조"), chips, query) == ["7.6조"]
