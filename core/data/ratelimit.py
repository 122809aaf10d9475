"""An even-spacing rate limiter for outbound API calls (KIS: 20/s real, 2/s paper)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable


class RateLimiter:
    """Spaces requests evenly: at most ``rate`` a second, no bursts. One per process, shared."""

    def __init__(
        self,
        rate: float,
        *,
        monotonic: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    ) -> None:
        """Create a limiter.

        Args:
            rate: Requests per second.
            monotonic: Clock in seconds (injected in tests).
            sleep: Awaits seconds (injected in tests).
        """
        if rate <= 0:
            raise ValueError("rate must be positive")
        self.interval = 1.0 / rate
        self._monotonic = monotonic
        self._sleep = sleep
        self._next = float("-inf")

    async def acquire(self) -> None:
        """Wait until the next request slot; slots are handed out first come, first served."""
        now = self._monotonic()
        slot = max(now, self._next)
        self._next = slot + self.interval  # reserved before awaiting, so concurrent callers queue up
        if slot > now:
            await self._sleep(slot - now)
