"""A year said relative to another as the base of a comparison ("2024 영업이익 2년 전보다", "재작년 대비"):
counted back from the year named, never collapsed into it (which answered "2024 vs 2년 전" with 2024
against 2023). Where counting from today and from the year named would both make sense, the reader defers."""

from __future__ import annotations

import pytest

from tests.core.quick.reading import deferred, query


@pytest.mark.parametrize(
    ("text", "years"),
    [
        ("삼성전자 2024 영업이익 2년전보다 얼마나", (2022, 2024)),  # answered 2024 vs 2023 before
        ("삼성전자 2024 영업이익 재작년 대비", (2022, 2024)),  # so was this
        ("하이닉스 24년 매출 2년 전이랑 비교하면", (2022, 2024)),
        ("삼성전자 2024 영업이익 작년보다 얼마나 늘었어", (2023, 2024)),  # not 2024 against 2025
        ("삼성전자 2023 순이익 1년 전보다 얼마나 줄었어", (2022, 2023)),
        ("현대차 2023년 매출 3년 전 대비 증가율", (2020, 2023)),
    ],
)
def test_a_base_counted_back_from_the_year_named(text: str, years: tuple[int, ...]) -> None:
    assert query(text).period.years == years


@pytest.mark.parametrize(
    "text",
    [
        "하이닉스 영업이익 2년 전 대비 얼마나 늘었어",  # answered 2024 vs 2023 before: now is 2026 or 2024?
        "삼성전자 영업이익 3년 전이랑 비교",  # answered 2023 vs 2022
        "삼성전자 영업이익 재작년이랑 비교",  # answered 2024 vs 2023
        "삼성전자 2024년 매출 3년 전과 비교",  # 2023 (from today) or 2021 (from 2024)?
    ],
)
def test_a_base_that_could_be_counted_two_ways_defers(text: str) -> None:
    deferred(text)


@pytest.mark.parametrize(
    ("text", "years"),
    [
        ("삼성전자 3년전 영업이익", (2023,)),  # not a base: the year itself
        ("삼성전자 2년 전 영업이익 얼마", (2024,)),
        ("삼성전자 재작년 매출", (2024,)),
    ],
)
def test_a_year_said_relative_to_today_is_still_that_year(text: str, years: tuple[int, ...]) -> None:
    assert query(text).period.years == years
