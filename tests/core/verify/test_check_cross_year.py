"""Two companies, each of its own year ("삼성전자 2023 vs 현대차 2024 매출"): a table whose rows say their year in a
cell of their own, and a multiple of the two amounts its sentence states. Right figures pass; the same
shapes with a year swapped or a wrong multiple are flagged. Tool results are the real sub-tools on the
recorded bundle (삼성전자 FY2023 매출 258.94조원, 영업이익 6.57조원; 현대자동차 FY2024 매출 175.23조원)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.verify.flags import flagged, results_of

QUERY = "삼성전자 2023년 vs 현대차 2024년 매출 비교"


@pytest.fixture(scope="module")
def two_years(home: Path) -> list[str]:
    return results_of(home, ("삼성전자", 2023), ("현대자동차", 2024))


def _table(first: str, second: str, samsung: str = "258.94조원", hyundai: str = "175.23조원") -> str:
    return (
        "| 회사 | 연도 | 매출액 |\n|---|---|---|\n"
        f"| 삼성전자 | {first} | {samsung} |\n| 현대자동차 | {second} | {hyundai} |"
    )


@pytest.mark.parametrize(("first", "second"), [("2023", "2024"), ("2023년", "2024년"), ("FY2023", "FY2024")])
def test_a_row_takes_the_year_its_own_cell_says(two_years: list[str], first: str, second: str) -> None:
    assert flagged(_table(first, second), two_years, QUERY) == []


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (_table("2024", "2023"), ["258.94조원", "175.23조원"]),  # the years swapped
        (_table("2022", "2024"), ["258.94조원"]),  # 삼성전자's 2022 매출 was 302.23조원
        (_table("2023", "2024", samsung="175.23조원", hyundai="258.94조원"), ["175.23조원", "258.94조원"]),
    ],
)
def test_a_row_whose_year_cell_does_not_fit_its_amount_is_flagged(
    two_years: list[str], answer: str, wrong: list[str]
) -> None:
    assert flagged(answer, two_years, QUERY) == wrong


def test_a_year_in_the_row_label_still_governs_its_row(two_years: list[str]) -> None:
    right = "| 연도 | 회사 | 매출액 |\n|---|---|---|\n| 2023년 | 삼성전자 | 258.94조원 |\n| 2024년 | 현대자동차 | 175.23조원 |"
    swapped = right.replace("2023년", "X").replace("2024년", "2023년").replace("X", "2024년")
    assert flagged(right, two_years, QUERY) == []
    assert flagged(swapped, two_years, QUERY) == ["258.94조원", "175.23조원"]


_MULTIPLE = "2023년 삼성전자 매출({samsung})은 2024년 현대차 매출({hyundai})의 약 {times}입니다."


def test_a_multiple_of_the_two_amounts_its_sentence_states_is_held(two_years: list[str]) -> None:
    answer = _MULTIPLE.format(samsung="258.94조원", hyundai="175.23조원", times="1.48배")
    assert flagged(answer, two_years, QUERY) == []
    rounded = _MULTIPLE.format(samsung="258.9조원", hyundai="175.2조원", times="1.5배")
    assert flagged(rounded, two_years, QUERY) == []


@pytest.mark.parametrize(
    ("hyundai", "times", "wrong"),
    [
        ("175.23조원", "1.58배", ["1.58배"]),  # a wrong multiple of right amounts
        (
            "165.23조원",
            "1.57배",
            ["165.23조원", "1.57배"],
        ),  # the multiple of a wrong amount is not held by it
    ],
)
def test_a_wrong_multiple_or_one_of_a_wrong_amount_is_flagged(
    two_years: list[str], hyundai: str, times: str, wrong: list[str]
) -> None:
    answer = _MULTIPLE.format(samsung="258.94조원", hyundai=hyundai, times=times)
    assert flagged(answer, two_years, QUERY) == wrong


def test_the_base_of_a_multiple_is_the_amount_said_with_ui(two_years: list[str]) -> None:
    """ "현대차 매출(175.23조원)은 삼성전자 매출(258.94조원)의 약 0.68배": the base is the one said with 의."""
    smaller = "2024년 현대차 매출(175.23조원)은 2023년 삼성전자 매출(258.94조원)의 약 {times}입니다."
    assert flagged(smaller.format(times="0.68배"), two_years, QUERY) == []
    assert flagged(smaller.format(times="0.78배"), two_years, QUERY) == ["0.78배"]
