"""``read_korean_filings``: read the text of DART filings in two routed steps.

1. The fast model picks filings from the company's disclosure list (``select_filings``).
2. It picks chapters/sections from each filing's outline (``select_sections``).
The chosen sections' text comes back within a character budget, with DART viewer links as sources.
"""

from __future__ import annotations

import json
from datetime import timedelta
from typing import Any

from pydantic import BaseModel

from core import faces
from core.clock import today_kst
from core.data.companies.mentions import mentioned_companies
from core.data.dart.client import viewer_url
from core.data.dart.document import FilingDocument
from core.data.dart.wire import DisclosureRow
from core.errors import DexterError, ToolError
from core.model import ModelRequest, ToolSpec, UserMessage, complete
from core.tools.meta import QueryArgs
from core.tools.registry import Tool, ToolContext, ToolOutput

TEXT_BUDGET = 12_000
MAX_FILINGS = 3


class _Sections(BaseModel):
    picks: list[dict[str, str]]


SELECT_FILINGS = ToolSpec(
    "select_filings",
    "Choose the filings to read (at most 3), by rcept_no.",
    {
        "type": "object",
        "properties": {"rcept_nos": {"type": "array", "items": {"type": "string"}, "maxItems": 3}},
        "required": ["rcept_nos"],
    },
)
SELECT_SECTIONS = ToolSpec(
    "select_sections",
    "Choose the sections to read: a list of {rcept_no, title} using titles exactly as in the outlines.",
    {
        "type": "object",
        "properties": {
            "picks": {
                "type": "array",
                "items": {
                    "type": "object",
                    "properties": {"rcept_no": {"type": "string"}, "title": {"type": "string"}},
                    "required": ["rcept_no", "title"],
                },
            }
        },
        "required": ["picks"],
    },
)
SYSTEM = (
    "You choose which parts of Korean DART filings answer a research request. Today is {today} (KST). "
    "Call the tool; do not answer in text."
)


async def _route(ctx: ToolContext, prompt: str, spec: ToolSpec) -> dict[str, Any]:
    assert ctx.fast_model is not None
    request = ModelRequest(
        SYSTEM.format(today=today_kst()),
        (UserMessage(prompt),),
        (spec,),
        max_tokens=800,
        purpose=f"router:read_korean_filings:{spec.name}",
    )
    response = await complete(ctx.fast_model, request)
    calls = [c for c in response.tool_calls if c.name == spec.name]
    if not calls:
        raise ToolError(
            f"read_korean_filings: the router did not call {spec.name}", tool="read_korean_filings"
        )
    return calls[0].arguments


async def read_korean_filings_fn(args: QueryArgs, ctx: ToolContext) -> ToolOutput:
    data = ctx.need_data()
    if ctx.fast_model is None:
        raise ToolError("read_korean_filings: no fast model configured", tool="read_korean_filings")
    companies = mentioned_companies(data.companies, args.query, limit=1)
    if not companies:
        raise ToolError(
            "read_korean_filings: name the company in the query (회사명 또는 종목코드)",
            tool="read_korean_filings",
        )
    company = companies[0]
    today = ctx.today()
    rows = await data.dart.disclosure_list(
        company.corp_code, today - timedelta(days=3 * 365), today, max_pages=1
    )
    if not rows:
        raise ToolError(
            f"read_korean_filings: {company.name}의 최근 3년 공시가 없습니다", tool="read_korean_filings"
        )
    listing = "\n".join(f"{r.rcept_no} {r.rcept_dt} {r.report_nm}" for r in rows[:60])
    await ctx.progress(f"{company.name} 공시 {len(rows)}건 중 선택")
    chosen = await _route(
        ctx, f"Request: {args.query}\n\nFilings of {company.name}:\n{listing}", SELECT_FILINGS
    )
    known = {r.rcept_no: r for r in rows}
    rcept_nos = [n for n in chosen.get("rcept_nos", []) if n in known][:MAX_FILINGS]
    if not rcept_nos:
        raise ToolError("read_korean_filings: no listed filing was chosen", tool="read_korean_filings")
    documents: dict[str, FilingDocument] = {}
    errors: list[dict[str, Any]] = []
    for rcept_no in rcept_nos:
        await ctx.progress(f"{known[rcept_no].report_nm} 문서 읽는 중")
        try:
            documents[rcept_no] = await data.dart.filing(rcept_no)
        except DexterError as exc:
            errors.append({"rcept_no": rcept_no, "error": str(exc)})
    if not documents:
        raise ToolError(
            "read_korean_filings: " + "; ".join(e["error"] for e in errors), tool="read_korean_filings"
        )
    texts, sources = await _read_sections(ctx, args.query, documents, known, errors)
    payload = {
        "query": args.query,
        "company": company.name,
        "data": texts,
        "sources": sources,
        "errors": errors,
    }
    return ToolOutput(json.dumps(payload, ensure_ascii=False), f"{company.name} 공시 {len(texts)}개 섹션")


async def _read_sections(
    ctx: ToolContext,
    query: str,
    documents: dict[str, FilingDocument],
    known: dict[str, DisclosureRow],
    errors: list[dict[str, Any]],
) -> tuple[list[dict[str, str]], list[str]]:
    """Step 2: route to sections by outline, then collect their text within the budget."""
    outlines = "\n\n".join(f"[{n}] {known[n].report_nm}\n{doc.outline()}" for n, doc in documents.items())
    routed = await _route(ctx, f"Request: {query}\n\nOutlines:\n{outlines}", SELECT_SECTIONS)
    picks = _Sections.model_validate(routed).picks
    texts: list[dict[str, str]] = []
    sources: list[str] = []
    used = 0
    for pick in picks:
        rcept_no = pick.get("rcept_no", "")
        doc = documents.get(rcept_no)
        section = doc.find(pick.get("title", "")) if doc else None
        if section is None:
            errors.append({"pick": pick, "error": "section not found"})
            continue
        text = section.full_text(max_chars=max(0, TEXT_BUDGET - used))
        used += len(text)
        texts.append({"filing": known[rcept_no].report_nm, "section": section.title, "text": text})
        if viewer_url(rcept_no) not in sources:
            sources.append(viewer_url(rcept_no))
        if used >= TEXT_BUDGET:
            break
    if not texts:
        raise ToolError(
            "read_korean_filings: none of the chosen sections could be read", tool="read_korean_filings"
        )
    return texts, sources


read_korean_filings = Tool(
    faces.FILINGS.name,
    "Read the text of a Korean company's DART filings (사업보고서 chapters such as 사업의 내용, 이사의 경영진단 "
    "및 분석의견, 위험 요인, 주요사항보고서 …) for qualitative questions: business description, strategy, risks, "
    "segments, litigation, governance. Two steps inside: it picks filings, then sections. Name the company "
    "in the query.",
    QueryArgs,
    read_korean_filings_fn,
    face=faces.FILINGS,
)
