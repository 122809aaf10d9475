"""The watchlist on Telegram: ``/watch``, ``/unwatch``, ``/watchlist`` (and ``/dexter watch …``), filing
notices with an inline 요약 button.

A notice is a plain-text message in the watching chat (or forum topic) with a ``dexter_watch_sum:<rcept_no>``
button (≤ 64 bytes); its digest (``core.watch.digest``), when there is one, is a reply to it.
A tap asks the agent about that filing as a new run replying to the notice, through
the relay like any question (progress, ⏹, dedup: one run per notice however often it is tapped).
"""

from __future__ import annotations

from telegram import (
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    LinkPreviewOptions,
    Message,
    ReplyParameters,
    Update,
)
from telegram.constants import ChatType
from telegram.ext import CallbackQueryHandler, ContextTypes

from bots.relay import ConversationKey, Inbound, ReplyTarget, ShuttingDown, key_from_text, key_text
from bots.telegram.app import TelegramAdapter, conversation_of
from bots.texts import ALREADY_SUMMARISING, NO_PERMISSION, RESTARTING, SUMMARY_BUTTON, SUMMARY_STARTED
from bots.watch.commands import WatchCommands
from bots.watch.summary import summary_question
from core.logging import get_logger
from core.watch.filings import Notice

log = get_logger(__name__)

SUMMARY_DATA = "dexter_watch_sum"


def notice_keyboard(rcept_no: str) -> InlineKeyboardMarkup:
    return InlineKeyboardMarkup(
        [[InlineKeyboardButton(SUMMARY_BUTTON, callback_data=f"{SUMMARY_DATA}:{rcept_no}")]]
    )


class TelegramWatch:
    """Wires the watchlist into a ``TelegramAdapter``: the command hook, the button and the poster."""

    def __init__(self, adapter: TelegramAdapter, commands: WatchCommands) -> None:
        self.adapter = adapter
        self.commands = commands
        adapter.services["watch"] = self.command
        adapter.app.add_handler(CallbackQueryHandler(self._on_summary, pattern=f"^{SUMMARY_DATA}:"))

    async def command(self, conversation: ConversationKey, text: str) -> str | None:
        return await self.commands.handle(conversation, text)

    async def post(self, notice: Notice) -> None:
        """Send a notice to the watching chat or topic (raises ``TelegramError`` when refused)."""
        key = key_from_text(notice.conversation) or ()
        if len(key) < 3:
            raise ValueError(f"not a Telegram chat key: {notice.conversation!r}")
        topic = int(key[2]) if key[2] else None
        sent = await self.adapter.app.bot.send_message(
            chat_id=int(key[1]),
            message_thread_id=topic,
            text="\n".join(notice.lines()),
            reply_markup=notice_keyboard(notice.filing.rcept_no),
            link_preview_options=LinkPreviewOptions(is_disabled=True),
        )
        if notice.digest is None:
            return
        try:
            await self.adapter.app.bot.send_message(
                chat_id=int(key[1]),
                message_thread_id=topic,
                text="\n".join(notice.digest.text_lines()),
                reply_parameters=ReplyParameters(
                    message_id=sent.message_id, allow_sending_without_reply=True
                ),
                link_preview_options=LinkPreviewOptions(is_disabled=True),
            )
        except Exception:  # the notice is out: a refused digest is not worth posting it again
            log.exception("watch_digest_post_failed", platform="telegram", rcept_no=notice.filing.rcept_no)

    async def _on_summary(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        query = update.callback_query
        if query is None:
            return
        message = query.message
        user = query.from_user
        if not isinstance(message, Message) or not self.adapter.allowed(user.id, message.chat.id):
            await query.answer(NO_PERMISSION)
            return
        rcept_no = (query.data or "").partition(":")[2]
        key = conversation_of(message)
        private = message.chat.type == ChatType.PRIVATE
        target = ReplyTarget(
            "telegram",
            str(message.chat.id),
            key[2],
            str(message.message_id),
            {"private": "1" if private else "0", "conversation": key_text(key)},
        )
        question = await summary_question(self.commands.book, rcept_no)
        inbound = Inbound(
            "telegram",
            key,
            str(user.id),
            question,
            target,
            dedup_keys=(f"watchsum:{message.chat.id}:{message.message_id}",),
        )
        try:
            accepted = await self.adapter.relay.handle(inbound)
        except ShuttingDown:
            await query.answer(RESTARTING)
            return
        await query.answer(SUMMARY_STARTED if accepted else ALREADY_SUMMARISING)
