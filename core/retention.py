"""Retention: what the bot keeps, and for how long (``DEXTER_RETENTION_DAYS``, default 30).

``prune`` deletes, each only when its table exists (features create their tables lazily):

================  ===========================================================================
relay_turns       conversation turns whose ``at`` (ISO-8601 with offset) is older than retention
relay_runs        finished run records (answered, failed, cancelled, interrupted — except an
                  interrupted run kept to resume) last updated before retention
relay_dedup       dedup keys past their own ``expires_at``
relay_cancels     stop requests made before retention, or whose run record is gone
relay_user_runs   per-user daily counts for days before retention
http_cache        data responses past their ``expires_at`` (``NULL`` — closed fiscal periods,
                  filings — is kept forever by design)
scratchpads       ``<run_id>.jsonl`` files not written to for ``scratchpad_days`` (default 7)
================  ===========================================================================

Deletes go in small batches, each its own transaction, so a first prune of a large store never holds
the write lock for long. ``retention_loop`` runs ``prune`` at start and then every ``every_s`` seconds
until ``stop`` is set; a failed pass is logged and the next one runs as planned.

Replicas sharing one store prune its tables once for the cluster: given a ``lease``, a pass prunes the
tables only while this process holds the lease ``retention`` (renewed by each pass, ttl 1.5 passes: when
its holder dies another replica takes over after that); every replica prunes its own scratchpads (they
are files on its host).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from datetime import datetime, timedelta
from pathlib import Path

from core.clock import KST, now_kst
from core.logging import get_logger
from core.store import Store
from core.watch.lease import Lease

log = get_logger(__name__)
LEASE = "retention"

BATCH = 500
SCRATCHPAD_DAYS = 7.0
EVERY_S = 3_600.0
FINAL_STATUSES = ("answered", "failed", "cancelled", "interrupted")


async def _delete(store: Store, table: str, where: str, params: tuple[object, ...]) -> int:
    """Delete ``table``'s rows matching ``where`` in batches of ``BATCH``; how many went."""
    total = 0
    while True:
        deleted = await store.execute(
            f"DELETE FROM {table} WHERE rowid IN (SELECT rowid FROM {table} WHERE {where} LIMIT {BATCH})",
            params,
        )
        total += max(deleted, 0)
        if deleted < BATCH:
            return total


def _prune_scratchpads(directory: Path, older_than: float) -> int:
    if not directory.is_dir():
        return 0
    removed = 0
    for path in directory.glob("*.jsonl"):
        with contextlib.suppress(FileNotFoundError):  # another pass (or process) got there first
            if path.is_file() and path.stat().st_mtime < older_than:
                path.unlink()
                removed += 1
    return removed


async def prune(
    store: Store,
    *,
    now: datetime,
    retention_days: float,
    scratchpad_dir: Path,
    scratchpad_days: float = SCRATCHPAD_DAYS,
) -> dict[str, int]:
    """Delete what is older than retention (see the module docstring); rows or files removed per kind.

    Args:
        store: The open store.
        now: The current time, timezone-aware.
        retention_days: How long turns, run records and daily counts are kept.
        scratchpad_dir: Where the agent writes ``<run_id>.jsonl``.
        scratchpad_days: How long a scratchpad is kept after its last write.

    Raises:
        ValueError: ``now`` is naive, or a period is negative.
        StoreError: the store failed; what was deleted before stays deleted.
    """
    if now.tzinfo is None:
        raise ValueError("prune() needs a timezone-aware now")
    if retention_days < 0 or scratchpad_days < 0:
        raise ValueError("retention periods cannot be negative")
    cutoff = now - timedelta(days=retention_days)
    tables = await store.tables()
    removed: dict[str, int] = {}
    if "relay_turns" in tables:
        # ``at`` is ISO-8601 text with an offset: compared as a time, not as text
        older = (
            "julianday(at) < julianday(?)"
            if store.dialect == "sqlite"
            else "at::timestamptz < ?::timestamptz"
        )
        removed["relay_turns"] = await _delete(store, "relay_turns", older, (cutoff.isoformat(),))
    if "relay_runs" in tables:
        keep_resumable = " AND resumable = 0" if "resumable" in await store.columns("relay_runs") else ""
        removed["relay_runs"] = await _delete(
            store,
            "relay_runs",
            f"updated_at < ? AND status IN ({', '.join('?' * len(FINAL_STATUSES))}){keep_resumable}",
            (cutoff.timestamp(), *FINAL_STATUSES),
        )
    if "relay_chunks" in tables and "relay_runs" in tables:  # the answer ledger of runs pruned above
        removed["relay_chunks"] = await _delete(
            store, "relay_chunks", "run_id NOT IN (SELECT run_id FROM relay_runs)", ()
        )
    if "relay_cancels" in tables:
        gone = " OR run_id NOT IN (SELECT run_id FROM relay_runs)" if "relay_runs" in tables else ""
        removed["relay_cancels"] = await _delete(
            store, "relay_cancels", f"requested_at < ?{gone}", (cutoff.timestamp(),)
        )
    if "relay_dedup" in tables:
        removed["relay_dedup"] = await _delete(store, "relay_dedup", "expires_at < ?", (now.timestamp(),))
    if "relay_user_runs" in tables:  # days are KST dates, ISO text: compared as text
        day = cutoff.astimezone(KST).date().isoformat()
        removed["relay_user_runs"] = await _delete(store, "relay_user_runs", "day < ?", (day,))
    if "http_cache" in tables:
        removed["http_cache"] = await _delete(
            store, "http_cache", "expires_at IS NOT NULL AND expires_at < ?", (now.timestamp(),)
        )
    older_than = (now - timedelta(days=scratchpad_days)).timestamp()
    removed["scratchpads"] = await asyncio.to_thread(_prune_scratchpads, scratchpad_dir, older_than)
    return removed


async def retention_loop(
    store: Store,
    *,
    retention_days: float,
    scratchpad_dir: Path,
    every_s: float = EVERY_S,
    stop: asyncio.Event,
    clock: Callable[[], datetime] = now_kst,
    scratchpad_days: float = SCRATCHPAD_DAYS,
    lease: Lease | None = None,
    holder: str = "",
) -> None:
    """Prune now and then every ``every_s`` seconds until ``stop`` is set. Never raises: a failed pass
    (disk full, a locked store, a bug) is logged and the loop goes on. With ``lease``, the store's
    tables only while holding it (see the module docstring); the lease is given up at the end."""

    async def one_pass(now: datetime) -> dict[str, int]:
        if lease is None or await lease.acquire(LEASE, holder, every_s * 1.5):
            return await prune(
                store,
                now=now,
                retention_days=retention_days,
                scratchpad_dir=scratchpad_dir,
                scratchpad_days=scratchpad_days,
            )
        # another replica prunes the tables; this host's files are ours
        older_than = (now - timedelta(days=scratchpad_days)).timestamp()
        return {"scratchpads": await asyncio.to_thread(_prune_scratchpads, scratchpad_dir, older_than)}

    try:
        while True:
            try:
                removed = await one_pass(clock())
            except Exception:
                log.exception("retention_failed")
            else:
                if any(removed.values()):
                    log.info("retention_pruned", **removed)
            if stop.is_set():
                return
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stop.wait(), timeout=every_s)
            if stop.is_set():
                return
    finally:
        if lease is not None:
            with contextlib.suppress(Exception):  # the store may be gone: the lease then expires
                await lease.release(LEASE, holder)
