"""KIS token manager: persistence, one issuance under concurrency, the once-a-minute rule, refusals."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Iterator
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest
import respx

from core.clock import KST, VirtualClock
from core.data.kis.token import ISSUE_INTERVAL_S, TOKEN_WAIT, KisTokenManager
from core.errors import ConfigError, DataAuthError, DataFormatError, DataTransientError, DataTryLaterError
from core.logging import redact
from core.store import Store
from tests.services.stores import MakeStore

BASE = "https://openapi.koreainvestment.com:9443"
APP_KEY = "PSkisAppKeyForTests0000000000000000"
APP_SECRET = "kisAppSecretForTests+/ZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ="
T0 = datetime(2024, 12, 27, 8, 30, 12, tzinfo=KST)


def token_body(value: str, issued: datetime = T0) -> dict[str, Any]:
    expires = issued + timedelta(days=1)
    return {
        "access_token": value,
        "access_token_token_expired": f"{expires:%Y-%m-%d %H:%M:%S}",
        "token_type": "Bearer",
        "expires_in": 86400,
    }


@pytest.fixture
def clock() -> VirtualClock:
    return VirtualClock(0.0, wall=T0)


@pytest.fixture
def router() -> Iterator[respx.MockRouter]:
    with respx.mock(base_url=BASE, assert_all_called=False) as mock:
        yield mock


# ``store`` / ``make_store`` (tests/services/stores.py): the token vault runs on SQLite and on PostgreSQL


@pytest.fixture
async def http() -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient() as client:
        yield client


def manager(http: httpx.AsyncClient, store: Store, clock: VirtualClock) -> KisTokenManager:
    return KisTokenManager(
        http,
        store,
        base_url=BASE,
        app_key=APP_KEY,
        app_secret=APP_SECRET,
        clock=clock.wall,
        sleep=clock.sleep,
    )


async def test_issue_sends_credentials_and_parses_kst_expiry(
    router: respx.MockRouter, http: httpx.AsyncClient, store: Store, clock: VirtualClock
) -> None:
    route = router.post("/oauth2/tokenP").respond(200, json=token_body("tok-A"))
    tokens = manager(http, store, clock)

    assert await tokens.get() == "tok-A"
    sent = json.loads(route.calls.last.request.content)
    assert sent == {"grant_type": "client_credentials", "appkey": APP_KEY, "appsecret": APP_SECRET}
    # "2024-12-28 08:30:12" is KST: reused until 5 minutes before, then refreshed.
    clock.set_wall(datetime(2024, 12, 28, 8, 25, 11, tzinfo=KST))
    assert await tokens.get() == "tok-A"
    assert route.call_count == 1
    route.respond(200, json=token_body("tok-B", clock.wall()))
    clock.set_wall(datetime(2024, 12, 28, 8, 25, 13, tzinfo=KST))
    assert await tokens.get() == "tok-B"
    assert route.call_count == 2
    assert clock.delays == []  # the previous issuance was a day ago


async def test_token_persists_across_a_new_manager_on_the_same_store(
    router: respx.MockRouter,
    http: httpx.AsyncClient,
    tmp_path: Path,
    clock: VirtualClock,
    make_store: MakeStore,
) -> None:
    route = router.post("/oauth2/tokenP").respond(200, json=token_body("tok-persisted"))
    async with make_store() as first:
        assert await manager(http, first, clock).get() == "tok-persisted"
    clock.jump(3600)
    async with make_store() as second:  # a restart: new store connection, new manager
        assert await manager(http, second, clock).get() == "tok-persisted"
        rows = await second.fetchall("SELECT * FROM kis_token")
    assert route.call_count == 1
    assert len(rows) == 1 and len(rows[0][0]) == 64
    assert not any(APP_KEY in str(v) or APP_SECRET in str(v) for v in rows[0])
    home = tmp_path / "home"
    for path in home.iterdir() if home.exists() else ():  # neither the key nor the secret is on disk
        data = path.read_bytes()
        assert APP_KEY.encode() not in data and APP_SECRET.encode() not in data


async def test_twenty_concurrent_callers_share_one_issuance(
    router: respx.MockRouter, http: httpx.AsyncClient, store: Store, clock: VirtualClock
) -> None:
    async def slow_issue(request: httpx.Request) -> httpx.Response:
        for _ in range(5):  # let every other caller pile up while this one is in flight
            await asyncio.sleep(0)
        return httpx.Response(200, json=token_body("tok-shared"))

    route = router.post("/oauth2/tokenP").mock(side_effect=slow_issue)
    tokens = manager(http, store, clock)

    results = await asyncio.gather(*(tokens.get() for _ in range(20)))

    assert results == ["tok-shared"] * 20
    assert route.call_count == 1


async def test_refresh_after_invalidate_waits_out_the_one_per_minute_rule(
    router: respx.MockRouter, http: httpx.AsyncClient, store: Store, clock: VirtualClock
) -> None:
    route = router.post("/oauth2/tokenP")
    route.side_effect = [
        httpx.Response(200, json=token_body("tok-1")),
        httpx.Response(200, json=token_body("tok-2")),
    ]
    tokens = manager(http, store, clock)
    assert await tokens.get() == "tok-1"
    issued_at = clock.wall()

    clock.jump(10)
    await tokens.invalidate("tok-1")
    assert await tokens.get() == "tok-2"

    assert clock.delays == [pytest.approx(ISSUE_INTERVAL_S - 10)]
    assert route.call_count == 2
    assert clock.wall() - issued_at >= timedelta(seconds=60)  # the second POST went out a minute later


async def test_invalidating_an_already_replaced_token_is_a_no_op(
    router: respx.MockRouter, http: httpx.AsyncClient, store: Store, clock: VirtualClock
) -> None:
    route = router.post("/oauth2/tokenP").respond(200, json=token_body("tok-current"))
    tokens = manager(http, store, clock)
    assert await tokens.get() == "tok-current"

    await tokens.invalidate("tok-old")

    assert await tokens.get() == "tok-current"
    assert route.call_count == 1


async def test_a_too_frequent_refusal_waits_out_the_minute_once_and_tells_the_caller(
    router: respx.MockRouter, http: httpx.AsyncClient, store: Store, clock: VirtualClock
) -> None:
    too_frequent = {
        "error_description": "접근토큰 발급 잠시 후 다시 시도하세요(1분당 1회)",
        "error_code": "EGW00133",
    }
    route = router.post("/oauth2/tokenP")
    route.side_effect = [
        httpx.Response(403, json=too_frequent),
        httpx.Response(200, json=token_body("tok-late")),
        httpx.Response(403, json=too_frequent),
        httpx.Response(403, json=too_frequent),
    ]
    heard: list[float] = []
    TOKEN_WAIT.set(heard.append)
    assert await manager(http, store, clock).get() == "tok-late"  # a slow answer, not an error
    assert clock.delays == [pytest.approx(61)] and sum(clock.delays) <= 65
    assert heard == [pytest.approx(66)]  # the wait and a margin, so a tool can extend its deadline

    other = KisTokenManager(
        http,
        store,
        base_url=BASE,
        app_key="other-" + APP_KEY,
        app_secret=APP_SECRET,
        clock=clock.wall,
        sleep=clock.sleep,
    )
    with pytest.raises(DataTransientError) as caught:  # refused twice: give up
        await other.get()
    assert caught.value.code == "EGW00133" and route.call_count == 4


async def test_refused_credentials_are_an_auth_error_without_the_secret(
    router: respx.MockRouter, http: httpx.AsyncClient, store: Store, clock: VirtualClock
) -> None:
    echo = {"error_code": "EGW00103", "error_description": f"유효하지 않은 AppKey입니다. ({APP_KEY})"}
    router.post("/oauth2/tokenP").respond(403, json=echo)

    with pytest.raises(DataAuthError) as caught:
        await manager(http, store, clock).get()

    assert caught.value.code == "EGW00103"
    assert APP_KEY not in str(caught.value) and APP_SECRET not in str(caught.value)


@pytest.mark.parametrize(
    ("response", "error"),
    [
        (httpx.Response(200, text="<html>maintenance</html>"), DataFormatError),
        (httpx.Response(503, text="<html>busy</html>"), DataTransientError),
        (httpx.Response(200, json={"token_type": "Bearer"}), DataFormatError),
        (httpx.ConnectError("connection refused"), DataTransientError),
    ],
)
async def test_token_failures_map_to_the_error_tree(
    router: respx.MockRouter,
    http: httpx.AsyncClient,
    store: Store,
    clock: VirtualClock,
    response: httpx.Response | Exception,
    error: type[Exception],
) -> None:
    router.post("/oauth2/tokenP").mock(side_effect=[response])
    with pytest.raises(error):
        await manager(http, store, clock).get()


async def test_empty_credentials_are_a_config_error(http: httpx.AsyncClient, store: Store) -> None:
    with pytest.raises(ConfigError, match="KIS_APP_SECRET"):
        KisTokenManager(http, store, base_url=BASE, app_key=APP_KEY, app_secret=" ")
    with pytest.raises(ConfigError, match="KIS_APP_KEY"):
        KisTokenManager(http, store, base_url=BASE, app_key="", app_secret=APP_SECRET)


async def test_credentials_are_registered_with_the_log_redactor(
    http: httpx.AsyncClient, store: Store
) -> None:
    KisTokenManager(http, store, base_url=BASE, app_key=APP_KEY, app_secret=APP_SECRET)
    assert APP_KEY not in redact(f"appkey {APP_KEY}") and APP_SECRET not in redact(f"x {APP_SECRET} y")
    # The offline placeholder is not a secret: masking it would garble every log line saying "offline".
    KisTokenManager(http, store, base_url=BASE, app_key="offline", app_secret="offline")
    assert redact("mode=offline") == "mode=offline"


TOO_FREQUENT_BODY = {
    "error_description": "접근토큰 발급 잠시 후 다시 시도하세요(1분당 1회)",
    "error_code": "EGW00133",
}


async def test_a_slot_wait_plus_a_refusal_never_waits_past_65_seconds(
    router: respx.MockRouter, http: httpx.AsyncClient, store: Store, clock: VirtualClock
) -> None:
    route = router.post("/oauth2/tokenP")
    route.side_effect = [
        httpx.Response(200, json=token_body("tok-1")),
        httpx.Response(403, json=TOO_FREQUENT_BODY),
        httpx.Response(200, json=token_body("tok-never-asked-for")),
    ]
    tokens = manager(http, store, clock)
    assert await tokens.get() == "tok-1"
    clock.jump(30)
    await tokens.invalidate("tok-1")

    with pytest.raises(DataTryLaterError) as caught:
        await tokens.get()

    # 31 s for the slot, then refused: another 61 s would pass 65 s in all, so it gives up at once
    assert clock.delays == [pytest.approx(31)] and route.call_count == 2
    assert caught.value.code == "EGW00133"


async def test_callers_queued_behind_a_failing_issuance_share_its_wait_and_its_error(
    router: respx.MockRouter, http: httpx.AsyncClient, store: Store, clock: VirtualClock
) -> None:
    route = router.post("/oauth2/tokenP").respond(403, json=TOO_FREQUENT_BODY)
    tokens = manager(http, store, clock)
    heard: dict[int, list[float]] = {}

    async def lookup(n: int) -> str:
        heard[n] = []
        TOKEN_WAIT.set(heard[n].append)  # each task has its own context, like each tool call
        return await tokens.get()

    results = await asyncio.gather(*(lookup(n) for n in range(5)), return_exceptions=True)

    assert all(isinstance(r, DataTryLaterError) for r in results)
    assert route.call_count == 2  # one issuance (and its one retry) for all five, not five
    assert clock.delays == [pytest.approx(ISSUE_INTERVAL_S)]
    assert all(h == [pytest.approx(ISSUE_INTERVAL_S + 5)] for h in heard.values())

    # a later caller is not handed the old failure: it tries again (and this time gets a token)
    route.respond(200, json=token_body("tok-later", clock.wall()))
    clock.jump(ISSUE_INTERVAL_S)
    assert await tokens.get() == "tok-later"


async def test_callers_queued_behind_a_refused_issuance_share_the_one_wait_and_token(
    router: respx.MockRouter, http: httpx.AsyncClient, store: Store, clock: VirtualClock
) -> None:
    route = router.post("/oauth2/tokenP")
    route.side_effect = [
        httpx.Response(403, json=TOO_FREQUENT_BODY),
        httpx.Response(200, json=token_body("tok-shared")),
    ]
    tokens = manager(http, store, clock)

    results = await asyncio.gather(*(tokens.get() for _ in range(8)))

    assert results == ["tok-shared"] * 8
    assert route.call_count == 2 and clock.delays == [pytest.approx(ISSUE_INTERVAL_S)]
