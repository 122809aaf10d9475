"""FakeTelegram's update side driven by the real python-telegram-bot Bot (and Application): getUpdates,
commands, drafts, uploads, the update builders, webhooks and a polling Application end to end."""

from __future__ import annotations

import asyncio
import datetime as dtm
from typing import Any

import pytest
from aiohttp import web
from telegram import (
    Bot,
    BotCommand,
    BotCommandScopeAllGroupChats,
    BotCommandScopeChat,
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    MessageEntity,
    Update,
)
from telegram.error import BadRequest, Conflict, InvalidToken
from telegram.ext import Application, CommandHandler, ContextTypes

from core.clock import VirtualClock
from evals.emulators.base import LoopbackServer
from evals.emulators.telegram import FakeTelegram
from evals.emulators.telegram_updates import GROUP_ID, USER_ID, utf16_len

pytestmark = pytest.mark.usefixtures("ptb_timedelta")


# --------------------------------------------------------------------------------------------------------
# updates, commands, drafts, uploads


async def test_get_updates_offset_and_long_poll(fake: FakeTelegram, bot: Bot) -> None:
    ids = [fake.push_update(fake.private_text(f"질문 {i}")) for i in range(3)]
    assert [u.update_id for u in await bot.get_updates()] == ids
    assert [u.update_id for u in await bot.get_updates(offset=ids[1])] == ids[1:]
    assert [u["update_id"] for u in fake.pending_updates] == ids[1:]
    assert await bot.get_updates(offset=ids[2] + 1, timeout=0) == ()
    assert fake.pending_updates == []
    waiting = asyncio.create_task(bot.get_updates(offset=ids[2] + 1, timeout=5))
    await asyncio.sleep(0.05)
    pushed = fake.push_update({"message": fake.private_text("늦은 질문")["message"]})
    [late] = await asyncio.wait_for(waiting, 1)
    assert (
        late.update_id == pushed == ids[2] + 2
        and late.message is not None
        and late.message.text == "늦은 질문"
    )
    assert await bot.get_updates(offset=pushed + 1, timeout=5) == ()  # capped at long_poll_cap (0.2 s)


async def test_set_my_commands_per_scope_and_language(fake: FakeTelegram, bot: Bot) -> None:
    await bot.set_my_commands([BotCommand("dexter", "기업 분석"), BotCommand("help", "도움말")])
    await bot.set_my_commands(
        [BotCommand("dexter", "분석")], scope=BotCommandScopeAllGroupChats(), language_code="ko"
    )
    assert [c.command for c in await bot.get_my_commands()] == ["dexter", "help"]
    grouped = await bot.get_my_commands(scope=BotCommandScopeAllGroupChats(), language_code="ko")
    assert [c.description for c in grouped] == ["분석"]
    assert await bot.get_my_commands(scope=BotCommandScopeChat(USER_ID)) == ()
    assert fake.commands_for({"type": "all_group_chats"}, "ko") == [
        {"command": "dexter", "description": "분석"}
    ]
    await bot.delete_my_commands()
    assert fake.commands_for() == [] and len(fake.commands) == 1
    with pytest.raises(BadRequest, match="Bot_command_invalid"):
        await bot.set_my_commands([BotCommand("Dexter", "대문자")])


async def test_message_drafts_only_in_private_chats(
    fake: FakeTelegram, bot: Bot, clock: VirtualClock
) -> None:
    assert await bot.send_message_draft(USER_ID, 5, "") is True
    clock.jump(0.5)
    await bot.send_message_draft(USER_ID, 5, "삼성전자 영업이익은")
    draft = fake.drafts[(USER_ID, 5)]
    assert draft.texts == ["", "삼성전자 영업이익은"] and [f.at for f in draft.frames] == [1000.0, 1000.5]
    with pytest.raises(BadRequest, match="private chat"):
        await bot.send_message_draft(GROUP_ID, 5, "x")
    assert fake.bot_messages() == []


async def test_drafts_can_be_missing_like_an_older_bot_api() -> None:
    async with FakeTelegram(drafts=False) as fake, Bot(fake.token, base_url=fake.api_url) as bot:
        with pytest.raises(InvalidToken, match="method not found"):  # PTB maps every 404 to InvalidToken
            await bot.send_message_draft(USER_ID, 1, "x")
        assert fake.calls["sendMessageDraft"] == 1 and fake.drafts == {}


async def test_send_document_and_photo_uploads(fake: FakeTelegram, bot: Bot) -> None:
    csv = "종목,PER\n삼성전자,12.3\n".encode()
    sent = await bot.send_document(GROUP_ID, csv, filename="per.csv", caption="<b>표</b>", parse_mode="HTML")
    assert sent.document is not None and sent.document.file_name == "per.csv" and sent.caption == "표"
    [upload] = fake.uploads
    assert (upload.filename, upload.size, upload.content, upload.caption) == ("per.csv", len(csv), csv, "표")
    assert fake.requests[-1].body["document"] == {"filename": "per.csv", "size": len(csv)}
    photo = await bot.send_photo(USER_ID, b"\x89PNG\r\n\x1a\n\r\n--fake", reply_parameters=None)
    assert photo.photo and fake.uploads[1].content == b"\x89PNG\r\n\x1a\n\r\n--fake"
    again = await bot.send_document(USER_ID, sent.document.file_id)
    assert again.document is not None and fake.uploads[2].content == csv
    assert [m.upload.method for m in fake.bot_messages() if m.upload] == [
        "sendDocument",
        "sendPhoto",
        "sendDocument",
    ]
    with pytest.raises(BadRequest, match="Message caption is too long"):
        await bot.send_document(USER_ID, csv, filename="x.csv", caption="가" * 1025)


