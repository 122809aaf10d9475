"""KIS request path through the client: every error path, retries and Retry-After, the rate limiter, token
rejection and refusal, and no secret in logs, errors or results (parsing and paging: test_kis).

Fixtures ``kis``, ``kis_router``, ``kis_clock``: this folder's conftest.
"""

from __future__ import annotations

import asyncio
import io
from pathlib import Path
from typing import Any

import httpx
import pytest
import respx
import structlog

from core.clock import VirtualClock
from core.data.kis.client import PRICE_PATH, KisClient
from core.data.kis.token import KisTokenManager
from core.data.ratelimit import RateLimiter
from core.errors import (
    DataAuthError,
    DataError,
    DataFormatError,
    DataInputError,
    DataTransientError,
    DataTryLaterError,
)
from core.logging import configure_logging
from core.store import SqliteStore
from tests.core.data.kis_helpers import bundled_file, make_client, sample, tok
from tests.core.data.test_kis_token import APP_KEY, APP_SECRET, BASE, token_body

# --- error paths ------------------------------------------------------------------------------


async def test_rate_limit_http_500_is_parsed_and_retried_with_backoff(
    kis_router: respx.MockRouter, kis: KisClient, sleeps: VirtualClock
) -> None:
    route = kis_router.get(PRICE_PATH)
    route.side_effect = [
        httpx.Response(500, json=bundled_file("error_EGW00201_rate_limit.json")),
        httpx.Response(200, json=sample("inquire_price_005930.json")),
    ]
    assert (await kis.price("005930")).price == 53_600
    assert route.call_count == 2 and sleeps.delays == [1.0]


async def test_rate_limit_that_never_clears_surfaces_as_transient(
    kis_router: respx.MockRouter, kis: KisClient, sleeps: VirtualClock
) -> None:
    route = kis_router.get(PRICE_PATH).respond(500, json=bundled_file("error_EGW00201_rate_limit.json"))
    with pytest.raises(DataTransientError) as caught:
        await kis.price("005930")
    assert caught.value.code == "EGW00201"
    assert route.call_count == 4 and len(sleeps.delays) == 3


@pytest.mark.parametrize(
    "error_file", ["error_EGW00123_token_expired.json", "error_EGW00121_token_invalid.json"]
)
async def test_rejected_token_is_refreshed_once_and_the_request_retried(
    kis_router: respx.MockRouter, kis: KisClient, kis_clock: VirtualClock, error_file: str
) -> None:
    route = kis_router.get(PRICE_PATH)
    route.side_effect = [
        httpx.Response(500, json=bundled_file(error_file)),
        httpx.Response(200, json=sample("inquire_price_005930.json")),
    ]
    assert (await kis.price("005930")).price == 53_600
    assert kis_router.routes["token"].call_count == 2
    auth = [call.request.headers["authorization"] for call in route.calls]
    assert auth == [f"Bearer {tok(1)}", f"Bearer {tok(2)}"]


async def test_second_token_rejection_surfaces_as_auth_error(
    kis_router: respx.MockRouter, kis: KisClient
) -> None:
    route = kis_router.get(PRICE_PATH).respond(500, json=bundled_file("error_EGW00123_token_expired.json"))
    with pytest.raises(DataAuthError) as caught:
        await kis.price("005930")
    assert caught.value.code == "EGW00123"
    assert route.call_count == 2 and kis_router.routes["token"].call_count == 2


NO_DATA = {"rt_cd": "7", "msg_cd": "OPSQ2001", "msg1": "  조회할 자료가 없습니다.     "}
GATEWAY = {"rt_cd": "1", "msg_cd": "EGW00002", "msg1": "서버 에러 "}


@pytest.mark.parametrize(
    ("response", "error", "code"),
    [
        (httpx.Response(200, json=NO_DATA), DataInputError, "OPSQ2001"),
        (httpx.Response(500, json=GATEWAY), DataError, "EGW00002"),
        (httpx.Response(200, text="<html>점검 중</html>"), DataFormatError, "200"),
        (httpx.Response(400, text="Bad Request"), DataFormatError, "400"),
        (httpx.Response(200, json=[1, 2]), DataFormatError, ""),
        (httpx.Response(200, json={"rt_cd": "0", "msg_cd": "MCA00000"}), DataFormatError, ""),
    ],
)
async def test_failures_map_to_the_error_tree(
    kis_router: respx.MockRouter, kis: KisClient, response: httpx.Response, error: type[DataError], code: str
) -> None:
    route = kis_router.get(PRICE_PATH).mock(side_effect=[response])
    with pytest.raises(error) as caught:
        await kis.price("005930")
    assert type(caught.value) is error and caught.value.code == code
    assert route.call_count == 1  # none of these is retried
    assert "  " not in str(caught.value)  # msg1's padding is stripped


