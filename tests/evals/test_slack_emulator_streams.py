"""The Slack emulator's streaming, assistant-thread and App Home methods and Slack's rate tiers, driven
by the real ``AsyncWebClient``."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest
from slack_sdk.errors import SlackApiError
from slack_sdk.web.async_client import AsyncWebClient

from core.clock import VirtualClock
from evals.emulators.slack import SLACK_THREAD_LIMITS, SLACK_TIERS, FakeSlack

TASK = {"type": "task_update", "id": "t1", "title": "공시 원문 읽기", "status": "in_progress"}


@pytest.fixture
def clock() -> VirtualClock:
    return VirtualClock(auto=False)


@pytest.fixture
async def fake(clock: VirtualClock) -> AsyncIterator[FakeSlack]:
    async with FakeSlack(
        clock=clock, rate_limits=SLACK_TIERS, thread_rate_limits=SLACK_THREAD_LIMITS
    ) as fake:
        yield fake


@pytest.fixture
def client(fake: FakeSlack) -> AsyncWebClient:
    return AsyncWebClient(token=fake.token, base_url=fake.api_url)  # no retry handler: 429s surface


async def error_of(call: Any) -> str:
    with pytest.raises(SlackApiError) as info:
        await call
    return str(info.value.response["error"])


async def test_tasks_stream_and_a_stopped_stream_refuses_more(
    fake: FakeSlack, client: AsyncWebClient
) -> None:
    started = await client.chat_startStream(channel="D1", thread_ts="1.0", chunks=[TASK])
    ts = str(started["ts"])
    await client.chat_appendStream(channel="D1", ts=ts, chunks=[{**TASK, "status": "complete"}])
    await client.chat_stopStream(channel="D1", ts=ts, chunks=[{"type": "markdown_text", "text": "끝"}])
    assert fake.tasks("D1", ts) == {"t1": ("공시 원문 읽기", "complete")}
    [msg] = fake.thread("D1", "1.0")
    assert msg.text == "끝" and msg.stopped_at is not None and len(msg.chunk_at) == len(msg.chunks) == 3
    assert await error_of(client.chat_stopStream(channel="D1", ts=ts)) == "message_not_in_streaming_state"


async def test_stream_arguments_are_checked(client: AsyncWebClient) -> None:
    assert await error_of(client.chat_startStream(channel="C1", thread_ts="1.0", chunks=[TASK])) == (
        "missing_recipient_user_id"
    )
    bad = {**TASK, "status": "done"}
    call = client.chat_startStream(channel="D1", thread_ts="1.0", chunks=[bad])
    assert await error_of(call) == "invalid_chunks"
    ts = str((await client.chat_startStream(channel="D1", thread_ts="1.0", chunks=[TASK]))["ts"])
    assert await error_of(client.chat_appendStream(channel="D1", ts=ts)) == "invalid_arguments"


async def test_not_allowed_refuses_streaming(clock: VirtualClock) -> None:
    async with FakeSlack(clock=clock, streaming="not_allowed") as fake:
        client = AsyncWebClient(token=fake.token, base_url=fake.api_url)
        assert await error_of(client.chat_startStream(channel="D1", thread_ts="1.0", chunks=[TASK])) == (
            "not_allowed"
        )


async def test_tier_2_allows_20_stream_starts_a_minute_then_429(
    fake: FakeSlack, client: AsyncWebClient, clock: VirtualClock
) -> None:
    for index in range(20):
        await client.chat_startStream(channel="D1", thread_ts=f"{index}.0", chunks=[TASK])
        clock.jump(1)
    with pytest.raises(SlackApiError) as info:
        await client.chat_startStream(channel="D1", thread_ts="99.0", chunks=[TASK])
    assert info.value.response.status_code == 429 and info.value.response.headers["Retry-After"] == "40"
    assert fake.rate_limited["chat.startStream"] == 1
    clock.jump(40)
    await client.chat_startStream(channel="D1", thread_ts="99.0", chunks=[TASK])


async def test_status_is_limited_per_thread(fake: FakeSlack, client: AsyncWebClient) -> None:
    for _ in range(SLACK_THREAD_LIMITS["assistant.threads.setStatus"]):
        await client.assistant_threads_setStatus(channel_id="D1", thread_ts="1.0", status="공시를 읽는 중…")
    with pytest.raises(SlackApiError) as info:
        await client.assistant_threads_setStatus(channel_id="D1", thread_ts="1.0", status="…")
    assert info.value.response.status_code == 429
    await client.assistant_threads_setStatus(channel_id="D1", thread_ts="2.0", status="다른 스레드")


async def test_prompts_title_and_home(fake: FakeSlack, client: AsyncWebClient) -> None:
    prompts = [{"title": "실적 요약", "message": "삼성전자 실적 요약"}]
    await client.assistant_threads_setSuggestedPrompts(channel_id="D1", thread_ts="1.0", prompts=prompts)
    too_many = prompts * 5
    call = client.assistant_threads_setSuggestedPrompts(channel_id="D1", thread_ts="1.0", prompts=too_many)
    assert await error_of(call) == "invalid_arguments"
    await client.assistant_threads_setTitle(channel_id="D1", thread_ts="1.0", title="삼성전자 실적")
    assert fake.prompts[0]["prompts"] == prompts and fake.titles[0]["title"] == "삼성전자 실적"
    view = {"type": "home", "blocks": [{"type": "section", "text": {"type": "mrkdwn", "text": "안녕"}}]}
    await client.views_publish(user_id="U1", view=view)
    assert fake.home_views["U1"][0]["blocks"] == view["blocks"]
    assert await error_of(client.views_publish(user_id="U1", view={"type": "modal", "blocks": []})) == (
        "invalid_arguments"
    )
