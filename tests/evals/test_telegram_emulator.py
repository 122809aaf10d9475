"""FakeTelegram driven by the real python-telegram-bot Bot: identity, messages and edits, Telegram's text
rules, faults and flood control (the update side: test_telegram_emulator_updates)."""

from __future__ import annotations

import datetime as dtm

import pytest
from telegram import (
    Bot,
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    MessageEntity,
    ReplyParameters,
)
from telegram.constants import ParseMode
from telegram.error import BadRequest, EndPointNotFound, Forbidden, InvalidToken, RetryAfter

from core.clock import VirtualClock
from evals.emulators.telegram import FakeTelegram, FloodLimits
from evals.emulators.telegram_updates import GROUP_ID, USER_ID, utf16_len

NOT_MODIFIED = "Message is not modified: specified new message content and reply markup are exactly the same"


pytestmark = pytest.mark.usefixtures("ptb_timedelta")


# --------------------------------------------------------------------------------------------------------
# identity and routing


async def test_initialize_calls_get_me_and_answers_the_bot_user(fake: FakeTelegram, bot: Bot) -> None:
    assert (bot.id, bot.username, bot.bot.is_bot) == (123456, "dexter_kr_bot", True)
    assert bot.bot.can_read_all_group_messages is False and bot.bot.supports_inline_queries is False
    assert fake.calls["getMe"] == 1 and fake.requests[0].path == f"/bot{fake.token}/getMe"
    with pytest.raises(EndPointNotFound):
        await bot.do_api_request("sendTelepathy", api_kwargs={"chat_id": 1})
    assert fake.calls["sendTelepathy"] == 1 and fake.errors["Not Found: method not found"] == 1


async def test_wrong_token_is_unauthorized(fake: FakeTelegram) -> None:
    with pytest.raises(InvalidToken, match="was rejected"):
        async with Bot("999:wrong", base_url=fake.api_url):
            pass
    assert fake.errors["Unauthorized"] == 1


# --------------------------------------------------------------------------------------------------------
# messages, replies, topics, edits


async def test_reply_in_a_forum_topic_is_recorded_and_rendered(fake: FakeTelegram, bot: Bot) -> None:
    asked = fake.group_text("/dexter@dexter_kr_bot 삼성전자 PER?", thread_id=7)
    question_id = asked["message"]["message_id"]
    sent = await bot.send_message(
        GROUP_ID, "답변", reply_parameters=ReplyParameters(question_id), message_thread_id=7
    )
    assert (sent.message_id, sent.message_thread_id, sent.is_topic_message) == (question_id + 1, 7, True)
    assert sent.reply_to_message is not None and sent.reply_to_message.message_id == question_id
    assert str(sent.reply_to_message.text).startswith("/dexter")
    assert sent.from_user is not None and sent.from_user.id == bot.id
    [record] = fake.bot_messages(GROUP_ID)
    assert (record.reply_to_message_id, record.message_thread_id, record.text) == (question_id, 7, "답변")
    # A reply without message_thread_id lands in the replied message's topic, as in Telegram.
    follow_up = await bot.send_message(GROUP_ID, "추가", reply_parameters=ReplyParameters(sent.message_id))
    assert follow_up.message_thread_id == 7
    assert [m.text for m in fake.messages(GROUP_ID, thread_id=7)][1:] == ["답변", "추가"]
    with pytest.raises(BadRequest, match="Message to be replied not found"):
        await bot.send_message(GROUP_ID, "x", reply_parameters=ReplyParameters(999))


async def test_edits_are_stamped_and_identical_edits_refused(
    fake: FakeTelegram, bot: Bot, clock: VirtualClock
) -> None:
    sent = await bot.send_message(USER_ID, "생각 중…")
    clock.jump(1.5)
    await bot.edit_message_text("도구 1/2", chat_id=USER_ID, message_id=sent.message_id)
    clock.jump(2.0)
    edited = await bot.edit_message_text("완료", chat_id=USER_ID, message_id=sent.message_id)
    assert isinstance(edited, type(sent)) and edited.text == "완료" and edited.edit_date is not None
    record = fake.message(USER_ID, sent.message_id)
    assert record is not None and [(e.at, e.text) for e in record.edits] == [
        (1001.5, "도구 1/2"),
        (1003.5, "완료"),
    ]
    assert record.sent_at == 1000.0 and len(fake.bot_messages()) == 1
    with pytest.raises(BadRequest) as info:
        await bot.edit_message_text("완료", chat_id=USER_ID, message_id=sent.message_id)
    assert str(info.value).startswith(NOT_MODIFIED)
    with pytest.raises(BadRequest, match="Message to edit not found"):
        await bot.edit_message_text("x", chat_id=USER_ID, message_id=99)
    assert fake.errors["Bad Request: message to edit not found"] == 1


