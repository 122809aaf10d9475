from __future__ import annotations

import asyncio
import os
from collections.abc import Callable, Sequence
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from bots.relay.intake.quota import UserQuota
from bots.relay.retention import prune_relay
from bots.relay.run.conversation_memory import ConversationMemory
from core.clock import KST
from core.data.cache import Cache
from core.errors import StoreWriteError
from core.retention import BATCH, prune, retention_loop
from core.store import SqliteStore, Store
from tests.services.stores import MakeStore

RELAY = (prune_relay,)  # the relay's tables, as dexter serve hands them to retention
NOW = datetime(2026, 11, 21, 12, 0, tzinfo=KST)
DAY = timedelta(days=1)

# the run journal's tables as bots/relay/cluster/journal.py writes them (the columns retention reads)
RUNS_DDL = """
CREATE TABLE IF NOT EXISTS relay_runs (
    run_id TEXT PRIMARY KEY, platform TEXT, conversation TEXT, delivery_key TEXT, user_id TEXT,
    question TEXT, reply_to TEXT, progress_id TEXT, status TEXT, attempts INTEGER,
    resumable INTEGER NOT NULL DEFAULT 0, error TEXT, answer TEXT, created_at REAL, updated_at REAL
);
CREATE TABLE IF NOT EXISTS relay_dedup (key TEXT PRIMARY KEY, run_id TEXT, expires_at REAL);
"""


async def add_run(store: Store, run_id: str, status: str, age: timedelta, *, resumable: int = 0) -> None:
    at = (NOW - age).timestamp()
    await store.execute(
        "INSERT INTO relay_runs (run_id, status, resumable, created_at, updated_at) VALUES (?, ?, ?, ?, ?)",
        (run_id, status, resumable, at, at),
    )


def fixed(day: date) -> Callable[[], date]:
    return lambda: day


async def ids(store: Store, sql: str) -> list[str]:
    return sorted(str(row[0]) for row in await store.fetchall(sql))


async def test_prune_deletes_only_what_is_past_retention(make_store: MakeStore, tmp_path: Path) -> None:
    pads = tmp_path / "scratchpad"
    pads.mkdir()
    async with make_store() as store:
        memory = ConversationMemory(store)
        await memory.record(("c",), "old", "a", "t-old", NOW - 31 * DAY)
        await memory.record(("c",), "recent", "a", "t-recent", NOW - 29 * DAY)
        # 30 days minus an hour ago, written in UTC: as text it sorts before the KST cutoff
        await memory.record(
            ("c",), "utc", "a", "t-utc", (NOW - 30 * DAY + timedelta(hours=1)).astimezone(UTC)
        )

        await store.ensure_schema(RUNS_DDL)
        for status in ("answered", "failed", "cancelled", "interrupted"):
            await add_run(store, f"old-{status}", status, 31 * DAY)
        await add_run(store, "old-running", "running", 31 * DAY)  # recovery's business, not retention's
        await add_run(store, "old-delivering", "delivering", 31 * DAY)
        await add_run(store, "old-resumable", "interrupted", 31 * DAY, resumable=1)
        await add_run(store, "recent-answered", "answered", 29 * DAY)
        await store.executemany(
            "INSERT INTO relay_dedup (key, run_id, expires_at) VALUES (?, ?, ?)",
            [("gone", "r", NOW.timestamp() - 1), ("live", "r", NOW.timestamp() + 60)],
        )

        for day in (NOW.date() - 31 * DAY, NOW.date() - 29 * DAY):
            await UserQuota(store, daily_runs=5, today=fixed(day)).take("slack", "U1")

        cache = Cache(store, clock=lambda: (NOW - 40 * DAY).timestamp())
        await cache.set("expired", "v", 60)
        await cache.set("closed-period", "v", None)  # forever, however old
        await Cache(store, clock=NOW.timestamp).set("fresh", "v", 60)

        for name, age in (("old.jsonl", 8 * DAY), ("recent.jsonl", 6 * DAY), ("notes.txt", 30 * DAY)):
            (pads / name).write_text("{}\n", encoding="utf-8")
            stamp = (NOW - age).timestamp()
            os.utime(pads / name, (stamp, stamp))

        removed = await prune(store, now=NOW, retention_days=30, scratchpad_dir=pads, pruners=RELAY)

        assert removed == {
            "relay_turns": 1,
            "relay_runs": 4,
            "relay_dedup": 1,
            "relay_user_runs": 1,
            "http_cache": 1,
            "scratchpads": 1,
        }
        assert await ids(store, "SELECT run_id FROM relay_turns") == ["t-recent", "t-utc"]
        assert await ids(store, "SELECT run_id FROM relay_runs") == [
            "old-delivering",
            "old-resumable",
            "old-running",
            "recent-answered",
        ]
        assert await ids(store, "SELECT key FROM relay_dedup") == ["live"]
        assert await ids(store, "SELECT day FROM relay_user_runs") == [(NOW.date() - 29 * DAY).isoformat()]
        assert await ids(store, "SELECT key FROM http_cache") == ["closed-period", "fresh"]
        assert sorted(p.name for p in pads.iterdir()) == ["notes.txt", "recent.jsonl"]
        # a second pass finds nothing more
        again = await prune(store, now=NOW, retention_days=30, scratchpad_dir=pads, pruners=RELAY)
        assert set(again.values()) == {0}


