"""The run store: every statement on ``relay_runs`` — the relay's run records — in one module.

The table's shape (``SCHEMA``: what a new store gets), the journal's writes and reads
(``bots.relay.cluster.journal``), ownership's claims, heartbeats and per-conversation turns
(``bots.relay.cluster.ownership``), the cancel bus's look-ups (``bots.relay.cluster.cancel_bus``), the
table's later versions (``MIGRATIONS``; ``upgrade`` on open, so a single user who never runs ``dexter
migrate`` keeps working), what retention prunes (``prune``) and what a person's data requests read and
erase (``bots.privacy``: ``blank``, ``reword``, ``of_user``, ``of_conversation``, ``delete``,
``export``, ``asked_by``): core knows no bot table, ``dexter migrate``, ``dexter serve`` and
``dexter data`` hand these to it.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from datetime import datetime

from bots.relay.cluster.records import RECORD_COLUMNS, RunRecord, record_from_row, target_json
from bots.relay.ports import Inbound, key_text
from core.store import Store, Transaction
from core.store.migrate import Migration

QUESTION_CHARS = 20_000
_BATCH = 200
#: a run that still holds its conversation (``delivered``: the answer is out and remembered)
BUSY = "(o.status IN ('queued', 'running', 'delivering') OR (o.status = 'interrupted' AND o.resumable = 1))"
#: unfinished for the cancel bus: a run ⏹ may still stop
_STOPPABLE = "('queued', 'running', 'delivering', 'delivered')"
_PG_NOW = "EXTRACT(EPOCH FROM clock_timestamp())"  # the database's clock: the same for every replica
#: statuses a run keeps once over (retention prunes these; a person's data requests delete these)
FINAL_STATUSES = ("answered", "failed", "cancelled", "interrupted")

#: ``relay_runs`` as a new store gets it (``Store.ensure_schema``; ``dexter migrate``'s version 1):
#: one row per accepted delivery; ``owner`` (a replica id) and ``heartbeat_at`` (epoch seconds it last
#: said it is alive) are ``bots.relay.cluster.ownership``'s
SCHEMA = """
CREATE TABLE IF NOT EXISTS relay_runs (
    run_id TEXT PRIMARY KEY,
    platform TEXT NOT NULL,
    conversation TEXT NOT NULL,
    delivery_key TEXT NOT NULL,
    user_id TEXT NOT NULL,
    question TEXT NOT NULL,
    reply_to TEXT NOT NULL,
    progress_id TEXT,
    status TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 1,
    resumable INTEGER NOT NULL DEFAULT 0,
    error TEXT,
    answer TEXT,
    received_at TEXT NOT NULL,
    tokens INTEGER NOT NULL DEFAULT 0,
    created_at REAL NOT NULL,
    updated_at REAL NOT NULL,
    owner TEXT,
    heartbeat_at REAL
);
CREATE INDEX IF NOT EXISTS relay_runs_by_status ON relay_runs (status, created_at);
CREATE INDEX IF NOT EXISTS relay_runs_by_conversation ON relay_runs (conversation, created_at);
"""

#: what a recovery claim writes, by the run's fate, in the claim's own statement
CLAIMS: dict[str, str] = {
    "rerun": ", attempts = attempts + 1, status = 'queued', resumable = 0",
    # over, its message to be ended: "ending" (not re-run; a crash before the edit leaves it to the next)
    "interrupt": ", status = 'ending', error = 'not recovered', resumable = 0",
    "finalise": "",
}
#: a run handed over by a graceful stop is re-run without counting an attempt
RERUN_HANDED = ", status = 'queued', resumable = 0"


class RunStore:
    """``relay_runs`` in ``store`` (see the module docstring)."""

    def __init__(self, store: Store) -> None:
        self.store = store

    # --- the journal ----------------------------------------------------------------------------------

    async def insert(
        self, db: Transaction, inbound: Inbound, run_id: str, *, delivery_key: str, now: float, owner: str
    ) -> None:
        """A queued run held by ``owner`` (inside the accept's transaction)."""
        await db.execute(
            "INSERT INTO relay_runs (run_id, platform, conversation, delivery_key, user_id, question,"
            " reply_to, status, attempts, received_at, created_at, updated_at, owner, heartbeat_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, 'queued', 1, ?, ?, ?, ?, ?)",
            (
                run_id,
                inbound.platform,
                key_text(inbound.conversation),
                delivery_key,
                inbound.user_id,
                inbound.text[:QUESTION_CHARS],
                target_json(inbound.reply_to),
                inbound.received_at.isoformat(),
                now,
                now,
                owner,
                now,
            ),
        )

    async def update(self, run_id: str, assignments: str, params: tuple[object, ...], *, now: float) -> None:
        await self.store.execute(
            f"UPDATE relay_runs SET {assignments}, updated_at = ? WHERE run_id = ?", (*params, now, run_id)
        )

    async def let_go(self, run_id: str, *, owner: str, now: float) -> None:
        """No owner any more, if ``owner`` still holds it."""
        await self.store.execute(
            "UPDATE relay_runs SET owner = NULL, updated_at = ? WHERE run_id = ? AND owner = ?",
            (now, run_id, owner),
        )

    async def store_answer(self, run_id: str, answer: str, *, owner: str, now: float) -> int:
        """The answer, while ``owner`` (or nobody) holds the run; the rows changed."""
        return await self.store.execute(
            "UPDATE relay_runs SET status = 'delivering', answer = ?, updated_at = ?"
            " WHERE run_id = ? AND (owner IS NULL OR owner = ?)",
            (answer, now, run_id, owner),
        )

    async def usage_since(self, platform: str, user_id: str, since: float) -> tuple[int, int]:
        """(runs, model tokens) of a user since ``since`` (epoch seconds)."""
        row = await self.store.fetchone(
            "SELECT COUNT(*), COALESCE(SUM(tokens), 0) FROM relay_runs"
            " WHERE platform = ? AND user_id = ? AND created_at >= ?",
            (platform, user_id, since),
        )
        return (int(row[0]), int(row[1])) if row else (0, 0)

    async def get(self, run_id: str) -> RunRecord | None:
        rows = await self._select("WHERE run_id = ?", (run_id,))
        return rows[0] if rows else None

    async def unfinished(self) -> list[RunRecord]:
        """Runs a crash or a drained shutdown left behind, oldest first."""
        return await self._select(
            "WHERE status IN ('queued', 'running', 'delivering', 'delivered', 'ending')"
            " OR (status = 'interrupted' AND resumable = 1)"
            " ORDER BY created_at, rowid",
            (),
        )

    async def _select(self, where: str, params: tuple[object, ...]) -> list[RunRecord]:
        rows = await self.store.fetchall(f"SELECT {RECORD_COLUMNS} FROM relay_runs {where}", params)
        return [record_from_row(row) for row in rows]

    # --- ownership ------------------------------------------------------------------------------------

    async def claim(self, record: RunRecord, *, owner: str, now: float, assignments: str = "") -> bool:
        """Take ``record`` if it is still exactly as read (one conditional UPDATE; of replicas claiming
        at once, one wins), applying ``assignments`` (``", status = …"``) in the same statement."""
        changed = await self.store.execute(
            f"UPDATE relay_runs SET owner = ?, heartbeat_at = ?, updated_at = ?{assignments}"
            " WHERE run_id = ? AND status = ? AND attempts = ? AND COALESCE(owner, '') = ?"
            " AND COALESCE(heartbeat_at, -1.0) = ?",
            (
                owner,
                now,
                now,
                record.run_id,
                record.status,
                record.attempts,
                record.owner or "",
                -1.0 if record.heartbeat_at is None else record.heartbeat_at,
            ),
        )
        return changed == 1

    async def release(self, record: RunRecord, *, owner: str) -> None:
        """Handed over (no owner, stored to be re-run) with the attempts it had before ``owner``'s claim."""
        await self.store.execute(
            "UPDATE relay_runs SET owner = NULL, status = 'interrupted', resumable = 1, attempts = ?"
            " WHERE run_id = ? AND owner = ?",
            (record.attempts, record.run_id, owner),
        )

    async def heartbeat(self, run_ids: Sequence[str], *, owner: str, now: float) -> list[str]:
        """Renew ``owner``'s heartbeat on ``run_ids``; the ones another owner holds now."""
        lost: list[str] = []
        for start in range(0, len(run_ids), _BATCH):
            batch = list(run_ids[start : start + _BATCH])
            marks = ", ".join("?" for _ in batch)
            renewed = await self.store.execute(
                f"UPDATE relay_runs SET heartbeat_at = ? WHERE owner = ? AND run_id IN ({marks})",
                (now, owner, *batch),
            )
            if renewed < len(batch):
                rows = await self.store.fetchall(
                    f"SELECT run_id FROM relay_runs WHERE owner <> ? AND run_id IN ({marks})",
                    (owner, *batch),
                )
                lost.extend(str(row[0]) for row in rows)
        return lost

    async def older_held_elsewhere(self, run_id: str, *, owner: str) -> str | None:
        """An older unfinished run of ``run_id``'s conversation that ``owner`` does not hold."""
        row = await self.store.fetchone(
            "SELECT o.run_id FROM relay_runs m JOIN relay_runs o ON o.conversation = m.conversation"
            " WHERE m.run_id = ? AND o.run_id <> m.run_id"
            " AND (o.created_at < m.created_at OR (o.created_at = m.created_at AND o.rowid < m.rowid))"
            f" AND {BUSY} AND (o.owner IS NULL OR o.owner <> ?) LIMIT 1",
            (run_id, owner),
        )
        return None if row is None else str(row[0])

    # --- the cancel bus (PostgreSQL: the database's clock) --------------------------------------------

    async def stoppable(
        self, conversation: str, run_id: str | None, *, within_s: float
    ) -> tuple[str, str] | None:
        """(run id, asker) of the unfinished run ``run_id`` or the conversation's oldest, not older than
        ``within_s``."""
        only = " AND run_id = ?" if run_id is not None else ""
        row = await self.store.fetchone(
            "SELECT run_id, user_id FROM relay_runs"
            f" WHERE conversation = ? AND status IN {_STOPPABLE} AND created_at >= {_PG_NOW} - ?{only}"
            " ORDER BY created_at, rowid LIMIT 1",
            (conversation, within_s, *((run_id,) if run_id is not None else ())),
        )
        return None if row is None else (str(row[0]), str(row[1]))

    async def stop_requests(self, *, within_s: float) -> list[tuple[str, str]]:
        """(run id, conversation) of the stop requests made within ``within_s`` for unfinished runs."""
        rows = await self.store.fetchall(
            "SELECT c.run_id, c.conversation FROM relay_cancels c JOIN relay_runs r ON r.run_id = c.run_id"
            f" WHERE r.status IN {_STOPPABLE} AND c.requested_at >= {_PG_NOW} - ?",
            (within_s,),
        )
        return [(str(run_id), str(conversation)) for run_id, conversation in rows]

    # --- a person's data (``bots.privacy``; a deleted Slack message: ``bots.slack.deletions``) --------

    async def blank(self, run_ids: Sequence[str]) -> int:
        """The runs' question, answer and error erased; the rows stay (ids, counts). Rows changed."""
        return await self._in("UPDATE relay_runs SET question = '', answer = NULL, error = NULL", run_ids)

    async def reword(self, run_ids: Sequence[str], question: str) -> int:
        """``question`` (cut to ``QUESTION_CHARS``) stored as the runs' question; rows changed."""
        return await self._in("UPDATE relay_runs SET question = ?", run_ids, (question[:QUESTION_CHARS],))

    async def delete(self, run_ids: Sequence[str]) -> int:
        """The runs' rows gone; how many."""
        return await self._in("DELETE FROM relay_runs", run_ids)

    async def of_user(self, user_id: str) -> list[tuple[str, str]]:
        """(run id, status) of every run ``user_id`` asked, on any platform."""
        rows = await self.store.fetchall(
            "SELECT run_id, status FROM relay_runs WHERE user_id = ?", (user_id,)
        )
        return [(str(run_id), str(status)) for run_id, status in rows]

    async def of_conversation(self, conversation: str) -> list[tuple[str, str]]:
        """(run id, status) of every run of one conversation (its stored key text)."""
        rows = await self.store.fetchall(
            "SELECT run_id, status FROM relay_runs WHERE conversation = ?", (conversation,)
        )
        return [(str(run_id), str(status)) for run_id, status in rows]

    async def export(self, user_id: str) -> list[dict[str, object]]:
        """What is kept of ``user_id``'s runs (question, answer, status, when, tokens), oldest first."""
        keys = ("run_id", "platform", "conversation", "question", "answer", "status", "received_at", "tokens")
        rows = await self.store.fetchall(
            f"SELECT {', '.join(keys)} FROM relay_runs WHERE user_id = ? ORDER BY created_at", (user_id,)
        )
        return [dict(zip(keys, row, strict=True)) for row in rows]

    async def asked_in(self, platform: str, conversations: str, mention: str) -> list[tuple[str, str]]:
        """(run id, reply target JSON) of the runs of ``platform`` whose stored conversation starts with
        ``conversations`` and whose reply target mentions ``mention`` (the caller reads the JSON)."""
        rows = await self.store.fetchall(
            "SELECT run_id, reply_to FROM relay_runs WHERE platform = ? AND conversation LIKE ?"
            " AND reply_to LIKE ?",
            (platform, conversations + "%", f"%{mention}%"),
        )
        return [(str(run_id), str(reply_to)) for run_id, reply_to in rows]

    async def states(self, run_ids: Sequence[str]) -> list[tuple[str, str, str]]:
        """(run id, status, conversation) of those of ``run_ids`` that are stored."""
        found: list[tuple[str, str, str]] = []
        for start in range(0, len(run_ids), _BATCH):
            batch = list(run_ids[start : start + _BATCH])
            rows = await self.store.fetchall(
                "SELECT run_id, status, conversation FROM relay_runs"
                f" WHERE run_id IN ({', '.join('?' for _ in batch)})",
                tuple(batch),
            )
            found += [(str(r), str(s), str(c)) for r, s, c in rows]
        return found

    async def _in(self, statement: str, run_ids: Sequence[str], params: tuple[object, ...] = ()) -> int:
        """``statement … WHERE run_id IN (…)`` over ``run_ids`` in batches; rows changed."""
        ids = list(dict.fromkeys(run_ids))
        changed = 0
        for start in range(0, len(ids), _BATCH):
            batch = ids[start : start + _BATCH]
            marks = ", ".join("?" for _ in batch)
            changed += max(
                await self.store.execute(f"{statement} WHERE run_id IN ({marks})", (*params, *batch)), 0
            )
        return changed


# --- the table's versions ------------------------------------------------------------------------------


async def _older_relay_runs(tx: Transaction) -> None:
    """``relay_runs`` from before ``/dexter usage`` lacks ``tokens`` (and the first journal ``resumable``)."""
    columns = await tx.columns("relay_runs")
    for name in ("resumable", "tokens"):
        if columns and name not in columns:
            await tx.execute(f"ALTER TABLE relay_runs ADD COLUMN {name} INTEGER NOT NULL DEFAULT 0")


#: run ownership across replicas (bots.relay.cluster.ownership): who runs a run, and when it last said so
OWNERSHIP_COLUMNS = (("owner", "TEXT"), ("heartbeat_at", "REAL"))
CONVERSATION_INDEX = (
    "CREATE INDEX IF NOT EXISTS relay_runs_by_conversation ON relay_runs (conversation, created_at)"
)


async def _relay_runs_ownership(tx: Transaction) -> None:
    """``relay_runs`` from before replicas lacks ``owner`` and ``heartbeat_at`` (both nullable: a run
    without an owner is claimable, as an older version's unfinished runs should be) and the index the
    per-conversation turn reads."""
    columns = await tx.columns("relay_runs")
    if not columns:
        return
    for name, kind in OWNERSHIP_COLUMNS:
        if name not in columns:
            await tx.execute(f"ALTER TABLE relay_runs ADD COLUMN {name} {kind}")
    await tx.execute(CONVERSATION_INDEX)


async def upgrade(tx: Transaction) -> None:
    """Every column the journal writes, on a ``relay_runs`` an older version made (versions 2 and 3)."""
    await _older_relay_runs(tx)
    await _relay_runs_ownership(tx)


#: ``relay_runs``' later versions, in ``dexter migrate``'s numbering (``bots.migrations``)
MIGRATIONS: tuple[Migration, ...] = (
    Migration(2, "relay_runs: tokens and resumable where missing", step=_older_relay_runs),
    Migration(3, "relay_runs: owner and heartbeat_at (runs across replicas)", step=_relay_runs_ownership),
)


# --- retention -----------------------------------------------------------------------------------------

Delete = Callable[[Store, str, str, tuple[object, ...]], Awaitable[int]]


async def prune(store: Store, tables: set[str], cutoff: datetime, delete: Delete) -> dict[str, int]:
    """Finished run records (except an interrupted run kept to resume) last updated before ``cutoff``,
    then the answer ledger of the runs gone; rows removed per table."""
    removed: dict[str, int] = {}
    if "relay_runs" not in tables:
        return removed
    keep_resumable = " AND resumable = 0" if "resumable" in await store.columns("relay_runs") else ""
    removed["relay_runs"] = await delete(
        store,
        "relay_runs",
        f"updated_at < ? AND status IN ({', '.join('?' * len(FINAL_STATUSES))}){keep_resumable}",
        (cutoff.timestamp(), *FINAL_STATUSES),
    )
    if "relay_chunks" in tables:  # the answer ledger of runs pruned above
        removed["relay_chunks"] = await delete(
            store, "relay_chunks", "run_id NOT IN (SELECT run_id FROM relay_runs)", ()
        )
    return removed


def gone_runs() -> str:
    """The condition for rows of another relay table whose run record is gone."""
    return "run_id NOT IN (SELECT run_id FROM relay_runs)"
