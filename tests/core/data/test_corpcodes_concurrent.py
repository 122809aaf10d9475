"""Several processes replacing the corp-code table at once (replicas starting together on an empty
database, two syncs): every call succeeds, the table ends whole and consistent, the newest list wins.

Each "process" is a store object of its own on the same database (``make_store``), on SQLite and on
PostgreSQL.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from contextlib import AsyncExitStack
from datetime import datetime
from pathlib import Path

import pytest

from core.clock import KST
from core.data.companies.corpcode_format import CorpCodes, parse_corpcode
from core.data.companies.corpcodes import CorpCodeInfo, CorpCodeTable
from core.store import Store
from tests.services.stores import MakeStore

FORTY = parse_corpcode(
    (Path(__file__).resolve().parents[2] / "fixtures/corpcodes/CORPCODE_40.xml").read_bytes()
)
BUNDLED_ROWS = 3974
PROCESSES = 4


def at(second: int) -> Callable[[], datetime]:
    return lambda: datetime(2025, 6, 1, 9, 0, second, tzinfo=KST)


def first(codes: CorpCodes, n: int) -> CorpCodes:
    return CorpCodes.from_rows(codes.rows()[:n])


@pytest.fixture
async def stores(make_store: MakeStore) -> AsyncIterator[list[Store]]:
    async with AsyncExitStack() as stack:
        yield [await stack.enter_async_context(make_store()) for _ in range(PROCESSES)]


async def contents(store: Store) -> tuple[CorpCodeInfo | None, list[tuple[object, ...]], set[str]]:
    info = await CorpCodeTable(store).info()
    rows = await store.fetchall("SELECT corp_code, corp_name, stock_code FROM corp_codes ORDER BY corp_code")
    return info, rows, {t for t in await store.tables() if t.startswith("corp_codes")}


async def test_replicas_filling_an_empty_table_at_once_fill_it_once(stores: list[Store]) -> None:
    tables = [CorpCodeTable(store, clock=at(n)) for n, store in enumerate(stores)]
    infos = await asyncio.gather(*(table.ensure() for table in tables))
    info, rows, names = await contents(stores[0])
    assert info is not None and (info.source, info.rows, info.listed) == (
        "bundled",
        BUNDLED_ROWS,
        BUNDLED_ROWS,
    )
    assert infos == [info] * PROCESSES  # one filled it, the others found it filled under the lock
    assert len(rows) == BUNDLED_ROWS
    assert names == {"corp_codes", "corp_codes_meta"}  # no staging table left behind


async def test_concurrent_downloads_all_succeed_and_the_newest_list_wins(stores: list[Store]) -> None:
    lists = [first(FORTY, 10 + 10 * n) for n in range(PROCESSES)]  # 10, 20, 30, 40 rows
    tables = [CorpCodeTable(store, clock=at(n)) for n, store in enumerate(stores)]
    infos = await asyncio.gather(
        *(table.replace(codes, source="opendart") for table, codes in zip(tables, lists, strict=True))
    )
    info, rows, names = await contents(stores[-1])
    newest = lists[-1]
    assert info is not None and (info.source, info.rows, info.loaded_at) == ("opendart", 40, at(3)())
    assert [row[0] for row in rows] == sorted(newest.rows()[i][0] for i in range(len(newest)))
    assert infos[-1] == info and all(i.loaded_at <= info.loaded_at for i in infos)
    assert names == {"corp_codes", "corp_codes_meta"}


async def test_an_older_or_bundled_list_never_replaces_a_download(stores: list[Store]) -> None:
    newer = await CorpCodeTable(stores[0], clock=at(30)).replace(first(FORTY, 25), source="opendart")
    assert await CorpCodeTable(stores[1], clock=at(10)).replace(FORTY, source="opendart") == newer
    assert await CorpCodeTable(stores[2], clock=at(50)).ensure() == newer
    info, rows, _ = await contents(stores[3])
    assert info == newer and len(rows) == 25
    later = await CorpCodeTable(stores[3], clock=at(40)).replace(FORTY, source="opendart")
    assert (later.rows, later.loaded_at) == (40, at(40)())  # a newer download does replace it
    assert len((await contents(stores[0]))[1]) == 40
