"""The research tools ``dexter mcp`` offers, and how one call's result becomes MCP content.

The tools are the product's own (``core.tools``): the same argument models (→ the input schemas),
the same data services (cache, rate limits, quotas) and the same sources as the agent's sub-tools.
Everything here works without a model key: the card, statements and metrics, disclosures and a
filing's sections, prices, and charts (a PNG as image content beside its figures).
"""

from __future__ import annotations

import base64
import dataclasses
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

import mcp_types as types
from pydantic import Field

from core.charts import ChartInputError, ChartRequest, build_chart
from core.errors import DexterError, ToolError, ToolInputError
from core.lang import FORCED, Language, language_of
from core.logging import get_logger
from core.tools.chart import ChartArgs
from core.tools.registry import Tool, ToolContext, ToolOutput, tool

log = get_logger(__name__)

#: what a tool error shows when the cause is ours, not the caller's (details stay in the log)
INTERNAL_ERROR: dict[Language, str] = {
    "ko": "도구 실행 중 내부 오류가 났습니다. 잠시 후 다시 시도해 주세요.",
    "en": "An internal error occurred while running the tool. Please try again shortly.",
}
#: a tool the server does not have
UNKNOWN_TOOL: dict[Language, str] = {
    "ko": "없는 도구입니다: {name!r} (tools/list로 목록을 확인하세요)",
    "en": "There is no tool {name!r} (tools/list shows the tools).",
}


class ChartCallArgs(ChartArgs):
    lang: Literal["ko", "en"] | None = Field(
        None,
        description="차트 제목·축·캡션과 오류 문구의 언어: ko 또는 en (영문 회사명, KRW tn/bn 금액); "
        "비우면 인자의 언어 (회사명이 영어면 en, 아니면 ko)",
    )


@dataclass(frozen=True, slots=True)
class ChartImage:
    """The PNG of a chart whose figures are the tool result's text."""

    png: bytes


@tool("make_chart")
async def chart(args: ChartCallArgs, ctx: ToolContext) -> ToolOutput:
    """주가 차트(kind=price: 1m/3m/1y/5y 종가·거래량, 52주 최고/최저) 또는 실적 차트(kind=earnings: 최근 5년
    매출액·영업이익·당기순이익과 영업이익률, 연결)를 PNG로 그립니다. 차트가 보여 주는 수치와 출처도 함께 돌려줍니다."""
    try:
        request = ChartRequest(args.company, args.kind, args.period, ctx.lang)  # the call's language
        made = await build_chart(ctx.need_data(), request, today=ctx.today())
    except ChartInputError as exc:
        raise ToolError(exc.message_in(ctx.lang), tool="make_chart") from None
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


def call_language(setting: str, arguments: Mapping[str, Any]) -> Language:
    """The language of a call's chart and error texts: ``DEXTER_LANG`` when it forces one (``ko-only``,
    ``en``), else the call's ``lang`` argument, else its words' (``core.lang.language_of``: a company
    asked as "SK hynix" is English, "005930" or "삼성전자" Korean; a list's words count, as the companies
    of a peer comparison)."""
    forced = FORCED.get(setting.strip().lower())
    if forced is not None:
        return forced
    asked = arguments.get("lang")
    if asked == "en" or asked == "ko":
        return "en" if asked == "en" else "ko"
    values = [v for value in arguments.values() for v in (value if isinstance(value, list) else [value])]
    return language_of(" ".join(v for v in values if isinstance(v, str)))


async def call(
    tools: dict[str, Tool[Any]],
    name: str,
    arguments: dict[str, Any],
    ctx: ToolContext,
    *,
    setting: str = "ko",
) -> types.CallToolResult:
    """Run one tool; a bad argument or a data problem is a tool error the caller reads (never a crash),
    in the call's language (``call_language``; ``setting``: ``DEXTER_LANG``). A forced language is the
    ``lang`` of a tool that takes one (the card, the chart)."""
    lang = call_language(setting, arguments)
    found = tools.get(name)
    if found is None:
        return _error(UNKNOWN_TOOL[lang].format(name=name))
    if setting.strip().lower() in FORCED and "lang" in found.spec().parameters.get("properties", {}):
        arguments = {**arguments, "lang": lang}
    try:
        output = await found.invoke(arguments, dataclasses.replace(ctx, lang=lang))
    except ToolInputError as exc:
        return _error(str(exc))
    except DexterError as exc:
        return _error(exc.shown(lang))
    except Exception:
        log.exception("mcp_tool_failed", tool=name)
        return _error(INTERNAL_ERROR[lang])
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
