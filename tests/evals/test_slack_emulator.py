"""FakeSlack driven by the real slack_sdk AsyncWebClient (and Bolt's AsyncApp): behaviour, faults, payloads."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator, Sequence
from types import SimpleNamespace
from typing import Any

import pytest
from slack_bolt.async_app import AsyncApp, AsyncRespond, AsyncSay
from slack_bolt.request.async_request import AsyncBoltRequest
from slack_sdk.errors import SlackApiError
from slack_sdk.http_retry import builtin_async_handlers
from slack_sdk.http_retry.builtin_async_handlers import AsyncRateLimitErrorRetryHandler
from slack_sdk.signature import SignatureVerifier
from slack_sdk.web.async_client import AsyncWebClient
from slack_sdk.webhook.async_client import AsyncWebhookClient

from core.clock import VirtualClock
from evals.emulators import slack_events as ev
from evals.emulators.slack import FakeSlack
from evals.emulators.slack_signing import signed_event_request, signed_form_request

SECRET = "shh-signing-secret"


def table(rows: int = 2, cells: int = 2, *, empty: bool = False) -> dict[str, Any]:
    cell = {"type": "raw_text", "text": "" if empty else "x"}
    return {"type": "table", "rows": [[dict(cell) for _ in range(cells)] for _ in range(rows)]}


@pytest.fixture
def clock() -> VirtualClock:
    return VirtualClock(auto=False)


@pytest.fixture
async def fake(clock: VirtualClock) -> AsyncIterator[FakeSlack]:
    async with FakeSlack(clock=clock) as server:
        yield server


@pytest.fixture
def client(fake: FakeSlack) -> AsyncWebClient:
    return AsyncWebClient(token=fake.token, base_url=fake.api_url)


async def error_of(call: Any) -> str:
    with pytest.raises(SlackApiError) as info:
        await call
    return str(info.value.response["error"])


class Sleeps:
    def __init__(self) -> None:
        self.delays: list[float] = []

    async def sleep(self, delay: float) -> None:
        self.delays.append(delay)


@pytest.fixture
def sdk_sleeps(monkeypatch: pytest.MonkeyPatch) -> Sleeps:
    """The SDK's rate-limit handler sleeps Retry-After + random(): record it instead, with no jitter."""
    sleeps = Sleeps()
    monkeypatch.setattr(builtin_async_handlers, "asyncio", SimpleNamespace(sleep=sleeps.sleep))
    monkeypatch.setattr(builtin_async_handlers, "random", SimpleNamespace(random=lambda: 0.0))
    return sleeps


# --------------------------------------------------------------------------------------------------------
# auth


async def test_auth_test_answers_bot_identity_on_both_base_url_forms(fake: FakeSlack) -> None:
    for base_url in (fake.api_url, fake.url):
        result = await AsyncWebClient(token=fake.token, base_url=base_url).auth_test()
        assert (result["user_id"], result["bot_id"], result["team_id"]) == (
            "U0DEXTER",
            "B0DEXTER",
            "T0DEXTER",
        )
    assert [r.path for r in fake.requests] == ["/api/auth.test", "/auth.test"]
    assert fake.requests[0].headers["Authorization"] == f"Bearer {fake.token}"
    assert fake.calls["auth.test"] == 2


async def test_wrong_or_missing_token_is_refused(fake: FakeSlack) -> None:
    assert (
        await error_of(AsyncWebClient(token="xoxb-wrong", base_url=fake.api_url).auth_test())
        == "invalid_auth"
    )
    assert await error_of(AsyncWebClient(base_url=fake.api_url).auth_test()) == "not_authed"
    assert await error_of(AsyncWebClient(token=fake.token, base_url=fake.api_url).api_call("nope.nope")) == (
        "unknown_method"
    )


# --------------------------------------------------------------------------------------------------------
# messages, edits, threads


async def test_post_then_edits_are_recorded_with_clock_gaps(
    fake: FakeSlack, client: AsyncWebClient, clock: VirtualClock
) -> None:
    posted = await client.chat_postMessage(channel="C1", text="생각 중…")
    ts = str(posted["ts"])
    clock.jump(1.5)
    await client.chat_update(channel="C1", ts=ts, text="도구 1/2")
    clock.jump(2.0)
    updated = await client.chat_update(channel="C1", ts=ts, text="완료")
    assert updated["message"]["text"] == "완료"
    assert len(fake.top_level("C1")) == 1
    assert [e.text for e in fake.edits("C1", ts)] == ["도구 1/2", "완료"]
    assert fake.edit_gaps("C1", ts) == [1.5, 2.0]
    assert await error_of(client.chat_update(channel="C1", ts="1.000000", text="x")) == "message_not_found"
    # The SDK warns about a missing text before sending; api_call does not.
    assert await error_of(client.api_call("chat.postMessage", json={"channel": "C1"})) == "no_text"


