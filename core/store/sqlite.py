"""The SQLite store (aiosqlite, WAL): one file under ``DEXTER_HOME`` shared by every feature — the default.

Each feature creates its tables with ``ensure_schema`` (``CREATE TABLE IF NOT EXISTS``, the DDL kept in
``core.store.schema``). Writes are serialised by one connection; SQLite's WAL lets readers go on. A
``transaction()`` starts with ``BEGIN IMMEDIATE`` (also DDL inside it is atomic, and another process
waits) and holds the write lock; reads of other tasks wait until it ends, so nobody sees it half-done.

Storage faults are typed (``core.errors``): ``open`` checks the file (``PRAGMA quick_check``) and that it
can be written, and raises ``StoreOpenError`` with one line saying what, where and what to do — after
closing the connection, whose worker thread would otherwise keep the process alive. A write that fails
on the disk (full, I/O error, read-only) is rolled back and raised as ``StoreWriteError`` /
``StoreFullError``; the connection stays usable, so writes work again once space returns.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import sqlite3
import threading
from collections.abc import AsyncIterator, Iterable, Sequence
from pathlib import Path
from typing import Any, NoReturn, Self

import aiosqlite

from core.errors import StoreError, StoreFullError, StoreOpenError, StoreWriteError
from core.store.base import Dialect, Row, Store, Transaction

# SQLite primary result codes that mean "the storage failed", not "the SQL was wrong": these become
# typed store errors; constraint violations and SQL mistakes stay sqlite3 errors (bugs, not faults).
_STORAGE_CODES = frozenset(
    {
        sqlite3.SQLITE_FULL,
        sqlite3.SQLITE_IOERR,
        sqlite3.SQLITE_READONLY,
        sqlite3.SQLITE_CANTOPEN,
        sqlite3.SQLITE_CORRUPT,
        sqlite3.SQLITE_NOTADB,
        sqlite3.SQLITE_BUSY,
        sqlite3.SQLITE_LOCKED,
        sqlite3.SQLITE_NOMEM,
        sqlite3.SQLITE_PERM,
    }
)
_OPEN_FAILED = "저장소를 열 수 없습니다"


def _primary(exc: sqlite3.Error) -> int:
    return int(getattr(exc, "sqlite_errorcode", -1)) & 0xFF


def _name(exc: sqlite3.Error) -> str:
    return str(getattr(exc, "sqlite_errorname", "") or "")


def _detail(exc: BaseException) -> str:
    return " ".join(str(exc).split()) or type(exc).__name__


def _check_file(path: Path | str) -> list[str]:
    """Open, switch to WAL, ``quick_check`` and try a write that is rolled back; ``quick_check``'s
    complaints (empty when the file is sound). Raises ``sqlite3.Error`` when the file cannot be used."""
    db = sqlite3.connect(path)
    try:
        db.execute("PRAGMA journal_mode=WAL")
        rows = [str(row[0]) for row in db.execute("PRAGMA quick_check").fetchall()]
        if rows != ["ok"]:
            return rows
        # fails on a read-only file or file system, changes nothing
        version = int(db.execute("PRAGMA user_version").fetchone()[0])
        db.execute("BEGIN IMMEDIATE")
        try:
            db.execute(f"PRAGMA user_version = {version}")
        finally:
            db.rollback()
        return []
    finally:
        db.close()


def _first_problems(rows: list[str], limit: int = 2) -> str:
    lines = [line for row in rows for line in row.splitlines() if line and not line.startswith("***")]
    return "; ".join(lines[:limit])[:300]


async def _join_worker(connection: aiosqlite.Connection) -> None:
    thread = getattr(connection, "_thread", None)
    if isinstance(thread, threading.Thread) and thread.is_alive():
        await asyncio.to_thread(thread.join, 5.0)


class SqliteStore(Store):
    dialect: Dialect = "sqlite"

    def __init__(self, path: Path | str) -> None:
        self.path = path
        self.where = str(path)
        self._db: aiosqlite.Connection | None = None
        self._schemas: set[str] = set()
        # one write (statement + commit) at a time: a failed write's rollback must not undo another's
        self._write_lock = asyncio.Lock()
        self._tx_task: asyncio.Task[Any] | None = None  # the task inside transaction(), if any

    async def open(self) -> Self:
        """Connect, switch to WAL, check the file and that it can be written.

        Raises:
            StoreOpenError: the store cannot be used; the connection is closed again.
        """
        if self._db is not None:
            return self
        if isinstance(self.path, Path):
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise self._open_error(
                    f"cannot create the directory {self.path.parent} ({exc.strerror or exc}). "
                    "Make DEXTER_HOME writable or point it at a writable directory.",
                    code="OSError",
                ) from None
        try:
            # checked with a plain connection in a worker thread first: a failed aiosqlite connect
            # leaves its worker thread to finish after the event loop has gone (a traceback at exit)
            problems = await asyncio.to_thread(_check_file, self.path)
        except sqlite3.Error as exc:
            self._raise_open(exc)
        if problems:
            raise self._open_error(
                f"{self.path} is damaged (quick_check: {_first_problems(problems)}). "
                f"Restore it from a backup, or move it aside ({self._move_aside()}) and start again.",
                code="SQLITE_CORRUPT",
            )
        connection = aiosqlite.connect(self.path)
        try:
            db = await connection
        except sqlite3.Error as exc:  # the file changed since the check
            await _join_worker(connection)
            self._raise_open(exc)
        try:
            await db.execute("PRAGMA synchronous=NORMAL")
            await db.execute("PRAGMA busy_timeout=5000")
        except BaseException as exc:
            with contextlib.suppress(Exception):
                await db.close()
            if isinstance(exc, sqlite3.Error):
                self._raise_open(exc)
            raise
        self._db = db
        return self

    def _move_aside(self) -> str:
        return f"mv {self.path} {self.path}.bad, with its -wal and -shm files"

    def _open_error(self, what: str, *, code: str) -> StoreOpenError:
        return StoreOpenError(f"{_OPEN_FAILED}: {what}", path=str(self.path), code=code)

    def _raise_open(self, exc: sqlite3.Error) -> NoReturn:
        code, detail, path = _primary(exc), _detail(exc), self.path
        home = Path(path).parent if isinstance(path, Path) else None
        if code == sqlite3.SQLITE_NOTADB:
            what = (
                f"{path} is not a SQLite database ({detail}). Move it aside ({self._move_aside()}) "
                "and start again; a new empty store is created."
            )
        elif code == sqlite3.SQLITE_CORRUPT:
            what = (
                f"{path} is damaged ({detail}). Restore it from a backup, or move it aside "
                f"({self._move_aside()}) and start again."
            )
        elif code == sqlite3.SQLITE_FULL:
            what = f"no space left for {path} ({detail}). Free disk space under DEXTER_HOME."
        elif code in {sqlite3.SQLITE_READONLY, sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_PERM} and (
            home is not None and home.is_dir() and not os.access(home, os.W_OK)
        ):
            what = (
                f"DEXTER_HOME {home} is read-only ({detail}). "
                "Make it writable or point DEXTER_HOME at a writable directory."
            )
        elif code == sqlite3.SQLITE_READONLY:
            what = f"{path} is read-only ({detail}). Make it writable (and its -wal and -shm files)."
        elif isinstance(path, Path) and path.is_dir():
            what = f"{path} is a directory, not a database file. Move it away and start again."
        else:
            what = f"{path}: {detail}. Check that DEXTER_HOME is readable and writable."
        raise self._open_error(what, code=_name(exc)) from None

    async def close(self) -> None:
        if self._db is not None:
            await self._db.close()
            self._db = None

    @property
    def db(self) -> aiosqlite.Connection:
        if self._db is None:
            raise RuntimeError("store is not open")
        return self._db

    @contextlib.asynccontextmanager
    async def _writing(self) -> AsyncIterator[None]:
        """The write lock; a clear error instead of a deadlock when taken again inside ``transaction()``."""
        self._not_inside_transaction()
        async with self._write_lock:
            yield

    @contextlib.asynccontextmanager
    async def _whole(self) -> AsyncIterator[None]:
        """A write happens whole or not at all: a storage fault is rolled back and raised typed
        (``_write_failed``); anything else — a bug, or the task cancelled between the statement and
        its commit — is rolled back too, so no open transaction keeps the file locked for other
        processes (a replica's heartbeat cancelled at shutdown, ``dexter doctor`` meanwhile)."""
        try:
            yield
        except sqlite3.Error as exc:
            await self._write_failed(exc)
        except BaseException:
            # always: a statement whose await was cancelled may still be queued for the connection's
            # thread (``in_transaction`` not yet true); the rollback is queued after it
            with contextlib.suppress(sqlite3.Error):
                await self.db.rollback()
            raise

    def _not_inside_transaction(self) -> None:
        task = self._tx_task
        if task is not None and task is asyncio.current_task():
            raise RuntimeError("inside store.transaction(): use the transaction's own methods")

    async def ensure_schema(self, ddl: str) -> None:
        """Run ``CREATE ... IF NOT EXISTS`` statements once per process."""
        if ddl in self._schemas:
            return
        async with self._writing(), self._whole():
            await self.db.executescript(ddl)
            await self.db.commit()
        self._schemas.add(ddl)

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run one statement and commit it; returns the rows it changed (``-1`` when not a DML statement).

        Raises:
            StoreFullError: the disk is full; nothing of this write was kept.
            StoreWriteError: another storage fault (I/O, read-only, locked); rolled back as well.
        """
        async with self._writing(), self._whole():
            cursor = await self.db.execute(sql, params)
            changed = cursor.rowcount
            await cursor.close()
            await self.db.commit()
        return changed

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        """Run one statement per row and commit them together (all or none); raises as ``execute``."""
        async with self._writing(), self._whole():
            await self.db.executemany(sql, rows)
            await self.db.commit()

    @contextlib.asynccontextmanager
    async def transaction(self) -> AsyncIterator[Transaction]:
        """Several statements committed together under the write lock (all or none); raises as
        ``execute``. Use the yielded transaction only inside the block."""
        async with self._writing():
            self._tx_task = asyncio.current_task()
            try:
                async with self._whole():
                    await self.db.execute("BEGIN IMMEDIATE")
                    yield _SqliteTransaction(self.db, self)
                    await self.db.commit()
            finally:
                self._tx_task = None

    def schema_transaction(self) -> contextlib.AbstractAsyncContextManager[Transaction]:
        """``transaction()``: ``BEGIN IMMEDIATE`` already keeps other processes out."""
        return self.transaction()

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        if self._tx_task is not None:  # a transaction is open: wait for it to end, do not see half of it
            async with self._writing():
                return await self._fetchone(sql, params)
        return await self._fetchone(sql, params)

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        if self._tx_task is not None:
            async with self._writing():
                return await self._fetchall(sql, params)
        return await self._fetchall(sql, params)

    async def _fetchone(self, sql: str, params: Sequence[Any]) -> Row | None:
        try:
            async with self.db.execute(sql, params) as cursor:
                row = await cursor.fetchone()
        except sqlite3.Error as exc:
            self._read_failed(exc)
        return tuple(row) if row is not None else None

    async def _fetchall(self, sql: str, params: Sequence[Any]) -> list[Row]:
        try:
            async with self.db.execute(sql, params) as cursor:
                rows = await cursor.fetchall()
        except sqlite3.Error as exc:
            self._read_failed(exc)
        return [tuple(r) for r in rows]

    async def _write_failed(self, exc: sqlite3.Error) -> NoReturn:
        """Undo the failed write (a half-done ``executemany`` must not be committed by the next one)."""
        if self.db.in_transaction:
            with contextlib.suppress(sqlite3.Error):
                await self.db.rollback()
        code = _primary(exc)
        if code not in _STORAGE_CODES:
            raise exc
        detail = _detail(exc)
        if code == sqlite3.SQLITE_FULL:
            raise StoreFullError(
                f"no space left to write to {self.path} ({detail})", path=str(self.path), code=_name(exc)
            ) from exc
        raise StoreWriteError(
            f"cannot write to {self.path} ({detail})", path=str(self.path), code=_name(exc)
        ) from exc

    def _read_failed(self, exc: sqlite3.Error) -> NoReturn:
        if _primary(exc) not in _STORAGE_CODES:
            raise exc
        raise StoreError(
            f"cannot read {self.path} ({_detail(exc)})", path=str(self.path), code=_name(exc)
        ) from exc


class _SqliteTransaction(Transaction):
    """The statements of one ``SqliteStore.transaction()`` (on its connection, under its write lock)."""

    dialect: Dialect = "sqlite"

    def __init__(self, db: aiosqlite.Connection, store: SqliteStore) -> None:
        self._db = db
        self._store = store

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        cursor = await self._db.execute(sql, params)
        changed = cursor.rowcount
        await cursor.close()
        return changed

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        await self._db.executemany(sql, rows)

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        return await self._store._fetchone(sql, params)

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return await self._store._fetchall(sql, params)
