"""One accepted run's lifecycle, from its progress message to its end state.

The progress message is posted at once (the first visible reply; "⏳ 대기 중" while the conversation or
the global cap makes it wait), then ``direct_reply`` is tried (quick answer, company card, no-model note)
and otherwise the agent runs with the conversation's history. Agent events go through the pure reducer
into the message's ``ProgressEditor``. On ``Done`` the answer is posted (the adapter splits and posts it
idempotently), the turn is remembered and the progress message collapses to one summary line; on
``Failed``/``Cancelled`` it says so with the run id.

Nothing gets lost: any exception inside a run — the agent, the store, the port — ends with the progress
message in an error state carrying the run id, in the run's language (``bots.texts.run_texts``; bounded
retries, best effort); tracebacks go to the log only. During a shutdown (``stopping``) a cancelled run is
stored as interrupted instead.
"""

from __future__ import annotations

import asyncio
import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING

import structlog

from bots.direct import DirectReply
from bots.relay.intake.quota import UserQuota
from bots.relay.intake.slot import RunSlot
from bots.relay.ports import AgentRunner, Clock, DirectFn, PlatformPort, Sleep
from bots.relay.run.agent_run import run_agent
from bots.relay.run.charts import ChartService
from bots.relay.run.choices import Choices
from bots.relay.run.conversation_memory import ConversationMemory
from bots.relay.run.delivery import AnswerDelivery
from bots.relay.run.live_view import open_live
from bots.relay.run.progress_message import ProgressMessages, Run
from bots.relay.run.progress_state import answered_directly, begin, interrupted, new_run, reduce
from bots.relay.run.run_metrics import report
from bots.texts import run_texts
from core.agent.events import Cancelled, Done, Failed, TerminalEvent
from core.clock import now_kst
from core.errors import DexterError
from core.lang import Language, run_language
from core.logging import get_logger, redact

if TYPE_CHECKING:
    from bots.relay.cluster.journal import RunJournal
    from bots.relay.cluster.records import RunRecord, RunStatus

log = get_logger(__name__)

SETTLE_TIMEOUT_S = 60.0
_STATUS: dict[type, RunStatus] = {Done: "answered", Failed: "failed", Cancelled: "cancelled"}


class RunLost(Exception):
    """Another replica took the run over: this one must not post or write anything more of it."""


