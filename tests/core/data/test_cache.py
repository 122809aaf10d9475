from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from core.data.cache import MEMORY_ENTRIES, Cache
from core.errors import StoreFullError
from core.store import SqliteStore, Store


async def test_memory_is_bounded_least_recently_used_out() -> None:
    cache = Cache(memory_entries=3)
    for key in "abc":
        await cache.set(key, key.upper(), None)
    assert await cache.get("a") == "A"  # a is now the most recently used
    await cache.set("d", "D", None)
    assert await cache.get("b") is None  # the least recently used went
    assert [await cache.get(k) for k in "acd"] == ["A", "C", "D"]


async def test_default_bound_holds_over_many_keys() -> None:
    cache = Cache()
    for i in range(MEMORY_ENTRIES + 500):
        await cache.set(f"k{i}", "v", 60)
    assert await cache.get(f"k{MEMORY_ENTRIES + 499}") == "v" and await cache.get("k500") == "v"
    assert await cache.get("k499") is None and await cache.get("k0") is None


async def test_an_entry_evicted_from_memory_is_still_served_by_the_store(store: Store) -> None:
    cache = Cache(store, memory_entries=2, clock=lambda: 1_764_000_000.25)
    for key in "abc":
        await cache.set(key, key.upper(), None)
    await cache.set("b", "B2", 60)  # replaced, with an expiry
    assert await cache.get("a") == "A"  # read back from the store (SQLite or PostgreSQL)
    assert await Cache(store, clock=lambda: 1_764_000_001.0).get("b") == "B2"  # another process sees it
    assert await Cache(store, clock=lambda: 1_764_000_060.3).get("b") is None  # expired there too
    await store.execute("DELETE FROM http_cache")
    # memory holds the two most recently used (b, then a); c went to make room for a
    assert [await cache.get(k) for k in "bac"] == ["B2", "A", None]


class FullStore(SqliteStore):
    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        raise StoreFullError("no space left", path=str(self.path), code="SQLITE_FULL")


async def test_a_full_disk_does_not_fail_the_data_call(tmp_path: Path) -> None:
    async with FullStore(tmp_path / "dexter.db") as store:
        cache = Cache(store)
        calls = 0

        async def fetch() -> tuple[str, float | None]:
            nonlocal calls
            calls += 1
            return "value", None

        assert await cache.get_or_fetch("k", fetch) == "value"
        assert await cache.get_or_fetch("k", fetch) == "value"
        assert calls == 1  # kept in memory meanwhile


def test_memory_bound_must_be_positive() -> None:
    with pytest.raises(ValueError, match="at least 1"):
        Cache(memory_entries=0)
