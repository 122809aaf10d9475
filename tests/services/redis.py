"""A real Redis for the tests, started by the tests: ``redis_server`` (session) and ``redis_url`` (per test).

Each pytest process (each xdist worker) starts its own ``redis-server`` — found on PATH or in
/usr/bin — on a free loopback port, in a temp dir, with no persistence (``--save '' --appendonly no``),
and stops it at the end of the session (``evals.services.redis``, shared with the replica benchmark).
``redis_url`` flushes it before each test, so tests never see each other's keys. ``replicas`` is two
replicas' views of one shared state, once per backend: the same ``LocalShared`` twice, then two
``RedisShared`` clients of that server.

Without ``redis-server`` the tests that need it are skipped, saying how to install it — unless
``DEXTER_TEST_SERVICES=required`` (CI), where that is a failure.
"""

from __future__ import annotations

import os
from collections.abc import AsyncIterator, Iterator

import pytest
import redis

from core.shared import LocalShared, Shared
from core.shared.redis_backend import RedisShared
from evals.services.redis import RedisServer, redis_server_binary, running_redis

__all__ = ["RedisServer", "Replicas", "redis_server", "redis_url", "replicas"]

#: read at import: the autouse ``clean_env`` fixture removes every DEXTER_* variable from the tests
REQUIRED = os.environ.get("DEXTER_TEST_SERVICES", "").strip().lower() == "required"
Replicas = tuple[Shared, Shared]


@pytest.fixture(scope="session")
def redis_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RedisServer]:
    binary = redis_server_binary()
    if binary is None:
        reason = "redis-server is not installed (apt-get install redis-server)"
        if REQUIRED:
            pytest.fail(f"{reason}; DEXTER_TEST_SERVICES=required")
        pytest.skip(f"{reason}; set DEXTER_TEST_SERVICES=required to fail instead")
    with running_redis(binary, tmp_path_factory.mktemp("redis")) as server:
        yield server


@pytest.fixture
def redis_url(redis_server: RedisServer) -> str:
    """The session's Redis, emptied for this test."""
    with redis.Redis(host="127.0.0.1", port=redis_server.port) as client:
        client.flushall()
    return redis_server.url


@pytest.fixture(params=["in-process", "redis"])
async def replicas(request: pytest.FixtureRequest) -> AsyncIterator[Replicas]:
    """Two replicas sharing state: one ``LocalShared`` seen twice, or two Redis clients."""
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
