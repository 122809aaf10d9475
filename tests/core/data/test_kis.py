"""KIS quote client: exact parsing of the bundled samples, candles and paging, offline, the quote cache
(the request path's errors, token refusals and secrets: test_kis_transport).

The bundled prices are synthetic: the expected values below are format checks, not market facts.
Fixtures ``kis``, ``kis_router``, ``kis_clock``: this folder's conftest.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest
import respx

from core.clock import KST, VirtualClock
from core.data.kis.client import DAILY_CHART_PATH, INDEX_PATH, INVESTOR_PATH, PRICE_PATH, KisClient
from core.data.kis.market_hours import is_trading_day
from core.data.kis.offline import DEMO_AS_OF, offline_transport
from core.data.kis.token import KisTokenManager
from core.errors import DataInputError, OfflineMissError
from core.store import SqliteStore
from tests.core.data.kis_helpers import bundled_file, make_client, sample, tok
from tests.core.data.test_kis_token import APP_KEY, APP_SECRET

# --- parsing ----------------------------------------------------------------------------------


async def test_price_parses_sample_with_units_and_sends_kis_headers(
    kis_router: respx.MockRouter, kis: KisClient
) -> None:
    route = kis_router.get(PRICE_PATH).respond(200, json=sample("inquire_price_005930.json"))

    q = await kis.price("005930")

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
    kis_router: respx.MockRouter, kis: KisClient, sign: str, vrss: str, ctrt: str, change: int, pct: float
) -> None:
    body = sample("inquire_price_000660.json", prdy_vrss_sign=sign, prdy_vrss=vrss, prdy_ctrt=ctrt)
    kis_router.get(PRICE_PATH).respond(200, json=body)
    q = await kis.price("000660")
    assert (q.change, q.change_pct) == (change, pct)


async def test_investor_flows_convert_million_won_and_keep_blank_today_as_none(
    kis_router: respx.MockRouter, kis: KisClient
) -> None:
    route = kis_router.get(INVESTOR_PATH)
    route.side_effect = [
        httpx.Response(200, json=sample("inquire_investor_005930.json")),
        httpx.Response(200, json=sample("inquire_investor_005930_preopen.json")),
    ]

    after_close = await kis.investor_flows("005930")
    row = after_close.rows[0]
    assert (row.date, row.close, row.complete) == (date(2024, 12, 27), 53_600, True)
    assert (row.individual_qty, row.foreign_qty, row.institution_qty) == (469_783, -1_528_013, 1_105_116)
    assert row.individual_amount == 26_599_000_000  # 26,599 백만원
    assert (row.foreign_amount, row.institution_amount) == (-79_527_000_000, 59_326_000_000)
    assert len(after_close.rows) == 30 and after_close.rows[-1].date == date(2024, 11, 15)

    preopen = await kis.investor_flows("005930")
    today = preopen.rows[0]
    assert (today.date, today.close, today.complete) == (date(2024, 12, 30), 53_600, False)
    assert today.individual_qty is None and today.foreign_amount is None and today.institution_amount is None
    assert preopen.rows[1].foreign_amount == -79_527_000_000
    assert route.calls.last.request.headers["tr_id"] == "FHKST01010900"


async def test_index_price_parses_level_and_signed_change(
    kis_router: respx.MockRouter, kis: KisClient
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
    route = kis_router.get(INDEX_PATH).respond(
        200, json={"output": output, "rt_cd": "0", "msg_cd": "MCA00000"}
    )

    kospi = await kis.index_price("0001")

    assert (kospi.index_code, kospi.level, kospi.change, kospi.change_pct) == ("0001", 2399.49, -30.15, -1.24)
    assert (kospi.open, kospi.high, kospi.low) == (2420.10, 2425.00, 2395.20)
    request = route.calls.last.request
    assert request.headers["tr_id"] == "FHPUP02100000"
    assert dict(request.url.params) == {"FID_COND_MRKT_DIV_CODE": "U", "FID_INPUT_ISCD": "0001"}


async def test_bad_codes_are_input_errors_without_a_request(
    kis_router: respx.MockRouter, kis: KisClient
) -> None:
    for call in (kis.price("5930"), kis.investor_flows("삼성전자"), kis.index_price("KOSPI")):
        with pytest.raises(DataInputError):
            await call
    with pytest.raises(DataInputError):
        await kis.daily_prices("005930", start=date(2024, 12, 2), end=date(2024, 12, 1))
    assert kis_router.calls.call_count == 0


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
    kis_router: respx.MockRouter, kis: KisClient
) -> None:
    days = weekdays(date(2024, 12, 27), 250)
    route = kis_router.get(DAILY_CHART_PATH).mock(side_effect=chart_server(days))

    history = await kis.daily_prices("005930", "D", start=days[-1], end=days[0])

    assert [b.date for b in history.bars] == sorted(days)  # all 250, once each, oldest → newest
    windows = [call.request.url.params["FID_INPUT_DATE_2"] for call in route.calls]
    assert windows == [
        "20241227",
        f"{days[99] - timedelta(days=1):%Y%m%d}",
        f"{days[198] - timedelta(days=1):%Y%m%d}",
    ]
    assert {call.request.url.params["FID_INPUT_DATE_1"] for call in route.calls} == {f"{days[-1]:%Y%m%d}"}
    assert route.calls.last.request.headers["tr_id"] == "FHKST03010100"


async def test_daily_prices_stop_once_start_is_covered(kis_router: respx.MockRouter, kis: KisClient) -> None:
    days = weekdays(date(2024, 12, 27), 250)
    route = kis_router.get(DAILY_CHART_PATH).mock(side_effect=chart_server(days))

    history = await kis.daily_prices("005930", "W", start=days[150], end=days[0], adjusted=False)

    assert route.call_count == 2
    assert [b.date for b in history.bars] == sorted(days[:151])
    params = route.calls.last.request.url.params
    assert (params["FID_PERIOD_DIV_CODE"], params["FID_ORG_ADJ_PRC"]) == ("W", "1")


async def test_daily_prices_parse_the_chart_sample(kis_router: respx.MockRouter, kis: KisClient) -> None:
    kis_router.get(DAILY_CHART_PATH).respond(200, json=sample("inquire_daily_itemchartprice_005930.json"))

    history = await kis.daily_prices("005930", start=date(2024, 10, 1), end=date(2024, 12, 27))

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


# --- offline ----------------------------------------------------------------------------------


@pytest.fixture
async def offline(tmp_path: Path, kis_clock: VirtualClock, sleeps: VirtualClock) -> AsyncIterator[KisClient]:
    async with (
        SqliteStore(tmp_path / "dexter.db") as store,
        httpx.AsyncClient(transport=offline_transport()) as http,
    ):
        yield make_client(
            http, store, kis_clock, sleeps, key="offline-demo-key", secret="offline-demo-secret"
        )


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


# --- the quote cache ------------------------------------------------------------------------


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
