from __future__ import annotations

import asyncio
import contextlib
import errno
import os
import sqlite3
import subprocess
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO

import pytest

from core.errors import StoreFullError, StoreOpenError
from core.store import SqliteStore, Store


@contextlib.contextmanager
def tmpfs(
    where: Path, *, size: str = "1m", seed: dict[str, bytes] | None = None, ro: bool = False
) -> Iterator[Path]:
    """A tiny tmpfs at ``where`` (optionally seeded, then remounted read-only); skips without mount rights.

    Root ignores permission bits, so a read-only mount is the honest way to get a read-only home.
    """
    where.mkdir(parents=True, exist_ok=True)
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(where)],
        capture_output=True,
        text=True,
        check=False,
    )
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {mounted.stderr.strip() or mounted.returncode}")
    try:
        for name, data in (seed or {}).items():
            (where / name).write_bytes(data)
        if ro:
            subprocess.run(["mount", "-o", "remount,ro", str(where)], check=True, capture_output=True)
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], check=False, capture_output=True)


def real_db_bytes(tmp_path: Path, rows: int = 2_000) -> bytes:
    """A real SQLite file (about 1 MB) to truncate or damage."""
    path = tmp_path / "seed" / "dexter.db"
    path.parent.mkdir(parents=True, exist_ok=True)
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE t (k INTEGER PRIMARY KEY, v TEXT)")
    db.executemany("INSERT INTO t (v) VALUES (?)", [("x" * 400,) for _ in range(rows)])
    db.commit()
    db.close()
    return path.read_bytes()


def workers() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if "_connection_worker_thread" in t.name]


async def test_store_creates_schema_once_and_round_trips(tmp_path: Path) -> None:
    async with SqliteStore(tmp_path / "d" / "dexter.db") as store:
        ddl = "CREATE TABLE IF NOT EXISTS t (k TEXT PRIMARY KEY, v INTEGER)"
        await store.ensure_schema(ddl)
        await store.ensure_schema(ddl)
        await store.executemany("INSERT INTO t VALUES (?, ?)", [("a", 1), ("b", 2)])
        assert await store.fetchone("SELECT v FROM t WHERE k = ?", ("b",)) == (2,)
        assert await store.fetchall("SELECT k FROM t ORDER BY k") == [("a",), ("b",)]
        assert await store.fetchone("PRAGMA journal_mode") == ("wal",)
    async with SqliteStore(tmp_path / "d" / "dexter.db") as again:  # survives a restart
        assert await again.fetchone("SELECT count(*) FROM t") == (2,)


async def test_sql_mistakes_stay_sqlite_errors_and_the_store_keeps_working(tmp_path: Path) -> None:
    async with SqliteStore(tmp_path / "dexter.db") as store:
        await store.ensure_schema("CREATE TABLE IF NOT EXISTS t (k TEXT PRIMARY KEY)")
        await store.execute("INSERT INTO t VALUES ('a')")
        with pytest.raises(sqlite3.IntegrityError):  # a bug, not a storage fault: not retyped
            await store.executemany("INSERT INTO t VALUES (?)", [("b",), ("a",)])
        await store.execute("INSERT INTO t VALUES ('c')")
        # the half-done executemany ("b") was rolled back, not committed by the next write
        assert await store.fetchall("SELECT k FROM t ORDER BY k") == [("a",), ("c",)]


async def insert_together(store: Store, *keys: str | None) -> None:
    """Insert ``keys`` in one transaction; ``None`` stands for the caller's own failure midway."""
    async with store.transaction() as db:
        for key in keys:
            if key is None:
                raise KeyError("the caller's own failure")
            await db.execute("INSERT INTO t VALUES (?)", (key,))


async def test_a_transaction_commits_together_or_not_at_all(tmp_path: Path) -> None:
    async with SqliteStore(tmp_path / "dexter.db") as store:
        await store.ensure_schema("CREATE TABLE IF NOT EXISTS t (k TEXT PRIMARY KEY)")
        async with store.transaction() as db:
            await db.execute("INSERT INTO t VALUES ('a')")
            await db.execute("INSERT INTO t VALUES ('b')")
        with pytest.raises(sqlite3.IntegrityError):
            await insert_together(store, "c", "a")
        with pytest.raises(KeyError):
            await insert_together(store, "d", None)
        await store.execute("INSERT INTO t VALUES ('e')")
        assert await store.fetchall("SELECT k FROM t ORDER BY k") == [("a",), ("b",), ("e",)]


