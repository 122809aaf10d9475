"""Durable runs: the journal and recovery after a crash (shutdowns and deadlines: test_shutdown.py)."""

from __future__ import annotations

import asyncio
import dataclasses
import time
from typing import Any

import pytest

from bots.relay.cluster.journal import RunJournal
from bots.relay.cluster.recovery import Keeper, recover
from bots.relay.ports import AgentRunner
from bots.relay.relay import Relay
from bots.relay.run.conversation_memory import ConversationMemory
from bots.texts import RESTARTED_NOTICE
from core.clock import VirtualClock
from core.store import Store
from tests.bots.relay.fakes import FakePort, GatedAgent, guarded, inbound, relay_for
from tests.services.stores import MakeStore

CONV = ("slack", "T1", "C1", "100.1")


# ``store`` (tests/services/stores.py): the journal's tests run on SQLite and on PostgreSQL


def make_relay(port: FakePort, agent: AgentRunner, journal: RunJournal, **options: Any) -> Relay:
    return relay_for(port, agent, journal=journal, **options)


async def crashed_run(store: Store, port: FakePort, text: str, *, attempts: int = 1, **kw: object) -> str:
    """What a process killed mid-run leaves behind: a stored running run and its live message, its
    owner's heartbeat stopped longer ago than the timeout (on a shared store a restart cannot tell a
    dead owner from a live one before that; on SQLite the process starting owns the store)."""
    journal = RunJournal(store, **kw)  # type: ignore[arg-type]
    message = inbound(text)
    run_id = f"old-{text}"
    assert await journal.accept(message, run_id)
    progress = await port.post_progress(message.reply_to, "✍️ 답변 작성 중 · 12초", run_id=run_id)
    await journal.set_progress(run_id, progress)
    await journal.set_status(run_id, "running")
    for _ in range(attempts - 1):
        await journal.retry(run_id)
    await store.execute("UPDATE relay_runs SET heartbeat_at = heartbeat_at - 60 WHERE run_id = ?", (run_id,))
    return run_id


SLACK = frozenset({"slack"})


# --- the journal ----------------------------------------------------------------------------------


async def test_a_delivery_is_a_duplicate_after_a_restart_until_its_key_expires(store: Store) -> None:
    now = [1_000.0]
    first = RunJournal(store, dedup_ttl_s=60, clock=lambda: now[0])
    message = inbound("삼성전자", keys=("event:Ev1", "msg:C1:100.1"))
    assert await first.accept(message, "run-1")
    assert not await first.accept(message, "run-2")
    restarted = RunJournal(store, dedup_ttl_s=60, clock=lambda: now[0])  # a new process, same store
    alias = inbound("삼성전자", keys=("msg:C1:100.1",))  # the message event of the same mention
    assert not await restarted.accept(alias, "run-3")
    now[0] += 61
    assert await restarted.accept(message, "run-4")
    record = await restarted.get("run-1")
    assert record is not None and record.status == "queued" and record.inbound.text == "삼성전자"
    assert record.inbound.conversation == CONV and record.inbound.reply_to == message.reply_to


async def test_two_processes_accepting_the_same_delivery_store_one_run(make_store: MakeStore) -> None:
    """Slack or Telegram retrying a delivery to two replicas at once (two stores on one database: two
    processes on SQLite, replicas on PostgreSQL): the dedup keys and the run go in one transaction, so
    exactly one accept wins and one run is stored — also when each delivery carries several keys."""
    async with make_store() as one, make_store() as two:
        journals = [RunJournal(s) for s in (one, two)]
        for journal in journals:
            await journal.open()
        for n in range(5):
            keys = (f"event:Ev{n}", f"msg:C1:{n}.1")
            deliveries = [inbound(f"질문 {n}", keys=keys[: 1 + i % 2]) for i in range(6)]
            accepted = await asyncio.gather(
                *(journals[i % 2].accept(d, f"run-{n}-{i}") for i, d in enumerate(deliveries))
            )
            assert accepted.count(True) == 1, accepted
        rows = await one.fetchall(
            "SELECT question, COUNT(*) FROM relay_runs GROUP BY question ORDER BY question"
        )
        assert rows == [(f"질문 {n}", 1) for n in range(5)]
        owners = await two.fetchall(
            "SELECT DISTINCT r.run_id FROM relay_dedup d JOIN relay_runs r USING (run_id)"
        )
        assert len(owners) == 5  # every key points at the run that was stored