class RunLifecycle:
    """Serves the relay's runs (see the module docstring); the relay admits them and stops them."""

    def __init__(
        self,
        port_for: Callable[[str], PlatformPort],
        progress: ProgressMessages,
        *,
        agent: AgentRunner | None,
        direct: DirectFn | None,
        memory: ConversationMemory | None,
        quota: UserQuota | None,
        journal: RunJournal,
        choices: Choices | None,
        clock: Clock,
        sleep: Sleep,
        history_turns: int,
        run_timeout_s: float | None,
        tick_s: float,
        provider: str,
        lang: str = "ko",
    ) -> None:
        self._port_for = port_for
        self._progress = progress
        self._agent = agent
        self._direct = direct
        self.memory = memory
        self.quota = quota
        self.journal = journal
        self.choices = choices
        self._clock = clock
        self._sleep = sleep
        self._history_turns = history_turns
        self._run_timeout_s = run_timeout_s
        self._tick_s = tick_s
        self._provider = provider  # the metrics label of the main model's provider
        self._lang = lang  # ``DEXTER_LANG``: with the question, the run's language (core.lang.run_language)
        self._delivery = AnswerDelivery(journal, sleep=sleep)
        #: stored runs submitted again after a restart, by run id (taken when their run starts)
        self.resumed: dict[str, RunRecord] = {}
        self.stopping = False  # shutdown: runs cancelled now are interrupted, to be recovered
        #: runs another replica took over: they end here without a word (``Relay.abandon``)
        self.lost: set[str] = set()
        #: runs handed to the other replicas by a shutdown, without a word (``_hand_over``)
        self.handed: set[str] = set()
        #: runs whose answer (or end) is out and only their message's last edit is left
        self.finishing: set[str] = set()
        self.shutdown_settle_s = 5.0  # of the grace period, kept for the interrupted runs' final edits
        #: posts the charts an agent run made after its answer (set by the relay; bots.relay.run.charts)
        self.charts: ChartService | None = None

    async def refuse(self, slot: RunSlot, failed: Failed) -> None:
        """A delivery that could not become a run: its reply says why (no progress, no agent)."""
        run = Run(
            slot,
            self._port_for(slot.inbound.platform),
            new_run(slot.run_id, self._clock(), queued=False, lang=self._language(slot)),
            None,
        )
        await self._settle(run, failed)

    def _language(self, slot: RunSlot) -> Language:
        """The language the run's progress speaks: the answer's, decided once from the question."""
        return run_language(self._lang, slot.inbound.text)

    async def serve(self, slot: RunSlot) -> None:
        port = self._port_for(slot.inbound.platform)
        try:
            await slot.check_turn()  # across replicas: an older run of the conversation held elsewhere?
        except asyncio.CancelledError:
            await self._hand_over(slot)
            raise
        state = new_run(slot.run_id, self._clock(), queued=not slot.try_start(), lang=self._language(slot))
        resume = self.resumed.pop(slot.run_id, None)
        if resume is not None:
            state = dataclasses.replace(state, notice=run_texts(state.lang).restarted)
        run = Run(slot, port, state, resume)
        with structlog.contextvars.bound_contextvars(run_id=slot.run_id):
            await self._serve_run(run)

    async def _serve_run(self, run: Run) -> None:
        slot = run.slot
        ticker = asyncio.create_task(self._progress.tick(run, self._tick_s), name=f"relay-tick-{slot.run_id}")
        try:
            await self._conduct(run)
        except RunLost:
            log.warning("relay_run_dropped", run_id=slot.run_id)
        except asyncio.CancelledError:
            if slot.run_id in self.lost:
                self.lost.discard(slot.run_id)
            elif slot.run_id in self.handed:
                await self._hand_over(slot, finishing=slot.run_id in self.finishing)
            elif self.stopping:
                await self._interrupt(run)
            else:
                await self._settle(run, Cancelled(slot.run_id))
            raise
        except Exception as exc:
            log.exception("relay_run_failed", run_id=slot.run_id, conversation=slot.conversation)
            lang = run.state.lang
            message = exc.message_in(lang) if isinstance(exc, DexterError) else run_texts(lang).error
            await self._settle(run, Failed(redact(f"{type(exc).__name__}: {exc}"), message, slot.run_id))
        finally:
            self.finishing.discard(slot.run_id)
            ticker.cancel()
            if run.editor is not None:
                await run.editor.aclose()
            report(run, provider=self._provider)
            if run.usage.total:
                await self.journal.add_tokens(slot.run_id, run.usage.total)

    async def _conduct(self, run: Run) -> None:
        slot, inbound = run.slot, run.slot.inbound
        await self._open_progress(run)
        if not await slot.wait_turn():
            await self._end(run, Cancelled(slot.run_id))
            return
        run.state = begin(run.state, self._clock())
        await self._record(slot.run_id, "running")
        await self._progress.show(run)
        if run.resume is not None and run.resume.answer is not None:  # it crashed while posting
            slot.release()
            await self._deliver(run, run.resume.answer)
            await self._remember(run, run.resume.answer)
            slot.leave()
            await self._end(run, Done(run.resume.answer, (), 0, 0.0, run_id=slot.run_id))
            return
        # read once: the direct path reads the earlier questions (keyless follow-ups), the agent the turns
        history = await self.memory.recall(inbound.conversation, self._history_turns) if self.memory else []
        reply = await self._try_direct(run, [turn.query for turn in history])
        if reply is not None:
            slot.release()
            await self._deliver(run, reply.markdown)
            if reply.answered:
                await self._remember(run, reply.markdown)
            slot.leave()
            run.state = answered_directly(run.state, reply.path, self._clock())
            await self._finish(run, "delivered", "answered")
            return
        if self._agent is None:
            raise DexterError("no agent and no direct reply for this question")
        if self.quota is not None and not await self.quota.take(inbound.platform, inbound.user_id):
            message = run_texts(run.state.lang).quota.format(limit=self.quota.daily_runs)
            run.refused = True
            await self._end(run, Failed("daily run limit reached", message, slot.run_id))
            return
        await self._open_live(run)
        terminal = await run_agent(
            run,
            self._agent,
            history,
            clock=self._clock,
            show=self._progress.show,
            timeout_s=self._run_timeout_s,
        )
        slot.release()  # only delivery is left: let a waiting run start
        if isinstance(terminal, Done):
            if not await self.journal.mark_answer(slot.run_id, terminal.answer, sleep=self._sleep):
                raise RunLost(slot.run_id)  # another replica runs it now: it posts the answer
            await self._deliver(run, terminal.answer)
            if self.charts is not None:  # make_chart's images go in the thread under the answer
                await self.charts.attach(slot.run_id, run.port, slot.inbound.reply_to)
            if not terminal.truncated:  # history never holds a half answer
                await self._remember(run, terminal.answer)
        slot.leave()  # a follow-up need not wait for the summary edit (it may queue for the budget)
        await self._end(run, terminal)

    async def _try_direct(self, run: Run, earlier: list[str]) -> DirectReply | None:
        if self._direct is None:
            return None
        try:
            return await self._direct(run.slot.inbound.text, earlier)
        except Exception:
            if self._agent is None:
                raise
            log.exception("relay_direct_failed", run_id=run.slot.run_id)  # the agent can still answer
            return None

    # --- the progress message -----------------------------------------------------------------------

    async def _open_progress(self, run: Run) -> None:
        """Post the progress message (or take over the one a restarted run had); without one the run
        still goes on and the answer still posts."""
        try:
            message_id = await self._progress.open(run)
        except asyncio.CancelledError:  # stopped while posting: keep the id the post came back with
            if run.editor is not None and run.resume is None:
                await self.journal.mark_progress(run.slot.run_id, run.editor.message_id)
            raise
        if message_id is not None and (run.resume is None or run.resume.progress_id != message_id):
            await self.journal.mark_progress(run.slot.run_id, message_id)

    async def _end(self, run: Run, terminal: TerminalEvent) -> None:
        run.state = reduce(run.state, terminal, self._clock())
        status = _STATUS[type(terminal)]
        error = terminal.error if isinstance(terminal, Failed) else None
        # "delivered" / "ending" until the message shows the end: a crash meanwhile leaves recovery the edit
        await self._finish(run, "delivered" if status == "answered" else "ending", status, error=error)

    async def _finish(
        self, run: Run, ending: RunStatus, status: RunStatus, *, error: str | None = None
    ) -> None:
        """Only the message's last edit is left (``finishing``): stored as ``ending``, shown, stored."""
        run_id = run.slot.run_id
        await self._record(run_id, ending, error=error)
        self.finishing.add(run_id)  # until shown (``_serve_run`` forgets it whatever happens)
        await self._progress.show_final(run)
        self.finishing.discard(run_id)
        await self._record(run_id, status)

    async def _hand_over(self, slot: RunSlot, *, finishing: bool = False) -> None:
        """A run handed to the other replicas at a shutdown, without an edit: one that had not begun is
        stored to be re-run; one that was ``finishing`` is let go as it is (its last edit is made by
        whoever takes it: recovery's "finalise")."""
        if slot.run_id in self.handed:
            self.handed.discard(slot.run_id)
            if finishing:
                await self._let_go(slot.run_id)
            else:
                await self._record(slot.run_id, "interrupted", resumable=True)

    async def _let_go(self, run_id: str) -> None:
        try:
            await self.journal.let_go(run_id)
        except Exception:
            log.exception("journal_write_failed", run_id=run_id, status="let go")

    async def _interrupt(self, run: Run) -> None:
        """Shutdown: the run is stored as interrupted (the next start re-runs it) and says so — or, when
        only its last edit was left, let go as it is (nothing to re-run: recovery makes the edit)."""
        if run.slot.run_id in self.finishing:
            await self._let_go(run.slot.run_id)
            return
        await self._record(run.slot.run_id, "interrupted", resumable=True)
        run.state = interrupted(run.state, run_texts(run.state.lang).shutdown, self._clock())
        try:
            async with asyncio.timeout(self.shutdown_settle_s):
                await self._progress.show_final(run)
        except Exception:
            log.exception("relay_interrupt_edit_failed", run_id=run.slot.run_id)

    async def _settle(self, run: Run, terminal: Failed | Cancelled) -> None:
        """After an exception: best effort, bounded in time, to leave the message in an end state."""
        try:
            async with asyncio.timeout(SETTLE_TIMEOUT_S):
                await self._end(run, terminal)
        except Exception:
            log.exception("relay_settle_failed", run_id=run.slot.run_id)

    async def _open_live(self, run: Run) -> None:
        """The platform's live view of an agent run (Slack: a stream in the thread), if it has one."""
        progress = run.editor.message_id if run.editor is not None else None
        run.live = await open_live(run.port, run.slot.inbound, run.slot.run_id, progress)
        if run.live is not None:
            await self._progress.show(run)

    # --- answer, memory ------------------------------------------------------------------------------

    async def _deliver(self, run: Run, markdown: str) -> None:
        slot, port = run.slot, run.port
        if run.live is not None and await run.live.deliver(run.state, markdown):
            await self._delivery.shown_live(port, markdown, run_id=slot.run_id)
        else:
            await self._delivery.post(
                port, slot.inbound.reply_to, markdown, run_id=slot.run_id, lang=run.state.lang
            )
        if self.choices is not None:
            await self.choices.offer(slot.run_id, slot.inbound, port)

    async def _remember(self, run: Run, answer: str) -> None:
        if self.memory is not None:
            inbound = run.slot.inbound
            await self.memory.remember(inbound.conversation, inbound.text, answer, run.slot.run_id, now_kst())

    async def _record(
        self, run_id: str, status: RunStatus, *, error: str | None = None, resumable: bool = False
    ) -> None:
        await self.journal.mark(run_id, status, error=error, resumable=resumable)
