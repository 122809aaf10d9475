"""Input rules, who may stop a run, and the stranger notice — PTB against the Bot API emulator.
Negative checks wait until the poller has confirmed the updates (it confirms only processed ones)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from bots.telegram.texts import help_text
from evals.emulators.telegram_updates import GROUP_ID, USER_ID
from tests.bots.telegram.conftest import TgBot, running_tg_bot

COLLEAGUE = 700_000_002


async def processed(bot: TgBot) -> None:
    await bot.until(lambda: bot.fake.pending_updates == [])


async def test_nothing_to_answer_gets_the_help_and_too_long_gets_the_limit(tmp_path: Path) -> None:
    async with running_tg_bot(tmp_path, [{"text": "never"}]) as bot:
        for text in ("👍", "…?!", "\u200b"):
            await bot.send(bot.fake.private_text(text))
        await bot.send(bot.fake.private_text("가" * 40_000))
        await bot.send(bot.fake.group_text("/dexter"))
        await bot.until(lambda: len(bot.replies(USER_ID)) == 4 and len(bot.replies(GROUP_ID)) == 1)
        await processed(bot)
        texts = [m.text for m in bot.replies(USER_ID)]
        assert texts[:3] == [help_text()] * 3
        assert "4,000자" in texts[3] and "40,000자" in texts[3]
        assert bot.replies(GROUP_ID)[0].text == help_text()
        await bot.relay.wait_idle()
        assert bot.model.requests == []


async def test_only_the_asker_or_an_admin_can_stop_a_group_run(tmp_path: Path) -> None:
    slow: list[dict[str, Any]] = [
        {"tool_calls": [{"name": "resolve_company", "args": {"name": "삼성전자"}}], "delay_s": 30}
    ]
    async with running_tg_bot(tmp_path, slow) as bot:
        await bot.send(bot.fake.group_text("/dexter 삼성전자 실적 분석해줘"))
        await bot.until(lambda: len(bot.replies(GROUP_ID)) == 1)
        progress = bot.replies(GROUP_ID)[0]
        data = progress.reply_markup["inline_keyboard"][0][0]["callback_data"]  # type: ignore[index]
        await bot.send(bot.fake.callback(data, message=progress, user_id=COLLEAGUE, first_name="지훈"))
        await bot.until(lambda: len(bot.fake.callback_answers) == 1)
        assert "본인이 요청한 질문만" in (bot.fake.callback_answers[0].text or "")
        await bot.send(bot.fake.group_text("/dexter stop", user_id=COLLEAGUE, first_name="지훈"))
        await bot.until(lambda: len(bot.replies(GROUP_ID)) == 2)
        assert "본인이 요청한 질문만" in bot.replies(GROUP_ID)[1].text
        assert await bot.relay.run_owner(("telegram", str(GROUP_ID), "")) == str(USER_ID), "still running"
        await bot.send(bot.fake.callback(data, message=progress))
        await bot.until(lambda: len(bot.fake.callback_answers) == 2)
        await bot.relay.wait_idle()
        final = bot.fake.message(GROUP_ID, progress.message_id)
        assert final is not None and "취소됨" in final.text


async def test_a_strangers_chat_hears_the_notice_once_a_day(tmp_path: Path) -> None:
    async with running_tg_bot(tmp_path, [{"text": "never"}], allow="42") as bot:
        await bot.send(bot.fake.group_text("/dexter 삼성전자"))
        await bot.send(bot.fake.group_text("/dexter 카카오", user_id=COLLEAGUE, first_name="지훈"))
        await bot.until(lambda: len(bot.replies(GROUP_ID)) == 1)
        await processed(bot)
        assert len(bot.replies(GROUP_ID)) == 1  # the chat heard it once, whoever asked
        assert "DEXTER_ALLOW_TELEGRAM" in bot.replies(GROUP_ID)[0].text
        await bot.relay.wait_idle()
        assert bot.model.requests == []


async def test_usage_and_status_commands(tmp_path: Path) -> None:
    async with running_tg_bot(tmp_path, [{"text": "never"}]) as bot:
        await bot.send(bot.fake.private_text("005930"))
        await bot.until(lambda: len(bot.replies(USER_ID)) == 2)
        await bot.relay.wait_idle()
        await bot.send(bot.fake.private_text("/dexter usage"))
        await bot.until(lambda: len(bot.replies(USER_ID)) == 3)
        assert "질문 1건" in bot.replies(USER_ID)[2].text
        await bot.send(bot.fake.private_text("/dexter status"))
        await bot.until(lambda: len(bot.replies(USER_ID)) == 4)
        assert "관리자만" in bot.replies(USER_ID)[3].text
