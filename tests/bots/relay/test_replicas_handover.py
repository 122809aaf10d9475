"""Runs across replicas handed on: a graceful stop, a rolling restart after a crash, a sweep that waits,
a SIGTERM that hands over what has not begun and what only needs its last edit."""

from __future__ import annotations

import asyncio
import dataclasses

from bots.relay.cluster.ownership import HEARTBEAT_TIMEOUT_S
from bots.relay.cluster.records import RunRecord
from bots.relay.cluster.recovery import Recovery
from tests.bots.relay.cluster import EPOCH, Cluster, kill
from tests.bots.relay.fakes import final_edit, guarded, inbound


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
    assert final_edit(b.port).message_id == "m1" and cluster.calls("post_chunk") == [("b", "b의 답변")]


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
    b.keeper.crew = dataclasses.replace(
        b.keeper.crew, resubmit=lambda record: False
    )  # shutting down meanwhile
    assert await b.keeper.sweep() == Recovery()
    record = await c.journal.get("a-1")
    assert record is not None and (record.status, record.owner, record.attempts) == ("interrupted", None, 1)
    assert await c.keeper.sweep() == Recovery(rerun=("a-1",))  # at once, no heartbeat to age
    await guarded(c.relay.wait_idle())
    assert cluster.calls("post_chunk") == [("c", "c의 답변")]


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
    assert cluster.calls("post_chunk") == [("a", "a의 답변")]


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
    assert sorted(cluster.calls("post_chunk")) == [("a", "a의 답변"), ("b", "b의 답변")]


async def test_a_sigterm_hands_a_run_with_only_its_last_edit_left_to_another_replica_to_finish(
    cluster: Cluster,
) -> None:
    """The answer is out, the final edit waits (the workspace's edit budget): the SIGTERM lets go of the
    run as it is — no re-run, no second answer — and another replica makes the last edit."""
    a, b = await cluster.replica("a"), await cluster.replica("b")
    held = a.port.hold("edit_progress")
    await a.relay.handle(inbound("질문"))
    await a.port.until(lambda p: bool(p.of("post_chunk")) and any(c.final for c in p.of("edit_progress")))
    await guarded(a.relay.shutdown(grace_s=60))  # does not wait for the held edit
    record = await b.journal.get("a-1")
    assert record is not None and (record.status, record.owner) == ("delivered", None)
    assert await b.keeper.sweep() == Recovery(finalised=("a-1",))
    assert final_edit(b.port).text.startswith("✅") and b.agent.calls == []
    assert cluster.calls("post_chunk") == [("a", "a의 답변")]
    record = await b.journal.get("a-1")
    assert record is not None and record.status == "answered"
    held.set()
