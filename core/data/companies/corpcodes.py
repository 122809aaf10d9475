"""The corp-code table in the store, and its sync from OpenDART's ``corpCode.xml``.

The table starts as the bundled listed-company list (~4k rows), so resolution works offline and
before any key is configured; ``sync_corpcodes`` downloads the full list (~117k rows, one zip) and
replaces the table in one transaction, so readers see the old list or the new one, never a mix. A
failed download (an XML error body instead of a zip, mapped by ``OpenDartClient`` to ``DataAuthError``,
``DataQuotaError``, ``DataTransientError`` …) leaves the table as it was.

The API key travels only inside ``OpenDartClient``; nothing here logs a URL.
"""

from __future__ import annotations

import asyncio
import copy
import functools
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Literal

from core.clock import KST
from core.data.companies.corpcode_format import (
    CorpCodes,
    bundled_corpcodes,
    extract_corpcode_xml,
    parse_corpcode,
)
from core.data.companies.index_kept import index_key, keep_index, read_index
from core.data.companies.resolver import CompanyIndex
from core.data.dart.client import OpenDartClient
from core.errors import DataFormatError
from core.logging import get_logger
from core.store import Store, Transaction, schema
from core.store.sql import split_statements

log = get_logger(__name__)
Source = Literal["bundled", "opendart"]

SCHEMA = schema.CORP_CODES
#: ``pg_advisory_xact_lock`` key of a corp-code replace ("corpcode" in ASCII): one process at a time
REPLACE_LOCK = 0x636F7270636F6465
_RANK: dict[Source, int] = {"bundled": 0, "opendart": 1}
_STAGING = ("DROP TABLE IF EXISTS corp_codes_staging", "DROP TABLE IF EXISTS corp_codes_meta_staging")
_META = "id, source, row_count, listed_count, loaded_at"
# (``WHERE true``: SQLite's parser needs it between ``INSERT … SELECT`` and ``ON CONFLICT``.)
# In the replace's one transaction: readers see the old list or the new one (the SQLite store holds them
# back meanwhile, PostgreSQL's table locks do the same), never no table at all.
_SWAP = (
    "DROP TABLE corp_codes",
    "ALTER TABLE corp_codes_staging RENAME TO corp_codes",
    f"INSERT INTO corp_codes_meta ({_META}) SELECT {_META} FROM corp_codes_meta_staging WHERE true"
    " ON CONFLICT (id) DO UPDATE SET source = excluded.source, row_count = excluded.row_count,"
    " listed_count = excluded.listed_count, loaded_at = excluded.loaded_at",
    "DROP TABLE corp_codes_meta_staging",
)
_COLUMNS = "corp_code, corp_name, corp_eng_name, stock_code, modify_date"


@dataclass(frozen=True, slots=True)
class CorpCodeInfo:
    """What the table holds: where it came from, how many rows, how many with a stock code, when."""

    source: Source
    rows: int
    listed: int
    loaded_at: datetime


