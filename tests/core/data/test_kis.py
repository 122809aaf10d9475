"""KIS quote client: exact parsing of the bundled samples, paging, every error path, offline, secrets.

The bundled prices are synthetic: the expected values below are format checks, not market facts.
"""

from __future__ import annotations

import asyncio
import io
from collections.abc import AsyncIterator, Iterator
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest
import respx
import structlog

from core.clock import KST, VirtualClock
from core.data.kis import (
    DAILY_CHART_PATH,
    INDEX_PATH,
    INVESTOR_PATH,
    PRICE_PATH,
    KisClient,
)
from core.data.kis_offline import DEMO_AS_OF, bundled_file, offline_transport
from core.data.kis_token import KisTokenManager
from core.data.market_hours import is_trading_day
from core.data.ratelimit import RateLimiter
from core.errors import (
    DataAuthError,
    DataError,
    DataFormatError,
    DataInputError,
    DataTransientError,
    DataTryLaterError,
    OfflineMissError,
)
from core.logging import configure_logging
from core.retry import RetryPolicy
from core.store import SqliteStore, Store
from tests.core.data.test_kis_token import APP_KEY, APP_SECRET, BASE, T0, token_body


def tok(n: int) -> str:
    """The n-th token the fake server issues (real ones are ~350 characters)."""
    return f"tok-SECRET-{n}-{'x' * 24}"


@pytest.fixture
def clock() -> VirtualClock:
    return VirtualClock(0.0, wall=T0 + timedelta(hours=7))  # 2024-12-27 15:30:12 KST


@pytest.fixture
def router() -> Iterator[respx.MockRouter]:
    with respx.mock(base_url=BASE, assert_all_called=False) as mock:
        issued = iter(range(1, 100))
        mock.post("/oauth2/tokenP", name="token").mock(
            side_effect=lambda request: httpx.Response(200, json=token_body(tok(next(issued))))
        )
        yield mock


@pytest.fixture
async def client(tmp_path: Path, clock: VirtualClock, sleeps: VirtualClock) -> AsyncIterator[KisClient]:
    async with SqliteStore(tmp_path / "dexter.db") as store, httpx.AsyncClient() as http:
        yield make_client(http, store, clock, sleeps)


def make_client(
    http: httpx.AsyncClient,
    store: Store,
    clock: VirtualClock,
    sleeps: VirtualClock,
    *,
    key: str = APP_KEY,
    secret: str = APP_SECRET,
) -> KisClient:
    """A client whose clock, backoff, token wait and rate limiter never sleep for real."""
    tokens = KisTokenManager(
        http, store, base_url=BASE, app_key=key, app_secret=secret, clock=clock.wall, sleep=clock.sleep
    )
    limiter = RateLimiter(20, sleep=VirtualClock().sleep)  # never sleeps for real
    return KisClient(
        http,
        tokens,
        base_url=BASE,
        paper=False,
        policy=RetryPolicy(random=lambda: 0.5, sleep=sleeps.sleep),
        limiter=limiter,
        clock=clock.wall,
    )


def sample(name: str, **changes: Any) -> dict[str, Any]:
    """A bundled body; keyword changes patch its ``output`` mapping."""
    body = dict(bundled_file(name))
    if changes:
        body["output"] = {**body["output"], **changes}
    return body


# --- parsing ----------------------------------------------------------------------------------


