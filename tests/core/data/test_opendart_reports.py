"""Periodic-report tables through the client, on the offline bundle (real 삼성전자 FY2023 samples)."""

from __future__ import annotations

from collections.abc import AsyncIterator

import httpx
import pytest
import respx

from core.data import recorded
from core.data.dart.client import OpenDartClient
from core.errors import OfflineMissError

BASE = "https://opendart.fss.or.kr/api"


@pytest.fixture
async def offline() -> AsyncIterator[OpenDartClient]:
    async with httpx.AsyncClient(transport=recorded.transport()) as http:
        yield OpenDartClient(http, api_key="offline", base_url=BASE)


async def test_dividends_pay_people_and_shares(offline: OpenDartClient) -> None:
    dividends = await offline.dividends("00126380", 2023)
    assert dividends.cash_per_share is not None and dividends.cash_per_share.current == 1_444
    assert dividends.cash_total is not None and dividends.cash_total.current == 9_809_438_000_000
    pay = await offline.top_pay("00126380", 2023)
    assert [p.total_won for p in pay.rows] == [17_265_000_000]
    assert len(await offline.executives("00126380", 2023)) >= 1
    assert len(await offline.employees("00126380", 2023)) >= 1
    assert len(await offline.share_counts("00126380", 2023)) >= 1
    assert len(await offline.largest_shareholders("00126380", 2023)) >= 1
    with pytest.raises(OfflineMissError):
        await offline.dividends("00164779", 2023)


@respx.mock
async def test_pay_uses_v2_for_reports_from_2026_and_falls_back() -> None:
    empty = {"status": "013", "message": "조회된 데이타가 없습니다."}
    v2 = respx.get(f"{BASE}/indvdlByPayV2.json").respond(200, json=empty)
    old = respx.get(f"{BASE}/indvdlByPay.json").respond(
        200,
        json={
            "status": "000",
            "message": "정상",
            "list": [
                {
                    "rcept_no": "20270310000001",
                    "corp_code": "00126380",
                    "corp_name": "삼성전자",
                    "nm": "홍길동",
                    "ofcps": "대표이사",
                    "mendng_totamt": "3,120,000,000",
                    "mendng_totamt_ct_incls_mendng": "-",
                    "stlm_dt": "2026-12-31",
                }
            ],
        },
    )
    async with httpx.AsyncClient() as http:
        client = OpenDartClient(http, api_key="k" * 40, base_url=BASE)
        pay = await client.top_pay("00126380", 2026)
    assert v2.call_count == 1 and old.call_count == 1
    assert [p.total_won for p in pay.rows] == [3_120_000_000]
