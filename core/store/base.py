"""The store interface every feature writes to: SQLite (``SqliteStore``) or PostgreSQL (``PostgresStore``).

Features speak one SQL dialect, the subset both engines accept (``core.store.sql`` says which): ``?``
placeholders, ``INSERT … ON CONFLICT … DO NOTHING / DO UPDATE SET x = excluded.x``, ``INTEGER`` / ``REAL``
/ ``TEXT`` columns, ``rowid`` for insertion order. The PostgreSQL store translates what differs.

A ``transaction()`` yields a ``Transaction`` — the same ``execute`` / ``fetch`` methods, committed together
when the block ends and rolled back when it raises — never a driver connection. Storage faults are typed
(``core.errors``): ``StoreOpenError`` at open, ``StoreWriteError`` / ``StoreFullError`` for a failed write
(rolled back), ``StoreError`` for a failed read. SQL mistakes and constraint violations stay the driver's
own errors (bugs, not faults).
"""

from __future__ import annotations

import abc
from collections.abc import Iterable, Sequence
from contextlib import AbstractAsyncContextManager
from types import TracebackType
from typing import Any, Literal, Self

Row = tuple[Any, ...]
Dialect = Literal["sqlite", "postgresql"]


class Transaction(abc.ABC):
    """Statements of one transaction (use it only inside its ``async with`` block)."""

    dialect: Dialect

    @abc.abstractmethod
    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run one statement; the rows it changed (``-1`` when not a DML statement)."""

    @abc.abstractmethod
    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        """Run one statement per row."""

    @abc.abstractmethod
    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Row | None: ...

    @abc.abstractmethod
    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]: ...

    async def tables(self) -> set[str]:
        """The tables that exist (in the current schema, on PostgreSQL)."""
        return {str(row[0]) for row in await self.fetchall(_TABLES[self.dialect])}

    async def columns(self, table: str) -> set[str]:
        """The columns of ``table`` (empty when it does not exist)."""
        return {str(row[0]) for row in await self.fetchall(_COLUMNS[self.dialect], (table,))}


_TABLES: dict[Dialect, str] = {
    "sqlite": "SELECT name FROM sqlite_master WHERE type = 'table'",
    "postgresql": "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()",
}
_COLUMNS: dict[Dialect, str] = {
    "sqlite": "SELECT name FROM pragma_table_info(?)",
    "postgresql": (
        "SELECT column_name FROM information_schema.columns"
        " WHERE table_schema = current_schema() AND table_name = ?"
    ),
}


class Store(Transaction):
    """The shared store: each call is its own transaction (``execute`` commits), or several together in
    ``transaction()``. Open it once per process (``async with`` or ``open``/``close``)."""

    #: where the data lives, for messages: a file path, or a PostgreSQL URL without its password
    where: str

    @abc.abstractmethod
    async def open(self) -> Self:
        """Connect and check the store can be used.

        Raises:
            StoreOpenError: it cannot (one line: what, where, what to do); nothing is left open.
        """

    @abc.abstractmethod
    async def close(self) -> None: ...

    async def __aenter__(self) -> Self:
        return await self.open()

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.close()

    @abc.abstractmethod
    async def ensure_schema(self, ddl: str) -> None:
        """Run ``CREATE … IF NOT EXISTS`` statements (once per process for the same text)."""

    @abc.abstractmethod
    def transaction(self) -> AbstractAsyncContextManager[Transaction]:
        """Several statements committed together (all or none); raises as ``execute``."""

    @abc.abstractmethod
    def schema_transaction(self) -> AbstractAsyncContextManager[Transaction]:
        """A transaction that holds the schema lock (one schema change at a time across processes)."""

    @abc.abstractmethod
    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run one statement and commit it; the rows it changed (``-1`` when not a DML statement).

        Raises:
            StoreFullError: no space left; nothing of this write was kept.
            StoreWriteError: another storage fault (I/O, read-only, connection lost); rolled back.
        """

    @abc.abstractmethod
    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        """Run one statement per row and commit them together (all or none); raises as ``execute``."""