async def test_ts_are_unique_and_increasing(client: AsyncWebClient) -> None:
    stamps = [str((await client.chat_postMessage(channel="C1", text=str(i)))["ts"]) for i in range(3)]
    assert stamps == sorted(stamps, key=float) and len(set(stamps)) == 3


async def test_thread_replies_and_conversations_replies(fake: FakeSlack, client: AsyncWebClient) -> None:
    parent = fake.add_user_message("C1", "<@U0DEXTER> 삼성전자 PER?")
    await client.chat_postMessage(channel="C1", thread_ts=parent.ts, text="progress")
    await client.chat_postMessage(channel="C1", thread_ts=parent.ts, text="answer")
    await client.chat_postMessage(channel="C1", text="elsewhere")
    replies = await client.conversations_replies(channel="C1", ts=parent.ts)
    assert [m["text"] for m in replies["messages"]] == ["<@U0DEXTER> 삼성전자 PER?", "progress", "answer"]
    assert [m.text for m in fake.thread("C1", parent.ts)] == ["progress", "answer"]
    assert [m.text for m in fake.top_level("C1")] == ["<@U0DEXTER> 삼성전자 PER?", "elsewhere"]
    assert await error_of(client.conversations_replies(channel="C1", ts="9.000000")) == "thread_not_found"


async def test_ephemeral_and_assistant_status(fake: FakeSlack, client: AsyncWebClient) -> None:
    result = await client.chat_postEphemeral(channel="C1", user="U9", text="only you")
    assert fake.ephemerals[0].visible_to == "U9" and fake.ephemerals[0].ts == result["message_ts"]
    await client.assistant_threads_setStatus(channel_id="D1", thread_ts="1.0", status="조회 중…")
    assert fake.statuses[0]["status"] == "조회 중…" and fake.statuses[0]["at"] == 1000.0
    assert fake.messages("C1") == []


# --------------------------------------------------------------------------------------------------------
# validation


async def test_msg_too_long_at_the_configured_limit(fake: FakeSlack, client: AsyncWebClient) -> None:
    await client.chat_postMessage(channel="C1", text="가" * 4000)
    assert await error_of(client.chat_postMessage(channel="C1", text="가" * 4001)) == "msg_too_long"
    fake.text_limit = 10
    assert await error_of(client.chat_postMessage(channel="C1", text="x" * 11)) == "msg_too_long"
    assert len(fake.messages("C1")) == 1 and fake.errors["msg_too_long"] == 2


async def test_table_block_rules(fake: FakeSlack, client: AsyncWebClient) -> None:
    await client.chat_postMessage(channel="C1", text="one table", blocks=[table()])
    for bad in ([table(), table()], [table(rows=101)], [table(cells=21)], [table(empty=True)]):
        assert await error_of(client.chat_postMessage(channel="C1", text="t", blocks=bad)) == "invalid_blocks"
    fake.invalid_blocks_when = lambda blocks: any(b["type"] == "section" for b in blocks)
    section = {"type": "section", "text": {"type": "mrkdwn", "text": "hi"}}
    assert (
        await error_of(client.chat_postMessage(channel="C1", text="t", blocks=[section])) == "invalid_blocks"
    )
    assert len(fake.messages("C1")) == 1


async def test_markdown_text_is_exclusive_and_bounded(fake: FakeSlack, client: AsyncWebClient) -> None:
    posted = await client.chat_postMessage(channel="C1", markdown_text="**굵게**")
    assert fake.messages("C1")[0].markdown_text == "**굵게**"
    call = client.chat_postMessage(channel="C1", text="t", markdown_text="**m**")
    assert await error_of(call) == "markdown_text_conflict"
    call = client.chat_update(channel="C1", ts=str(posted["ts"]), blocks=[table()], markdown_text="m")
    assert await error_of(call) == "markdown_text_conflict"
    assert await error_of(client.chat_postMessage(channel="C1", markdown_text="m" * 12_001)) == "msg_too_long"


# --------------------------------------------------------------------------------------------------------
# rate limits


async def test_429_retry_after_is_honoured_by_the_sdk_handler(fake: FakeSlack, sdk_sleeps: Sleeps) -> None:
    client = AsyncWebClient(
        token=fake.token,
        base_url=fake.api_url,
        retry_handlers=[AsyncRateLimitErrorRetryHandler(max_retry_count=2)],
    )
    fake.fail_next("chat.postMessage", 2, retry_after=7)
    await client.chat_postMessage(channel="C1", text="hi")
    assert sdk_sleeps.delays == [7.0, 7.0]
    assert fake.rate_limited["chat.postMessage"] == 2 and fake.calls["chat.postMessage"] == 3
    assert len(fake.messages("C1")) == 1


