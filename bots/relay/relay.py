"""The relay: one inbound chat message becomes one visible run, whatever happens on the way.

For each accepted message (``handle``): post the progress message at once (the first visible reply;
"⏳ 대기 중" while the conversation or the global cap makes it wait), then try ``direct_reply`` (quick
answer, company card, no-model note) and otherwise run the agent with the conversation's history. Agent
events go through the pure reducer into the message's ``ProgressEditor``. On ``Done`` the answer is
posted (the adapter splits and posts it idempotently), the turn is remembered and the progress message
collapses to one summary line; on ``Failed``/``Cancelled`` it says so with the run id.

Nothing gets lost: any exception inside a run — the agent, the store, the port — ends with the progress
message in a Korean error state carrying the run id (bounded retries, best effort); tracebacks go to the
log only.
"""

from __future__ import annotations

import asyncio
import dataclasses
import time
from collections.abc import Callable, Sequence
from datetime import date
from types import TracebackType
from typing import Self, TypeVar

import structlog

from bots.compose import Runtime
from bots.direct import DirectReply, direct_reply
from bots.relay.agent_run import run_agent
from bots.relay.budget import EditBudgets
from bots.relay.calls import attempt
from bots.relay.choices import Choices
from bots.relay.journal import RunJournal, RunRecord, RunStatus
from bots.relay.live import open_live
from bots.relay.memory import HISTORY_TURNS, ConversationMemory
from bots.relay.model import (
    AgentRunner,
    Clock,
    ConversationKey,
    DeliveryError,
    DirectFn,
    Inbound,
    PlatformPort,
    PortError,
    ShuttingDown,
    Sleep,
)
from bots.relay.progress import ProgressMessages, Run
from bots.relay.quota import UserQuota
from bots.relay.report import report
from bots.relay.runs import ConversationRuns, RunSlot
from bots.relay.state import answered_directly, begin, interrupted, new_run, reduce
from bots.relay.texts import ERROR_MESSAGE, QUOTA_MESSAGE, RESTARTED_NOTICE, SHUTDOWN_MESSAGE
from core.agent.events import Cancelled, Done, Failed, TerminalEvent
from core.clock import now_kst
from core.errors import DexterError, StoreFullError
from core.logging import get_logger, redact
from core.metrics import provider_label

log = get_logger(__name__)
T = TypeVar("T")

ANSWER_ATTEMPTS = 5
ANSWER_MAX_RETRY_AFTER_S = 300.0  # an answer waits out a long flood wait rather than being lost
CALL_TIMEOUT_S = 30.0
ANSWER_TIMEOUT_S = 180.0
SETTLE_TIMEOUT_S = 60.0
TICK_S = 5.0  # a live message that saw no event for this long is re-rendered (elapsed keeps counting)
_STATUS: dict[type, RunStatus] = {Done: "answered", Failed: "failed", Cancelled: "cancelled"}


def _today() -> date:
    return now_kst().date()


