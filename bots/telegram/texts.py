"""How the bot's texts (``bots.texts``, ``bots.commands``) look on Telegram: plain text, and the command
menus for private chats and groups.

The bot's notices and command replies go out without a parse mode, so a text's `code` marks are
dropped rather than shown; answers are rendered apart (``bots.telegram.render``).
"""

from __future__ import annotations

from typing import Literal

from telegram import BotCommand

from bots import commands


def plain(text: str) -> str:
    """A ``bots.texts`` text as Telegram shows it: no code marks."""
    return text.replace("`", "")


def help_text() -> str:
    return plain(commands.help_text("telegram"))


def menu(scope: Literal["private", "group"]) -> tuple[BotCommand, ...]:
    """The ``setMyCommands`` menu for private chats or groups, from the command table."""
    return tuple(BotCommand(name, plain(description)) for name, description in commands.menu(scope))