async def test_price_parses_sample_with_units_and_sends_kis_headers(
    router: respx.MockRouter, client: KisClient
) -> None:
    route = router.get(PRICE_PATH).respond(200, json=sample("inquire_price_005930.json"))

    q = await client.price("005930")

    assert (q.stock_code, q.price, q.change, q.change_pct) == ("005930", 53_600, -200, -0.37)
    assert (q.volume, q.trade_value) == (33_086_487, 1_787_707_407_001)
    assert (q.open, q.high, q.low) == (54_200, 54_800, 53_500)
    assert q.market_cap == 3_199_803 * 100_000_000 == 319_980_300_000_000  # 억원 → 원
    assert (q.per, q.pbr, q.eps, q.bps) == (25.15, 1.03, 2131.0, 52002.0)
    assert (q.week52_high, q.week52_low, q.foreign_ratio_pct) == (88_800, 49_300, 51.14)
    assert q.as_of == datetime(2024, 12, 27, 15, 30, 12, tzinfo=KST) and not q.demo
    assert q.source == "KIS 시세 (2024-12-27 15:30 KST)"
    request = route.calls.last.request
    assert request.headers["content-type"] == "application/json; charset=utf-8"
    assert request.headers["authorization"] == f"Bearer {tok(1)}"
    assert (request.headers["appkey"], request.headers["appsecret"]) == (APP_KEY, APP_SECRET)
    assert (request.headers["tr_id"], request.headers["custtype"]) == ("FHKST01010100", "P")
    assert dict(request.url.params) == {"FID_COND_MRKT_DIV_CODE": "J", "FID_INPUT_ISCD": "005930"}


@pytest.mark.parametrize(
    ("sign", "vrss", "ctrt", "change", "pct"),
    [
        ("1", "15000", "29.97", 15_000, 29.97),  # 상한
        ("2", "300", "0.56", 300, 0.56),  # 상승
        ("3", "0", "0.00", 0, 0.0),  # 보합
        ("4", "15000", "29.97", -15_000, -29.97),  # 하한, magnitude sent unsigned
        ("5", "-200", "-0.37", -200, -0.37),  # 하락
    ],
)
async def test_change_is_signed_by_prdy_vrss_sign(
    router: respx.MockRouter, client: KisClient, sign: str, vrss: str, ctrt: str, change: int, pct: float
) -> None:
    body = sample("inquire_price_000660.json", prdy_vrss_sign=sign, prdy_vrss=vrss, prdy_ctrt=ctrt)
    router.get(PRICE_PATH).respond(200, json=body)
    q = await client.price("000660")
    assert (q.change, q.change_pct) == (change, pct)


async def test_investor_flows_convert_million_won_and_keep_blank_today_as_none(
    router: respx.MockRouter, client: KisClient
) -> None:
    route = router.get(INVESTOR_PATH)
    route.side_effect = [
        httpx.Response(200, json=sample("inquire_investor_005930.json")),
        httpx.Response(200, json=sample("inquire_investor_005930_preopen.json")),
    ]

    after_close = await client.investor_flows("005930")
    row = after_close.rows[0]
    assert (row.date, row.close, row.complete) == (date(2024, 12, 27), 53_600, True)
    assert (row.individual_qty, row.foreign_qty, row.institution_qty) == (469_783, -1_528_013, 1_105_116)
    assert row.individual_amount == 26_599_000_000  # 26,599 백만원
    assert (row.foreign_amount, row.institution_amount) == (-79_527_000_000, 59_326_000_000)
    assert len(after_close.rows) == 30 and after_close.rows[-1].date == date(2024, 11, 15)

    preopen = await client.investor_flows("005930")
    today = preopen.rows[0]
    assert (today.date, today.close, today.complete) == (date(2024, 12, 30), 53_600, False)
    assert today.individual_qty is None and today.foreign_amount is None and today.institution_amount is None
    assert preopen.rows[1].foreign_amount == -79_527_000_000
    assert route.calls.last.request.headers["tr_id"] == "FHKST01010900"


async def test_index_price_parses_level_and_signed_change(
    router: respx.MockRouter, client: KisClient
) -> None:
    # No index sample is bundled; the field names follow KIS's FHPUP02100000 output.
    output = {
        "bstp_nmix_prpr": "2399.49",
        "bstp_nmix_prdy_vrss": "30.15",
        "prdy_vrss_sign": "5",
        "bstp_nmix_prdy_ctrt": "1.24",
        "bstp_nmix_oprc": "2420.10",
        "bstp_nmix_hgpr": "2425.00",
        "bstp_nmix_lwpr": "2395.20",
    }
    route = router.get(INDEX_PATH).respond(200, json={"output": output, "rt_cd": "0", "msg_cd": "MCA00000"})

    kospi = await client.index_price("0001")

    assert (kospi.index_code, kospi.level, kospi.change, kospi.change_pct) == ("0001", 2399.49, -30.15, -1.24)
    assert (kospi.open, kospi.high, kospi.low) == (2420.10, 2425.00, 2395.20)
    request = route.calls.last.request
    assert request.headers["tr_id"] == "FHPUP02100000"
    assert dict(request.url.params) == {"FID_COND_MRKT_DIV_CODE": "U", "FID_INPUT_ISCD": "0001"}


