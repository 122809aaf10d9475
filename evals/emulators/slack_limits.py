"""The Slack emulator's rate limits and injected faults, as a mixin of ``FakeSlack`` (which provides the
state declared below).

Rate limits as Slack counts them: per method for the whole workspace in a sliding minute
(``SLACK_TIERS``: Tier 2 ≈ 20, Tier 3 ≈ 50, Tier 4 ≈ 100 calls), except ``assistant.threads.setStatus``,
whose limit Slack calls "special" without a number: modelled per thread (``SLACK_THREAD_LIMITS``).
Pass them to ``FakeSlack(rate_limits=SLACK_TIERS, thread_rate_limits=SLACK_THREAD_LIMITS)``. A call over
its limit is answered HTTP 429 with ``Retry-After`` (and not counted); ``fail_next`` scripts 429s or errors.
"""

from __future__ import annotations

import math
from collections import defaultdict, deque
from collections.abc import Callable
from typing import TYPE_CHECKING

from evals.emulators.slack_records import Json, SlackError

TIER2_PER_MINUTE, TIER3_PER_MINUTE, TIER4_PER_MINUTE = 20, 50, 100
SLACK_TIERS: dict[str, int] = {
    "chat.update": TIER3_PER_MINUTE,
    "chat.startStream": TIER2_PER_MINUTE,
    "chat.stopStream": TIER2_PER_MINUTE,
    "chat.appendStream": TIER4_PER_MINUTE,
    "assistant.threads.setSuggestedPrompts": TIER4_PER_MINUTE,
    "assistant.threads.setTitle": TIER4_PER_MINUTE,
    "views.publish": TIER4_PER_MINUTE,
}
#: per (channel, thread) in a sliding minute (Slack: "special", no number; 1 a second as slack-morphism paces it)
SLACK_THREAD_LIMITS: dict[str, int] = {"assistant.threads.setStatus": 60}


class RateLimits:
    """``fail_next`` and the sliding-minute windows behind ``_throttle``."""

    if TYPE_CHECKING:
        clock: Callable[[], float]
        rate_limits: dict[str, int]
        thread_rate_limits: dict[str, int]
        _faults: defaultdict[str, deque[tuple[int, str | None]]]
        _windows: defaultdict[str, deque[float]]

    def fail_next(
        self, method: str, times: int = 1, *, retry_after: int = 1, error: str | None = None
    ) -> None:
        """Answer the next ``times`` calls of ``method`` with 429 + ``Retry-After`` (or ``error``, HTTP 200)."""
        self._faults[method].extend((retry_after, error) for _ in range(times))

    def _throttle(self, method: str, args: Json) -> int | None:
        """Seconds to ask the caller to wait, or None when the call may go through."""
        faults = self._faults.get(method)
        if faults:
            retry_after, error = faults.popleft()
            if error is not None:
                raise SlackError(error, "injected by fail_next")
            return retry_after
        limit = self.rate_limits.get(method)
        if limit is not None and (wait := self._window(method, limit)) is not None:
            return wait
        limit = self.thread_rate_limits.get(method)
        if limit is None:
            return None
        thread = f"{method}:{args.get('channel_id') or args.get('channel')}:{args.get('thread_ts')}"
        return self._window(thread, limit)

    def _window(self, key: str, limit: int) -> int | None:
        """Count one call against ``key``'s sliding minute; the wait when it is full (not counted)."""
        now, window = self.clock(), self._windows[key]
        while window and window[0] <= now - 60.0:
            window.popleft()
        if len(window) >= limit:
            return max(1, math.ceil(window[0] + 60.0 - now))
        window.append(now)
        return None
