"""An arrow that leads to the gap of the figures before it ("… vs 카카오 7.9조 원 → 차이 2조 8,660억 원") is no
change over time: the figure before it is of the sentence's year, not the year before (core/verify/chains.py).
Before, "7.9조 원" was read as 카카오's 2023 revenue and flagged, and 2023's 7.6조 (7.56조) passed as 2024's.
Tool results are the real sub-tools on the recorded bundle (카카오 매출 2023 7.56조, 2024 7.87조; NAVER 2024
순이익 1조 9,320억, 총포괄손익 2조 6,307억)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.verify.flags import flagged, results_of

QUERY = "NAVER 카카오 2024년 비교"


@pytest.fixture(scope="module")
def both_years(home: Path) -> list[str]:
    return results_of(home, ("NAVER", 2024), ("카카오", 2024), ("NAVER", 2023), ("카카오", 2023))


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("2024년 매출: NAVER 10.7조 원 vs 카카오 7.9조 원 → 차이 2조 8,660억 원", []),
        ("2024년 매출: NAVER 10.7조 원 vs 카카오 7.9조 원 → 격차 2.9조 원", []),
        # 2023's 7.56조 under 2024: it passed as the start of a change from 2023
        ("2024년 매출: NAVER 10.7조 원 vs 카카오 7.6조 원 → 차이 3조 1,000억 원", ["7.6조 원"]),
        ("2024년 매출: NAVER 10.7조 원 vs 카카오 7.6조 원 → 격차 3.1조 원", ["7.6조 원"]),
    ],
)
def test_an_arrow_to_a_gap_keeps_the_year(both_years: list[str], answer: str, wrong: list[str]) -> None:
    assert flagged(answer, both_years, QUERY) == wrong


def test_an_arrow_to_a_gap_between_two_accounts(home: Path) -> None:
    naver = results_of(home, ("NAVER", 2024))
    right = "연결: 당기순이익 1조 9,320억 원, 총포괄손익 2조 6,307억 원 → 차이 6,987억 원"
    assert flagged(right, naver, "NAVER 2024년 포괄손익") == []
    wrong = right.replace("2조 6,307억", "2조 4,307억").replace("6,987억", "4,987억")
    assert flagged(wrong, naver, "NAVER 2024년 포괄손익") == ["2조 4,307억 원", "4,987억 원"]
