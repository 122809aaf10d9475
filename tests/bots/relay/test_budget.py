from __future__ import annotations

import asyncio

import pytest

from bots.relay.run.edit_budget import SLACK_BUDGET, BudgetSpec, EditBudget, EditBudgets
from core.clock import VirtualClock


def budget(clock: VirtualClock, per_minute: float = 60, burst: int = 2) -> EditBudget:
    return EditBudget(BudgetSpec(per_minute=per_minute, burst=burst), clock=clock, sleep=clock.sleep)


async def test_a_burst_then_the_refill_rate() -> None:
    clock = VirtualClock(0.0, auto=False)
    b = budget(clock, per_minute=60, burst=2)
    granted: list[float] = []

    async def take(n: int) -> None:
        for _ in range(n):
            await b.acquire()
            granted.append(clock())

    await clock.drive(take(5))
    assert granted == [0.0, 0.0, 1.0, 2.0, 3.0]


async def test_the_slack_default_never_allows_more_than_45_edits_in_any_minute() -> None:
    clock = VirtualClock(0.0, auto=False)
    b = EditBudget(SLACK_BUDGET, clock=clock, sleep=clock.sleep)
    granted: list[float] = []

    async def editor() -> None:
        for _ in range(30):
            await b.acquire()
            granted.append(clock())

    await clock.drive(*(editor() for _ in range(8)))  # 8 concurrent runs want 240 edits
    assert len(granted) == 240 and granted == sorted(granted)
    busiest = max(sum(1 for t in granted if start <= t < start + 60) for start in granted)
    assert 40 <= busiest <= 45  # the budget is used, and stays 5 under Slack's ~50 a minute
    assert granted[-1] == pytest.approx((240 - 5) * 1.5)  # 40 a minute after the burst of 5


async def test_waiters_are_served_in_order_and_a_final_edit_goes_first() -> None:
    clock = VirtualClock(0.0, auto=False)
    b = budget(clock, per_minute=6, burst=1)
    await b.acquire()  # empty now: one token every 10 s
    order: list[tuple[str, float]] = []

    async def take(name: str, priority: bool) -> None:
        await b.acquire(priority=priority)
        order.append((name, clock()))

    tasks = [asyncio.create_task(take("edit-a", False)), asyncio.create_task(take("edit-b", False))]
    await clock.advance(5)
    tasks += [asyncio.create_task(take("final-c", True)), asyncio.create_task(take("final-d", True))]
    await clock.drive(*tasks)
    assert order == [("final-c", 10.0), ("final-d", 20.0), ("edit-a", 30.0), ("edit-b", 40.0)]


async def test_pause_holds_every_edit_until_retry_after_and_refills_from_empty() -> None:
    clock = VirtualClock(0.0, auto=False)
    b = budget(clock, per_minute=60, burst=5)
    b.pause(30)
    await clock.drive(b.acquire())
    assert clock() == 31.0  # the pause, then one token's refill time (nothing accrued while paused)


async def test_a_cancelled_waiter_leaves_the_queue() -> None:
    clock = VirtualClock(0.0, auto=False)
    b = budget(clock, per_minute=60, burst=1)
    await b.acquire()
    first = asyncio.create_task(b.acquire())
    second = asyncio.create_task(b.acquire())
    await clock.settle()
    assert b.waiting == 2
    first.cancel()
    await clock.drive(second)
    assert first.cancelled() and b.waiting == 0 and b.granted == 2 and clock() == 1.0


async def test_refund_returns_the_token() -> None:
    clock = VirtualClock(0.0, auto=False)
    b = budget(clock, per_minute=60, burst=1)
    await b.acquire()
    b.refund()
    await b.acquire()
    assert clock() == 0.0 and b.granted == 1


def test_budgets_are_shared_per_workspace_with_platform_numbers() -> None:
    clock = VirtualClock(0.0, auto=False)
    budgets = EditBudgets(clock=clock, sleep=clock.sleep)
    assert budgets.get("slack", "T1") is budgets.get("slack", "T1")
    assert budgets.get("slack", "T1") is not budgets.get("slack", "T2")
    assert budgets.get("slack", "T1").spec == BudgetSpec(40, 5)
    assert budgets.get("telegram", "bot1").spec == BudgetSpec(600, 20)
    assert budgets.get("discord", "x").spec == SLACK_BUDGET  # unknown platforms get the strict numbers
    with pytest.raises(ValueError, match="per_minute"):
        BudgetSpec(0, 1)
