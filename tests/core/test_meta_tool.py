from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest
from pydantic import BaseModel

from core import faces
from core.agent.events import Done, ToolProgress
from core.errors import DataInputError, ToolError
from core.scripted import ScriptedModel, call_tool, call_tools, say
from core.tools import ToolContext, ToolRegistry, tool
from core.tools.meta import MetaTool, QueryArgs
from tests.conftest import make_agent


class Code(BaseModel):
    stock_code: str


@tool("get_price")
async def get_price(args: Code, ctx: ToolContext) -> dict[str, object]:
    """Price."""
    return {
        "data": {"price": 53_600, "code": args.stock_code},
        "sources": ["KIS 시세 (2024-12-27 15:30 KST)"],
    }


@tool("get_missing")
async def get_missing(args: Code, ctx: ToolContext) -> dict[str, object]:
    """Always empty."""
    raise DataInputError("no such filing", source="opendart", code="013")


@tool("get_slow")
async def get_slow(args: Code, ctx: ToolContext) -> dict[str, object]:
    """Never returns."""
    await asyncio.Event().wait()
    return {}


META = MetaTool(faces.SEARCH, "Search.", [get_price, get_missing, get_slow], timeout_s=0.05)


async def test_router_runs_chosen_sub_tools_concurrently_and_merges() -> None:
    fast = ScriptedModel(
        [
            call_tools(
                ("get_price", {"stock_code": "005930"}),
                ("get_price", {"stock_code": "000660"}),
                ("get_missing", {"stock_code": "005930"}),
                ("get_slow", {"stock_code": "1"}),
            )
        ]
    )
    progress: list[str] = []

    async def record(text: str) -> None:
        progress.append(text)

    output = await META.tool().invoke(
        {"query": "삼성전자와 하이닉스 주가"}, ToolContext(fast_model=fast, progress=record)
    )
    payload = json.loads(output.content)
    assert payload["data"] == {
        "get_price": {"price": 53_600, "code": "005930"},
        "get_price(000660)": {"price": 53_600, "code": "000660"},
    }
    assert payload["sources"] == ["KIS 시세 (2024-12-27 15:30 KST)"]  # deduplicated
    assert [e["tool"] for e in payload["errors"]] == ["get_missing", "get_slow"]
    assert "timed out" in payload["errors"][1]["error"]
    assert output.summary == "2/4개 조회, 실패 2"
    assert "get_price(005930) ✓" in progress and "get_slow(1) ⚠️ 시간 초과" in progress
    request = fast.requests[0]
    assert request.purpose == "router:korean_financial_search"
    assert [t.name for t in request.tools] == ["get_price", "get_missing", "get_slow"]


async def test_router_failures_are_tool_errors() -> None:
    with pytest.raises(ToolError, match="chose no data tool"):
        await META.run(QueryArgs(query="날씨"), ToolContext(fast_model=ScriptedModel([say("모르겠어요")])))
    with pytest.raises(ToolError, match="every data call failed"):
        await META.run(
            QueryArgs(query="xy"),
            ToolContext(fast_model=ScriptedModel([call_tool("get_missing", stock_code="1")])),
        )
    with pytest.raises(ToolError, match="no fast model"):
        await META.run(QueryArgs(query="xy"), ToolContext())


async def test_sub_tool_progress_reaches_the_agent_events(tmp_path: Path) -> None:
    main = ScriptedModel([call_tool("korean_financial_search", query="삼성전자 주가"), say("ok"), say("답")])
    fast = ScriptedModel([call_tool("get_price", stock_code="005930")])
    agent = make_agent(main, tmp_path, ToolRegistry([META.tool()]))
    agent._tool_context = ToolContext(fast_model=fast)
    events = [e async for e in agent.run("삼성전자 주가")]
    assert isinstance(events[-1], Done)
    assert [e.text for e in events if isinstance(e, ToolProgress)] == [
        "get_price(005930) …",
        "get_price(005930) ✓",
    ]


@tool("get_price_after_token_wait")
async def get_price_after_token_wait(args: Code, ctx: ToolContext) -> dict[str, object]:
    """Waits for a KIS token (longer than the sub-tool timeout), then answers."""
    from core.data.kis.token import TOKEN_WAIT

    hook = TOKEN_WAIT.get()
    assert hook is not None, "the meta-tool listens for token waits"
    hook(0.5)
    await asyncio.sleep(0.15)  # three times the 0.05 s timeout: only the extension lets it finish
    return {"data": {"price": 53_600}, "sources": []}


async def test_a_kis_token_wait_extends_the_sub_tool_deadline_and_shows_it() -> None:
    meta = MetaTool(faces.SEARCH, "Search.", [get_price_after_token_wait], timeout_s=0.05)
    fast = ScriptedModel([call_tool("get_price_after_token_wait", stock_code="005930")])
    progress: list[str] = []

    async def record(text: str) -> None:
        progress.append(text)

    output = await meta.tool().invoke(
        {"query": "삼성전자 주가"}, ToolContext(fast_model=fast, progress=record)
    )
    assert json.loads(output.content)["data"]["get_price_after_token_wait"] == {"price": 53_600}
    assert any("KIS 토큰 발급 대기" in line for line in progress) and output.failures == ()
