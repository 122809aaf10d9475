"""The run journal: every accepted delivery is a durable run record before the platform hears "ok".

``accept`` writes, in one transaction, the delivery's dedup keys (with a TTL, default 24 h) and a run
record in state ``queued``; a key seen before (and not expired) makes the delivery a duplicate — also
after a restart. The relay then moves the record along::

    queued → running → delivering (the answer is stored, being posted)
                     → delivered (answer out, the progress message not yet final) → answered
                     → ending (stopped by ⏹ or failed, the progress message not yet final)
                                                               → cancelled | failed (``error`` set)
                     ↘ interrupted

A crash in ``delivered`` or ``ending`` leaves only the progress message's last edit undone: recovery
makes it (so no message keeps its ⏹ after its run is over) and writes the final status.

``unfinished`` lists what a crash (or a drained shutdown) left behind, oldest first, for recovery on
the next start. ``interrupted`` records carry ``resumable`` when a graceful shutdown stopped them: they
are picked up like a crashed run; other interrupted records are final.

Each record has an ``owner`` (the replica that accepted or claimed it, ``replica_id()``) and a
``heartbeat_at`` it renews while it holds the run: ``bots.relay.cluster.ownership`` (exactly one replica runs a
run; another takes it over when the heartbeat stops; one conversation's runs go in order everywhere).
A record stored as ``interrupted`` for the next start has no owner: any replica may take it at once.

``relay_views`` holds the live views (Slack streams) a run has open, by ``(run_id, view_id)``, from
the moment the platform opened one until it is closed: a kill -9 leaves the row behind and recovery
closes the view (``bots.relay.run.live_view.close_orphans``). A table of its own, created if missing, so a
``dexter.db`` from before it works unchanged.
"""

from __future__ import annotations

import asyncio
import os
import secrets
import socket
import time
from collections.abc import Callable

from bots.relay.cluster import run_store
from bots.relay.cluster.records import (
    RunRecord,
    RunStatus,
)
from bots.relay.cluster.run_store import RunStore
from bots.relay.intake.dedup import claim_keys, delivery_keys
from bots.relay.ports import Inbound, Sleep
from bots.relay.run.live_view import OpenView
from core.logging import get_logger
from core.store import Store

log = get_logger(__name__)
DEDUP_TTL_S = 86_400.0

#: the journal's tables besides ``relay_runs`` (``run_store.SCHEMA``): the delivery keys
#: (``bots.relay.intake.dedup``), the answer chunks posted (``bots.relay.run.delivery``) and the open
#: live views (``bots.relay.run.live_view``)
SCHEMA = """
CREATE TABLE IF NOT EXISTS relay_chunks (
    run_id TEXT PRIMARY KEY,
    posted INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS relay_dedup (
    key TEXT PRIMARY KEY,
    run_id TEXT NOT NULL,
    expires_at REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS relay_views (
    run_id TEXT NOT NULL,
    view_id TEXT NOT NULL,
    channel TEXT NOT NULL,
    detail TEXT NOT NULL DEFAULT '',
    answered INTEGER NOT NULL DEFAULT 0,
    updated_at REAL NOT NULL,
    PRIMARY KEY (run_id, view_id)
);
"""


def replica_id() -> str:
    """This process among the replicas: ``host:pid:random`` (the random part tells a restarted process
    with the same pid — e.g. pid 1 in a container — from the one before it)."""
    return f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(4)}"


#: a replica that cannot store its answer on a shared store retries this often, for this long
MARK_RETRY_S = 1.0
MARK_WAIT_S = 30.0


class _Duplicate(Exception):
    """A dedup key of the delivery is held: roll the accept back."""


