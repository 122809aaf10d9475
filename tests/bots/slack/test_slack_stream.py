"""Slack streams: a run's steps as task cards and its answer in one stream, stopped once; refused or
aged streams fall back to the progress message; ⏹ still stops the run; an open stream is kept in the
run journal until it stops, and one a dead process left open is stopped by recovery. Slack's rate
tiers are on."""

from __future__ import annotations

import asyncio
import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest
from slack_sdk.web.async_client import AsyncWebClient

import bots.slack.stream
from bots.relay.cluster.journal import RunJournal
from bots.relay.ports import ReplyTarget
from bots.relay.run.live_view import OpenView, close_orphans
from bots.relay.run.progress_state import Phase, RunState, ToolRow
from bots.slack.port import SlackPort
from bots.texts import RERUN_BELOW
from core.store import SqliteStore, Store
from evals.emulators.slack import SLACK_THREAD_LIMITS, SLACK_TIERS, FakeSlack, Message
from evals.emulators.slack_events import app_mention, block_action
from tests.bots.slack.conftest import posts, running_bot, streams, text_of

TIERS = {"rate_limits": SLACK_TIERS, "thread_rate_limits": SLACK_THREAD_LIMITS}
ANSWER = "## 삼성전자 요약\n\n| 항목 | 내용 |\n|---|---|\n| 회사 | 삼성전자 |\n\n메모리 업황을 확인했습니다.\n\n출처: DART"
TOOL = {"tool_calls": [{"name": "resolve_company", "args": {"name": "삼성전자"}}]}


def steps(*, thinking_s: float = 0.0, answer_s: float = 0.0) -> list[dict[str, Any]]:
    return [TOOL, {"text": "확인", "delay_s": thinking_s}, {"text": ANSWER, "delay_s": answer_s}]


def stop_button(message: Message) -> bool:
    return "dexter_stop" in json.dumps(message.blocks or [])


def shows_answer(message: Message) -> bool:
    return "메모리 업황을 확인했습니다" in text_of(message)


def answer_index(stream: Message) -> int:
    return next(i for i, c in enumerate(stream.chunks) if c["type"] == "markdown_text")


async def test_a_question_streams_its_steps_then_the_answer_and_stops_once(tmp_path: Path) -> None:
    async with running_bot(tmp_path, steps(thinking_s=0.2), fake_options=TIERS) as bot:
        mention = app_mention("삼성전자 실적 분석해줘", channel="C1")
        thread = str(mention["event"]["ts"])
        await bot.event(mention)
        await bot.relay.wait_idle()
        fake = bot.fake
        [progress] = posts(fake, "C1", thread)
        [stream] = streams(fake, "C1", thread)
        assert stream.stream == "stopped" and fake.calls["chat.stopStream"] == 1
        assert fake.calls["chat.startStream"] == 1 and sum(fake.rate_limited.values()) == 0
        # the steps were live: the tool's card arrived running, before the answer
        cards = [
            (i, c["title"], c["status"]) for i, c in enumerate(stream.chunks) if c["type"] == "task_update"
        ]
        assert any(title == "회사 확인" and status == "in_progress" for _, title, status in cards)
        assert all(i < answer_index(stream) for i, title, _ in cards if title == "회사 확인")
        assert list(fake.tasks("C1", stream.ts).values()) == [
            ("질문 분석", "complete"),
            ("회사 확인", "complete"),
            ("답변 작성", "complete"),
        ]
        # the answer once, in the stream (its table, without numbers, as a table block in a blocks chunk)
        assert [shows_answer(m) for m in fake.thread("C1", thread)] == [False, True]
        assert "```" not in stream.text and "| 회사 |" not in stream.text
        assert [b["type"] for c in stream.chunks if c["type"] == "blocks" for b in c["blocks"]] == ["table"]
        # the progress message was not edited for the steps: only its final summary, ⏹ gone
        assert [e.text[:4] for e in progress.edits] == ["✅ 완료"]
        assert not stop_button(progress)
        await bot.until(lambda: [s["status"] for s in fake.statuses][-1:] == [""])
        assert "답변을 쓰는 중…" in [s["status"] for s in fake.statuses]  # the status line, then cleared