async def test_bad_codes_are_input_errors_without_a_request(
    router: respx.MockRouter, client: KisClient
) -> None:
    for call in (client.price("5930"), client.investor_flows("삼성전자"), client.index_price("KOSPI")):
        with pytest.raises(DataInputError):
            await call
    with pytest.raises(DataInputError):
        await client.daily_prices("005930", start=date(2024, 12, 2), end=date(2024, 12, 1))
    assert router.calls.call_count == 0


# --- candles and paging -----------------------------------------------------------------------


def weekdays(last: date, count: int) -> list[date]:
    days: list[date] = []
    day = last
    while len(days) < count:
        if day.weekday() < 5:
            days.append(day)
        day -= timedelta(days=1)
    return days  # newest first


def ymd(text: str) -> date:
    return date(int(text[:4]), int(text[4:6]), int(text[6:]))


def chart_server(days: list[date]) -> Any:
    """A KIS-like chart endpoint: ≤100 rows newest first, sloppily repeating the day after the window."""

    def handle(request: httpx.Request) -> httpx.Response:
        low, high = (ymd(request.url.params[f"FID_INPUT_DATE_{n}"]) for n in (1, 2))
        inside = [d for d in days if low <= d <= high]
        after = [d for d in days if d > high]
        picked = ([min(after)] if after else []) + inside
        rows = [
            {"stck_bsop_date": f"{d:%Y%m%d}", "stck_clpr": str(50_000 + i), "stck_oprc": "50000",
             "stck_hgpr": "51000", "stck_lwpr": "49000", "acml_vol": "100", "acml_tr_pbmn": "5000000",
             "prdy_vrss_sign": "2", "prdy_vrss": "100"}
            for i, d in enumerate(picked[:100])
        ]  # fmt: skip
        return httpx.Response(200, json={"output1": {}, "output2": rows, "rt_cd": "0", "msg_cd": "MCA00000"})

    return handle


async def test_daily_prices_page_backwards_past_100_rows_and_dedupe(
    router: respx.MockRouter, client: KisClient
) -> None:
    days = weekdays(date(2024, 12, 27), 250)
    route = router.get(DAILY_CHART_PATH).mock(side_effect=chart_server(days))

    history = await client.daily_prices("005930", "D", start=days[-1], end=days[0])

    assert [b.date for b in history.bars] == sorted(days)  # all 250, once each, oldest → newest
    windows = [call.request.url.params["FID_INPUT_DATE_2"] for call in route.calls]
    assert windows == [
        "20241227",
        f"{days[99] - timedelta(days=1):%Y%m%d}",
        f"{days[198] - timedelta(days=1):%Y%m%d}",
    ]
    assert {call.request.url.params["FID_INPUT_DATE_1"] for call in route.calls} == {f"{days[-1]:%Y%m%d}"}
    assert route.calls.last.request.headers["tr_id"] == "FHKST03010100"


async def test_daily_prices_stop_once_start_is_covered(router: respx.MockRouter, client: KisClient) -> None:
    days = weekdays(date(2024, 12, 27), 250)
    route = router.get(DAILY_CHART_PATH).mock(side_effect=chart_server(days))

    history = await client.daily_prices("005930", "W", start=days[150], end=days[0], adjusted=False)

    assert route.call_count == 2
    assert [b.date for b in history.bars] == sorted(days[:151])
    params = route.calls.last.request.url.params
    assert (params["FID_PERIOD_DIV_CODE"], params["FID_ORG_ADJ_PRC"]) == ("W", "1")


