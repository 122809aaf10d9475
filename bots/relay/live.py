"""A run's live view beside its progress message, for platforms that have a better one.

Slack can stream a run into its thread (tool steps as task cards, then the answer) at a higher rate
tier than editing the progress message, and show a status line ("공시를 읽는 중…") under the thread.
A port that can do that implements ``LivePort``; the relay then, for each agent run:

* ``open_live`` once the run starts working — ``None`` when the platform has nothing to offer;
* ``update(state)`` on every event and tick — while ``streaming`` is true the view shows the steps and
  the progress message is not edited (it keeps its ⏹; no edit budget is spent on steps); once it turns
  false (refused, near the platform's stream lifetime, failed) the progress message takes over at once
  with the full rows, as on a platform without a live view;
* ``deliver(answer)`` — the answer goes into the view; ``False`` means "post it the usual way";
* ``close(state)`` — the view ends in the run's end state (answer, error, cancelled, interrupted),
  exactly once, whatever happened before.

A live view never raises: a failure only turns ``streaming`` off.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from bots.relay.model import Inbound, ReplyTarget
from bots.relay.state import RunState
from core.logging import get_logger

log = get_logger(__name__)


class LiveView(Protocol):
    """One run's live view (see the module docstring)."""

    @property
    def streaming(self) -> bool:
        """Whether the view shows the run's steps now (else the progress message does)."""
        ...

    async def update(self, state: RunState) -> None:
        """Show the newest state; returns at once."""
        ...

    async def deliver(self, state: RunState, answer: str) -> bool:
        """Put the final answer (Markdown) in the view; whether it is there."""
        ...

    async def close(self, state: RunState) -> None:
        """End the view in ``state``'s end state; only the first call does anything."""
        ...


@runtime_checkable
class LivePort(Protocol):
    """A ``PlatformPort`` that offers live views."""

    async def open_live(
        self, target: ReplyTarget, *, run_id: str, user_id: str, progress_id: str | None
    ) -> LiveView | None:
        """Start a live view for one run (``progress_id``: its progress message, if posted)."""
        ...


async def open_live(port: object, inbound: Inbound, run_id: str, progress_id: str | None) -> LiveView | None:
    """``port``'s live view of one run, or ``None`` (not a ``LivePort``, or it failed to open one: the
    progress message still shows the run)."""
    if not isinstance(port, LivePort):
        return None
    try:
        return await port.open_live(
            inbound.reply_to, run_id=run_id, user_id=inbound.user_id, progress_id=progress_id
        )
    except Exception:
        log.exception("relay_live_open_failed", run_id=run_id)
        return None
