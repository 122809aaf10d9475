"""Which 429s slack_sdk retries by itself: never one a budget of ours paces (``bots.slack.retry``).

The real ``AsyncWebClient`` against the loopback Slack emulator: a 429 on ``chat.update`` reaches the
relay as one call (``RateLimited``, so the editor pauses the budget every replica shares), a 429 on
``chat.postMessage`` is retried by the SDK after ``Retry-After`` and the message is posted.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from slack_sdk.errors import SlackApiError
from slack_sdk.web.async_client import AsyncWebClient

from bots.relay.ports import RateLimited, ReplyTarget
from bots.slack.port import SlackPort
from bots.slack.retry import PACED_METHODS, UnpacedRateLimitRetryHandler, api_method, web_client
from core.config import Settings
from evals.emulators.slack import FakeSlack

TOKEN = "xoxb-" + "retry-test"
TARGET = ReplyTarget("slack", "C1", "", "", {"conversation": '["slack","T0","C1","100.1"]'})


@pytest.fixture
async def fake() -> AsyncIterator[FakeSlack]:
    async with FakeSlack(token=TOKEN) as slack:
        yield slack


def settings(tmp_path: Path, fake: FakeSlack) -> Settings:
    return Settings(
        DEXTER_HOME=str(tmp_path),
        SLACK_BOT_TOKEN=TOKEN,
        SLACK_SIGNING_SECRET="s" * 32,
        SLACK_API_URL=fake.api_url,
    )


def test_the_method_is_read_from_the_request_url() -> None:
    assert api_method("https://slack.com/api/chat.update") == "chat.update"
    assert api_method("http://127.0.0.1:8080/api/assistant.threads.setStatus?x=1") == (
        "assistant.threads.setStatus"
    )


async def test_a_429_on_chat_update_reaches_the_relay_as_one_call(tmp_path: Path, fake: FakeSlack) -> None:
    port = SlackPort(web_client(settings(tmp_path, fake)), team_id="T0")
    ts = await port.post_progress(TARGET, "조회 중…", run_id="run-1")
    fake.fail_next("chat.update", times=1, retry_after=7)
    with pytest.raises(RateLimited) as caught:
        await port.edit_progress(TARGET, ts, "재무제표 읽는 중…", final=False)
    assert caught.value.retry_after == 7
    assert fake.calls["chat.update"] == 1 and fake.rate_limited["chat.update"] == 1
    await port.edit_progress(TARGET, ts, "완료", final=True)  # the editor's own retry, once paused
    assert fake.calls["chat.update"] == 2 and len(fake.edits("C1", ts)) == 1


async def test_a_429_on_chat_post_message_is_retried_by_the_sdk(tmp_path: Path, fake: FakeSlack) -> None:
    port = SlackPort(web_client(settings(tmp_path, fake)), team_id="T0")
    fake.fail_next("chat.postMessage", times=2, retry_after=0)
    ts = await port.post_progress(TARGET, "조회 중…", run_id="run-1")
    assert ts
    assert fake.calls["chat.postMessage"] == 3 and fake.rate_limited["chat.postMessage"] == 2
    assert [m.ts for m in fake.messages("C1")] == [ts]  # posted once


@pytest.mark.parametrize("method", sorted(PACED_METHODS))
async def test_no_paced_method_is_retried(tmp_path: Path, fake: FakeSlack, method: str) -> None:
    client = web_client(settings(tmp_path, fake))
    fake.fail_next(method, times=1, retry_after=0)
    with pytest.raises(SlackApiError) as caught:
        await client.api_call(method, json={"channel": "C1", "ts": "1.1"})
    assert caught.value.response.status_code == 429
    assert fake.calls[method] == 1


@pytest.mark.parametrize("method", ["files.getUploadURLExternal", "views.publish"])
async def test_other_methods_are_still_retried(tmp_path: Path, fake: FakeSlack, method: str) -> None:
    client = web_client(settings(tmp_path, fake))
    fake.fail_next(method, times=1, retry_after=0)
    fake.fail_next(method, times=1, error="invalid_arguments")  # what the retry gets: it was sent again
    with pytest.raises(SlackApiError) as caught:
        await client.api_call(method, json={})
    assert caught.value.response.status_code == 200 and caught.value.response["error"] == "invalid_arguments"
    assert fake.calls[method] == 2


async def test_both_slack_entry_points_build_the_client_with_it(tmp_path: Path, fake: FakeSlack) -> None:
    from bots.slack.app import SlackAdapter
    from bots.slack.service import SlackService

    config = settings(tmp_path, fake)
    service = SlackService(config)
    adapter = SlackAdapter(config, relay=None)  # type: ignore[arg-type]  # the relay is not used here
    for client in (service.client, adapter.client):
        assert isinstance(client, AsyncWebClient)
        handlers = [h for h in client.retry_handlers if isinstance(h, UnpacedRateLimitRetryHandler)]
        assert len(handlers) == 1 and handlers[0].paced == PACED_METHODS
        assert client.base_url == fake.api_url
