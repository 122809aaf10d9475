"""The edit budget one workspace shares between all its runs: a token bucket with a fair queue.

Slack allows about 50 ``chat.update`` calls a minute for a whole workspace (Tier 3) and Telegram about
30 messages a second per bot, so edits of many concurrent runs must share one budget. Waiters are served
first-come first-served, except that final edits (the summary line a finished run collapses to) go
ahead of every intermediate edit: under load, intermediate states are the ones worth dropping.

Default numbers (``BudgetSpec``):

* Slack: a burst of 10 and 40 a minute after that, so any 60-second window holds at most 50 edits.
* Telegram: a burst of 20 and 600 a minute (10/s) per bot, leaving room under the ~30/s bot limit for
  the progress posts and answer chunks, which are not edits.
"""

from __future__ import annotations

import asyncio
import math
import time
from collections.abc import Mapping
from dataclasses import dataclass

from bots.relay.model import Clock, Sleep


@dataclass(frozen=True, slots=True)
class BudgetSpec:
    """A token bucket: ``burst`` tokens at most, refilled at ``per_minute``."""

    per_minute: float
    burst: int

    def __post_init__(self) -> None:
        if self.per_minute <= 0 or self.burst < 1:
            raise ValueError(f"a budget needs per_minute > 0 and burst >= 1: {self}")


SLACK_BUDGET = BudgetSpec(per_minute=40, burst=10)
TELEGRAM_BUDGET = BudgetSpec(per_minute=600, burst=20)
DEFAULT_SPECS: Mapping[str, BudgetSpec] = {"slack": SLACK_BUDGET, "telegram": TELEGRAM_BUDGET}
_EPSILON = 1e-9


class _Ticket:
    __slots__ = ("priority",)

    def __init__(self, priority: bool) -> None:
        self.priority = priority


class EditBudget:
    """One workspace's edit budget. ``await acquire()`` returns when one edit may be sent."""

    def __init__(
        self, spec: BudgetSpec = SLACK_BUDGET, *, clock: Clock = time.monotonic, sleep: Sleep = asyncio.sleep
    ) -> None:
        self.spec = spec
        self._clock = clock
        self._sleep = sleep
        self._rate = spec.per_minute / 60.0
        self._tokens = float(spec.burst)
        self._stamp = clock()
        self._blocked_until = -math.inf
        self._queue: list[_Ticket] = []
        self._changed = asyncio.Event()
        self.granted = 0

    @property
    def waiting(self) -> int:
        """Edits waiting for a token."""
        return len(self._queue)

    async def acquire(self, *, priority: bool = False) -> None:
        """Wait for a token. ``priority`` (final edits) goes ahead of every non-priority waiter."""
        ticket = _Ticket(priority)
        self._enqueue(ticket)
        try:
            while True:
                if self._queue[0] is not ticket:
                    await self._changed.wait()
                    continue
                wait = self._wait_s()
                if wait <= 0:
                    self._tokens -= 1
                    self._queue.pop(0)
                    self.granted += 1
                    self._notify()
                    return
                await self._sleep(wait)
        except BaseException:
            if ticket in self._queue:
                self._queue.remove(ticket)
                self._notify()
            raise

    def try_acquire(self) -> bool:
        """Take a token only if one is free now and nobody is waiting; never waits."""
        if self._queue or self._wait_s() > 0:
            return False
        self._tokens -= 1
        self.granted += 1
        return True

    def refund(self) -> None:
        """Give back a token that was not used (the text turned out unchanged)."""
        self._tokens = min(float(self.spec.burst), self._tokens + 1)
        self.granted -= 1
        self._notify()

    def pause(self, seconds: float) -> None:
        """The platform rate-limited us: no edit for ``seconds``, then refill from empty."""
        now = self._clock()
        self._refill(now)
        self._blocked_until = max(self._blocked_until, now + seconds)
        self._tokens = min(self._tokens, 0.0)
        self._notify()

    def _enqueue(self, ticket: _Ticket) -> None:
        index = len(self._queue)
        if ticket.priority:
            index = next((i for i, t in enumerate(self._queue) if not t.priority), len(self._queue))
        self._queue.insert(index, ticket)
        if index == 0:
            self._notify()

    def _wait_s(self) -> float:
        now = self._clock()
        self._refill(now)
        if now < self._blocked_until:
            return self._blocked_until - now
        if self._tokens + _EPSILON >= 1:  # float refill math must not leave a 1e-16 s wait
            return 0.0
        return (1 - self._tokens) / self._rate

    def _refill(self, now: float) -> None:
        since = max(self._stamp, self._blocked_until)
        if now > since:
            self._tokens = min(float(self.spec.burst), self._tokens + (now - since) * self._rate)
        self._stamp = max(self._stamp, now)

    def _notify(self) -> None:
        self._changed.set()
        self._changed = asyncio.Event()


class EditBudgets:
    """The budgets of every workspace, created on first use from the platform's ``BudgetSpec``."""

    def __init__(
        self,
        specs: Mapping[str, BudgetSpec] = DEFAULT_SPECS,
        *,
        default: BudgetSpec = SLACK_BUDGET,
        clock: Clock = time.monotonic,
        sleep: Sleep = asyncio.sleep,
    ) -> None:
        self._specs = dict(specs)
        self._default = default
        self._clock = clock
        self._sleep = sleep
        self._budgets: dict[tuple[str, str], EditBudget] = {}

    def get(self, platform: str, workspace: str) -> EditBudget:
        """The shared budget of ``workspace`` on ``platform``."""
        key = (platform, workspace)
        budget = self._budgets.get(key)
        if budget is None:
            spec = self._specs.get(platform, self._default)
            budget = self._budgets[key] = EditBudget(spec, clock=self._clock, sleep=self._sleep)
        return budget
