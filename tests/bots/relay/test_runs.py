from __future__ import annotations

import asyncio
from collections import defaultdict

import pytest

from bots.relay.intake.dedup import DedupCache
from bots.relay.intake.queue import ConversationRuns
from bots.relay.intake.slot import RunSlot
from core.clock import VirtualClock
from tests.bots.relay.fakes import guarded, inbound, run_ids


class Jobs:
    """Jobs that record what happened and wait for the test to let them finish."""

    def __init__(self) -> None:
        self.log: list[str] = []
        self.release: dict[str, asyncio.Event] = defaultdict(asyncio.Event)
        self.turn: dict[str, bool] = {}

    async def __call__(self, slot: RunSlot) -> None:
        text = slot.inbound.text
        self.log.append(f"accepted {text}")
        self.turn[text] = await slot.wait_turn()
        if not self.turn[text]:
            self.log.append(f"cancelled {text}")
            return
        self.log.append(f"start {text}")
        stop = asyncio.Event()
        slot.cancel_token.on_cancel(stop.set)
        waiters = [asyncio.ensure_future(self.release[text].wait()), asyncio.ensure_future(stop.wait())]
        await asyncio.wait(waiters, return_when=asyncio.FIRST_COMPLETED)
        for waiter in waiters:
            waiter.cancel()
        self.log.append(f"{'cancelled' if stop.is_set() else 'end'} {text}")


async def settle() -> None:
    for _ in range(20):
        await asyncio.sleep(0)


async def test_dedup_keys_are_namespaced_by_platform() -> None:
    cache = DedupCache()
    assert cache.seen(["slack:1"]) is False
    assert cache.seen(["telegram:1"]) is False
    assert cache.seen(["telegram:1"]) is True


def test_dedup_memory_is_bounded_and_forgets_after_the_ttl() -> None:
    clock = VirtualClock(0.0)
    cache = DedupCache(max_keys=3, ttl_s=60, clock=clock)
    for key in "abcd":
        assert cache.seen([key]) is False
    assert len(cache) == 3
    assert cache.seen(["a"]) is False  # evicted as the least recently seen
    clock.jump(59)
    assert cache.seen(["d"]) is True
    clock.jump(61)
    assert cache.seen(["c"]) is False and len(cache) == 1  # everything else expired


async def test_a_message_arriving_mid_run_waits_for_the_run_then_runs_in_order() -> None:
    runs = ConversationRuns(new_id=run_ids())
    jobs = Jobs()
    first = runs.submit(inbound("q1", keys=("1",)), jobs)
    await settle()
    second = runs.submit(inbound("q2", keys=("2",)), jobs)
    third = runs.submit(inbound("q3", keys=("3",)), jobs)
    other = runs.submit(inbound("x", thread="200.2", keys=("4",)), jobs)  # another conversation
    await settle()
    assert first and second and third and other
    assert runs.active(first.conversation) is first and runs.queued(first.conversation) == 2
    assert jobs.log == ["accepted q1", "start q1", "accepted q2", "accepted q3", "accepted x", "start x"]
    assert second.try_start() is False  # not its turn while q1 runs
    jobs.release["q1"].set()
    await settle()
    assert jobs.log[-2:] == ["end q1", "start q2"]
    jobs.release["q3"].set()  # q3 is done early, but still waits its turn
    await settle()
    assert "start q3" not in jobs.log
    jobs.release["q2"].set()
    jobs.release["x"].set()
    await guarded(runs.wait_idle())
    order = [line for line in jobs.log if line.endswith(("q1", "q2", "q3")) and line.startswith("start")]
    assert order == ["start q1", "start q2", "start q3"]
    assert runs.active(first.conversation) is None and runs.pending == 0


async def test_cancel_ends_the_active_run_only() -> None:
    runs = ConversationRuns(new_id=run_ids())
    jobs = Jobs()
    first = runs.submit(inbound("q1", keys=("1",)), jobs)
    runs.submit(inbound("q2", keys=("2",)), jobs)
    await settle()
    assert first is not None
    assert runs.cancel(first.conversation) is True
    assert runs.cancel(first.conversation) is False  # already cancelled
    assert runs.cancel(("slack", "T1", "C1", "nope")) is False
    await settle()
    assert jobs.log[-2:] == ["cancelled q1", "start q2"]
    jobs.release["q2"].set()
    await guarded(runs.wait_idle())


async def test_the_global_cap_admits_in_arrival_order() -> None:
    runs = ConversationRuns(max_concurrent=2, new_id=run_ids())
    jobs = Jobs()
    for i in range(4):
        runs.submit(inbound(f"q{i}", thread=f"{i}.0", keys=(str(i),)), jobs)
    await settle()
    assert runs.running == 2
    assert [line for line in jobs.log if line.startswith("start")] == ["start q0", "start q1"]
    jobs.release["q1"].set()
    await settle()
    assert [line for line in jobs.log if line.startswith("start")] == ["start q0", "start q1", "start q2"]
    assert runs.running == 2
    for name in ("q0", "q2", "q3"):
        jobs.release[name].set()
    await guarded(runs.wait_idle())
    assert runs.running == 0


