"""The edit budget one workspace shares between all its runs: a token bucket with a fair queue.

Slack allows about 50 ``chat.update`` calls a minute for a whole workspace (Tier 3) and Telegram about
30 messages a second per bot, so edits of many concurrent runs must share one budget. Waiters are served
first-come first-served, except that final edits (the summary line a finished run collapses to) go
ahead of every intermediate edit: under load, intermediate states are the ones worth dropping.

Default numbers (``BudgetSpec``):

* Slack: a burst of 5 and 40 a minute after that, so any 60-second window holds at most 45 edits —
  five short of Tier 3's ~50, for the calls that reach Slack later than their token was taken (a
  replica starved of CPU, a slow network) and land in the next minute with the ones after them.
* Telegram: a burst of 20 and 600 a minute (10/s) per bot, leaving room under the ~30/s bot limit for
  the progress posts and answer chunks, which are not edits.

With ``shared`` (``DEXTER_REDIS_URL``: several replicas serve one workspace), the queue and its
priorities stay in this process, and the token the head of the queue takes is also taken from the
workspace's bucket in ``core.shared`` — the cluster's edits stay within the budget, whichever replica
sends them. ``pause`` (a 429) holds every replica; a refund stays local (the cluster's token is spent),
and ``try_acquire`` counts locally (``take_shared`` completes it where the caller can wait). While the
shared state is unreachable each replica counts alone (logged once by the backend).
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Mapping
from dataclasses import dataclass

from bots.relay.ports import Clock, ReplyTarget, Sleep
from core.errors import SharedStateError
from core.shared import Bucket, Buckets, TokenBucket


@dataclass(frozen=True, slots=True)
class BudgetSpec:
    """A token bucket: ``burst`` tokens at most, refilled at ``per_minute``."""

    per_minute: float
    burst: int

    def __post_init__(self) -> None:
        if self.per_minute <= 0 or self.burst < 1:
            raise ValueError(f"a budget needs per_minute > 0 and burst >= 1: {self}")

    @property
    def bucket(self) -> Bucket:
        return Bucket(burst=self.burst, per_second=self.per_minute / 60.0)


SLACK_BUDGET = BudgetSpec(per_minute=40, burst=5)
TELEGRAM_BUDGET = BudgetSpec(per_minute=600, burst=20)
DEFAULT_SPECS: Mapping[str, BudgetSpec] = {"slack": SLACK_BUDGET, "telegram": TELEGRAM_BUDGET}


class _Ticket:
    __slots__ = ("priority",)

    def __init__(self, priority: bool) -> None:
        self.priority = priority


class EditBudget:
    """One workspace's edit budget. ``await acquire()`` returns when one edit may be sent."""

    def __init__(
        self,
        spec: BudgetSpec = SLACK_BUDGET,
        *,
        clock: Clock = time.monotonic,
        sleep: Sleep = asyncio.sleep,
        shared: Buckets | None = None,
        key: str = "",
    ) -> None:
        """``shared`` and ``key``: the cluster-wide bucket this budget also takes from (module docstring)."""
        self.spec = spec
        self._clock = clock
        self._sleep = sleep
        self._bucket = TokenBucket(spec.bucket, clock=clock)
        self._shared = shared
        self._key = key
        self._queue: list[_Ticket] = []
        self._changed = asyncio.Event()
        self._telling: set[asyncio.Task[None]] = set()  # pauses on their way to the shared bucket
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
                wait = self._bucket.wait_s()
                if wait <= 0:
                    wait = await self._take_shared()
                if wait <= 0:
                    self._bucket.take()
                    self._queue.remove(ticket)  # a priority edit may have queued ahead meanwhile
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
        """Take a token only if one is free now and nobody is waiting; never waits. With a shared
        bucket this is this replica's count only: ``take_shared`` then asks the cluster."""
        if self._queue or self._bucket.wait_s() > 0:
            return False
        self._bucket.take()
        self.granted += 1
        return True

    async def take_shared(self) -> bool:
        """After ``try_acquire``: take the cluster's token too (``True`` without a shared bucket).
        ``False`` gives the local token back: the cluster has none now."""
        if await self._take_shared() <= 0:
            return True
        self.refund()
        return False

    def refund(self) -> None:
        """Give back a token that was not used (the text turned out unchanged)."""
        self._bucket.give_back()
        self.granted -= 1
        self._notify()

    def pause(self, seconds: float) -> None:
        """The platform rate-limited us: no edit for ``seconds``, then refill from empty."""
        self._bucket.block(seconds)
        if self._shared is not None:  # every replica hears it (in the background: callers are sync)
            task = asyncio.get_running_loop().create_task(self._block_shared(self._shared, seconds))
            self._telling.add(task)
            task.add_done_callback(self._telling.discard)
        self._notify()

    async def settled(self) -> None:
        """Wait until every ``pause`` has reached the shared bucket."""
        if self._telling:
            await asyncio.gather(*self._telling)

    async def _take_shared(self) -> float:
        if self._shared is None:
            return 0.0
        try:
            return await self._shared.take(self._key, self.spec.bucket)
        except SharedStateError:
            return 0.0  # unreachable: this replica counts alone until it is back

    async def _block_shared(self, shared: Buckets, seconds: float) -> None:
        with contextlib.suppress(SharedStateError):  # unreachable: logged by the backend
            await shared.block(self._key, self.spec.bucket, seconds)

    def _enqueue(self, ticket: _Ticket) -> None:
        index = len(self._queue)
        if ticket.priority:
            index = next((i for i, t in enumerate(self._queue) if not t.priority), len(self._queue))
        self._queue.insert(index, ticket)
        if index == 0:
            self._notify()

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
        shared: Buckets | None = None,
    ) -> None:
        self._specs = dict(specs)
        self._default = default
        self._clock = clock
        self._sleep = sleep
        self._budgets: dict[tuple[str, str], EditBudget] = {}
        self.shared = shared  # budgets made from now on count in it too (``share``)

    def get(self, platform: str, workspace: str) -> EditBudget:
        """The shared budget of ``workspace`` on ``platform``."""
        key = (platform, workspace)
        budget = self._budgets.get(key)
        if budget is None:
            spec = self._specs.get(platform, self._default)
            budget = self._budgets[key] = EditBudget(
                spec,
                clock=self._clock,
                sleep=self._sleep,
                shared=self.shared,
                key=f"{platform}:{workspace}:edit",
            )
        return budget

    def of(self, port: object, target: ReplyTarget) -> EditBudget:
        """The budget of the workspace ``target`` is in: the port's ``workspace_for(target)`` when one
        port serves many workspaces (Slack OAuth, ``bots.slack.workspaces``), else its ``workspace``."""
        per_target = getattr(port, "workspace_for", None)
        workspace = per_target(target) if callable(per_target) else getattr(port, "workspace", "")
        return self.get(target.platform, str(workspace))

    def share(self, shared: Buckets | None) -> None:
        """Count in ``shared`` too, from the next budget made (call it before serving)."""
        self.shared = shared
        self._budgets.clear()
