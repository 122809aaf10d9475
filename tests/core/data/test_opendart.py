"""OpenDART client: figures to the won from the recorded real responses, and every status path."""

from __future__ import annotations

import asyncio
import io
import json
from collections.abc import AsyncIterator
from datetime import date

import httpx
import pytest
import respx

from core.clock import VirtualClock
from core.data import recorded
from core.data.cache import Cache
from core.data.dart.client import OpenDartClient, viewer_url
from core.data.dart.statements import derive_q4
from core.errors import (
    DataAuthError,
    DataError,
    DataFormatError,
    DataInputError,
    DataQuotaError,
    DataTransientError,
    OfflineMissError,
)
from core.finance import ratios
from core.finance.krw import format_krw, format_pct, profit_phrase
from core.logging import configure_logging
from core.retry import RetryPolicy

KEY = "0123456789abcdef0123456789abcdef01234567"
BASE = "https://opendart.fss.or.kr/api"

# Real recorded 주요계정 (won): corp, year, basis → revenue, operating income, net income, total assets
KEY_ACCOUNTS = [
    (
        "00126380",
        2023,
        "CFS",
        258_935_494_000_000,
        6_566_976_000_000,
        15_487_100_000_000,
        455_905_980_000_000,
    ),
    (
        "00126380",
        2023,
        "OFS",
        170_374_090_000_000,
        -11_526_297_000_000,
        25_397_099_000_000,
        296_857_289_000_000,
    ),
    (
        "00126380",
        2024,
        "CFS",
        300_870_903_000_000,
        32_725_961_000_000,
        34_451_351_000_000,
        514_531_948_000_000,
    ),
    (
        "00126380",
        2024,
        "OFS",
        209_052_241_000_000,
        12_361_034_000_000,
        23_582_565_000_000,
        324_966_127_000_000,
    ),
    (
        "00164779",
        2023,
        "CFS",
        32_765_719_000_000,
        -7_730_313_000_000,
        -9_137_547_000_000,
        100_330_165_000_000,
    ),
    ("00164779", 2023, "OFS", 27_639_997_000_000, -4_672_124_000_000, -4_836_170_000_000, 92_949_387_000_000),
    (
        "00164779",
        2024,
        "CFS",
        66_192_960_000_000,
        23_467_319_000_000,
        19_796_902_000_000,
        119_855_209_000_000,
    ),
    (
        "00164779",
        2024,
        "OFS",
        55_736_287_000_000,
        21_331_452_000_000,
        17_640_396_000_000,
        112_412_580_000_000,
    ),
    (
        "00164742",
        2023,
        "CFS",
        162_663_579_000_000,
        15_126_901_000_000,
        12_272_301_000_000,
        282_463_355_000_000,
    ),
    ("00164742", 2023, "OFS", 78_033_758_000_000, 6_670_971_000_000, 7_343_003_000_000, 85_064_635_000_000),
    (
        "00164742",
        2024,
        "CFS",
        175_231_153_000_000,
        14_239_592_000_000,
        13_229_908_000_000,
        339_798_429_000_000,
    ),
    ("00164742", 2024, "OFS", 79_060_777_000_000, 6_599_372_000_000, 12_240_535_000_000, 96_143_628_000_000),
    ("00258801", 2023, "CFS", 7_557_001_757_272, 460_857_845_673, -1_816_669_011_014, 25_179_968_939_321),
    ("00258801", 2023, "OFS", 2_499_599_504_613, 533_021_659_728, 102_108_806_408, 11_354_868_024_171),
    ("00258801", 2024, "CFS", 7_871_692_199_887, 460_212_161_525, -161_870_567_171, 25_773_028_304_462),
    ("00258801", 2024, "OFS", 2_595_101_463_079, 491_969_958_048, 38_156_547_286, 11_607_486_907_579),
    ("00266961", 2023, "CFS", 9_670_643_576_585, 1_488_820_269_608, 985_017_762_493, 35_737_826_964_395),
    ("00266961", 2023, "OFS", 5_609_799_005_883, 1_713_205_368_367, 1_414_312_847_932, 15_479_991_448_695),
    ("00266961", 2024, "CFS", 10_737_719_264_647, 1_979_263_438_827, 1_931_976_372_953, 38_167_876_036_020),
    ("00266961", 2024, "OFS", 6_180_892_084_942, 1_905_258_322_935, 1_968_704_486_363, 17_597_111_016_833),
]