async def test_daily_prices_parse_the_chart_sample(router: respx.MockRouter, client: KisClient) -> None:
    router.get(DAILY_CHART_PATH).respond(200, json=sample("inquire_daily_itemchartprice_005930.json"))

    history = await client.daily_prices("005930", start=date(2024, 10, 1), end=date(2024, 12, 27))

    assert len(history.bars) == 60 and history.period == "D"
    first, last = history.bars[0], history.bars[-1]
    assert (first.date, first.close, first.change) == (date(2024, 10, 2), 61_300, 0)
    assert (last.date, last.open, last.high, last.low, last.close) == (
        date(2024, 12, 27),
        54_200,
        54_800,
        53_500,
        53_600,
    )
    assert (last.change, last.volume, last.trade_value) == (-200, 33_086_487, 1_787_707_407_001)


# --- error paths ------------------------------------------------------------------------------


async def test_rate_limit_http_500_is_parsed_and_retried_with_backoff(
    router: respx.MockRouter, client: KisClient, sleeps: VirtualClock
) -> None:
    route = router.get(PRICE_PATH)
    route.side_effect = [
        httpx.Response(500, json=bundled_file("error_EGW00201_rate_limit.json")),
        httpx.Response(200, json=sample("inquire_price_005930.json")),
    ]
    assert (await client.price("005930")).price == 53_600
    assert route.call_count == 2 and sleeps.delays == [1.0]


async def test_rate_limit_that_never_clears_surfaces_as_transient(
    router: respx.MockRouter, client: KisClient, sleeps: VirtualClock
) -> None:
    route = router.get(PRICE_PATH).respond(500, json=bundled_file("error_EGW00201_rate_limit.json"))
    with pytest.raises(DataTransientError) as caught:
        await client.price("005930")
    assert caught.value.code == "EGW00201"
    assert route.call_count == 4 and len(sleeps.delays) == 3


@pytest.mark.parametrize(
    "error_file", ["error_EGW00123_token_expired.json", "error_EGW00121_token_invalid.json"]
)
async def test_rejected_token_is_refreshed_once_and_the_request_retried(
    router: respx.MockRouter, client: KisClient, clock: VirtualClock, error_file: str
) -> None:
    route = router.get(PRICE_PATH)
    route.side_effect = [
        httpx.Response(500, json=bundled_file(error_file)),
        httpx.Response(200, json=sample("inquire_price_005930.json")),
    ]
    assert (await client.price("005930")).price == 53_600
    assert router.routes["token"].call_count == 2
    auth = [call.request.headers["authorization"] for call in route.calls]
    assert auth == [f"Bearer {tok(1)}", f"Bearer {tok(2)}"]


async def test_second_token_rejection_surfaces_as_auth_error(
    router: respx.MockRouter, client: KisClient
) -> None:
    route = router.get(PRICE_PATH).respond(500, json=bundled_file("error_EGW00123_token_expired.json"))
    with pytest.raises(DataAuthError) as caught:
        await client.price("005930")
    assert caught.value.code == "EGW00123"
    assert route.call_count == 2 and router.routes["token"].call_count == 2


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
    router: respx.MockRouter, client: KisClient, response: httpx.Response, error: type[DataError], code: str
) -> None:
    route = router.get(PRICE_PATH).mock(side_effect=[response])
    with pytest.raises(error) as caught:
        await client.price("005930")
    assert type(caught.value) is error and caught.value.code == code
    assert route.call_count == 1  # none of these is retried
    assert "  " not in str(caught.value)  # msg1's padding is stripped


async def test_a_server_error_page_is_retried_under_the_policy(
    router: respx.MockRouter, client: KisClient
) -> None:
    ok = sample("inquire_price_005930.json")
    page = httpx.Response(500, text="Internal Server Error")
    route = router.get(PRICE_PATH).mock(side_effect=[page, page, httpx.Response(200, json=ok)])
    await client.price("005930")
    assert route.call_count == 3


