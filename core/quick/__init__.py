"""Quick answers: simple factual questions answered from the data layer, no language model.

``parse_question`` reads a question conservatively (``None`` unless every word is understood);
``answer_quick`` answers a ``QuickQuery`` from OpenDART; ``try_quick`` does both and also turns a
``QuickRefusal`` (unknown or foreign company, period not disclosed …) into an answer.
"""

from __future__ import annotations

from datetime import date

from core.data.services import DataServices
from core.quick.answer import answer_quick
from core.quick.model import METRICS, Metric, PeriodSpec, QuickAnswer, QuickQuery, QuickRefusal
from core.quick.parse import parse_question

__all__ = [
    "METRICS",
    "Metric",
    "PeriodSpec",
    "QuickAnswer",
    "QuickQuery",
    "QuickRefusal",
    "answer_quick",
    "parse_question",
    "try_quick",
]


async def try_quick(text: str, data: DataServices, *, today: date) -> QuickAnswer | None:
    """Answer ``text`` without a model if it is a quick question; ``None`` sends it to the agent.

    Refusals (a company not listed in Korea, a period not yet disclosed …) come back as answers whose
    Markdown is the plain message.
    """
    parsed = parse_question(text, data.companies, today=today)
    if parsed is None:
        return None
    if isinstance(parsed, QuickRefusal):
        return QuickAnswer(parsed.message + "\n")
    return await answer_quick(parsed, data, today=today)
