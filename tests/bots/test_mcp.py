"""``dexter mcp`` driven by the official SDK's own client: stdio (the real command as a subprocess, on
the recorded data), streamable HTTP behind its bearer token, and a filing read in-process."""

from __future__ import annotations

import asyncio
import base64
import json
import os
import secrets
import socket
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import httpx
import httpx2
import mcp_types as types
import pytest
import pytest_asyncio
from mcp import Client
from mcp.client.stdio import StdioServerParameters
from mcp.client.streamable_http import streamable_http_client

from bots.mcp.server import build_server
from bots.mcp.tools import research_tools
from core.config import Settings
from core.data import recorded
from core.data.cache import Cache
from core.data.dart.client import OpenDartClient
from core.data.services import DataServices
from core.store import SqliteStore
from core.tools.research import METRICS_SUB_TOOLS, SEARCH_SUB_TOOLS
from tests.conftest import companies
from tests.core.data.test_dart_document import filing_zip

DEXTER = str(Path(sys.executable).with_name("dexter"))
ANNUAL_2023 = "20240312000736"  # 삼성전자 사업보고서 (2023.12)
#: 삼성전자 FY2023 연결 영업이익, as OpenDART reported it (recorded data)
OPERATING_INCOME_2023 = 6_566_976_000_000


def _env(home: Path, **extra: str) -> dict[str, str]:
    keep = {k: v for k, v in os.environ.items() if k in ("PATH", "HOME", "LANG", "SYSTEMROOT")}
    return {**keep, "DEXTER_HOME": str(home), "DEXTER_LOG_LEVEL": "warning", **extra}


def _text(result: types.CallToolResult, index: int = 0) -> str:
    block = result.content[index]
    assert isinstance(block, types.TextContent), block
    return block.text


def _payload(result: types.CallToolResult) -> dict[str, Any]:
    assert not result.is_error, result.content
    return dict(json.loads(_text(result, -1)))


def _stdio(home: Path) -> Client:
    """``dexter mcp --offline`` as a desktop assistant starts it."""
    return Client(StdioServerParameters(command=DEXTER, args=["mcp", "--offline"], env=_env(home)))


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def stdio(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Client]:
    """One ``dexter mcp --offline`` process for the stdio tests below, as an assistant keeps one for a
    session (each start costs ~2.5 s of CPU). The client is entered and left in a task of its own —
    the SDK's task group must be left in the task that entered it, and the fixture's setup and
    teardown need not run in one — and the tests call it from theirs."""
    entered: asyncio.Future[Client] = asyncio.get_running_loop().create_future()
    leave = asyncio.Event()

    async def hold() -> None:
        async with _stdio(tmp_path_factory.mktemp("mcp-home")) as client:
            entered.set_result(client)
            await leave.wait()

    holder = asyncio.create_task(hold())
    first: list[asyncio.Future[Any]] = [holder, entered]
    await asyncio.wait(first, return_when=asyncio.FIRST_COMPLETED)
    if not entered.done():  # the process died or the handshake failed: say why
        await holder
    yield entered.result()
    leave.set()
    await holder


