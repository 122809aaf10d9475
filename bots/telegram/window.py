"""A window of the Telegram send budget (``bots.telegram.budget``): at most ``limit`` sends in any
``period``, each counted from its end; waiters served by priority, then arrival; with ``shares``, a
priority fills at most its share. With ``shared``, the cluster's window is taken from as well: one
``enter`` when this process has room (one more each time the cluster refused), one ``leave`` after."""

from __future__ import annotations

import asyncio
import bisect
import contextlib
import itertools
import math
from collections import deque
from collections.abc import Awaitable, Callable, Mapping

from core.errors import SharedStateError
from core.shared import Slot, Windows
from core.shared import Window as SharedWindow

Clock = Callable[[], float]
Sleep = Callable[[float], Awaitable[None]]
#: The longest a send refused by the cluster's window sleeps before it asks again, while what it waits
#: for may come back sooner (a send in flight on another replica, or a share left for higher ranks).
SHARED_POLL_S = 0.1


class _Ticket:
    __slots__ = ("key",)

    def __init__(self, priority: int, seq: int) -> None:
        self.key = (priority, seq)


class Window:
    """At most ``limit`` sends in any ``period`` seconds, counted from each send's end; waiters served
    by priority, then arrival; with ``shares``, a priority fills at most its share of ``limit``."""

    def __init__(
        self,
        limit: int,
        period: float,
        *,
        clock: Clock,
        sleep: Sleep,
        shares: Mapping[int, float] | None = None,
        shared: Windows | None = None,
        key: str = "",
    ) -> None:
        self.limit, self.period = limit, period
        self._shared, self._key = shared, key
        self._spec = SharedWindow(limit, period)
        self._allowed = {p: max(1, math.floor(limit * share)) for p, share in (shares or {}).items()}
        self._clock, self._sleep = clock, sleep
        self._busy = 0  # granted, not yet ended
        self._ends: deque[float] = deque()  # ends of recent sends, oldest first
        self._queue: list[_Ticket] = []
        self._seq = itertools.count()
        self._changed = asyncio.Event()

    @property
    def waiting(self) -> int:
        return len(self._queue)

    @property
    def is_shared(self) -> bool:
        """Counted in the cluster's window as well (``acquire`` returns its ``Slot``)."""
        return self._shared is not None

    @property
    def idle(self) -> bool:
        """Nothing in flight, waiting or counted: the window can be forgotten."""
        self._expire(self._clock())
        return not (self._busy or self._ends or self._queue)

    async def acquire(self, priority: int, *, alone: bool = False) -> Slot | None:
        """Wait for a slot; ``release`` it when the send ended (or did not happen). The cluster's slot,
        with a shared window (``leave_shared`` it after ``release``); ``None`` when the cluster could
        not be reached (this process counted alone) or ``alone`` said not to ask it."""
        ticket = _Ticket(priority, next(self._seq))
        bisect.insort(self._queue, ticket, key=lambda t: t.key)
        try:
            while True:
                if self._queue[0] is not ticket:
                    await self._changed.wait()
                    continue
                wait = self._wait_s(priority)
                slot: Slot | None = None
                if wait <= 0 and self._shared is not None and not alone:
                    got = await self._enter_shared(self._shared, priority)
                    if isinstance(got, float):
                        await self._sleep(self._retry_s(got))
                        continue
                    slot = got
                if wait <= 0:
                    self._queue.remove(ticket)  # one that ranks higher may have queued meanwhile
                    self._busy += 1
                    self._notify()
                    return slot
                if math.isinf(wait):
                    await self._changed.wait()  # every slot is in flight: wait for an end
                else:
                    await self._sleep(wait)
        except BaseException:
            if ticket in self._queue:
                self._queue.remove(ticket)
                self._notify()
            raise

    def release(self, *, sent: bool) -> None:
        """The send ended now (``sent``), or was never made (its slot is free at once)."""
        self._busy -= 1
        if sent:
            self._ends.append(self._clock())
        self._notify()

    async def leave_shared(self, slot: Slot, *, sent: bool) -> None:
        """Give the cluster's slot back (``sent``: it counts for a period from now)."""
        if self._shared is None:
            return
        with contextlib.suppress(SharedStateError):  # else its use ends by itself after ``hold_s``
            await self._shared.leave(slot, self._spec, sent=sent)

    async def _enter_shared(self, shared: Windows, priority: int) -> Slot | float | None:
        try:
            return await shared.enter(self._key, self._spec, allowed=self._allowed.get(priority, self.limit))
        except SharedStateError:
            return None  # unreachable: count alone until it is back

    def _retry_s(self, refused_s: float) -> float:
        """How long to sleep after the cluster said ``refused_s``. Within a period, the use it waits
        for has ended (one in flight counts until long after): without shares no one here could enter
        sooner, so once is enough; else ask again every ``SHARED_POLL_S`` (a higher rank may fit)."""
        if refused_s <= self.period and not self._allowed:
            return refused_s
        return min(refused_s, SHARED_POLL_S)

    def _expire(self, now: float) -> None:
        while self._ends and self._ends[0] + self.period <= now:
            self._ends.popleft()

    def _wait_s(self, priority: int) -> float:
        now = self._clock()
        self._expire(now)
        used = self._busy + len(self._ends)
        allowed = self._allowed.get(priority, self.limit)
        if used < allowed:
            return 0.0
        back = used - allowed + 1  # slots that must come back first
        if back > len(self._ends):
            return math.inf  # some of them are still in flight: wait for an end
        return self._ends[back - 1] + self.period - now

    def _notify(self) -> None:
        self._changed.set()
        self._changed = asyncio.Event()
