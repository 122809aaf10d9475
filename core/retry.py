"""Retries with exponential backoff for transient failures (model and data calls alike).

Three retries at 0.5 / 1 / 2 s, or what the server asked for through Retry-After (capped), and never
for errors retrying cannot fix (4xx input errors).
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from typing import TypeVar

from core.errors import DataTransientError, ModelTransientError
from core.logging import get_logger
from core.model import Model, ModelEvent, ModelRequest

log = get_logger(__name__)
T = TypeVar("T")
#: Failures worth retrying, from any source.
TRANSIENT = (ModelTransientError, DataTransientError)


@dataclass(frozen=True, slots=True)
class RetryPolicy:
    retries: int = 3
    base_delay_s: float = 0.5
    max_retry_after_s: float = 60.0
    sleep: Callable[[float], Awaitable[None]] = field(default=asyncio.sleep)

    def delay(self, attempt: int, retry_after: float | None) -> float:
        """Seconds to wait before retry number ``attempt`` (1-based)."""
        if retry_after is not None and retry_after >= 0:
            return min(retry_after, self.max_retry_after_s)
        return float(self.base_delay_s * 2 ** (attempt - 1))


async def retrying(call: Callable[[], Awaitable[T]], policy: RetryPolicy, *, what: str = "call") -> T:
    """Await ``call()``; on transient failures (``TRANSIENT``), back off and try again."""
    attempt = 0
    while True:
        try:
            return await call()
        except TRANSIENT as exc:
            attempt += 1
            if attempt > policy.retries:
                raise
            delay = policy.delay(attempt, exc.retry_after)
            log.warning(
                "retrying",
                what=what,
                attempt=attempt,
                delay_s=delay,
                error=type(exc).__name__,
                code=getattr(exc, "status", None) or getattr(exc, "code", None),
            )
            await policy.sleep(delay)


class RetryingModel:
    """Wraps a model so that a transient failure before the first event is retried.

    Once an event has been yielded, a failure propagates: replaying a half-delivered stream would
    duplicate text.
    """

    def __init__(self, inner: Model, policy: RetryPolicy | None = None) -> None:
        self.inner = inner
        self.policy = policy or RetryPolicy()

    @property
    def name(self) -> str:
        return self.inner.name

    async def aclose(self) -> None:
        await self.inner.aclose()

    async def stream(self, request: ModelRequest) -> AsyncIterator[ModelEvent]:
        attempt = 0
        while True:
            started = False
            try:
                async for event in self.inner.stream(request):
                    started = True
                    yield event
            except ModelTransientError as exc:
                attempt += 1
                if started or attempt > self.policy.retries:
                    raise
                delay = self.policy.delay(attempt, exc.retry_after)
                log.warning(
                    "model_retry",
                    model=self.name,
                    attempt=attempt,
                    delay_s=delay,
                    error=type(exc).__name__,
                    status=exc.status,
                )
                await self.policy.sleep(delay)
            else:
                return
