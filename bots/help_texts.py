"""The texts a user reads with no question to tell the language by, in Korean and in English: what
surrounds the command lines in the help and Telegram's menus, Telegram's notice to a stranger and its
"text only" reply to a photo or a voice note.

The Korean texts are ``bots.texts``'s; the English twins are here. Which one a user reads is
``core.lang.locale_language``: ``DEXTER_LANG`` when it forces a language, else the user's app language
where the platform says it (Telegram's ``language_code``), Korean otherwise. The command lines come
from the table (``bots.commands``), each command with its English help (``Command.english``).
"""

from __future__ import annotations

from dataclasses import dataclass

from bots.texts import (
    ADMINS_MARK,
    HELP_EXAMPLES,
    HELP_TITLE,
    MENU_DEXTER_GROUP,
    MENU_DEXTER_PRIVATE,
    SLACK_ASKING,
    TELEGRAM_ASKING,
    TELEGRAM_CLOSING,
    TELEGRAM_INTRO,
    TELEGRAM_STRANGER,
    TEXT_ONLY,
)
from core.lang import Language


@dataclass(frozen=True, slots=True)
class HelpTexts:
    title: str
    #: Telegram's first line: the title and the intro as one sentence
    title_line: str
    slack_asking: tuple[str, ...]
    telegram_asking: tuple[str, ...]
    telegram_closing: str
    examples: str
    admins_mark: str
    menu_private: str
    menu_group: str
    telegram_stranger: str  # {user}, {chat}
    text_only: str


HELP_KO = HelpTexts(
    title=HELP_TITLE,
    title_line=f"{HELP_TITLE}입니다. {TELEGRAM_INTRO}",
    slack_asking=SLACK_ASKING,
    telegram_asking=TELEGRAM_ASKING,
    telegram_closing=TELEGRAM_CLOSING,
    examples=HELP_EXAMPLES,
    admins_mark=ADMINS_MARK,
    menu_private=MENU_DEXTER_PRIVATE,
    menu_group=MENU_DEXTER_GROUP,
    telegram_stranger=TELEGRAM_STRANGER,
    text_only=TEXT_ONLY,
)
HELP_EN = HelpTexts(
    title="Korean Dexter — research on Korean listed companies",
    title_line=(
        "Korean Dexter — research on Korean listed companies. It answers from OpenDART filings and "
        "market data, with sources."
    ),
    slack_asking=(
        "`/dexter 005930` or `/dexter Samsung Electronics` — company card (no model call)",
        "`/dexter Samsung Electronics 2023 operating margin?` — a question (progress in the channel, "
        "the answer in its thread)",
        "`@dexter question` — mention it in a channel and it answers in a thread. Ask follow-ups in the "
        "same thread without a mention.",
        "DM this app or use its assistant pane — just ask",
    ),
    telegram_asking=(
        "Analyse Samsung Electronics' 2023 operating margin",
        "Compare SK hynix and Samsung Electronics revenue in 2024",
        "`/dexter 005930` — company card",
    ),
    telegram_closing=(
        "In a private chat, just ask. In a group, ask with /dexter <question>, a mention of the bot, or a "
        "reply to one of its messages. It remembers earlier questions in the same chat (topic)."
    ),
    examples="Examples",
    admins_mark="(admins)",
    menu_private="Company card, chart or a question — /dexter 005930 · /dexter chart 005930",
    menu_group="Question, company card, chart — /dexter Samsung operating margin · /dexter chart 005930",
    telegram_stranger=(
        "You are not allowed to use this bot.\n"
        "User ID: {user}\nChat ID: {chat}\n"
        "Ask the operator to add these IDs to the DEXTER_ALLOW_TELEGRAM setting."
    ),
    text_only=(
        "Please ask in text. E.g. Samsung Electronics 2023 operating margin "
        "(photos, files and voice notes cannot be read yet)"
    ),
)


def help_texts(lang: Language) -> HelpTexts:
    """The help's texts in ``lang`` (Korean unless English)."""
    return HELP_EN if lang == "en" else HELP_KO