@pytest.fixture
async def offline() -> AsyncIterator[OpenDartClient]:
    async with httpx.AsyncClient(transport=recorded.transport()) as http:
        yield OpenDartClient(http, api_key="offline", base_url=BASE)


@pytest.mark.parametrize(("corp", "year", "fs", "revenue", "op", "net", "assets"), KEY_ACCOUNTS)
async def test_key_accounts_to_the_won(
    offline: OpenDartClient, corp: str, year: int, fs: str, revenue: int, op: int, net: int, assets: int
) -> None:
    statements = (await offline.key_accounts(corp, year, "11011"))[fs]  # type: ignore[index]
    assert statements.basis == {"CFS": "연결", "OFS": "별도"}[fs]
    got = [statements.value(c) for c in ("revenue", "operating_income", "net_income", "assets")]
    assert got == [revenue, op, net, assets]
    liabilities, equity = statements.value("liabilities"), statements.value("equity")
    assert liabilities is not None and equity is not None and liabilities + equity == assets


async def test_samsung_and_hynix_formatting_and_ratios(offline: OpenDartClient) -> None:
    samsung = (await offline.key_accounts("00126380", 2023, "11011"))["CFS"]
    assert format_krw(samsung.value("revenue")) == "258.94조원"
    assert format_krw(samsung.value("operating_income")) == "6.57조원"
    assert format_pct(ratios.of("operating_margin", samsung.value)) == "2.5%"
    assert format_pct(ratios.of("debt_ratio", samsung.value)) == "25.4%"
    # prior year comes from the same body (frmtrm): FY2022 revenue 302.23조원 → YoY −14.3%
    assert format_pct(ratios.growth(samsung.value("revenue"), samsung.value("revenue", "prior"))) == "−14.3%"
    hynix = (await offline.key_accounts("00164779", 2023, "11011"))["CFS"]
    assert format_krw(hynix.value("operating_income")) == "−7.73조원"
    assert profit_phrase("영업이익", hynix.value("operating_income")) == "영업손실 7.73조원"
    assert format_krw(
        (await offline.key_accounts("00258801", 2024, "11011"))["CFS"].value("operating_income")
    ) == ("4,602억원")


async def test_full_statements_samsung_cfs(offline: OpenDartClient) -> None:
    st = await offline.statements("00126380", 2023, "11011")
    assert st is not None and st.fs_div == "CFS" and st.has_income_statement
    assert st.value("revenue") == 258_935_494_000_000  # labelled 영업수익 this year: matched by account_id
    assert st.value("operating_income") == 6_566_976_000_000
    assert st.value("net_income") == 15_487_100_000_000
    assert st.value("net_income_owners") == 14_473_401_000_000
    assert st.value("eps") == 2_131
    assert st.value("liabilities") == 92_228_115_000_000 and st.value("equity") == 363_677_865_000_000
    assert st.value("operating_cash_flow") == 44_137_427_000_000
    assert st.value("capex") == 57_611_292_000_000  # an outflow line: a positive number
    assert st.value("dividends_paid") == 9_864_474_000_000
    assert st.rcept_no == "20240312000736"


async def test_labels_change_across_years_but_ids_hold(offline: OpenDartClient) -> None:
    revenues = {y: (await offline.statements("00126380", y, "11011")) for y in range(2019, 2024)}
    values = {y: s.value("revenue") if s else None for y, s in revenues.items()}
    assert values == {
        2019: 230_400_881_000_000,
        2020: 236_806_988_000_000,
        2021: 279_604_799_000_000,
        2022: 302_231_360_000_000,
        2023: 258_935_494_000_000,
    }
    assert format_pct(ratios.cagr(values[2019], values[2023], 4)) == "3.0%"


@pytest.mark.parametrize(("corp", "fs"), [("00164779", "CFS"), ("00919966", "CFS"), ("00919966", "OFS")])
async def test_cis_only_companies(offline: OpenDartClient, corp: str, fs: str) -> None:
    st = await offline.statements(corp, 2023, "11011", fs)  # type: ignore[arg-type]
    assert st is not None and not st.has_income_statement
    op = st.get("operating_income")
    assert op is not None and op.sj_div == "CIS"
    if corp == "00164779":
        assert (
            st.value("revenue") == 32_765_719_000_000 and st.value("operating_income") == -7_730_313_000_000
        )
        assert st.value("net_income") == -9_137_547_000_000
    else:
        assert op.current is not None and op.current < 0  # 신라젠: 영업손실


