"""Who runs a run when several replicas share one store: ownership, heartbeats, claims, turns.

Every run record has an ``owner`` — the replica that holds it (``bots.relay.cluster.journal.replica_id``:
``host:pid:random``) — and a ``heartbeat_at`` the owner renews every ``timeout_s / 3`` while the run's
task lives there (``heartbeat``). Accepting a delivery makes the accepting replica its owner, in the same
transaction as the dedup keys, so a delivery sent to two replicas is run by exactly one.

A run whose owner stopped heartbeating (killed, frozen, cut off) for ``timeout_s`` — or that has no
owner (stored as interrupted by a graceful stop; written by a version before replicas) — is
*claimable*: ``claim`` is one conditional UPDATE that succeeds only if the record is still exactly as the
claimer read it (owner, heartbeat, status, attempts), so of two replicas claiming at once one wins.
``bots.relay.cluster.recovery`` claims at start and every ``timeout_s / 3`` after that.

On an *exclusive* store (SQLite: one process owns the file) the start takes every run another owner
left, without waiting for its heartbeat to age — today's "a restart re-runs what the crash left".

Per-conversation order across replicas: a run may start only when no older unfinished run of its
conversation is held elsewhere (``turn_free``); older runs held here are ordered by the replica's own
line (``bots.relay.intake.queue``). A run answered is ``delivered`` only after its turn is in the conversation's
memory, so the next run, wherever it runs, sees the answer in its history. A run that is not free polls
every ``TURN_POLL_S``.

Clocks: heartbeats are written and compared on each replica's clock (epoch seconds): keep the replicas'
clocks in sync (NTP); a skew adds to or takes from ``timeout_s``.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterable

from bots.relay.cluster.journal import RunJournal
from bots.relay.cluster.records import RunRecord
from bots.relay.cluster.run_store import RunStore
from core.logging import get_logger

log = get_logger(__name__)

HEARTBEAT_TIMEOUT_S = 15.0
TURN_POLL_S = 1.0


class Ownership:
    """One replica's side of run ownership over the journal's store (see the module docstring)."""

    def __init__(
        self, journal: RunJournal, *, timeout_s: float = HEARTBEAT_TIMEOUT_S, exclusive: bool | None = None
    ) -> None:
        if timeout_s <= 0:
            raise ValueError("timeout_s must be positive")
        self.journal = journal
        self.timeout_s = timeout_s
        #: the store belongs to this process alone: at start, every other owner is a process before it
        self.exclusive = journal.store.dialect == "sqlite" if exclusive is None else exclusive
        #: claims and turn checks take turns, so a run claimed here is in the local line before a
        #: younger run of its conversation can see it as "held here" and start
        self.lock = asyncio.Lock()

    @property
    def replica(self) -> str:
        return self.journal.replica

    @property
    def every_s(self) -> float:
        """How often the heartbeat is renewed and the sweep looks for runs to take over."""
        return self.timeout_s / 3

    @property
    def _runs(self) -> RunStore:
        return self.journal.runs

    def claimable(self, record: RunRecord, now: float, *, startup: bool = False) -> bool:
        """Whether this replica may claim ``record`` now: nobody holds it, its holder stopped
        heartbeating, or (at the start of an exclusive store's process) another process held it."""
        if record.owner is None:
            return True
        if record.owner == self.replica:
            return False  # ours: its task runs here (or ended unwritten: the next start, as today)
        if startup and self.exclusive:
            return True
        return record.heartbeat_at is None or now - record.heartbeat_at > self.timeout_s

    async def claim(self, record: RunRecord, now: float, assignments: str = "") -> bool:
        """Take ``record`` if it is still exactly as read (one conditional UPDATE; of replicas claiming
        at once, one wins), applying ``assignments`` (``", status = …"``) in the same statement."""
        await self.journal.open()
        return await self._runs.claim(record, owner=self.replica, now=now, assignments=assignments)

    async def release(self, record: RunRecord) -> None:
        """Let go of a run this replica claimed but could not start (it is shutting down): handed over
        (no owner, stored to be re-run, as a graceful stop leaves it), so another replica takes it at
        once without counting an attempt — with the attempts it had before this claim."""
        await self._runs.release(record, owner=self.replica)

    async def heartbeat(self, run_ids: Iterable[str]) -> list[str]:
        """Renew the heartbeat of the runs held here whose task is alive; the ones another replica
        has taken over meanwhile (this one was frozen or cut off for longer than ``timeout_s``)."""
        ids = list(run_ids)
        if not ids:
            return []
        await self.journal.open()
        return await self._runs.heartbeat(ids, owner=self.replica, now=self.journal.now())

    async def turn_free(self, run_id: str) -> bool:
        """Whether no older unfinished run of ``run_id``'s conversation is held elsewhere (or by nobody,
        waiting for a claim). A store that cannot answer does not hold the run up: the replica's own
        line still orders what it runs."""
        try:
            async with self.lock:
                older = await self._runs.older_held_elsewhere(run_id, owner=self.replica)
        except Exception:
            log.exception("relay_turn_check_failed", run_id=run_id)
            return True
        if older is not None:
            log.info("relay_turn_elsewhere", run_id=run_id, waits_for=older)
        return older is None