async def test_a_run_waiting_for_a_place_can_be_cancelled() -> None:
    runs = ConversationRuns(max_concurrent=1, new_id=run_ids())
    jobs = Jobs()
    busy = runs.submit(inbound("busy", thread="1.0", keys=("1",)), jobs)
    waiting = runs.submit(inbound("waiting", thread="2.0", keys=("2",)), jobs)
    await settle()
    assert busy and waiting and waiting.started is False
    assert runs.cancel(waiting.conversation) is True
    await settle()
    assert jobs.turn["waiting"] is False and jobs.log[-1] == "cancelled waiting"
    jobs.release["busy"].set()
    await guarded(runs.wait_idle())
    assert runs.running == 0


async def test_release_gives_the_place_to_the_next_run_before_the_job_ends() -> None:
    runs = ConversationRuns(max_concurrent=1, new_id=run_ids())
    order: list[str] = []
    done = asyncio.Event()

    async def delivering(slot: RunSlot) -> None:
        assert await slot.wait_turn()
        order.append(f"run {slot.inbound.text}")
        slot.release()
        slot.release()  # idempotent
        await done.wait()  # e.g. a slow final edit
        order.append(f"delivered {slot.inbound.text}")

    runs.submit(inbound("a", thread="1.0", keys=("1",)), delivering)
    runs.submit(inbound("b", thread="2.0", keys=("2",)), delivering)
    await settle()
    assert order == ["run a", "run b"]
    done.set()
    await guarded(runs.wait_idle())


async def test_drain_stops_accepting_and_waits() -> None:
    runs = ConversationRuns(new_id=run_ids())
    jobs = Jobs()
    runs.submit(inbound("q1", keys=("1",)), jobs)
    await settle()
    draining = asyncio.create_task(runs.drain())
    await settle()
    assert runs.submit(inbound("late", keys=("2",)), jobs) is None
    assert not draining.done()
    jobs.release["q1"].set()
    await draining
    assert jobs.log == ["accepted q1", "start q1", "end q1"]


async def test_aclose_cancels_every_run_through_its_token_then_the_stubborn_tasks() -> None:
    clock = VirtualClock(0.0, auto=False)
    runs = ConversationRuns(max_concurrent=1, new_id=run_ids(), sleep=clock.sleep)
    jobs = Jobs()
    runs.submit(inbound("q1", keys=("1",)), jobs)
    runs.submit(inbound("q2", keys=("2",)), jobs)
    runs.submit(inbound("x", thread="9.0", keys=("3",)), jobs)
    cleanup: list[str] = []

    async def stubborn(slot: RunSlot) -> None:
        try:
            await asyncio.Event().wait()  # ignores its cancel token
        finally:
            cleanup.append("stubborn cleaned up")

    runs.submit(inbound("s", thread="8.0", keys=("4",)), stubborn)
    await settle()
    closing = asyncio.create_task(runs.aclose(grace_s=10))
    await clock.advance(9)
    assert not closing.done() and cleanup == []  # the stubborn job still has its grace period
    assert runs.submit(inbound("late", keys=("5",)), jobs) is None
    await clock.advance(1)
    await closing
    assert sorted(line for line in jobs.log if line.startswith("cancelled")) == [
        "cancelled q1",
        "cancelled q2",
        "cancelled x",
    ]
    assert cleanup == ["stubborn cleaned up"] and runs.pending == 0 and runs.running == 0


def test_max_concurrent_must_be_positive() -> None:
    with pytest.raises(ValueError, match="max_concurrent"):
        ConversationRuns(max_concurrent=0)


async def test_a_run_taken_over_from_another_replica_gets_the_next_free_place_before_younger_runs() -> None:
    """Places go by when runs were accepted: a run a dead replica accepted earlier is not queued behind
    everything this replica accepted since (its user has waited longest)."""
    runs = ConversationRuns(max_concurrent=1, new_id=run_ids())
    jobs = Jobs()
    runs.submit(inbound("busy", thread="1"), jobs, order=10.0)
    runs.submit(inbound("new-a", thread="2"), jobs, order=11.0)
    runs.submit(inbound("new-b", thread="3"), jobs, order=12.0)
    await settle()
    runs.submit(inbound("taken over", thread="4"), jobs, run_id="old-1", recovered=True, order=5.0)
    await settle()
    for text in ("busy", "taken over", "new-a", "new-b"):
        jobs.release[text].set()
    await guarded(runs.wait_idle())
    started = [line.removeprefix("start ") for line in jobs.log if line.startswith("start ")]
    assert started == ["busy", "taken over", "new-a", "new-b"]
