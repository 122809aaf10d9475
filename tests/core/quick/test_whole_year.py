"""A quarter asked beside its year's whole is two periods related (a share of the year, the rest of it):
no quarter's line says it, so the reader defers — and still answers the quarter alone."""

from __future__ import annotations

import pytest

from tests.core.quick.reading import deferred, query


@pytest.mark.parametrize(
    "text",
    [
        "현대차 2024년 연간 영업이익에서 1~3분기 누적이 몇 %였나요",  # answered with the 9 months' change
        "현대차 2024 연간 영업이익에서 3분기 누적 몇%",  # the four above were too
        "삼성전자 2024년 연간 매출 3분기 누적 비교",
        "하이닉스 2024 연간 영업이익이랑 1~3분기 누적 영업이익",
        "삼전 24년 연간 순이익 대비 3분기 누적은 몇 %",
        "카카오 2024 3분기 영업이익 연간 기준",  # annualised? not the quarter's line either
        "삼성전자 2024 3분기 매출이 연간 매출의 몇 퍼센트야",
        "하이닉스 24년 한 해 전체 영업이익 중 3분기 비중",
        "현대차 2024 상반기 순이익이 1년 치의 몇 %",
        "삼성전자 2024년 full year 영업이익 대비 3Q 영업이익",
        "네이버 2024 연중 매출 중에 4분기가 얼마나 돼",
    ],
)
def test_a_quarter_beside_its_year_s_whole_defers(text: str) -> None:
    deferred(text)


@pytest.mark.parametrize(
    ("text", "quarter", "ytd"),
    [
        ("현대차 2024년 1~3분기 누적 영업이익 몇 % 늘었나요", 3, True),  # 몇 %였나요 defers
        ("삼성전자 2024 3분기 매출 얼마", 3, False),
        ("하이닉스 24년 3분기 영업이익 전년 동기 대비", 3, False),
    ],
)
def test_a_quarter_alone_is_still_answered(text: str, quarter: int, ytd: bool) -> None:
    period = query(text).period
    assert (period.kind, period.quarter, period.ytd) == ("quarter", quarter, ytd)


def test_the_year_alone_is_still_answered() -> None:
    assert query("현대차 2024년 연간 영업이익").period.kind == "year"
