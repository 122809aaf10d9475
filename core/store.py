"""The SQLite store (aiosqlite, WAL): one file under ``DEXTER_HOME`` shared by every feature.

Each feature owns its tables and creates them with ``ensure_schema`` (``CREATE TABLE IF NOT EXISTS``),
so modules stay independent. Writes are serialised by one connection; SQLite's WAL lets readers go on.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path
from types import TracebackType
from typing import Any, Self

import aiosqlite

Row = tuple[Any, ...]


class Store:
    def __init__(self, path: Path | str) -> None:
        self.path = path
        self._db: aiosqlite.Connection | None = None
        self._schemas: set[str] = set()

    async def open(self) -> Self:
        if self._db is None:
            if isinstance(self.path, Path):
                self.path.parent.mkdir(parents=True, exist_ok=True)
            self._db = await aiosqlite.connect(self.path)
            await self._db.execute("PRAGMA journal_mode=WAL")
            await self._db.execute("PRAGMA synchronous=NORMAL")
            await self._db.execute("PRAGMA busy_timeout=5000")
        return self

    async def close(self) -> None:
        if self._db is not None:
            await self._db.close()
            self._db = None

    async def __aenter__(self) -> Self:
        return await self.open()

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.close()

    @property
    def db(self) -> aiosqlite.Connection:
        if self._db is None:
            raise RuntimeError("store is not open")
        return self._db

    async def ensure_schema(self, ddl: str) -> None:
        """Run ``CREATE ... IF NOT EXISTS`` statements once per process."""
        if ddl in self._schemas:
            return
        await self.db.executescript(ddl)
        await self.db.commit()
        self._schemas.add(ddl)

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        await self.db.execute(sql, params)
        await self.db.commit()

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        await self.db.executemany(sql, rows)
        await self.db.commit()

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        async with self.db.execute(sql, params) as cursor:
            row = await cursor.fetchone()
        return tuple(row) if row is not None else None

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        async with self.db.execute(sql, params) as cursor:
            rows = await cursor.fetchall()
        return [tuple(r) for r in rows]
