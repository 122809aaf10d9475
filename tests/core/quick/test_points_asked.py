"""A rate's gap or change asked in points: "몇 %p", "몇 퍼센트포인트", "몇 %포인트", "몇 포인트".

"삼전 하닉 24 영업이익률 몇 %p 차이" was deferred ('p' was no word the reader knew) and "…차이 몇 퍼센트포인트"
refused as a company ('포인트' is two listed names). Figures: 영업이익률 = 영업이익 ÷ 매출액 (연결) — 삼성전자 FY2024
32.73 ÷ 300.87조 = 10.9%, FY2023 6.57 ÷ 258.94조 = 2.5%; SK하이닉스 FY2024 23.47 ÷ 66.19조 = 35.5%, FY2023
−7.73 ÷ 32.77조 = −23.6%.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.quick.keyless import markdown_and_path

ANSWERED = (
    ("삼전 하닉 24 영업이익률 몇 %p 차이", "24.6%p"),
    ("삼전 하닉 2024 영업이익률 차이 몇 %p야", "24.6%p"),
    ("삼성전자 하이닉스 2023 영업이익률 차이 몇 퍼센트포인트", "26.1%p"),
    ("삼성전자 하이닉스 2023 영업이익률 몇 퍼센트 포인트 차이 나?", "26.1%p"),
    ("삼성전자 2023 2024 영업이익률 몇 %p 올랐어", "+8.3%p"),
    ("삼성전자 2024 영업이익률 전년보다 몇 퍼센트 포인트 개선됐어?", "+8.3%p"),
    ("삼성전자 2023 2024 영업이익률 몇 %포인트 상승", "+8.3%p"),
)

#: not a rate's points, or which gap is unclear: deferred, never a figure in another unit
DEFERRED = (
    "현대차 2024 영업이익 몇 포인트 늘었어",  # an amount has no points
    "삼성전자 2024 매출 몇 %p",
    "삼성전자 2024 영업이익률 몇 %p",  # one rate, one year: points against what?
    "삼성전자 2024 영업이익률 5%p 올랐지?",  # a guess in points is not a question word
)


@pytest.mark.parametrize(("question", "shown"), ANSWERED)
async def test_points_of_a_rate_are_its_gap(question: str, shown: str, tmp_path: Path) -> None:
    markdown, path = await markdown_and_path(question, tmp_path)
    assert path == "quick" and markdown is not None and shown in markdown, markdown
    assert "포인트모바일" not in markdown


@pytest.mark.parametrize("question", DEFERRED)
async def test_points_of_anything_else_defer(question: str, tmp_path: Path) -> None:
    markdown, path = await markdown_and_path(question, tmp_path)
    assert path != "quick", markdown
