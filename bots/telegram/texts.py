"""How the bot's texts (``bots.texts``, ``bots.commands``) look on Telegram: plain text, and the command
menus for private chats and groups.

The bot's notices and command replies go out without a parse mode, so a text's `code` marks are
dropped rather than shown; answers are rendered apart (``bots.telegram.render``).
"""

from __future__ import annotations

from typing import Literal

from telegram import Bot, BotCommand, BotCommandScopeAllGroupChats, BotCommandScopeAllPrivateChats

from bots import commands
from core.lang import Language, locale_language


def plain(text: str) -> str:
    """A ``bots.texts`` text as Telegram shows it: no code marks."""
    return text.replace("`", "")


def help_text(lang: Language = "ko") -> str:
    return plain(commands.help_text("telegram", lang))


def menu(scope: Literal["private", "group"], lang: Language = "ko") -> tuple[BotCommand, ...]:
    """The ``setMyCommands`` menu for private chats or groups in ``lang``, from the command table."""
    return tuple(BotCommand(name, plain(text)) for name, text in commands.menu(scope, lang))


async def publish_menus(bot: Bot, lang_setting: str) -> None:
    """``setMyCommands`` for private chats and groups: the default menus in Korean (or the language
    ``DEXTER_LANG`` forces) and, unless it forces one, English menus for users whose app speaks English."""
    default = locale_language(lang_setting, None)
    menus: list[tuple[Language, str | None]] = [(default, None)]
    if locale_language(lang_setting, "en") == "en" and default == "ko":
        menus.append(("en", "en"))
    for lang, code in menus:
        await bot.set_my_commands(
            menu("private", lang), scope=BotCommandScopeAllPrivateChats(), language_code=code
        )
        await bot.set_my_commands(
            menu("group", lang), scope=BotCommandScopeAllGroupChats(), language_code=code
        )