async def test_relay_stores_the_run_before_handle_returns_and_moves_it_to_answered(store: Store) -> None:
    port, agent, journal = FakePort(VirtualClock()), GatedAgent(), RunJournal(store)
    agent.hold("질문")
    relay = make_relay(port, agent, journal)
    assert await relay.handle(inbound("질문"))
    record = await journal.get("run-1")
    assert record is not None and record.status in ("queued", "running")
    await guarded(agent.started["질문"].wait())
    assert not await relay.handle(inbound("질문"))  # a redelivery while it runs
    agent.release("질문")
    await guarded(relay.wait_idle())
    record = await journal.get("run-1")
    assert record is not None and record.status == "answered" and record.progress_id == "m1"
    assert record.answer == "답변입니다."
    assert len(agent.calls) == 1


# --- recovery -------------------------------------------------------------------------------------


async def test_a_crashed_run_is_rerun_once_in_its_own_message(store: Store) -> None:
    port, agent = FakePort(VirtualClock(), interval_s=0), GatedAgent()
    run_id = await crashed_run(store, port, "삼성전자 2023년 영업이익률")
    journal = RunJournal(store)
    relay = make_relay(port, agent, journal)
    done = await recover(relay.crew, within_s=600, platforms=frozenset({"slack"}))
    assert done.rerun == (run_id,)
    await guarded(relay.wait_idle())
    assert [call[2] for call in agent.calls] == [run_id]
    assert port.of("post_progress")[1:] == [], "no second progress message"
    texts = port.texts("m1")
    assert any(RESTARTED_NOTICE in t for t in texts)
    final = port.of("edit_progress")[-1]
    assert final.final and final.text.startswith("✅ 완료")
    assert [c.run_id for c in port.of("post_chunk")] == [run_id]
    record = await journal.get(run_id)
    assert record is not None and record.status == "answered" and record.attempts == 2


async def test_a_re_run_does_not_wait_for_its_message_to_say_it_was_restarted(store: Store) -> None:
    """After a replica died the workspace's edit budget is busy: the taken-over run starts at once, its
    restart notice goes out when an edit may."""
    port, agent = FakePort(VirtualClock(), interval_s=0), GatedAgent()
    run_id = await crashed_run(store, port, "질문")
    held = port.hold("edit_progress")
    relay = make_relay(port, agent, RunJournal(store))
    agent.hold("질문")
    await recover(relay.crew, within_s=600, platforms=SLACK)
    await guarded(agent.started["질문"].wait())  # although the first edit of its message hangs
    held.set()
    agent.release("질문")
    await guarded(relay.wait_idle())
    assert [c.text for c in port.of("post_chunk")] == ["답변입니다."]
    assert RESTARTED_NOTICE in port.of("edit_progress")[0].text and port.of("edit_progress")[-1].final
    assert all(c.message_id == "m1" for c in port.of("edit_progress")) and run_id in (agent.calls[0][2] or "")


@pytest.mark.parametrize("why", ["already retried", "too old"])
async def test_a_run_past_its_retry_or_window_ends_interrupted_without_a_stop_button(
    store: Store, why: str
) -> None:
    port, agent = FakePort(VirtualClock()), GatedAgent()
    attempts = 2 if why == "already retried" else 1
    run_id = await crashed_run(store, port, "질문", attempts=attempts)
    journal = RunJournal(store)
    relay = make_relay(port, agent, journal)
    now = time.time() + (0 if why == "already retried" else 601)
    done = await recover(relay.crew, within_s=600, platforms=frozenset({"slack"}), now=now)
    assert done.interrupted == (run_id,) and done.rerun == ()
    assert agent.calls == []
    final = port.of("edit_progress")[-1]
    assert final.final and "중단" in final.text and run_id in final.text
    record = await journal.get(run_id)
    assert record is not None and record.status == "interrupted"
    assert await journal.unfinished() == []