async def test_prune_skips_tables_and_folders_that_do_not_exist_yet(
    make_store: MakeStore, tmp_path: Path
) -> None:
    async with make_store() as store:
        removed = await prune(
            store, now=NOW, retention_days=30, scratchpad_dir=tmp_path / "none", pruners=RELAY
        )
    assert removed == {"scratchpads": 0}


async def test_prune_goes_in_batches_until_everything_old_is_gone(
    make_store: MakeStore, tmp_path: Path
) -> None:
    async with make_store() as store:
        await store.ensure_schema(RUNS_DDL)
        rows = [(f"k{i}", "r", NOW.timestamp() - 1) for i in range(2 * BATCH + 7)]
        await store.executemany("INSERT INTO relay_dedup (key, run_id, expires_at) VALUES (?, ?, ?)", rows)
        removed = await prune(store, now=NOW, retention_days=30, scratchpad_dir=tmp_path, pruners=RELAY)
        assert removed["relay_dedup"] == 2 * BATCH + 7
        assert await store.fetchone("SELECT count(*) FROM relay_dedup") == (0,)


async def test_prune_needs_an_aware_now(make_store: MakeStore, tmp_path: Path) -> None:
    async with make_store() as store:
        with pytest.raises(ValueError, match="timezone-aware"):
            await prune(store, now=datetime(2026, 11, 21), retention_days=30, scratchpad_dir=tmp_path)  # noqa: DTZ001


class FlakyStore(SqliteStore):
    """The first write fails as on a full disk; later ones work."""

    failures = 1

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        if self.failures:
            self.failures -= 1
            raise StoreWriteError("disk full", path=str(self.path), code="SQLITE_FULL")
        return await super().execute(sql, params)


async def test_loop_survives_a_failed_pass_and_stops_when_told(tmp_path: Path) -> None:
    async with FlakyStore(tmp_path / "dexter.db") as store:
        await store.ensure_schema(RUNS_DDL)
        await Store.execute(store, "INSERT INTO relay_dedup VALUES ('old', 'r', ?)", (NOW.timestamp() - 1,))
        stop = asyncio.Event()
        passes: list[datetime] = []

        def clock() -> datetime:
            passes.append(NOW)
            if len(passes) == 2:
                stop.set()  # the second pass is the last
            return NOW

        await retention_loop(
            store,
            retention_days=30,
            scratchpad_dir=tmp_path,
            every_s=0,
            stop=stop,
            clock=clock,
            pruners=RELAY,
        )
        assert len(passes) == 2 and store.failures == 0
        assert await store.fetchone("SELECT count(*) FROM relay_dedup") == (0,)  # the second pass did it


async def test_loop_prunes_once_at_start_even_if_already_stopped(
    make_store: MakeStore, tmp_path: Path
) -> None:
    async with make_store() as store:
        await store.ensure_schema(RUNS_DDL)
        await store.execute("INSERT INTO relay_dedup VALUES ('old', 'r', ?)", (NOW.timestamp() - 1,))
        stop = asyncio.Event()
        stop.set()
        await retention_loop(
            store, retention_days=30, scratchpad_dir=tmp_path, stop=stop, clock=lambda: NOW, pruners=RELAY
        )
        assert await store.fetchone("SELECT count(*) FROM relay_dedup") == (0,)


