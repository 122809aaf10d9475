"""English questions on the keyless path: answered in English, figures from the recorded data."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from bots.compose import open_runtime
from bots.direct import direct_reply
from core.config import Settings
from core.quick.english import read_english
from evals.dataset import load_dataset

TODAY = date(2026, 11, 21)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("samsung elec 2023 op margin?", "2023년 삼성전자 영업이익률"),
        ("What was SK hynix's revenue in 2023", "2023년 SK하이닉스 매출액"),
        ("Samsung Electronics Q3 2024 operating profit", "2024년 3분기 삼성전자 영업이익"),
        ("hyundai motor net income fy23", "2023년 현대자동차 당기순이익"),
        ("why did samsung electronics fall in 2023", None),  # a word it does not know: not a quick question
        ("samsung 2023 revenue", None),  # a group name alone: not guessed
    ],
)
def test_english_questions_are_read_in_the_catalogues_words(question: str, expected: str | None) -> None:
    assert read_english(question) == expected


async def test_keyless_english_questions_get_english_answers(tmp_path: Path) -> None:
    settings = Settings(DEXTER_HOME=str(tmp_path), DEXTER_OFFLINE="1")
    async with await open_runtime(settings, require_model=False) as runtime:
        reply = await direct_reply("What was SK hynix's revenue in 2023?", runtime, today=TODAY)
        assert reply is not None and reply.path == "quick" and reply.found
        assert reply.markdown.startswith("**SK hynix (SK하이닉스) · FY2023 (consolidated)**")
        assert "- Revenue: KRW 32.77 trillion (32.77조원)" in reply.markdown
        assert "Source: OpenDART" in reply.markdown and "출처" not in reply.markdown
        margin = await direct_reply("samsung elec 2023 op margin?", runtime, today=TODAY)
        assert margin is not None and "- Operating margin: 2.5%" in margin.markdown
        loss = await direct_reply("Kakao net income FY2023", runtime, today=TODAY)
        assert loss is not None and "Net income: −KRW 1.82 trillion (−1.82조원)" in loss.markdown
        small = await direct_reply("Kakao operating profit 2023", runtime, today=TODAY)
        assert small is not None and "KRW 460.9 billion (4,609억원)" in small.markdown
        korean = await direct_reply("SK하이닉스 2023년 매출", runtime, today=TODAY)
        assert korean is not None and korean.markdown.startswith("**SK하이닉스 · FY2023")


async def test_the_eval_sets_english_slice_is_answered_in_english_on_the_keyless_path(tmp_path: Path) -> None:
    english = [q for q in load_dataset().questions if q.type == "english"]
    assert len(english) >= 40
    settings = Settings(DEXTER_HOME=str(tmp_path), DEXTER_OFFLINE="1")
    async with await open_runtime(settings, require_model=False) as runtime:
        for question in english:
            reply = await direct_reply(question.question, runtime, today=TODAY)
            assert reply is not None and reply.path == "quick", question.id
            assert "(consolidated)**" in reply.markdown and "Source: OpenDART" in reply.markdown, question.id
            assert "출처" not in reply.markdown and "영업이익" not in reply.markdown, question.id