async def test_a_run_killed_while_posting_reposts_its_stored_answer_without_the_model(store: Store) -> None:
    port, agent = FakePort(VirtualClock(), interval_s=0), GatedAgent()
    run_id = await crashed_run(store, port, "질문")
    await RunJournal(store).delivering(run_id, "저장된 답변")
    memory = ConversationMemory(store)
    relay = make_relay(port, agent, RunJournal(store), memory=memory)
    await recover(relay.crew, within_s=600, platforms=frozenset({"slack"}))
    await guarded(relay.wait_idle())
    assert agent.calls == []
    assert [c.text for c in port.of("post_chunk")] == ["저장된 답변"]
    assert [t.answer for t in await memory.history(CONV)] == ["저장된 답변"]


async def test_a_run_killed_mid_answer_posts_only_the_chunks_not_yet_out(store: Store) -> None:
    port, agent = FakePort(VirtualClock(), interval_s=0), GatedAgent()
    run_id = await crashed_run(store, port, "질문")
    journal = RunJournal(store)
    await journal.delivering(run_id, "첫째\f둘째\f셋째")
    await journal.chunk_posted(run_id, 2)  # the process died after two of the answer's three messages
    relay = make_relay(port, agent, RunJournal(store))
    await recover(relay.crew, within_s=600, platforms=frozenset({"slack"}))
    await guarded(relay.wait_idle())
    assert agent.calls == []
    assert [(c.text, c.final) for c in port.of("post_chunk")] == [("셋째", True)]
    assert await journal.chunks_posted(run_id) == 3 and port.of("edit_progress")[-1].final


ENGLISH = "What was Samsung Electronics' revenue in 2023?"


@pytest.mark.parametrize(
    ("question", "setting", "done"),
    [("질문", "ko", "완료"), (ENGLISH, "ko", "Done"), ("질문", "en", "Done"), (ENGLISH, "ko-only", "완료")],
)
async def test_a_run_whose_answer_was_out_only_gets_its_final_edit_in_its_language(
    store: Store, question: str, setting: str, done: str
) -> None:
    """Its last words are in the language the run answered in: the question's, unless ``DEXTER_LANG``
    forces one (``core.lang.run_language``)."""
    port, agent = FakePort(VirtualClock()), GatedAgent()
    run_id = await crashed_run(store, port, question)
    await RunJournal(store).set_status(run_id, "delivered")
    relay = make_relay(port, agent, RunJournal(store))
    recovered = await recover(
        dataclasses.replace(relay.crew, lang=setting), within_s=600, platforms=frozenset({"slack"})
    )
    assert recovered.finalised == (run_id,)
    assert agent.calls == [] and port.of("post_chunk") == []
    final = port.of("edit_progress")[-1]
    assert final.final and final.text == f"✅ {done} (run {run_id})"


async def test_a_run_stopped_by_its_asker_is_ending_until_its_message_shows_it(store: Store) -> None:
    """⏹ pressed, the run over: until its message says so, the record is ``ending`` — a kill -9 then
    leaves recovery the last edit instead of a message showing ⏹ for good."""
    port, agent = FakePort(VirtualClock(), interval_s=0), GatedAgent()
    journal = RunJournal(store)
    relay = make_relay(port, agent, journal)
    agent.hold("질문")
    await relay.handle(inbound("질문"))
    await guarded(agent.started["질문"].wait())
    (record,) = await journal.unfinished()
    port.hold("edit_progress")  # the final edit does not get through before the "kill"
    assert await relay.cancel(CONV)

    await port.until(lambda p: any(c.final for c in p.of("edit_progress")))  # on its way, held
    now = await journal.get(record.run_id)
    assert now is not None and (now.status, now.error) == ("ending", None)
    assert [r.run_id for r in await journal.unfinished()] == [record.run_id]  # recovery would see it
    port.holds.pop("edit_progress").set()
    await guarded(relay.wait_idle())
    done = await journal.get(record.run_id)
    assert done is not None and (done.status, done.error) == ("cancelled", None)
    assert "취소됨" in port.of("edit_progress")[-1].text


