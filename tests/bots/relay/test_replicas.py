"""Runs across replicas (bots.relay.ownership, recovery.Keeper): two relays, each with its own store
connection to one database (two PostgreSQL pools; on SQLite two connections to one file), its own port
to one platform and its own agent — a delivery runs once, a dead replica's run is taken over in its own
message, one conversation's runs go in order and see each other's answers."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import AsyncExitStack
from dataclasses import dataclass

import pytest

from bots.relay.journal import RunJournal
from bots.relay.memory import ConversationMemory
from bots.relay.ownership import HEARTBEAT_TIMEOUT_S, Ownership
from bots.relay.records import RunRecord
from bots.relay.recovery import Keeper, Recovery, recover
from bots.relay.relay import Relay
from bots.relay.texts import RESTARTED_NOTICE
from core.clock import VirtualClock
from core.errors import StoreWriteError
from core.store import Store
from tests.bots.relay.fakes import FakePort, GatedAgent, final_edit, guarded, inbound, one_platform, relay_for
from tests.services.stores import MakeStore

CONV = ("slack", "T1", "C1", "100.1")
SLACK = frozenset({"slack"})
EPOCH = 1_800_000_000.0  # the replicas' clock: epoch seconds, as the journal's default


@dataclass
class Replica:
    name: str
    store: Store
    journal: RunJournal
    port: FakePort
    agent: GatedAgent
    relay: Relay
    keeper: Keeper


class Cluster:
    """Replicas on one database and one platform, on one virtual clock."""

    def __init__(self, make_store: MakeStore, stack: AsyncExitStack, clock: VirtualClock) -> None:
        self._make_store = make_store
        self._stack = stack
        self.clock = clock
        self.replicas: list[Replica] = []

    async def replica(self, name: str, *, exclusive: bool = False, cap: int = 16) -> Replica:
        store = await self._stack.enter_async_context(self._make_store())
        journal = RunJournal(store, clock=self.clock, replica=f"{name}-host:1:{name}")
        port = FakePort(self.clock, interval_s=0)
        if self.replicas:
            one_platform(self.replicas[0].port, port)
        agent = GatedAgent(answer=f"{name}의 답변")
        relay = relay_for(
            port,
            agent,
            clock=self.clock,
            ids=name,
            max_concurrent=cap,
            journal=journal,
            memory=ConversationMemory(store),
            ownership=Ownership(journal, exclusive=exclusive),
        )
        self._stack.push_async_callback(relay.aclose)
        keeper = Keeper(relay, within_s=600, platforms=SLACK, sleep=self.clock.sleep)
        made = Replica(name, store, journal, port, agent, relay, keeper)
        self.replicas.append(made)
        return made

    def calls(self, method: str) -> list[tuple[str, str]]:
        """(replica, text) of every call of ``method`` on the platform."""
        return [(r.name, c.text) for r in self.replicas for c in r.port.calls if c.method == method]


@pytest.fixture
async def cluster(make_store: MakeStore) -> AsyncIterator[Cluster]:
    async with AsyncExitStack() as stack:
        yield Cluster(make_store, stack, VirtualClock(EPOCH))


async def kill(replica: Replica, held: str) -> None:
    """What a replica killed mid-run leaves: its run stays where it was (the agent never comes back) and
    nothing renews its heartbeat; at the end of the test the hung task is cut without a word."""
    await guarded(replica.agent.started[held].wait())
    replica.relay._lifecycle.journal = None  # a dead process writes nothing more
    replica.relay._lifecycle._port_for = lambda _platform: FakePort(VirtualClock())


# --- one delivery, one run ------------------------------------------------------------------------


async def test_the_same_delivery_sent_to_two_replicas_runs_once(cluster: Cluster) -> None:
    a, b = await cluster.replica("a"), await cluster.replica("b")
    message = inbound("삼성전자 영업이익", keys=("event:Ev1", "msg:C1:100.1"))
    accepted = await asyncio.gather(a.relay.handle(message), b.relay.handle(message))
    assert sorted(accepted) == [False, True]
    await guarded(asyncio.gather(a.relay.wait_idle(), b.relay.wait_idle()))
    assert len(a.agent.calls) + len(b.agent.calls) == 1
    assert len(cluster.calls("post_answer")) == 1 and len(cluster.calls("post_progress")) == 1
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
    assert cluster.calls("post_answer") == [("b", "b의 답변")]
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
    assert b.agent.calls == [] and cluster.calls("post_answer") == [("a", "a의 답변")]


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
    assert a.port.calls[before:] == [] and a.port.of("post_answer") == []
    assert cluster.calls("post_answer") == [("b", "b의 답변")] and final_edit(b.port).text.startswith("✅")
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
    assert cluster.calls("post_answer") == [("b", "b의 답변")]


async def test_the_keeper_takes_over_on_its_own(cluster: Cluster) -> None:
    a, b = await cluster.replica("a"), await cluster.replica("b")
    a.agent.hold("질문")
    await a.relay.handle(inbound("질문"))
    await kill(a, "질문")
    async with b.keeper:  # every 5 s (virtual): heartbeat, then a sweep
        await b.port.until(lambda p: bool(p.of("post_answer")))
    await guarded(b.relay.wait_idle())
    assert cluster.calls("post_answer") == [("b", "b의 답변")]
    assert cluster.clock.now - EPOCH > HEARTBEAT_TIMEOUT_S


async def test_a_replica_stopped_gracefully_hands_its_run_over_at_once(cluster: Cluster) -> None:
    """A rolling deploy: the run a SIGTERM interrupted is let go; another replica takes it at its next
    sweep, without waiting for a heartbeat to age."""
    a, b = await cluster.replica("a"), await cluster.replica("b")
    a.agent.hold("질문")
    await a.relay.handle(inbound("질문"))
    await guarded(a.agent.started["질문"].wait())
    await guarded(a.relay.shutdown(grace_s=0.2))
    record = await a.journal.get("a-1")
    assert record is not None and record.status == "interrupted" and record.owner is None
    assert await b.keeper.sweep() == Recovery(rerun=("a-1",))
    await guarded(b.relay.wait_idle())
    assert final_edit(b.port).message_id == "m1" and cluster.calls("post_answer") == [("b", "b의 답변")]


async def test_a_run_taken_over_after_a_crash_and_then_handed_on_by_a_rolling_restart_is_answered(
    cluster: Cluster,
) -> None:
    """Only a crash counts as an attempt: the run B took over from the killed A is handed on by B's
    SIGTERM and C re-runs it (it is not dropped as "tried twice"); if C is killed too, it is."""
    a, b, c, d = [await cluster.replica(name) for name in "abcd"]
    for replica in (a, b, c):
        replica.agent.hold("질문")
    await a.relay.handle(inbound("질문"))
    await kill(a, "질문")
    cluster.clock.jump(HEARTBEAT_TIMEOUT_S + 1)
    assert (await b.keeper.sweep()).rerun == ("a-1",)
    await guarded(b.agent.started["질문"].wait())
    await guarded(b.relay.shutdown(grace_s=0.2))
    record = await c.journal.get("a-1")
    assert record is not None and (record.status, record.owner, record.attempts) == ("interrupted", None, 2)
    assert await c.keeper.sweep() == Recovery(rerun=("a-1",))
    await kill(c, "질문")
    record = await d.journal.get("a-1")
    assert record is not None and record.attempts == 2, "a hand-over is not an attempt"
    cluster.clock.jump(HEARTBEAT_TIMEOUT_S + 1)
    assert await d.keeper.sweep() == Recovery(interrupted=("a-1",))  # crashed during its retry
    assert "중단" in final_edit(d.port).text and d.agent.calls == []


async def test_a_replica_shutting_down_lets_go_of_a_run_it_claimed_without_spending_its_attempt(
    cluster: Cluster,
) -> None:
    a, b, c = await cluster.replica("a"), await cluster.replica("b"), await cluster.replica("c")
    a.agent.hold("질문")
    await a.relay.handle(inbound("질문"))
    await kill(a, "질문")
    cluster.clock.jump(HEARTBEAT_TIMEOUT_S + 1)
    b.relay.resubmit = lambda record: False  # type: ignore[method-assign]  # shutting down meanwhile
    assert await b.keeper.sweep() == Recovery()
    record = await c.journal.get("a-1")
    assert record is not None and (record.status, record.owner, record.attempts) == ("interrupted", None, 1)
    assert await c.keeper.sweep() == Recovery(rerun=("a-1",))  # at once, no heartbeat to age
    await guarded(c.relay.wait_idle())
    assert cluster.calls("post_answer") == [("c", "c의 답변")]


async def test_heartbeats_go_on_while_a_sweep_waits(cluster: Cluster) -> None:
    """A sweep can wait long (the messages of the runs it ends wait for the platform's edit budget);
    the replica's own runs must not look dead meanwhile."""
    a, b = await cluster.replica("a"), await cluster.replica("b")
    a.agent.hold("긴 질문")
    await a.relay.handle(inbound("긴 질문"))
    await guarded(a.agent.started["긴 질문"].wait())
    stuck, enough, beats, beat = asyncio.Event(), asyncio.Event(), [], a.keeper.beat

    async def sweep_that_waits() -> Recovery:
        await stuck.wait()
        return Recovery()

    async def counted_beat() -> list[str]:
        beats.append(cluster.clock.now)
        if len(beats) >= 4:
            enough.set()
        return await beat()

    a.keeper.sweep = sweep_that_waits  # type: ignore[method-assign]
    a.keeper.beat = counted_beat  # type: ignore[method-assign]
    async with a.keeper:
        await guarded(enough.wait())
    assert beats[-1] - EPOCH > HEARTBEAT_TIMEOUT_S
    assert await b.keeper.sweep() == Recovery()  # A's run was kept alive all along
    a.agent.release("긴 질문")
    await guarded(a.relay.wait_idle())
    assert cluster.calls("post_answer") == [("a", "a의 답변")]


async def test_a_sigterm_hands_the_runs_that_have_not_begun_to_another_replica_at_once(
    cluster: Cluster,
) -> None:
    """A rolling deploy: a queued run does not wait out the grace period behind the running one — it is
    handed over quietly at the SIGTERM and another replica answers it in its own message meanwhile."""
    a, b = await cluster.replica("a", cap=1), await cluster.replica("b")
    a.agent.hold("긴 질문")
    await a.relay.handle(inbound("긴 질문"))
    await guarded(a.agent.started["긴 질문"].wait())
    await a.relay.handle(inbound("다른 질문", thread="200.1"))  # waits for a's only place
    await a.port.until(lambda p: len(p.of("post_progress")) == 2)
    while a.relay.runs.waiting_ids() != ["a-2"]:  # noqa: ASYNC110 — in the line for a place
        await asyncio.sleep(0.01)
    stopping = asyncio.create_task(a.relay.shutdown(grace_s=60))

    async def handed_over() -> RunRecord:
        # the shutdown's write: nothing to wait on but the record
        while (record := await a.journal.get("a-2")) is None or record.owner is not None:  # noqa: ASYNC110
            await asyncio.sleep(0.01)
        return record

    handed = await asyncio.wait_for(handed_over(), 10)
    assert (handed.status, handed.attempts) == ("interrupted", 1)
    assert not [e for e in a.port.of("edit_progress") if e.message_id == "m2"], "handed over quietly"
    assert await b.keeper.sweep() == Recovery(rerun=("a-2",))
    await b.port.until(lambda p: any(c.final for c in p.of("edit_progress")))
    assert final_edit(b.port, "m2").text.startswith("✅") and not stopping.done()
    a.agent.release("긴 질문")
    await guarded(stopping)
    assert sorted(cluster.calls("post_answer")) == [("a", "a의 답변"), ("b", "b의 답변")]


async def test_a_sigterm_hands_a_run_with_only_its_last_edit_left_to_another_replica_to_finish(
    cluster: Cluster,
) -> None:
    """The answer is out, the final edit waits (the workspace's edit budget): the SIGTERM lets go of the
    run as it is — no re-run, no second answer — and another replica makes the last edit."""
    a, b = await cluster.replica("a"), await cluster.replica("b")
    held = a.port.hold("edit_progress")
    await a.relay.handle(inbound("질문"))
    await a.port.until(lambda p: bool(p.of("post_answer")) and any(c.final for c in p.of("edit_progress")))
    await guarded(a.relay.shutdown(grace_s=60))  # does not wait for the held edit
    record = await b.journal.get("a-1")
    assert record is not None and (record.status, record.owner) == ("delivered", None)
    assert await b.keeper.sweep() == Recovery(finalised=("a-1",))
    assert final_edit(b.port).text.startswith("✅") and b.agent.calls == []
    assert cluster.calls("post_answer") == [("a", "a의 답변")]
    record = await b.journal.get("a-1")
    assert record is not None and record.status == "answered"
    held.set()


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
    done = await asyncio.gather(*(recover(r.relay, within_s=600, platforms=SLACK) for r in (a, b)))
    assert sorted(d.rerun for d in done) == [(), ("c-1",)]
    await guarded(asyncio.gather(a.relay.wait_idle(), b.relay.wait_idle()))
    assert len(a.agent.calls) + len(b.agent.calls) == 1
    assert len(cluster.calls("post_answer")) == 1 and len(cluster.calls("post_progress")) == 1


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
    assert cluster.calls("post_answer") == [("a", "a의 답변"), ("b", "b의 답변")]
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
    assert [text for _, text in cluster.calls("post_answer")] == ["b의 답변", "b의 답변"]
