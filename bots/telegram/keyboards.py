"""The inline keyboards the Telegram port puts under its messages: the ⏹ on a run's progress message
(labelled in the run's language, ``bots.button_texts``) and the company choices. 👍/👎 live with their
handlers (``bots.telegram.feedback``)."""

from __future__ import annotations

from collections.abc import Sequence

from telegram import InlineKeyboardButton, InlineKeyboardMarkup

from bots.button_texts import button_texts
from bots.relay import Choice
from core.lang import Language

STOP_DATA = "dexter_stop"
#: Buttons that ask the question again for another company: ``dexter_alt:<run_id>:<stock code>``.
ALT_DATA = "dexter_alt"
CALLBACK_DATA_BYTES = 64  # Telegram's limit for callback_data


def stop_keyboard(run_id: str, lang: Language = "ko") -> InlineKeyboardMarkup:
    """The ⏹ button in ``lang``; it names its run, so a click on a queued message never stops the one
    ahead."""
    label = button_texts(lang).stop
    return InlineKeyboardMarkup([[InlineKeyboardButton(label, callback_data=f"{STOP_DATA}:{run_id}")]])


def choices_keyboard(choices: Sequence[Choice], *, per_row: int = 2) -> InlineKeyboardMarkup:
    """One button per company, ``per_row`` to a row; a value too long for callback_data is left out."""
    buttons = [
        InlineKeyboardButton(choice.label, callback_data=data)
        for choice in choices
        if len((data := f"{ALT_DATA}:{choice.value}").encode()) <= CALLBACK_DATA_BYTES
    ]
    return InlineKeyboardMarkup([buttons[i : i + per_row] for i in range(0, len(buttons), per_row)])