@pytest.mark.asyncio(loop_scope="module")
async def test_the_tools_are_listed_once_and_answer_from_the_filings(stdio: Client) -> None:
    listed = {t.name: t for t in (await stdio.list_tools()).tools}
    expected = {t.name for t in (*SEARCH_SUB_TOOLS, *METRICS_SUB_TOOLS)}
    expected |= {"resolve_company", "company_card", "read_filing", "make_chart"}
    assert set(listed) == expected
    assert listed["get_key_accounts"].input_schema["required"] == ["company", "year"]
    assert all(t.description for t in listed.values())

    # figures and sources come from the filing
    result = await stdio.call_tool("get_key_accounts", {"company": "삼성전자", "year": 2023})
    payload = _payload(result)
    accounts = payload["data"]["연결"]["accounts"]
    operating = next(v for k, v in accounts.items() if k.startswith("영업이익") and "률" not in k)
    assert operating["current"]["won"] == OPERATING_INCOME_2023
    assert operating["current"]["text"] == "6.57조원"
    assert any("dart.fss.or.kr" in s for s in payload["sources"])

    resolved = _payload(await stdio.call_tool("resolve_company", {"name": "하이닉스"}))
    assert "000660" in json.dumps(resolved, ensure_ascii=False)

    card = _payload(await stdio.call_tool("company_card", {"company": "005930"}))
    assert card["data"]["company"]["stock_code"] == "005930"
    assert card["data"]["card"].startswith("## 삼성전자 (005930)")
    assert card["sources"]
    english = _payload(await stdio.call_tool("company_card", {"company": "005930", "lang": "en"}))
    assert english["data"]["card"].startswith("## Samsung Electronics (삼성전자) · 005930")
    assert english["sources"] == card["sources"]

    # a chart is a PNG with its figures
    result = await stdio.call_tool("make_chart", {"company": "005930", "kind": "earnings"})
    assert not result.is_error
    image = result.content[0]
    assert isinstance(image, types.ImageContent) and image.mime_type == "image/png"
    assert base64.b64decode(image.data).startswith(b"\x89PNG")
    facts = json.loads(_text(result, 1))
    years = {row["fiscal_year"]: row for row in facts["data"]["annual"]}
    assert years[2023]["operating_income"]["won"] == OPERATING_INCOME_2023
    assert facts["sources"]


#: an argument for every required property the research tools have
ARGUMENTS: dict[str, Any] = {
    "company": "005930",
    "name": "삼성전자",
    "year": 2023,
    "quarter": 3,
    "companies": ["005930", "000660"],
    "rcept_no": ANNUAL_2023,
}
#: the recorded quarters are 2024's
OVERRIDES: dict[str, dict[str, Any]] = {"get_quarterly_results": {"year": 2024}}
#: what the recorded bundle does not hold: a clear tool error, not a crash
NOT_RECORDED = {"get_market_index", "read_filing"}


@pytest.mark.asyncio(loop_scope="module")
async def test_every_listed_tool_is_called_and_answers_with_its_sources(stdio: Client) -> None:
    listed = (await stdio.list_tools()).tools
    for tool in listed:
        arguments = {name: ARGUMENTS[name] for name in tool.input_schema.get("required", [])}
        arguments |= OVERRIDES.get(tool.name, {})
        result = await stdio.call_tool(tool.name, arguments)
        if tool.name in NOT_RECORDED:
            assert result.is_error and "오프라인 데모 데이터에 없는 항목" in _text(result), tool.name
            continue
        payload = _payload(result)
        assert payload.get("data") or payload.get("candidates"), tool.name
    assert len(listed) == len(research_tools())


@pytest.mark.asyncio(loop_scope="module")
async def test_bad_arguments_and_unknown_tools_are_tool_errors_not_crashes(stdio: Client) -> None:
    too_early = await stdio.call_tool("get_key_accounts", {"company": "삼성전자", "year": 1800})
    assert too_early.is_error and "year" in _text(too_early)
    missing = await stdio.call_tool("get_key_accounts", {"year": 2023})
    assert missing.is_error and "company" in _text(missing)
    nobody = await stdio.call_tool("get_key_accounts", {"company": "없는회사이름", "year": 2023})
    assert nobody.is_error and "회사를 찾지 못했습니다" in _text(nobody)
    unknown = await stdio.call_tool("get_everything", {})
    assert unknown.is_error and "없는 도구" in _text(unknown)
    offline_miss = await stdio.call_tool("read_filing", {"rcept_no": ANNUAL_2023})
    assert offline_miss.is_error and "오프라인 데모 데이터에 없는 항목" in _text(offline_miss)
    # the server is still there after all of that
    assert _payload(await stdio.call_tool("resolve_company", {"name": "005930"}))


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def _start_http(home: Path, token: str) -> tuple[asyncio.subprocess.Process, str]:
    port = _free_port()
    process = await asyncio.create_subprocess_exec(
        DEXTER,
        *("mcp", "--http", "--port", str(port), "--offline"),
        env=_env(home, DEXTER_MCP_TOKEN=token),
        stdout=asyncio.subprocess.DEVNULL,
        stderr=asyncio.subprocess.PIPE,
    )
    url = f"http://127.0.0.1:{port}/mcp"
    async with httpx.AsyncClient() as http:
        for _ in range(600):  # until it listens (or has died)
            if process.returncode is not None:
                raise AssertionError(await process.stderr.read() if process.stderr else b"")
            try:
                await http.get(url, timeout=1.0)
                return process, url
            except httpx.TransportError:
                await asyncio.sleep(0.05)
    raise AssertionError("dexter mcp --http did not listen")


