"""The store's contract, on SQLite and on PostgreSQL alike (``store`` / ``make_store`` run each test on both).

SQLite's own faults (damaged files, read-only homes, a full disk) are in test_store.py; PostgreSQL's (an
unreachable server, a dropped connection, a standby) in test_store_postgres.py.
"""

from __future__ import annotations

import asyncio
import sqlite3

import psycopg
import pytest

from core.errors import StoreError
from core.store import Store, Transaction
from tests.services.stores import MakeStore

DDL = """
CREATE TABLE IF NOT EXISTS t (
    k TEXT PRIMARY KEY,
    n INTEGER NOT NULL DEFAULT 0,
    at REAL,
    note TEXT NOT NULL DEFAULT ''
);
"""
#: a bug (not a storage fault): the driver's own error, never retyped as a StoreError
INTEGRITY = (sqlite3.IntegrityError, psycopg.errors.UniqueViolation)


async def keys(store: Store) -> list[str]:
    return [str(row[0]) for row in await store.fetchall("SELECT k FROM t ORDER BY k")]


async def test_round_trips_and_survives_a_restart(make_store: MakeStore) -> None:
    async with make_store() as store:
        await store.ensure_schema(DDL)
        await store.ensure_schema(DDL)  # once is enough, twice is harmless
        await store.executemany("INSERT INTO t (k, n) VALUES (?, ?)", [("a", 1), ("b", 2)])
        assert await store.fetchone("SELECT n FROM t WHERE k = ?", ("b",)) == (2,)
        assert await store.fetchone("SELECT n FROM t WHERE k = ?", ("zz",)) is None
        assert await store.fetchall("SELECT k, n FROM t ORDER BY k") == [("a", 1), ("b", 2)]
        assert "t" in await store.tables()
        assert await store.columns("t") == {"k", "n", "at", "note"} | (
            {"rowid"} if store.dialect != "sqlite" else set()
        )
        assert await store.columns("missing") == set()
    async with make_store() as again:
        assert await again.fetchone("SELECT COUNT(*) FROM t") == (2,)


async def test_execute_counts_changed_rows_and_upserts_say_whether_they_wrote(store: Store) -> None:
    await store.ensure_schema(DDL)
    insert = "INSERT INTO t (k, n) VALUES (?, ?) ON CONFLICT (k) DO NOTHING"
    assert await store.execute(insert, ("a", 1)) == 1
    assert await store.execute(insert, ("a", 2)) == 0
    bump = (
        "INSERT INTO t (k, n) VALUES (?, 1) ON CONFLICT (k) DO UPDATE SET n = t.n + 1 WHERE t.n < ?"  # a cap
    )
    assert [await store.execute(bump, ("a", 3)) for _ in range(4)] == [1, 1, 0, 0]
    assert await store.fetchone("SELECT n FROM t WHERE k = 'a'") == (3,)
    assert await store.execute("UPDATE t SET note = ? WHERE n >= ?", ("100% ?", 0)) == 1
    assert await store.fetchone("SELECT note FROM t WHERE k = ? AND note LIKE '100%'", ("a",)) == ("100% ?",)
    assert await store.execute("DELETE FROM t WHERE k = ?", ("nobody",)) == 0


async def test_numbers_keep_their_precision(store: Store) -> None:
    """REAL is a double on both (PostgreSQL's own REAL would round epoch seconds by ~100 s) and INTEGER
    holds 64 bits."""
    await store.ensure_schema(DDL)
    at, big = 1_764_000_000.123456, 2**53 + 1
    await store.execute("INSERT INTO t (k, n, at) VALUES (?, ?, ?)", ("a", big, at))
    assert await store.fetchone("SELECT n, at FROM t") == (big, at)
    assert await store.fetchone("SELECT k FROM t WHERE at > ?", (at - 0.001,)) == ("a",)
    assert await store.fetchone("SELECT k FROM t WHERE at > ?", (at + 0.001,)) is None
    await store.execute("UPDATE t SET n = ?", (True,))  # a bool is stored as 1, as SQLite does
    assert await store.fetchone("SELECT n FROM t") == (1,)


async def insert_together(store: Store, *keys: str | None) -> None:
    """Insert ``keys`` in one transaction; ``None`` stands for the caller's own failure midway."""
    async with store.transaction() as tx:
        assert isinstance(tx, Transaction)  # the store's methods, not a driver connection
        for key in keys:
            if key is None:
                raise KeyError("the caller's own failure")
            await tx.execute("INSERT INTO t (k) VALUES (?)", (key,))