# --------------------------------------------------------------------------------------------------------
# payload builders


async def test_update_builders_parse_with_ptb(fake: FakeTelegram, bot: Bot) -> None:
    answer = await bot.send_message(GROUP_ID, "이전 답변")
    record = fake.message(GROUP_ID, answer.message_id)
    assert record is not None
    command = Update.de_json(fake.group_text("/dexter@dexter_kr_bot 현대차 @someone", reply_to=record), bot)
    message = command.message
    assert message is not None and message.reply_to_message is not None
    replied = message.reply_to_message
    assert replied.text == "이전 답변" and replied.from_user is not None and replied.from_user.is_bot
    assert message.parse_entities([MessageEntity.BOT_COMMAND, MessageEntity.MENTION]) == {
        MessageEntity("bot_command", 0, 21): "/dexter@dexter_kr_bot",
        MessageEntity("mention", 26, 8): "@someone",
    }
    assert message.message_id == answer.message_id + 1 and message.chat.type == "supergroup"
    private = Update.de_json(fake.private_text("안녕 😀 @dexter_kr_bot"), bot)
    assert private.message is not None and private.message.chat.type == "private"
    assert private.message.entities[0].offset == utf16_len("안녕 😀 ")
    edited = Update.de_json(fake.edited(fake.private_text("삼성"), "삼성전자"), bot)
    assert edited.edited_message is not None and edited.edited_message.text == "삼성전자"
    other = Update.de_json(fake.from_other_bot("봇끼리"), bot)
    assert (
        other.message is not None and other.message.from_user is not None and other.message.from_user.is_bot
    )
    assert [m.text for m in fake.messages(USER_ID)] == ["안녕 😀 @dexter_kr_bot", "삼성전자"]


async def test_callback_queries_are_answered_once(fake: FakeTelegram, bot: Bot, clock: VirtualClock) -> None:
    keyboard = InlineKeyboardMarkup([[InlineKeyboardButton("다시", callback_data="retry:1")]])
    sent = await bot.send_message(USER_ID, "실패", reply_markup=keyboard)
    record = fake.message(USER_ID, sent.message_id)
    assert record is not None
    query = Update.de_json(fake.callback("retry:1", message=record), bot).callback_query
    assert query is not None and query.data == "retry:1" and query.message is not None
    assert query.message.message_id == sent.message_id
    assert await bot.answer_callback_query(query.id, text="다시 시도합니다") is True
    assert [(a.callback_query_id, a.text, a.show_alert) for a in fake.callback_answers] == [
        (query.id, "다시 시도합니다", False)
    ]
    with pytest.raises(BadRequest, match="Query is too old"):
        await bot.answer_callback_query(query.id)


# --------------------------------------------------------------------------------------------------------
# webhook and a real Application


class WebhookReceiver(LoopbackServer):
    def __init__(self, secret: str) -> None:
        super().__init__()
        self.secret = secret
        self.received: list[dict[str, Any]] = []

    def routes(self, app: web.Application) -> None:
        app.router.add_post("/telegram", self.handle)

    async def handle(self, request: web.Request) -> web.Response:
        if request.headers.get("X-Telegram-Bot-Api-Secret-Token") != self.secret:
            return web.Response(status=403)
        self.received.append(await request.json())
        return web.Response(text="ok")


async def test_webhook_registration_and_delivery(fake: FakeTelegram, bot: Bot) -> None:
    async with WebhookReceiver("s3cret_token") as receiver:
        url = f"{receiver.url}/telegram"
        await bot.set_webhook(url, secret_token="s3cret_token", allowed_updates=["message", "callback_query"])
        assert fake.webhook is not None and fake.webhook.allowed_updates == ["message", "callback_query"]
        info = await bot.get_webhook_info()
        assert info.url == url and info.pending_update_count == 0
        update = fake.private_text("웹훅 질문")
        assert await fake.deliver_webhook(update) == 200
        assert await fake.deliver_webhook(update, secret="wrong") == 403
        assert receiver.received == [update]
        assert fake.deliveries == [(update["update_id"], 200), (update["update_id"], 403)]
        with pytest.raises(Conflict):
            await bot.get_updates()
    fake.push_update(fake.private_text("쌓인 질문"))
    await bot.delete_webhook(drop_pending_updates=True)
    assert fake.webhook is None and fake.pending_updates == []
    with pytest.raises(BadRequest, match="Secret token contains unallowed characters"):
        await bot.set_webhook(url, secret_token="공백 있음")


async def test_application_polling_end_to_end() -> None:
    async with FakeTelegram(long_poll_cap=0.1) as fake:

        async def dexter(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
            assert update.effective_message is not None
            await update.effective_message.reply_text(f"조회: {' '.join(context.args or [])}")

        app = Application.builder().token(fake.token).base_url(fake.api_url).build()
        app.add_handler(CommandHandler("dexter", dexter))
        async with app:
            await app.start()
            assert app.updater is not None
            await app.updater.start_polling(poll_interval=0.0, timeout=dtm.timedelta(seconds=5))
            asked = fake.group_text("/dexter@dexter_kr_bot 005930", thread_id=3)
            fake.push_update(asked)
            fake.push_update(fake.group_text("/dexter@other_bot 무시"))
            await fake.wait_for(lambda: fake.bot_messages(GROUP_ID), 2.0)
            await app.updater.stop()
            await app.stop()
        [reply] = fake.bot_messages(GROUP_ID)
        assert reply.text == "조회: 005930" and reply.reply_to_message_id == asked["message"]["message_id"]
        assert reply.message_thread_id == 3 and fake.calls["deleteWebhook"] == 1
        assert fake.pending_updates == []
        with pytest.raises(TimeoutError):
            await fake.wait_for(lambda: False, 0.05)
