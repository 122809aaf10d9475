"""The PostgreSQL store (psycopg 3, async, a connection pool): what replicas share (``DEXTER_DATABASE_URL``).

The same interface and the same dialect as the SQLite store (``core.store.base``, ``core.store.sql``):
every statement goes through ``to_postgres`` (placeholders, the DDL types that differ). ``execute`` runs in
autocommit (one statement, one transaction); ``executemany`` and ``transaction()`` run on one pooled
connection between ``BEGIN`` and ``COMMIT``. Concurrent writers are PostgreSQL's business (row locks, unique
indexes): features make their check-and-write one statement (an upsert with a ``WHERE``), so two replicas
accepting the same delivery store one run. Schema changes (``ensure_schema``, ``dexter migrate``) hold a
transaction-scoped advisory lock, so replicas starting together do not race on ``CREATE TABLE``.

Faults are typed as on SQLite: a server that cannot be reached or refuses us at open → ``StoreOpenError``
(one line: what, where, what to do); a connection lost, a server shutting down, a read-only standby, a
serialization failure or deadlock → ``StoreWriteError`` (writes) / ``StoreError`` (reads); a full disk →
``StoreFullError``. SQL mistakes and constraint violations stay psycopg's errors. Messages name the
database as ``postgresql://user@host:port/db``: the password never appears (it is also given to the log
redactor).
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import AsyncIterator, Iterable, Sequence
from typing import Any, NoReturn, Self

import psycopg
from psycopg.conninfo import conninfo_to_dict
from psycopg.rows import TupleRow
from psycopg_pool import AsyncConnectionPool

from core.errors import StoreError, StoreFullError, StoreOpenError, StoreWriteError
from core.logging import redact
from core.store.base import Dialect, Row, Store, Transaction
from core.store.notify import Listener, OnConnect, OnMessage
from core.store.sql import split_statements, to_postgres

Connection = psycopg.AsyncConnection[TupleRow]
#: ``pg_advisory_xact_lock`` key of schema changes ("dexter" in ASCII)
SCHEMA_LOCK = 0x646578746572
_OPEN_FAILED = "저장소를 열 수 없습니다"
# SQLSTATE classes and codes that mean "the database failed", not "the SQL was wrong"
_FAULT_CLASSES = frozenset({"08", "53", "57", "58", "XX"})
_FAULT_STATES = frozenset({"25006", "40001", "40P01", "55P03", "55006"})
_DISK_FULL = "53100"
# a failed connect carries no SQLSTATE, only the server's words
_CONNECT_CODES = (
    (re.compile(r'database "[^"]*" does not exist'), "3D000"),
    (re.compile(r"password authentication failed"), "28P01"),
    (re.compile(r'no pg_hba\.conf entry|role "[^"]*" does not exist'), "28000"),
)
_FIXES = {
    "28P01": "check the user and password in DEXTER_DATABASE_URL",
    "28000": "allow this user and host in pg_hba.conf, or fix the user in DEXTER_DATABASE_URL",
    "3D000": "create the database (createdb) or fix its name in DEXTER_DATABASE_URL",
}


def _info(url: str) -> dict[str, Any]:
    try:
        return conninfo_to_dict(url)
    except psycopg.Error:
        return {}


def safe_url(url: str) -> str:
    """``postgresql://user@host:port/db`` — what a message may show of the URL (never the password)."""
    info = _info(url)
    if not info:
        return "postgresql://(DEXTER_DATABASE_URL을 읽을 수 없음)"
    user = f"{info['user']}@" if info.get("user") else ""
    port = f":{info['port']}" if info.get("port") else ""
    return f"postgresql://{user}{info.get('host') or 'localhost'}{port}/{info.get('dbname') or ''}"


def _detail(exc: BaseException) -> str:
    return " ".join(str(exc).split())[:300] or type(exc).__name__


def _is_fault(exc: psycopg.Error) -> bool:
    state = exc.sqlstate or ""
    if not state:  # no server answer: the connection failed, the pool timed out, the link dropped
        return isinstance(exc, psycopg.OperationalError | psycopg.InterfaceError)
    return state[:2] in _FAULT_CLASSES or state in _FAULT_STATES


def _params(params: Sequence[Any]) -> tuple[Any, ...]:
    # SQLite stores True as 1: a bool bound to an INTEGER column must not become PostgreSQL's boolean
    return tuple(int(p) if isinstance(p, bool) else p for p in params)


