"""An even-spacing rate limiter for outbound API calls (KIS: 20/s real, 2/s paper).

With ``shared`` (``DEXTER_REDIS_URL``) the slots are reserved in ``core.shared`` under ``key`` (one
per KIS app key), so every replica's calls together keep the spacing; while the shared state is
unreachable each process spaces its own calls.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable

from core.errors import SharedStateError
from core.shared import Bucket, Buckets


class RateLimiter:
    """Spaces requests evenly: at most ``rate`` a second, no bursts. One per process, shared."""

    def __init__(
        self,
        rate: float,
        *,
        monotonic: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
        shared: Buckets | None = None,
        key: str = "kis:calls",
    ) -> None:
        """Create a limiter.

        Args:
            rate: Requests per second.
            monotonic: Clock in seconds (injected in tests).
            sleep: Awaits seconds (injected in tests).
            shared: Where replicas reserve their slots together (``None``: this process only).
            key: The shared bucket's key (the API account it limits).
        """
        if rate <= 0:
            raise ValueError("rate must be positive")
        self.interval = 1.0 / rate
        self._monotonic = monotonic
        self._sleep = sleep
        self._next = float("-inf")
        self._shared = shared
        self._key = key
        self._bucket = Bucket(burst=1, per_second=rate)

    async def acquire(self) -> None:
        """Wait until the next request slot; slots are handed out first come, first served."""
        if self._shared is not None:
            try:
                wait = await self._shared.reserve(self._key, self._bucket)
            except SharedStateError:
                pass  # unreachable: space this process's calls alone
            else:
                if wait > 0:
                    await self._sleep(wait)
                return
        now = self._monotonic()
        slot = max(now, self._next)
        self._next = slot + self.interval  # reserved before awaiting, so concurrent callers queue up
        if slot > now:
            await self._sleep(slot - now)