@pytest.mark.parametrize(
    ("content", "code", "words"),
    [
        pytest.param(os.urandom(8_192), "SQLITE_NOTADB", "is not a SQLite database", id="random-bytes"),
        pytest.param(None, "SQLITE_CORRUPT", "is damaged", id="truncated"),
    ],
)
async def test_a_file_that_is_not_a_sound_database_is_refused_and_closed(
    tmp_path: Path, content: bytes | None, code: str, words: str
) -> None:
    path = tmp_path / "home" / "dexter.db"
    path.parent.mkdir(parents=True)
    path.write_bytes(content if content is not None else real_db_bytes(tmp_path)[:100_000])
    before = workers()
    store = SqliteStore(path)
    with pytest.raises(StoreOpenError) as caught:
        await store.open()
    message = str(caught.value)
    assert caught.value.code == code and words in message
    assert str(path) in message and "\n" not in message
    assert f"mv {path} {path}.bad" in message  # what to do
    assert workers() == before  # no aiosqlite worker thread left to keep the process alive
    with pytest.raises(RuntimeError, match="not open"):
        _ = store.db


async def test_quick_check_failure_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "dexter.db"
    data = bytearray(real_db_bytes(tmp_path))
    page = 4_096 * 29  # a table leaf in the middle: a cell pointer past the end of the page
    data[page : page + 48] = b"\x0d\x00\x00\x00\x01\x0f\xf0\x00" + b"\xff" * 40
    path.write_bytes(bytes(data))
    with pytest.raises(StoreOpenError) as caught:
        await SqliteStore(path).open()
    assert caught.value.code == "SQLITE_CORRUPT" and "is damaged" in str(caught.value)
    assert "\n" not in str(caught.value)


async def test_a_directory_in_place_of_the_file_is_refused(tmp_path: Path) -> None:
    (tmp_path / "dexter.db").mkdir()
    with pytest.raises(StoreOpenError, match="is a directory"):
        await SqliteStore(tmp_path / "dexter.db").open()


@pytest.mark.parametrize("existing", [False, True], ids=["new-store", "existing-store"])
async def test_read_only_home_is_refused(tmp_path: Path, existing: bool) -> None:
    seed = {"dexter.db": real_db_bytes(tmp_path)} if existing else {}
    with tmpfs(tmp_path / "ro", seed=seed, ro=True) as home:
        with pytest.raises(StoreOpenError) as caught:
            await SqliteStore(home / "dexter.db").open()
        assert f"DEXTER_HOME {home} is read-only" in str(caught.value)
        with pytest.raises(StoreOpenError, match="cannot create the directory"):
            await SqliteStore(home / "sub" / "dexter.db").open()


def _wrote(f: BinaryIO) -> bool:
    try:
        f.write(b"\0" * 4_096)
    except OSError as exc:
        if exc.errno != errno.ENOSPC:
            raise
        return False
    return True


def fill(directory: Path) -> Path:
    """Write a file until the file system is full; returns it (delete it to give the space back)."""
    filler = directory / "filler"
    with filler.open("wb", buffering=0) as f:
        while _wrote(f):
            pass
    return filler


async def write_together(store: Store, *values: bytes) -> None:
    async with store.transaction() as db:
        for value in values:
            await db.execute("INSERT INTO t (v) VALUES (?)", (value,))


