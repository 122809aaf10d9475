"""The one retry policy: backoff with jitter, Retry-After, which statuses are worth another try."""

from __future__ import annotations

import pytest

from core.errors import DataInputError, DataTransientError
from core.retry import RetryPolicy, retryable_status, retrying
from tests.conftest import SleepRecorder


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
    sleeps: SleepRecorder,
) -> None:
    calls = 0

    async def flaky() -> str:
        nonlocal calls
        calls += 1
        raise DataTransientError("busy", retry_after=None)

    with pytest.raises(DataTransientError):
        await retrying(flaky, RetryPolicy(random=lambda: 0.5, sleep=sleeps))
    assert calls == 4 and sleeps.delays == [0.5, 1.0, 2.0]

    async def wrong() -> str:
        nonlocal calls
        calls += 1
        raise DataInputError("bad code")

    calls = 0
    with pytest.raises(DataInputError):
        await retrying(wrong, RetryPolicy(sleep=sleeps))
    assert calls == 1
