"""Brief schedules in the store: one per conversation, its KST time and the last day it was sent.

::

    brief_schedule (platform, conversation) → at ("08:30"), created_at, last_day ("2024-12-24" or ''),
                                              last_at (when the last brief went out, epoch seconds)

``claim`` is the once-per-day guard: an atomic compare-and-set of ``last_day`` — of several replicas
(and a restart) exactly one moves a schedule to a day. ``platform`` and ``conversation`` are the bots
layer's values (as in the watchlist).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import dataclass

from core.store import Row, Store, schema
from core.watch.filings import Filing

BRIEF = """
CREATE TABLE IF NOT EXISTS brief_schedule (
    platform TEXT NOT NULL,
    conversation TEXT NOT NULL,
    at_kst TEXT NOT NULL,
    created_at REAL NOT NULL,
    last_day TEXT NOT NULL DEFAULT '',
    last_at REAL NOT NULL DEFAULT 0,
    PRIMARY KEY (platform, conversation)
);
"""
_DDL = BRIEF + schema.WATCH
_COLUMNS = "platform, conversation, at_kst, created_at, last_day, last_at"


@dataclass(frozen=True, slots=True)
class Schedule:
    platform: str
    conversation: str
    at: str  # "08:30" KST
    created_at: float
    last_day: str = ""  # ISO date of the last scheduled brief sent
    last_at: float = 0.0  # when the last brief (scheduled or asked for) went out


class BriefBook:
    def __init__(self, store: Store, *, clock: Callable[[], float] = time.time) -> None:
        self._store = store
        self._clock = clock

    async def _ready(self) -> Store:
        await self._store.ensure_schema(_DDL)
        return self._store

    async def set(self, platform: str, conversation: str, at: str, *, last_day: str) -> None:
        """Schedule (or move) the conversation's brief; ``last_day``: the slot already behind it."""
        store = await self._ready()
        now = self._clock()
        await store.execute(
            f"INSERT INTO brief_schedule ({_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?) "
            "ON CONFLICT (platform, conversation) DO UPDATE SET at_kst = excluded.at_kst, last_day = excluded.last_day",
            (platform, conversation, at, now, last_day, now),
        )

    async def off(self, platform: str, conversation: str) -> bool:
        store = await self._ready()
        changed = await store.execute(
            "DELETE FROM brief_schedule WHERE platform = ? AND conversation = ?", (platform, conversation)
        )
        return changed == 1

    async def get(self, platform: str, conversation: str) -> Schedule | None:
        store = await self._ready()
        row = await store.fetchone(
            f"SELECT {_COLUMNS} FROM brief_schedule WHERE platform = ? AND conversation = ?",
            (platform, conversation),
        )
        return None if row is None else _schedule(row)

    async def all(self) -> list[Schedule]:
        store = await self._ready()
        rows = await store.fetchall(f"SELECT {_COLUMNS} FROM brief_schedule ORDER BY created_at")
        return [_schedule(row) for row in rows]

    async def claim(self, schedule: Schedule, day: str) -> bool:
        """Move the schedule to ``day`` unless someone already did (``True``: this caller sends it)."""
        store = await self._ready()
        changed = await store.execute(
            "UPDATE brief_schedule SET last_day = ?, last_at = ? "
            "WHERE platform = ? AND conversation = ? AND last_day < ?",
            (day, self._clock(), schedule.platform, schedule.conversation, day),
        )
        return changed == 1

    async def sent_now(self, platform: str, conversation: str) -> None:
        """A brief asked for (``brief now``) went out: the next one lists filings from here."""
        store = await self._ready()
        await store.execute(
            "UPDATE brief_schedule SET last_at = ? WHERE platform = ? AND conversation = ?",
            (self._clock(), platform, conversation),
        )

    async def filings_since(self, platform: str, conversation: str, since: float) -> list[Filing]:
        """Filings the watchlist posted to the conversation after ``since``, oldest first."""
        store = await self._ready()
        rows = await store.fetchall(
            "SELECT d.rcept_no, s.filing FROM watch_seen d JOIN watch_seen s "
            "ON s.rcept_no = d.rcept_no AND s.platform = '' AND s.filing != '' "
            "WHERE d.platform = ? AND d.conversation = ? AND d.seen_at > ? ORDER BY d.rcept_no",
            (platform, conversation, since),
        )
        found: dict[str, Filing] = {}
        for rcept_no, raw in rows:
            try:
                found.setdefault(str(rcept_no), Filing(**json.loads(str(raw))))
            except (ValueError, TypeError):
                continue
        return list(found.values())


def _schedule(row: Row) -> Schedule:
    platform, conversation, at, created_at, last_day, last_at = row
    return Schedule(
        str(platform), str(conversation), str(at), float(created_at), str(last_day), float(last_at)
    )
