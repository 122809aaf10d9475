"""👍/👎 under Telegram answers: an inline keyboard on the answer's last message, and for a 👎 a reply
prompt ("무엇이 틀렸나요?", ``ForceReply``) whose reply becomes the note.

The buttons carry ``dexter_fb:up:<run_id>`` / ``dexter_fb:down:<run_id>`` (≈ 35 bytes of the 64 Telegram
allows; never the answer). A tap is a ``callback_query``: the vote is taken by ``bots.feedback`` (only
from the answer's own chat, by someone allowed to use the bot) and the tap is answered with a short
toast. A 👎 also sends the prompt as a reply to the answer; the prompt's id is stored with the vote, so
the voter's reply to it (in any process, after a restart) is kept as the note and is not taken for a new
question (the handler runs in an earlier group and stops the update there).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from telegram import (
    ForceReply,
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    Message,
    MessageEntity,
    Update,
    User,
)
from telegram.constants import ChatType
from telegram.error import TelegramError
from telegram.ext import (
    Application,
    ApplicationHandlerStop,
    CallbackQueryHandler,
    ContextTypes,
    MessageHandler,
    filters,
)

from bots.button_texts import BUTTONS_EN, BUTTONS_KO, ButtonTexts, button_texts
from bots.feedback import Feedback, button_value
from bots.texts import NO_PERMISSION
from core.logging import get_logger

if TYPE_CHECKING:
    from bots.telegram.app import TelegramAdapter

log = get_logger(__name__)

FEEDBACK_DATA = "dexter_fb"
NOTE_GROUP = -1  # before the question handlers: a note is not a question


def feedback_keyboard(run_id: str) -> InlineKeyboardMarkup:
    """👍 and 👎 for the run's answer."""
    return InlineKeyboardMarkup(
        [
            [
                InlineKeyboardButton("👍", callback_data=f"{FEEDBACK_DATA}:{button_value('up', run_id)}"),
                InlineKeyboardButton("👎", callback_data=f"{FEEDBACK_DATA}:{button_value('down', run_id)}"),
            ]
        ]
    )


def _prompt(message: Message, user: User, said: ButtonTexts) -> tuple[str, list[MessageEntity] | None]:
    """The prompt's text (in the answer's language); in a group it names the voter (a text mention), so
    the reply box opens for them only (``ForceReply(selective=True)``)."""
    if message.chat.type == ChatType.PRIVATE:
        return f"{said.note_prompt}\n{said.note_hint}", None
    name = user.first_name or said.someone
    mention = MessageEntity(MessageEntity.TEXT_MENTION, 0, len(name.encode("utf-16-le")) // 2, user=user)
    return said.note_prompt_to.format(name=name, prompt=said.note_prompt, hint=said.note_hint), [mention]


def _asks_for_a_note(text: str) -> bool:
    """Whether a message of ours is a note prompt, in either language."""
    return any(said.note_prompt in text for said in (BUTTONS_KO, BUTTONS_EN))


def _prompt_id(chat_id: int, message_id: int) -> str:
    return f"{chat_id}:{message_id}"


class TelegramFeedback:
    """The handlers for the buttons and the prompt's replies (``register``)."""

    def __init__(self, adapter: TelegramAdapter, *, scratchpad_dir: Path | None = None) -> None:
        self._adapter = adapter
        self._scratchpads = scratchpad_dir
        self._votes: Feedback | None = None

    @property
    def votes(self) -> Feedback:
        """The votes, over the relay's run journal (read when the first click arrives)."""
        if self._votes is None:
            relay = self._adapter.relay
            self._votes = Feedback(relay.journal, scratchpad_dir=self._scratchpads, lang=relay.lang)
        return self._votes

    def register(self, app: Application[Any, Any, Any, Any, Any, Any]) -> None:
        app.add_handler(CallbackQueryHandler(self._on_vote, pattern=f"^{FEEDBACK_DATA}:"))
        replies = filters.UpdateType.MESSAGE & filters.REPLY & filters.TEXT & ~filters.COMMAND
        app.add_handler(MessageHandler(replies, self._on_reply), group=NOTE_GROUP)

    async def _on_vote(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        query = update.callback_query
        if query is None:
            return
        message, user = query.message, query.from_user
        if not isinstance(message, Message) or not self._adapter.allowed(user.id, message.chat.id):
            await query.answer(NO_PERMISSION)
            return
        value = (query.data or "").removeprefix(f"{FEEDBACK_DATA}:")
        verdict = await self.votes.vote(
            value, platform="telegram", channel=str(message.chat.id), user_id=str(user.id)
        )
        entry = verdict.entry
        if not verdict.accepted or entry is None or entry.vote == "up":
            await query.answer(verdict.text[:200])
            return
        said = button_texts(verdict.lang)
        text, entities = _prompt(message, user, said)
        try:
            prompt = await message.reply_text(
                text,
                entities=entities,
                do_quote=True,
                reply_markup=ForceReply(selective=True, input_field_placeholder=said.note_placeholder),
            )
        except TelegramError as exc:  # the vote is kept; only the note is not asked for
            log.warning("telegram_feedback_prompt_failed", error=exc.message)
            await query.answer(verdict.text[:200])
            return
        if self.votes.book is not None:
            await self.votes.book.await_note(
                entry.run_id, entry.user_id, _prompt_id(message.chat.id, prompt.message_id)
            )
        await query.answer(verdict.text[:200])

    async def _on_reply(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """A reply to our "무엇이 틀렸나요?" by the voter is the note; anything else goes on to the
        question handlers."""
        message = update.message
        replied = message.reply_to_message if message is not None else None
        if (
            message is None
            or message.from_user is None
            or replied is None
            or replied.from_user is None
            or replied.from_user.id != context.bot.id
            or not _asks_for_a_note(replied.text or "")
            or self.votes.book is None
        ):
            return
        user = str(message.from_user.id)
        entry = await self.votes.book.by_prompt(
            "telegram", _prompt_id(message.chat.id, replied.message_id), user
        )
        if entry is None:
            return  # someone else's prompt, or one already answered: a reply like any other
        verdict = await self.votes.note(entry.run_id, user, message.text or "")
        await message.reply_text(verdict.text, do_quote=True)
        raise ApplicationHandlerStop
