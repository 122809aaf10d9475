"""Keyless follow-ups: "그럼 2022년은?", "영업이익은?", "SK하이닉스는?" after a quick answer.

The conversation's earlier questions are read in order; each quick one (itself a follow-up or not)
becomes the context of the next, and a question that is not quick ends the chain. ``follow_up`` reads
the new question against the last context — what it does not name (company, metric, period, basis) is
taken from there — and only when the question alone is not a quick question.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from core.data.companies.resolver import CompanyIndex
from core.quick.model import QuickQuery, QuickRefusal
from core.quick.parse import parse_question


def quick_context(earlier: Sequence[str], companies: CompanyIndex, *, today: date) -> QuickQuery | None:
    """The last quick question of ``earlier`` (oldest first), follow-ups resolved; ``None`` when the
    last question was not a quick one."""
    context: QuickQuery | None = None
    for question in earlier:
        read = parse_question(question, companies, today=today)
        if not isinstance(read, QuickQuery) and context is not None:
            read = parse_question(question, companies, today=today, context=context)
        context = read if isinstance(read, QuickQuery) else None
    return context


def follow_up(
    text: str, earlier: Sequence[str], companies: CompanyIndex, *, today: date
) -> QuickQuery | QuickRefusal | None:
    """``text`` read as a follow-up of the conversation's last quick question, or ``None`` when it is
    a question of its own (or there is nothing to follow)."""
    if not earlier or isinstance(parse_question(text, companies, today=today), QuickQuery):
        return None
    context = quick_context(earlier, companies, today=today)
    if context is None:
        return None
    return parse_question(text, companies, today=today, context=context)
