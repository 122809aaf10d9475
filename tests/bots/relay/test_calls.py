"""``bots.relay.run.retries.attempt``: bounded retries of one platform call, within an edit budget when given."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest

from bots.relay.ports import RateLimited
from bots.relay.run.edit_budget import BudgetSpec, EditBudget
from bots.relay.run.retries import attempt
from core.clock import VirtualClock


def refusing_once(clock: VirtualClock, calls: list[float]) -> Callable[[], Awaitable[str]]:
    async def edit() -> str:
        calls.append(clock())
        if len(calls) == 1:
            raise RateLimited(5)
        return "ok"

    return edit


async def test_a_retried_edit_takes_a_token_each_try_and_its_429_pauses_the_budget() -> None:
    clock = VirtualClock(0.0, auto=False)
    budget = EditBudget(BudgetSpec(per_minute=60, burst=1), clock=clock, sleep=clock.sleep)
    calls: list[float] = []
    result: list[str] = []

    async def run() -> None:
        result.append(
            await attempt(refusing_once(clock, calls), sleep=clock.sleep, limit_s=10, budget=budget)
        )

    await clock.drive(run())
    assert result == ["ok"] and budget.granted == 2
    # paused for the 429's 5 s, then refilled from empty: a token a second
    assert calls == [0.0, pytest.approx(6.0)]


async def test_without_a_budget_a_429_waits_its_retry_after() -> None:
    clock = VirtualClock(0.0, auto=False)
    calls: list[float] = []
    result: list[str] = []

    async def run() -> None:
        result.append(await attempt(refusing_once(clock, calls), sleep=clock.sleep, limit_s=10))

    await clock.drive(run())
    assert result == ["ok"] and calls == [0.0, 5.0]
