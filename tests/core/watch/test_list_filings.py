"""list.json for the watchlist (respx): every page followed, 013 is nothing, errors typed, never cached,
and the API key never in a log line or an error."""

from __future__ import annotations

import io
import json
from datetime import date
from typing import Any

import httpx
import pytest
import respx

from core.clock import VirtualClock
from core.data.cache import Cache
from core.data.dart.client import OpenDartClient
from core.errors import DataAuthError, DataError, DataQuotaError, DataTransientError
from core.logging import configure_logging
from core.retry import RetryPolicy
from core.watch import kind_tag, list_filings
from core.watch.filings import Filing

KEY = "fedcba9876543210fedcba9876543210fedcba98"
BASE = "https://opendart.fss.or.kr/api"
DAY = date(2026, 3, 16)


def row(n: int, corp: str = "00126380", name: str = "삼성전자") -> dict[str, str]:
    return {
        "corp_code": corp,
        "corp_name": name,
        "stock_code": "005930",
        "corp_cls": "Y",
        "report_nm": "주요사항보고서(자기주식취득결정)",
        "rcept_no": f"20260316{n:06d}",
        "flr_nm": name,
        "rcept_dt": "20260316",
        "rm": "유",
    }


def page(rows: list[dict[str, str]], *, page_no: int, total: int, size: int = 100) -> dict[str, Any]:
    return {
        "status": "000",
        "message": "정상",
        "page_no": page_no,
        "page_count": size,
        "total_count": total,
        "total_page": (total + size - 1) // size,
        "list": rows,
    }


def client(http: httpx.AsyncClient, sleeps: VirtualClock, cache: Cache | None = None) -> OpenDartClient:
    policy = RetryPolicy(retries=2, random=lambda: 0.5, sleep=sleeps.sleep)
    return OpenDartClient(http, api_key=KEY, base_url=BASE, policy=policy, cache=cache)


@respx.mock
async def test_every_page_of_the_all_company_list_is_read(sleeps: VirtualClock) -> None:
    route = respx.get(f"{BASE}/list.json").mock(
        side_effect=[
            httpx.Response(200, json=page([row(i) for i in range(100)], page_no=1, total=230)),
            httpx.Response(200, json=page([row(i) for i in range(100, 200)], page_no=2, total=230)),
            httpx.Response(200, json=page([row(i) for i in range(200, 230)], page_no=3, total=230)),
        ]
    )
    async with httpx.AsyncClient() as http:
        rows, calls, total = await list_filings(client(http, sleeps), DAY, DAY)
    assert (len(rows), calls, total) == (230, 3, 230)
    assert len({r["rcept_no"] for r in rows}) == 230
    sent = [dict(call.request.url.params) for call in route.calls]
    assert [p["page_no"] for p in sent] == ["1", "2", "3"]
    assert all(p["bgn_de"] == p["end_de"] == "20260316" and p["page_count"] == "100" for p in sent)
    assert all("corp_code" not in p for p in sent)  # every company's filings in one list


@respx.mock
async def test_one_company_and_status_013_is_an_empty_list_not_an_error(sleeps: VirtualClock) -> None:
    route = respx.get(f"{BASE}/list.json").respond(
        200, json={"status": "013", "message": "조회된 데이타가 없습니다."}
    )
    async with httpx.AsyncClient() as http:
        rows, calls, total = await list_filings(client(http, sleeps), DAY, DAY, corp_code="00126380")
    assert (rows, calls, total) == ([], 1, 0)
    assert route.calls.last.request.url.params["corp_code"] == "00126380"
    assert sleeps.delays == []  # 013 is an answer, never retried


