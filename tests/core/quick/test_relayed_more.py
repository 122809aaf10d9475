"""A question asked for someone else, followed by a question of its own or told to be worked out (``core.quick.relayed``),
and a shareholders' meeting as a clause of context (``core.quick.context_words``).

"장모님이 카카오 빚이 많냐고 물어보시는데 2024년 말 부채비율 몇 %예요?" (five words after the asking), "와이프가 … 늘었는지
물어봐요. 몇 % 변했어요?" ('변했' read as something told), "할아버지가 삼성전자 주주총회 안내문 받으셨는데 …" (주주총회's 총 read
as a total) deferred. Figures: 카카오 FY2024 부채비율 84.8% (연결); NAVER 2024년 4분기 영업이익 5,420억 vs 3분기 5,253억 +3.2%;
삼성전자 소액주주 4,672,039명 (FY2023 사업보고서); 현대자동차 FY2024 영업이익률 8.1%.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from core.quick.relayed import relayed
from tests.core.quick.keyless import markdown_and_path

ANSWERED = (
    ("장모님이 카카오 빚이 많냐고 물어보시는데 2024년 말 부채비율 몇 %예요?", "84.8%"),
    ("와이프가 네이버 주주인데 2024년 4분기 영업이익이 3분기보다 늘었는지 물어봐요. 몇 % 변했어요?", "+3.2%"),
    ("할아버지가 삼성전자 주주총회 안내문 받으셨는데 소액주주가 총 몇 명인지 여쭤보셔서요", "4,672,039명"),
    ("아버지가 현대차 2024 영업이익률 직접 계산해보라시네요", "8.1%"),
)

#: something told after the asking, a guess, another company or figure: deferred
DEFERRED = (
    "장모님이 카카오 빚이 많냐고 물어보시는데 2023년 말 부채비율은 얼마였는지 제가 알려드렸거든요. 2024년은요?",
    "장모님이 카카오 빚이 많냐고 물어보시는데 2024년 말 부채비율 80% 아니에요?",
    "와이프가 네이버 주주인데 2024년 4분기 영업이익이 3분기보다 늘었는지 물어봐요. 카카오는 몇 % 변했어요?",
    "엄마가 삼성전자 주주총회 안내문 받으셨는데 현대차 소액주주가 총 몇 명인지 여쭤보셔서요",
    "아버지가 현대차 2024 영업이익률 말고 다른 거 계산해보라시네요",
    "아버지가 삼성전자 2023년 주당배당금이 주당순이익의 몇 %인지 직접 계산해보라시네요 (보통주 기준)",
    "삼성전자 주주총회 때 소액주주 몇 명",  # 때: a date the message does not give
)


@pytest.mark.parametrize(("question", "shown"), ANSWERED)
async def test_a_relayed_question_with_its_own_ask(question: str, shown: str, tmp_path: Path) -> None:
    markdown, path = await markdown_and_path(question, tmp_path)
    assert path == "quick" and markdown is not None and shown in markdown, markdown


@pytest.mark.parametrize("question", DEFERRED)
async def test_anything_told_or_else_asked_defers(question: str, tmp_path: Path) -> None:
    markdown, path = await markdown_and_path(question, tmp_path)
    assert path != "quick", markdown


def test_told_to_work_it_out_is_an_asking() -> None:
    assert relayed("아버지가 현대차 2024 영업이익률 직접 계산해보라시네요") == "현대차 2024 영업이익률"
    told = "형이 현대차 영업이익 물어보시길래 2023년 거 알려드렸는데 맞아?"
    assert relayed(told) == told
