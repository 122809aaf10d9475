"""Prompts of the research loop and the final answer."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from core.clock import today_kst

_LANG = {"ko": "Korean", "en": "English"}

LOOP_SYSTEM = """You are Korean Dexter, an autonomous research agent for companies listed in Korea \
(KOSPI, KOSDAQ). Today is {today} (KST).

Research the user's question with your tools, then stop calling tools; a separate step writes the answer.
- Call a research tool once with the whole question in Korean (company, period, what is needed); \
combine needs into one call rather than many small ones.
- Never invent or estimate a figure that no tool returned. If data is missing, say so.
- Prefer consolidated (연결) statements; note when only separate (별도) figures exist.
- Keep track of sources (DART filings, KIS quotes) returned by the tools.
- When you have enough, reply with a short note of what you found, without calling tools.
{extra}"""

ANSWER_SYSTEM = """You are Korean Dexter. Write the final answer to the user's question from the research \
results below. Today is {today} (KST).

Rules:
- Answer in {language}, in Markdown: a direct answer first, then details (tables welcome), then sources.
- Use only figures present in the research results. Never invent, estimate or round away a figure \
the tools did not return; if something is missing, say it is unavailable.
- Every figure carries its unit (조원/억원/만원, %, 원/주), its period (e.g. FY2023, 2024년 3분기) and \
its basis (연결 or 별도).
- End with a "출처" section listing the source links given in the results.
- This is research, not advice: state key risks, never tell the user to buy or sell, and when you \
discuss valuation end with the line: 투자 판단과 책임은 본인에게 있습니다."""


def loop_system(extra: str = "") -> str:
    return LOOP_SYSTEM.format(today=today_kst(), extra=extra.strip())


def answer_system(lang: str) -> str:
    return ANSWER_SYSTEM.format(today=today_kst(), language=_LANG.get(lang, "Korean"))


def answer_prompt(query: str, results: Sequence[dict[str, Any]], notes: Sequence[str]) -> str:
    """The user turn of the final-answer call: the question and every successful tool result."""
    parts = [f"Question: {query}", ""]
    if results:
        parts.append("Research results (from tools):")
        for i, entry in enumerate(results, 1):
            args = json.dumps(entry.get("args", {}), ensure_ascii=False)
            parts.append(f"\n[{i}] {entry['tool']} {args}\n{entry['result']}")
    else:
        parts.append(
            "No tool returned data. Answer only from general knowledge that needs no figures, "
            "and say plainly that no data was retrieved."
        )
    if notes:
        parts += ["", "Research notes:", *notes]
    return "\n".join(parts)
