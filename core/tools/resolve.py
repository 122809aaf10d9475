"""``resolve_company``: a company name or code → corp code, stock code and official name."""

from __future__ import annotations

import json

from pydantic import BaseModel, Field

from core.data.companies import CompanyIndex
from core.errors import ToolError
from core.tools.registry import ToolContext, ToolOutput, tool


class ResolveArgs(BaseModel):
    name: str = Field(
        description="회사명(한글/영문), 종목코드(6자리) 또는 DART 고유번호(8자리)", min_length=1
    )


@tool("resolve_company")
async def resolve_company(args: ResolveArgs, ctx: ToolContext) -> ToolOutput:
    """Resolve a Korean listed company's name or code to its DART corp_code and KRX stock_code.

    Returns ranked candidates with a confidence; when several are plausible, `ambiguous` is true.
    """
    index: CompanyIndex = ctx.service("companies", CompanyIndex)
    matches = index.lookup(args.name)
    if not matches:
        raise ToolError(f"no listed company matches {args.name!r}", tool="resolve_company")
    best = matches[0]
    ambiguous = best.confidence < 1.0 and len(matches) > 1
    payload = {
        "query": args.name,
        "ambiguous": ambiguous,
        "candidates": [
            {
                "corp_name": m.company.name,
                "corp_code": m.company.corp_code,
                "stock_code": m.company.stock_code,
                "eng_name": m.company.eng_name,
                "confidence": m.confidence,
                "match": m.how,
            }
            for m in matches
        ],
        "sources": ["OpenDART 고유번호 목록 (corpCode.xml)"],
    }
    summary = f"{best.company.name} ({best.company.stock_code or best.company.corp_code})"
    if ambiguous:
        summary += f" 외 {len(matches) - 1}곳"
    return ToolOutput(json.dumps(payload, ensure_ascii=False), summary)
