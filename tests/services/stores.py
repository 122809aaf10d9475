"""The store under test, on each backend: ``store_backend`` (``sqlite`` | ``postgres``), ``make_store``
(a new, unopened store on the test's database — call it again for "another process" or "a restart"),
and ``store`` (one opened for the test).

A test module that asks for one of them runs once per backend; the PostgreSQL run needs the server of
``tests.services.postgres`` (skipped without it unless ``DEXTER_TEST_SERVICES=required``).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from pathlib import Path

import pytest

from core.store import SqliteStore, Store

BACKENDS = ("sqlite", "postgres")
MakeStore = Callable[[], Store]


@pytest.fixture(params=BACKENDS)
def store_backend(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def make_store(request: pytest.FixtureRequest, store_backend: str, tmp_path: Path) -> MakeStore:
    if store_backend == "sqlite":
        path = tmp_path / "home" / "dexter.db"
        return lambda: SqliteStore(path)
    from core.store.postgres import PostgresStore

    url = str(request.getfixturevalue("postgres_url"))
    return lambda: PostgresStore(url)


@pytest.fixture
async def store(make_store: MakeStore) -> AsyncIterator[Store]:
    async with make_store() as opened:
        yield opened
