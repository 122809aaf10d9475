from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import AsyncExitStack

import pytest

from core.clock import VirtualClock
from tests.bots.relay.cluster import EPOCH, Cluster
from tests.services.stores import MakeStore


@pytest.fixture
async def cluster(make_store: MakeStore) -> AsyncIterator[Cluster]:
    """Replicas of the relay on one database (each backend) and one platform (``tests.bots.relay.cluster``)."""
    async with AsyncExitStack() as stack:
        yield Cluster(make_store, stack, VirtualClock(EPOCH))