async def test_concurrent_rejections_cause_one_reissue(router: respx.MockRouter, client: KisClient) -> None:
    ok, expired = sample("inquire_price_005930.json"), bundled_file("error_EGW00123_token_expired.json")
    dead: set[str] = set()

    async def by_token(request: httpx.Request) -> httpx.Response:
        await asyncio.sleep(0)  # keep every request in flight together
        if request.headers["authorization"] in dead:
            return httpx.Response(500, json=expired)
        return httpx.Response(200, json=ok)

    route = router.get(PRICE_PATH).mock(side_effect=by_token)
    await client.price("005930")
    dead.add(f"Bearer {tok(1)}")  # KIS maintenance: the token dies for everyone at once

    quotes = await asyncio.gather(*(client.price("005930") for _ in range(10)))

    assert {q.price for q in quotes} == {53_600}
    assert router.routes["token"].call_count == 2
    assert route.call_count == 1 + 10 + 10  # first try, then one rejection and one success each


async def test_http_500_with_an_ok_body_is_a_success(router: respx.MockRouter, client: KisClient) -> None:
    router.get(PRICE_PATH).respond(500, json=sample("inquire_price_035420.json"))
    assert (await client.price("035420")).stock_code == "035420"


@pytest.mark.parametrize(
    ("effect", "code"),
    [
        (httpx.ConnectError("refused"), "network"),
        (httpx.ReadTimeout("slow"), "timeout"),
        (httpx.Response(503, text="<html>Service Unavailable</html>"), "503"),
    ],
)
async def test_network_failures_are_transient_and_retried(
    router: respx.MockRouter, client: KisClient, sleeps: VirtualClock, effect: Any, code: str
) -> None:
    route = router.get(PRICE_PATH)
    route.side_effect = [effect, httpx.Response(200, json=sample("inquire_price_005930.json"))]
    assert (await client.price("005930")).price == 53_600
    assert route.call_count == 2 and sleeps.delays == [0.5]

    route.side_effect = [effect] * 4
    with pytest.raises(DataTransientError) as caught:
        await client.price("005930")
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


# --- offline ----------------------------------------------------------------------------------


@pytest.fixture
async def offline(tmp_path: Path, clock: VirtualClock, sleeps: VirtualClock) -> AsyncIterator[KisClient]:
    async with (
        SqliteStore(tmp_path / "dexter.db") as store,
        httpx.AsyncClient(transport=offline_transport()) as http,
    ):
        yield make_client(http, store, clock, sleeps, key="offline-demo-key", secret="offline-demo-secret")


async def test_offline_round_trip_is_flagged_as_demo(offline: KisClient) -> None:
    quote = await offline.price("000660")
    assert quote.price == int(bundled_file("inquire_price_000660.json")["output"]["stck_prpr"])
    assert quote.demo and quote.as_of == DEMO_AS_OF
    assert quote.source == "KIS 데모 시세 (synthetic, 2024-12-27 15:30 KST)"

    december = await offline.daily_prices("005930", start=date(2024, 12, 2), end=date(2024, 12, 20))
    assert december.demo and december.bars[0].date == date(2024, 12, 2)
    assert december.bars[-1].date == date(2024, 12, 20) and len(december.bars) == 15
    whole = await offline.daily_prices("035420", start=date(2024, 1, 1), end=date(2024, 12, 31))
    recorded = [b for b in whole.bars if b.date >= date(2024, 10, 2)]
    assert len(recorded) == 60  # the recorded rows; the synthetic extension continues before them
    assert whole.bars[0].date == date(2024, 1, 2) and all(is_trading_day(b.date) for b in whole.bars)
    assert whole.demo and len({b.date for b in whole.bars}) == len(whole.bars) > 200

    flows = await offline.investor_flows("005930")
    assert flows.demo and flows.rows[0].complete and len(flows.rows) == 30


async def test_offline_miss_is_a_clear_error_naming_the_request(offline: KisClient) -> None:
    with pytest.raises(OfflineMissError, match="오프라인 데이터셋에 없는 요청입니다: 현재가 123456"):
        await offline.price("123456")
    with pytest.raises(OfflineMissError, match="0001"):
        await offline.index_price("0001")
    with pytest.raises(OfflineMissError, match="005930"):
        await offline.daily_prices("005930", "M", start=date(2024, 1, 1), end=date(2024, 12, 31))


# --- secrets ----------------------------------------------------------------------------------