class PostgresStore(Store):
    dialect: Dialect = "postgresql"

    def __init__(self, url: str, *, min_size: int = 1, max_size: int = 10, timeout_s: float = 10.0) -> None:
        """A store on the database at ``url`` (``postgresql://user:password@host:port/db``), not yet open.

        Args:
            url: A libpq URL or conninfo string.
            min_size: Connections the pool keeps open.
            max_size: The most connections it opens (concurrent statements of this process).
            timeout_s: How long connecting, or waiting for a free connection, may take.
        """
        self._url = url
        self.where = safe_url(url)
        password = str(_info(url).get("password") or "")
        self._password = password
        if password and password not in self.where:  # "postgres:postgres@…": nothing secret to hide
            redact.add([password])
        self._min_size, self._max_size, self._timeout = min_size, max_size, timeout_s
        self._pool: AsyncConnectionPool[Connection] | None = None
        self._schemas: set[str] = set()
        self.server_version = ""

    def __repr__(self) -> str:
        return f"PostgresStore({self.where})"

    def _scrub(self, text: str) -> str:
        return text.replace(self._password, "***") if self._password else text

    async def open(self) -> Self:
        """Connect once to check the server (reachable, we may log in, not read-only), then start the pool.

        Raises:
            StoreOpenError: the database cannot be used; nothing is left open.
        """
        if self._pool is not None:
            return self
        if not _info(self._url):
            raise self._open_error(
                "DEXTER_DATABASE_URL is not a valid URL. Write it as postgresql://user:password@host:5432/db.",
                code="url",
            )
        try:
            check = await Connection.connect(
                self._url, autocommit=True, connect_timeout=max(1, round(self._timeout))
            )
        except psycopg.Error as exc:
            detail = self._scrub(_detail(exc))
            code = exc.sqlstate or next((c for words, c in _CONNECT_CODES if words.search(detail)), "connect")
            fix = _FIXES.get(code, "check that PostgreSQL runs there and DEXTER_DATABASE_URL")
            end = " " if detail.endswith(("?", ".")) else ". "
            raise self._open_error(f"{detail}{end}{fix[0].upper()}{fix[1:]}.", code=code) from None
        try:
            async with check:
                cursor = await check.execute(
                    "SELECT current_setting('server_version'), current_setting('transaction_read_only'),"
                    " pg_is_in_recovery()"
                )
                version, read_only, standby = await cursor.fetchone() or ("", "off", False)
        except psycopg.Error as exc:
            raise self._open_error(self._scrub(_detail(exc)), exc) from None
        if read_only == "on" or standby:
            raise self._open_error(
                "the database is read-only (a standby?). Point DEXTER_DATABASE_URL at the primary.",
                code="25006",
            )
        pool: AsyncConnectionPool[Connection] = AsyncConnectionPool(
            self._url,
            connection_class=Connection,
            kwargs={"autocommit": True, "connect_timeout": max(1, round(self._timeout))},
            min_size=self._min_size,
            max_size=self._max_size,
            open=False,
            check=AsyncConnectionPool.check_connection,  # a server restart: stale connections are replaced
            timeout=self._timeout,
            name="dexter-store",
        )
        try:
            await pool.open(wait=True, timeout=self._timeout)
        except BaseException as exc:
            await pool.close()
            if isinstance(exc, psycopg.Error):
                raise self._open_error(self._scrub(_detail(exc)), exc) from None
            raise
        self._pool, self.server_version = pool, str(version)
        return self

    def _open_error(self, what: str, exc: psycopg.Error | None = None, *, code: str = "") -> StoreOpenError:
        code = code or (exc.sqlstate if exc is not None and exc.sqlstate else "connect")
        return StoreOpenError(f"{_OPEN_FAILED}: {self.where}: {what}", path=self.where, code=code)

    async def close(self) -> None:
        if self._pool is not None:
            pool, self._pool = self._pool, None
            await pool.close()

    @contextlib.asynccontextmanager
    async def _connection(self, *, write: bool) -> AsyncIterator[Connection]:
        if self._pool is None:
            raise RuntimeError("store is not open")
        try:
            async with self._pool.connection() as connection:
                yield connection
        except psycopg.Error as exc:
            self._failed(exc, write=write)

    def _failed(self, exc: psycopg.Error, *, write: bool) -> NoReturn:
        if not _is_fault(exc):
            raise exc
        detail, code = self._scrub(_detail(exc)), exc.sqlstate or type(exc).__name__
        if exc.sqlstate == _DISK_FULL:
            raise StoreFullError(
                f"no space left to write to {self.where} ({detail})", path=self.where, code=code
            )
        if write:
            raise StoreWriteError(f"cannot write to {self.where} ({detail})", path=self.where, code=code)
        raise StoreError(f"cannot read {self.where} ({detail})", path=self.where, code=code)

    def listener(
        self, channel: str, on_message: OnMessage, *, on_connect: OnConnect | None = None
    ) -> Listener:
        """``LISTEN channel`` on a connection of its own, reconnecting when dropped (``core.store.notify``);
        run it with ``Listener.run``."""
        return Listener(self._url, channel, on_message, on_connect=on_connect)

    async def ensure_schema(self, ddl: str) -> None:
        """Run ``CREATE ... IF NOT EXISTS`` statements once per process, under the schema lock."""
        if ddl in self._schemas:
            return
        async with self.schema_transaction() as tx:
            for statement in split_statements(ddl):
                await tx.execute(statement)
        self._schemas.add(ddl)

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        async with self._connection(write=True) as connection:
            cursor = await connection.execute(to_postgres(sql), _params(params))
            return cursor.rowcount

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        async with self._connection(write=True) as connection, connection.transaction():
            await _PgTransaction(connection).executemany(sql, rows)

    @contextlib.asynccontextmanager
    async def transaction(self) -> AsyncIterator[Transaction]:
        async with self._connection(write=True) as connection, connection.transaction():
            yield _PgTransaction(connection)

    @contextlib.asynccontextmanager
    async def schema_transaction(self) -> AsyncIterator[Transaction]:
        async with self.transaction() as tx:
            await tx.fetchone("SELECT pg_advisory_xact_lock(?)", (SCHEMA_LOCK,))
            yield tx

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        async with self._connection(write=False) as connection:
            return await _PgTransaction(connection).fetchone(sql, params)

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        async with self._connection(write=False) as connection:
            return await _PgTransaction(connection).fetchall(sql, params)


class _PgTransaction(Transaction):
    """Statements on one pooled connection (inside its transaction when ``PostgresStore.transaction``)."""

    dialect: Dialect = "postgresql"

    def __init__(self, connection: Connection) -> None:
        self._connection = connection

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        cursor = await self._connection.execute(to_postgres(sql), _params(params))
        return cursor.rowcount

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        async with self._connection.cursor() as cursor:
            await cursor.executemany(to_postgres(sql), [_params(row) for row in rows])

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        cursor = await self._connection.execute(to_postgres(sql), _params(params))
        return await cursor.fetchone()

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        cursor = await self._connection.execute(to_postgres(sql), _params(params))
        return await cursor.fetchall()
