"""Recovery: the runs a crash (kill -9), a drained shutdown or a dead replica left unfinished.

``recover`` runs at start; ``Keeper`` then renews this replica's heartbeat and, every heartbeat period,
takes over the runs of replicas that stopped heartbeating (``take_over``: the same steps). A run is
only touched after this replica *claimed* it (``bots.relay.cluster.ownership``: one conditional UPDATE), so of
two replicas starting together, or sweeping together, exactly one handles each run.

Each claimed run that is not final gets exactly one of:

* re-run, from the start, in the *same* progress message, which first says
  "⚠️ 재시작으로 중단되어 다시 실행합니다" — when it is younger than ``DEXTER_RECOVER_WITHIN_S`` and has
  not had its retry after a crash yet; a run whose answer was stored but not (fully) posted re-posts
  that answer instead of asking the model again;
* marked interrupted, its message ending in a Korean text with "중단" and the run id, without ⏹ —
  when it is too old, or a crash already interrupted its retry (a run that takes its process down
  twice is not tried a third time);
* finalised — when the run was over (its answer out, or stopped by ⏹, or failed) and only the
  progress message's last edit was missing: "✅ 완료", "⏹ 취소됨" or the error, without ⏹.

Only a crash counts as an attempt: a run whose owner stopped heartbeating (killed, frozen) or that a
start finds running. A run *handed over* — stored as interrupted with no owner by a graceful stop (a
rolling deploy's SIGTERM), or let go by a replica that claimed it while shutting down — is re-run
without counting, however often it was handed on.

Runs are resubmitted oldest first, each before the younger runs of its conversation that this replica
has not started yet, so each conversation keeps its order.

Before any of that, the live views (Slack streams) the dead process left open are closed
(``bots.relay.run.live_view.close_orphans``), all at once, waiting up to ``ORPHANS_WAIT_S`` (the rest finish in
the background): a re-run's with "⚠️ 재시작으로 중단됨 — 아래에서 다시 실행합니다" (its new view or answer
comes below), an interrupted run's with its "⚠️ 중단됨" line, a finalised run's — or any whose answer is
in the view — quietly. So no view stays open and exactly one carries the answer.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Literal

from bots.relay.cluster.journal import RunJournal
from bots.relay.cluster.ownership import Ownership
from bots.relay.cluster.records import RunRecord, RunStatus
from bots.relay.cluster.run_store import CLAIMS, RERUN_HANDED
from bots.relay.ports import NotModified, PortError, Sleep
from bots.relay.run.live_view import close_orphans
from bots.relay.run.progress_state import interrupted, new_run, reduce, render_progress
from bots.relay.run.retries import attempt
from bots.texts import ERROR_MESSAGE, INTERRUPTED_MESSAGE, RECOVERED_DONE, RERUN_BELOW, progress_words
from core.agent.events import Cancelled, Failed
from core.lang import Language, run_language
from core.logging import get_logger

if TYPE_CHECKING:
    from bots.relay.cluster.journal import RunJournal
    from bots.relay.cluster.ownership import Ownership
    from bots.relay.intake.queue import ConversationRuns
    from bots.relay.ports import PlatformPort
    from bots.relay.run.edit_budget import EditBudgets

log = get_logger(__name__)

CALL_TIMEOUT_S = 15.0
ORPHANS_WAIT_S = 10.0
Fate = Literal["rerun", "interrupt", "finalise"]
_closing: set[asyncio.Task[int]] = set()  # orphan closes still going after ``ORPHANS_WAIT_S``


@dataclass(frozen=True, slots=True)
class Crew:
    """What recovery works with — the relay's collaborators, not the relay (``Relay.crew``)."""

    journal: RunJournal
    ownership: Ownership
    #: the runs accepted here: whether it is closing, which are alive (their heartbeats)
    runs: ConversationRuns
    port_for: Callable[[str], PlatformPort]
    budgets: EditBudgets
    #: run a stored run again in its own progress message; ``False`` while shutting down
    resubmit: Callable[[RunRecord], bool]
    #: drop runs another replica has taken over, without a word or a write
    abandon: Callable[[list[str]], None]
    #: runs recovery ended whose messages are still being edited, held (heartbeats) until they are
    endings: dict[str, asyncio.Task[None]]
    #: ``DEXTER_LANG``: with a run's stored question, the language its last words are in
    lang: str = "ko"

    def language(self, record: RunRecord) -> Language:
        """The language ``record``'s run answers in (``core.lang.run_language``), as when it ran."""
        return run_language(self.lang, record.inbound.text)


