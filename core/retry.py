"""One retry policy for every outside call — model streams, OpenDART and KIS alike.

Three retries at 0.5 / 1 / 2 s with ±25% jitter (so many runs failing together do not retry in step),
or exactly what the server asked for through Retry-After (capped); never for errors retrying cannot
fix: 4xx input errors other than 408 (timeout), 409 (conflict) and 429 (rate limit).

Only ``TRANSIENT`` errors are retried, except ``DataTryLaterError``: the source's own wait (KIS token
issuance, once a minute) was already spent inside the request, so retrying at once cannot help.

Model streams (``RetryingModel``) are retried only while the consumer has seen nothing it could act
on. A failure before the first ``TextDelta`` or ``ToolCallReady`` (HTTP error, connection reset,
malformed SSE or JSON, an SSE ``error`` event, or ``idle_s`` seconds without an event) starts the
call again; the neutral stream has no other events before those, so nothing is replayed twice (the
aborted attempt's usage is never reported, since ``Finish`` carries it and comes last). Once content
or ``Finish`` has been yielded the failure propagates as-is: replaying would duplicate text, tool
calls or usage. The consumer decides what a half answer looks like.

A silent stream (``idle_s`` seconds without an event; the first event includes connecting and the
response headers) is retried at most once, at once, whatever ``retries`` says: a model that stopped
answering rarely answers on the third try, and the user is waiting. The retried attempt gets what is left of
``idle_s`` less a reserve (``SILENCE_RESERVE``, 10%) for delivering the error, so a hung model ends
the call within ``2 × idle_s`` of its first silence (about 114 s at the default 60 s: under two
minutes) — and its error names the whole silence.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncGenerator, Awaitable, Callable, Mapping
from contextlib import aclosing
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING, TypeVar

from core.errors import DataTransientError, DataTryLaterError, ModelTimeoutError, ModelTransientError
from core.logging import get_logger

if TYPE_CHECKING:  # the data clients retry too: they load no model types
    from core.model import Model, ModelEvent, ModelRequest

log = get_logger(__name__)
T = TypeVar("T")
#: Failures worth retrying, from any source.
TRANSIENT = (ModelTransientError, DataTransientError)
JITTER = 0.25
#: The share of ``idle_s`` a retried silent stream does not get: time to deliver the error within 2 × idle_s.
SILENCE_RESERVE = 0.1


def retryable_status(status: int) -> bool:
    """HTTP statuses worth another try: server errors, 408 timeout, 409 conflict, 429 rate limit."""
    return status >= 500 or status in (408, 409, 429)


def parse_retry_after(
    headers: Mapping[str, str] | None, *, now: Callable[[], datetime] = lambda: datetime.now(UTC)
) -> float | None:
    """Seconds from ``retry-after-ms`` or ``retry-after`` (seconds or an HTTP date), else ``None``."""
    if not headers:
        return None
    ms = headers.get("retry-after-ms")
    if ms:
        try:
            return max(0.0, float(ms) / 1000)
        except ValueError:
            pass
    value = headers.get("retry-after")
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        from email.utils import parsedate_to_datetime  # an HTTP date: rare, and email is not cheap to load

        when = parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return max(0.0, (when - now()).total_seconds())


def _uniform() -> float:
    """``random.random()``; the module loads at the first retry, not at every start."""
    import random

    return random.random()


@dataclass(frozen=True, slots=True)
class RetryPolicy:
    retries: int = 3
    base_delay_s: float = 0.5
    max_retry_after_s: float = 60.0
    sleep: Callable[[float], Awaitable[None]] = field(default=asyncio.sleep)
    #: a number in [0, 1); injectable so tests know the delays exactly
    random: Callable[[], float] = field(default=_uniform)

    def delay(self, attempt: int, retry_after: float | None) -> float:
        """Seconds to wait before retry number ``attempt`` (1-based): Retry-After as asked (capped),
        else the backoff step with ±25% jitter."""
        if retry_after is not None and retry_after >= 0:
            return min(retry_after, self.max_retry_after_s)
        step = self.base_delay_s * 2 ** (attempt - 1)
        return float(step * (1 - JITTER + 2 * JITTER * self.random()))


async def retrying(call: Callable[[], Awaitable[T]], policy: RetryPolicy, *, what: str = "call") -> T:
    """Await ``call()``; on transient failures (``TRANSIENT``), back off and try again."""
    attempt = 0
    while True:
        try:
            return await call()
        except TRANSIENT as exc:
            attempt += 1
            if attempt > policy.retries or isinstance(exc, DataTryLaterError):
                raise
            delay = policy.delay(attempt, exc.retry_after)
            log.warning(
                "retrying",
                what=what,
                attempt=attempt,
                delay_s=round(delay, 3),
                error=type(exc).__name__,
                code=getattr(exc, "status", None) or getattr(exc, "code", None),
            )
            await policy.sleep(delay)


class RetryingModel:
    """Wraps a model: a transient failure (or ``idle_s`` without an event) before any content is
    retried under the policy; after content or ``Finish`` it propagates (see the module docstring)."""

    def __init__(
        self, inner: Model, policy: RetryPolicy | None = None, *, idle_s: float | None = None
    ) -> None:
        self.inner = inner
        self.policy = policy or RetryPolicy()
        self.idle_s = idle_s

    @property
    def name(self) -> str:
        return self.inner.name

    async def aclose(self) -> None:
        await self.inner.aclose()

    async def stream(self, request: ModelRequest) -> AsyncGenerator[ModelEvent, None]:
        from core.model import Finish, TextDelta, ToolCallReady

        clock = asyncio.get_running_loop().time
        watch = _Watch(last=clock())
        attempt = 0
        while True:
            watch.shown = False  # the consumer has seen content (or the usage in Finish): no replay
            watch.last = clock()
            try:
                # aclosing: a consumer that stops early closes the provider's stream (and connection) now
                async with aclosing(self._watched(request, watch)) as events:
                    async for event in events:
                        watch.shown = watch.shown or isinstance(event, TextDelta | ToolCallReady | Finish)
                        yield event
            except ModelTransientError as exc:
                attempt += 1
                silent = isinstance(exc, ModelTimeoutError)
                if (
                    watch.shown
                    or attempt > self.policy.retries
                    or (silent and watch.silent_since is not None)
                ):
                    raise
                if silent:
                    watch.silent_since = watch.last
                # a silence already waited idle_s: its retry starts at once
                delay = 0.0 if silent else self.policy.delay(attempt, exc.retry_after)
                log.warning(
                    "model_retry",
                    model=self.name,
                    attempt=attempt,
                    delay_s=round(delay, 3),
                    error=type(exc).__name__,
                    status=exc.status,
                )
                if delay:
                    await self.policy.sleep(delay)
                if silent and self.idle_s is not None:  # its one retry gets a little less than idle_s
                    watch.deadline = clock() + self.idle_s * (1 - SILENCE_RESERVE)
            else:
                return

    async def _watched(self, request: ModelRequest, watch: _Watch) -> AsyncGenerator[ModelEvent, None]:
        """The inner stream, abandoned when it is silent for ``idle_s`` seconds (a retried silent
        stream: until its deadline, while it has shown nothing)."""
        clock = asyncio.get_running_loop().time
        events = aiter(self.inner.stream(request))
        try:
            while True:
                wait = self.idle_s
                if watch.deadline is not None and not watch.shown:
                    left = max(0.0, watch.deadline - clock())
                    wait = left if wait is None else min(wait, left)
                try:
                    async with asyncio.timeout(wait):
                        event = await anext(events)
                except StopAsyncIteration:
                    return
                except TimeoutError:
                    since = watch.last if watch.silent_since is None else watch.silent_since
                    silent = clock() - since
                    raise ModelTimeoutError(
                        f"{self.name}: no data for {silent:.3g}s", idle_s=silent
                    ) from None
                watch.last = clock()
                yield event
        finally:
            close = getattr(events, "aclose", None)
            if close is not None:
                await close()


@dataclass(slots=True)
class _Watch:
    """One model call's watch: when the stream last sent an event, whether the consumer has seen
    content, when a silence that was retried began and the deadline its retry must meet."""

    last: float
    shown: bool = False
    silent_since: float | None = None
    deadline: float | None = None
