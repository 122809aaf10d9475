"""Edit budgets of two replicas counting in one shared bucket (``replicas``: in-process and Redis): the
workspace's budget holds across both, priorities stay as they were, a 429 pauses both, and an
unreachable Redis leaves each replica counting alone."""

from __future__ import annotations

import asyncio
import socket

from structlog.testing import capture_logs

from bots.relay.run.edit_budget import BudgetSpec, EditBudget, EditBudgets
from core.shared.redis_backend import RedisShared
from tests.services.redis import Replicas

SCARCE = BudgetSpec(per_minute=0.06, burst=2)  # two now, then one every 1000 s


class Parked:
    """A sleep that records the wait and never returns (until cancelled): a waiter that was refused."""

    def __init__(self) -> None:
        self.waits: list[float] = []
        self.changed = asyncio.Event()

    async def __call__(self, seconds: float) -> None:
        self.waits.append(seconds)
        self.changed.set()
        await asyncio.Event().wait()

    async def until(self, count: int) -> None:
        async with asyncio.timeout(10):
            while len(self.waits) < count:
                self.changed.clear()
                await self.changed.wait()


async def test_two_replicas_grant_the_workspace_budget_once(replicas: Replicas) -> None:
    parked = Parked()
    budgets = [
        EditBudgets({"slack": SCARCE}, sleep=parked, shared=replica).get("slack", "T1")
        for replica in replicas
    ]
    granted = 0

    async def edit(budget: EditBudget) -> None:
        nonlocal granted
        await budget.acquire()
        granted += 1

    tasks = [asyncio.create_task(edit(budgets[i % 2])) for i in range(6)]
    await parked.until(2)  # each replica's first waiter was refused and sleeps
    assert granted == 2  # alone, each replica would have sent 2 (its own burst)
    assert all(wait > 900 for wait in parked.waits)
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    assert sum(b.waiting for b in budgets) == 0


async def test_final_edits_still_go_first_with_a_shared_bucket(replicas: Replicas) -> None:
    budget = EditBudget(BudgetSpec(per_minute=1200, burst=1), shared=replicas[0], key="slack:T1:edit")
    await budget.acquire()  # empty now: one token every 50 ms
    order: list[str] = []

    async def take(name: str, priority: bool) -> None:
        await budget.acquire(priority=priority)
        order.append(name)

    await asyncio.gather(
        take("edit-a", False), take("edit-b", False), take("final-c", True), take("final-d", True)
    )

    assert order == ["final-c", "final-d", "edit-a", "edit-b"]


async def test_a_429_on_one_replica_pauses_the_other(replicas: Replicas) -> None:
    spec = BudgetSpec(per_minute=600, burst=5)
    first = EditBudget(spec, shared=replicas[0], key="slack:T1:edit")
    parked = Parked()
    second = EditBudget(spec, sleep=parked, shared=replicas[1], key="slack:T1:edit")

    await first.acquire()
    first.pause(100.0)
    await first.settled()
    waiter = asyncio.create_task(second.acquire())
    await parked.until(1)

    assert 99 < parked.waits[0] <= 100
    waiter.cancel()
    await asyncio.gather(waiter, return_exceptions=True)


async def test_take_shared_completes_a_local_try_and_gives_it_back_when_refused(replicas: Replicas) -> None:
    spec = BudgetSpec(per_minute=0.06, burst=1)
    first = EditBudget(spec, shared=replicas[0], key="slack:T1:start")
    second = EditBudget(spec, shared=replicas[1], key="slack:T1:start")

    assert first.try_acquire() and await first.take_shared()
    assert second.try_acquire()  # its own count still had one
    assert not await second.take_shared()  # the cluster's had not
    assert second.try_acquire()  # so its local token came back
    assert EditBudget(spec).try_acquire() and await EditBudget(spec).take_shared()  # no shared: local only


async def test_an_unreachable_redis_leaves_each_replica_counting_alone() -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    down = RedisShared.from_url(f"redis://127.0.0.1:{port}/0")
    try:
        budget = EditBudget(BudgetSpec(per_minute=0.06, burst=2), shared=down, key="slack:T1:edit")
        with capture_logs() as logs:
            await budget.acquire()
            await budget.acquire()
            budget.pause(1.0)
            await budget.settled()
        assert not budget.try_acquire()  # the local count still holds
        assert [e["event"] for e in logs] == ["shared_state_unavailable"]
    finally:
        await down.aclose()