async def test_a_transaction_commits_together_or_not_at_all(store: Store) -> None:
    await store.ensure_schema(DDL)
    await insert_together(store, "a", "b")
    with pytest.raises(INTEGRITY):
        await insert_together(store, "c", "a")
    with pytest.raises(KeyError):
        await insert_together(store, "d", None)
    with pytest.raises(INTEGRITY):  # executemany: all rows or none
        await store.executemany("INSERT INTO t (k) VALUES (?)", [("e",), ("a",)])
    await store.execute("INSERT INTO t (k) VALUES ('f')")  # the store goes on working
    assert await keys(store) == ["a", "b", "f"]


async def test_a_transaction_reads_its_own_writes_and_can_create_tables(store: Store) -> None:
    async with store.transaction() as tx:
        await tx.execute("CREATE TABLE IF NOT EXISTS u (k TEXT PRIMARY KEY, at REAL)")
        await tx.executemany("INSERT INTO u (k, at) VALUES (?, ?)", [("x", 1.5), ("y", 2.5)])
        assert await tx.fetchall("SELECT k FROM u ORDER BY k") == [("x",), ("y",)]
        assert await tx.fetchone("SELECT at FROM u WHERE k = ?", ("y",)) == (2.5,)
        assert "u" in await tx.tables() and await tx.columns("u") >= {"k", "at"}
    with pytest.raises(KeyError):  # DDL rolls back with the rest
        await create_then_fail(store)
    assert "v" not in await store.tables()


async def create_then_fail(store: Store) -> None:
    async with store.transaction() as tx:
        await tx.execute("CREATE TABLE v (k TEXT)")
        raise KeyError("undo")


async def test_others_never_see_a_transaction_half_done(store: Store) -> None:
    await store.ensure_schema(DDL)
    readers: list[asyncio.Task[list[str]]] = []

    async def write_look_and_fail() -> None:
        async with store.transaction() as tx:
            await tx.execute("INSERT INTO t (k) VALUES ('half')")
            readers.append(asyncio.create_task(keys(store)))
            await asyncio.sleep(0)  # the reader sends its query now, while the transaction is open
            raise KeyError("roll back")

    with pytest.raises(KeyError):
        await write_look_and_fail()
    assert await readers[0] == []


async def test_rows_keep_their_insertion_order_by_rowid(store: Store) -> None:
    await store.ensure_schema(DDL)
    for k in ["m", "c", "x", "a"]:
        await store.execute("INSERT INTO t (k) VALUES (?)", (k,))
    await store.execute(  # an upsert that updates keeps the row's place
        "INSERT INTO t (k, note) VALUES ('c', 'again') ON CONFLICT (k) DO UPDATE SET note = excluded.note"
    )
    assert [r[0] for r in await store.fetchall("SELECT k FROM t ORDER BY rowid")] == ["m", "c", "x", "a"]
    batch = "DELETE FROM t WHERE rowid IN (SELECT rowid FROM t WHERE k > ? LIMIT 1)"
    assert await store.execute(batch, ("b",)) == 1
    assert len(await keys(store)) == 3


async def test_concurrent_writers_from_two_stores_lose_nothing(make_store: MakeStore) -> None:
    """Two stores on one database (two processes; replicas on PostgreSQL) writing at once: every
    increment counts, and a key claimed in a transaction by both is claimed once."""
    async with make_store() as one, make_store() as two:
        await one.ensure_schema(DDL)
        await two.ensure_schema(DDL)
        bump = "INSERT INTO t (k, n) VALUES ('c', 1) ON CONFLICT (k) DO UPDATE SET n = t.n + 1"
        await asyncio.gather(*(s.execute(bump) for _ in range(25) for s in (one, two)))
        assert await one.fetchone("SELECT n FROM t WHERE k = 'c'") == (50,)

        async def claim(store: Store, who: str) -> bool:
            async with store.transaction() as tx:
                return (
                    await tx.execute(
                        "INSERT INTO t (k, note) VALUES ('claim', ?) ON CONFLICT (k) DO NOTHING", (who,)
                    )
                    == 1
                )

        won = await asyncio.gather(*(claim(s, f"{i}") for i in range(10) for s in (one, two)))
        assert won.count(True) == 1


async def test_a_read_error_in_sql_is_the_drivers_and_not_a_store_fault(store: Store) -> None:
    with pytest.raises((sqlite3.OperationalError, psycopg.errors.UndefinedTable)) as caught:
        await store.fetchone("SELECT nope FROM nowhere")
    assert not isinstance(caught.value, StoreError)
    assert await store.fetchone("SELECT 1") == (1,)