async def test_user_run_days_are_cut_at_the_kst_date(make_store: MakeStore, tmp_path: Path) -> None:
    now = datetime(2026, 11, 20, 15, 30, tzinfo=UTC)  # 00:30 on the 21st in Seoul
    async with make_store() as store:
        for day in (date(2026, 10, 21), date(2026, 10, 22)):
            await UserQuota(store, daily_runs=5, today=fixed(day)).take("telegram", "7")
        await prune(store, now=now, retention_days=30, scratchpad_dir=tmp_path, pruners=RELAY)
        assert await ids(store, "SELECT day FROM relay_user_runs") == ["2026-10-22"]


async def test_the_answer_ledger_goes_with_its_run(make_store: MakeStore, tmp_path: Path) -> None:
    from bots.relay.cluster.journal import RunJournal
    from tests.bots.relay.fakes import inbound

    async with make_store() as store:
        journal = RunJournal(store, clock=lambda: (NOW - 40 * DAY).timestamp())
        assert await journal.accept(inbound("오래된 질문"), "old")
        await journal.set_status("old", "answered")
        await journal.chunk_posted("old", 3)
        fresh = RunJournal(store, clock=lambda: NOW.timestamp())
        assert await fresh.accept(inbound("새 질문", thread="2.0"), "new")
        await fresh.set_status("new", "answered")
        await fresh.chunk_posted("new", 2)
        removed = await prune(
            store, now=NOW, retention_days=30, scratchpad_dir=tmp_path / "none", pruners=RELAY
        )
        assert removed["relay_runs"] == 1 and removed["relay_chunks"] == 1
        assert await fresh.chunks_posted("new") == 2 and await fresh.chunks_posted("old") == 0


async def old_scratchpad(directory: Path) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    pad = directory / "old-run.jsonl"
    pad.write_text("{}\n")
    old = (NOW - 8 * DAY).timestamp()
    os.utime(pad, (old, old))
    return pad


async def test_replicas_prune_the_shared_tables_once_and_each_its_own_scratchpads(
    make_store: MakeStore, tmp_path: Path
) -> None:
    from core.watch import StoreLease

    expired = (
        "INSERT INTO relay_dedup (key, run_id, expires_at) VALUES (?, 'r', ?) ON CONFLICT (key) DO NOTHING"
    )
    async with make_store() as one, make_store() as two:
        await one.ensure_schema(RUNS_DDL)
        stop = asyncio.Event()
        stop.set()  # one pass each

        async def replica(store: Store, name: str) -> dict[str, int]:
            pad = await old_scratchpad(tmp_path / name)
            await store.execute(expired, (f"key-{name}", NOW.timestamp() - 1))
            await retention_loop(
                store,
                retention_days=30,
                scratchpad_dir=tmp_path / name,
                stop=stop,
                clock=lambda: NOW,
                lease=lease,
                holder=name,
                pruners=RELAY,
            )
            return {"pad_left": int(pad.exists())}

        lease = StoreLease(two)
        assert await lease.acquire("retention", "b", 3600.0)  # b prunes the tables this hour
        assert await replica(one, "a") == {"pad_left": 0}  # a's own files: pruned
        assert await ids(one, "SELECT key FROM relay_dedup") == ["key-a"]  # the tables: not a's job
        assert await lease.acquire("retention", "b", 3600.0)
        await lease.release("retention", "b")  # b stopped: the next pass anywhere prunes the tables
        assert await replica(one, "a") == {"pad_left": 0}
        assert await ids(one, "SELECT key FROM relay_dedup") == []
        assert await lease.holder("retention") is None  # a gave it up when its loop ended


async def test_stop_requests_go_with_their_run_or_after_retention(
    make_store: MakeStore, tmp_path: Path
) -> None:
    from bots.relay.cluster.cancel_bus import SCHEMA as CANCELS

    async with make_store() as store:
        await store.ensure_schema(RUNS_DDL)
        await store.ensure_schema(CANCELS)
        await add_run(store, "live", "running", DAY)
        await add_run(store, "old-live", "running", 31 * DAY)
        rows = [("live", 1 * DAY), ("gone", 1 * DAY), ("old-live", 31 * DAY)]
        for run_id, age in rows:
            await store.execute(
                "INSERT INTO relay_cancels (run_id, conversation, requested_by, requested_at) VALUES (?, '[]', 'U1', ?)",
                (run_id, (NOW - age).timestamp()),
            )
        removed = await prune(store, now=NOW, retention_days=30, scratchpad_dir=tmp_path, pruners=RELAY)
        assert removed["relay_cancels"] == 2
        assert await ids(store, "SELECT run_id FROM relay_cancels") == ["live"]
