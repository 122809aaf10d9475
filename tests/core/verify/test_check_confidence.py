"""Confidence-graded attribution (``core.verify.confidence``): a figure whose words surely give its account,
period and company is held as strictly as before; a part they do not give surely (the label far, several
labels or years competing in a level's clause, two companies in the sentence none governs, no label of its
own) may be any the answer's context names, so the figure is held by any value of its kind that the tools
hold. A figure no value
of its kind holds stays flagged at every grade. One case per grade, each with its wrong twin.

삼성전자 2023 (연결): 매출 258.94조원 (2022 302.23조원), 영업이익 6.57조원 (2022 43.38조원);
SK하이닉스 2023: 영업이익 −7.73조원."""

from __future__ import annotations

from pathlib import Path

import pytest

from core.verify.check import claim_figures
from core.verify.confidence import Grade, confidence_of
from core.verify.names import company_names
from tests.core.verify.flags import flagged, results_of


@pytest.fixture(scope="module")
def chips(home: Path) -> list[str]:
    """삼성전자 and SK하이닉스 FY2023."""
    return results_of(home, ("삼성전자", 2023), ("SK하이닉스", 2023))


def _grades(answer: str, results: list[str], text: str) -> tuple[Grade, Grade, Grade, Grade]:
    names = company_names({"삼성전자", "SK하이닉스"})
    claim = next(c for c in claim_figures(answer, results) if c.figure.text == text)
    sure = confidence_of(claim, names, answer)
    return sure.grade, sure.account, sure.period, sure.company


# --- SURE: a label beside it; held as strictly as before ----------------------------------------------------

_SURE = "삼성전자의 2022년 매출은 302.23조원이었습니다. 2023년 영업이익은 {op}입니다."


def test_a_label_beside_the_figure_is_sure(chips: list[str]) -> None:
    answer = _SURE.format(op="6.57조원")
    assert _grades(answer, chips, "6.57조원")[0] is Grade.SURE
    assert flagged(answer, chips) == []


def test_a_sure_figure_of_another_year_stays_flagged(chips: list[str]) -> None:
    assert flagged(_SURE.format(op="43.38조원"), chips) == ["43.38조원"]


# --- FAR: the nearest label stands words away; only the account is opened -----------------------------------

_FAR = "삼성전자의 2022년 매출은 302.23조원이었습니다. 2023년 영업이익은 반도체 부진 탓에 크게 줄어든 {op}에 그쳤습니다."


def test_a_label_far_from_the_figure_opens_its_account_only(chips: list[str]) -> None:
    answer = _FAR.format(op="6.57조원")
    assert _grades(answer, chips, "6.57조원")[:3] == (Grade.FAR, Grade.FAR, Grade.SURE)
    assert flagged(answer, chips) == []


def test_a_far_label_keeps_the_year_its_clause_governs(chips: list[str]) -> None:
    # 43.38조원 is 2022's 영업이익: the clause says 2023, so the year stays as said
    assert flagged(_FAR.format(op="43.38조원"), chips) == ["43.38조원"]
    assert flagged(_FAR.format(op="7.57조원"), chips) == ["7.57조원"]


# --- COMPETING: two years in the clause, neither governing the figure --------------------------------------

_COMPETING = "삼성전자의 2022년과 2023년 영업이익 가운데 작은 쪽은 {op}입니다."


def test_years_competing_in_the_clause_open_the_period(chips: list[str]) -> None:
    answer = _COMPETING.format(op="6.57조원")
    assert _grades(answer, chips, "6.57조원")[2] is Grade.COMPETING
    assert flagged(answer, chips) == []
    # the cost: either year's value of the account passes, its words not saying which
    assert flagged(_COMPETING.format(op="43.38조원"), chips) == []


def test_a_value_of_no_competing_reading_stays_flagged(chips: list[str]) -> None:
    assert flagged(_COMPETING.format(op="47.38조원"), chips) == ["47.38조원"]


# --- MIXED: two companies in the sentence, neither governing the figure -------------------------------------

_MIXED = "2023년 영업이익은 삼성전자와 SK하이닉스 모두 줄었는데 {op}에 그쳤습니다."


def test_two_companies_in_the_sentence_open_the_company(chips: list[str]) -> None:
    answer = _MIXED.format(op="6.57조원")
    assert _grades(answer, chips, "6.57조원")[3] is Grade.MIXED
    assert flagged(answer, chips) == []


def test_a_value_of_neither_company_stays_flagged(chips: list[str]) -> None:
    assert flagged(_MIXED.format(op="7.57조원"), chips) == ["7.57조원"]


# --- UNLABELLED: prose with no label of its own: its account is opened, its period kept ---------------------

_UNLABELLED = (
    "삼성전자의 2022년 영업이익은 43.38조원이었습니다. 2023년에는 크게 줄었습니다. 그래도 {op}은 남겼습니다."
)


def test_a_figure_with_no_label_of_its_own_is_unlabelled(chips: list[str]) -> None:
    answer = _UNLABELLED.format(op="6.57조원")
    assert _grades(answer, chips, "6.57조원")[:3] == (Grade.UNLABELLED, Grade.UNLABELLED, Grade.SURE)
    assert flagged(answer, chips) == []


def test_an_unlabelled_figure_keeps_its_period(chips: list[str]) -> None:
    # only the account is open: 2022's value under a sentence about 2023 stays flagged
    assert flagged(_UNLABELLED.format(op="43.38조원"), chips) == ["43.38조원"]


def test_an_unlabelled_figure_no_value_holds_stays_flagged(chips: list[str]) -> None:
    assert flagged(_UNLABELLED.format(op="8.57조원"), chips) == ["8.57조원"]


# --- a level stays a level; a table cell is sure ------------------------------------------------------------


def test_a_loose_level_is_not_held_by_a_difference(chips: list[str]) -> None:
    # 302.23 − 258.94 = 43.29조원 is a change of 매출, not a level: no word says the figure moved
    assert flagged(_UNLABELLED.format(op="43.29조원"), chips) == ["43.29조원"]


_TABLE = "삼성전자 (연결)\n| 연도 | 영업이익(조원) |\n|---|---:|\n| 2022 | {early} |\n| 2023 | {late} |"


def test_a_table_cell_is_sure(chips: list[str]) -> None:
    answer = _TABLE.format(early="43.38", late="6.57")
    names = company_names({"삼성전자", "SK하이닉스"})
    cell = next(c for c in claim_figures(answer, chips) if c.figure.text.startswith("6.57"))
    assert confidence_of(cell, names, answer).grade is Grade.SURE
    assert flagged(answer, chips) == []


def test_table_cells_of_swapped_years_stay_flagged(chips: list[str]) -> None:
    assert flagged(_TABLE.format(early="6.57", late="43.38"), chips) == ["6.57", "43.38"]