async def test_429_without_a_retry_handler_surfaces_retry_after(
    fake: FakeSlack, client: AsyncWebClient
) -> None:
    fake.fail_next("chat.update", retry_after=3)
    with pytest.raises(SlackApiError) as info:
        await client.chat_update(channel="C1", ts="1.0", text="x")
    assert info.value.response.status_code == 429 and info.value.response.headers["Retry-After"] == "3"
    fake.fail_next("chat.postMessage", error="internal_error")
    assert await error_of(client.chat_postMessage(channel="C1", text="x")) == "internal_error"


async def test_workspace_rate_limit_uses_the_clock(clock: VirtualClock) -> None:
    async with FakeSlack(clock=clock, rate_limits={"chat.update": 3}) as fake:
        client = AsyncWebClient(token=fake.token, base_url=fake.api_url)
        ts = str((await client.chat_postMessage(channel="C1", text="p"))["ts"])
        for i in range(3):
            await client.chat_update(channel="C1", ts=ts, text=str(i))
            clock.jump(10)
        with pytest.raises(SlackApiError) as info:
            await client.chat_update(channel="C1", ts=ts, text="too many")
        assert info.value.response.headers["Retry-After"] == "30"
        clock.jump(30)
        await client.chat_update(channel="C1", ts=ts, text="again")
        assert len(fake.edits("C1", ts)) == 4 and fake.rate_limited["chat.update"] == 1


# --------------------------------------------------------------------------------------------------------
# streaming


async def test_chat_stream_helper_builds_one_threaded_message(
    fake: FakeSlack, client: AsyncWebClient
) -> None:
    stream = await client.chat_stream(
        channel="C1", thread_ts="1.0", recipient_team_id="T0DEXTER", recipient_user_id="U1", buffer_size=4
    )
    await stream.append(markdown_text="안녕하")
    await stream.append(markdown_text="세요 ")
    await stream.append(chunks=[{"type": "task_update", "id": "t1", "title": "DART", "status": "complete"}])
    await stream.stop(markdown_text="**끝**")
    assert fake.calls["chat.startStream"] == fake.calls["chat.stopStream"] == 1
    [msg] = fake.thread("C1", "1.0")
    assert msg.text == "안녕하세요 **끝**" and msg.stream == "stopped"
    assert [c["type"] for c in msg.chunks].count("task_update") == 1
    call = client.chat_appendStream(channel="C1", ts=msg.ts, markdown_text="late")
    assert await error_of(call) == "message_not_in_streaming_state"


async def test_stream_expires_after_ttl(fake: FakeSlack, client: AsyncWebClient, clock: VirtualClock) -> None:
    started = await client.chat_startStream(channel="D1", thread_ts="1.0", markdown_text="a")
    clock.jump(301)
    call = client.chat_appendStream(channel="D1", ts=str(started["ts"]), markdown_text="b")
    assert await error_of(call) == "message_not_in_streaming_state"
    await client.chat_update(channel="D1", ts=str(started["ts"]), markdown_text="a b")
    assert fake.messages("D1")[0].text == "a b"


@pytest.mark.parametrize("mode", ["feature_not_enabled", "unknown_method"])
async def test_streaming_can_be_unavailable(mode: Any, clock: VirtualClock) -> None:
    async with FakeSlack(clock=clock, streaming=mode) as fake:
        client = AsyncWebClient(token=fake.token, base_url=fake.api_url)
        assert (
            await error_of(client.chat_startStream(channel="D1", thread_ts="1.0", markdown_text="a")) == mode
        )
        assert await error_of(client.chat_appendStream(channel="D1", ts="1.0", markdown_text="a")) == mode
        assert fake.messages("D1") == []


# --------------------------------------------------------------------------------------------------------
# files and response_url


async def test_files_upload_v2_round_trip(fake: FakeSlack, client: AsyncWebClient) -> None:
    result = await client.files_upload_v2(
        channel="C1",
        thread_ts="1.0",
        content="종목,PER\n삼성전자,12.3\n",
        filename="per.csv",
        title="PER",
        initial_comment="표",
    )
    file_id = result["file"]["id"]
    upload = fake.uploads[file_id]
    assert upload.content == "종목,PER\n삼성전자,12.3\n".encode() and upload.title == "PER"
    [msg] = fake.thread("C1", "1.0")
    assert msg.text == "표" and msg.files[0]["id"] == file_id
    assert [fake.calls[m] for m in ("files.getUploadURLExternal", "files.completeUploadExternal")] == [1, 1]
    assert any(r.path == f"/upload/{file_id}" for r in fake.requests)


