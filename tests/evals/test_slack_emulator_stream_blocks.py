"""The Slack emulator's ``blocks`` chunks in streams (Slack since 2026-04-16): shown where they arrive,
checked by ``chat.postMessage``'s block rules, one table over the whole stream; a Slack without them
answers ``invalid_chunks``; a refused call shows nothing of itself."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest
from slack_sdk.errors import SlackApiError
from slack_sdk.web.async_client import AsyncWebClient

from evals.emulators.slack import FakeSlack

TABLE = {
    "type": "table",
    "rows": [[{"type": "raw_text", "text": "회사"}], [{"type": "raw_text", "text": "삼성"}]],
}
DATA_TABLE = {
    "type": "data_table",
    "rows": [
        [{"type": "raw_text", "text": "회사"}, {"type": "raw_text", "text": "매출"}],
        [{"type": "raw_text", "text": "삼성"}, {"type": "raw_number", "value": 1.0, "text": "1조원"}],
    ],
}


@pytest.fixture
async def fake() -> AsyncIterator[FakeSlack]:
    async with FakeSlack() as fake:
        yield fake


@pytest.fixture
def client(fake: FakeSlack) -> AsyncWebClient:
    return AsyncWebClient(token=fake.token, base_url=fake.api_url)


async def error_of(call: Any) -> str:
    with pytest.raises(SlackApiError) as info:
        await call
    return str(info.value.response["error"])


def md(text: str) -> dict[str, Any]:
    return {"type": "markdown_text", "text": text}


def blocks(*items: dict[str, Any]) -> dict[str, Any]:
    return {"type": "blocks", "blocks": list(items)}


async def test_blocks_chunks_show_in_order_and_follow_the_block_rules(
    fake: FakeSlack, client: AsyncWebClient
) -> None:
    ts = str((await client.chat_startStream(channel="D1", thread_ts="1.0", chunks=[md("앞")]))["ts"])
    await client.chat_appendStream(channel="D1", ts=ts, chunks=[blocks(DATA_TABLE), md("뒤")])
    [msg] = fake.thread("D1", "1.0")
    assert [c["type"] for c in msg.chunks] == ["markdown_text", "blocks", "markdown_text"]
    assert msg.text == "앞뒤"  # the Markdown only: the table is a block

    empty_cell = {**DATA_TABLE, "rows": [DATA_TABLE["rows"][0], [{"type": "raw_text", "text": ""}] * 2]}
    call = client.chat_appendStream(channel="D1", ts=ts, chunks=[md("x"), blocks(empty_cell)])
    assert await error_of(call) == "invalid_blocks"
    assert await error_of(client.chat_appendStream(channel="D1", ts=ts, chunks=[blocks(TABLE)])) == (
        "invalid_blocks"  # a second table in the same message
    )
    assert (
        await error_of(client.chat_appendStream(channel="D1", ts=ts, chunks=[blocks()])) == "invalid_chunks"
    )
    assert await error_of(
        client.chat_appendStream(channel="D1", ts=ts, chunks=[blocks(*[{"type": "divider"}] * 51)])
    ) == ("invalid_blocks")
    assert msg.text == "앞뒤" and len(msg.chunks) == 3, "a refused call shows nothing of itself"


async def test_a_slack_without_blocks_chunks_refuses_them(fake: FakeSlack, client: AsyncWebClient) -> None:
    fake.stream_blocks = False
    ts = str((await client.chat_startStream(channel="D1", thread_ts="1.0"))["ts"])
    assert await error_of(client.chat_appendStream(channel="D1", ts=ts, chunks=[blocks(TABLE)])) == (
        "invalid_chunks"
    )
    await client.chat_appendStream(channel="D1", ts=ts, chunks=[md("표 없이")])
    assert fake.thread("D1", "1.0")[0].text == "표 없이"