@respx.mock
async def test_polling_is_never_served_from_the_cache(sleeps: VirtualClock) -> None:
    """The client caches list.json for an hour (and 013 for a day) for questions; a poll must see a
    filing made a minute after the previous poll."""
    route = respx.get(f"{BASE}/list.json").mock(
        side_effect=[
            httpx.Response(200, json={"status": "013", "message": "없음"}),
            httpx.Response(200, json=page([row(1)], page_no=1, total=1)),
        ]
    )
    async with httpx.AsyncClient() as http:
        dart = client(http, sleeps, Cache())
        first, _, _ = await list_filings(dart, DAY, DAY, corp_code="00126380")
        second, _, _ = await list_filings(dart, DAY, DAY, corp_code="00126380")
    assert (first, [r["rcept_no"] for r in second]) == ([], ["20260316000001"])
    assert route.call_count == 2


@pytest.mark.parametrize(
    ("answer", "error", "calls"),
    [
        (httpx.Response(200, json={"status": "020", "message": "사용한도 초과"}), DataQuotaError, 1),
        (httpx.Response(200, json={"status": "011", "message": "사용할 수 없는 키"}), DataAuthError, 1),
        (httpx.Response(200, json={"status": "800", "message": "점검중"}), DataTransientError, 3),
        (httpx.Response(503), DataTransientError, 3),
    ],
)
@respx.mock
async def test_errors_are_typed_and_only_transient_ones_retried(
    sleeps: VirtualClock, answer: httpx.Response, error: type[DataError], calls: int
) -> None:
    route = respx.get(f"{BASE}/list.json").mock(return_value=answer)
    async with httpx.AsyncClient() as http:
        with pytest.raises(error):
            await list_filings(client(http, sleeps), DAY, DAY)
    assert route.call_count == calls


@respx.mock
async def test_the_key_never_reaches_a_log_line_or_an_error(sleeps: VirtualClock) -> None:
    stream = io.StringIO()
    configure_logging([KEY], level="DEBUG", stream=stream, json=True)
    respx.get(f"{BASE}/list.json").mock(
        side_effect=[httpx.ConnectError("connection refused")] * 3
        + [httpx.Response(200, json={"status": "010", "message": "등록되지 않은 키입니다."})]
    )
    errors = []
    async with httpx.AsyncClient() as http:
        dart = client(http, sleeps)
        for _ in range(2):
            try:
                await list_filings(dart, DAY, DAY)
            except DataError as exc:
                errors.append(f"{exc!r} {exc} {exc.__cause__!r}")
    assert len(errors) == 2
    logged = stream.getvalue()
    assert "HTTP Request" in logged  # httpx logged the URL, the key redacted
    assert KEY not in logged + "".join(errors)


def test_kind_tags_from_the_report_name_and_flags() -> None:
    cases = {
        ("사업보고서 (2025.12)", ""): "정기",
        ("[기재정정]반기보고서 (2025.06)", ""): "정기·정정",
        ("주요사항보고서(유상증자결정)", ""): "주요사항",
        ("주식등의대량보유상황보고서(일반)", ""): "지분",
        ("임원ㆍ주요주주특정증권등소유상황보고서", ""): "지분",
        ("증권신고서(지분증권)", ""): "발행",
        ("감사보고서 (2025.12)", ""): "감사",
        ("단일판매ㆍ공급계약체결", "유"): "거래소",
        ("[기재정정]현금ㆍ현물배당결정", "코"): "거래소·정정",
        ("대규모기업집단현황공시[분기별공시(개별회사용)]", "공"): "공정위",
        ("자기주식취득결과보고서", ""): "기타",
    }
    assert {case: kind_tag(*case) for case in cases} == cases


def test_a_filing_from_a_row_and_its_summary_question() -> None:
    filing = Filing.from_row(json.loads(json.dumps(row(7))))
    assert filing.url == "https://dart.fss.or.kr/dsaf001/main.do?rcpNo=20260316000007"
    assert filing.date == "2026-03-16" and filing.kind == "주요사항"
    assert filing.question() == (
        "삼성전자 주요사항보고서(자기주식취득결정) (접수번호 20260316000007) 공시 내용을 요약해줘"
    )
