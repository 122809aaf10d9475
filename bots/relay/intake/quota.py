"""Agent runs per user per KST day (``DEXTER_USER_DAILY_RUNS``), counted in the store.

Only agent runs count: quick answers and company cards cost no model call. ``0`` means no limit.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

from core.clock import now_kst
from core.store import Store

#: agent runs per user per KST day
SCHEMA = """
CREATE TABLE IF NOT EXISTS relay_user_runs (
    day TEXT NOT NULL,
    platform TEXT NOT NULL,
    user_id TEXT NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (day, platform, user_id)
);
"""


def _today() -> date:
    return now_kst().date()


class UserQuota:
    """``take`` one run for a user, or refuse once today's ``daily_runs`` are used."""

    def __init__(self, store: Store, *, daily_runs: int, today: Callable[[], date] = _today) -> None:
        self._store = store
        self.daily_runs = daily_runs
        self._today = today

    async def take(self, platform: str, user_id: str) -> bool:
        """Count one run; ``False`` (and nothing counted) when the user has none left today."""
        if self.daily_runs <= 0:
            return True
        day = self._today().isoformat()
        await self._store.ensure_schema(SCHEMA)
        # one statement counts or refuses: two processes sharing the store cannot both take the last run
        taken = await self._store.execute(
            "INSERT INTO relay_user_runs (day, platform, user_id, count) VALUES (?, ?, ?, 1) "
            "ON CONFLICT (day, platform, user_id) DO UPDATE SET count = relay_user_runs.count + 1 "
            "WHERE relay_user_runs.count < ?",
            (day, platform, user_id, self.daily_runs),
        )
        return taken == 1

    async def used(self, platform: str, user_id: str, *, day: str | None = None) -> int:
        """Runs the user has taken today (or on ``day``, ISO format)."""
        await self._store.ensure_schema(SCHEMA)
        row = await self._store.fetchone(
            "SELECT count FROM relay_user_runs WHERE day = ? AND platform = ? AND user_id = ?",
            (day or self._today().isoformat(), platform, user_id),
        )
        return int(row[0]) if row else 0
