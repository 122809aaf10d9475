"""``RedisShared``: the shared state of every replica in one Redis (``DEXTER_REDIS_URL``).

One atomic Lua script per step (``core.shared.scripts``), timed by the Redis server's clock. Locks are
``SET NX PX`` with a random token (a holder that dies frees it by the TTL; an expired holder cannot
release its successor's lock); a waiter blocks on the lock's "released" list (``BLPOP``, at most
``LOCK_POLL_S`` at a time) so a release wakes it at once.

redis-py is pinned ``>=7.4,<8``: a task cancelled while it waits in a Redis call must see its
``CancelledError`` (⏹ cancels runs that may be waiting on a budget or the KIS token lock), and the 8.x
line has swallowed it; ``tests/core/shared/test_redis_backend.py`` holds the version we ship to that.

Every failure to reach Redis becomes ``SharedStateError`` naming ``host:port`` (never the password).
The first one is logged as an error, the recovery once more; callers decide whether to go on alone.
"""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Awaitable
from typing import Any

import redis.asyncio as aioredis
from redis.asyncio.retry import Retry
from redis.backoff import ExponentialBackoff
from redis.exceptions import RedisError

from core.errors import SharedStateError
from core.logging import get_logger
from core.shared import scripts
from core.shared.base import Bucket, Lease, Slot, Window

log = get_logger(__name__)

PREFIX = "dexter:"
#: The longest a lock waiter blocks in one BLPOP before it tries the lock again (a holder that died
#: never pushes "released"; its lock just expires).
LOCK_POLL_S = 0.25
CONNECT_TIMEOUT_S = 3.0
#: Reads never take long: scripts are O(log n) and the longest blocking call is ``LOCK_POLL_S``.
READ_TIMEOUT_S = 5.0


def address_of(client: aioredis.Redis) -> str:
    """``host:port/db`` (or the socket path) of ``client``, without credentials."""
    kwargs = client.connection_pool.connection_kwargs
    if "path" in kwargs:
        return f"unix:{kwargs['path']}"
    return f"{kwargs.get('host', 'localhost')}:{kwargs.get('port', 6379)}/{kwargs.get('db', 0)}"


class RedisShared:
    """The contract of ``core.shared.base.Shared`` on one Redis; keys under ``prefix``."""

    name = "redis"

    def __init__(self, client: aioredis.Redis, *, prefix: str = PREFIX) -> None:
        self._r = client
        self._prefix = prefix
        self.address = address_of(client)
        self._down = False
        self._bucket = client.register_script(scripts.BUCKET)
        self._enter = client.register_script(scripts.WINDOW_ENTER)
        self._leave = client.register_script(scripts.WINDOW_LEAVE)
        self._unlock = client.register_script(scripts.UNLOCK)
        self._drop = client.register_script(scripts.DROP)

    @classmethod
    def from_url(cls, url: str, *, prefix: str = PREFIX) -> RedisShared:
        """A client for ``redis://…`` / ``rediss://…`` / ``unix://…``; nothing is sent until used."""
        client = aioredis.Redis.from_url(
            url,
            decode_responses=True,
            socket_connect_timeout=CONNECT_TIMEOUT_S,
            socket_timeout=READ_TIMEOUT_S,
            retry=Retry(ExponentialBackoff(cap=0.2, base=0.05), 1),  # one quick retry, then say so
        )
        return cls(client, prefix=prefix)

    def __repr__(self) -> str:
        return f"RedisShared({self.address}, prefix={self._prefix!r})"

    async def _call(self, what: str, call: Awaitable[Any] | Any) -> Any:
        """Await one command (redis-py types each for both clients, hence ``Any``)."""
        try:
            result = await call
        except (RedisError, OSError) as exc:
            if not self._down:
                self._down = True
                log.error(  # noqa: TRY400 (the cause is one line; no traceback per failed call)
                    "shared_state_unavailable", address=self.address, what=what, error=repr(exc)
                )
            raise SharedStateError(
                f"Redis ({self.address})에 연결하지 못했습니다: {type(exc).__name__}", address=self.address
            ) from exc
        if self._down:
            self._down = False
            log.info("shared_state_back", address=self.address)
        return result

    def _key(self, key: str) -> str:
        return self._prefix + key

    # --- buckets ----------------------------------------------------------------------------------

    async def _bucket_step(self, mode: str, key: str, bucket: Bucket, seconds: float = 0.0) -> float:
        args: list[str | int | float] = [mode, bucket.burst, repr(bucket.per_second), repr(seconds)]
        raw = await self._call(f"bucket {mode}", self._bucket(keys=[self._key(key)], args=args))
        return float(raw)

    async def take(self, key: str, bucket: Bucket) -> float:
        return await self._bucket_step("take", key, bucket)

    async def reserve(self, key: str, bucket: Bucket) -> float:
        return await self._bucket_step("reserve", key, bucket)

    async def block(self, key: str, bucket: Bucket, seconds: float) -> None:
        await self._bucket_step("block", key, bucket, seconds)

    # --- windows ----------------------------------------------------------------------------------

    async def enter(self, key: str, window: Window, *, allowed: int | None = None) -> Slot | float:
        use = uuid.uuid4().hex
        args: list[str | int | float] = [
            window.limit if allowed is None else allowed,
            repr(window.period_s),
            repr(window.hold_s),
            use,
        ]
        granted, wait = await self._call("window enter", self._enter(keys=[self._key(key)], args=args))
        return Slot(key, use) if int(granted) == 1 else float(wait)

    async def leave(self, slot: Slot, window: Window, *, sent: bool) -> None:
        args = [slot.id, "1" if sent else "0", repr(window.period_s)]
        await self._call("window leave", self._leave(keys=[self._key(slot.key)], args=args))

    # --- locks ------------------------------------------------------------------------------------

    async def lock(self, key: str, *, ttl_s: float, wait_s: float = 0.0) -> Lease | None:
        name, token = self._key(key), uuid.uuid4().hex
        loop = asyncio.get_running_loop()
        deadline = loop.time() + wait_s
        ttl_ms = max(1, round(ttl_s * 1000))
        while True:
            if await self._call("lock", self._r.set(name, token, nx=True, px=ttl_ms)):
                return Lease(key, token)
            left = deadline - loop.time()
            if left <= 0:
                return None
            # woken by a release at once; a holder that died is noticed at the next poll
            await self._call("lock wait", self._r.blpop([name + ":released"], timeout=min(left, LOCK_POLL_S)))

    async def unlock(self, lease: Lease) -> bool:
        name = self._key(lease.key)
        released = await self._call(
            "unlock", self._unlock(keys=[name, name + ":released"], args=[lease.token])
        )
        return int(released) == 1

    # --- values -----------------------------------------------------------------------------------

    async def get(self, key: str) -> str | None:
        value = await self._call("get", self._r.get(self._key(key)))
        return None if value is None else str(value)

    async def put(self, key: str, value: str, *, ttl_s: float | None = None) -> None:
        px = None if ttl_s is None else max(1, round(ttl_s * 1000))
        await self._call("put", self._r.set(self._key(key), value, px=px))

    async def drop(self, key: str, value: str) -> bool:
        return int(await self._call("drop", self._drop(keys=[self._key(key)], args=[value]))) == 1

    async def ping(self) -> None:
        await self._call("ping", self._r.ping())

    async def aclose(self) -> None:
        await self._r.aclose()
