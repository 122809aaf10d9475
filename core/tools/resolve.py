"""``resolve_company``: a company name or code → corp code, stock code and official name; and the agent's
prelude naming the companies a question names (``core.data.companies.mentions``), read by the company-name
policy (``core.data.companies.name_policy``): a bare group name such as "삼성" stands for its dominant
company, with the reason kept for the prompt.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable

from pydantic import BaseModel, Field

from core import faces
from core.data.companies.english import english_name, named_in_english
from core.data.companies.mentions import abroad_or_unlisted, mentions, with_english_names
from core.data.companies.name_policy import read_name
from core.data.companies.not_listed import not_listed
from core.data.companies.resolver import CompanyIndex
from core.errors import ToolError
from core.tools.registry import ToolContext, ToolOutput, tool


class ResolveArgs(BaseModel):
    name: str = Field(
        description="회사명(한글/영문), 종목코드(6자리) 또는 DART 고유번호(8자리)", min_length=1
    )


@tool(face=faces.RESOLVE)
async def resolve_company(args: ResolveArgs, ctx: ToolContext) -> ToolOutput:
    """Resolve a Korean listed company's name or code to its DART corp_code and KRX stock_code.

    Returns ranked candidates with a confidence; when several are plausible, `ambiguous` is true.
    """
    index = ctx.need_companies()
    resolution = index.resolve(args.name)
    matches = resolution.candidates
    if not matches:
        elsewhere = not_listed(index, args.name)
        if elsewhere is not None:
            said = elsewhere.statement_in(ctx.lang)  # Korean, or English in an English call
            raise ToolError(f"not a Korean listed company: {said}", tool="resolve_company")
        raise ToolError(f"no listed company matches {args.name!r}", tool="resolve_company")
    best = matches[0]
    payload: dict[str, object] = {
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
    reading = read_name(index, args.name)
    if reading is not None:  # what the name is taken to mean, and why (see core.data.companies.name_policy)
        payload["reading"] = {
            "kind": reading.kind,
            "company": reading.company.name if reading.company is not None else None,
            "alternatives": [c.name for c in reading.alternatives],
            "why": reading.explain(),
            "note": reading.note,
        }
    summary = f"{best.company.name} ({best.company.stock_code or best.company.corp_code})"
    if resolution.ambiguous:
        summary += f" 외 {len(matches) - 1}곳"
    return ToolOutput(json.dumps(payload, ensure_ascii=False), summary)


def company_prelude(index: CompanyIndex) -> Callable[[str], Awaitable[str]]:
    """An agent prelude that puts the companies a question names into the system prompt: which
    company a group name was taken to mean and why, ties to ask about, names not listed in Korea."""

    async def prelude(query: str) -> str:
        named = with_english_names(index, query, mentions(index, query))
        lines: list[str] = []
        notes: list[str] = []
        for mention in named:
            company, reading = mention.company, mention.reading
            if company is not None:
                line = f"- {company.name}: stock_code {company.stock_code}, corp_code {company.corp_code}"
                english = english_name(company)
                line += (
                    f", in English {named_in_english(company)}" if english and english != company.name else ""
                )
                lines.append(line + (f" — {reading.explain()}" if reading is not None else ""))
            elif reading is not None:
                lines.append(f"- {reading.explain()}")
            if reading is not None and reading.note:
                notes.append(reading.note)
        lines += [f"- {elsewhere.statement}" for elsewhere in abroad_or_unlisted(index, query, named)]
        if not lines:
            return ""
        text = "Companies named in the question (resolved from OpenDART's corp-code list):\n" + "\n".join(
            lines
        )
        if notes:
            text += (
                "\nA company was assumed from a group name: start the answer with this line, as is, "
                "so the user sees the assumption and the alternatives:\n" + "\n".join(f"> {n}" for n in notes)
            )
        return text

    return prelude
