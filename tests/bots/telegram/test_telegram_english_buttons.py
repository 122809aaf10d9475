"""Telegram in an English conversation (#26 item 3): the company-choice prompt, buttons and tap answers,
the 👍/👎 toasts, the note prompt (its placeholder, the voter's name in a group) and the thanks follow the
question's language. A Korean question's stay Korean (``test_telegram_choices``,
``test_telegram_feedback``), and ``DEXTER_LANG=ko-only`` keeps an English question's Korean."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from evals.emulators.telegram_updates import GROUP_ID, USER_ID
from tests.bots.telegram.conftest import TgBot, running_tg_bot, settle
from tests.bots.telegram.test_telegram_choices import keyboard, tap

GROUP = "SK revenue 2023"  # English; "SK" is the group's own company, with larger members beside it
NOTE = "The figure is consolidated, not separate"
ANALYSIS = "How is Samsung Electronics' memory business doing, and what should investors watch?"
#: a run that shows its tool's row, then waits on the model until ⏹ stops it
SLOW: list[dict[str, Any]] = [
    {"tool_calls": [{"name": "resolve_company", "args": {"name": "Samsung Electronics"}}]},
    {"text": "never shown", "delay_s": 30},
]


async def test_an_english_question_gets_english_choices_toasts_prompt_and_thanks(tmp_path: Path) -> None:
    async with running_tg_bot(tmp_path) as bot:
        await bot.send(bot.fake.private_text(GROUP))
        await bot.until(lambda: len(bot.replies(USER_ID)) == 3)
        await settle(bot)
        _progress, answer, offer = bot.replies(USER_ID)
        assert offer.text == "‘SK’ — ask again for another company (instead of SK)"
        choices = keyboard(offer)
        assert [label for label, _ in choices] == ["SK hynix", "SK Innovation", "SK Telecom"]

        (_, up), (_, down) = keyboard(answer)
        assert await tap(bot, answer, up) == "👍 Thank you. Your feedback is recorded."
        assert (await tap(bot, answer, down)).startswith("👎 Recorded. Tell us what was wrong")
        await bot.until(lambda: len(bot.replies(USER_ID)) == 4)
        prompt = bot.replies(USER_ID)[-1]
        assert prompt.text.startswith("What was wrong?\nWrite the wrong figure or what is missing.")
        assert (prompt.reply_markup or {}).get(
            "input_field_placeholder"
        ) == "A wrong figure or what is missing"
        await bot.send(bot.fake.private_text(NOTE, reply_to=prompt))  # the note, not a new question
        await bot.until(lambda: len(bot.replies(USER_ID)) == 5)
        await settle(bot)
        assert bot.replies(USER_ID)[-1].text == "Your feedback is recorded. Thank you."

        # a tap asks again in English, with the company's English name in the typed one's place
        assert await tap(bot, offer, choices[0][1]) == "Asking again: SK hynix revenue 2023"
        await bot.until(lambda: len(bot.replies(USER_ID)) >= 7)
        await settle(bot)
        assert await tap(bot, offer, choices[0][1]) == "Already asked again for that company."

        # in a group the prompt names the voter, in English
        await bot.send(bot.fake.group_text("/dexter What was Samsung Electronics' revenue in 2023?"))
        await bot.until(lambda: len(bot.replies(GROUP_ID)) == 2)
        await settle(bot)
        group_answer = bot.replies(GROUP_ID)[-1]
        assert "KRW 258.94 trillion" in group_answer.text
        [_, (_, group_down)] = keyboard(group_answer)
        answered = len(bot.fake.callback_answers)
        await bot.send(bot.fake.callback(group_down, message=group_answer, user_id=USER_ID + 7))
        await bot.until(lambda: len(bot.fake.callback_answers) > answered and len(bot.replies(GROUP_ID)) == 3)
        assert bot.replies(GROUP_ID)[-1].text.startswith("민수 — What was wrong?")


async def test_ko_only_keeps_an_english_questions_choices_and_feedback_korean(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("DEXTER_LANG", "ko-only")
    async with running_tg_bot(tmp_path) as bot:
        await bot.send(bot.fake.private_text(GROUP))
        await bot.until(lambda: len(bot.replies(USER_ID)) == 3)
        await settle(bot)
        _progress, answer, offer = bot.replies(USER_ID)
        assert offer.text == "‘SK’ — 다른 회사로 다시 물어보기 (SK 대신)"
        assert [label for label, _ in keyboard(offer)] == ["SK하이닉스", "SK이노베이션", "SK텔레콤"]
        (_, up), (_, down) = keyboard(answer)
        assert await tap(bot, answer, up) == "👍 고맙습니다. 의견을 기록했습니다."
        assert (await tap(bot, answer, down)).startswith("👎 기록했습니다.")
        await bot.until(lambda: len(bot.replies(USER_ID)) == 4)
        assert bot.replies(USER_ID)[-1].text.startswith("무엇이 틀렸나요?")


async def _stopped(bot: TgBot, question: str) -> tuple[list[str], str]:
    """Ask ``question`` in private (a slow run), wait for an edit that keeps the ⏹, tap it: the ⏹'s
    labels (as posted, then in that edit) and the progress message's last text."""
    await bot.send(bot.fake.private_text(question))
    await bot.until(lambda: len(bot.replies(USER_ID)) == 1)
    progress = bot.replies(USER_ID)[0]
    posted = keyboard(progress)  # before its first edit (at least 1.5 s later)
    await bot.until(lambda: bool(progress.edits))  # the tool's row: an edit while the run goes on
    live = [
        (b["text"], b["callback_data"])
        for row in (progress.edits[-1].reply_markup or {}).get("inline_keyboard", [])
        for b in row
    ]
    [(_, stop)] = live
    await tap(bot, progress, stop)
    await bot.relay.wait_idle()
    await settle(bot)
    return [label for label, _ in posted + live], progress.text


async def test_the_stop_button_speaks_the_runs_language(tmp_path: Path) -> None:
    async with running_tg_bot(tmp_path, SLOW) as bot:
        labels, final = await _stopped(bot, ANALYSIS)
        assert labels == ["⏹ Stop", "⏹ Stop"] and "Cancelled" in final
    async with running_tg_bot(tmp_path / "ko", SLOW) as bot:
        labels, final = await _stopped(bot, "삼성전자 메모리 사업 전망 분석해줘")
        assert labels == ["⏹ 중지", "⏹ 중지"] and "취소됨" in final


async def test_ko_only_keeps_an_english_questions_stop_button_korean(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("DEXTER_LANG", "ko-only")
    async with running_tg_bot(tmp_path, SLOW) as bot:
        labels, final = await _stopped(bot, ANALYSIS)
        assert labels == ["⏹ 중지", "⏹ 중지"] and "취소됨" in final
