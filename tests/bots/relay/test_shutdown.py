"""Durable runs, the end of a process and of a run: graceful shutdown, deadlines, honest endings."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Sequence
from pathlib import Path

import pytest

from bots.relay.cluster.journal import RunJournal
from bots.relay.cluster.recovery import recover
from bots.relay.ports import ShuttingDown
from bots.relay.relay import Relay
from bots.relay.wiring import Pacing, Parts
from core.agent.control import CancelToken, Turn
from core.agent.events import AgentEvent, Done, ToolEnd, ToolErrorEvent, ToolStart
from core.clock import VirtualClock
from core.model import Usage
from core.store import SqliteStore, Store
from tests.bots.relay.fakes import FakePort, GatedAgent, final_edit, guarded, inbound, no_direct
from tests.bots.relay.test_durable import SLACK, make_relay

# --- graceful shutdown ----------------------------------------------------------------------------


async def test_shutdown_lets_short_runs_finish_and_interrupts_the_rest_for_the_next_start(
    store: Store,
) -> None:
    port, agent, journal = FakePort(VirtualClock(), interval_s=0), GatedAgent(), RunJournal(store)
    agent.hold("긴 질문")
    relay = make_relay(port, agent, journal)
    await relay.handle(inbound("긴 질문"))
    await relay.handle(inbound("짧은 질문", thread="200.1"))
    await guarded(agent.started["긴 질문"].wait())
    await guarded(relay.shutdown(grace_s=0.5))
    with pytest.raises(ShuttingDown):
        await relay.handle(inbound("늦은 질문", thread="300.1"))
    short, long = await journal.get("run-2"), await journal.get("run-1")
    assert short is not None and short.status == "answered"
    assert long is not None and long.status == "interrupted"
    final = [c for c in port.of("edit_progress") if c.message_id == "m1"][-1]
    assert final.final and "중단" in final.text and "run-1" in final.text
    # the next start picks it up in the same message
    port2_agent = GatedAgent()
    relay2 = make_relay(port, port2_agent, RunJournal(store), ids="new")
    done = await recover(relay2.crew, within_s=600, platforms=frozenset({"slack"}))
    assert done.rerun == ("run-1",)
    await guarded(relay2.wait_idle())
    assert [c[2] for c in port2_agent.calls] == ["run-1"]
    assert port.of("edit_progress")[-1].message_id == "m1" and port.of("edit_progress")[-1].final


async def test_a_shutdown_with_only_a_final_edit_left_does_not_re_run_the_answered_run(store: Store) -> None:
    """The answer is out when the SIGTERM comes, the final edit still waiting: stored as it is (not as
    interrupted), so the next start only makes the edit — never asks the model again."""
    port, agent, journal = FakePort(VirtualClock(), interval_s=0), GatedAgent(), RunJournal(store)
    held = port.hold("edit_progress")
    relay = make_relay(port, agent, journal)
    await relay.handle(inbound("질문"))
    await port.until(lambda p: bool(p.of("post_chunk")) and any(c.final for c in p.of("edit_progress")))
    await guarded(relay.shutdown(grace_s=0.2))
    record = await journal.get("run-1")
    assert record is not None and (record.status, record.owner) == ("delivered", None)
    held.set()
    port.holds.clear()
    again = GatedAgent()
    done = await recover(
        make_relay(port, again, RunJournal(store), ids="new").crew, within_s=600, platforms=SLACK
    )
    assert done.finalised == ("run-1",) and again.calls == [] and len(port.of("post_chunk")) == 1
    assert port.of("edit_progress")[-1].final and port.of("edit_progress")[-1].text.startswith("✅")


async def test_a_run_stopped_while_its_progress_post_is_on_the_way_ends_in_that_message(store: Store) -> None:
    """SIGTERM while the platform is making the progress message: the run learns its id before it
    stops, says "중단" there and stores it, so the next start re-runs in it — no message left with ⏹."""
    port, agent, journal = FakePort(VirtualClock(), interval_s=0), GatedAgent(), RunJournal(store)
    held = port.hold("post_progress")
    relay = make_relay(port, agent, journal)
    await relay.handle(inbound("질문"))
    await port.until(lambda p: bool(p.of("post_progress")))  # made on the platform, the reply held
    stopping = asyncio.create_task(relay.shutdown(grace_s=0.2))

    async def reply_once_stopping() -> None:
        # nothing to wait on: the shutdown only sets a flag before it cancels the runs
        while not relay._lifecycle.stopping:  # noqa: ASYNC110
            await asyncio.sleep(0.01)
        for _ in range(5):
            await asyncio.sleep(0)  # the run's task has its CancelledError now
        held.set()

    await guarded(asyncio.gather(reply_once_stopping(), stopping))
    assert agent.calls == []
    final = port.of("edit_progress")[-1]
    assert final.message_id == "m1" and final.final and "중단" in final.text
    record = await journal.get("run-1")
    assert record is not None and (record.status, record.progress_id) == ("interrupted", "m1")


# --- deadlines and honest endings -----------------------------------------------------------------


class HangingAgent:
    """Starts, then never yields again (a model call that hangs)."""

    async def run(
        self,
        query: str,
        history: Sequence[Turn] = (),
        *,
        run_id: str | None = None,
        cancel: CancelToken | None = None,
    ) -> AsyncIterator[AgentEvent]:
        yield ToolStart("c1", "korean_financial_search", {"query": query})
        await asyncio.Event().wait()


async def test_a_hanging_run_ends_with_a_korean_timeout_naming_the_run(store: Store) -> None:
    port = FakePort(VirtualClock(), interval_s=0)
    relay = make_relay(port, HangingAgent(), RunJournal(store), run_timeout_s=0.3)
    await relay.handle(inbound("질문"))
    await guarded(relay.wait_idle())
    final = port.of("edit_progress")[-1]
    assert final.final and "시간 초과" in final.text and "run-1" in final.text
    record = await RunJournal(store).get("run-1")
    assert record is not None and record.status == "failed"


async def test_the_elapsed_seconds_keep_counting_while_nothing_happens(store: Store) -> None:
    port = FakePort(VirtualClock(), interval_s=0)
    relay = Relay(
        None,
        port,
        RunJournal(store),
        Parts(agent=HangingAgent(), direct=no_direct),
        Pacing(tick_s=0.05, run_timeout_s=1.2),
    )
    await relay.handle(inbound("질문"))
    await port.until(lambda p: any("· 1초" in c.text for c in p.of("edit_progress")))
    await guarded(relay.wait_idle())  # the deadline ends it


class PartlyFailingAgent:
    async def run(
        self,
        query: str,
        history: Sequence[Turn] = (),
        *,
        run_id: str | None = None,
        cancel: CancelToken | None = None,
    ) -> AsyncIterator[AgentEvent]:
        yield ToolStart("c1", "korean_financial_search", {"query": "주가"})
        yield ToolErrorEvent("c1", "korean_financial_search", "kis: timed out")
        yield ToolStart("c2", "korean_financial_metrics", {"query": "PER"})
        yield ToolEnd("c2", "korean_financial_metrics", "1/2개 조회, 실패 1", 0.4, failures=1)
        yield Done("답", (), 1, 1.0, Usage(10, 5), run_id or "")


async def test_the_final_line_counts_failed_data_calls(store: Store) -> None:
    port = FakePort(VirtualClock(), interval_s=0)
    relay = make_relay(port, PartlyFailingAgent(), RunJournal(store))
    await relay.handle(inbound("질문"))
    await guarded(relay.wait_idle())
    final = port.of("edit_progress")[-1].text
    assert "데이터 2건 조회 실패" in final and not final.startswith("✅")


async def test_a_full_disk_at_accept_answers_in_the_questions_language_and_later_runs_work(
    tmp_path: Path,
) -> None:
    from tests.core.test_store import fill, tmpfs

    with tmpfs(tmp_path / "small", size="2m") as home:
        async with SqliteStore(home / "dexter.db") as small:
            port, agent, journal = FakePort(VirtualClock(), interval_s=0), GatedAgent(), RunJournal(small)
            await journal.open()
            relay = make_relay(port, agent, journal)
            filler = fill(home)
            assert await relay.handle(inbound("가" * 30_000))  # handled: the user hears why
            await guarded(relay.wait_idle())
            final = port.of("edit_progress")[-1]
            assert (
                final.final and final.text.startswith("⚠️ 실패: 저장 공간이 부족해") and "run-1" in final.text
            )
            # an English question hears it in English (its progress message is the second one)
            assert await relay.handle(inbound("Why did the operating margin fall? " * 800, thread="150.1"))
            await guarded(relay.wait_idle())
            english = final_edit(port, "m2")
            assert english.text.startswith("⚠️ Failed: The disk is full, so the request stopped.")
            assert "run-2" in english.text
            assert agent.calls == []
            filler.unlink()  # space returns
            assert await relay.handle(inbound("질문", thread="200.1"))
            await guarded(relay.wait_idle())
            assert [c[0] for c in agent.calls] == ["질문"]
            record = await journal.get("run-3")
            assert record is not None and record.status == "answered"


def test_one_text_form_for_a_conversation_key_and_old_buttons_still_read() -> None:
    from bots.relay.ports import key_from_text, key_text

    key = ("slack", "T0", "C1", "100.1")
    assert key_from_text(key_text(key)) == key
    assert key_text(key) == '["slack","T0","C1","100.1"]'  # what relay_turns and relay_runs store
    assert key_from_text("slack|T0|C1|100.1") == key  # a ⏹ posted by an older version
    assert key_from_text("[not json") is None and key_from_text("plain") is None
