"""The one retry policy: backoff with jitter, Retry-After, which statuses are worth another try."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from datetime import UTC, datetime

import pytest

from core.clock import VirtualClock
from core.errors import (
    DataInputError,
    DataTransientError,
    DataTryLaterError,
    ModelRateLimitError,
    ModelRequestError,
    ModelStreamError,
    ModelTimeoutError,
)
from core.model import Finish, ModelEvent, ModelRequest, TextDelta, Usage, UserMessage, complete
from core.retry import RetryingModel, RetryPolicy, parse_retry_after, retryable_status, retrying


@pytest.mark.parametrize(
    ("draw", "expected"), [(0.0, [0.375, 0.75, 1.5]), (0.5, [0.5, 1.0, 2.0]), (0.999, [0.625, 1.25, 2.5])]
)
def test_backoff_is_half_one_two_seconds_within_a_quarter(draw: float, expected: list[float]) -> None:
    policy = RetryPolicy(random=lambda: draw)
    assert [round(policy.delay(n, None), 3) for n in (1, 2, 3)] == pytest.approx(expected, abs=0.001)


def test_retry_after_is_honoured_exactly_and_capped() -> None:
    policy = RetryPolicy(random=lambda: 0.9, max_retry_after_s=60)
    assert policy.delay(1, 7.0) == 7.0 and policy.delay(2, 600.0) == 60.0


@pytest.mark.parametrize(
    ("status", "retry"),
    [
        (500, True),
        (503, True),
        (408, True),
        (409, True),
        (429, True),
        (400, False),
        (401, False),
        (404, False),
        (422, False),
    ],
)
def test_only_server_errors_timeouts_conflicts_and_rate_limits_are_retried(status: int, retry: bool) -> None:
    assert retryable_status(status) is retry


async def test_retrying_gives_up_after_three_retries_and_never_retries_input_errors(
    sleeps: VirtualClock,
) -> None:
    calls = 0

    async def flaky() -> str:
        nonlocal calls
        calls += 1
        raise DataTransientError("busy", retry_after=None)

    with pytest.raises(DataTransientError):
        await retrying(flaky, RetryPolicy(random=lambda: 0.5, sleep=sleeps.sleep))
    assert calls == 4 and sleeps.delays == [0.5, 1.0, 2.0]

    async def wrong() -> str:
        nonlocal calls
        calls += 1
        raise DataInputError("bad code")

    calls = 0
    with pytest.raises(DataInputError):
        await retrying(wrong, RetryPolicy(sleep=sleeps.sleep))
    assert calls == 1


class _BreaksAfter:
    """A model whose every stream yields ``events`` and then fails (or hangs) — the failure modes a
    provider cannot be made to produce on the wire (e.g. a failure after ``Finish``)."""

    def __init__(self, events: list[ModelEvent], failure: Exception | None) -> None:
        self.events = events
        self.failure = failure
        self.calls = 0
        self.closed = 0

    @property
    def name(self) -> str:
        return "breaks-after"

    async def aclose(self) -> None:
        return None

    async def stream(self, request: ModelRequest) -> AsyncIterator[ModelEvent]:
        self.calls += 1
        try:
            for event in self.events:
                yield event
            if self.failure is None:
                await asyncio.Event().wait()  # silent forever
            else:
                raise self.failure
        finally:
            self.closed += 1


REQUEST = ModelRequest("sys", (UserMessage("q"),))


async def _collect(model: RetryingModel, into: list[ModelEvent]) -> None:
    async for event in model.stream(REQUEST):
        into.append(event)


async def test_a_failure_after_finish_is_not_replayed_so_usage_is_counted_once(
    fast_policy: RetryPolicy,
) -> None:
    inner = _BreaksAfter([Finish("end_turn", Usage(100, 10))], ModelStreamError("reset after the end"))
    seen: list[ModelEvent] = []
    with pytest.raises(ModelStreamError):
        await _collect(RetryingModel(inner, fast_policy), seen)
    assert inner.calls == 1 and seen == [Finish("end_turn", Usage(100, 10))]


async def test_silence_before_content_is_retried_and_gives_up_as_a_timeout(
    fast_policy: RetryPolicy, sleeps: VirtualClock
) -> None:
    inner = _BreaksAfter([], None)
    with pytest.raises(ModelTimeoutError) as caught:
        await complete(RetryingModel(inner, fast_policy, idle_s=0.01), REQUEST)
    # a silent stream is retried once, at once (however many retries the policy allows)
    assert inner.calls == 2 and sleeps.delays == []
    # the error names the whole silence: the first wait and the retry's (90% of idle_s)
    assert caught.value.idle_s >= 0.01 + 0.009 and "시간 초과" in caught.value.user_message


async def test_a_model_retry_after_is_honoured_and_request_errors_are_not_retried(
    sleeps: VirtualClock,
) -> None:
    policy = RetryPolicy(random=lambda: 0.5, sleep=sleeps.sleep)
    limited = _BreaksAfter([], ModelRateLimitError("429", status=429, retry_after=9.0))
    with pytest.raises(ModelRateLimitError):
        await complete(RetryingModel(limited, policy), REQUEST)
    assert limited.calls == 4 and sleeps.delays == [9.0, 9.0, 9.0]

    refused = _BreaksAfter([], ModelRequestError("400", status=400))
    with pytest.raises(ModelRequestError):
        await complete(RetryingModel(refused, policy), REQUEST)
    assert refused.calls == 1


async def test_a_try_later_data_error_is_not_retried(sleeps: VirtualClock) -> None:
    calls = 0

    async def token() -> str:
        nonlocal calls
        calls += 1
        raise DataTryLaterError("EGW00133 after the wait", code="EGW00133", retry_after=61.0)

    with pytest.raises(DataTryLaterError):
        await retrying(token, RetryPolicy(sleep=sleeps.sleep))
    assert calls == 1 and sleeps.delays == []


def test_retry_after_headers_in_seconds_milliseconds_and_dates() -> None:
    now = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)
    assert parse_retry_after({"retry-after": "12"}) == 12.0
    assert parse_retry_after({"retry-after-ms": "1500", "retry-after": "9"}) == 1.5
    assert parse_retry_after({"retry-after": "Fri, 02 Jan 2026 03:04:35 GMT"}, now=lambda: now) == 30.0
    assert parse_retry_after({"retry-after": "soon"}) is None and parse_retry_after({}) is None


async def test_a_consumer_that_stops_early_closes_the_inner_stream_at_once(fast_policy: RetryPolicy) -> None:
    inner = _BreaksAfter([TextDelta("첫"), TextDelta("둘")], None)
    stream = RetryingModel(inner, fast_policy, idle_s=30).stream(REQUEST)
    assert await anext(stream) == TextDelta("첫")
    await stream.aclose()  # e.g. the run was cancelled: the provider's connection is released now
    assert inner.closed == 1 and inner.calls == 1
