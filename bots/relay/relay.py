"""The relay: one inbound chat message becomes one visible run, whatever happens on the way.

``Relay.handle`` admits a message (dedup through the journal, then a slot in ``ConversationRuns``) and
returns at once; the run itself — progress message, direct reply or agent, answer, end state — is
``bots.relay.run.lifecycle.RunLifecycle``. The relay also cancels runs and shuts down: a graceful stop lets
runs finish for a grace period and stores the rest as interrupted, to be re-run after a restart.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Sequence
from types import TracebackType
from typing import Self

from bots.compose import Runtime
from bots.direct import direct_reply
from bots.relay.cluster.cancel_bus import LocalCancels, cancel_bus_for
from bots.relay.cluster.journal import RunJournal
from bots.relay.cluster.ownership import Ownership
from bots.relay.cluster.records import RunRecord
from bots.relay.cluster.recovery import Crew
from bots.relay.intake.dedup import DedupCache, delivery_keys
from bots.relay.intake.queue import ConversationRuns
from bots.relay.intake.quota import UserQuota
from bots.relay.intake.slot import RunSlot
from bots.relay.ports import (
    Clock,
    ConversationKey,
    Inbound,
    PlatformPort,
    ShuttingDown,
    Sleep,
)
from bots.relay.run.charts import ChartService
from bots.relay.run.choices import Choices
from bots.relay.run.conversation_memory import ConversationMemory
from bots.relay.run.edit_budget import EditBudgets
from bots.relay.run.lifecycle import RunLifecycle
from bots.relay.run.progress_message import ProgressMessages
from bots.relay.wiring import Pacing, Parts
from bots.texts import STATUS_DATA_LIVE, STATUS_DATA_OFFLINE, STATUS_MODEL_PROBLEM
from core.agent.events import Failed
from core.errors import StoreFullError
from core.lang import run_language
from core.logging import get_logger
from core.metrics import provider_label

log = get_logger(__name__)


class Relay:
    """Turns ``Inbound`` messages into runs on one or more platforms (see the module docstring).

    ``ports`` is one port, or a function from ``Inbound.platform`` to its port. ``journal`` keeps every
    accepted run (``bots.relay.cluster.journal``); ``parts`` are its other collaborators and ``pacing``
    its clocks and limits (``bots.relay.wiring``); the agent and the direct replies default to the
    runtime's agent and ``direct_reply`` over the runtime.
    """

    def __init__(
        self,
        runtime: Runtime | None,
        ports: PlatformPort | Callable[[str], PlatformPort],
        journal: RunJournal,
        parts: Parts = Parts(),  # noqa: B008 (frozen)
        pacing: Pacing = Pacing(),  # noqa: B008 (frozen)
    ) -> None:
        runs, memory, quota = parts.runs, parts.memory, parts.quota
        agent, direct, clock, sleep, today = (
            parts.agent,
            parts.direct,
            pacing.clock,
            pacing.sleep,
            pacing.today,
        )
        if isinstance(ports, PlatformPort):
            single = ports
            self._port_for: Callable[[str], PlatformPort] = lambda _platform: single
        else:
            self._port_for = ports
        self.runs = runs or ConversationRuns()
        #: deliveries seen in this process (``bots.relay.intake.dedup``)
        self.dedup = DedupCache()
        #: how ⏹ reaches a run on another replica (bots.relay.cluster.cancel_bus); direct in one process
        self.cancels = parts.cancels or LocalCancels(self.runs)
        self.memory = memory
        self.quota = quota
        if agent is None and runtime is not None:
            agent = runtime.agent
        if direct is None and runtime is not None:
            direct = lambda query, earlier: direct_reply(query, runtime, today=today(), earlier=earlier)  # noqa: E731
        self.journal = journal
        #: ``DEXTER_LANG``: with each question, the language its run speaks (``core.lang.run_language``)
        self.lang = runtime.settings.dexter_lang if runtime is not None else "ko"
        #: which replica runs which stored run, and each conversation's turn across replicas
        self.ownership = parts.ownership or Ownership(journal)
        self.runs.turn = self._turn_free
        #: buttons to ask again for another company when a group name was read (bots.relay.run.choices)
        self.choices = (
            Choices(runtime.data.companies, journal, lang=self.lang) if runtime is not None else None
        )
        #: runs recovery ended whose messages are still being edited (``bots.relay.cluster.recovery``), held here
        self.endings: dict[str, asyncio.Task[None]] = {}
        #: every workspace's chat.update budget (counted in Redis with ``DEXTER_REDIS_URL``)
        self.edit_budgets = parts.budgets or EditBudgets(clock=clock, sleep=sleep)
        self._lifecycle = RunLifecycle(
            self._port_for,
            ProgressMessages(
                self.edit_budgets,
                clock=clock,
                sleep=sleep,
                edit_interval_s=pacing.edit_interval_s,
            ),
            agent=agent,
            direct=direct,
            memory=memory,
            quota=quota,
            journal=journal,
            choices=self.choices,
            clock=clock,
            sleep=sleep,
            history_turns=pacing.history_turns,
            run_timeout_s=pacing.run_timeout_s,
            tick_s=pacing.tick_s,
            provider=pacing.provider,
            lang=self.lang,
        )
        #: ``/dexter chart …`` and the charts of agent runs (bots.relay.run.charts)
        self.charts = (
            ChartService(runtime.data, runtime.charts, today=today, sleep=sleep)
            if runtime is not None
            else None
        )
        self._lifecycle.charts = self.charts
        #: what ``/dexter status`` shows about the model and the data sources
        self.info: dict[str, str] = {}

    @property
    def crew(self) -> Crew:
        """What recovery works with (``bots.relay.cluster.recovery``)."""
        return Crew(
            journal=self.journal,
            ownership=self.ownership,
            runs=self.runs,
            port_for=self._port_for,
            budgets=self.edit_budgets,
            resubmit=self.resubmit,
            abandon=self.abandon,
            endings=self.endings,
            lang=self.lang,
        )

    @property
    def shutdown_settle_s(self) -> float:
        """Of a shutdown's grace period, the time kept for the interrupted runs' final edits."""
        return self._lifecycle.shutdown_settle_s

    @shutdown_settle_s.setter
    def shutdown_settle_s(self, seconds: float) -> None:
        self._lifecycle.shutdown_settle_s = seconds

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
        """The production wiring: limits from settings, the journal (unless given), memory and quota in
        the runtime's store. ``clock``/``sleep`` drive the edit pacing (tests and benchmarks may warp
        time)."""
        settings, store = runtime.settings, runtime.data.store
        journal = journal or RunJournal(store, dedup_ttl_s=settings.dexter_dedup_ttl_s)
        runs = ConversationRuns(max_concurrent=settings.dexter_max_concurrent_runs)
        parts = Parts(
            runs=runs,
            ownership=Ownership(journal, timeout_s=settings.dexter_heartbeat_timeout_s),
            cancels=cancel_bus_for(store, runs),
            memory=ConversationMemory(store),
            quota=UserQuota(store, daily_runs=settings.dexter_user_daily_runs),
            budgets=EditBudgets(clock=clock, sleep=sleep, shared=runtime.data.shared),
        )
        pacing = Pacing(
            clock=clock,
            sleep=sleep,
            run_timeout_s=settings.dexter_run_timeout_s,
            edit_interval_s=settings.dexter_edit_interval_s,
            provider=provider_label(runtime.models.main.name if runtime.models else settings.dexter_model),
        )
        relay = cls(runtime, ports, journal, parts, pacing)
        relay.info = {
            "model": runtime.models.main.name
            if runtime.models
            else STATUS_MODEL_PROBLEM.format(problem=runtime.model_problem),
            "data": STATUS_DATA_OFFLINE if settings.dexter_offline else STATUS_DATA_LIVE,
        }
        return relay

    # --- public API -------------------------------------------------------------------------------

    def port_for(self, platform: str) -> PlatformPort:
        return self._port_for(platform)

    async def handle(self, inbound: Inbound) -> bool:
        """Accept one message and return at once (the run happens in a task); ``False`` for a
        duplicate delivery. The run is stored first: when this returns ``True`` the delivery survives a
        crash. ``ShuttingDown`` or a store failure propagate: do not ack then."""
        if self.runs.closing:
            raise ShuttingDown("the relay is shutting down")
        run_id = self.runs.new_id()
        order = self.journal.now()  # its place among its conversation's runs
        try:
            if not await self.journal.accept(inbound, run_id, at=order):
                log.info("relay_duplicate_stored", conversation=inbound.conversation, keys=inbound.dedup_keys)
                return False
        except StoreFullError as exc:  # redelivering would not help: say so in the chat instead
            if self._duplicate(inbound):
                return False
            log.error("relay_accept_disk_full", run_id=run_id, error=str(exc))  # noqa: TRY400
            message = exc.message_in(run_language(self.lang, inbound.text))  # the question's language
            failed = Failed(str(exc), message, run_id)
            return (
                self.runs.submit(inbound, lambda slot: self._lifecycle.refuse(slot, failed), run_id=run_id)
                is not None
            )
        if self._duplicate(inbound):
            return False
        return self.runs.submit(inbound, self._lifecycle.serve, run_id=run_id, order=order) is not None

    def _duplicate(self, inbound: Inbound) -> bool:
        """In-process dedup (``bots.relay.intake.dedup``): this process's deliveries, so one the store
        could not keep (disk full) is still answered once."""
        if self.dedup.seen(delivery_keys(inbound)):
            log.info("relay_duplicate", conversation=inbound.conversation, keys=inbound.dedup_keys)
            return True
        return False

    def first_delivery(self, platform: str, keys: Sequence[str]) -> bool:
        """Whether a delivery that does not become a run (a help reply, a refusal) is new: its reply
        is sent once even when the platform delivers the message twice."""
        return not self.dedup.seen(f"{platform}:notice:{key}" for key in keys)

    def resubmit(self, record: RunRecord) -> bool:
        """Run a stored run again after a restart, in its own progress message (recovery)."""
        self._lifecycle.resumed[record.run_id] = record
        slot = self.runs.submit(
            record.inbound,
            self._lifecycle.serve,
            run_id=record.run_id,
            recovered=True,
            order=record.created_at,
        )
        if slot is None:
            self._lifecycle.resumed.pop(record.run_id, None)
        return slot is not None

    def abandon(self, run_ids: list[str]) -> None:
        """Drop runs another replica has taken over: their tasks end without a word or a write."""
        self._lifecycle.lost.update(run_ids)
        for run_id in run_ids:
            self.runs.abandon(run_id)

    async def _turn_free(self, slot: RunSlot) -> bool:
        return await self.ownership.turn_free(slot.run_id)

    async def cancel(self, conversation: ConversationKey, run_id: str | None = None, *, by: str = "") -> bool:
        """Cancel the conversation's active run, or the run ``run_id`` (it ends showing 취소됨), on
        whichever replica runs it (``cancels``); whether there was one."""
        return await self.cancels.cancel(conversation, run_id, by=by)

    async def run_owner(self, conversation: ConversationKey, run_id: str | None = None) -> str | None:
        """The user id who asked the conversation's active run (or run ``run_id``), wherever it runs
        (the shared run record when not here); ``None`` if no such run. Adapters let only this user
        (or an admin) stop it."""
        return await self.cancels.owner(conversation, run_id)

    async def wait_idle(self) -> None:
        """Wait until every accepted message has been answered (or has failed visibly)."""
        await self.runs.wait_idle()

    async def drain(self) -> None:
        """Stop accepting messages and finish the ones already accepted."""
        await self.runs.drain()

    async def shutdown(self, grace_s: float) -> None:
        """Graceful stop (SIGTERM): take no new messages; on a store other replicas share, hand the runs
        that have not begun to them at once; let running runs finish for ``grace_s``,
        then stop the rest: each is stored as interrupted (the next start re-runs it in the same
        message) and its message says so, without ⏹."""
        self.runs.close_intake()
        if not self.ownership.exclusive:
            # other replicas share the store: the runs held up here (no free place, or behind an earlier
            # run of their conversation), and those with only their last edit left, go to them now,
            # quietly (a waiting run's message still says "대기 중"; the next replica's first edit says
            # it took it over)
            waiting = [*self.runs.waiting_ids(), *self._lifecycle.finishing]
            if waiting:
                log.info("relay_handing_over", runs=len(waiting))
                self._lifecycle.handed.update(waiting)
                for run_id in waiting:
                    self.runs.abandon(run_id)
        self.shutdown_settle_s = min(self.shutdown_settle_s, grace_s / 2)
        if await self.runs.wait_idle_for(max(0.0, grace_s - self.shutdown_settle_s)):
            return
        log.warning("relay_shutdown_interrupting", runs=self.runs.pending)
        self._lifecycle.stopping = True
        self.runs.cancel_tasks()
        await self.runs.wait_idle()

    async def aclose(self) -> None:
        """Stop accepting, cancel every run (each shows 취소됨) and wait for them."""
        await self.runs.aclose()
        endings = list(self.endings.values())  # recovery's last edits: the next start makes them
        for task in endings:
            task.cancel()
        if endings:
            await asyncio.wait(endings)
        await self.cancels.aclose()
        if self.charts is not None:
            await self.charts.aclose()

    async def __aenter__(self) -> Self:
        await self.cancels.start()  # stop requests from other replicas reach this one's runs
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.aclose()