async def test_reply_markup_edits_delete_and_chat_action(fake: FakeTelegram, bot: Bot) -> None:
    keyboard = InlineKeyboardMarkup([[InlineKeyboardButton("다시 시도", callback_data="retry:1")]])
    sent = await bot.send_message(USER_ID, "실패했습니다", reply_markup=keyboard)
    assert sent.reply_markup == keyboard
    with pytest.raises(BadRequest, match="Message is not modified"):
        await bot.edit_message_reply_markup(USER_ID, sent.message_id, reply_markup=keyboard)
    await bot.edit_message_reply_markup(USER_ID, sent.message_id, reply_markup=None)
    record = fake.message(USER_ID, sent.message_id)
    assert record is not None and record.reply_markup is None and record.edits[-1].reply_markup is None
    too_long = InlineKeyboardMarkup([[InlineKeyboardButton("x", callback_data="가" * 22)]])
    with pytest.raises(BadRequest, match="Button_data_invalid"):
        await bot.send_message(USER_ID, "x", reply_markup=too_long)
    assert await bot.delete_message(USER_ID, sent.message_id) is True
    assert fake.bot_messages() == [] and record.deleted_at == 1000.0
    with pytest.raises(BadRequest, match="Message to delete not found"):
        await bot.delete_message(USER_ID, sent.message_id)
    await bot.send_chat_action(GROUP_ID, "typing", message_thread_id=3)
    assert [(a.chat_id, a.action, a.message_thread_id) for a in fake.actions] == [(GROUP_ID, "typing", 3)]
    with pytest.raises(BadRequest, match="Wrong parameter action"):
        await bot.send_chat_action(USER_ID, "dancing")


# --------------------------------------------------------------------------------------------------------
# text rules


async def test_entities_use_utf16_offsets(fake: FakeTelegram, bot: Bot) -> None:
    text = "삼성전자 😀 PER 12.3배"
    offset = utf16_len("삼성전자 😀 ")
    assert offset == len("삼성전자 😀 ") + 1  # the emoji is two UTF-16 units
    await bot.send_message(USER_ID, text, entities=[MessageEntity("bold", offset, 3)])
    [record] = fake.bot_messages()
    assert record.entities == [{"type": "bold", "offset": offset, "length": 3}]
    assert text[offset - 1 : offset + 2] == "PER"  # in code points the entity sits one earlier
    end = utf16_len(text)
    await bot.send_message(USER_ID, text, entities=[MessageEntity("italic", end - 1, 1)])
    for bad in (
        MessageEntity("italic", end, 1),
        MessageEntity("bold", 0, end + 1),
        MessageEntity("glow", 0, 1),
    ):
        with pytest.raises(BadRequest, match="Can't parse entities"):
            await bot.send_message(USER_ID, text, entities=[bad])
    assert len(fake.bot_messages()) == 2


async def test_text_limit_counts_utf16_units(fake: FakeTelegram, bot: Bot) -> None:
    await bot.send_message(USER_ID, "가" * 4096)
    with pytest.raises(BadRequest, match="Message is too long"):
        await bot.send_message(USER_ID, "가" * 4097)
    await bot.send_message(USER_ID, "😀" * 2048)
    with pytest.raises(BadRequest, match="Message is too long"):
        await bot.send_message(USER_ID, "😀" * 2049)
    with pytest.raises(BadRequest, match="Message text is empty"):
        await bot.send_message(USER_ID, "  ")
    # The limit applies after entity parsing: markup does not count.
    await bot.send_message(USER_ID, f"<b>{'가' * 4096}</b>", parse_mode=ParseMode.HTML)
    assert [len(m.text) for m in fake.bot_messages()] == [4096, 2048, 4096]


async def test_html_and_markdown_v2_parse_modes(fake: FakeTelegram, bot: Bot) -> None:
    html = '<b>삼성전자</b> &amp; <a href="https://dart.fss.or.kr">공시</a>\n<pre><code class="language-py">x</code></pre>'
    await bot.send_message(USER_ID, html, parse_mode=ParseMode.HTML)
    [record] = fake.bot_messages()
    assert record.text == "삼성전자 & 공시\nx" and record.parse_mode == "HTML"
    assert record.entities == [
        {"type": "bold", "offset": 0, "length": 4},
        {"type": "text_link", "offset": 7, "length": 2, "url": "https://dart.fss.or.kr"},
        {"type": "pre", "offset": 10, "length": 1, "language": "py"},
    ]
    for bad in ("<b>열린 태그", "<b>교차<i>태그</b></i>", "<table>표</table>", "1 < 2"):
        with pytest.raises(BadRequest, match="Can't parse entities"):
            await bot.send_message(USER_ID, bad, parse_mode=ParseMode.HTML)
    await bot.send_message(
        USER_ID, r"*PER* 12\.3배 `a.b` [DART](https://x.y/a.b)", parse_mode=ParseMode.MARKDOWN_V2
    )
    assert fake.bot_messages()[-1].text == "PER 12.3배 a.b DART"
    with pytest.raises(BadRequest, match="character '\\.' is reserved"):
        await bot.send_message(USER_ID, "*PER* 12.3배", parse_mode=ParseMode.MARKDOWN_V2)


