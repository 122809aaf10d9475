"""The watchlist's tables in the store: who watches which company, which filings were handled.

::

    watch       (platform, conversation, corp_code) → stock_code, name, created_at, primed
    watch_seen  (rcept_no, platform, conversation)  one row per delivery, and one per filing with
                                                    platform '' and the poller's scope once it is
                                                    handled (its fields kept for the 요약 button)
    watch_state key → value                         the poller's progress (the last polled day)

``platform`` and ``conversation`` are opaque to core: the bots layer stores its own values and gets them
back in each ``Notice``. A watch is *primed* when the watch command set its baseline (today's filings so
far, ``WatchPoller.baseline``) or after the first poll that covered it; until then a filing
of its company is not posted to it unless it was received after the day the watch was made — so a new
watch starts from "now" instead of flooding the day's earlier filings.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass

from core.store import Row, Store, schema
from core.watch.filings import Filing

_DDL = schema.WATCH
_WATCH_COLUMNS = "platform, conversation, corp_code, stock_code, name, created_at, primed"
MAX_PER_CONVERSATION = 50
#: what a conversation without watches is told, by `watchlist` and by its brief
NO_WATCHES = "이 대화에서 지켜보는 회사가 없습니다. 예: watch 삼성전자"


@dataclass(frozen=True, slots=True)
class Watch:
    platform: str
    conversation: str
    corp_code: str
    stock_code: str
    name: str
    created_at: float
    primed: bool = False


class WatchBook:
    """The watchlist and the delivery log (see the module docstring)."""

    def __init__(self, store: Store, *, clock: Callable[[], float] = time.time) -> None:
        self._store = store
        self._clock = clock

    async def _ready(self) -> Store:
        await self._store.ensure_schema(_DDL)
        return self._store

    # --- the list ---------------------------------------------------------------------------------

    async def add(
        self, platform: str, conversation: str, *, corp_code: str, stock_code: str, name: str
    ) -> bool:
        """Watch a company here; ``False`` when it already is."""
        store = await self._ready()
        changed = await store.execute(
            "INSERT INTO watch (platform, conversation, corp_code, stock_code, name, created_at) "
            "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (platform, conversation, corp_code) DO NOTHING",
            (platform, conversation, corp_code, stock_code, name, self._clock()),
        )
        return changed == 1

    async def remove(self, platform: str, conversation: str, corp_code: str) -> bool:
        """Stop watching; ``False`` when it was not watched here."""
        store = await self._ready()
        changed = await store.execute(
            "DELETE FROM watch WHERE platform = ? AND conversation = ? AND corp_code = ?",
            (platform, conversation, corp_code),
        )
        return changed == 1

    async def of(self, platform: str, conversation: str) -> list[Watch]:
        """What one conversation watches, oldest first."""
        store = await self._ready()
        rows = await store.fetchall(
            f"SELECT {_WATCH_COLUMNS} FROM watch WHERE platform = ? AND conversation = ? ORDER BY created_at, name",
            (platform, conversation),
        )
        return [_watch(row) for row in rows]

    async def all(self) -> list[Watch]:
        store = await self._ready()
        return [
            _watch(row)
            for row in await store.fetchall(f"SELECT {_WATCH_COLUMNS} FROM watch ORDER BY created_at")
        ]

    async def prime(self, watches: Iterable[Watch]) -> None:
        store = await self._ready()
        rows = [(w.platform, w.conversation, w.corp_code) for w in watches if not w.primed]
        if rows:
            await store.executemany(
                "UPDATE watch SET primed = 1 WHERE platform = ? AND conversation = ? AND corp_code = ?", rows
            )

    # --- filings handled --------------------------------------------------------------------------

    async def handled(self, rcept_nos: Iterable[str], *, scope: str) -> set[str]:
        """Which of these filings the poller of ``scope`` handled already (in this process or another,
        before a restart)."""
        store = await self._ready()
        wanted = sorted(set(rcept_nos))
        found: set[str] = set()
        for i in range(0, len(wanted), 500):
            chunk = wanted[i : i + 500]
            marks = ",".join("?" * len(chunk))
            rows = await store.fetchall(
                f"SELECT rcept_no FROM watch_seen WHERE platform = '' AND conversation = ? "
                f"AND rcept_no IN ({marks})",
                [scope, *chunk],
            )
            found.update(str(row[0]) for row in rows)
        return found

    async def delivered(self, rcept_no: str) -> set[tuple[str, str]]:
        """The conversations a filing was already posted to (a poll cut short re-posts to no one)."""
        store = await self._ready()
        rows = await store.fetchall(
            "SELECT platform, conversation FROM watch_seen WHERE rcept_no = ? AND platform != ''", (rcept_no,)
        )
        return {(str(p), str(c)) for p, c in rows}

    async def mark_delivered(self, filing: Filing, platform: str, conversation: str) -> None:
        store = await self._ready()
        await store.execute(
            "INSERT INTO watch_seen (rcept_no, platform, conversation, seen_at) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (rcept_no, platform, conversation) DO NOTHING",
            (filing.rcept_no, platform, conversation, self._clock()),
        )

    async def mark_handled(self, filings: Iterable[Filing], *, scope: str) -> None:
        store = await self._ready()
        now = self._clock()
        rows = [(f.rcept_no, scope, json.dumps(asdict(f), ensure_ascii=False), now) for f in filings]
        if rows:
            await store.executemany(
                "INSERT INTO watch_seen (rcept_no, platform, conversation, filing, seen_at) "
                "VALUES (?, '', ?, ?, ?) ON CONFLICT (rcept_no, platform, conversation) DO NOTHING",
                rows,
            )

    async def filing(self, rcept_no: str) -> Filing | None:
        """A handled filing's fields (for the 요약 button), if still kept."""
        store = await self._ready()
        row = await store.fetchone(
            "SELECT filing FROM watch_seen WHERE rcept_no = ? AND platform = '' AND filing != ''", (rcept_no,)
        )
        if row is None:
            return None
        try:
            return Filing(**json.loads(str(row[0])))
        except (ValueError, TypeError):
            return None

    async def prune(self, older_than_s: float) -> int:
        """Forget deliveries and handled filings older than this (they are outside every poll window)."""
        store = await self._ready()
        return await store.execute(
            "DELETE FROM watch_seen WHERE seen_at < ?", (self._clock() - older_than_s,)
        )

    # --- poller state -----------------------------------------------------------------------------

    async def state(self, key: str) -> str | None:
        store = await self._ready()
        row = await store.fetchone("SELECT value FROM watch_state WHERE key = ?", (key,))
        return str(row[0]) if row else None

    async def set_state(self, key: str, value: str) -> None:
        store = await self._ready()
        await store.execute(
            "INSERT INTO watch_state (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            (key, value),
        )


def _watch(row: Row) -> Watch:
    platform, conversation, corp_code, stock_code, name, created_at, primed = row
    return Watch(
        str(platform),
        str(conversation),
        str(corp_code),
        str(stock_code),
        str(name),
        float(created_at),
        bool(primed),
    )
