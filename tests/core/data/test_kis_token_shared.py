"""KIS tokens across replicas (``replicas``: in-process and Redis), each replica with its own store: a
cold start issues ONE token for the cluster, an issuer that died frees the lock by its TTL, a token
another replica replaced is read rather than re-issued, and Redis losing its data costs no issuance."""

from __future__ import annotations

import asyncio
import hashlib
import socket
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import httpx
import pytest
import respx

from core.clock import VirtualClock
from core.data.kis.token import KisTokenManager
from core.errors import DataTransientError
from core.shared import Shared
from core.shared.redis_backend import RedisShared
from core.store import SqliteStore, Store
from tests.core.data.test_kis_token import APP_KEY, APP_SECRET, BASE, T0, token_body
from tests.services.redis import Replicas

LOCK_KEY = f"kis:{hashlib.sha256(b'kis-app-key:' + APP_KEY.encode()).hexdigest()[:16]}:issue"


@pytest.fixture
def router() -> Iterator[respx.MockRouter]:
    with respx.mock(base_url=BASE, assert_all_called=False) as mock:
        yield mock


@pytest.fixture
async def stores(tmp_path: Path) -> AsyncIterator[tuple[Store, Store]]:
    async with SqliteStore(tmp_path / "one.db") as one, SqliteStore(tmp_path / "two.db") as two:
        yield one, two


@pytest.fixture
async def http() -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient() as client:
        yield client


def replica(http: httpx.AsyncClient, store: Store, shared: Shared, clock: VirtualClock) -> KisTokenManager:
    return KisTokenManager(
        http,
        store,
        base_url=BASE,
        app_key=APP_KEY,
        app_secret=APP_SECRET,
        clock=clock.wall,
        sleep=clock.sleep,
        shared=shared,
    )


def slow_issue(*values: str) -> respx.types.SideEffectTypes:
    issued = iter(values)

    async def issue(request: httpx.Request) -> httpx.Response:
        await asyncio.sleep(0.05)  # long enough for every other caller, on both replicas, to pile up
        return httpx.Response(200, json=token_body(next(issued)))

    return issue


async def test_a_cold_start_of_two_replicas_issues_one_token(
    replicas: Replicas, stores: tuple[Store, Store], http: httpx.AsyncClient, router: respx.MockRouter
) -> None:
    route = router.post("/oauth2/tokenP").mock(side_effect=slow_issue("tok-cluster", "tok-second"))
    clock = VirtualClock(0.0, wall=T0)
    one, two = (replica(http, store, shared, clock) for store, shared in zip(stores, replicas, strict=True))

    tokens = await asyncio.gather(*(manager.get() for _ in range(10) for manager in (one, two)))

    assert set(tokens) == {"tok-cluster"}
    assert route.call_count == 1


async def test_an_issuer_that_died_frees_the_lock_by_its_ttl(
    replicas: Replicas, stores: tuple[Store, Store], http: httpx.AsyncClient, router: respx.MockRouter
) -> None:
    route = router.post("/oauth2/tokenP").respond(200, json=token_body("tok-after"))
    dead = await replicas[0].lock(LOCK_KEY, ttl_s=0.2)  # a replica took the lock, then was killed
    assert dead is not None

    token = await replica(http, stores[1], replicas[1], VirtualClock(0.0, wall=T0)).get()

    assert token == "tok-after"
    assert route.call_count == 1


async def test_a_token_another_replica_replaced_is_read_not_reissued(
    replicas: Replicas, stores: tuple[Store, Store], http: httpx.AsyncClient, router: respx.MockRouter
) -> None:
    route = router.post("/oauth2/tokenP").mock(side_effect=slow_issue("tok-1", "tok-2"))
    clock = VirtualClock(0.0, wall=T0)
    one, two = (replica(http, store, shared, clock) for store, shared in zip(stores, replicas, strict=True))
    assert await one.get() == "tok-1"
    assert await two.get() == "tok-1"

    await one.invalidate("tok-1")  # KIS rejected it on replica one, which issues the next
    assert await one.get() == "tok-2"  # after the once-a-minute wait
    await two.invalidate("tok-1")  # replica two's request fails with the old one a moment later

    assert await two.get() == "tok-2"
    assert route.call_count == 2
    assert clock.delays and max(clock.delays) >= 60  # the second issuance waited out the minute


async def test_redis_losing_the_token_costs_no_issuance(
    redis_url: str, stores: tuple[Store, Store], http: httpx.AsyncClient, router: respx.MockRouter
) -> None:
    route = router.post("/oauth2/tokenP").respond(200, json=token_body("tok-kept"))
    clock = VirtualClock(0.0, wall=T0)
    first, second = RedisShared.from_url(redis_url), RedisShared.from_url(redis_url)
    try:
        assert await replica(http, stores[0], first, clock).get() == "tok-kept"
        await first._r.flushall()  # Redis restarted without persistence
        assert await replica(http, stores[0], first, clock).get() == "tok-kept"  # from replica one's copy
        assert await replica(http, stores[1], second, clock).get() == "tok-kept"  # published again
    finally:
        await first.aclose()
        await second.aclose()
    assert route.call_count == 1


async def test_redis_down_is_a_transient_data_error(
    stores: tuple[Store, Store], http: httpx.AsyncClient, router: respx.MockRouter
) -> None:
    route = router.post("/oauth2/tokenP").respond(200, json=token_body("tok-never"))
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    down = RedisShared.from_url(f"redis://127.0.0.1:{port}/0")
    try:
        with pytest.raises(DataTransientError) as caught:
            await replica(http, stores[0], down, VirtualClock(0.0, wall=T0)).get()
    finally:
        await down.aclose()
    assert caught.value.code == "shared_state"
    assert route.call_count == 0
