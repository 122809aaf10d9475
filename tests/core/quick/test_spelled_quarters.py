"""A quarter named in a sentence that only tells, before a question naming a year (``core.quick.context_asks``):
however it is spelled, it is a period the ask must name too, or the message is not answered quickly.

"삼분기 실적이 궁금해서요. 삼성전자 2024년 영업이익 얼마예요?" was answered with FY2024's 32.73조 (the third quarter
was meant): the telling sentence was dropped, its quarter read only when written in digits. Figures (삼성전자 연결,
3분기보고서 2024): 3분기 영업이익 9.18조 (3개월).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.quick.keyless import markdown_and_path

#: the quarter told, the year asked: never the year's figure
DEFERRED = (
    "삼분기 실적이 궁금해서요. 삼성전자 2024년 영업이익 얼마예요?",
    "사분기 실적 궁금해서요. 현대차 2024년 매출 얼마예요?",
    "삼 분기 실적이 궁금해서요. 삼성전자 2024년 영업이익 얼마예요?",
    "일사분기 실적이 궁금해서요. 삼성전자 2024년 영업이익 얼마예요?",
    "이분기 실적이 궁금해서요. 삼성전자 2024년 영업이익 얼마예요?",
    "일분기 실적이 궁금해서요. 삼성전자 2024년 영업이익 얼마예요?",
    "셋째 분기 실적이 궁금해서요. 삼성전자 2024년 영업이익 얼마예요?",
    "첫 분기 실적이 궁금해서요. 삼성전자 2024년 영업이익 얼마예요?",
    "마지막 분기 실적이 궁금해서요. 삼성전자 2024년 영업이익 얼마예요?",
    "전분기 실적이 궁금해서요. 삼성전자 2024년 영업이익 얼마예요?",
    "이번 분기 실적이 궁금해서요. 삼성전자 2024년 영업이익 얼마예요?",
    "Q3 실적이 궁금해서요. 삼성전자 2024년 2분기 영업이익 얼마예요?",
    "3사분기 실적이 궁금해서요. 삼성전자 2024년 영업이익 얼마예요?",
    "제3분기 실적이 궁금해서요. 삼성전자 2024년 영업이익 얼마예요?",
    "3분기 실적이 궁금해서요. 삼성전자 2024년 영업이익 얼마예요?",
    "삼분기 실적이 궁금해서 삼성전자 2024년 영업이익 얼마예요?",
    "하반기 실적이 궁금해서요. 삼성전자 2024년 영업이익 얼마예요?",
    # another quarter than the one asked
    "삼분기 실적이 궁금해서요. 삼성전자 2024년 2분기 영업이익 얼마예요?",
)

#: the quarter told is the one asked, or nothing is told of a period: answered, the figure exactly
ANSWERED = (
    ("삼분기 실적이 궁금해서요. 삼성전자 2024년 삼분기 영업이익 얼마예요?", "영업이익 9.18조원 (3개월)"),
    ("분기 실적이 궁금해서요. 삼성전자 2024년 3분기 영업이익 얼마예요?", "영업이익 9.18조원 (3개월)"),
    ("셋째 분기 실적이 궁금해서요. 삼성전자 2024년 3분기 영업이익 얼마예요?", "영업이익 9.18조원 (3개월)"),
    ("2024년 삼분기 영업이익 삼성전자 얼마예요?", "영업이익 9.18조원 (3개월)"),
    ("삼성전자 주식을 조금 갖고 있어요. 삼성전자 2024년 영업이익 얼마예요?", "32.73조원"),
    # "분기" said of no quarter names no period (test_review_round10b: "카카오 분기 실적 발표를 봤어요. 2024년 매출")
    ("분기 실적 발표를 봤어요. 삼성전자 2024년 영업이익 얼마예요?", "FY2024"),
)


@pytest.mark.parametrize("question", DEFERRED)
async def test_a_quarter_told_is_never_dropped(question: str, tmp_path: Path) -> None:
    markdown, path = await markdown_and_path(question, tmp_path)
    assert path != "quick", markdown


@pytest.mark.parametrize(("question", "shown"), ANSWERED)
async def test_the_quarter_asked_is_answered(question: str, shown: str, tmp_path: Path) -> None:
    markdown, path = await markdown_and_path(question, tmp_path)
    assert path == "quick" and markdown is not None and shown in markdown, markdown