@dataclass(frozen=True, slots=True)
class Recovery:
    """What recovery did, by run id."""

    rerun: tuple[str, ...] = ()
    interrupted: tuple[str, ...] = ()
    finalised: tuple[str, ...] = ()


NOT_RECOVERED = "not recovered"


def handed_over(record: RunRecord) -> bool:
    """Whether a graceful stop let go of ``record`` (no owner, stored to be re-run) — not a crash."""
    return record.owner is None and record.status == "interrupted"


def _assignments(record: RunRecord, fate: Fate) -> str:
    if fate == "rerun" and handed_over(record):
        return RERUN_HANDED  # a graceful stop's hand-over: re-run without counting an attempt
    return CLAIMS[fate]  # what each fate's claim writes, in the claim's own statement


def _ended(record: RunRecord, fate: Fate) -> RunRecord:
    """The record as its claim left it (an interrupted run is ``ending``, ``not recovered``)."""
    return replace(record, status="ending", error=NOT_RECOVERED) if fate == "interrupt" else record


def _final_status(record: RunRecord) -> RunStatus:
    """The status a run that was over (``delivered`` / ``ending``) keeps once its message shows it."""
    if record.status == "delivered":
        return "answered"
    if record.error is None:
        return "cancelled"
    return "interrupted" if record.error == NOT_RECOVERED else "failed"


def _final_text(record: RunRecord, lang: Language) -> str:
    """What the message of a run that was over (``delivered`` / ``ending``) ends with, in ``lang``."""
    if record.status == "delivered":
        return RECOVERED_DONE.format(done=progress_words(lang).done, run_id=record.run_id)
    if record.error == NOT_RECOVERED:
        return _interrupted_text(record, lang)
    end = (
        Cancelled(record.run_id)
        if record.error is None
        else Failed(record.error, ERROR_MESSAGE, record.run_id)
    )
    return render_progress(reduce(new_run(record.run_id, 0.0, queued=False, lang=lang), end, 0.0))


async def recover(
    crew: Crew,
    *,
    within_s: float,
    platforms: frozenset[str],
    now: float | None = None,
    background: bool = False,
) -> Recovery:
    """At start: pick up what the last process — or a replica that stopped heartbeating — left (see
    the module docstring). Runs of a platform this process does not serve stay stored for one that does.
    ``background``: the messages of the runs it ends are edited after it returns (``dexter serve``: the
    start must not wait for a busy edit budget)."""
    return await take_over(
        crew, within_s=within_s, platforms=platforms, now=now, startup=True, background=background
    )


