"""A named lease in the store: of several processes serving one store, only the holder does a job.

``Lease`` is the small interface; ``StoreLease`` keeps it in the store (SQLite or PostgreSQL: the same
statements). Taking a lease is one atomic upsert (``INSERT … ON CONFLICT … DO UPDATE … WHERE``): it
succeeds when nobody holds the name, when the holder is us (a renewal), or when the holder's lease has
expired (a take-over). Time is wall-clock seconds (``time.time``), shared by the processes on one machine
(replicas on several hosts need their clocks in sync, as NTP keeps them); injectable for tests.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Protocol

from core.store import Store, schema

_DDL = schema.LEASES


class Lease(Protocol):
    async def acquire(self, name: str, holder: str, ttl_s: float) -> bool:
        """Take or renew ``name`` for ``ttl_s`` seconds; ``False`` when someone else holds it."""
        ...

    async def release(self, name: str, holder: str) -> None:
        """Give ``name`` up if ``holder`` has it (another process may take it at once)."""
        ...


class StoreLease:
    def __init__(self, store: Store, *, clock: Callable[[], float] = time.time) -> None:
        self._store = store
        self._clock = clock

    async def acquire(self, name: str, holder: str, ttl_s: float) -> bool:
        await self._store.ensure_schema(_DDL)
        now = self._clock()
        changed = await self._store.execute(
            "INSERT INTO leases (name, holder, expires_at) VALUES (?, ?, ?) "
            "ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at "
            "WHERE leases.holder = excluded.holder OR leases.expires_at <= ?",
            (name, holder, now + ttl_s, now),
        )
        return changed == 1

    async def release(self, name: str, holder: str) -> None:
        await self._store.ensure_schema(_DDL)
        await self._store.execute("DELETE FROM leases WHERE name = ? AND holder = ?", (name, holder))

    async def holder(self, name: str) -> str | None:
        """Who holds ``name`` now (``None`` when nobody does or the lease expired)."""
        await self._store.ensure_schema(_DDL)
        row = await self._store.fetchone(
            "SELECT holder FROM leases WHERE name = ? AND expires_at > ?", (name, self._clock())
        )
        return str(row[0]) if row else None


SqliteLease = StoreLease  # its name before PostgreSQL