async def test_http_refuses_a_missing_or_wrong_token_and_serves_the_right_one(tmp_path: Path) -> None:
    token = secrets.token_urlsafe(24)
    process, url = await _start_http(tmp_path, token)
    try:
        hello = {"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {}}
        async with httpx.AsyncClient() as http:
            assert (await http.post(url, json=hello)).status_code == 401
            wrong = {"Authorization": f"Bearer {token}x"}
            assert (await http.post(url, json=hello, headers=wrong)).status_code == 401
        headers = {"Authorization": f"Bearer {token}"}
        async with (
            httpx2.AsyncClient(headers=headers, timeout=30) as http2,
            Client(streamable_http_client(url, http_client=http2)) as client,
        ):
            names = {t.name for t in (await client.list_tools()).tools}
            assert "get_key_accounts" in names
            payload = _payload(await client.call_tool("resolve_company", {"name": "삼성전자"}))
            assert "005930" in json.dumps(payload, ensure_ascii=False)
    finally:
        process.terminate()
        await process.wait()
    assert process.stderr is not None
    assert token not in (await process.stderr.read()).decode(errors="replace")


async def test_http_without_a_token_does_not_start(tmp_path: Path) -> None:
    process = await asyncio.create_subprocess_exec(
        DEXTER,
        *("mcp", "--http", "--port", str(_free_port()), "--offline"),
        env=_env(tmp_path),
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    out, err = await process.communicate()
    assert process.returncode == 2
    assert "DEXTER_MCP_TOKEN" in (out + err).decode()
    assert b"Traceback" not in err


def _document(request: httpx.Request) -> httpx.Response:
    if request.url.path.endswith("document.xml"):
        if request.url.params["rcept_no"] == ANNUAL_2023:
            return httpx.Response(200, content=filing_zip(encoding="euc-kr"))
        return httpx.Response(
            200, text="<result><status>014</status><message>파일이 없습니다</message></result>"
        )
    return recorded.handler(request)


async def test_a_filing_is_read_by_outline_then_by_section(tmp_path: Path) -> None:
    async with (
        SqliteStore(tmp_path / "d.db") as store,
        httpx.AsyncClient(transport=httpx.MockTransport(_document)) as http,
    ):
        dart = OpenDartClient(http, api_key="offline", base_url="https://opendart.fss.or.kr/api")
        data = DataServices(Settings(DEXTER_HOME=str(tmp_path)), store, Cache(store), companies(), _dart=dart)
        async with Client(build_server(data)) as client:
            outline = _payload(await client.call_tool("read_filing", {"rcept_no": ANNUAL_2023}))
            assert "사업의 내용" in outline["data"]["outline"]
            assert outline["sources"] == [f"https://dart.fss.or.kr/dsaf001/main.do?rcpNo={ANNUAL_2023}"]
            section = _payload(
                await client.call_tool("read_filing", {"rcept_no": ANNUAL_2023, "section": "사업의내용"})
            )
            assert "사업의 내용" in section["data"]["section"] and section["data"]["text"]
            absent = await client.call_tool("read_filing", {"rcept_no": ANNUAL_2023, "section": "없는 장"})
            assert absent.is_error and "사업의 내용" in _text(absent)  # the outline to pick from
            malformed = await client.call_tool("read_filing", {"rcept_no": "2024-03"})
            assert malformed.is_error and "14자리" in _text(malformed)
    assert len(research_tools()) == len({t.name for t in research_tools()})
