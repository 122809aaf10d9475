"""read_korean_filings on a realistic DART-XML zip (malformed entities, CP949) behind the real client."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from datetime import datetime
from pathlib import Path

import httpx
import pytest

from core.clock import KST
from core.config import Settings
from core.data import recorded
from core.data.cache import Cache
from core.data.dart.client import OpenDartClient
from core.data.services import DataServices
from core.errors import ToolError
from core.scripted import ScriptedModel, call_tool
from core.store import SqliteStore
from core.tools import ToolContext
from core.tools.filings import read_korean_filings
from tests.conftest import companies
from tests.core.data.test_dart_document import filing_zip

ANNUAL_2023 = "20240312000736"  # 사업보고서 (2023.12), served as CP949
HALF_2024 = "20240814003284"  # 반기보고서 (2024.06), served as UTF-8


def handler(request: httpx.Request) -> httpx.Response:
    if request.url.path.endswith("document.xml"):
        rcept_no = request.url.params["rcept_no"]
        if rcept_no == ANNUAL_2023:
            return httpx.Response(200, content=filing_zip(encoding="euc-kr"))
        if rcept_no == HALF_2024:
            return httpx.Response(200, content=filing_zip())
        return httpx.Response(
            200, text="<result><status>014</status><message>파일이 없습니다</message></result>"
        )
    return recorded.handler(request)


@pytest.fixture
async def ctx(tmp_path: Path) -> AsyncIterator[ToolContext]:
    async with (
        SqliteStore(tmp_path / "d.db") as store,
        httpx.AsyncClient(transport=httpx.MockTransport(handler)) as http,
    ):
        dart = OpenDartClient(http, api_key="offline", base_url="https://opendart.fss.or.kr/api")
        data = DataServices(Settings(DEXTER_HOME=str(tmp_path)), store, Cache(store), companies(), _dart=dart)
        yield ToolContext(data=data)


async def test_two_step_routing_reads_the_chosen_sections(ctx: ToolContext) -> None:
    fast = ScriptedModel(
        [
            call_tool("select_filings", rcept_nos=[ANNUAL_2023, "99999999999999"]),
            call_tool(
                "select_sections",
                picks=[
                    {"rcept_no": ANNUAL_2023, "title": "II. 사업의 내용"},
                    {"rcept_no": ANNUAL_2023, "title": "없는 섹션"},
                ],
            ),
        ]
    )
    progress: list[str] = []

    async def record(text: str) -> None:
        progress.append(text)

    # The recorded disclosure list ends in 2024: read filings as if it were early 2025.
    context = ToolContext(
        data=ctx.data,
        fast_model=fast,
        progress=record,
        clock=lambda: datetime(2025, 1, 15, 9, 0, tzinfo=KST),
    )
    output = await read_korean_filings.invoke({"query": "삼성전자 사업보고서의 사업 내용 요약"}, context)
    payload = json.loads(output.content)
    fast.assert_done()
    assert payload["company"] == "삼성전자"
    [section] = payload["data"]
    assert section["section"] == "II. 사업의 내용" and section["filing"] == "사업보고서 (2023.12)"
    assert "DX 부문 | TV, 모니터 등 | 1,699,923 | 65.7%" in section["text"]  # CP949 + &nbsp; recovered
    assert payload["sources"] == [f"https://dart.fss.or.kr/dsaf001/main.do?rcpNo={ANNUAL_2023}"]
    assert payload["errors"] == [
        {"pick": {"rcept_no": ANNUAL_2023, "title": "없는 섹션"}, "error": "section not found"}
    ]
    first_prompt = fast.requests[0].messages[0].content  # type: ignore[union-attr]
    assert ANNUAL_2023 in first_prompt and "반기보고서 (2024.06)" in first_prompt
    outline_prompt = fast.requests[1].messages[0].content  # type: ignore[union-attr]
    assert "II. 사업의 내용" in outline_prompt and "VII. 주주에 관한 사항" in outline_prompt
    assert any("문서 읽는 중" in p for p in progress)


async def test_reader_needs_a_company_and_a_router(ctx: ToolContext) -> None:
    with pytest.raises(ToolError, match="no fast model"):
        await read_korean_filings.invoke({"query": "삼성전자 사업 내용"}, ctx)
    context = ToolContext(data=ctx.data, fast_model=ScriptedModel([]))
    with pytest.raises(ToolError, match="name the company"):
        await read_korean_filings.invoke({"query": "요즘 반도체 업황"}, context)
