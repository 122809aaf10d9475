"""Layouts the checker did not parse (answer-checker round 11): fenced CSV and bar-separated blocks, a bare
cell's unit in its row's or column's label or the table's caption (``core/verify/grids.py``), and the cells a
table works out from its other cells — a change column in the direction its header or its columns' order
gives, a ratio column, an index column (``core/verify/cellmath.py``). Each with a right case (flagged before)
and its wrong twin (still flagged). Tool results are the real sub-tools on the recorded bundle."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from evals.validator_eval import call_results
from tests.core.verify.flags import flagged, results_of


@pytest.fixture(scope="module")
def samsung(home: Path) -> list[str]:
    """삼성전자 FY2024 (OPM 2023 2.54%, 2024 10.88%; NPM 5.98%, 11.45%; 부채비율 25.36%, 27.93%)."""
    return results_of(home, ("삼성전자", 2024))


@pytest.fixture(scope="module")
def hynix(home: Path) -> list[str]:
    """SK하이닉스 FY2024 (자산총계 2023 100.33조, 2024 119.86조; 부채총계 46.83조, 45.94조)."""
    return results_of(home, ("SK하이닉스", 2024))


@pytest.fixture(scope="module")
def chips(home: Path) -> list[str]:
    """삼성전자 and SK하이닉스 FY2024 (OPM 10.88% / 35.45%)."""
    return results_of(home, ("삼성전자", 2024), ("SK하이닉스", 2024))


@pytest.fixture(scope="module")
def hyundai(home: Path) -> list[str]:
    """현대자동차 FY2024 (영업이익 2022 9.82조, 2023 15.13조, 2024 14.24조)."""
    return results_of(home, ("현대자동차", 2024))


# --- a fenced CSV block is the table it writes; a bare cell's unit is its row's label's -------------------

_SHEET = "FY24 삼성전자 연결, 비율 시트:\n\n```csv\nmetric,FY23,FY24,Δ\nOPM(%),{opm},10.88,+8.34%p\nNPM(%),5.98,11.45,+5.47%p\n```"


def test_a_csv_block_is_a_table_and_its_bare_cells_take_the_rows_unit(samsung: list[str]) -> None:
    assert flagged(_SHEET.format(opm="2.54"), samsung, "삼성전자 FY24 비율") == []


def test_a_csv_cell_of_another_value_is_flagged(samsung: list[str]) -> None:
    assert flagged(_SHEET.format(opm="2.45"), samsung, "삼성전자 FY24 비율") == ["2.45"]


# --- a Δ column between two period columns: the later less the earlier, in the table's corner unit ----------

_DELTA = (
    "```\n(조원)        FY23     FY24     Δ        Δ%\n"
    "자산총계     100.33  119.86  {delta}   +19.46\n부채총계      46.83   45.94   -0.89    {rate}\n```"
)


def test_a_delta_column_is_the_later_less_the_earlier(hynix: list[str]) -> None:
    assert flagged(_DELTA.format(delta="+19.53", rate="-1.89"), hynix, "하이닉스 BS Δ") == []


def test_a_delta_column_of_the_other_sign_is_flagged(hynix: list[str]) -> None:
    assert flagged(_DELTA.format(delta="-19.53", rate="-1.89"), hynix, "하이닉스 BS Δ") == ["-19.53"]
    assert flagged(_DELTA.format(delta="+19.53", rate="+1.89"), hynix, "하이닉스 BS Δ") == ["+1.89"]


# --- a change column whose header names its operands ("Δ(H−S)") runs the way it names ------------------------

_NAMED = "```csv\nmetric,삼성전자,SK하이닉스,Δ(H−S)\nopm_%,10.88,35.45,{gap}\nnpm_%,11.45,29.91,+18.46\n```"


def test_a_change_column_naming_its_operands_runs_that_way(chips: list[str]) -> None:
    assert flagged(_NAMED.format(gap="+24.57"), chips, "삼성 하이닉스 24 비율") == []


def test_a_change_column_naming_its_operands_does_not_run_the_other_way(chips: list[str]) -> None:
    assert flagged(_NAMED.format(gap="-24.57"), chips, "삼성 하이닉스 24 비율") == ["-24.57"]


# --- basis points in a YoY column of a bar-separated block ("FY24 | FY23 | YoY": the first over the second) --

_BP = "```\n삼성전자 FY24 | FY23 | YoY\nOPM   10.88% | 2.54% | {bp}\n```"


def test_basis_points_in_a_yoy_column_are_the_change_of_the_margin(samsung: list[str]) -> None:
    assert flagged(_BP.format(bp="+834bp"), samsung, "삼성 24 숫자") == []


def test_basis_points_of_the_other_sign_are_flagged(samsung: list[str]) -> None:
    assert flagged(_BP.format(bp="-834bp"), samsung, "삼성 24 숫자") == ["-834bp"]


# --- an index column (21=100) is 100 × the year's amount over the base year's --------------------------------

_INDEX = (
    "| year | OP(억원) | idx(22=100) |\n|---|---|---|\n| 2022 | 98,249 | 100 |\n| 2023 | 151,269 | {idx} |\n"
    "| 2024 | 142,396 | 145 |"
)


def test_an_index_column_is_the_amount_over_the_base_years(hyundai: list[str]) -> None:
    assert flagged(_INDEX.format(idx="154"), hyundai, "현대차 영업이익 인덱스") == []


def test_an_index_cell_of_another_value_is_flagged(hyundai: list[str]) -> None:
    assert flagged(_INDEX.format(idx="164"), hyundai, "현대차 영업이익 인덱스") == ["164"]


# --- a caption's unit ("(십억원)" on the title line) is the bare cells' -------------------------------------

_CAPTION = "```\n현대자동차 연결 영업이익 (십억원)\nFY23  15,127\nFY24  {op}\n```"


def test_a_title_lines_unit_is_the_bare_cells(hyundai: list[str]) -> None:
    assert flagged(_CAPTION.format(op="14,240"), hyundai, "현대차 영업이익") == []


def test_a_bare_cell_under_a_caption_of_another_value_is_flagged(hyundai: list[str]) -> None:
    assert flagged(_CAPTION.format(op="12,440"), hyundai, "현대차 영업이익") == ["12,440"]


@pytest.fixture(scope="module")
def hynix_q3(home: Path) -> list[str]:
    """SK하이닉스 FY2024 and 3Q24 (매출 1~3Q 누적 46.43조, 연간 66.19조; 영업이익 15.38조, 23.47조)."""
    call = ("get_quarterly_results", "SK하이닉스", 2024, 3)
    return [*results_of(home, ("SK하이닉스", 2024)), *asyncio.run(call_results(call, home))]


# --- the fourth quarter as the year less the nine months; "9M24" as the nine months to date ---------------

_FOURTH = "| (조원) | 1~3Q24 | 4Q24(역산) | FY24 |\n|---|---|---|---|\n| 매출액 | 46.43 | {q4} | 66.19 |"


def test_a_fourth_quarter_is_the_year_less_the_nine_months(hynix_q3: list[str]) -> None:
    assert flagged(_FOURTH.format(q4="19.77"), hynix_q3, "하이닉스 4분기 24 역산") == []


def test_a_fourth_quarter_of_another_value_is_flagged(hynix_q3: list[str]) -> None:
    assert flagged(_FOURTH.format(q4="17.97"), hynix_q3, "하이닉스 4분기 24 역산") == ["17.97"]


_NINE = "```\nSK하이닉스     9M24     FY24\nrev(조)       {rev}    66.19\n```"


def test_nine_months_in_shorthand_are_the_year_to_date(hynix_q3: list[str]) -> None:
    assert flagged(_NINE.format(rev="46.43"), hynix_q3, "하이닉스 9M24") == []
    assert flagged(_NINE.format(rev="44.63"), hynix_q3, "하이닉스 9M24") == ["44.63"]


# --- a one-line formula: its result is what its operands give; its operands, named, are what they name -----

_FORMULA = "```\nAsset turnover = Rev / Assets = 66.19 / {assets} = {turn}\n```\n(조원)"


def test_a_formulas_result_and_its_named_operands_hold(hynix: list[str]) -> None:
    assert flagged(_FORMULA.format(assets="119.86", turn="0.55x"), hynix, "하이닉스 24 듀폰") == []


def test_a_formulas_wrong_result_or_operand_is_flagged(hynix: list[str]) -> None:
    assert flagged(_FORMULA.format(assets="119.86", turn="0.65x"), hynix, "하이닉스 24 듀폰") == ["0.65x"]
    assert "109.86" in flagged(_FORMULA.format(assets="109.86", turn="0.60x"), hynix, "하이닉스 24 듀폰")


# --- a bare number restating a table cell is that cell ------------------------------------------------------

_RESTATED = (
    "| year | OP(억원) |\n|---|---|\n| 2022 | 98,249 |\n| 2024 | 142,396 |\n\n"
    "CAGR 22→24 = ({last}/98,249)^(1/2) − 1 = 20.39%"
)


def test_a_bare_number_restating_a_held_cell_is_that_cell(hyundai: list[str]) -> None:
    assert flagged(_RESTATED.format(last="142,396"), hyundai, "현대차 영업이익 CAGR") == []


def test_a_bare_number_restating_no_cell_is_still_checked(hyundai: list[str]) -> None:
    assert "124,396" in flagged(_RESTATED.format(last="124,396"), hyundai, "현대차 영업이익 CAGR")
