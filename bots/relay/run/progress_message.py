"""The progress message of each run: posted first, edited through its ``ProgressEditor``, taken over
after a restart, and always left in a final state (posted again if the first post failed)."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, TypeVar

from bots.relay.intake.slot import RunSlot
from bots.relay.ports import Clock, NotModified, PlatformPort, PortError, Sleep
from bots.relay.run.edit_budget import EditBudgets
from bots.relay.run.editor import ProgressEditor
from bots.relay.run.live_view import LiveView
from bots.relay.run.progress_state import RunState, render_progress, tick
from bots.relay.run.retries import attempt
from core.clock import now_kst
from core.logging import get_logger
from core.metrics import FIRST_REPLY_SECONDS
from core.model import Usage

if TYPE_CHECKING:
    from bots.relay.cluster.records import RunRecord

log = get_logger(__name__)
T = TypeVar("T")
CALL_TIMEOUT_S = 30.0


class Run:
    """One run's mutable bits while the relay works on it."""

    __slots__ = (
        "editor",
        "figures",
        "live",
        "port",
        "refused",
        "resume",
        "slot",
        "state",
        "tool_calls",
        "usage",
    )

    def __init__(self, slot: RunSlot, port: PlatformPort, state: RunState, resume: RunRecord | None) -> None:
        self.slot = slot
        self.port = port
        self.state = state
        self.resume = resume  # the stored run this one re-runs after a restart
        self.editor: ProgressEditor | None = None
        self.live: LiveView | None = (
            None  # the platform's live view, if it has one (bots.relay.run.live_view)
        )
        self.usage = Usage()
        self.tool_calls: dict[str, int] = {"ok": 0, "error": 0}
        self.refused = False  # ended by a rule (quota, input) rather than by trying
        self.figures = (0, 0)  # the answer's figures: checked, still unsupported when posted


class ProgressMessages:
    """Posts, edits and finishes progress messages within the shared edit budgets."""

    def __init__(
        self, budgets: EditBudgets, *, clock: Clock, sleep: Sleep, edit_interval_s: float | None = None
    ) -> None:
        self._budgets = budgets
        self._interval_s = edit_interval_s  # None: the platform's own (``PlatformPort.min_edit_interval_s``)
        self._clock = clock
        self._sleep = sleep

    async def _call(self, call: Callable[[], Awaitable[T]], *, limit_s: float) -> T:
        return await attempt(call, sleep=self._sleep, limit_s=limit_s)

    async def open(self, run: Run) -> str | None:
        """Post the progress message, or take over the one a restarted run had; its id, or ``None``
        when it could not be posted (the run goes on, the answer still posts)."""
        slot, port = run.slot, run.port
        text = render_progress(run.state)
        target = slot.inbound.reply_to
        if run.resume is not None and run.resume.progress_id is not None:
            await self._adopt(run, run.resume.progress_id, text)
            return run.resume.progress_id
        post = asyncio.ensure_future(
            self._call(
                lambda: port.post_progress(target, text, run_id=slot.run_id, lang=run.state.lang),
                limit_s=CALL_TIMEOUT_S,
            )
        )
        try:
            message_id = await asyncio.shield(post)
        except (PortError, TimeoutError) as exc:
            log.warning("progress_post_failed", run_id=slot.run_id, error=repr(exc))
            return None
        except asyncio.CancelledError:
            # stopped (a shutdown) while the post was on its way: the platform may have made the message
            # — learn its id, so the run's end reaches it instead of leaving a message with ⏹ nobody knows
            await asyncio.wait([post])
            if not post.cancelled() and post.exception() is None:
                run.editor = self._editor(run, post.result(), text)
            raise
        run.editor = self._editor(run, message_id, text)
        latency = (now_kst() - slot.inbound.received_at).total_seconds()
        FIRST_REPLY_SECONDS.labels(slot.inbound.platform).observe(max(0.0, latency))
        log.info("progress_posted", run_id=slot.run_id, latency_ms=round(latency * 1000))
        return message_id

    def _editor(self, run: Run, message_id: str, text: str) -> ProgressEditor:
        target = run.slot.inbound.reply_to
        budget = self._budgets.of(run.port, target)
        return ProgressEditor(
            run.port,
            target,
            message_id,
            budget=budget,
            text=text,
            interval_s=self._interval_s,
            clock=self._clock,
            sleep=self._sleep,
        )

    async def _adopt(self, run: Run, message_id: str, text: str) -> None:
        """Take over the progress message a run had before a restart. Its first state (with the
        restart notice) is always shown, before any later one, but in the background: under a busy edit
        budget (Slack's ~50 a minute per workspace, after a replica died) the re-run must not wait."""
        adopt = getattr(run.port, "adopt_progress", None)
        if adopt is not None:
            adopt(run.slot.inbound.reply_to, message_id, run_id=run.slot.run_id, lang=run.state.lang)
        run.editor = self._editor(run, message_id, "")
        run.editor.first(text)

    async def tick(self, run: Run, every_s: float) -> None:
        """While the run is live, keep its elapsed seconds moving when no event does (a model that
        thinks for a minute must not look frozen at "0초")."""
        while not run.state.phase.terminal:
            await asyncio.sleep(every_s)
            if run.state.phase.terminal or run.state.started_at is None:
                continue
            if self._clock() - run.state.now >= every_s:
                run.state = tick(run.state, self._clock())
                await self.show(run)

    async def show(self, run: Run) -> None:
        live = run.live
        if live is not None:
            await live.update(run.state)
            if live.streaming:  # the steps are in the live view: no edit spent (the message keeps ⏹)
                return
        if run.editor is not None:
            await run.editor.update(render_progress(run.state))

    async def show_final(self, run: Run) -> None:
        if run.live is not None:
            await run.live.close(run.state)
        text = render_progress(run.state)
        if run.editor is None and run.resume is not None and run.resume.progress_id is not None:
            run.editor = self._editor(run, run.resume.progress_id, "")  # stopped before it was adopted
        if run.editor is not None:
            await run.editor.finish(text)
            return
        slot, target = run.slot, run.slot.inbound.reply_to  # the first post failed: try once more
        try:
            message_id = await self._call(
                lambda: run.port.post_progress(target, text, run_id=slot.run_id, lang=run.state.lang),
                limit_s=CALL_TIMEOUT_S,
            )
            # a progress post comes with live controls (⏹, typing…); the final edit takes them away
            await attempt(
                lambda: run.port.edit_progress(target, message_id, text, final=True),
                sleep=self._sleep,
                limit_s=CALL_TIMEOUT_S,
                budget=self._budgets.of(run.port, target),
            )
        except NotModified:
            pass
        except (PortError, TimeoutError) as exc:
            log.warning("progress_final_post_failed", run_id=slot.run_id, error=repr(exc))
