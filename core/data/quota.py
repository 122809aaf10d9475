"""OpenDART's daily quota (~20,000 requests per key): count per KST day, warn before the limit."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from core.clock import KST
from core.logging import get_logger
from core.store import Store, schema

DAILY_LIMIT = 20_000
WARN_AT = 18_000
log = get_logger(__name__)

_DDL = schema.DART_QUOTA


class DartQuota:
    def __init__(
        self,
        store: Store | None = None,
        *,
        clock: Callable[[], datetime] | None = None,
        warn_at: int = WARN_AT,
    ) -> None:
        self._store = store
        self._clock = clock or (lambda: datetime.now(KST))
        self._warn_at = warn_at
        self._memory: dict[str, int] = {}

    def _day(self) -> str:
        return self._clock().astimezone(KST).strftime("%Y-%m-%d")

    async def record(self) -> int:
        """Count one request; returns today's count (and warns once when crossing ``warn_at``)."""
        day = self._day()
        if self._store is not None:
            await self._store.ensure_schema(_DDL)
            await self._store.execute(
                "INSERT INTO dart_quota (day, count) VALUES (?, 1) "
                "ON CONFLICT (day) DO UPDATE SET count = dart_quota.count + 1",
                (day,),
            )
            row = await self._store.fetchone("SELECT count FROM dart_quota WHERE day = ?", (day,))
            count = int(row[0]) if row else 1
        else:
            count = self._memory.get(day, 0) + 1
            self._memory[day] = count
        if count == self._warn_at:
            log.warning("dart_quota_near_limit", day=day, count=count, limit=DAILY_LIMIT)
        return count

    async def today(self) -> int:
        day = self._day()
        if self._store is None:
            return self._memory.get(day, 0)
        await self._store.ensure_schema(_DDL)
        row = await self._store.fetchone("SELECT count FROM dart_quota WHERE day = ?", (day,))
        return int(row[0]) if row else 0