async def test_response_url_posts(fake: FakeSlack, client: AsyncWebClient) -> None:
    button = await client.chat_postMessage(channel="C1", text="[다시 시도]")
    url = fake.response_url("C1", message_ts=str(button["ts"]))
    hook = AsyncWebhookClient(url)
    assert (await hook.send(text="working")).body == "ok"
    await hook.send(text="done", response_type="in_channel")
    await hook.send(text="replaced", replace_original=True)
    assert [m.text for m in fake.ephemerals] == ["working"]
    assert [m.text for m in fake.messages("C1")] == ["replaced", "done"]
    assert [e.text for e in fake.edits("C1", str(button["ts"]))] == ["replaced"]
    for _ in range(2):
        await hook.send(text="more")
    assert (await hook.send(text="sixth")).status_code == 404
    assert len(fake.responses[url.rsplit("/", 1)[1]]) == 5


# --------------------------------------------------------------------------------------------------------
# payloads and signatures


def test_signed_requests_verify_with_the_sdk_verifier() -> None:
    verifier = SignatureVerifier(SECRET)
    body = ev.app_mention("삼성전자 PER?", thread_ts="1.0")
    headers, raw = signed_event_request(SECRET, body, retry_num=1)
    assert verifier.is_valid_request(raw, headers)
    assert headers["X-Slack-Retry-Num"] == "1" and headers["X-Slack-Retry-Reason"] == "http_timeout"
    assert not verifier.is_valid_request(raw.replace("PER", "PBR"), headers)
    assert not SignatureVerifier("other").is_valid_request(raw, headers)
    stale, raw = signed_event_request(SECRET, body, timestamp=int(time.time()) - 301)
    assert not verifier.is_valid_request(raw, stale)
    headers, raw = signed_form_request(SECRET, ev.slash_command("삼성전자", response_url="http://x/r"))
    assert verifier.is_valid_request(raw, headers) and "command=%2Fdexter" in raw


def test_event_builders_have_the_fields_apps_branch_on() -> None:
    mention = ev.app_mention("hi")
    assert mention["type"] == "event_callback" and mention["event"]["text"] == "<@U0DEXTER> hi"
    assert ev.app_mention("x")["event_id"] != mention["event_id"]
    assert ev.dm_message("hi")["event"]["channel_type"] == "im"
    assert ev.bot_message("mine")["event"]["bot_id"] == "B0DEXTER"
    changed = ev.message_changed("1.0", "new", previous_text="old")["event"]
    assert changed["subtype"] == "message_changed" and changed["message"]["text"] == "new"
    action = ev.block_action("retry", "run-42", response_url="http://x/r", message_ts="1.0")
    assert action["actions"][0]["value"] == "run-42" and action["container"]["message_ts"] == "1.0"


def bolt_request(raw: str, headers: dict[str, str]) -> AsyncBoltRequest:
    return AsyncBoltRequest(body=raw, headers=dict[str, str | Sequence[str]](headers))


async def test_bolt_app_end_to_end(fake: FakeSlack) -> None:

    client = AsyncWebClient(token=fake.token, base_url=fake.api_url)
    app = AsyncApp(client=client, signing_secret=SECRET, process_before_response=True)

    @app.event("app_mention")
    async def on_mention(event: dict[str, Any], say: AsyncSay) -> None:
        await say(text="답변", thread_ts=event["ts"])

    @app.command("/dexter")
    async def on_command(ack: Any, respond: AsyncRespond, command: dict[str, Any]) -> None:
        await ack()
        await respond(text=f"조회: {command['text']}", response_type="in_channel")

    mention = ev.app_mention("삼성전자 PER?", channel="C1")
    headers, raw = signed_event_request(SECRET, mention)
    assert (await app.async_dispatch(bolt_request(raw, headers))).status == 200
    headers, raw = signed_form_request(
        SECRET, ev.slash_command("005930", response_url=fake.response_url("C1"))
    )
    assert (await app.async_dispatch(bolt_request(raw, headers))).status == 200
    headers["X-Slack-Signature"] = "v0=bad"
    assert (await app.async_dispatch(bolt_request(raw, headers))).status == 401
    assert fake.calls["auth.test"] >= 1
    assert [m.text for m in fake.thread("C1", mention["event"]["ts"])] == ["답변"]
    assert [m.text for m in fake.top_level("C1")] == ["조회: 005930"]
