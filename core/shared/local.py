"""Shared state for one process: the token bucket the budgets count with, and ``LocalShared``.

``TokenBucket`` is the arithmetic every in-process budget has used (``bots.relay.run.edit_budget`` counts with
it); ``LocalShared`` keeps buckets, windows, locks and values in dictionaries with the same contract
as the Redis backend, for one process or for tests that stand two replicas side by side.
"""

from __future__ import annotations

import asyncio
import bisect
import itertools
import math
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field

from core.shared.base import Bucket, Lease, Slot, Window

Clock = Callable[[], float]
_EPSILON = 1e-9


class TokenBucket:
    """``burst`` tokens at most, refilled at ``per_second``; ``block`` stops the refill for a while."""

    def __init__(self, bucket: Bucket, *, clock: Clock = time.monotonic) -> None:
        self.bucket = bucket
        self._clock = clock
        self._rate = bucket.per_second
        self.tokens = float(bucket.burst)
        self._stamp = clock()
        self._blocked_until = -math.inf

    def wait_s(self) -> float:
        """Seconds until a token is free (``0.0``: one is free now); takes nothing."""
        now = self._clock()
        self._refill(now)
        if now < self._blocked_until:
            return self._blocked_until - now
        if self.tokens + _EPSILON >= 1:  # float refill math must not leave a 1e-16 s wait
            return 0.0
        return (1 - self.tokens) / self._rate

    def take(self) -> None:
        """Spend one token (after ``wait_s`` said one is free)."""
        self.tokens -= 1

    def try_take(self) -> float:
        """``take`` when a token is free (``0.0``), else the wait, taking nothing."""
        wait = self.wait_s()
        if wait <= 0:
            self.take()
        return wait

    def reserve(self) -> float:
        """Spend one token now or in the future: the seconds until it is the caller's."""
        now = self._clock()
        self._refill(now)
        self.tokens -= 1
        start = max(0.0, self._blocked_until - now)
        return start if self.tokens + _EPSILON >= 0 else start + -self.tokens / self._rate

    def give_back(self) -> None:
        """A token taken but not used."""
        self.tokens = min(float(self.bucket.burst), self.tokens + 1)

    def block(self, seconds: float) -> None:
        """No token for ``seconds``, then refill from empty."""
        now = self._clock()
        self._refill(now)
        self._blocked_until = max(self._blocked_until, now + seconds)
        self.tokens = min(self.tokens, 0.0)

    def _refill(self, now: float) -> None:
        since = max(self._stamp, self._blocked_until)
        if now > since:
            self.tokens = min(float(self.bucket.burst), self.tokens + (now - since) * self._rate)
        self._stamp = max(self._stamp, now)


@dataclass(slots=True)
class _Uses:
    """One window's uses as (end, id), oldest first; a use in flight has its latest possible end."""

    ends: list[tuple[float, str]] = field(default_factory=list)

    def expire(self, until: float) -> None:
        """Forget the uses that ended at or before ``until``."""
        cut = 0
        while cut < len(self.ends) and self.ends[cut][0] <= until:
            cut += 1
        del self.ends[:cut]

    def remove(self, use: str) -> None:
        self.ends = [entry for entry in self.ends if entry[1] != use]


class LocalShared:
    """Buckets, windows, locks and values of one process, with the contract of ``core.shared.base``."""

    name = "in-process"

    def __init__(self, *, clock: Clock = time.monotonic) -> None:
        self._clock = clock
        self._buckets: dict[str, TokenBucket] = {}
        self._windows: dict[str, _Uses] = {}
        self._locks: dict[str, tuple[str, float]] = {}
        self._values: dict[str, tuple[str, float]] = {}
        self._unlocked = asyncio.Condition()
        self._ids = itertools.count()

    # --- buckets ----------------------------------------------------------------------------------

    def _bucket(self, key: str, bucket: Bucket) -> TokenBucket:
        found = self._buckets.get(key)
        if found is None or found.bucket != bucket:
            found = self._buckets[key] = TokenBucket(bucket, clock=self._clock)
        return found

    async def take(self, key: str, bucket: Bucket) -> float:
        return self._bucket(key, bucket).try_take()

    async def reserve(self, key: str, bucket: Bucket) -> float:
        return self._bucket(key, bucket).reserve()

    async def block(self, key: str, bucket: Bucket, seconds: float) -> None:
        self._bucket(key, bucket).block(seconds)

    # --- windows ----------------------------------------------------------------------------------

    async def enter(self, key: str, window: Window, *, allowed: int | None = None) -> Slot | float:
        now = self._clock()
        uses = self._windows.setdefault(key, _Uses())
        uses.expire(now - window.period_s)
        allowed = window.limit if allowed is None else allowed
        if len(uses.ends) < allowed:
            use = f"{next(self._ids)}"
            bisect.insort(uses.ends, (now + window.hold_s, use))
            return Slot(key, use)
        back = len(uses.ends) - allowed  # the uses that must end first, oldest first
        return max(uses.ends[back][0] + window.period_s - now, _EPSILON)

    async def leave(self, slot: Slot, window: Window, *, sent: bool) -> None:
        uses = self._windows.get(slot.key)
        if uses is None:
            return
        uses.remove(slot.id)
        if sent:
            bisect.insort(uses.ends, (self._clock(), slot.id))

    # --- locks ------------------------------------------------------------------------------------

    async def lock(self, key: str, *, ttl_s: float, wait_s: float = 0.0) -> Lease | None:
        deadline = time.monotonic() + wait_s
        async with self._unlocked:
            while True:
                now = time.monotonic()
                held = self._locks.get(key)
                if held is None or held[1] <= now:
                    token = uuid.uuid4().hex
                    self._locks[key] = (token, now + ttl_s)
                    return Lease(key, token)
                left = min(deadline, held[1]) - now
                if deadline <= now:
                    return None
                try:
                    async with asyncio.timeout(left):
                        await self._unlocked.wait()
                except TimeoutError:
                    pass

    async def unlock(self, lease: Lease) -> bool:
        async with self._unlocked:
            held = self._locks.get(lease.key)
            if held is None or held[0] != lease.token or held[1] <= time.monotonic():
                return False
            del self._locks[lease.key]
            self._unlocked.notify_all()
            return True

    # --- values -----------------------------------------------------------------------------------

    async def get(self, key: str) -> str | None:
        found = self._values.get(key)
        if found is None or found[1] <= self._clock():
            return None
        return found[0]

    async def put(self, key: str, value: str, *, ttl_s: float | None = None) -> None:
        self._values[key] = (value, math.inf if ttl_s is None else self._clock() + ttl_s)

    async def drop(self, key: str, value: str) -> bool:
        if await self.get(key) != value:
            return False
        del self._values[key]
        return True

    async def ping(self) -> None:
        return None

    async def aclose(self) -> None:
        return None