@pytest.mark.parametrize(
    ("error", "shown", "status"), [(None, "취소됨", "cancelled"), ("boom", "오류", "failed")]
)
async def test_a_run_killed_before_its_end_was_shown_gets_its_final_edit_and_status(
    store: Store, error: str | None, shown: str, status: str
) -> None:
    port, agent = FakePort(VirtualClock()), GatedAgent()
    run_id = await crashed_run(store, port, "질문")
    await RunJournal(store).set_status(run_id, "ending", error=error)
    relay = make_relay(port, agent, RunJournal(store))
    done = await recover(relay.crew, within_s=600, platforms=frozenset({"slack"}))
    assert done.finalised == (run_id,)
    assert agent.calls == [] and port.of("post_chunk") == []
    final = port.of("edit_progress")[-1]
    assert final.final and shown in final.text and run_id in final.text
    record = await RunJournal(store).get(run_id)
    assert record is not None and record.status == status and await RunJournal(store).unfinished() == []


async def test_a_start_does_not_wait_for_the_last_edits_recovery_makes_and_holds_those_runs_meanwhile(
    store: Store,
) -> None:
    """``dexter serve`` recovers in the background: a start is not held up by a busy edit budget; the
    runs it ends stay held here (heartbeats renewed) until their messages show the end, then stored."""
    clock = VirtualClock(time.time())
    port, agent = FakePort(clock), GatedAgent()
    run_id = await crashed_run(store, port, "질문")
    await RunJournal(store).set_status(run_id, "delivered")
    held = port.hold("edit_progress")
    journal = RunJournal(store, clock=clock)
    relay = make_relay(port, agent, journal)
    done = await asyncio.wait_for(recover(relay.crew, within_s=600, platforms=SLACK, background=True), 10)
    assert done.finalised == (run_id,) and list(relay.endings) == [run_id]
    record = await journal.get(run_id)
    assert record is not None and (record.status, record.owner) == ("delivered", journal.replica)
    clock.jump(60)
    await Keeper(relay.crew, within_s=600, platforms=SLACK).beat()
    renewed = await journal.get(run_id)
    assert renewed is not None and renewed.heartbeat_at == journal.now()  # not claimable by another
    held.set()
    await guarded(asyncio.gather(*relay.endings.values()))
    record = await journal.get(run_id)
    assert record is not None and record.status == "answered" and relay.endings == {}
    assert port.of("edit_progress")[-1].final and agent.calls == []


async def test_recovery_keeps_each_conversation_in_order(store: Store) -> None:
    port, agent = FakePort(VirtualClock()), GatedAgent()
    first = await crashed_run(store, port, "첫 질문")
    second = await crashed_run(store, port, "둘째 질문")
    agent.hold("첫 질문")
    relay = make_relay(port, agent, RunJournal(store))
    await recover(relay.crew, within_s=600, platforms=frozenset({"slack"}))
    await guarded(agent.started["첫 질문"].wait())
    await asyncio.sleep(0)
    assert [c[2] for c in agent.calls] == [first], "the second waits for the first"
    agent.release("첫 질문")
    await guarded(relay.wait_idle())
    assert [c[2] for c in agent.calls] == [first, second]


async def test_runs_of_a_platform_not_served_stay_stored(store: Store) -> None:
    port, agent = FakePort(VirtualClock()), GatedAgent()
    run_id = await crashed_run(store, port, "질문")
    journal = RunJournal(store)
    done = await recover(
        make_relay(port, agent, journal).crew, within_s=600, platforms=frozenset({"telegram"})
    )
    assert done.rerun == () and [r.run_id for r in await journal.unfinished()] == [run_id]
