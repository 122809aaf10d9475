"""A question asked in English shows its progress in English on Telegram (issue #26 item 3): the tool rows
of the live progress message and the line it ends on; a keyless English question is answered in English
with the quick path's line. Korean stays the default, and ``DEXTER_LANG=ko-only`` keeps an English
question's progress Korean."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from evals.emulators.telegram_updates import USER_ID
from tests.bots.telegram.conftest import running_tg_bot

ANSWER = "Samsung Electronics (삼성전자) reported revenue of KRW 258.9 trillion in 2023.\n\nSource: DART"
STEPS: list[dict[str, Any]] = [
    {"tool_calls": [{"name": "resolve_company", "args": {"name": "Samsung Electronics"}}], "delay_s": 0.3},
    {"text": "checked"},
    {"text": ANSWER},
]
QUESTION = "How is Samsung Electronics' memory business doing, and what should investors watch?"
HANGUL = re.compile(r"[가-힣]")


async def test_an_english_question_shows_english_progress_rows_and_summary(tmp_path: Path) -> None:
    async with running_tg_bot(tmp_path, STEPS) as bot:
        await bot.send(bot.fake.private_text(QUESTION))
        await bot.until(lambda: len(bot.replies(USER_ID)) >= 2)
        await bot.relay.wait_idle()
        progress, answer = bot.replies(USER_ID)
        seen = [progress.text, *(edit.text for edit in progress.edits)]
        assert any("Identifying the company" in text for text in seen), seen  # the tool's English label
        final = progress.text
        assert final.startswith("✅ Done · tools 1 · ") and " · tokens " in final, final
        words = [re.sub(r" — .*", "", line) for text in seen for line in text.splitlines()]
        assert not [w for w in words if HANGUL.search(w)], seen  # no Korean label (a row's detail is data)
        assert answer.text.startswith("Samsung Electronics (삼성전자) reported revenue")


async def test_a_keyless_english_question_gets_an_english_quick_answer_and_progress(tmp_path: Path) -> None:
    async with running_tg_bot(tmp_path) as bot:  # no model configured at all
        await bot.send(bot.fake.private_text("Which had higher revenue, Naver or Kakao?"))
        await bot.until(lambda: any("Higher revenue" in m.text for m in bot.replies(USER_ID)))
        await bot.relay.wait_idle()
        progress, *answers = bot.replies(USER_ID)
        assert progress.text.startswith("✅ Quick answer · no model call · ") and progress.text.endswith("s")
        text = "\n".join(m.text for m in answers)
        assert "Higher revenue: NAVER (KRW 10.74 trillion; Kakao KRW 7.87 trillion)" in text
        assert "출처" not in text and "비교" not in text


async def test_ko_only_keeps_an_english_questions_progress_korean(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("DEXTER_LANG", "ko-only")
    async with running_tg_bot(tmp_path, STEPS) as bot:
        await bot.send(bot.fake.private_text(QUESTION))
        await bot.until(lambda: len(bot.replies(USER_ID)) >= 2)
        await bot.relay.wait_idle()
        progress = bot.replies(USER_ID)[0]
        seen = [progress.text, *(edit.text for edit in progress.edits)]
        assert any("회사 확인" in text for text in seen), seen
        assert progress.text.startswith("✅ 완료"), progress.text
