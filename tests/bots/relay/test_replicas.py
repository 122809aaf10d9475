"""Runs across replicas (bots.relay.cluster.ownership, recovery.Keeper): two relays, each with its own store
connection to one database (two PostgreSQL pools; on SQLite two connections to one file), its own port
to one platform and its own agent — a delivery runs once, a dead replica's run is taken over in its own
message, one conversation's runs go in order and see each other's answers."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence

import pytest

from bots.relay.cluster.ownership import HEARTBEAT_TIMEOUT_S
from bots.relay.cluster.records import RunRecord
from bots.relay.cluster.recovery import Recovery, recover
from bots.texts import RESTARTED_NOTICE
from core.errors import StoreWriteError
from tests.bots.relay.cluster import EPOCH, SLACK, Cluster, kill
from tests.bots.relay.fakes import final_edit, guarded, inbound

# --- one delivery, one run ------------------------------------------------------------------------


async def test_the_same_delivery_sent_to_two_replicas_runs_once(cluster: Cluster) -> None:
    a, b = await cluster.replica("a"), await cluster.replica("b")
    message = inbound("삼성전자 영업이익", keys=("event:Ev1", "msg:C1:100.1"))
    accepted = await asyncio.gather(a.relay.handle(message), b.relay.handle(message))
    assert sorted(accepted) == [False, True]
    await guarded(asyncio.gather(a.relay.wait_idle(), b.relay.wait_idle()))
    assert len(a.agent.calls) + len(b.agent.calls) == 1
    assert len(cluster.calls("post_chunk")) == 1 and len(cluster.calls("post_progress")) == 1
    rows = await a.store.fetchall("SELECT owner, status FROM relay_runs")
    winner = a if accepted[0] else b
    assert rows == [(winner.journal.replica, "answered")]


# --- a replica killed mid-run ---------------------------------------------------------------------


async def test_a_run_whose_replica_died_is_taken_over_after_the_timeout_in_the_same_message(
    cluster: Cluster,
) -> None:
    a, b = await cluster.replica("a"), await cluster.replica("b")
    a.agent.hold("질문")
    assert await a.relay.handle(inbound("질문"))
    await kill(a, "질문")
    assert a.port.of("post_progress")[0].run_id == "a-1"
    cluster.clock.jump(HEARTBEAT_TIMEOUT_S - 1)
    assert await b.keeper.sweep() == Recovery()  # its heartbeat is not old enough yet
    cluster.clock.jump(2)
    assert await b.keeper.sweep() == Recovery(rerun=("a-1",))
    await guarded(b.relay.wait_idle())
    assert [c[2] for c in b.agent.calls] == ["a-1"]
    assert b.port.of("post_progress") == [], "the run goes on in its own message"
    edits = b.port.of("edit_progress")
    assert {e.message_id for e in edits} == {"m1"} and RESTARTED_NOTICE in edits[0].text
    assert final_edit(b.port).text.startswith("✅ 완료")
    assert cluster.calls("post_chunk") == [("b", "b의 답변")]
    record = await b.journal.get("a-1")
    assert record is not None and record.status == "answered" and record.attempts == 2
    assert record.owner == b.journal.replica
    assert await b.keeper.sweep() == Recovery() and await a.keeper.sweep() == Recovery()


async def test_a_live_replicas_heartbeat_keeps_its_run(cluster: Cluster) -> None:
    a, b = await cluster.replica("a"), await cluster.replica("b")
    a.agent.hold("긴 질문")
    await a.relay.handle(inbound("긴 질문"))
    await guarded(a.agent.started["긴 질문"].wait())
    for _ in range(4):  # a minute of heartbeats every 10 s; B sweeps after each
        cluster.clock.jump(10)
        assert await a.keeper.beat() == []  # renewed, nothing lost
        assert await b.keeper.sweep() == Recovery()
    a.agent.release("긴 질문")
    await guarded(a.relay.wait_idle())
    assert b.agent.calls == [] and cluster.calls("post_chunk") == [("a", "a의 답변")]


@pytest.mark.parametrize("comes_back", ["heartbeat", "answer"])
async def test_a_replica_that_comes_back_after_its_run_was_taken_over_drops_it_without_a_word(
    cluster: Cluster, comes_back: str
) -> None:
    """A replica frozen (or cut off from the database) longer than the timeout: its run is finished by
    another; when it wakes — at its next heartbeat, or when its agent is done first — it posts nothing."""
    a, b = await cluster.replica("a"), await cluster.replica("b")
    a.agent.hold("질문")
    await a.relay.handle(inbound("질문"))
    await guarded(a.agent.started["질문"].wait())
    cluster.clock.jump(HEARTBEAT_TIMEOUT_S + 1)
    assert (await b.keeper.sweep()).rerun == ("a-1",)
    await guarded(b.relay.wait_idle())
    before = len(a.port.calls)
    if comes_back == "heartbeat":
        assert await a.keeper.beat() == ["a-1"]
    else:
        a.agent.release("질문")
    await guarded(a.relay.wait_idle())
    assert a.port.calls[before:] == [] and a.port.of("post_chunk") == []
    assert cluster.calls("post_chunk") == [("b", "b의 답변")] and final_edit(b.port).text.startswith("✅")
    record = await a.journal.get("a-1")
    assert record is not None and record.status == "answered" and record.owner == b.journal.replica


async def test_a_replica_cut_off_from_the_database_when_its_answer_is_ready_does_not_post_it_twice(
    cluster: Cluster,
) -> None:
    """A cannot store its answer (the database is away for it) while B has taken the run over: A keeps
    trying instead of posting blind, and when it gets through it finds the run taken — one answer."""
    a, b = await cluster.replica("a"), await cluster.replica("b")
    if a.store.dialect == "sqlite":
        pytest.skip("one process owns a SQLite file: a failed write there is posted (nobody else can)")
    a.agent.hold("질문")
    await a.relay.handle(inbound("질문"))
    await guarded(a.agent.started["질문"].wait())
    failures: list[str] = []
    execute = a.store.execute

    async def away(sql: str, params: Sequence[object] = ()) -> int:
        if "'delivering'" in sql and len(failures) < 3:
            failures.append(sql)
            raise StoreWriteError("connection refused", path="db.example:5432")
        return await execute(sql, params)

    a.store.execute = away  # type: ignore[method-assign]
    cluster.clock.jump(HEARTBEAT_TIMEOUT_S + 1)
    assert (await b.keeper.sweep()).rerun == ("a-1",)
    a.agent.release("질문")
    await guarded(asyncio.gather(a.relay.wait_idle(), b.relay.wait_idle()))
    assert len(failures) == 3
    assert cluster.calls("post_chunk") == [("b", "b의 답변")]


async def test_the_keeper_takes_over_on_its_own(cluster: Cluster) -> None:
    a, b = await cluster.replica("a"), await cluster.replica("b")
    a.agent.hold("질문")
    await a.relay.handle(inbound("질문"))
    await kill(a, "질문")
    # every 5 s (virtual): heartbeat, then a sweep, until b has taken the run over. Not until b's answer: the
    # keeper's sleeps on the virtual clock do not wait, so on a loaded machine it spun heartbeats and sweeps
    # for as long as the answer took in real time (38 s of CPU once, 0.1 s on a quiet one)
    async with b.keeper:
        await guarded(b.agent.started["질문"].wait())
    await b.port.until(lambda p: bool(p.of("post_chunk")))
    await guarded(b.relay.wait_idle())
    assert cluster.calls("post_chunk") == [("b", "b의 답변")]
    assert cluster.clock.now - EPOCH > HEARTBEAT_TIMEOUT_S


# --- start of two replicas over one crashed run -----------------------------------------------------


@pytest.mark.parametrize("exclusive", [False, True], ids=["shared", "exclusive"])
async def test_two_replicas_starting_together_rerun_a_crashed_run_once(
    cluster: Cluster, exclusive: bool
) -> None:
    crashed = await cluster.replica("c")
    crashed.agent.hold("질문")
    await crashed.relay.handle(inbound("질문"))
    await kill(crashed, "질문")
    cluster.clock.jump(HEARTBEAT_TIMEOUT_S + 1)
    a = await cluster.replica("a", exclusive=exclusive)
    b = await cluster.replica("b", exclusive=exclusive)
    both_read = asyncio.Barrier(2)  # each has read the crashed run before either claims it
    for replica in (a, b):
        read = replica.journal.unfinished

        async def read_then_wait(read: Callable[[], Awaitable[list[RunRecord]]] = read) -> list[RunRecord]:
            records = await read()
            await both_read.wait()
            return records

        replica.journal.unfinished = read_then_wait  # type: ignore[method-assign]
    done = await asyncio.gather(*(recover(r.relay.crew, within_s=600, platforms=SLACK) for r in (a, b)))
    assert sorted(d.rerun for d in done) == [(), ("c-1",)]
    await guarded(asyncio.gather(a.relay.wait_idle(), b.relay.wait_idle()))
    assert len(a.agent.calls) + len(b.agent.calls) == 1
    assert len(cluster.calls("post_chunk")) == 1 and len(cluster.calls("post_progress")) == 1


# --- one conversation, in order, across replicas ------------------------------------------------------


async def test_follow_ups_on_two_replicas_run_in_order_and_see_each_others_answers(cluster: Cluster) -> None:
    a, b = await cluster.replica("a"), await cluster.replica("b")
    a.agent.hold("첫 질문")
    await a.relay.handle(inbound("첫 질문"))
    await guarded(a.agent.started["첫 질문"].wait())
    cluster.clock.jump(1)
    await b.relay.handle(inbound("그럼 작년은?"))
    await b.port.until(lambda p: bool(p.of("post_progress")))
    assert "대기" in b.port.of("post_progress")[0].text  # B knows it waits for A
    assert b.agent.calls == []
    a.agent.release("첫 질문")
    await guarded(asyncio.gather(a.relay.wait_idle(), b.relay.wait_idle()))
    assert cluster.calls("post_chunk") == [("a", "a의 답변"), ("b", "b의 답변")]
    ((query, history, _run),) = b.agent.calls
    assert query == "그럼 작년은?" and [(t.query, t.answer) for t in history] == [("첫 질문", "a의 답변")]


async def test_a_follow_up_waits_for_the_dead_replicas_run_to_be_taken_over_and_answered(
    cluster: Cluster,
) -> None:
    """A dies with the conversation's first run; B holds the follow-up. B takes the first run over: it
    goes first in B's line, then the follow-up, with the first answer in its history."""
    a, b = await cluster.replica("a"), await cluster.replica("b")
    a.agent.hold("첫 질문")
    await a.relay.handle(inbound("첫 질문"))
    await kill(a, "첫 질문")
    cluster.clock.jump(1)
    await b.relay.handle(inbound("둘째 질문"))
    await b.port.until(lambda p: bool(p.of("post_progress")))
    assert b.agent.calls == []
    cluster.clock.jump(HEARTBEAT_TIMEOUT_S)
    assert (await b.keeper.sweep()).rerun == ("a-1",)
    await guarded(b.relay.wait_idle())
    assert [c[0] for c in b.agent.calls] == ["첫 질문", "둘째 질문"]
    assert [(t.query, t.answer) for t in b.agent.calls[1][1]] == [("첫 질문", "b의 답변")]
    assert [text for _, text in cluster.calls("post_chunk")] == ["b의 답변", "b의 답변"]
