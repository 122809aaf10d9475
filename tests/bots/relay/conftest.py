from __future__ import annotations

import itertools
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import AsyncExitStack
from pathlib import Path

import pytest

from bots.relay.cluster.journal import RunJournal
from core.clock import VirtualClock
from core.store import SqliteStore
from tests.bots.relay.cluster import EPOCH, Cluster
from tests.services.stores import MakeStore


@pytest.fixture
async def cluster(make_store: MakeStore) -> AsyncIterator[Cluster]:
    """Replicas of the relay on one database (each backend) and one platform (``tests.bots.relay.cluster``)."""
    async with AsyncExitStack() as stack:
        yield Cluster(make_store, stack, VirtualClock(EPOCH))


NewJournal = Callable[[], Awaitable[RunJournal]]


@pytest.fixture
async def new_journal(tmp_path: Path) -> AsyncIterator[NewJournal]:
    """Run journals (every relay keeps one: ``relay_for``), each on a temporary SQLite store of its own,
    closed when the test ends: one per relay whose runs must not meet another's."""
    numbers = itertools.count(1)
    async with AsyncExitStack() as stack:

        async def new() -> RunJournal:
            path = tmp_path / "journals" / f"relay-{next(numbers)}.db"
            return RunJournal(await stack.enter_async_context(SqliteStore(path)))

        yield new


@pytest.fixture
async def journal(new_journal: NewJournal) -> RunJournal:
    """A test's run journal (``new_journal``)."""
    return await new_journal()
