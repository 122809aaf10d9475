"""A question asked again in one message (``core.quick.reasked``): "다시 물어볼게", "아까 말한 X 말고", "아까 말한 건 X였고",
"그거 연결 맞아? …".

chat13's 되묻기 persona (0 of 17 on its first run) deferred at unknown_word (다시, 물어볼게, 아까, 그거). Figures: 현대자동차
FY2022 부채총계 164.85조 (연결); 삼성전자 FY2024 별도 매출액 209.05조, 순이익률 11.5%; 2021년 우선주 DPS 1,445원; 2024년
3분기 당기순이익 10.10조 (3개월); SK하이닉스 FY2024 부채비율 62.2% (연결); 카카오 2024년 3분기 영업이익 1,305억;
현대자동차 2024년 4분기 당기순이익 2.47조.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.quick.keyless import markdown_and_path

ANSWERED = (
    ("다시 물어볼게 현대차 2022년 부채총계 연결 기준으로 얼마였지", "164.85조원"),
    ("아까 말한 건 연결이었고 이번엔 별도로 다시 물어볼게요, 삼성전자 2024 별도 매출액", "209.05조원"),
    ("아까 말한 영업이익률 말고 삼성전자 2024 순이익률은 몇 %야", "11.5%"),
    ("아까 말한 건 보통주였고 다시 물어볼게, 삼성전자 2021년 우선주 주당배당금은?", "1,445원"),
    ("아까 말한 건 누적이었잖아, 3개월만 다시: 삼성전자 2024년 3분기 당기순이익", "10.10조원"),
    ("그거 연결 맞아? 하이닉스 2024 부채비율 연결 기준으로 다시 알려줘", "62.2%"),
    ("다시 물어볼게 카카오 2024년 3분기(7~9월) 영업이익 얼마였지", "1,305억원"),
    ("아까 3분기 말고 4분기로, 현대자동차 2024년 4분기 당기순이익", "2.47조원"),
)

#: what was said before may still be meant (no period or no company of its own), the doubt not said again: deferred
DEFERRED = (
    "아까 말한 건 2023년이었고 이번엔 영업이익, 삼성전자",
    "아까 말한 건 연결이었고 이번엔 매출액 알려줘",
    "그거 연결 맞아? 하이닉스 부채비율 알려줘",
    "그거 연결 맞아? 하이닉스 2024 부채비율 별도 기준으로 다시 알려줘",
    "그거 삼성생명 지분율 맞아? 삼성물산 말고 삼성생명 꺼 다시",
    "현대차 3분기 누적 말고 3분기 3개월만 2024 순이익",
)


@pytest.mark.parametrize(("question", "shown"), ANSWERED)
async def test_a_question_asked_again(question: str, shown: str, tmp_path: Path) -> None:
    markdown, path = await markdown_and_path(question, tmp_path)
    assert path == "quick" and markdown is not None and shown in markdown, markdown


@pytest.mark.parametrize("question", DEFERRED)
async def test_leaning_on_what_was_said_before_defers(question: str, tmp_path: Path) -> None:
    markdown, path = await markdown_and_path(question, tmp_path)
    assert path != "quick", markdown
