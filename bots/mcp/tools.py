"""The research tools ``dexter mcp`` offers, and how one call's result becomes MCP content.

The tools are the product's own (``core.tools``): the same argument models (→ the input schemas),
the same data services (cache, rate limits, quotas) and the same sources as the agent's sub-tools.
Everything here works without a model key: the card, statements and metrics, disclosures and a
filing's sections, prices, and charts (a PNG as image content beside its figures).
"""

from __future__ import annotations

import base64
import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import mcp_types as types

from core.charts import ChartInputError, ChartRequest, build_chart
from core.errors import DexterError, ToolError, ToolInputError
from core.logging import get_logger
from core.tools.chart import ChartArgs
from core.tools.registry import Tool, ToolContext, ToolOutput, tool

log = get_logger(__name__)

#: what a tool error shows when the cause is ours, not the caller's (details stay in the log)
INTERNAL_ERROR = "도구 실행 중 내부 오류가 났습니다. 잠시 후 다시 시도해 주세요."


@dataclass(frozen=True, slots=True)
class ChartImage:
    """The PNG of a chart whose figures are the tool result's text."""

    png: bytes


@tool("make_chart")
async def chart(args: ChartArgs, ctx: ToolContext) -> ToolOutput:
    """주가 차트(kind=price: 1m/3m/1y/5y 종가·거래량, 52주 최고/최저) 또는 실적 차트(kind=earnings: 최근 5년
    매출액·영업이익·당기순이익과 영업이익률, 연결)를 PNG로 그립니다. 차트가 보여 주는 수치와 출처도 함께 돌려줍니다."""
    try:
        request = ChartRequest(args.company, args.kind, args.period)
        made = await build_chart(ctx.need_data(), request, today=ctx.today())
    except ChartInputError as exc:
        raise ToolError(exc.user_message, tool="make_chart") from None
    facts = {
        "data": {"chart": made.title, "summary": made.summary, **made.facts},
        "sources": list(made.sources),
    }
    return ToolOutput(json.dumps(facts, ensure_ascii=False), made.summary, value=ChartImage(made.png))


def research_tools() -> list[Tool[Any]]:
    """Every tool the server lists, each once (the sub-tools of both meta-tools, deduplicated)."""
    from core.tools.direct import company_card, read_filing
    from core.tools.research import METRICS_SUB_TOOLS, SEARCH_SUB_TOOLS
    from core.tools.resolve import resolve_company

    tools: dict[str, Tool[Any]] = {}
    every: list[Tool[Any]] = [resolve_company, company_card, *SEARCH_SUB_TOOLS, *METRICS_SUB_TOOLS]
    for t in [*every, read_filing, chart]:
        tools.setdefault(t.name, t)
    return list(tools.values())


def listing(tools: Sequence[Tool[Any]]) -> list[types.Tool]:
    return [
        types.Tool(name=t.name, description=t.description, input_schema=t.spec().parameters) for t in tools
    ]


async def call(
    tools: dict[str, Tool[Any]], name: str, arguments: dict[str, Any], ctx: ToolContext
) -> types.CallToolResult:
    """Run one tool; a bad argument or a data problem is a tool error the caller reads (never a crash)."""
    found = tools.get(name)
    if found is None:
        return _error(f"없는 도구입니다: {name!r} (tools/list로 목록을 확인하세요)")
    try:
        output = await found.invoke(arguments, ctx)
    except ToolInputError as exc:
        return _error(str(exc))
    except DexterError as exc:
        return _error(exc.shown())
    except Exception:
        log.exception("mcp_tool_failed", tool=name)
        return _error(INTERNAL_ERROR)
    if isinstance(output.value, ChartImage):
        image = base64.b64encode(output.value.png).decode("ascii")
        return types.CallToolResult(
            content=[
                types.ImageContent(data=image, mime_type="image/png"),
                types.TextContent(text=output.content),
            ]
        )
    return types.CallToolResult(content=[types.TextContent(text=output.content)])


def _error(text: str) -> types.CallToolResult:
    return types.CallToolResult(content=[types.TextContent(text=text)], is_error=True)