async def test_a_server_error_page_is_retried_under_the_policy(
    kis_router: respx.MockRouter, kis: KisClient
) -> None:
    ok = sample("inquire_price_005930.json")
    page = httpx.Response(500, text="Internal Server Error")
    route = kis_router.get(PRICE_PATH).mock(side_effect=[page, page, httpx.Response(200, json=ok)])
    await kis.price("005930")
    assert route.call_count == 3


async def test_concurrent_rejections_cause_one_reissue(kis_router: respx.MockRouter, kis: KisClient) -> None:
    ok, expired = sample("inquire_price_005930.json"), bundled_file("error_EGW00123_token_expired.json")
    dead: set[str] = set()

    async def by_token(request: httpx.Request) -> httpx.Response:
        await asyncio.sleep(0)  # keep every request in flight together
        if request.headers["authorization"] in dead:
            return httpx.Response(500, json=expired)
        return httpx.Response(200, json=ok)

    route = kis_router.get(PRICE_PATH).mock(side_effect=by_token)
    await kis.price("005930")
    dead.add(f"Bearer {tok(1)}")  # KIS maintenance: the token dies for everyone at once

    quotes = await asyncio.gather(*(kis.price("005930") for _ in range(10)))

    assert {q.price for q in quotes} == {53_600}
    assert kis_router.routes["token"].call_count == 2
    assert route.call_count == 1 + 10 + 10  # first try, then one rejection and one success each


async def test_http_500_with_an_ok_body_is_a_success(kis_router: respx.MockRouter, kis: KisClient) -> None:
    kis_router.get(PRICE_PATH).respond(500, json=sample("inquire_price_035420.json"))
    assert (await kis.price("035420")).stock_code == "035420"


@pytest.mark.parametrize(
    ("effect", "code"),
    [
        (httpx.ConnectError("refused"), "network"),
        (httpx.ReadTimeout("slow"), "timeout"),
        (httpx.Response(503, text="<html>Service Unavailable</html>"), "503"),
    ],
)
async def test_network_failures_are_transient_and_retried(
    kis_router: respx.MockRouter, kis: KisClient, sleeps: VirtualClock, effect: Any, code: str
) -> None:
    route = kis_router.get(PRICE_PATH)
    route.side_effect = [effect, httpx.Response(200, json=sample("inquire_price_005930.json"))]
    assert (await kis.price("005930")).price == 53_600
    assert route.call_count == 2 and sleeps.delays == [0.5]

    route.side_effect = [effect] * 4
    with pytest.raises(DataTransientError) as caught:
        await kis.price("005930")
    assert caught.value.code == code


async def test_rate_limiter_spaces_requests() -> None:
    waits = VirtualClock()
    limiter = RateLimiter(2, monotonic=lambda: 100.0, sleep=waits.sleep)
    for _ in range(3):
        await limiter.acquire()
    assert waits.delays == [0.5, 1.0]
    async with httpx.AsyncClient() as http, SqliteStore(":memory:") as store:
        tokens = KisTokenManager(http, store, base_url=BASE, app_key=APP_KEY, app_secret=APP_SECRET)
        assert KisClient(http, tokens, base_url=BASE, paper=True).limiter.interval == 0.5
        assert KisClient(http, tokens, base_url=BASE, paper=False).limiter.interval == 0.05


async def test_a_gateway_error_page_waits_what_retry_after_asks(
    kis_router: respx.MockRouter, kis: KisClient, sleeps: VirtualClock
) -> None:
    busy = httpx.Response(503, text="<html>busy</html>", headers={"retry-after": "7"})
    route = kis_router.get(PRICE_PATH)
    route.side_effect = [busy, httpx.Response(200, json=sample("inquire_price_005930.json"))]
    assert (await kis.price("005930")).price == 53_600
    assert route.call_count == 2 and sleeps.delays == [7.0]