@pytest.mark.parametrize("refusal", ["feature_not_enabled", "unknown_method", "not_allowed"])
async def test_with_streaming_refused_it_still_answers_by_post_and_edit(tmp_path: Path, refusal: str) -> None:
    options = {**TIERS, "streaming": refusal}
    script = steps() + steps()
    async with running_bot(tmp_path, script, fake_options=options) as bot:
        for channel in ("C1", "C2"):
            mention = app_mention("삼성전자 실적 분석해줘", channel=channel)
            await bot.event(mention)
            await bot.relay.wait_idle()
            thread = str(mention["event"]["ts"])
            progress, answer = bot.fake.thread(channel, thread)
            assert shows_answer(answer) and not shows_answer(progress)
            assert progress.text.startswith("✅ 완료") and not stop_button(progress)
        assert bot.fake.calls["chat.startStream"] == 1, "the refusal is remembered for the workspace"
        assert sum(bot.fake.rate_limited.values()) == 0


async def test_a_stream_near_its_lifetime_hands_over_to_the_progress_message(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(bots.slack.stream, "LIFETIME_S", 0.2)
    async with running_bot(tmp_path, steps(thinking_s=0.5, answer_s=0.3), fake_options=TIERS) as bot:
        mention = app_mention("삼성전자 실적 분석해줘", channel="C1")
        thread = str(mention["event"]["ts"])
        await bot.event(mention)
        await bot.relay.wait_idle()
        [stream] = streams(bot.fake, "C1", thread)
        progress, answer = posts(bot.fake, "C1", thread)
        assert stream.stream == "stopped" and "⏩" in stream.text and not shows_answer(stream)
        assert bot.fake.calls["chat.stopStream"] == 1
        assert shows_answer(answer), "the answer is posted once, the usual way"
        assert any("회사 확인" in e.text for e in progress.edits), "the progress message showed the rows"
        assert progress.text.startswith("✅ 완료") and not stop_button(progress)


async def test_the_stop_button_ends_the_stream_once_as_cancelled(tmp_path: Path) -> None:
    async with running_bot(tmp_path, [TOOL, {"text": "확인", "delay_s": 30}], fake_options=TIERS) as bot:
        mention = app_mention("삼성전자 실적 분석해줘", channel="C4")
        thread = str(mention["event"]["ts"])
        await bot.event(mention)
        await bot.until(lambda: len(streams(bot.fake, "C4", thread)) == 1)
        progress = posts(bot.fake, "C4", thread)[0]
        value = next(
            e["value"] for b in progress.blocks or [] if b["type"] == "actions" for e in b["elements"]
        )
        click = block_action(
            "dexter_stop",
            value,
            response_url=bot.fake.response_url("C4"),
            message_ts=progress.ts,
            channel_id="C4",
            thread_ts=thread,
        )
        await bot.action(click)
        await bot.relay.wait_idle()
        [stream] = streams(bot.fake, "C4", thread)
        assert stream.stream == "stopped" and "취소됨" in stream.text
        assert bot.fake.calls["chat.stopStream"] == 1
        final = bot.fake.message("C4", progress.ts)
        assert final is not None and "취소됨" in final.text and not stop_button(final)


async def test_sigterm_mid_stream_ends_it_once_as_interrupted(tmp_path: Path) -> None:
    async with running_bot(tmp_path, [TOOL, {"text": "확인", "delay_s": 30}], fake_options=TIERS) as bot:
        mention = app_mention("삼성전자 실적 분석해줘", channel="C6")
        thread = str(mention["event"]["ts"])
        await bot.event(mention)
        await bot.until(lambda: len(streams(bot.fake, "C6", thread)) == 1)
        await bot.relay.shutdown(0.4)  # what dexter serve does on SIGTERM, with a short grace
        [stream] = streams(bot.fake, "C6", thread)
        assert stream.stream == "stopped" and "중단" in stream.text
        assert bot.fake.calls["chat.stopStream"] == 1
        [progress] = posts(bot.fake, "C6", thread)
        assert "중단" in progress.text and not stop_button(progress)


# --- open streams in the run journal, and the ones a dead process left open -------------------------

CONVERSATION = {"conversation": '["slack","T0","C7","700.1"]'}


class WatchedJournal(RunJournal):
    """The run journal, telling when a stream was stored (the stream starts in a background task)."""

    def __init__(self, store: Store) -> None:
        super().__init__(store)
        self.kept = asyncio.Event()

    async def keep_view(self, view: OpenView) -> None:
        await super().keep_view(view)
        self.kept.set()


async def test_an_open_stream_is_kept_in_the_journal_until_it_stops(tmp_path: Path) -> None:
    target = ReplyTarget("slack", "C7", "700.1", "700.1", CONVERSATION)
    running = RunState("run-7", Phase.RUNNING, rows=(ToolRow("c1", "resolve_company"),))
    async with (
        FakeSlack(token="xoxb-stream", rate_limits=SLACK_TIERS) as fake,
        SqliteStore(tmp_path / "dexter.db") as store,
    ):
        journal = WatchedJournal(store)
        port = SlackPort(AsyncWebClient(token="xoxb-stream", base_url=fake.api_url), team_id="T0")
        port.views = journal
        live = await port.open_live(target, run_id="run-7", user_id="U1", progress_id=None)
        assert live is not None
        await live.update(running)
        await asyncio.wait_for(journal.kept.wait(), timeout=10)  # a guard only
        [view] = await journal.open_views("run-7")
        [stream] = fake.thread("C7", "700.1")
        assert (view.view_id, view.channel, view.answered) == (stream.ts, "C7", False)
        assert json.loads(view.detail) == [["c1", "회사 확인"]]  # the running card, to fail after a crash

        answering = RunState("run-7", Phase.ANSWERING, rows=(ToolRow("c1", "resolve_company", "ok"),))
        assert await live.deliver(answering, ANSWER)
        [view] = await journal.open_views("run-7")
        assert view.answered and json.loads(view.detail) == []
        await live.close(dataclasses.replace(answering, phase=Phase.DONE))
        assert stream.stream == "stopped" and await journal.open_views("run-7") == []


async def test_recovery_stops_streams_a_dead_process_left_open(tmp_path: Path) -> None:
    async with (
        FakeSlack(token="xoxb-stream", rate_limits=SLACK_TIERS) as fake,
        SqliteStore(tmp_path / "dexter.db") as store,
    ):
        client = AsyncWebClient(token="xoxb-stream", base_url=fake.api_url)
        journal = RunJournal(store)
        recipient = {"recipient_team_id": "T0", "recipient_user_id": "U1"}
        cards = [
            {"type": "task_update", "id": "dexter-plan", "title": "질문 분석", "status": "complete"},
            {"type": "task_update", "id": "c1", "title": "회사 확인", "status": "in_progress"},
        ]
        halfway = await client.chat_startStream(channel="C8", thread_ts="800.1", chunks=cards, **recipient)
        answered = await client.chat_startStream(channel="C8", thread_ts="800.1", chunks=cards, **recipient)
        await client.chat_appendStream(
            channel="C8", ts=answered["ts"], chunks=[{"type": "markdown_text", "text": "## 답변"}]
        )
        gone = await client.chat_startStream(channel="C8", thread_ts="800.1", chunks=cards, **recipient)
        await client.chat_stopStream(channel="C8", ts=gone["ts"])  # Slack closed this one itself
        unfinished = json.dumps([["c1", "회사 확인"]], ensure_ascii=False)
        for ts, done in ((halfway["ts"], False), (answered["ts"], True), (gone["ts"], False)):
            await journal.keep_view(OpenView("run-8", str(ts), "C8", unfinished, answered=done))

        port = SlackPort(client, team_id="T0")
        assert await close_orphans(journal, port, "run-8", RERUN_BELOW) == 3
        first, second, third = fake.thread("C8", "800.1")
        assert [m.stream for m in (first, second, third)] == ["stopped"] * 3
        assert first.text.endswith(RERUN_BELOW) and fake.tasks("C8", first.ts)["c1"] == ("회사 확인", "error")
        assert second.text == "## 답변" and fake.tasks("C8", second.ts)["c1"] == ("회사 확인", "complete")
        assert RERUN_BELOW not in third.text
        assert await journal.open_views("run-8") == []
        assert await close_orphans(journal, port, "run-8", RERUN_BELOW) == 0  # each stopped once
