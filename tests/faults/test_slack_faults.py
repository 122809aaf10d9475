"""Faults against the real ``dexter serve`` (Slack over HTTP, a scripted model, recorded data):
kill -9 mid-run and restart, redelivery after a restart, SIGTERM mid-run, a hanging model."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from evals.emulators.slack import FakeSlack
from evals.emulators.slack_events import Message, app_mention, signed_event_request
from tests.faults.harness import DexterProcess, replay, until

TOKEN = "xoxb-" + "fault-suite"
SECRET = "fault-suite-signing-secret"
QUESTION = "반도체 업황 전망을 설명해줘"  # no quick answer: it goes to the agent
ANSWER = "## 반도체 업황\n\n메모리 가격이 회복 중입니다.\n\n출처: OpenDART"


def slow_model(tmp: Path, delay_s: float = 60.0) -> str:
    return replay(tmp / "slow.json", [{"text": "조사 중", "delay_s": delay_s}, {"text": ANSWER}])


def fast_model(tmp: Path) -> str:
    return replay(tmp / "fast.json", [{"text": "조사 완료"}, {"text": ANSWER}])


TOOL_STEP = {"text": "", "tool_calls": [{"name": "resolve_company", "args": {"name": "삼성전자"}}]}


def slow_tool_model(tmp: Path) -> str:
    """A tool call first (the run's stream opens with its card), then a model that hangs."""
    return replay(tmp / "slow-tool.json", [TOOL_STEP, {"text": "조사 중", "delay_s": 60}, {"text": ANSWER}])


def fast_tool_model(tmp: Path) -> str:
    return replay(tmp / "fast-tool.json", [TOOL_STEP, {"text": "조사 완료"}, {"text": ANSWER}])


@pytest.fixture
async def slack() -> AsyncIterator[FakeSlack]:
    async with FakeSlack(token=TOKEN) as fake:
        yield fake


@pytest.fixture
def dexter(tmp_path: Path, slack: FakeSlack) -> Iterator[DexterProcess]:
    env = {"SLACK_BOT_TOKEN": TOKEN, "SLACK_SIGNING_SECRET": SECRET, "SLACK_API_URL": slack.api_url}
    process = DexterProcess(tmp_path / "home", env, args=("--slack",))
    yield process
    process.close()


async def deliver(dexter: DexterProcess, body: dict[str, Any], *, retry_num: int | None = None) -> int:
    headers, raw = signed_event_request(SECRET, body, retry_num=retry_num)
    async with httpx.AsyncClient() as http:
        response = await http.post(f"{dexter.url}/slack/events", content=raw.encode(), headers=headers)
    return response.status_code


def bot_replies(slack: FakeSlack, channel: str, thread: str) -> list[Message]:
    return [m for m in slack.thread(channel, thread) if m.bot_id]


def live_stop_button(message: Message) -> bool:
    return "dexter_stop" in json.dumps(message.blocks or [])


def progress_of(slack: FakeSlack, channel: str, thread: str) -> Message:
    replies = bot_replies(slack, channel, thread)
    assert replies, "no progress message"
    return replies[0]


def answers(slack: FakeSlack, channel: str, thread: str) -> list[Message]:
    return [m for m in bot_replies(slack, channel, thread)[1:] if "반도체 업황" in m.text]


def streams(slack: FakeSlack, channel: str, thread: str) -> list[Message]:
    return [m for m in bot_replies(slack, channel, thread) if m.stream != "none"]


def card_states(slack: FakeSlack, message: Message) -> list[str]:
    return [status for _title, status in slack.tasks(message.channel, message.ts).values()]


async def test_kill_9_mid_run_then_restart_answers_once_in_the_same_message(
    tmp_path: Path, slack: FakeSlack, dexter: DexterProcess
) -> None:
    await dexter.start(DEXTER_MODEL=slow_model(tmp_path))
    body = app_mention(QUESTION, channel="C1")
    thread = str(body["event"]["ts"])
    assert await deliver(dexter, body) == 200
    await until(lambda: [r["status"] for r in dexter.runs()] == ["running"], what="the run to start")
    dexter.kill()
    assert live_stop_button(progress_of(slack, "C1", thread)), "killed mid-run: the ⏹ is still live"

    await dexter.start(DEXTER_MODEL=fast_model(tmp_path))
    await until(lambda: len(answers(slack, "C1", thread)) >= 1, what="the answer after the restart")
    await until(lambda: [r["status"] for r in dexter.runs()] == ["answered"], what="the run to be answered")
    progress = progress_of(slack, "C1", thread)
    assert [m.ts for m in bot_replies(slack, "C1", thread)].count(progress.ts) == 1
    assert any("재시작으로 중단되어 다시 실행합니다" in e.text for e in progress.edits)
    assert not live_stop_button(progress) and progress.text.startswith("✅")
    assert len(answers(slack, "C1", thread)) == 1

    # Slack redelivers the same event to the new process: it is a duplicate, nothing runs again
    assert await deliver(dexter, body, retry_num=1) == 200
    assert len(dexter.runs()) == 1  # the run is stored before the 200, so a new one would show here
    assert len(answers(slack, "C1", thread)) == 1


async def test_kill_9_mid_stream_then_restart_leaves_one_answer_and_no_open_stream(
    tmp_path: Path, slack: FakeSlack, dexter: DexterProcess
) -> None:
    await dexter.start(DEXTER_MODEL=slow_tool_model(tmp_path))
    body = app_mention(QUESTION, channel="C5")
    thread = str(body["event"]["ts"])
    assert await deliver(dexter, body) == 200
    await until(lambda: len(streams(slack, "C5", thread)) == 1, what="the run's stream")
    [old] = streams(slack, "C5", thread)
    await until(lambda: "complete" in card_states(slack, old)[1:], what="the tool's card done")
    dexter.kill()  # the model hangs: the stream is open, "답변 작성" never came
    assert old.stream == "open"

    await dexter.start(DEXTER_MODEL=fast_tool_model(tmp_path))
    await until(lambda: [r["status"] for r in dexter.runs()] == ["answered"], what="the run to be answered")
    await until(lambda: progress_of(slack, "C5", thread).text.startswith("✅"), what="the summary line")
    assert [a.ts for a in answers(slack, "C5", thread)] != [old.ts]
    assert len(answers(slack, "C5", thread)) == 1, "the answer is in the thread once"
    assert [m.stream for m in streams(slack, "C5", thread)] == ["stopped", "stopped"]
    assert "재시작으로 중단됨" in old.text and "반도체 업황" not in old.text  # closed before the re-run
    assert old.stopped_at is not None and old.stopped_at <= answers(slack, "C5", thread)[0].posted_at
    assert "in_progress" not in card_states(slack, old) and "pending" not in card_states(slack, old)
    assert not live_stop_button(progress_of(slack, "C5", thread))


async def test_a_run_that_already_had_its_retry_ends_interrupted(
    tmp_path: Path, slack: FakeSlack, dexter: DexterProcess
) -> None:
    await dexter.start(DEXTER_MODEL=slow_tool_model(tmp_path))
    body = app_mention(QUESTION, channel="C2")
    thread = str(body["event"]["ts"])
    await deliver(dexter, body)
    await until(lambda: len(streams(slack, "C2", thread)) == 1, what="the run's stream")
    # killed once the journal keeps the stream (a kill in the instant between Slack's answer to
    # chat.startStream and that write leaves a stream only Slack closes, after its ~5 minutes)
    await until(lambda: len(dexter.open_views()) == 1, what="the stream in the journal")
    dexter.kill()
    await dexter.start(DEXTER_MODEL=slow_tool_model(tmp_path))  # the retry hangs too …
    await until(lambda: [r["attempts"] for r in dexter.runs()] == [2], what="the retry")
    await until(lambda: len(streams(slack, "C2", thread)) == 2, what="the retry's stream")
    await until(
        lambda: streams(slack, "C2", thread)[1].ts in {v["view_id"] for v in dexter.open_views()},
        what="the retry's stream in the journal",
    )
    dexter.kill()  # … and dies
    await dexter.start(DEXTER_MODEL=fast_model(tmp_path))
    await until(lambda: [r["status"] for r in dexter.runs()] == ["interrupted"], what="interrupted")
    await until(lambda: not live_stop_button(progress_of(slack, "C2", thread)), what="the final edit")
    progress = progress_of(slack, "C2", thread)
    run_id = dexter.runs()[0]["run_id"]
    assert "중단" in progress.text and run_id in progress.text
    assert answers(slack, "C2", thread) == []
    first, retry = streams(slack, "C2", thread)
    # both stopped; the first by the retry's start ("다시 실행") — or, when the retry was killed before
    # that close went out (a slow machine), by this start, with the interrupted words
    await until(lambda: first.stream == retry.stream == "stopped", what="both streams stopped")
    assert "중단됨" in first.text
    assert "중단됨" in retry.text and "다시 실행" not in retry.text  # no re-run follows this one
    assert "in_progress" not in card_states(slack, first) + card_states(slack, retry)


async def test_sigterm_mid_run_exits_0_in_the_grace_period_and_the_next_start_finishes_it(
    tmp_path: Path, slack: FakeSlack, dexter: DexterProcess
) -> None:
    await dexter.start(DEXTER_MODEL=slow_model(tmp_path), DEXTER_SHUTDOWN_GRACE_S="2")
    body = app_mention(QUESTION, channel="C3")
    thread = str(body["event"]["ts"])
    await deliver(dexter, body)
    await until(lambda: [r["status"] for r in dexter.runs()] == ["running"], what="the run to start")
    assert await dexter.stop(timeout=12) == 0
    progress = progress_of(slack, "C3", thread)
    assert not live_stop_button(progress) and "중단" in progress.text
    assert [r["status"] for r in dexter.runs()] == ["interrupted"]

    await dexter.start(DEXTER_MODEL=fast_model(tmp_path))
    await until(lambda: len(answers(slack, "C3", thread)) == 1, what="the answer after the restart")
    await until(lambda: progress_of(slack, "C3", thread).text.startswith("✅"), what="the summary line")
    assert len(bot_replies(slack, "C3", thread)) == 2  # one progress message, one answer


async def test_a_hanging_model_ends_with_a_korean_timeout_within_the_deadline(
    tmp_path: Path, slack: FakeSlack, dexter: DexterProcess
) -> None:
    await dexter.start(DEXTER_MODEL=slow_model(tmp_path, delay_s=3_600), DEXTER_RUN_TIMEOUT_S="3")
    body = app_mention(QUESTION, channel="C4")
    thread = str(body["event"]["ts"])
    await deliver(dexter, body)
    await until(lambda: [r["status"] for r in dexter.runs()] == ["failed"], within=3 + 10, what="timeout")
    await until(lambda: not live_stop_button(progress_of(slack, "C4", thread)), what="the final edit")
    progress = progress_of(slack, "C4", thread)
    assert "시간 초과" in progress.text and dexter.runs()[0]["run_id"] in progress.text