async def test_a_token_refusal_waits_once_inside_the_lookup_and_is_not_retried_again(
    kis_router: respx.MockRouter, kis: KisClient, sleeps: VirtualClock, kis_clock: VirtualClock
) -> None:
    refused = bundled_file("error_EGW00133_token_issue_too_frequent.json")
    kis_router.routes["token"].mock(return_value=httpx.Response(403, json=refused))
    start = kis_clock.wall()
    quote = kis_router.get(PRICE_PATH).respond(200, json=sample("inquire_price_005930.json"))

    with pytest.raises(DataTryLaterError) as caught:
        await kis.price("005930")

    # the token manager waited its minute once (≤ 65 s); the backoff policy added nothing on top
    assert kis_router.routes["token"].call_count == 2 and sleeps.delays == []
    assert (kis_clock.wall() - start).total_seconds() <= 65 and quote.call_count == 0
    assert caught.value.code == "EGW00133" and "1분" in caught.value.user_message


async def test_a_token_refusal_becomes_a_slow_answer_not_an_error(
    kis_router: respx.MockRouter, kis: KisClient, sleeps: VirtualClock, kis_clock: VirtualClock
) -> None:
    refused = bundled_file("error_EGW00133_token_issue_too_frequent.json")
    kis_router.routes["token"].mock(
        side_effect=[httpx.Response(403, json=refused), httpx.Response(200, json=token_body(tok(1)))]
    )
    kis_router.get(PRICE_PATH).respond(200, json=sample("inquire_price_005930.json"))
    start = kis_clock.wall()

    assert (await kis.price("005930")).price == 53_600
    assert 60 <= (kis_clock.wall() - start).total_seconds() <= 65 and sleeps.delays == []


# --- secrets ----------------------------------------------------------------------------------


async def test_no_secret_in_logs_errors_or_results(
    tmp_path: Path, kis_clock: VirtualClock, sleeps: VirtualClock
) -> None:
    # Nothing is registered up front: the manager registers the key, secret and tokens itself, and at
    # DEBUG aiosqlite logs SQL parameters (the token being stored), so this covers other loggers too.
    out = io.StringIO()
    configure_logging((), level="DEBUG", stream=out, json=True)
    echo = {"rt_cd": "1", "msg_cd": "OPSQ0002", "msg1": f"없는 서비스 코드 입니다 appkey {APP_KEY} "}
    seen: list[str] = []
    with respx.mock(base_url=BASE) as mock:
        issued = iter(range(1, 100))
        mock.post("/oauth2/tokenP").mock(
            side_effect=lambda request: httpx.Response(200, json=token_body(tok(next(issued))))
        )
        mock.get(PRICE_PATH).mock(
            side_effect=[
                httpx.Response(200, json=sample("inquire_price_005930.json")),
                httpx.Response(500, json=bundled_file("error_EGW00201_rate_limit.json")),
                httpx.Response(500, json=bundled_file("error_EGW00123_token_expired.json")),
                httpx.Response(200, json=sample("inquire_price_005930.json")),
                httpx.Response(500, json=bundled_file("error_EGW00121_token_invalid.json")),
                httpx.Response(500, json=bundled_file("error_EGW00121_token_invalid.json")),
                httpx.Response(200, json=echo),
                httpx.Response(200, text="not json"),
            ]
        )
        async with SqliteStore(tmp_path / "dexter.db") as store, httpx.AsyncClient() as http:
            client = make_client(http, store, kis_clock, sleeps)
            seen += [repr(await client.price("005930")), repr(await client.price("005930"))]
            for _ in range(3):
                with pytest.raises(DataError) as caught:
                    await client.price("005930")
                seen += [str(caught.value), repr(caught.value), caught.value.user_message]
            seen.append(repr(client._tokens))
    logs = out.getvalue()
    assert "kis_token_issued" in logs and "kis_token_rejected" in logs and "retrying" in logs
    for secret in (APP_KEY, APP_SECRET, tok(1), tok(2), tok(3)):
        assert secret not in logs
        assert all(secret not in text for text in seen), secret


async def test_our_own_log_events_never_carry_secrets(
    kis_router: respx.MockRouter, kis: KisClient, kis_clock: VirtualClock
) -> None:
    # Raw structlog events, before any redaction: what this code itself chose to log.
    route = kis_router.get(PRICE_PATH)
    route.side_effect = [
        httpx.Response(500, json=bundled_file("error_EGW00201_rate_limit.json")),
        httpx.Response(500, json=bundled_file("error_EGW00121_token_invalid.json")),
        httpx.Response(200, json=sample("inquire_price_005930.json")),
    ]
    with structlog.testing.capture_logs() as events:
        await kis.price("005930")
    names = [event["event"] for event in events]
    assert names.count("kis_token_issued") == 2 and "kis_token_invalidated" in names
    raw = repr(events)
    for secret in (APP_KEY, APP_SECRET, tok(1), tok(2)):
        assert secret not in raw
