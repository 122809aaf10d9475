"""The emulators' 👍/👎 pieces, driven by the real SDKs: Slack checks ``context_actions`` blocks as Slack
does and opens a modal once per ``trigger_id``; Telegram takes a ``ForceReply`` (not echoed back on the
message) and a private reply to it."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest
from slack_sdk.errors import SlackApiError
from slack_sdk.web.async_client import AsyncWebClient
from telegram import Bot, ForceReply
from telegram.error import BadRequest

from bots.slack.feedback import feedback_block, note_view
from evals.emulators.slack import FakeSlack
from evals.emulators.slack_feedback import feedback_click, view_submission
from evals.emulators.telegram import FakeTelegram
from evals.emulators.telegram_updates import USER_ID


@pytest.fixture
async def slack() -> AsyncIterator[tuple[FakeSlack, AsyncWebClient]]:
    async with FakeSlack() as server:
        yield server, AsyncWebClient(token=server.token, base_url=server.api_url)


async def error_of(call: Any) -> str:
    with pytest.raises(SlackApiError) as info:
        await call
    return str(info.value.response["error"])


async def test_slack_checks_context_actions_and_opens_a_modal_once(
    slack: tuple[FakeSlack, AsyncWebClient],
) -> None:
    fake, client = slack
    good = feedback_block("r1")
    posted = await client.chat_postMessage(channel="C1", text="답", blocks=[good])
    [message] = fake.messages("C1")
    assert posted["ts"] == message.ts and message.blocks == [good]
    too_many = {**good, "elements": good["elements"] * 6}
    long_text = {
        **good["elements"][0],
        "positive_button": {"text": {"type": "plain_text", "text": "👍" * 76}, "value": "v"},
    }
    no_value = {**good["elements"][0], "negative_button": {"text": {"type": "plain_text", "text": "👎"}}}
    for bad in (
        too_many,
        {**good, "elements": [long_text]},
        {**good, "elements": [no_value]},
        {**good, "elements": [{"type": "button"}]},
    ):
        assert (
            await error_of(client.chat_postMessage(channel="C1", text="답", blocks=[bad])) == "invalid_blocks"
        )

    click = feedback_click(message, positive=False, response_url=fake.response_url("C1"))
    [action] = click["actions"]
    assert (action["type"], action["value"], click["channel"]["id"]) == ("feedback_buttons", "down:r1", "C1")
    opened = await client.views_open(trigger_id=click["trigger_id"], view=note_view("r1"))
    assert (
        await error_of(client.views_open(trigger_id=click["trigger_id"], view=note_view("r1")))
        == "invalid_trigger_id"
    )
    long_title = {**note_view("r1"), "title": {"type": "plain_text", "text": "가" * 25}}
    assert await error_of(client.views_open(trigger_id="trig.2", view=long_title)) == "invalid_arguments"
    [modal] = fake.modals
    assert modal["id"] == opened["view"]["id"]
    submitted = view_submission(modal, {"note": {"text": "틀렸어요"}})
    assert submitted["view"]["state"]["values"]["note"]["text"]["value"] == "틀렸어요"
    assert submitted["view"]["private_metadata"] == modal["private_metadata"]


async def test_telegram_takes_a_force_reply_and_a_private_reply_to_it(fake: FakeTelegram, bot: Bot) -> None:
    fake.private_text("안녕")  # the chat exists
    prompt = await bot.send_message(USER_ID, "무엇이 틀렸나요?", reply_markup=ForceReply(selective=True))
    assert prompt.reply_markup is None  # Telegram shows only inline keyboards on a message
    stored = fake.message(USER_ID, prompt.message_id)
    assert stored is not None and stored.reply_markup == {"force_reply": True, "selective": True}
    with pytest.raises(BadRequest):
        await bot.send_message(USER_ID, "?", reply_markup=ForceReply(input_field_placeholder="가" * 65))
    update = fake.private_text("연결 기준이 아닙니다", reply_to=prompt.message_id)
    assert update["message"]["reply_to_message"]["message_id"] == prompt.message_id