class CorpCodeTable:
    """The ``corp_codes`` table of a ``Store`` (opened and closed by the caller)."""

    def __init__(self, store: Store, *, clock: Callable[[], datetime] | None = None) -> None:
        self.store = store
        self._clock = clock or (lambda: datetime.now(KST))

    async def ensure(self) -> CorpCodeInfo:
        """Create the table if needed and fill an empty one from the bundled list.

        Returns:
            What the table holds afterwards.
        """
        await self.store.ensure_schema(SCHEMA)
        info = await self.info()
        if info is not None and info.rows > 0:
            return info
        codes = await asyncio.to_thread(bundled_corpcodes)
        info = await self.replace(codes, source="bundled")
        log.info("corp_codes_loaded", source="bundled", rows=info.rows)
        return info

    async def info(self) -> CorpCodeInfo | None:
        """The table's provenance, or ``None`` before anything was loaded."""
        await self.store.ensure_schema(SCHEMA)
        return await _info(self.store)

    async def replace(self, codes: CorpCodes, *, source: Source) -> CorpCodeInfo:
        """Replace every row at once; on any failure the old rows stay.

        The new rows go to a staging table, which then takes the old table's place, all in one
        transaction that holds every other process's replace out (PostgreSQL: an advisory lock; SQLite:
        ``BEGIN IMMEDIATE``), so replicas starting together on an empty database do not trip over each
        other's staging table. Once it holds the lock, a replace whose rows the table already has, or
        has something newer than, changes nothing (``_superseded``): the replicas that lost the race
        do not fill the table again, and a sync is never rolled back to an older list.

        Args:
            codes: The new list.
            source: Where it came from.

        Returns:
            What the table holds afterwards.
        """
        await self.store.ensure_schema(SCHEMA)
        rows = await asyncio.to_thread(codes.rows)
        info = CorpCodeInfo(source, len(rows), sum(1 for row in rows if row[3]), self._clock())
        async with self.store.transaction() as tx:
            if tx.dialect == "postgresql":
                await tx.fetchone("SELECT pg_advisory_xact_lock(?)", (REPLACE_LOCK,))
            current = await _info(tx)
            if current is not None and _superseded(info, current):
                log.info("corp_codes_already_loaded", source=current.source, rows=current.rows)
                return current
            for statement in (*_STAGING, *split_statements(schema.CORP_CODES_STAGING)):
                await tx.execute(statement)
            await tx.executemany(
                f"INSERT INTO corp_codes_staging ({_COLUMNS}) VALUES (?, ?, ?, ?, ?)"
                " ON CONFLICT (corp_code) DO UPDATE SET corp_name = excluded.corp_name,"
                " corp_eng_name = excluded.corp_eng_name, stock_code = excluded.stock_code,"
                " modify_date = excluded.modify_date",
                rows,
            )
            await tx.execute(
                f"INSERT INTO corp_codes_meta_staging ({_META}) VALUES (1, ?, ?, ?, ?)",
                (info.source, info.rows, info.listed, info.loaded_at.isoformat()),
            )
            for statement in _SWAP:
                await tx.execute(statement)
        return info

    async def load(self) -> CorpCodes:
        """Every row (the bundled list if the table was empty)."""
        await self.ensure()
        return await self._rows()

    async def _rows(self) -> CorpCodes:
        return CorpCodes.from_rows(await self.store.fetchall(f"SELECT {_COLUMNS} FROM corp_codes"))

    async def index(self, *, keep_in: Path | None = None) -> CompanyIndex:
        """A lookup index over the table, built off the event loop (~1 s for the full list); with
        ``keep_in`` (a directory) read from there when it was built from the same table and code, and
        kept there when built (``index_kept``)."""
        info = await self.ensure()
        key = index_key(info, self.store.where) if keep_in is not None else None
        if keep_in is not None and key is not None:
            kept = await asyncio.to_thread(read_index, keep_in, key)
            if kept is not None:
                return kept
        index = await asyncio.to_thread(_index_over, await self._rows())
        if keep_in is not None and key is not None:
            await asyncio.to_thread(keep_index, keep_in, key, index)
        return index


def _index_over(codes: CorpCodes) -> CompanyIndex:
    """An index over ``codes``: a copy of the one last built over the same rows in this process (an
    index is never changed once built), else a new one (~40 ms for the bundled list)."""
    return copy.copy(_built_index(codes))


@functools.lru_cache(maxsize=1)
def _built_index(codes: CorpCodes) -> CompanyIndex:
    return CompanyIndex(codes)


async def _info(db: Transaction) -> CorpCodeInfo | None:
    row = await db.fetchone(
        "SELECT source, row_count, listed_count, loaded_at FROM corp_codes_meta WHERE id = 1"
    )
    if row is None:
        return None
    source, rows, listed, loaded_at = row
    return CorpCodeInfo(source, int(rows), int(listed), datetime.fromisoformat(loaded_at))


def _superseded(new: CorpCodeInfo, current: CorpCodeInfo) -> bool:
    """Whether the table already holds ``new``'s list or a newer one: the bundled list only fills an
    empty table (it is the same list in every process, and a download is better), a download is
    superseded by one made at the same moment or later."""
    if current.rows == 0:
        return False
    if _RANK[current.source] != _RANK[new.source]:
        return _RANK[current.source] > _RANK[new.source]
    return new.source == "bundled" or current.loaded_at >= new.loaded_at


async def sync_corpcodes(table: CorpCodeTable, dart: OpenDartClient) -> CorpCodeInfo:
    """Download the full corp-code list and replace the table with it.

    Args:
        table: The table to replace.
        dart: An OpenDART client (it holds the key, the HTTP client and the retry policy).

    Returns:
        What the table holds afterwards.

    Raises:
        DataError: The download failed (typed by OpenDART status: ``DataAuthError`` for key
            problems, ``DataQuotaError`` for 020, ``DataTransientError`` for 800/900 and network
            failures, ``DataFormatError`` for a broken zip or an empty list). The table is unchanged.
    """
    payload = await dart.get_zip("corpCode.xml", {})
    codes = await asyncio.to_thread(lambda: parse_corpcode(extract_corpcode_xml(payload)))
    if len(codes) == 0:
        raise DataFormatError("corpCode.xml: the list has no rows", source="opendart")
    info = await table.replace(codes, source="opendart")
    log.info("corp_codes_synced", source="opendart", rows=info.rows, listed=info.listed)
    return info
