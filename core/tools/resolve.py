"""``resolve_company``: a company name or code → corp code, stock code and official name."""

from __future__ import annotations

import json
import re
from collections.abc import Awaitable, Callable

from pydantic import BaseModel, Field

from core.data.companies import Company, CompanyIndex
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
    index = ctx.need_companies()
    resolution = index.resolve(args.name)
    matches = resolution.candidates
    if not matches:
        raise ToolError(f"no listed company matches {args.name!r}", tool="resolve_company")
    best = matches[0]
    payload = {
        "query": args.name,
        "ambiguous": resolution.ambiguous,
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
    if resolution.ambiguous:
        summary += f" 외 {len(matches) - 1}곳"
    return ToolOutput(json.dumps(payload, ensure_ascii=False), summary)


_PARTICLES = (
    "에서는",
    "으로",
    "에서",
    "이랑",
    "하고",
    "과의",
    "와의",
    "의",
    "은",
    "는",
    "이",
    "가",
    "을",
    "를",
    "과",
    "와",
    "도",
    "랑",
    "에",
    "로",
)
_TOKEN = re.compile(r"[0-9A-Za-z가-힣&().]+")


def mentioned_companies(index: CompanyIndex, query: str, limit: int = 4) -> list[Company]:
    """Companies named exactly (by name, alias or code) in a question, in order of mention."""
    found: list[Company] = []
    for token in _TOKEN.findall(query):
        candidates = [token] + [
            token[: -len(p)] for p in _PARTICLES if token.endswith(p) and len(token) > len(p)
        ]
        for candidate in candidates:
            matches = index.lookup(candidate, limit=2)
            if matches and matches[0].confidence >= 0.95 and matches[0].company.listed:
                if matches[0].company not in found:
                    found.append(matches[0].company)
                break
        if len(found) >= limit:
            break
    return found


def company_prelude(index: CompanyIndex) -> Callable[[str], Awaitable[str]]:
    """An agent prelude that puts the companies a question names into the system prompt."""

    async def prelude(query: str) -> str:
        companies = mentioned_companies(index, query)
        if not companies:
            return ""
        lines = [f"- {c.name}: stock_code {c.stock_code}, corp_code {c.corp_code}" for c in companies]
        return "Companies named in the question (resolved from OpenDART's corp-code list):\n" + "\n".join(
            lines
        )

    return prelude
