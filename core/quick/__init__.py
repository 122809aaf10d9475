"""Quick answers: simple factual questions answered from the data layer, no language model.

``parse_question`` reads a question conservatively (``None`` unless every word is understood);
``answer_quick`` answers a ``QuickQuery`` from OpenDART; a ``QuickRefusal`` (unknown or foreign company,
period not disclosed …) carries the plain message. ``bots.direct`` puts them together for every front end.
"""

from __future__ import annotations

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
]
