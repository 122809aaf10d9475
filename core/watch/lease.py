"""A named lease in the store: of several processes serving one store, only the holder does a job.

``Lease`` is the small interface; ``StoreLease`` keeps it in the store (SQLite or PostgreSQL: the same
statements). Taking a lease is one atomic upsert (``INSERT … ON CONFLICT … DO UPDATE … WHERE``): it
succeeds when nobody holds the name, when the holder is us (a renewal), or when the holder's lease has
expired (a take-over).

Time: on PostgreSQL the database's clock (``clock_timestamp()``), so replicas on hosts whose clocks
disagree still agree on when a lease expires; on SQLite — processes on one machine — that machine's
wall clock (``time.time``). An injected ``clock`` (tests) is used on both.

``Leader`` runs a job while holding a lease: of several processes calling ``Leader.run`` with the same
name, one runs it; the others stand by and take over within the lease's ttl when the holder dies, at
once when it gives the lease up.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Callable, Coroutine
from typing import Any, Protocol

from core.logging import get_logger
from core.store import Store, schema

log = get_logger(__name__)
_DDL = schema.LEASES
_DB_NOW = "EXTRACT(EPOCH FROM clock_timestamp())"


class Lease(Protocol):
    async def acquire(self, name: str, holder: str, ttl_s: float) -> bool:
        """Take or renew ``name`` for ``ttl_s`` seconds; ``False`` when someone else holds it."""
        ...

    async def release(self, name: str, holder: str) -> None:
        """Give ``name`` up if ``holder`` has it (another process may take it at once)."""
        ...


class StoreLease:
    def __init__(self, store: Store, *, clock: Callable[[], float] | None = None) -> None:
        self._store = store
        self._clock = clock

    def _now(self) -> tuple[str, tuple[float, ...]]:
        """The SQL for "now" and its parameter: the database's clock on PostgreSQL (see the docstring)."""
        if self._clock is None and self._store.dialect == "postgresql":
            return _DB_NOW, ()
        return "?", ((self._clock or time.time)(),)

    async def acquire(self, name: str, holder: str, ttl_s: float) -> bool:
        await self._store.ensure_schema(_DDL)
        now, at = self._now()
        changed = await self._store.execute(
            f"INSERT INTO leases (name, holder, expires_at) VALUES (?, ?, {now} + ?) "
            "ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at "
            f"WHERE leases.holder = excluded.holder OR leases.expires_at <= {now}",
            (name, holder, *at, ttl_s, *at),
        )
        return changed == 1

    async def release(self, name: str, holder: str) -> None:
        await self._store.ensure_schema(_DDL)
        await self._store.execute("DELETE FROM leases WHERE name = ? AND holder = ?", (name, holder))

    async def holder(self, name: str) -> str | None:
        """Who holds ``name`` now (``None`` when nobody does or the lease expired)."""
        await self._store.ensure_schema(_DDL)
        now, at = self._now()
        row = await self._store.fetchone(
            f"SELECT holder FROM leases WHERE name = ? AND expires_at > {now}", (name, *at)
        )
        return str(row[0]) if row else None


SqliteLease = StoreLease  # its name before PostgreSQL


class Leader:
    """Runs a job only while holding the lease ``name`` (see the module docstring).

    The holder renews every ``renew_s`` (default a third of ``ttl_s``); a renewal refused (someone took
    over) or failing for so long that the lease may have expired stops the job, and this process stands
    by again. A standby tries to take the lease every ``renew_s``.
    """

    def __init__(
        self,
        lease: Lease,
        name: str,
        holder: str,
        *,
        ttl_s: float = 15.0,
        renew_s: float | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.lease, self.name, self.holder = lease, name, holder
        self.ttl_s = ttl_s
        self.renew_s = renew_s if renew_s is not None else ttl_s / 3
        self._clock = clock
        #: holding the lease and running the job right now
        self.leading = False
        #: how often this process took the lead
        self.terms = 0

    async def run(self, job: Callable[[], Coroutine[Any, Any, None]]) -> None:
        """Until cancelled, or until the job returns by itself: lead when possible, else stand by.
        The lease is given up on the way out."""
        try:
            while True:
                sent = self._clock()
                if await self._take() and await self._lead(job, sent):
                    return
                await asyncio.sleep(self.renew_s)
        finally:
            self.leading = False
            with contextlib.suppress(Exception):  # the store may be gone: the lease then expires
                async with asyncio.timeout(self.renew_s):
                    await self.lease.release(self.name, self.holder)

    async def _take(self, within: float | None = None) -> bool | None:
        """Take or renew the lease; ``None`` when the store could not say (unreachable, too slow, or not
        within ``within`` seconds)."""
        try:
            async with asyncio.timeout(
                max(0.0, min(self.renew_s, within if within is not None else self.renew_s))
            ):
                return await self.lease.acquire(self.name, self.holder, self.ttl_s)
        except Exception as exc:
            log.warning("lease_unknown", lease=self.name, error=type(exc).__name__)
            return None

    async def _lead(self, job: Callable[[], Coroutine[Any, Any, None]], taken_at: float) -> bool:
        """Run ``job`` while renewing (the lease was taken by a request sent at ``taken_at``); ``True`` when
        the job ended by itself, ``False`` when the lease was lost (the job is cancelled)."""
        self.leading, self.terms = True, self.terms + 1
        log.info("lease_leading", lease=self.name, holder=self.holder)
        task = asyncio.create_task(job(), name=f"lead-{self.name}")
        # the job stops a renewal's length before the lease can have expired: the lease runs from when a
        # renewal was sent (the store counts it from when it wrote it, which is no earlier), and no wait
        # below outlasts that deadline — a slow store or a busy loop must not let a standby take over
        # while this job still runs
        deadline = taken_at + self.ttl_s - self.renew_s
        try:
            while True:
                await asyncio.wait([task], timeout=max(0.0, min(self.renew_s, deadline - self._clock())))
                if task.done():
                    task.result()  # its failure is the caller's
                    return True
                sent = self._clock()
                taken = await self._take(within=deadline - sent)
                if taken:
                    deadline = sent + self.ttl_s - self.renew_s
                elif taken is False or self._clock() >= deadline:
                    log.warning("lease_lost", lease=self.name, holder=self.holder, refused=taken is False)
                    return False
        finally:
            self.leading = False
            if not task.done():
                task.cancel()
                await asyncio.wait([task])
