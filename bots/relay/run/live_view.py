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

A view that stays open on the platform until it is closed (a Slack stream) is kept in the run journal
while it is open (``LiveLedger``: an ``OpenView`` per view, with what closing it needs). A process that
dies mid-run (kill -9) leaves it open; recovery on the next start closes it (``close_orphans``, through
the port's ``OrphanCloser``) in a final state — "re-running below", "interrupted", or quietly when the
answer is in it already — before the run is re-run, so no view stays open and one carries the answer.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from bots.relay.ports import Inbound, ReplyTarget
from bots.relay.run.progress_state import RunState
from core.logging import get_logger

log = get_logger(__name__)


@dataclass(frozen=True, slots=True)
class OpenView:
    """A live view open on the platform (Slack: a stream), kept until it is closed."""

    run_id: str
    view_id: str  # Slack: the stream message's ts
    channel: str
    #: what the platform needs to close it in a final state (Slack: its unfinished cards, JSON)
    detail: str = ""
    #: the answer is in the view: closing it needs no words
    answered: bool = False


@runtime_checkable
class LiveLedger(Protocol):
    """Open live views, kept across restarts (the run journal)."""

    async def keep_view(self, view: OpenView) -> None:
        """Store ``view`` (again, replacing what was stored for it)."""
        ...

    async def drop_view(self, run_id: str, view_id: str) -> None:
        """The view is closed."""
        ...

    async def open_views(self, run_id: str) -> list[OpenView]: ...


@runtime_checkable
class OrphanCloser(Protocol):
    """A port that can close a live view a dead process left open."""

    async def close_orphan(self, view: OpenView, text: str, *, done: bool = False) -> bool:
        """Close ``view`` with ``text`` as its last words (none: the answer is there), its unfinished
        steps as failed (as finished when ``done``: the run's answer is out); whether nothing is left
        to close (closed now, or already)."""
        ...


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


async def close_orphans(ledger: object, port: object, run_id: str, text: str, *, done: bool = False) -> int:
    """Close every view ``run_id`` left open (recovery), each once, with ``text`` (or quietly, as done,
    when the answer is in it); how many were closed. Best effort: one not closed now stays stored."""
    if not isinstance(ledger, LiveLedger) or not isinstance(port, OrphanCloser):
        return 0
    closed = 0
    try:
        for view in await ledger.open_views(run_id):
            answered = done or view.answered
            if await port.close_orphan(view, "" if view.answered else text, done=answered):
                await ledger.drop_view(run_id, view.view_id)
                closed += 1
    except Exception:
        log.exception("relay_live_orphan_failed", run_id=run_id)
    return closed
