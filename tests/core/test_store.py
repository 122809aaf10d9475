from __future__ import annotations

from pathlib import Path

from core.store import Store


async def test_store_creates_schema_once_and_round_trips(tmp_path: Path) -> None:
    async with Store(tmp_path / "d" / "dexter.db") as store:
        ddl = "CREATE TABLE IF NOT EXISTS t (k TEXT PRIMARY KEY, v INTEGER)"
        await store.ensure_schema(ddl)
        await store.ensure_schema(ddl)
        await store.executemany("INSERT INTO t VALUES (?, ?)", [("a", 1), ("b", 2)])
        assert await store.fetchone("SELECT v FROM t WHERE k = ?", ("b",)) == (2,)
        assert await store.fetchall("SELECT k FROM t ORDER BY k") == [("a",), ("b",)]
        assert await store.fetchone("PRAGMA journal_mode") == ("wal",)
    async with Store(tmp_path / "d" / "dexter.db") as again:  # survives a restart
        assert await again.fetchone("SELECT count(*) FROM t") == (2,)