async def test_disk_full_is_typed_keeps_earlier_rows_and_recovers(tmp_path: Path) -> None:
    with tmpfs(tmp_path / "small", size="2m") as home:
        path = home / "dexter.db"
        async with SqliteStore(path) as store:
            await store.ensure_schema("CREATE TABLE IF NOT EXISTS t (k INTEGER PRIMARY KEY, v BLOB)")
            await store.executemany("INSERT INTO t (v) VALUES (?)", [(b"a" * 100,) for _ in range(5)])
            filler = fill(home)
            big = b"b" * 300_000  # far more than any space the WAL already holds
            with pytest.raises(StoreFullError) as caught:
                await store.execute("INSERT INTO t (v) VALUES (?)", (big,))
            assert caught.value.code.startswith("SQLITE_FULL") and caught.value.path == str(path)
            assert caught.value.user_message.startswith("저장 공간이 부족해")
            with pytest.raises(StoreFullError):  # all rows or none
                await store.executemany("INSERT INTO t (v) VALUES (?)", [(b"c" * 1_000,)] * 300)
            with pytest.raises(StoreFullError):
                await write_together(store, b"d", big)
            assert await store.fetchone("SELECT count(*) FROM t") == (5,)
            filler.unlink()  # space returns
            await store.execute("INSERT INTO t (v) VALUES (?)", (big,))
        async with SqliteStore(path) as again:  # a restart sees every committed row and a sound file
            assert await again.fetchall("SELECT length(v) FROM t ORDER BY k") == [(100,)] * 5 + [(300_000,)]
            assert await again.fetchone("PRAGMA quick_check") == ("ok",)


@pytest.mark.parametrize("write", ["execute", "executemany"])
async def test_a_write_cancelled_before_its_commit_is_rolled_back_and_leaves_the_file_unlocked(
    tmp_path: Path, write: str
) -> None:
    """A task cancelled between its statement and the commit (a replica's heartbeat at shutdown) must
    not leave an open transaction holding the file's write lock against every other process."""
    path = tmp_path / "dexter.db"
    async with SqliteStore(path) as one, SqliteStore(path) as other:
        await one.execute("CREATE TABLE t (k TEXT PRIMARY KEY, v INTEGER)")
        await one.execute("INSERT INTO t VALUES ('a', 1)")
        committing, never = asyncio.Event(), asyncio.Event()
        commit = one.db.commit

        async def stuck_commit() -> None:
            committing.set()
            await never.wait()

        one.db.commit = stuck_commit  # type: ignore[method-assign]
        task: asyncio.Task[object] = asyncio.create_task(
            one.execute("UPDATE t SET v = 2 WHERE k = 'a'")
            if write == "execute"
            else one.executemany("UPDATE t SET v = ? WHERE k = 'a'", [(2,)])
        )
        await committing.wait()
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        one.db.commit = commit  # type: ignore[method-assign]
        assert not one.db.in_transaction
        async with asyncio.timeout(2):  # locked, it would wait out the 5 s busy timeout and fail
            assert await other.execute("UPDATE t SET v = 3 WHERE k = 'a'") == 1
        assert await one.fetchall("SELECT v FROM t") == [(3,)]


async def test_a_write_cancelled_while_queued_for_the_connection_is_rolled_back_after_it_runs(
    tmp_path: Path,
) -> None:
    """Cancelled before the connection's thread got to the statement: the statement still runs later
    (and opens a transaction), so the rollback must follow it, whatever ``in_transaction`` said."""
    path = tmp_path / "dexter.db"
    async with SqliteStore(path) as one, SqliteStore(path) as other:
        await one.execute("CREATE TABLE t (k TEXT PRIMARY KEY, v INTEGER)")
        await one.execute("INSERT INTO t VALUES ('a', 1)")
        gate = threading.Event()
        await one.db.create_function("hold", 0, lambda: int(gate.wait(5)))
        busy = asyncio.create_task(one.db.execute("SELECT hold()"))  # the connection's thread waits
        task = asyncio.create_task(one.execute("UPDATE t SET v = 2 WHERE k = 'a'"))
        for _ in range(5):
            await asyncio.sleep(0)
        task.cancel()
        gate.set()
        with pytest.raises(asyncio.CancelledError):
            await task
        await busy
        async with asyncio.timeout(2):
            assert await other.execute("UPDATE t SET v = 3 WHERE k = 'a'") == 1
        assert await one.fetchall("SELECT v FROM t") == [(3,)]
