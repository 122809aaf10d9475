"""Where the KIS token manager (``core.data.kis.token``) keeps its token and its last issuance attempt.

``StoreVault`` is the ``kis_token`` table of the store, for one process: the token survives restarts.

``SharedVault`` is for replicas (``DEXTER_REDIS_URL``): the token and the last attempt live in
``core.shared`` too, and an issuance happens under the cluster's lock ``kis:<key>:issue`` (TTL
``ISSUE_LOCK_TTL_S``, so a replica that dies while issuing frees it). A replica that finds the lock taken
waits for it — the holder releases it right after publishing its token, which the waiter then reads —
so a cold start of N replicas issues ONE token. The store keeps a copy: a Redis emptied by a restart is
filled again from it instead of asking KIS (each issuance texts the account owner).

Keys are named by a prefix of the SHA-256 of the app key, never the key itself.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol, TypeVar

from core.data.kis.wire import SOURCE
from core.errors import DataTransientError, SharedStateError
from core.shared import Shared
from core.store import Store, schema

#: Longer than one issuance can take: its waits (≤ 65 s, ``kis_token.MAX_WAIT_S``) and the POST.
ISSUE_LOCK_TTL_S = 100.0
#: How long a replica waits for another's issuance: the lock's TTL and a little more.
ISSUE_LOCK_WAIT_S = ISSUE_LOCK_TTL_S + 5.0
_ATTEMPT_TTL_S = 3_600.0
T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class StoredToken:
    value: str
    expires_at: datetime


class TokenVault(Protocol):
    async def load(self) -> StoredToken | None: ...

    async def last_attempt(self) -> datetime | None: ...

    async def mark_attempt(self, at: datetime) -> None: ...

    async def save(self, token: StoredToken) -> None: ...

    async def drop(self, value: str) -> None: ...

    def issuing(self) -> AbstractAsyncContextManager[bool]:
        """Hold the right to issue; ``True`` when another holder had it first (look again)."""
        ...


class StoreVault:
    """The ``kis_token`` table of the store, one row per app key."""

    def __init__(self, store: Store, key_hash: str) -> None:
        self._store = store
        self._key_hash = key_hash

    async def load(self) -> StoredToken | None:
        await self._store.ensure_schema(schema.KIS_TOKEN)
        row = await self._store.fetchone(
            "SELECT access_token, expires_at FROM kis_token WHERE key_hash = ?", (self._key_hash,)
        )
        if row is None or not row[0] or not row[1]:
            return None
        return StoredToken(str(row[0]), datetime.fromisoformat(str(row[1])))

    async def last_attempt(self) -> datetime | None:
        await self._store.ensure_schema(schema.KIS_TOKEN)
        row = await self._store.fetchone(
            "SELECT last_issue_at FROM kis_token WHERE key_hash = ?", (self._key_hash,)
        )
        return datetime.fromisoformat(str(row[0])) if row is not None and row[0] else None

    async def mark_attempt(self, at: datetime) -> None:
        await self._store.ensure_schema(schema.KIS_TOKEN)
        await self._store.execute(
            "INSERT INTO kis_token (key_hash, last_issue_at) VALUES (?, ?) "
            "ON CONFLICT(key_hash) DO UPDATE SET last_issue_at = excluded.last_issue_at",
            (self._key_hash, at.isoformat()),
        )

    async def save(self, token: StoredToken) -> None:
        await self._store.execute(
            "UPDATE kis_token SET access_token = ?, expires_at = ? WHERE key_hash = ?",
            (token.value, token.expires_at.isoformat(), self._key_hash),
        )

    async def drop(self, value: str) -> None:
        await self._store.ensure_schema(schema.KIS_TOKEN)
        await self._store.execute(
            "UPDATE kis_token SET access_token = NULL, expires_at = NULL WHERE key_hash = ? AND access_token = ?",
            (self._key_hash, value),
        )

    def issuing(self) -> AbstractAsyncContextManager[bool]:
        return contextlib.nullcontext(False)  # one process: its asyncio.Lock is enough


class SharedVault:
    """The token in ``core.shared`` for every replica, a copy in the store (module docstring)."""

    def __init__(
        self, local: StoreVault, shared: Shared, key_hash: str, *, clock: Callable[[], datetime]
    ) -> None:
        self._local = local
        self._shared = shared
        self._clock = clock
        base = f"kis:{key_hash[:16]}"
        self._token_key, self._attempt_key, self._lock_key = (
            f"{base}:token",
            f"{base}:attempt",
            f"{base}:issue",
        )

    async def load(self) -> StoredToken | None:
        raw = await self._call(self._shared.get(self._token_key))
        if raw is not None:
            found = json.loads(raw)
            return StoredToken(str(found["value"]), datetime.fromisoformat(str(found["expires_at"])))
        kept = await self._local.load()
        if kept is not None and kept.expires_at > self._clock():
            await self._publish(kept)  # Redis lost it (a restart): ours is still good
        return kept

    async def last_attempt(self) -> datetime | None:
        raw = await self._call(self._shared.get(self._attempt_key))
        ours = await self._local.last_attempt()
        theirs = datetime.fromisoformat(raw) if raw else None
        return max((t for t in (ours, theirs) if t is not None), default=None)

    async def mark_attempt(self, at: datetime) -> None:
        await self._local.mark_attempt(at)
        await self._call(self._shared.put(self._attempt_key, at.isoformat(), ttl_s=_ATTEMPT_TTL_S))

    async def save(self, token: StoredToken) -> None:
        await self._local.save(token)
        await self._publish(token)

    async def drop(self, value: str) -> None:
        await self._local.drop(value)
        raw = await self._call(self._shared.get(self._token_key))
        if raw is not None and json.loads(raw).get("value") == value:
            await self._call(self._shared.drop(self._token_key, raw))

    @contextlib.asynccontextmanager
    async def issuing(self) -> AsyncIterator[bool]:
        lease = await self._call(self._shared.lock(self._lock_key, ttl_s=ISSUE_LOCK_TTL_S))
        waited = lease is None
        if lease is None:
            lease = await self._call(
                self._shared.lock(self._lock_key, ttl_s=ISSUE_LOCK_TTL_S, wait_s=ISSUE_LOCK_WAIT_S)
            )
        if lease is None:
            raise DataTransientError(
                "다른 복제본의 KIS 토큰 발급이 끝나지 않았습니다", source=SOURCE, code="token_lock"
            )
        try:
            yield waited
        finally:
            with contextlib.suppress(SharedStateError):  # else it expires by its TTL
                await self._shared.unlock(lease)

    async def _publish(self, token: StoredToken) -> None:
        ttl = (token.expires_at - self._clock()).total_seconds()
        if ttl > 0:
            value = json.dumps({"value": token.value, "expires_at": token.expires_at.isoformat()})
            await self._call(self._shared.put(self._token_key, value, ttl_s=ttl))

    @staticmethod
    async def _call(call: Awaitable[T]) -> T:
        try:
            return await call
        except SharedStateError as exc:
            raise DataTransientError(
                f"KIS 토큰을 공유 상태(Redis)에서 읽거나 쓰지 못했습니다: {exc}",
                source=SOURCE,
                code="shared_state",
            ) from exc