class Relay:
    """Turns ``Inbound`` messages into runs on one or more platforms (see the module docstring).

    ``ports`` is one port, or a function from ``Inbound.platform`` to its port. ``agent`` and
    ``direct`` default to the runtime's agent and ``direct_reply`` over the runtime.
    """

    def __init__(
        self,
        runtime: Runtime | None,
        ports: PlatformPort | Callable[[str], PlatformPort],
        *,
        runs: ConversationRuns | None = None,
        memory: ConversationMemory | None = None,
        budgets: EditBudgets | None = None,
        quota: UserQuota | None = None,
        agent: AgentRunner | None = None,
        direct: DirectFn | None = None,
        clock: Clock = time.monotonic,
        sleep: Sleep = asyncio.sleep,
        today: Callable[[], date] = _today,
        history_turns: int = HISTORY_TURNS,
        journal: RunJournal | None = None,
        run_timeout_s: float | None = None,
        tick_s: float = TICK_S,
        provider: str = "other",
        edit_interval_s: float | None = None,
    ) -> None:
        if isinstance(ports, PlatformPort):
            single = ports
            self._port_for: Callable[[str], PlatformPort] = lambda _platform: single
        else:
            self._port_for = ports
        self.runs = runs or ConversationRuns()
        self.memory = memory
        self.quota = quota
        self._progress = ProgressMessages(
            budgets or EditBudgets(clock=clock, sleep=sleep),
            clock=clock,
            sleep=sleep,
            edit_interval_s=edit_interval_s,
        )
        self._agent = agent if agent is not None else (runtime.agent if runtime is not None else None)
        self._direct = direct
        if direct is None and runtime is not None:
            self._direct = lambda query: direct_reply(query, runtime, today=today())
        self._clock = clock
        self._sleep = sleep
        self._history_turns = history_turns
        self.journal = journal
        #: buttons to ask again for another company when a group name was read (bots.relay.choices)
        self.choices = Choices(runtime.data.companies, journal) if runtime is not None else None
        self._run_timeout_s = run_timeout_s
        self._tick_s = tick_s
        self._provider = provider  # the metrics label of the main model's provider
        self._resumed: dict[str, RunRecord] = {}
        #: what ``/dexter status`` shows about the model and the data sources
        self.info: dict[str, str] = {}
        self._stopping = False  # shutdown: runs cancelled now are interrupted, to be recovered
        self.shutdown_settle_s = 5.0  # of the grace period, kept for the interrupted runs' final edits

    @classmethod
    def from_runtime(
        cls,
        runtime: Runtime,
        ports: PlatformPort | Callable[[str], PlatformPort],
        *,
        clock: Clock = time.monotonic,
        sleep: Sleep = asyncio.sleep,
        journal: RunJournal | None = None,
    ) -> Relay:
        """The production wiring: limits from settings, memory and quota in the runtime's store.
        ``clock``/``sleep`` drive the edit pacing (tests and benchmarks may warp time)."""
        settings, store = runtime.settings, runtime.data.store
        relay = cls(
            runtime,
            ports,
            runs=ConversationRuns(max_concurrent=settings.dexter_max_concurrent_runs),
            memory=ConversationMemory(store),
            quota=UserQuota(store, daily_runs=settings.dexter_user_daily_runs),
            journal=journal or RunJournal(store, dedup_ttl_s=settings.dexter_dedup_ttl_s),
            run_timeout_s=settings.dexter_run_timeout_s,
            provider=provider_label(runtime.models.main.name if runtime.models else settings.dexter_model),
            clock=clock,
            sleep=sleep,
            edit_interval_s=settings.dexter_edit_interval_s,
        )
        relay.info = {
            "model": runtime.models.main.name if runtime.models else f"없음 ({runtime.model_problem})",
            "data": "녹화된 공시·데모 시세 (오프라인)"
            if settings.dexter_offline
            else "OpenDART · KIS 실시간",
        }
        return relay

    # --- public API -------------------------------------------------------------------------------

    def port_for(self, platform: str) -> PlatformPort:
        return self._port_for(platform)

    async def handle(self, inbound: Inbound) -> bool:
        """Accept one message and return at once (the run happens in a task); ``False`` for a
        duplicate delivery. With a journal the run is stored first: when this returns ``True`` the
        delivery survives a crash. ``ShuttingDown`` or a store failure propagate: do not ack then."""
        if self.runs.closing:
            raise ShuttingDown("the relay is shutting down")
        run_id = self.runs.new_id()
        try:
            if self.journal is not None and not await self.journal.accept(inbound, run_id):
                log.info("relay_duplicate_stored", conversation=inbound.conversation, keys=inbound.dedup_keys)
                return False
        except StoreFullError as exc:  # redelivering would not help: say so in the chat instead
            log.error("relay_accept_disk_full", run_id=run_id, error=str(exc))  # noqa: TRY400
            failed = Failed(str(exc), exc.user_message, run_id)
            return (
                self.runs.submit(inbound, lambda slot: self._refuse(slot, failed), run_id=run_id) is not None
            )
        return self.runs.submit(inbound, self._serve, run_id=run_id) is not None

    async def _refuse(self, slot: RunSlot, failed: Failed) -> None:
        """A delivery that could not become a run: its reply says why (no progress, no agent)."""
        run = Run(
            slot,
            self._port_for(slot.inbound.platform),
            new_run(slot.run_id, self._clock(), queued=False),
            None,
        )
        await self._settle(run, failed)

    def first_delivery(self, platform: str, keys: Sequence[str]) -> bool:
        """Whether a delivery that does not become a run (a help reply, a refusal) is new: its reply
        is sent once even when the platform delivers the message twice."""
        return not self.runs.seen(f"{platform}:notice:{key}" for key in keys)

    def resubmit(self, record: RunRecord) -> bool:
        """Run a stored run again after a restart, in its own progress message (recovery)."""
        self._resumed[record.run_id] = record
        slot = self.runs.submit(record.inbound, self._serve, run_id=record.run_id, recovered=True)
        if slot is None:
            self._resumed.pop(record.run_id, None)
        return slot is not None

    def cancel(self, conversation: ConversationKey, run_id: str | None = None) -> bool:
        """Cancel the conversation's active run, or the run ``run_id`` (it ends showing 취소됨);
        whether there was one."""
        return self.runs.cancel(conversation, run_id)

    def run_owner(self, conversation: ConversationKey, run_id: str | None = None) -> str | None:
        """The user id who asked the conversation's active run (or run ``run_id``); ``None`` if no
        such run. Adapters let only this user (or an admin) stop it."""
        slot = self.runs.find(conversation, run_id)
        return None if slot is None else slot.inbound.user_id

    async def wait_idle(self) -> None:
        """Wait until every accepted message has been answered (or has failed visibly)."""
        await self.runs.wait_idle()

    async def drain(self) -> None:
        """Stop accepting messages and finish the ones already accepted."""
        await self.runs.drain()

    async def shutdown(self, grace_s: float) -> None:
        """Graceful stop (SIGTERM): take no new messages, let running runs finish for ``grace_s``,
        then stop the rest: each is stored as interrupted (the next start re-runs it in the same
        message) and its message says so, without ⏹."""
        self.runs.close_intake()
        self.shutdown_settle_s = min(self.shutdown_settle_s, grace_s / 2)
        if await self.runs.wait_idle_for(max(0.0, grace_s - self.shutdown_settle_s)):
            return
        log.warning("relay_shutdown_interrupting", runs=self.runs.pending)
        self._stopping = True
        self.runs.cancel_tasks()
        await self.runs.wait_idle()

    async def aclose(self) -> None:
        """Stop accepting, cancel every run (each shows 취소됨) and wait for them."""
        await self.runs.aclose()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.aclose()

    # --- one run ----------------------------------------------------------------------------------

    async def _serve(self, slot: RunSlot) -> None:
        port = self._port_for(slot.inbound.platform)
        state = new_run(slot.run_id, self._clock(), queued=not slot.try_start())
        resume = self._resumed.pop(slot.run_id, None)
        if resume is not None:
            state = dataclasses.replace(state, notice=RESTARTED_NOTICE)
        run = Run(slot, port, state, resume)
        with structlog.contextvars.bound_contextvars(run_id=slot.run_id):
            await self._serve_run(run)

    async def _serve_run(self, run: Run) -> None:
        slot = run.slot
        ticker = asyncio.create_task(self._progress.tick(run, self._tick_s), name=f"relay-tick-{slot.run_id}")
        try:
            await self._conduct(run)
        except asyncio.CancelledError:
            if self._stopping:
                await self._interrupt(run)
            else:
                await self._settle(run, Cancelled(slot.run_id))
            raise
        except Exception as exc:
            log.exception("relay_run_failed", run_id=slot.run_id, conversation=slot.conversation)
            message = exc.user_message if isinstance(exc, DexterError) else ERROR_MESSAGE
            await self._settle(run, Failed(redact(f"{type(exc).__name__}: {exc}"), message, slot.run_id))
        finally:
            ticker.cancel()
            if run.editor is not None:
                await run.editor.aclose()
            report(run, provider=self._provider)
            if self.journal is not None and run.usage.total:
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
        reply = await self._try_direct(run)
        if reply is not None:
            slot.release()
            await self._deliver(run, reply.markdown)
            if reply.answered:
                await self._remember(run, reply.markdown)
            slot.leave()
            run.state = answered_directly(run.state, reply.path, self._clock())
            await self._record(slot.run_id, "delivered")
            await self._progress.show_final(run)
            await self._record(slot.run_id, "answered")
            return
        if self._agent is None:
            raise DexterError("no agent and no direct reply for this question")
        if self.quota is not None and not await self.quota.take(inbound.platform, inbound.user_id):
            message = QUOTA_MESSAGE.format(limit=self.quota.daily_runs)
            run.refused = True
            await self._end(run, Failed("daily run limit reached", message, slot.run_id))
            return
        history = await self.memory.recall(inbound.conversation, self._history_turns) if self.memory else []
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
            if self.journal is not None:
                await self.journal.mark_answer(slot.run_id, terminal.answer)
            await self._deliver(run, terminal.answer)
            if not terminal.truncated:  # history never holds a half answer
                await self._remember(run, terminal.answer)
        slot.leave()  # a follow-up need not wait for the summary edit (it may queue for the budget)
        await self._end(run, terminal)

    async def _try_direct(self, run: Run) -> DirectReply | None:
        if self._direct is None:
            return None
        try:
            return await self._direct(run.slot.inbound.text)
        except Exception:
            if self._agent is None:
                raise
            log.exception("relay_direct_failed", run_id=run.slot.run_id)  # the agent can still answer
            return None

    # --- the progress message -----------------------------------------------------------------------

    async def _open_progress(self, run: Run) -> None:
        """Post the progress message (or take over the one a restarted run had); without one the run
        still goes on and the answer still posts."""
        message_id = await self._progress.open(run)
        if (
            message_id is not None
            and self.journal is not None
            and (run.resume is None or run.resume.progress_id != message_id)
        ):
            await self.journal.mark_progress(run.slot.run_id, message_id)

    async def _end(self, run: Run, terminal: TerminalEvent) -> None:
        run.state = reduce(run.state, terminal, self._clock())
        status = _STATUS[type(terminal)]
        error = terminal.error if isinstance(terminal, Failed) else None
        await self._record(run.slot.run_id, "delivered" if status == "answered" else status, error=error)
        await self._progress.show_final(run)
        if status == "answered":
            await self._record(run.slot.run_id, "answered")

    async def _interrupt(self, run: Run) -> None:
        """Shutdown: the run is stored as interrupted (the next start re-runs it) and says so."""
        await self._record(run.slot.run_id, "interrupted", resumable=True)
        run.state = interrupted(run.state, SHUTDOWN_MESSAGE, self._clock())
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
            if self.choices is not None:
                await self.choices.offer(slot.run_id, slot.inbound, port)
            return
        try:
            await attempt(
                lambda: port.post_answer(slot.inbound.reply_to, markdown, run_id=slot.run_id),
                sleep=self._sleep,
                limit_s=ANSWER_TIMEOUT_S,
                attempts=ANSWER_ATTEMPTS,
                max_wait_s=ANSWER_MAX_RETRY_AFTER_S,
            )
        except (PortError, TimeoutError) as exc:
            raise DeliveryError(f"post_answer failed: {exc!r}") from exc
        if self.choices is not None:
            await self.choices.offer(slot.run_id, slot.inbound, port)

    async def _remember(self, run: Run, answer: str) -> None:
        if self.memory is not None:
            inbound = run.slot.inbound
            await self.memory.remember(inbound.conversation, inbound.text, answer, run.slot.run_id, now_kst())

    async def _record(
        self, run_id: str, status: RunStatus, *, error: str | None = None, resumable: bool = False
    ) -> None:
        if self.journal is not None:
            await self.journal.mark(run_id, status, error=error, resumable=resumable)
