"""``/dexter chart <종목> [1m|3m|1y|5y|실적]`` on Telegram: the chart is made (no model call) and sent
as a photo replying to the command, in its chat and forum topic, with a caption; a bad request or a
failure gets a Korean reply instead."""

from __future__ import annotations

import contextlib

from telegram import Message
from telegram.constants import ChatAction, ChatType
from telegram.error import TelegramError

from bots.relay import Relay, ReplyTarget
from bots.telegram.texts import plain
from bots.texts import CHART_UNAVAILABLE


async def chart_reply(relay: Relay, message: Message, text: str) -> None:
    """Answer one ``/dexter chart …`` message with the chart (or the reason there is none); ``text`` is
    what follows ``chart`` (``bots.commands``)."""
    charts = relay.charts
    if charts is None:
        await message.reply_text(CHART_UNAVAILABLE, do_quote=True)
        return
    thread = message.message_thread_id if message.is_topic_message else None
    target = ReplyTarget(
        "telegram",
        str(message.chat.id),
        str(thread or ""),
        str(message.message_id),
        {"private": "1" if message.chat.type == ChatType.PRIVATE else "0"},
    )
    with contextlib.suppress(TelegramError):  # "sending a photo…" is a nicety
        await message.chat.send_action(ChatAction.UPLOAD_PHOTO, message_thread_id=thread)
    problem = await charts.command(text, relay.port_for("telegram"), target)
    if problem is not None:
        await message.reply_text(plain(problem), do_quote=True)
