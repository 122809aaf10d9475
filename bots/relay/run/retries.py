"""Bounded retries for one platform call (post, edit, answer) made by the relay."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import TypeVar

from bots.relay.ports import PlatformError, RateLimited, Sleep
from bots.relay.run.edit_budget import EditBudget
from core.logging import get_logger

log = get_logger(__name__)
T = TypeVar("T")

POST_ATTEMPTS = 3
POST_BACKOFF_S = (1.0, 2.0, 4.0)
MAX_RETRY_AFTER_S = 60.0


async def attempt(
    call: Callable[[], Awaitable[T]],
    *,
    sleep: Sleep,
    limit_s: float,
    attempts: int = POST_ATTEMPTS,
    max_wait_s: float = MAX_RETRY_AFTER_S,
    budget: EditBudget | None = None,
) -> T:
    """Call the port with bounded retries: ``RateLimited`` waits ``retry_after`` (capped), other
    port errors and timeouts back off. Anything else is a bug and propagates at once.

    With ``budget`` (an edit), every try first takes a token, ahead of progress edits, and a 429
    pauses the budget — every replica's — instead of a private wait: a retry never goes around it."""
    for number in range(attempts):
        try:
            if budget is not None:
                await budget.acquire(priority=True)
            async with asyncio.timeout(limit_s):
                return await call()
        except RateLimited as exc:
            if number + 1 == attempts or exc.retry_after > max_wait_s:
                raise
            if budget is not None:
                budget.pause(exc.retry_after)
            else:
                await sleep(exc.retry_after)
        except (PlatformError, TimeoutError) as exc:
            if number + 1 == attempts:
                raise
            log.warning("port_call_retry", attempt=number + 1, error=repr(exc))
            await sleep(POST_BACKOFF_S[min(number, len(POST_BACKOFF_S) - 1)])
    raise AssertionError("unreachable")