async def test_no_secret_in_logs_errors_or_results(
    tmp_path: Path, clock: VirtualClock, sleeps: VirtualClock
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
            client = make_client(http, store, clock, sleeps)
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
    router: respx.MockRouter, client: KisClient, clock: VirtualClock
) -> None:
    # Raw structlog events, before any redaction: what this code itself chose to log.
    route = router.get(PRICE_PATH)
    route.side_effect = [
        httpx.Response(500, json=bundled_file("error_EGW00201_rate_limit.json")),
        httpx.Response(500, json=bundled_file("error_EGW00121_token_invalid.json")),
        httpx.Response(200, json=sample("inquire_price_005930.json")),
    ]
    with structlog.testing.capture_logs() as events:
        await client.price("005930")
    names = [event["event"] for event in events]
    assert names.count("kis_token_issued") == 2 and "kis_token_invalidated" in names
    raw = repr(events)
    for secret in (APP_KEY, APP_SECRET, tok(1), tok(2)):
        assert secret not in raw


async def test_quotes_are_cached_until_the_next_open_and_shared(tmp_path: Path) -> None:
    from core.data.cache import Cache
    from core.store import SqliteStore

    calls = 0

    def handler(request: httpx.Request) -> httpx.Response:
        nonlocal calls
        if request.url.path.endswith("inquire-price"):
            calls += 1
        return offline_transport().handle_request(request)

    saturday = datetime(2026, 11, 21, 12, 0, tzinfo=KST)
    async with (
        SqliteStore(tmp_path / "c.db") as store,
        httpx.AsyncClient(transport=httpx.MockTransport(handler)) as http,
    ):
        tokens = KisTokenManager(
            http, store, base_url="https://kis.test", app_key="k" * 20, app_secret="s" * 20
        )
        client = KisClient(
            http, tokens, base_url="https://kis.test", paper=False, cache=Cache(store), clock=lambda: saturday
        )
        quotes = await asyncio.gather(*(client.price("005930") for _ in range(5)))
        again = await client.price("005930")
    assert calls == 1
    assert {q.price for q in quotes} == {again.price} and again.demo


async def test_a_gateway_error_page_waits_what_retry_after_asks(
    router: respx.MockRouter, client: KisClient, sleeps: VirtualClock
) -> None:
    busy = httpx.Response(503, text="<html>busy</html>", headers={"retry-after": "7"})
    route = router.get(PRICE_PATH)
    route.side_effect = [busy, httpx.Response(200, json=sample("inquire_price_005930.json"))]
    assert (await client.price("005930")).price == 53_600
    assert route.call_count == 2 and sleeps.delays == [7.0]


async def test_a_token_refusal_waits_once_inside_the_lookup_and_is_not_retried_again(
    router: respx.MockRouter, client: KisClient, sleeps: VirtualClock, clock: VirtualClock
) -> None:
    refused = bundled_file("error_EGW00133_token_issue_too_frequent.json")
    router.routes["token"].mock(return_value=httpx.Response(403, json=refused))
    start = clock.wall()
    quote = router.get(PRICE_PATH).respond(200, json=sample("inquire_price_005930.json"))

    with pytest.raises(DataTryLaterError) as caught:
        await client.price("005930")

    # the token manager waited its minute once (≤ 65 s); the backoff policy added nothing on top
    assert router.routes["token"].call_count == 2 and sleeps.delays == []
    assert (clock.wall() - start).total_seconds() <= 65 and quote.call_count == 0
    assert caught.value.code == "EGW00133" and "1분" in caught.value.user_message


async def test_a_token_refusal_becomes_a_slow_answer_not_an_error(
    router: respx.MockRouter, client: KisClient, sleeps: VirtualClock, clock: VirtualClock
) -> None:
    refused = bundled_file("error_EGW00133_token_issue_too_frequent.json")
    router.routes["token"].mock(
        side_effect=[httpx.Response(403, json=refused), httpx.Response(200, json=token_body(tok(1)))]
    )
    router.get(PRICE_PATH).respond(200, json=sample("inquire_price_005930.json"))
    start = clock.wall()

    assert (await client.price("005930")).price == 53_600
    assert 60 <= (clock.wall() - start).total_seconds() <= 65 and sleeps.delays == []
