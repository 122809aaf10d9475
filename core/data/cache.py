"""A response cache in the store with single-flight: concurrent identical requests share one call.

TTL ``None`` caches forever (closed fiscal periods, filings); a number caches for that many seconds.
Without a store the cache lives in memory only (tests, one-shot CLI runs). The in-memory layer in front
of the store is bounded (least recently used out, ``MEMORY_ENTRIES`` by default): a long-running bot
sees an unbounded set of keys, and an entry evicted from memory is still one indexed read away.
"""

from __future__ import annotations

import asyncio
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable

from core.errors import StoreWriteError
from core.logging import get_logger
from core.store import Store, schema

log = get_logger(__name__)

_DDL = schema.HTTP_CACHE
MEMORY_ENTRIES = 4_096  # responses are a few KB to ~100 KB: tens of MB at most


class Cache:
    def __init__(
        self,
        store: Store | None = None,
        *,
        clock: Callable[[], float] = time.time,
        memory_entries: int = MEMORY_ENTRIES,
    ) -> None:
        if memory_entries < 1:
            raise ValueError("memory_entries must be at least 1")
        self._store = store
        self._clock = clock
        self._memory_entries = memory_entries
        self._memory: OrderedDict[str, tuple[str, float | None]] = OrderedDict()
        self._inflight: dict[str, asyncio.Future[str]] = {}
        self.hits = 0
        self.misses = 0

    async def get(self, key: str) -> str | None:
        now = self._clock()
        hit = self._memory.get(key)
        if hit is not None:
            self._memory.move_to_end(key)
        elif self._store is not None:
            await self._store.ensure_schema(_DDL)
            row = await self._store.fetchone("SELECT value, expires_at FROM http_cache WHERE key = ?", (key,))
            if row is not None:
                hit = (str(row[0]), row[1])
                self._remember(key, hit)
        if hit is None:
            return None
        value, expires_at = hit
        if expires_at is not None and expires_at <= now:
            self._memory.pop(key, None)
            return None
        return value

    async def set(self, key: str, value: str, ttl: float | None) -> None:
        now = self._clock()
        expires_at = None if ttl is None else now + ttl
        self._remember(key, (value, expires_at))
        if self._store is not None:
            try:
                await self._store.ensure_schema(_DDL)
                await self._store.execute(
                    "INSERT INTO http_cache (key, value, expires_at, created_at) VALUES (?, ?, ?, ?)"
                    " ON CONFLICT (key) DO UPDATE SET value = excluded.value,"
                    " expires_at = excluded.expires_at, created_at = excluded.created_at",
                    (key, value, expires_at, now),
                )
            except StoreWriteError as exc:  # e.g. disk full: the fetched value is still good
                log.warning("cache_write_failed", key=key, error=str(exc))

    def _remember(self, key: str, entry: tuple[str, float | None]) -> None:
        self._memory[key] = entry
        self._memory.move_to_end(key)
        while len(self._memory) > self._memory_entries:
            self._memory.popitem(last=False)

    async def get_or_fetch(self, key: str, fetch: Callable[[], Awaitable[tuple[str, float | None]]]) -> str:
        """The cached value, or ``fetch()``'s (value, ttl) — at most one ``fetch`` per key at a time."""
        cached = await self.get(key)
        if cached is not None:
            self.hits += 1
            return cached
        pending = self._inflight.get(key)
        if pending is not None:
            self.hits += 1
            return await asyncio.shield(pending)
        self.misses += 1
        future: asyncio.Future[str] = asyncio.get_running_loop().create_future()
        self._inflight[key] = future
        try:
            value, ttl = await fetch()
            if ttl != 0:
                await self.set(key, value, ttl)
        except BaseException as exc:
            future.set_exception(exc)
            future.exception()  # mark retrieved: waiters re-raise it, nobody else must
            raise
        else:
            future.set_result(value)
        finally:
            del self._inflight[key]
        return value
