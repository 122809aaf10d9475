"""An answer re-posted after a crash mid-delivery skips the chunks the thread already shows (the relay's
delivery ledger over the Slack port's chunks)."""

from __future__ import annotations

import asyncio
import dataclasses
from pathlib import Path

from slack_sdk.web.async_client import AsyncWebClient

from bots.relay.cluster.journal import RunJournal
from bots.relay.ports import ReplyTarget
from bots.relay.run.delivery import AnswerDelivery
from bots.relay.run.progress_state import Phase, RunState, ToolRow
from bots.slack.port import SlackPort
from bots.slack.render import render_slack
from core.store import SqliteStore
from evals.emulators.slack import FakeSlack

TOKEN = "xoxb-" + "ledger-test"


def long_answer() -> str:
    paragraphs = [
        f"문단 {i:03d}: " + "삼성전자의 메모리 사업 수익성 변화를 설명합니다. " * 8 for i in range(120)
    ]
    return "## 요약\n\n" + "\n\n".join(paragraphs) + "\n\n출처: DART"


async def test_a_restarted_delivery_posts_only_the_missing_chunks(tmp_path: Path) -> None:
    answer = long_answer()
    chunks = len(render_slack(answer))
    assert chunks >= 3
    target = ReplyTarget("slack", "C1", "100.1", "100.1")
    async with FakeSlack(token=TOKEN) as fake, SqliteStore(tmp_path / "dexter.db") as store:
        client = AsyncWebClient(token=TOKEN, base_url=fake.api_url)
        journal = RunJournal(store)
        delivery = AnswerDelivery(journal, sleep=asyncio.sleep)
        before = SlackPort(client, team_id="T0")
        await delivery.post(before, target, answer, run_id="run-1")
        assert len(fake.thread("C1", "100.1")) == chunks and await journal.chunks_posted("run-1") == chunks

        await journal.chunk_posted("run-2", 2)  # a process died after two chunks of run-2's answer
        after = SlackPort(client, team_id="T0")  # the restarted process: no memory of what it posted
        restarted = AnswerDelivery(journal, sleep=asyncio.sleep)
        await restarted.post(after, ReplyTarget("slack", "C2", "200.1", "200.1"), answer, run_id="run-2")
        assert len(fake.thread("C2", "200.1")) == chunks - 2
        assert await journal.chunks_posted("run-2") == chunks


async def test_an_answer_delivered_in_a_stream_is_not_posted_again_after_a_restart(tmp_path: Path) -> None:
    answer = "## 요약\n\n메모리 업황이 회복 중입니다.\n\n출처: DART"
    target = ReplyTarget("slack", "C3", "300.1", "300.1", {"conversation": '["slack","T0","C3","300.1"]'})
    state = RunState("run-3", Phase.RUNNING, rows=(ToolRow("c1", "resolve_company"),))
    async with FakeSlack(token=TOKEN) as fake, SqliteStore(tmp_path / "dexter.db") as store:
        client = AsyncWebClient(token=TOKEN, base_url=fake.api_url)
        journal = RunJournal(store)
        port = SlackPort(client, team_id="T0")
        port.views = journal
        live = await port.open_live(target, run_id="run-3", user_id="U1", progress_id=None)
        assert live is not None
        await live.update(state)  # the first step opens the stream
        assert await live.deliver(dataclasses.replace(state, phase=Phase.ANSWERING), answer)
        await AnswerDelivery(journal, sleep=asyncio.sleep).shown_live(port, answer, run_id="run-3")
        await live.close(dataclasses.replace(state, phase=Phase.DONE))
        [stream] = fake.thread("C3", "300.1")
        assert stream.stream == "stopped" and "메모리 업황" in stream.text

        after = SlackPort(client, team_id="T0")  # a crash before the run was marked answered: re-post
        await AnswerDelivery(journal, sleep=asyncio.sleep).post(after, target, answer, run_id="run-3")
        assert fake.thread("C3", "300.1") == [stream], "the answer is in the thread once"
