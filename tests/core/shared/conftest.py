"""Two replicas' views of one shared state: the same ``LocalShared`` twice, or two Redis clients."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from core.shared import LocalShared, Shared
from core.shared.redis_backend import RedisShared

Replicas = tuple[Shared, Shared]


@pytest.fixture(params=["in-process", "redis"])
async def replicas(request: pytest.FixtureRequest) -> AsyncIterator[Replicas]:
    if request.param == "in-process":
        one = LocalShared()
        yield one, one
        return
    url = request.getfixturevalue("redis_url")
    first, second = RedisShared.from_url(url), RedisShared.from_url(url)
    try:
        yield first, second
    finally:
        await first.aclose()
        await second.aclose()