class RunJournal:
    """Run records and dedup keys in the shared store (tables ``relay_runs``, ``relay_dedup``)."""

    def __init__(
        self,
        store: Store,
        *,
        dedup_ttl_s: float = DEDUP_TTL_S,
        clock: Callable[[], float] = time.time,
        replica: str | None = None,
    ) -> None:
        self._store = store
        #: every statement on relay_runs (``bots.relay.cluster.run_store``)
        self.runs = RunStore(store)
        self._ttl = dedup_ttl_s
        self._clock = clock
        #: the owner this journal writes on the runs it accepts (``replica_id()`` unless given)
        self.replica = replica or replica_id()
        self._lock = asyncio.Lock()  # check-then-insert must not interleave between two deliveries
        self._upgraded = False

    @property
    def store(self) -> Store:
        return self._store

    def now(self) -> float:
        """Epoch seconds on the journal's clock (``created_at``, heartbeats)."""
        return self._clock()

    async def open(self) -> None:
        await self._store.ensure_schema(run_store.SCHEMA)
        await self._store.ensure_schema(SCHEMA)
        if not self._upgraded:  # a relay_runs an older version made gets the columns written here
            async with self._store.schema_transaction() as tx:
                await run_store.upgrade(tx)
            self._upgraded = True

    async def accept(self, inbound: Inbound, run_id: str, *, at: float | None = None) -> bool:
        """Record the delivery as a queued run held by this replica (``created_at`` = ``at``, default
        now); ``False`` (nothing written) for a duplicate."""
        keys = delivery_keys(inbound)
        now = self._clock() if at is None else at
        await self.open()
        async with self._lock:
            try:
                await self._insert(inbound, run_id, keys, now)
            except _Duplicate:
                return False
        return True

    async def _insert(self, inbound: Inbound, run_id: str, keys: list[str], now: float) -> None:
        """Claim every dedup key (``bots.relay.intake.dedup.claim_keys``) and store the run, in one
        transaction; ``_Duplicate`` (all rolled back) when a key is held and not expired: of two
        processes accepting the same delivery at once, one stores the run."""
        async with self._store.transaction() as db:
            if not await claim_keys(db, keys, run_id, now=now, ttl_s=self._ttl):
                raise _Duplicate
            await self.runs.insert(
                db, inbound, run_id, delivery_key=keys[0] if keys else "", now=now, owner=self.replica
            )

    async def set_progress(self, run_id: str, message_id: str) -> None:
        await self._update(run_id, "progress_id = ?", (message_id,))

    async def set_status(
        self, run_id: str, status: RunStatus, *, error: str | None = None, resumable: bool = False
    ) -> None:
        """Move the run on; one stored for the next start (``interrupted``, ``resumable``) is let go —
        no owner — so another replica may take it at once."""
        release = ", owner = NULL" if status == "interrupted" and resumable else ""
        await self._update(
            run_id,
            f"status = ?, error = COALESCE(?, error), resumable = ?{release}",
            (status, error, int(resumable)),
        )

    async def let_go(self, run_id: str) -> None:
        """Give up holding the run, as it is (a shutdown): another replica may take it at once."""
        await self.open()
        await self.runs.let_go(run_id, owner=self.replica, now=self._clock())

    async def delivering(self, run_id: str, answer: str) -> None:
        """The answer is final and about to be posted: a crash from here re-posts it, never re-runs."""
        await self._update(run_id, "status = 'delivering', answer = ?", (answer,))

    async def add_tokens(self, run_id: str, tokens: int) -> None:
        """Count the model tokens a run used (for ``/dexter usage``); best effort."""
        try:
            await self._update(run_id, "tokens = tokens + ?", (tokens,))
        except Exception:
            log.exception("journal_write_failed", run_id=run_id, status="tokens")

    async def usage_since(self, platform: str, user_id: str, since: float) -> tuple[int, int]:
        """(runs, model tokens) of a user since ``since`` (epoch seconds)."""
        await self.open()
        return await self.runs.usage_since(platform, user_id, since)

    async def retry(self, run_id: str) -> None:
        """Count one more attempt (recovery re-runs the record)."""
        await self._update(run_id, "attempts = attempts + 1, status = 'queued', resumable = 0", ())

    async def get(self, run_id: str) -> RunRecord | None:
        await self.open()
        return await self.runs.get(run_id)

    async def unfinished(self) -> list[RunRecord]:
        """Runs a crash or a drained shutdown left behind, oldest first."""
        await self.open()
        return await self.runs.unfinished()

    async def runs_of_key(self, key: str) -> list[str]:
        """The run a delivery key (``bots.relay.intake.dedup.delivery_keys``) was claimed for, while the key
        lives (its TTL): ``[]`` or one id."""
        await self.open()
        rows = await self._store.fetchall("SELECT run_id FROM relay_dedup WHERE key = ?", (key,))
        return [str(row[0]) for row in rows]

    # --- the answer's chunks (``ChunkLedger``) -------------------------------------------------------

    async def chunks_posted(self, run_id: str) -> int:
        """How many leading chunks of the run's answer are in the conversation already."""
        await self.open()
        row = await self._store.fetchone("SELECT posted FROM relay_chunks WHERE run_id = ?", (run_id,))
        return int(row[0]) if row else 0

    async def chunk_posted(self, run_id: str, count: int) -> None:
        await self.open()
        await self._store.execute(
            "INSERT INTO relay_chunks (run_id, posted) VALUES (?, ?) "
            "ON CONFLICT (run_id) DO UPDATE SET posted = excluded.posted WHERE relay_chunks.posted < excluded.posted",
            (run_id, count),
        )

    # --- open live views (``bots.relay.run.live_view.LiveLedger``) ------------------------------------------------

    async def keep_view(self, view: OpenView) -> None:
        await self.open()
        await self._store.execute(
            "INSERT INTO relay_views (run_id, view_id, channel, detail, answered, updated_at)"
            " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (run_id, view_id) DO UPDATE SET channel = excluded.channel,"
            " detail = excluded.detail, answered = excluded.answered, updated_at = excluded.updated_at",
            (view.run_id, view.view_id, view.channel, view.detail, int(view.answered), self._clock()),
        )

    async def drop_view(self, run_id: str, view_id: str) -> None:
        await self.open()
        await self._store.execute(
            "DELETE FROM relay_views WHERE run_id = ? AND view_id = ?", (run_id, view_id)
        )

    async def open_views(self, run_id: str) -> list[OpenView]:
        await self.open()
        rows = await self._store.fetchall(
            "SELECT view_id, channel, detail, answered FROM relay_views WHERE run_id = ? ORDER BY rowid",
            (run_id,),
        )
        return [OpenView(run_id, str(v), str(c), str(d), bool(a)) for v, c, d, a in rows]

    # --- best effort: a failed write mid-run is logged; the run goes on for the user -------------

    async def mark(
        self, run_id: str, status: RunStatus, *, error: str | None = None, resumable: bool = False
    ) -> None:
        try:
            await self.set_status(run_id, status, error=error, resumable=resumable)
        except Exception:
            log.exception("journal_write_failed", run_id=run_id, status=status)

    async def mark_progress(self, run_id: str, message_id: str) -> None:
        try:
            await self.set_progress(run_id, message_id)
        except Exception:
            log.exception("journal_write_failed", run_id=run_id, status="progress")

    async def mark_answer(self, run_id: str, answer: str, *, sleep: Sleep = asyncio.sleep) -> bool:
        """Store the answer before it is posted — only while this replica holds the run: ``False`` when
        another replica took it over meanwhile (this one was frozen or cut off longer than the heartbeat
        timeout), so this one must not post it.

        A failed write on this process's own file (SQLite) is logged and counts as held. On a shared
        store (PostgreSQL) a replica that cannot write cannot tell either: another may take the run
        over once its heartbeat ages, and both would post. So it tries again every ``MARK_RETRY_S``
        for ``MARK_WAIT_S`` — back in time, the write (or finding the run taken) decides; still away,
        nobody could take it over, and it is posted."""
        tries = 1 if self._store.dialect == "sqlite" else max(1, round(MARK_WAIT_S / MARK_RETRY_S))
        for left in range(tries - 1, -1, -1):
            try:
                return await self._store_answer(run_id, answer)
            except Exception:
                log.exception("journal_write_failed", run_id=run_id, status="delivering", retries_left=left)
            if left:
                await sleep(MARK_RETRY_S)
        return True

    async def _store_answer(self, run_id: str, answer: str) -> bool:
        await self.open()
        changed = await self.runs.store_answer(run_id, answer, owner=self.replica, now=self._clock())
        if changed == 0 and await self.get(run_id) is not None:
            log.warning("relay_run_taken_over", run_id=run_id)
            return False
        return True

    async def _update(self, run_id: str, assignments: str, params: tuple[object, ...]) -> None:
        await self.open()
        await self.runs.update(run_id, assignments, params, now=self._clock())
