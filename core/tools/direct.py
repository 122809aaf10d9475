"""Research tools that need no model: the company card, and a filing's outline or one of its sections
by receipt number. The MCP server offers them beside the sub-tools (``bots.mcp``); the agent reads
filings through ``read_korean_filings`` instead, which picks filings and sections with the fast model.

Both return ``{"data": …, "sources": [...]}`` like the sub-tools.
"""

from __future__ import annotations

import re
from typing import Any, Literal

from pydantic import BaseModel, Field

from core.data.dart.client import viewer_url
from core.errors import ToolError
from core.tools.card import build_card
from core.tools.card_render import render_card
from core.tools.error_words import error_words
from core.tools.registry import ToolContext, tool
from core.tools.sub.common import CompanyField, company_info, data_of, resolve

#: a section's text is cut here (a whole 사업보고서 chapter can be far longer than a reader wants at once)
SECTION_CHARS = 12_000
_RCEPT_NO = re.compile(r"\d{14}")


class CardArgs(BaseModel):
    company: str = CompanyField
    lang: Literal["ko", "en"] = Field(
        "ko", description="카드의 언어: ko (기본) 또는 en (영문 회사명, KRW trillion/billion 금액)"
    )


@tool("company_card")
async def company_card(args: CardArgs, ctx: ToolContext) -> dict[str, Any]:
    """회사 카드: 기업개요, 시세, 최근 연간·분기 실적과 주요 비율, 최근 공시를 Markdown 한 장으로 (연결 우선,
    각 수치의 공시 출처 포함)."""
    company = resolve(ctx, args.company)
    card = await build_card(data_of(ctx), company, today=ctx.today())
    filings = [part.statements.rcept_no for part in (card.annual, card.quarter) if part is not None]
    sources = [viewer_url(n) for n in filings if n]
    if card.quote is not None:
        sources.append(card.quote.source)
    text = render_card(card, args.lang)
    return {"data": {"company": company_info(company), "card": text}, "sources": sources}


class FilingArgs(BaseModel):
    rcept_no: str = Field(description="공시 접수번호 14자리 (get_disclosure_list의 rcept_no)")
    section: str | None = Field(
        None,
        description="읽을 장·절 제목의 일부 (예: '사업의 내용', '위험'); 비우면 목차만 돌려줍니다",
        max_length=100,
    )


@tool("read_filing")
async def read_filing(args: FilingArgs, ctx: ToolContext) -> dict[str, Any]:
    """공시 원문 읽기: section 없이 부르면 그 공시의 목차(장·절 제목), section을 주면 그 장·절의 본문
    (최대 12,000자)."""
    rcept_no = args.rcept_no.strip()
    if not _RCEPT_NO.fullmatch(rcept_no):
        raise ToolError(error_words(ctx.lang).bad_rcept_no.format(rcept_no=args.rcept_no), tool="read_filing")
    document = await data_of(ctx).dart.filing(rcept_no)
    filing = {"rcept_no": rcept_no, "title": document.title, "company": document.company}
    sources = [viewer_url(rcept_no)]
    if not args.section:
        return {"data": {**filing, "outline": document.outline()}, "sources": sources}
    section = document.find(args.section)
    if section is None:
        said = error_words(ctx.lang).no_section.format(section=args.section, outline=document.outline())
        raise ToolError(said, tool="read_filing")
    text = section.full_text(max_chars=SECTION_CHARS)
    return {"data": {**filing, "section": section.title, "text": text}, "sources": sources}