async def test_q4_is_annual_minus_nine_month_ytd(offline: OpenDartClient) -> None:
    annual = (await offline.key_accounts("00126380", 2024, "11011"))["CFS"]
    q3 = (await offline.key_accounts("00126380", 2024, "11014"))["CFS"]
    assert q3.value("revenue") == 79_098_731_000_000  # 3-month Q3
    assert q3.value("revenue", "current_ytd") == 225_082_634_000_000  # nine months
    q4 = derive_q4(annual, q3)
    assert q4["revenue"] == 300_870_903_000_000 - 225_082_634_000_000
    assert format_krw(q4["revenue"]) == "75.79조원"
    assert q4["assets"] == annual.value("assets")  # balance sheet: year-end, not a difference


async def test_offline_list_and_company_and_misses(offline: OpenDartClient) -> None:
    company = await offline.company("00126380")
    assert company["stock_code"] == "005930"
    rows = await offline.disclosures("00126380", date(2023, 1, 1), date(2024, 12, 31), kind="A")
    assert rows and all("20230101" <= r["rcept_dt"] <= "20241231" for r in rows)
    assert await offline.disclosures("00126380", date(2010, 1, 1), date(2010, 3, 1)) == []  # 013 → empty
    with pytest.raises(OfflineMissError, match="00999999"):
        await offline.key_accounts("00999999", 2023, "11011")
    assert viewer_url("20240312000736") == "https://dart.fss.or.kr/dsaf001/main.do?rcpNo=20240312000736"


def body(status: str, message: str = "msg") -> dict[str, str]:
    return {"status": status, "message": message}


@pytest.mark.parametrize(
    ("status", "error"),
    [
        ("010", DataAuthError),
        ("011", DataAuthError),
        ("012", DataAuthError),
        ("101", DataAuthError),
        ("901", DataAuthError),
        ("020", DataQuotaError),
        ("021", DataInputError),
        ("100", DataInputError),
        ("014", DataInputError),
        ("555", DataError),
    ],
)
@respx.mock
async def test_status_codes_map_to_typed_errors(status: str, error: type[DataError]) -> None:
    route = respx.get(f"{BASE}/company.json").respond(200, json=body(status))
    async with httpx.AsyncClient() as http:
        client = OpenDartClient(
            http,
            api_key=KEY,
            base_url=BASE,
            policy=RetryPolicy(random=lambda: 0.5, sleep=VirtualClock().sleep),
        )
        with pytest.raises(error) as info:
            await client.company("00126380")
    assert info.value.code == status and route.call_count == 1
    assert KEY not in str(info.value)


@respx.mock
async def test_no_data_is_an_empty_result_and_transient_statuses_retry(sleeps: VirtualClock) -> None:
    respx.get(f"{BASE}/fnlttSinglAcnt.json").respond(200, json=body("013"))
    route = respx.get(f"{BASE}/fnlttSinglAcntAll.json").mock(
        side_effect=[
            httpx.Response(200, json=body("800")),
            httpx.Response(503),
            httpx.Response(200, json=body("900")),
            httpx.Response(200, json=body("013")),
            httpx.Response(200, json=body("013")),
        ]
    )
    async with httpx.AsyncClient() as http:
        client = OpenDartClient(
            http, api_key=KEY, base_url=BASE, policy=RetryPolicy(random=lambda: 0.5, sleep=sleeps.sleep)
        )
        assert await client.key_accounts("00126380", 2030, "11011") == {}
        assert await client.statements("00126380", 2030, "11011") is None  # CFS then OFS, both empty
    assert route.call_count == 5 and sleeps.delays == [0.5, 1.0, 2.0]


@respx.mock
async def test_429_waits_what_retry_after_asks_and_400_is_not_retried(sleeps: VirtualClock) -> None:
    route = respx.get(f"{BASE}/company.json").mock(
        side_effect=[httpx.Response(429, headers={"Retry-After": "7"}), httpx.Response(200, json=body("013"))]
    )
    bad = respx.get(f"{BASE}/list.json").respond(400, text="bad request")
    async with httpx.AsyncClient() as http:
        client = OpenDartClient(
            http, api_key=KEY, base_url=BASE, policy=RetryPolicy(random=lambda: 0.5, sleep=sleeps.sleep)
        )
        await client.company("00126380")
        with pytest.raises(DataFormatError):
            await client.disclosures("00126380", date(2024, 1, 1), date(2024, 3, 1))
    assert route.call_count == 2 and bad.call_count == 1 and sleeps.delays == [7.0]


