"""The same period said of the other side: "삼전 같은 기간보다", "전년 4분기 대비" after 4분기, "3개월끼리" beside one quarter
(``core.quick.tidy_periods``).

"하이닉스 2024년 3분기 석 달 영업이익이 삼전 같은 기간보다 작았다 vs 컸다, 둘 다 얼마야", "하이닉스 2024 4분기 영업이익
전년 4분기 대비 증가율 알려줘라", "카카오 24 3분기 영익 yoy ㅇㄷ? 3개월끼리" deferred at unknown_word. Figures (연결):
SK하이닉스 2024년 3분기 영업이익 7.03조, 삼성전자 9.18조 (76.6%), 3분기 누적 15.38조 / 26.23조; SK하이닉스 2024년 4분기
8.08조 (연간 23.47조 − 누적 15.38조) against 2023년 4분기 3,460억: +2,235.8%; 카카오 2024년 3분기 1,305억 against 1,243억:
+5.0%.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.quick.keyless import markdown_and_path

ANSWERED = (
    (
        "하이닉스 2024년 3분기 석 달 영업이익이 삼전 같은 기간보다 작았다 vs 컸다, 둘 다 얼마야",
        ("7.03조원", "9.18조원"),
    ),
    ("하이닉스 2024년 3분기 영업이익이 삼전 같은 기간 대비 몇 %야", ("76.6%",)),
    ("하이닉스 2024년 3분기 누적 영업이익이 삼전 같은 기간보다 작았어?", ("15.38조원", "26.23조원")),
    ("하이닉스 2024 4분기 영업이익 전년 4분기 대비 증가율 알려줘라", ("+2,235.8%", "3,460억원")),
    ("하이닉스 2024 4분기 영업이익 전년도 4분기보다 얼마나 늘었어", ("3,460억원", "8.08조원")),
    ("카카오 24 3분기 영익 yoy ㅇㄷ? 3개월끼리", ("1,305억원", "5.0%")),
)

#: another quarter, a year between, no quarter named, 작년 (2025 by today), 누적 beside "3개월끼리": deferred
DEFERRED = (
    "하이닉스 2024 4분기 영업이익 전년 3분기 대비 증가율",
    "하이닉스 2024 4분기 영업이익 전년 4분기 누적 대비 증가율",
    "하이닉스 2024 3분기 누적 영업이익 전년 3분기 대비 증가율",
    "하이닉스 2024 4분기 영업이익 작년 4분기 대비 증가율",
    "하이닉스 2024년 3분기 영업이익이 삼전 2023년 같은 기간보다 작았어?",
    "하이닉스 2024년 영업이익이 삼전 같은 기간보다 작았어?",
    "카카오 24 3분기 누적 영익 yoy 3개월끼리",
    "하이닉스 2024년 3분기 영업이익이 삼전 같은 기간 누적보다 작았어?",  # a span of the other side only
)


@pytest.mark.parametrize(("question", "shown"), ANSWERED)
async def test_the_same_period_said_again(question: str, shown: tuple[str, ...], tmp_path: Path) -> None:
    markdown, path = await markdown_and_path(question, tmp_path)
    assert path == "quick" and markdown is not None and all(s in markdown for s in shown), markdown


@pytest.mark.parametrize("question", DEFERRED)
async def test_another_period_defers(question: str, tmp_path: Path) -> None:
    markdown, path = await markdown_and_path(question, tmp_path)
    assert path != "quick", markdown
