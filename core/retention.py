"""Retention: what the bot keeps, and for how long (``DEXTER_RETENTION_DAYS``, default 30).

``prune`` deletes, each only when its table exists (features create their tables lazily):

================  ===========================================================================
http_cache        data responses past their ``expires_at`` (``NULL`` — closed fiscal periods,
                  filings — is kept forever by design)
scratchpads       ``<run_id>.jsonl`` files not written to for ``scratchpad_days`` (default 7)
================  ===========================================================================

and, through ``pruners``, the tables core does not know: each owner prunes its own (the chat bots'
``bots.relay.retention.prune_relay``, handed in by ``dexter serve``), given the store, its tables, the
retention cutoff, now and ``delete_rows``.

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
from collections.abc import Awaitable, Callable, Sequence
from datetime import datetime, timedelta
from pathlib import Path

from core.clock import now_kst
from core.logging import get_logger
from core.store import Store
from core.watch.lease import Lease

log = get_logger(__name__)
LEASE = "retention"

BATCH = 500
SCRATCHPAD_DAYS = 7.0
EVERY_S = 3_600.0


#: a table owner's pruning: (store, its tables, the retention cutoff, now) → rows removed per table
Pruner = Callable[[Store, set[str], datetime, datetime], Awaitable[dict[str, int]]]


async def delete_rows(store: Store, table: str, where: str, params: tuple[object, ...]) -> int:
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
    pruners: Sequence[Pruner] = (),
) -> dict[str, int]:
    """Delete what is older than retention (see the module docstring); rows or files removed per kind.

    Args:
        store: The open store.
        now: The current time, timezone-aware.
        retention_days: How long turns, run records and daily counts are kept.
        scratchpad_dir: Where the agent writes ``<run_id>.jsonl``.
        scratchpad_days: How long a scratchpad is kept after its last write.
        pruners: The tables' owners core does not know (see the module docstring).

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
    for pruner in pruners:
        removed.update(await pruner(store, tables, cutoff, now))
    if "http_cache" in tables:
        removed["http_cache"] = await delete_rows(
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
    pruners: Sequence[Pruner] = (),
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
                pruners=pruners,
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
