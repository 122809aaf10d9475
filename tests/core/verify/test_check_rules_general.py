"""The checker's last resort (``core/verify/ungoverned.py``, answer-checker round 10): a figure is flagged only
when what its own words govern contradicts it, or when no reading its framing allows is a tool value. Each
mechanism with a right case (flagged before it) and its wrong twin (still flagged), and the narrowings that
keep mutants caught. Tool results are the real sub-tools on the recorded bundle."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.verify.flags import flagged, results_of


@pytest.fixture(scope="module")
def hynix(home: Path) -> list[str]:
    """SK하이닉스 FY2024 (영업이익 2022 6.81조, 2023 −7.73조, 2024 23.47조; 순이익 2022 2.24조, 2023 −9.14조)."""
    return results_of(home, ("SK하이닉스", 2024))


@pytest.fixture(scope="module")
def naver(home: Path) -> list[str]:
    """NAVER FY2024 (영업이익 2022 1조 3,047억, 2023 1조 4,888억, 2024 1조 9,793억; 자산총계 연결 38.17조, 별도
    17.60조; 별도 매출 6.18조)."""
    return results_of(home, ("NAVER", 2024))


# --- a level whose own sentence names no year: the year of the nearest text that names one -----------------

_THEN = "SK하이닉스 2024년 순이익은 19.80조원입니다.\n\n{intro}\n당시 순손실 {net}조원, 영업손실 {op}조원이었습니다."
_2023 = "한 해 전인 2023년과 비교하면 극적인 반전입니다."
_2022 = "2022년과 비교하면 어떨까요."


def test_a_level_with_no_year_of_its_own_is_of_the_year_the_line_before_names(hynix: list[str]) -> None:
    query = "SK하이닉스 2024 실적"
    # read as of the answer's 2024 before: both flagged
    assert flagged(_THEN.format(intro=_2023, net="9.14", op="7.73"), hynix, query) == []
    # the same line after one that names 2022 (순이익 2.24조 was a profit: said as a level here)
    text = "SK하이닉스 2024년 순이익은 19.80조원입니다.\n\n{intro}\n당시 영업이익 {op}조원, 순이익 {net}조원이었습니다."
    assert flagged(text.format(intro=_2022, op="6.81", net="2.24"), hynix, query) == []


def test_a_level_with_no_year_of_its_own_is_not_any_other_year(hynix: list[str]) -> None:
    query = "SK하이닉스 2024 실적"
    # 6.81조 is 2022's operating income: the line before names 2023 alone
    assert flagged(_THEN.format(intro=_2023, net="9.14", op="6.81"), hynix, query) == ["6.81조원"]
    assert flagged(_THEN.format(intro=_2023, net="9.14", op="7.37"), hynix, query) == ["7.37조원"]


def test_a_level_read_as_a_year_the_text_before_names_is_not_opened(hynix: list[str]) -> None:
    """The sentence before names 2023 and 2024, the year it was read as: −7.73조 (2023's) is no 2024 level."""
    text = "2023년 순손실 9.14조원에서 2024년 순이익 19.80조원으로 돌아섰습니다. 영업이익은 {op}조원입니다."
    query = "SK하이닉스 2024 실적"
    assert flagged(text.format(op="23.47"), hynix, query) == []
    assert flagged(text.format(op="−7.73"), hynix, query) == ["−7.73조원"]


def test_a_basis_named_for_one_figure_does_not_open_the_next(naver: list[str]) -> None:
    """'별도 기준 매출은 …' speaks of that figure: 자산총계 after it is still 연결 (17.60조 is 별도's)."""
    text = "NAVER 2024년 별도 기준 매출은 6.18조원입니다. 자산총계는 {assets}조원입니다."
    assert flagged(text.format(assets="38.17"), naver, "NAVER 2024 실적") == []
    assert flagged(text.format(assets="17.60"), naver, "NAVER 2024 실적") == ["17.60조원"]


# --- a rate no year of its own words governs: to any year named or the answer's, from any before -----------

_SINCE = "2022년 NAVER 영업이익은 1조 3,047억원이었어요.\n이후 2년 새 {rate} 늘었어요."


def test_a_rate_with_no_year_of_its_own_may_run_from_a_year_named(naver: list[str]) -> None:
    # 1조 9,793억 / 1조 3,047억 − 1 = 51.7% (2022 → 2024)
    assert flagged(_SINCE.format(rate="51.7%"), naver, "NAVER 영업이익") == []


def test_a_rate_with_no_year_of_its_own_is_still_a_change_of_its_account(naver: list[str]) -> None:
    assert flagged(_SINCE.format(rate="41.7%"), naver, "NAVER 영업이익") == ["41.7%"]
    # 14.1% is 2023 → 2024's own rate of the same account in no span: 2년 새 says two years
    assert flagged(_SINCE.format(rate="14.1%"), naver, "NAVER 영업이익") == ["14.1%"]


# --- a figure with no account of its own: the accounts the nearest text names ------------------------------

_LATTER = "NAVER 2024년 매출은 10조 7,377억원, 영업이익은 1조 9,793억원입니다.\n후자는 전년의 {times}배예요."


def test_a_figure_with_no_account_of_its_own_is_of_the_accounts_before_it(naver: list[str]) -> None:
    assert flagged(_LATTER.format(times="1.33"), naver, "NAVER 2024 실적") == []
    assert flagged(_LATTER.format(times="1.5"), naver, "NAVER 2024 실적") == ["1.5배"]


@pytest.fixture(scope="module")
def hyundai_2023(home: Path) -> list[str]:
    """현대자동차 FY2023 (영업이익 2022 9.82조, 2023 15.13조; 순이익 2022 7.98조, 2023 12.27조)."""
    return results_of(home, ("현대자동차", 2023))


def test_a_year_named_as_a_base_is_not_what_the_text_before_speaks_of(hyundai_2023: list[str]) -> None:
    """'2022년(9.82조원)보다 54.0% 늘었고' speaks of 2023: a net income with no year after it is not 2022's."""
    text = (
        "2023년 현대자동차 연결 영업이익은 15.13조원입니다.\n\n2022년(9.82조원)보다 54.0% 늘었습니다. "
        "순이익도 {net}조원으로 크게 증가했습니다."
    )
    assert flagged(text.format(net="12.27"), hyundai_2023, "현대자동차 2023년 영업이익") == []
    assert flagged(text.format(net="7.98"), hyundai_2023, "현대자동차 2023년 영업이익") == ["7.98조원"]


def test_a_year_that_starts_a_change_is_not_what_the_text_before_speaks_of(hynix: list[str]) -> None:
    """'부채비율이 2023년 87.5%에서 … 낮아졌어요' speaks of the year it ends in: the next line's amounts are
    2024's (2023's 유동부채 is not)."""
    text = (
        "SK하이닉스 2024년 말 기준입니다.\n\n1. 부채비율이 2023년 87.5%에서 약 25.4%p 낮아졌어요.\n"
        "2. 유동자산(약 42.3조원)이 유동부채(약 {current}조원)를 넉넉히 웃돌아요."
    )
    assert flagged(text.format(current="25.0"), hynix, "SK하이닉스 재무구조 2024년 기준") == []
    assert flagged(text.format(current="21.0"), hynix, "SK하이닉스 재무구조 2024년 기준") == ["21.0조원"]
