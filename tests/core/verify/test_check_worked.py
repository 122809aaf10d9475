"""Values a writer works out from the tool values and says how (round 15, free-tune6/7/9): the fourth quarter
written with "(= 연간 − 누적)" after it, a swing from a loss to a profit ("스윙 폭"), the end of a change from a
quarter "와 비교하면", and an operand of a written-out expression that repeats a figure held before. For each,
the right figure passes and a wrong twin is still flagged. Tool results are the real sub-tools on the recorded
bundle."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from evals.validator_eval import call_results
from tests.core.verify.flags import flagged, results_of


def _with_quarter(home: Path, company: str, year: int) -> list[str]:
    call = ("get_quarterly_results", company, year, 3)
    return [*results_of(home, (company, year)), *asyncio.run(call_results(call, home))]


@pytest.fixture(scope="module")
def naver_q3(home: Path) -> list[str]:
    """NAVER FY2024 and 3Q24 (매출 연간 10조 7,377억, 1~9월 7조 8,521억: 4Q 2조 8,856억; 영업이익 연간 1조 9,793억,
    누적 1조 4,372억: 4Q 5,420억)."""
    return _with_quarter(home, "NAVER", 2024)


@pytest.fixture(scope="module")
def samsung_q3(home: Path) -> list[str]:
    """삼성전자 FY2024 and 3Q24 (4Q 매출 75.79조, 영업이익 6.49조: OPM 8.6%; 3Q 79.10조, 9.18조: 11.6%)."""
    return _with_quarter(home, "삼성전자", 2024)


@pytest.fixture(scope="module")
def hynix(home: Path) -> list[str]:
    """SK하이닉스 FY2024 (영업이익 23.47조; 2023년 −7.73조)."""
    return results_of(home, ("SK하이닉스", 2024))


# --- "(= 연간 … − 1~9월 누적 …)" right after a figure: the fourth quarter, not the year to date --------------

_FOURTH = (
    (
        "- 매출액: {v} (= 연간 10조 7,377억 원 − 1~9월 누적 7조 8,521억 원)",
        "2조 8,856억 원",
        "2조 9,856억 원",
    ),
    ("- 영업이익: {v} (= 연간 1조 9,793억 원 − 누적 1조 4,372억 원)", "5,420억 원", "5,720억 원"),
    ("4분기 영업이익은 {v}(연간 − 누적으로 계산)입니다.", "5,420억 원", "1조 4,372억 원"),
    ("영업이익 {v}(연간−1~3분기 누적)으로 3분기보다 늘었습니다.", "5,420억 원", "5,920억 원"),
)


@pytest.mark.parametrize(("answer", "right", "wrong"), _FOURTH)
def test_fourth_quarter_worked_out_after_it(naver_q3: list[str], answer: str, right: str, wrong: str) -> None:
    query = "네이버 4분기 실적은 따로 안 나오나요?"
    assert flagged(answer.format(v=right), naver_q3, query) == []
    # the year to date, or an invented figure, written as the difference is flagged
    assert flagged(answer.format(v=wrong), naver_q3, query) == [wrong]


# --- "스윙 폭": the later year less the earlier, across the sign --------------------------------------------------

_SWING = (
    "2024년 영업이익 스윙 폭이 {v}에 달합니다.",
    "영업이익이 1년 새 {v} 스윙했습니다.",
    "Operating profit swing은 {v}입니다.",
)


@pytest.mark.parametrize("answer", _SWING)
def test_a_swing_across_the_sign(hynix: list[str], answer: str) -> None:
    query = "하이닉스 작년(24) 실적 요약 부탁. 흑자전환 폭이 어느 정도?"
    assert flagged(answer.format(v="31.2조원"), hynix, query) == []
    assert flagged(answer.format(v="33.2조원"), hynix, query) == ["33.2조원"]


# --- "3분기(…)와 비교하면 … A에서 B로": the change runs from the third quarter into the fourth --------------------


def test_a_quarter_compared_with_is_the_base(samsung_q3: list[str]) -> None:
    query = "그럼 삼성 4분기는 3분기보다 나빠진 거지?"
    answer = (
        "연간에서 1~3분기 누적을 빼서 구한 삼성전자의 2024년 4분기 연결 매출액은 75.79조원, 영업이익은 6.49조원입니다. "
        "3분기(매출 79.10조원, 영업이익 9.18조원)와 비교하면 분기 영업이익률이 11.6%에서 {v}로 떨어졌습니다."
    )
    assert flagged(answer.format(v="8.6%"), samsung_q3, query) == []
    assert flagged(answer.format(v="9.6%"), samsung_q3, query) == ["9.6%"]


# --- an operand of "A ÷ B ≈ C" repeating a held figure of an earlier sentence -------------------------------------


@pytest.fixture(scope="module")
def naver_23(home: Path) -> list[str]:
    """NAVER FY2023 (순이익 9,850억; 자본총계 24.24조, 2022년 말 23.45조: 평균 23.84조; ROE 4.1%)."""
    return results_of(home, ("NAVER", 2023))


_ROE = "순이익이 9,850억 원인데, 평균 자본이 약 {equity} 원이에요. 9,850억 ÷ {operand} ≈ 4.1%."


def test_an_operand_restating_a_held_figure(naver_23: list[str]) -> None:
    query = "네이버 roe 왜 이렇게 낮아? 23년"
    assert flagged(_ROE.format(equity="23.8조", operand="23.8조"), naver_23, query) == []
    # an operand not written before, or a wrong figure written before and repeated, is flagged
    assert flagged(_ROE.format(equity="23.8조", operand="25.8조"), naver_23, query) == ["25.8조"]
    assert "25.8조" in flagged(_ROE.format(equity="25.8조", operand="25.8조"), naver_23, query)


# --- a year to date set against a whole year: its share of it, or how far beyond it ----------------------------


@pytest.fixture(scope="module")
def hynix_q3(home: Path) -> list[str]:
    """SK하이닉스 FY2024 and 3Q24 (매출 1~3분기 누적 46.45조, 2023년 연간 32.77조: 141.7%, 41.7% 초과)."""
    return _with_quarter(home, "SK하이닉스", 2024)


_TO_DATE = (
    ("9개월 만에 FY23 연간 매출을 {v} 초과.", "41.7%", "46.7%"),
    ("9개월 누적 매출이 2023년 연간의 {v}입니다.", "141.7%", "41.7%"),
    ("1~3분기 누적 매출액은 벌써 2023년 연간의 {v} 수준이에요.", "141.7%", "114.7%"),
    ("1~3분기 누적 매출액은 2023년 연간 매출보다 {v} 많아요.", "41.7%", "36.7%"),
)


@pytest.mark.parametrize(("answer", "right", "wrong"), _TO_DATE)
def test_a_year_to_date_against_a_whole_year(
    hynix_q3: list[str], answer: str, right: str, wrong: str
) -> None:
    query = "하이닉스 9M24 vs FY23 전체 비교 숫자"
    assert flagged(answer.format(v=right), hynix_q3, query) == []
    # a share read as the excess (or the other way round) or an invented figure is flagged
    assert flagged(answer.format(v=wrong), hynix_q3, query) == [wrong]


@pytest.mark.parametrize(("average", "wrong"), [("33.3%", []), ("25.0%", ["25.0%"]), ("30.0%", ["30.0%"])])
def test_the_share_of_an_average_quarter_in_the_run_its_sentence_names(
    samsung_q3: list[str], average: str, wrong: list[str]
) -> None:
    # 1~3분기: an average quarter is a third of the run (25.0% would be a year's four quarters)
    answer = f"- 3분기 매출은 1~3분기 누적 매출의 35.1%로, 분기 평균({average})보다 조금 높습니다."
    assert flagged(answer, samsung_q3, "삼성전자 2024년 3분기 매출") == wrong