async def take_over(
    crew: Crew,
    *,
    within_s: float,
    platforms: frozenset[str],
    now: float | None = None,
    startup: bool = False,
    background: bool = False,
) -> Recovery:
    """Claim the runs nobody holds any more and give each its fate (see the module docstring). The
    runs it ends are held (heartbeats: ``Crew.endings``) until their messages show the end; with
    ``background`` it returns before that."""
    journal, ownership = crew.journal, crew.ownership
    if crew.runs.closing:
        return Recovery()
    now = journal.now() if now is None else now
    candidates = [
        r
        for r in await journal.unfinished()
        if r.inbound.platform in platforms and ownership.claimable(r, journal.now(), startup=startup)
    ]
    if not candidates:
        return Recovery()
    fates = {r.run_id: _fate(r, now, within_s) for r in candidates}
    rerun: list[str] = []
    endings: list[RunRecord] = []  # over: only their messages' last edits are left
    async with ownership.lock:  # a younger run of the conversation waits until these are in line
        records = await _claim(ownership, candidates, fates)
        await _close_orphans(crew, records, fates)
        for record in records:
            fate = fates[record.run_id]
            if fate in ("finalise", "interrupt"):
                endings.append(_ended(record, fate))
            elif crew.resubmit(record):
                rerun.append(record.run_id)
            else:  # shutting down meanwhile: another replica (or the next start) takes it
                await ownership.release(record)
    # the messages of runs that end here, all at once and outside the lock: under a platform's edit
    # budget each may wait long, and neither the re-runs nor a younger run of the conversation need them
    tasks = [_end_in_background(crew, record) for record in endings]
    if tasks and not background:
        await asyncio.wait(tasks)
    finalised = [r.run_id for r in endings if fates[r.run_id] == "finalise"]
    dropped = [r.run_id for r in endings if fates[r.run_id] == "interrupt"]
    if rerun or dropped or finalised:
        log.info(
            "recovered",
            rerun=len(rerun),
            interrupted=len(dropped),
            finalised=len(finalised),
            at_start=startup,
        )
    return Recovery(tuple(rerun), tuple(dropped), tuple(finalised))


async def _claim(
    ownership: Ownership, candidates: list[RunRecord], fates: dict[str, Fate]
) -> list[RunRecord]:
    """The candidates this replica won, oldest first (another replica may win some at the same time)."""
    won = []
    for record in candidates:
        if await ownership.claim(record, ownership.journal.now(), _assignments(record, fates[record.run_id])):
            won.append(record)
        else:
            log.info("recovery_claim_lost", run_id=record.run_id, owner=record.owner)
    return won


def _fate(record: RunRecord, now: float, within_s: float) -> Fate:
    if record.status in ("delivered", "ending"):
        return "finalise"
    if now - record.created_at > within_s:
        return "interrupt"
    if record.attempts >= 2 and not handed_over(record):
        return "interrupt"  # its retry after a crash was cut short by another crash
    return "rerun"


def _interrupted_text(record: RunRecord, lang: Language) -> str:
    state = new_run(record.run_id, 0.0, queued=False, lang=lang)
    return render_progress(interrupted(state, INTERRUPTED_MESSAGE, 0.0))


async def _close_orphans(crew: Crew, records: list[RunRecord], fates: dict[str, Fate]) -> None:
    """Close the views the records left open, all at once, before any re-run opens a new one."""

    def last_words(record: RunRecord) -> str:
        fate = fates[record.run_id]
        if fate == "rerun":
            return RERUN_BELOW
        return "" if fate == "finalise" else _interrupted_text(record, crew.language(record))

    tasks = [
        asyncio.create_task(
            close_orphans(
                crew.journal,
                crew.port_for(record.inbound.platform),
                record.run_id,
                last_words(record),
                done=fates[record.run_id] == "finalise",
            ),
            name=f"recover-views-{record.run_id}",
        )
        for record in records
    ]
    if not tasks:
        return
    await asyncio.wait(tasks, timeout=ORPHANS_WAIT_S)
    for task in tasks:
        if not task.done():  # e.g. waiting for Slack's stop budget: the re-runs need not wait
            _closing.add(task)
            task.add_done_callback(_closing.discard)


def _end_in_background(crew: Crew, record: RunRecord) -> asyncio.Task[None]:
    """End the run's message, then store its final status; held (``Crew.endings``: its heartbeat is
    renewed) meanwhile. A crash before the edit leaves it ``delivered`` / ``ending`` for the next."""

    async def end() -> None:
        try:
            await _final_message(crew, record, _final_text(record, crew.language(record)))
            await crew.journal.set_status(record.run_id, _final_status(record), error=record.error)
        except Exception:
            log.exception("recovery_ending_failed", run_id=record.run_id)
        finally:
            crew.endings.pop(record.run_id, None)

    task = asyncio.create_task(end(), name=f"recover-end-{record.run_id}")
    crew.endings[record.run_id] = task
    return task


