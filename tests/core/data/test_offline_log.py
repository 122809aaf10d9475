"""Offline data reads are logged as recorded, never as httpx's ``HTTP Request: GET https://opendart…``;
httpx's line for any other request stays."""

from __future__ import annotations

import logging

import httpx
import pytest

from core.data import recorded
from core.data.kis.offline import offline_transport


async def test_offline_reads_are_not_logged_as_http_requests(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="httpx")
    async with httpx.AsyncClient(transport=recorded.transport()) as dart:
        await dart.get("https://opendart.fss.or.kr/api/company.json", params={"corp_code": "00126380"})
    async with httpx.AsyncClient(transport=offline_transport()) as kis:
        await kis.post("https://openapi.koreainvestment.com:9443/oauth2/tokenP", json={})
    async with httpx.AsyncClient(transport=httpx.MockTransport(lambda _r: httpx.Response(204))) as other:
        await other.get("https://example.invalid/ping")
    lines = [r.getMessage() for r in caplog.records if r.name == "httpx"]
    assert lines == ['HTTP Request: GET https://example.invalid/ping "HTTP/1.1 204 No Content"'], lines
