"""Keeps one progress message up to date without flooding the platform.

* Latest state wins: ``update`` only records the newest text; a background flush sends whatever is
  newest when its turn comes, so intermediate states are dropped, never queued.
* At most one edit per ``interval_s`` for this message (the post counts as the first send), and every
  edit takes a token from the workspace's shared ``EditBudget``.
* Identical text is never re-sent; ``NotModified`` counts as delivered.
* ``RateLimited(retry_after)`` pauses the whole workspace budget for ``retry_after``; the latest text
  goes out after that.
* ``finish`` is the forced final edit: it goes ahead of every intermediate edit in the budget queue (it
  does not bypass the budget: with 50 runs ending together a bypass is exactly what gets refused), and it
  is retried — after ``retry_after`` or with backoff — up to ``final_attempts`` times within
  ``final_deadline_s``.
"""

from __future__ import annotations

import asyncio
import time

from bots.relay.ports import Clock, NotModified, PlatformError, PlatformPort, RateLimited, ReplyTarget, Sleep
from bots.relay.run.edit_budget import EditBudget
from core.logging import get_logger

log = get_logger(__name__)

FINAL_ATTEMPTS = 6
FINAL_DEADLINE_S = 300.0
CALL_TIMEOUT_S = 30.0
BACKOFF_S = (1.0, 2.0, 4.0, 8.0, 16.0)


class ProgressEditor:
    """The edits of ONE progress message (see the module docstring)."""

    def __init__(
        self,
        port: PlatformPort,
        target: ReplyTarget,
        message_id: str,
        *,
        budget: EditBudget,
        text: str,
        interval_s: float | None = None,
        clock: Clock = time.monotonic,
        sleep: Sleep = asyncio.sleep,
        final_attempts: int = FINAL_ATTEMPTS,
        final_deadline_s: float = FINAL_DEADLINE_S,
        call_timeout_s: float = CALL_TIMEOUT_S,
    ) -> None:
        self.port = port
        self.target = target
        self.message_id = message_id
        self._budget = budget
        self._interval = port.min_edit_interval_s(target) if interval_s is None else interval_s
        self._clock = clock
        self._sleep = sleep
        self._final_attempts = final_attempts
        self._final_deadline_s = final_deadline_s
        self._call_timeout_s = call_timeout_s
        self._latest = text
        self._sent = text
        self._last_at = clock()
        self._flush_task: asyncio.Task[None] | None = None
        self._first: asyncio.Task[None] | None = None  # a state every later one waits behind (``first``)
        self._finished = False
        self.edits = 0

    def first(self, text: str) -> None:
        """Show ``text`` before any later state (a re-run's restart notice): sent in the background as a
        priority edit — the caller does not wait for the budget — and never skipped for a newer state:
        the flush and ``finish`` go after it."""
        self._latest = text
        self._first = asyncio.create_task(self._send_first(text), name=f"progress-first-{self.message_id}")

    async def _send_first(self, text: str) -> None:
        try:
            await self._budget.acquire(priority=True)
            self._last_at = self._clock()
            await self._edit(text, final=False)
        except RateLimited as exc:
            self._budget.pause(exc.retry_after)
        except PlatformError as exc:
            log.warning("progress_first_edit_failed", error=exc.message, message=self.message_id)
        except Exception:  # a bug in the port must not take the run down
            log.exception("progress_first_edit_crashed", message=self.message_id)

    async def _after_first(self) -> None:
        if self._first is not None:
            await asyncio.wait([self._first])  # not cancelled with the waiter

    async def update(self, text: str) -> None:
        """Record the newest text; returns at once (a background flush sends it when allowed)."""
        if self._finished:
            return
        self._latest = text
        if text != self._sent and (self._flush_task is None or self._flush_task.done()):
            self._flush_task = asyncio.create_task(self._flush(), name=f"progress-edit-{self.message_id}")

    async def finish(self, text: str) -> bool:
        """The forced final edit; returns whether it was delivered. Later ``update`` calls are ignored."""
        self._finished = True
        self._latest = text
        await self._stop_flush()
        await self._after_first()
        deadline = self._clock() + self._final_deadline_s
        for attempt in range(self._final_attempts):
            if text == self._sent:
                return True
            await self._wait_interval()
            await self._budget.acquire(priority=True)
            self._last_at = self._clock()
            try:
                await self._edit(text, final=True)
            except RateLimited as exc:
                self._budget.pause(exc.retry_after)  # the budget holds the retry until then
                delay, slept = exc.retry_after, True
            except Exception as exc:  # PlatformError, or a bug in the port: bounded retries either way
                delay, slept = BACKOFF_S[min(attempt, len(BACKOFF_S) - 1)], False
                log.warning(
                    "final_edit_failed", attempt=attempt + 1, error=repr(exc), message=self.message_id
                )
            else:
                return True
            if self._clock() + delay > deadline:
                break
            if not slept:
                await self._sleep(delay)
        log.error("final_edit_undelivered", message=self.message_id, text=text[:80])
        return False

    async def aclose(self) -> None:
        """Stop the background flush without a final edit."""
        self._finished = True
        await self._stop_flush()
        if self._first is not None and not self._first.done():
            self._first.cancel()
            await asyncio.wait([self._first])

    async def _flush(self) -> None:
        try:
            await self._after_first()
            while self._latest != self._sent:
                await self._wait_interval()
                if self._latest == self._sent:
                    return
                await self._budget.acquire()
                text = self._latest
                if text == self._sent:
                    self._budget.refund()
                    return
                self._last_at = self._clock()
                try:
                    await self._edit(text, final=False)
                except RateLimited as exc:
                    self._budget.pause(exc.retry_after)
                except PlatformError as exc:  # drop this state; the next update or finish tries again
                    log.warning("progress_edit_failed", error=exc.message, message=self.message_id)
                    return
        except asyncio.CancelledError:
            raise
        except Exception:  # a bug in the port must not take the run down; finish still runs
            log.exception("progress_edit_crashed", message=self.message_id)

    async def _edit(self, text: str, *, final: bool) -> None:
        try:
            async with asyncio.timeout(self._call_timeout_s):
                await self.port.edit_progress(self.target, self.message_id, text, final=final)
        except NotModified:
            pass
        except TimeoutError:
            raise PlatformError(f"edit_progress timed out after {self._call_timeout_s:g}s") from None
        self._sent = text
        self.edits += 1
        self._last_at = self._clock()  # the interval runs from when the edit landed, not when it left

    async def _wait_interval(self) -> None:
        wait = self._last_at + self._interval - self._clock()
        if wait > 0:
            await self._sleep(wait)

    async def _stop_flush(self) -> None:
        task, self._flush_task = self._flush_task, None
        if task is None or task.done():
            return
        task.cancel()
        # asyncio.wait neither raises the flush's CancelledError nor swallows one aimed at us
        await asyncio.wait([task])