@respx.mock
async def test_retries_give_up_and_non_json_is_a_format_error(sleeps: VirtualClock) -> None:
    respx.get(f"{BASE}/company.json").respond(500)
    respx.get(f"{BASE}/list.json").respond(200, text="<html>maintenance</html>")
    async with httpx.AsyncClient() as http:
        client = OpenDartClient(
            http, api_key=KEY, base_url=BASE, policy=RetryPolicy(random=lambda: 0.5, sleep=sleeps.sleep)
        )
        with pytest.raises(DataTransientError):
            await client.company("00126380")
        with pytest.raises(DataFormatError):
            await client.disclosures("00126380", date(2024, 1, 1), date(2024, 3, 1))


@respx.mock
async def test_zip_endpoint_detects_error_bodies() -> None:
    xml = (
        '<?xml version="1.0" encoding="UTF-8"?>'
        "<result><status>014</status><message>파일이 존재하지 않습니다.</message></result>"
    )
    respx.get(f"{BASE}/document.xml").mock(
        side_effect=[httpx.Response(200, text=xml), httpx.Response(200, content=b"PK\x03\x04zip")]
    )
    async with httpx.AsyncClient() as http:
        client = OpenDartClient(http, api_key=KEY, base_url=BASE)
        with pytest.raises(DataInputError, match="014"):
            await client.document("20240312000736")
        assert await client.document("20240312000736") == b"PK\x03\x04zip"
        assert await client.document("20240312000736") == b"PK\x03\x04zip"  # cached forever


@respx.mock
async def test_identical_concurrent_requests_share_one_call() -> None:
    gate = asyncio.Event()

    async def slow(request: httpx.Request) -> httpx.Response:
        await gate.wait()
        return httpx.Response(200, json={"status": "000", "message": "정상", "corp_name": "삼성전자"})

    route = respx.get(f"{BASE}/company.json").mock(side_effect=slow)
    async with httpx.AsyncClient() as http:
        client = OpenDartClient(http, api_key=KEY, base_url=BASE, cache=Cache())
        tasks = [asyncio.create_task(client.company("00126380")) for _ in range(10)]
        await asyncio.sleep(0)
        gate.set()
        results = await asyncio.gather(*tasks)
    assert route.call_count == 1 and all(r["corp_name"] == "삼성전자" for r in results)


@respx.mock
async def test_the_key_never_reaches_logs_errors_or_results(sleeps: VirtualClock) -> None:
    stream = io.StringIO()
    configure_logging([KEY], level="DEBUG", stream=stream, json=True)
    respx.get(f"{BASE}/company.json").mock(
        side_effect=[httpx.Response(503), httpx.Response(200, json=body("010"))]
    )
    respx.get(f"{BASE}/list.json").mock(side_effect=httpx.ConnectError("connection refused"))
    respx.get(f"{BASE}/fnlttSinglAcnt.json").respond(
        200, json=json.loads(json.dumps({"status": "000", "message": "정상", "list": []}))
    )
    async with httpx.AsyncClient() as http:
        client = OpenDartClient(
            http,
            api_key=KEY,
            base_url=BASE,
            policy=RetryPolicy(retries=1, random=lambda: 0.5, sleep=sleeps.sleep),
        )
        errors = []
        for call in (
            client.company("00126380"),
            client.disclosures("00126380", date(2024, 1, 1), date(2024, 2, 1)),
        ):
            try:
                await call
            except DataError as exc:
                errors.append(f"{exc!r} {exc} {exc.__cause__!r}")
        result = await client.key_accounts("00126380", 2023, "11011")
    assert len(errors) == 2
    everything = stream.getvalue() + "".join(errors) + repr(result)
    assert "HTTP Request" in stream.getvalue()  # httpx did log the URLs …
    assert KEY not in everything  # … and the key is gone from every line


async def test_quarterly_three_month_ytd_and_derived_q4(offline: OpenDartClient) -> None:
    q3 = await offline.quarterly("00164779", 2024, 3)
    assert q3 is not None and not q3.derived
    assert q3.three_months["revenue"] == 17_573_069_000_000
    q4 = await offline.quarterly("00164779", 2024, 4)
    assert q4 is not None and q4.derived
    ytd9 = q3.year_to_date["revenue"]
    assert ytd9 is not None and q4.three_months["revenue"] == 66_192_960_000_000 - ytd9
    assert q4.year_to_date["revenue"] == 66_192_960_000_000
    assert await offline.quarterly("00126380", 2024, 4, "OFS") is not None
    with pytest.raises(OfflineMissError):
        await offline.quarterly("00126380", 2024, 2)  # half-year report not in the bundle
