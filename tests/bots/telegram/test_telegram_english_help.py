"""The help, the command menus and the notices with no question to read in the user's language on
Telegram: a user whose Telegram app speaks English gets the English help for /start, /help, an empty
/dexter and an unknown command, the English "text only" reply to a sticker and, as a stranger, the
English ids notice; the menus are published in Korean by default and in English for English apps;
``DEXTER_LANG=ko-only`` keeps all of it Korean. Korean users' texts are the Korean ones, unchanged."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from bots import commands
from bots.texts import TELEGRAM_STRANGER, TEXT_ONLY
from evals.emulators.telegram_updates import USER_ID
from tests.bots.telegram.conftest import TgBot, running_tg_bot

_HANGUL = re.compile(r"[\uac00-\ud7a3]")


def _from(update: dict[str, Any], language_code: str) -> dict[str, Any]:
    update["message"]["from"]["language_code"] = language_code
    return update


async def _replies_to(bot: TgBot, texts: list[str], language_code: str) -> list[str]:
    for text in texts:
        await bot.send(_from(bot.fake.private_text(text), language_code))
    await bot.until(lambda: len(bot.replies(USER_ID)) == len(texts))
    return [reply.text for reply in bot.replies(USER_ID)]


async def test_an_english_app_gets_the_english_help_and_menus(tmp_path: Path) -> None:
    async with running_tg_bot(tmp_path) as bot:
        replies = await _replies_to(bot, ["/start", "/help", "/dexter", "/portfolio"], "en")
        assert all(text.startswith("Korean Dexter — research on Korean listed companies") for text in replies)
        assert (
            "/chart <company> [1m|3m|1y|5y|earnings]" in replies[0]
            and "/status — The bot's status" in replies[0]
        )
        assert "`" not in replies[0] and not _HANGUL.search(replies[0])  # plain text, no Korean word
        english = [c["command"] for c in bot.fake.commands_for({"type": "all_private_chats"}, "en")]
        korean = bot.fake.commands_for({"type": "all_private_chats"})
        assert english == [c["command"] for c in korean] and "help" in english
        described = {
            c["command"]: c["description"] for c in bot.fake.commands_for({"type": "all_group_chats"}, "en")
        }
        assert described["watch"] == "Post a company's new filings in this chat — /watch <company>"
        assert {c["command"]: c["description"] for c in korean}["watch"].startswith("새 공시가")


async def test_a_korean_app_gets_the_korean_help(tmp_path: Path) -> None:
    async with running_tg_bot(tmp_path) as bot:
        replies = await _replies_to(bot, ["/start", "/help"], "ko")
        assert replies == [commands.help_text("telegram").replace("`", "")] * 2
        assert replies[0].startswith("Korean Dexter — 한국 상장사 리서치 봇입니다.")


async def test_ko_only_keeps_the_help_and_the_menus_korean(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("DEXTER_LANG", "ko-only")
    async with running_tg_bot(tmp_path) as bot:
        replies = await _replies_to(bot, ["/start"], "en")
        assert replies == [commands.help_text("telegram").replace("`", "")]
        assert bot.fake.commands_for({"type": "all_private_chats"}, "en") == []  # no English menus
        assert bot.fake.commands_for({"type": "all_private_chats"})


def test_every_command_has_an_english_help_without_korean() -> None:
    for command in commands.COMMANDS:
        assert command.english is not None, command.name
        assert not _HANGUL.search(command.english.help + command.usage("telegram", "en")), command.name
    for text in (commands.help_text("slack", "en"), commands.help_text("telegram", "en")):
        assert not _HANGUL.search(text)
    assert commands.help_text("slack", "ko") == commands.help_text("slack")  # Korean stays the default


def _sticker(bot: TgBot, language_code: str) -> dict[str, Any]:
    update = _from(bot.fake.private_text("x"), language_code)
    del update["message"]["text"]
    update["message"]["sticker"] = {
        "file_id": "s1",
        "file_unique_id": "u1",
        "type": "regular",
        "width": 512,
        "height": 512,
        "is_animated": False,
        "is_video": False,
    }
    return update


@pytest.mark.parametrize(("language_code", "english"), [("en", True), ("ko", False)])
async def test_a_sticker_gets_the_text_only_reply_in_the_apps_language(
    tmp_path: Path, language_code: str, english: bool
) -> None:
    async with running_tg_bot(tmp_path) as bot:
        await bot.send(_sticker(bot, language_code))
        await bot.until(lambda: len(bot.replies(USER_ID)) == 1)
        text = bot.replies(USER_ID)[0].text
        assert text.startswith("Please ask in text.") if english else text == TEXT_ONLY


@pytest.mark.parametrize(("language_code", "english"), [("en", True), ("ko", False)])
async def test_a_stranger_reads_the_ids_notice_in_the_apps_language(
    tmp_path: Path, language_code: str, english: bool
) -> None:
    async with running_tg_bot(tmp_path, allow="1") as bot:
        await bot.send(_from(bot.fake.private_text("/start"), language_code))
        await bot.until(lambda: len(bot.replies(USER_ID)) == 1)
        text = bot.replies(USER_ID)[0].text
        korean = TELEGRAM_STRANGER.format(user=USER_ID, chat=USER_ID)
        assert text == korean if not english else (f"User ID: {USER_ID}" in text and not _HANGUL.search(text))