async def _final_message(crew: Crew, record: RunRecord, text: str) -> None:
    """Leave the run's progress message in a final state (posting one if it never got one); the edit
    takes its place in the workspace's edit budget, ahead of progress edits."""
    port = crew.port_for(record.inbound.platform)
    target, run_id, lang = record.inbound.reply_to, record.run_id, crew.language(record)
    adopt = getattr(port, "adopt_progress", None)
    try:
        message_id = record.progress_id
        if message_id is None:
            message_id = await attempt(
                lambda: port.post_progress(target, text, run_id=run_id, lang=lang),
                sleep=asyncio.sleep,
                limit_s=CALL_TIMEOUT_S,
            )
        elif adopt is not None:
            adopt(target, message_id, run_id=run_id, lang=lang)
        posted = message_id
        await attempt(
            lambda: port.edit_progress(target, posted, text, final=True),
            sleep=asyncio.sleep,
            limit_s=CALL_TIMEOUT_S,
            budget=crew.budgets.of(port, target),
        )
    except NotModified:
        pass
    except (PortError, TimeoutError) as exc:
        log.warning("recovery_message_failed", run_id=run_id, error=repr(exc))


class Keeper:
    """This replica's share of keeping runs alive across replicas, every ``Ownership.every_s``: renew the
    heartbeat of the runs it holds, and take over the runs of replicas whose heartbeat stopped (a
    replica killed mid-run: its runs finish here, in their own messages, within the heartbeat timeout
    and one period). ``async with`` runs it in the background; ``beat`` and ``sweep`` do one step."""

    def __init__(
        self,
        crew: Crew,
        *,
        within_s: float,
        platforms: frozenset[str],
        sleep: Sleep = asyncio.sleep,
        background: bool = False,
    ) -> None:
        """``background``: a sweep returns before the messages of the runs it ends are edited."""
        self.crew = crew
        self._background = background
        self._within_s = within_s
        self._platforms = platforms
        self._sleep = sleep
        self._task: asyncio.Task[None] | None = None

    async def beat(self) -> list[str]:
        """Renew the heartbeat of every run whose task lives here; a run another replica has taken over
        meanwhile is dropped here without a word (its new owner shows it); the ids of those."""
        crew = self.crew
        lost = await crew.ownership.heartbeat([*crew.runs.live_ids(), *crew.endings])
        if lost:
            log.warning("relay_runs_taken_over", runs=lost)
            crew.abandon(lost)
        return lost

    async def sweep(self) -> Recovery:
        return await take_over(
            self.crew, within_s=self._within_s, platforms=self._platforms, background=self._background
        )

    async def run(self) -> None:
        """Beat and sweep, each every ``Ownership.every_s``, in two loops: a sweep can wait long (on the
        platform for the messages of the runs it ends, on orphaned streams), and a heartbeat that waited
        behind it would let this replica's own live runs look dead to the others."""
        ownership = self.crew.ownership
        async with asyncio.TaskGroup() as group:
            group.create_task(self._every(ownership.every_s, self.beat, "relay_heartbeat_failed"))
            group.create_task(self._every(ownership.every_s, self.sweep, "relay_sweep_failed"))

    async def _every(self, period_s: float, step: Callable[[], Awaitable[object]], failed: str) -> None:
        while True:
            await self._sleep(period_s)
            try:
                await step()
            except Exception:  # the store is away: try again next period (runs go on here)
                log.exception(failed)

    async def __aenter__(self) -> Keeper:
        self._task = asyncio.create_task(self.run(), name="relay-keeper")
        return self

    async def __aexit__(self, *exc: object) -> None:
        if self._task is not None:
            self._task.cancel()
            await asyncio.wait([self._task])
            self._task = None
