"""A move asked in slang closing the message: "… 떡상 맞냐", "… 얼마임 떡상함?", "떡락함?" (``core.quick.tidy_said``).

"삼전 24 영익 성장률 몇 퍼임? 떡상 맞냐" and "하닉 24년 4분기 영익 얼마임 떡상함?" deferred at unknown_word (떡상). Asked
plainly ("늘었어"), the answer gives the change that settles it. Figures (연결): 삼성전자 FY2024 영업이익 32.73조 vs 6.57조
+398.3%; SK하이닉스 2024년 4분기 8.08조 vs 3,460억 +2,235.8%; 카카오 FY2024 당기순손실 1,619억 vs 1.82조 (적자폭 축소).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.quick.keyless import markdown_and_path

ANSWERED = (
    ("삼전 24 영익 성장률 몇 퍼임? 떡상 맞냐", ("+398.3%",)),
    ("하닉 24년 4분기 영익 얼마임 떡상함?", ("8.08조원", "2,235.8% 증가")),
    ("카카오 2024 순이익 떡락함?", ("1,619억원", "적자폭 축소")),
)

#: a quote's move (the card's), the move as a reason, no figure, a why: deferred
DEFERRED = (
    "삼전 24 주가 떡상함?",
    "삼전 24 영익 떡상해서 주가 얼마임",
    "삼전 떡상함?",
    "삼전 24 영익 떡상 이유",
)


@pytest.mark.parametrize(("question", "shown"), ANSWERED)
async def test_a_move_asked_in_slang(question: str, shown: tuple[str, ...], tmp_path: Path) -> None:
    markdown, path = await markdown_and_path(question, tmp_path)
    assert path == "quick" and markdown is not None and all(s in markdown for s in shown), markdown


@pytest.mark.parametrize("question", DEFERRED)
async def test_anything_else_in_slang_defers(question: str, tmp_path: Path) -> None:
    markdown, path = await markdown_and_path(question, tmp_path)
    assert path != "quick", markdown
