"""What replicas must share, as small typed interfaces: token buckets, sliding windows, locks, values.

Each method is one atomic step on the shared state; the waiting, the queueing and the priorities stay
with the caller, in its own process (``bots.relay.run.edit_budget``, ``bots.telegram.budget``,
``core.data.ratelimit``): only the counting is shared. Two implementations keep the same contract
(``tests/core/shared``): ``core.shared.local.LocalShared`` (one process) and
``core.shared.redis_backend.RedisShared`` (every replica pointed at one Redis, ``DEXTER_REDIS_URL``).

Keys are plain strings (``slack:T123:edit``); an implementation may prefix them. Times are seconds.
A failing service raises ``core.errors.SharedStateError``; callers that can go on alone (the budgets)
count in-process until it is back.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, runtime_checkable


@dataclass(frozen=True, slots=True)
class Bucket:
    """A token bucket: ``burst`` tokens at most, refilled at ``per_second``."""

    burst: int
    per_second: float

    def __post_init__(self) -> None:
        if self.burst < 1 or self.per_second <= 0:
            raise ValueError(f"a bucket needs burst >= 1 and per_second > 0: {self}")


@dataclass(frozen=True, slots=True)
class Window:
    """At most ``limit`` uses in any ``period_s``, each counted from when it *ended* (``leave``).

    A use not yet ended counts as in flight; one whose holder never ends it (its replica died) stops
    counting ``hold_s`` + ``period_s`` after it began.
    """

    limit: int
    period_s: float
    hold_s: float = 30.0

    def __post_init__(self) -> None:
        if self.limit < 1 or self.period_s <= 0 or self.hold_s <= 0:
            raise ValueError(f"a window needs limit >= 1, period_s > 0 and hold_s > 0: {self}")


@dataclass(frozen=True, slots=True)
class Slot:
    """A use of a window, granted by ``enter``; give it back with ``leave``."""

    key: str
    id: str


@dataclass(frozen=True, slots=True)
class Lease:
    """A held lock: ``token`` proves who holds it (an expired lease cannot release a new holder's)."""

    key: str
    token: str


class Buckets(Protocol):
    async def take(self, key: str, bucket: Bucket) -> float:
        """Take one token if one is free now: ``0.0``. Else nothing is taken and the result is the
        seconds until one may be (the caller waits that long and asks again)."""
        ...

    async def reserve(self, key: str, bucket: Bucket) -> float:
        """Take one token now or in the future (the count may go below zero): the seconds to wait
        before using it. Reservations are served in order, so callers are spaced evenly."""
        ...

    async def block(self, key: str, bucket: Bucket, seconds: float) -> None:
        """No token for ``seconds`` (the platform answered 429), then the bucket refills from empty."""
        ...


class Windows(Protocol):
    async def enter(self, key: str, window: Window, *, allowed: int | None = None) -> Slot | float:
        """A ``Slot`` when fewer than ``allowed`` (default ``window.limit``) uses are in flight or
        ended within the period; else the seconds until the oldest one that must end first does."""
        ...

    async def leave(self, slot: Slot, window: Window, *, sent: bool) -> None:
        """The use ended now (``sent``: it counts for one more period), or never happened (free now)."""
        ...


class Locks(Protocol):
    async def lock(self, key: str, *, ttl_s: float, wait_s: float = 0.0) -> Lease | None:
        """Take the lock ``key`` for at most ``ttl_s`` (a holder that dies releases it that way),
        waiting up to ``wait_s`` for it; ``None`` when it stayed taken."""
        ...

    async def unlock(self, lease: Lease) -> bool:
        """Release ``lease``; ``False`` when it had expired (someone else may hold the lock now)."""
        ...


class Values(Protocol):
    async def get(self, key: str) -> str | None:
        """The value of ``key``, ``None`` when absent or expired."""
        ...

    async def put(self, key: str, value: str, *, ttl_s: float | None = None) -> None:
        """Set ``key``; it disappears after ``ttl_s`` (never when ``None``)."""
        ...

    async def drop(self, key: str, value: str) -> bool:
        """Delete ``key`` only while it still holds ``value`` (compare-and-delete)."""
        ...


@runtime_checkable
class Shared(Buckets, Windows, Locks, Values, Protocol):
    """One backend of shared state; ``name`` says which (``in-process`` or ``redis``)."""

    name: str

    async def ping(self) -> None:
        """Raise ``SharedStateError`` when the backend cannot serve (readiness)."""
        ...

    async def aclose(self) -> None: ...
