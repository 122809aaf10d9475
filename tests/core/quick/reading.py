"""How the reader tests read a question: as the quick path's query, or not at all (deferred)."""

from __future__ import annotations

from datetime import date

from core.quick import QuickQuery, parse_question
from tests.conftest import companies

#: the day the chat sets' questions are read on (작년 = FY2025, not yet filed)
TODAY = date(2026, 11, 21)


def query(text: str) -> QuickQuery:
    """``text`` read as a quick query (the test fails otherwise)."""
    parsed = parse_question(text, companies(), today=TODAY)
    assert isinstance(parsed, QuickQuery), f"{text!r} → {parsed!r}"
    return parsed


def deferred(text: str) -> None:
    """``text`` is not a quick query: the agent (or a plain refusal) answers it."""
    parsed = parse_question(text, companies(), today=TODAY)
    assert not isinstance(parsed, QuickQuery), f"{text!r} → {parsed!r}"
