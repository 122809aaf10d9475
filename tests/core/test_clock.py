"""``VirtualClock``: the one fake clock (auto, manual and warped), and Korea time."""

from __future__ import annotations

import asyncio
import time
from datetime import datetime

import pytest

from core.clock import KST, VirtualClock, today_kst


async def test_auto_sleeps_move_time_by_what_they_asked_and_never_faster() -> None:
    clock = VirtualClock(100.0)
    woke: list[tuple[str, float]] = []

    async def sleeper(name: str, delay: float) -> None:
        await clock.sleep(delay)
        woke.append((name, clock()))

    await asyncio.gather(sleeper("a", 5.0), sleeper("b", 2.0))
    assert dict(woke)["a"] >= 105.0 and dict(woke)["b"] >= 102.0
    assert clock() == 105.0  # concurrent sleeps overlap: time moved 5 s, not 7
    assert clock.delays == [5.0, 2.0]
    clock.jump(10)
    assert clock.monotonic() == 115.0


async def test_manual_sleepers_wake_in_deadline_order_only_when_time_is_driven() -> None:
    clock = VirtualClock(0.0, auto=False)
    order: list[str] = []

    async def sleeper(name: str, delay: float) -> None:
        await clock.sleep(delay)
        order.append(name)

    tasks = [asyncio.create_task(sleeper(n, d)) for n, d in (("late", 3.0), ("early", 1.0))]
    await clock.settle()
    assert order == []  # nobody wakes before time is moved
    await clock.advance(1.5)
    assert order == ["early"] and clock() == 1.5
    await clock.drive(*tasks)
    assert order == ["early", "late"] and clock() == 3.0


async def test_drive_reports_a_deadlock_instead_of_hanging() -> None:
    clock = VirtualClock(auto=False)
    never = asyncio.Event()
    with pytest.raises(AssertionError, match="deadlock"):
        await clock.drive(never.wait())


def test_wall_time_is_korea_time_and_moves_with_the_clock() -> None:
    clock = VirtualClock(0.0, wall=datetime(2024, 12, 27, 8, 30, tzinfo=KST))
    clock.jump(3600 * 16)
    assert clock.wall() == datetime(2024, 12, 28, 0, 30, tzinfo=KST)
    assert today_kst(clock.wall()) == "2024-12-28 (Sat)"


async def test_warped_follows_real_time_and_sleeps_jump_over_the_wait() -> None:
    clock = VirtualClock.warped()
    before, real_before = clock(), time.monotonic()
    await clock.sleep(30.0)
    assert time.monotonic() - real_before < 30.0  # no real wait (a guard, not a timing assert)
    assert clock() - before >= 30.0 and clock.offset >= 30.0