async def test_entity_overflow_is_counted_not_refused(fake: FakeTelegram, bot: Bot) -> None:
    text = "가 " * 101
    await bot.send_message(USER_ID, text, entities=[MessageEntity("bold", 2 * i, 1) for i in range(101)])
    await bot.send_message(USER_ID, text, entities=[MessageEntity("bold", 2 * i, 1) for i in range(100)])
    assert fake.entity_overflow == 1 and len(fake.bot_messages()[0].entities) == 101


# --------------------------------------------------------------------------------------------------------
# faults and flood control


async def test_scripted_retry_after_raises_ptb_retry_after(fake: FakeTelegram, bot: Bot) -> None:
    fake.rate_limit("sendMessage", 30)
    with pytest.raises(RetryAfter) as info:
        await bot.send_message(USER_ID, "hi")
    assert info.value.retry_after == dtm.timedelta(seconds=30)
    await bot.send_message(USER_ID, "hi")
    assert (fake.rate_limited, fake.calls["sendMessage"], len(fake.bot_messages())) == (1, 2, 1)
    assert fake.requests[-2].body["text"] == "hi"


async def test_fail_matches_arguments_and_reports_unused_faults(fake: FakeTelegram, bot: Bot) -> None:
    fake.fail(
        "sendMessage",
        description="Forbidden: bot was blocked by the user",
        error_code=403,
        when=lambda args: args["chat_id"] == 42,
    )
    fake.fail("editMessageText", times=2)
    await bot.send_message(USER_ID, "unaffected")
    with pytest.raises(Forbidden, match="bot was blocked"):
        await bot.send_message(42, "x")
    assert fake.unused_faults() == ["editMessageText: Bad Request: injected by fail() x2"]
    fake.parse_error_when(lambda text, entities: "<" in text)
    with pytest.raises(BadRequest, match="Can't parse entities"):
        await bot.send_message(USER_ID, "a < b")
    await bot.send_message(USER_ID, "a > b")
    assert [m.text for m in fake.bot_messages()] == ["unaffected", "a > b"]


async def test_flood_limits_answer_429_per_chat_and_per_group(clock: VirtualClock) -> None:
    limits = FloodLimits(per_chat_per_s=1, chat_burst=1, per_group_per_minute=3, global_per_s=100)
    async with FakeTelegram(clock=clock, flood=limits) as fake, Bot(fake.token, base_url=fake.api_url) as bot:
        await bot.send_message(USER_ID, "1")
        with pytest.raises(RetryAfter) as info:
            await bot.send_message(USER_ID, "2")
        assert info.value.retry_after == dtm.timedelta(seconds=1)
        clock.jump(1)
        await bot.send_message(USER_ID, "2")
        for text in ("a", "b", "c"):
            await bot.send_message(GROUP_ID, text)
            clock.jump(1)
        with pytest.raises(RetryAfter) as info:
            await bot.send_message(GROUP_ID, "d")
        assert info.value.retry_after == dtm.timedelta(seconds=57)
        await bot.send_chat_action(GROUP_ID, "typing")  # counts toward the bot's window only
        assert fake.rate_limited == 2 and len(fake.bot_messages()) == 5


async def test_global_flood_limit(clock: VirtualClock) -> None:
    async with FakeTelegram(clock=clock, flood=FloodLimits(global_per_s=2)) as fake:
        async with Bot(fake.token, base_url=fake.api_url) as bot:
            await bot.send_message(1, "a")
            await bot.send_message(2, "b")
            with pytest.raises(RetryAfter):
                await bot.send_message(3, "c")
        assert fake.rate_limited == 1 and fake.calls["sendMessage"] == 3


async def test_drafts_and_chat_actions_count_toward_the_bots_window_not_the_chats(
    clock: VirtualClock,
) -> None:
    limits = FloodLimits(per_chat_per_s=1, chat_burst=1, global_per_s=3)
    async with FakeTelegram(clock=clock, flood=limits) as fake:
        async with Bot(fake.token, base_url=fake.api_url) as bot:
            await bot.send_message(USER_ID, "a")
            await bot.send_message_draft(USER_ID, draft_id=1, text="초안")  # the chat is full: not counted
            await bot.send_chat_action(USER_ID, "typing")
            with pytest.raises(RetryAfter):
                await bot.send_message(2, "b")  # the bot's three for this second are spent
            clock.jump(1)
            await bot.send_message(2, "b")
        assert fake.rate_limited == 1
