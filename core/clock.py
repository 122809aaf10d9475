"""Korea Standard Time, the product's clock for periods, market hours and run ids — and ``VirtualClock``,
the one fake clock tests, emulators and benchmarks inject instead of waiting."""

from __future__ import annotations

import asyncio
import heapq
import itertools
import time
from collections.abc import Awaitable, Callable
from datetime import datetime, timedelta, timezone

#: Korea Standard Time: UTC+9 all year (Korea has kept no summer time since 1988). A fixed offset rather
#: than ``ZoneInfo("Asia/Seoul")``: the same times and name, without the time-zone database a slim
#: container may lack, nor zoneinfo's import at every start.
KST = timezone(timedelta(hours=9), "KST")


def now_kst() -> datetime:
    return datetime.now(KST)


def today_kst(now: datetime | None = None) -> str:
    """Today in Korea as prompts state it, e.g. ``2026-11-25 (Wed)``."""
    return (now or datetime.now(KST)).astimezone(KST).strftime("%Y-%m-%d (%a)")


class VirtualClock:
    """Time for tests, emulators and benchmarks — the one fake clock (it ships with the package, like
    the scripted model). One instant, read three ways: ``clock()`` seconds on a monotonic scale,
    ``clock.wall()`` the same instant as an aware KST datetime, and ``await clock.sleep(d)``.

    ``auto=True`` (default): a sleep yields once, then moves time to at least call-time + ``d`` — the
    code under test never waits, concurrent sleepers wake no earlier than they asked, and time never
    runs faster than asked. ``auto=False``: a sleep parks its caller until ``advance`` or ``drive``
    reaches its deadline, so a test decides exactly when time passes. Pure asyncio (no threads).
    ``delays`` records every delay asked for (not when warped). ``VirtualClock.warped()`` follows real time instead, and a
    sleep jumps it ahead (``offset``): for scenario tests where real SDKs and servers run in real time
    but a flood wait or an edit spacing must cost none.
    """

    def __init__(self, start: float = 1000.0, *, wall: datetime | None = None, auto: bool = True) -> None:
        self._real: Callable[[], float] | None = None
        self.offset = start
        self._start = start
        self._wall = (wall or datetime(2024, 12, 27, 9, 0, tzinfo=KST)).astimezone(KST)
        self.auto = auto
        self.delays: list[float] = []
        self._sleepers: list[tuple[float, int, asyncio.Future[None]]] = []
        self._seq = itertools.count()

    @classmethod
    def warped(cls) -> VirtualClock:
        """Real monotonic time plus what the sleeps jumped over (see the class docstring)."""
        clock = cls(0.0)
        clock._real = time.monotonic
        clock._start = time.monotonic()
        return clock

    @property
    def now(self) -> float:
        return self.offset + (self._real() if self._real is not None else 0.0)

    @now.setter
    def now(self, value: float) -> None:
        self.offset = value - (self._real() if self._real is not None else 0.0)

    def __call__(self) -> float:
        return self.now

    def monotonic(self) -> float:
        return self.now

    def wall(self) -> datetime:
        """This instant in Korea time."""
        return self._wall + timedelta(seconds=self.now - self._start)

    def set_wall(self, moment: datetime) -> None:
        """Move to the instant ``moment`` (aware): both readings follow."""
        self.now = self._start + (moment - self._wall).total_seconds()

    async def sleep(self, delay: float) -> None:
        if self._real is not None:  # warped: real time runs on, the wait itself is skipped (and,
            self.offset += max(0.0, delay)  # as a soak may run for hours, not recorded)
            await asyncio.sleep(0)
            return
        self.delays.append(delay)
        if len(self.delays) > 50_000:
            raise AssertionError("runaway sleep loop")
        deadline = self.now + max(0.0, delay)
        if self.auto:
            await asyncio.sleep(0)
            self.now = max(self.now, deadline)
            return
        waiter = asyncio.get_running_loop().create_future()
        heapq.heappush(self._sleepers, (deadline, next(self._seq), waiter))
        await waiter

    def jump(self, seconds: float) -> None:
        """Move time forward without waking anybody (an auto clock's sleepers never park)."""
        self.now += seconds

    @staticmethod
    async def settle() -> None:
        """Let every runnable task run until it blocks."""
        for _ in range(50):
            await asyncio.sleep(0)

    def _pending(self) -> list[tuple[float, int, asyncio.Future[None]]]:
        self._sleepers = [s for s in self._sleepers if not s[2].done()]
        heapq.heapify(self._sleepers)
        return self._sleepers

    async def _wake_next(self) -> bool:
        """Move to the earliest deadline and wake every sleeper due then (as one loop turn would)."""
        if not self._pending():
            return False
        self.now = max(self.now, self._sleepers[0][0])
        while self._sleepers and self._sleepers[0][0] <= self.now:
            waiter = heapq.heappop(self._sleepers)[2]
            if not waiter.done():
                waiter.set_result(None)
        await self.settle()
        return True

    async def advance(self, seconds: float) -> None:
        """Move time forward by ``seconds``, waking each parked sleeper at its deadline, in order."""
        end = self.now + seconds
        await self.settle()
        while self._pending() and self._sleepers[0][0] <= end:
            await self._wake_next()
        self.now = max(self.now, end)
        await self.settle()

    async def run_until(self, done: Callable[[], bool]) -> None:
        """Let the tasks run, jumping time from deadline to deadline, until ``done()``."""
        await self.settle()
        while not done():
            if not await self._wake_next():
                raise AssertionError("stuck: nothing to wait for and not done")

    async def drive(self, *aws: Awaitable[object]) -> None:
        """Run ``aws`` to completion, jumping time to the next deadline whenever all are blocked."""
        tasks = [asyncio.ensure_future(a) for a in aws]
        while True:
            await self.settle()
            if all(t.done() for t in tasks):
                break
            if not await self._wake_next():
                raise AssertionError("deadlock: every task waits and nobody sleeps")
        for task in tasks:
            task.result()
