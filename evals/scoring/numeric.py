"""Score a numeric question: does the answer state the expected figure?

A question with ``scoring: numeric`` passes (1.0) when some figure of its unit family
(won for ``won`` and ``won_per_share``; ``percent``; ``times``; ``count``; ``shares``) lies within the
relative ``tolerance`` of ``value`` — or equals ``value`` rounded to the precision the answer shows
(value 2.536%, answer "2.5%"), provided the figure shows at least two significant digits or is a
percentage or multiple (which the product prints with one decimal). A figure without an explicit sign
may match a negative value by magnitude when a word on the same line says so ("영업손실 7.73조원" for
−7.73조원, "14.3% 감소" for −14.3%); a figure whose explicit sign is wrong never matches. Otherwise 0.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from core.finance.amounts import Figure, FigureUnit, find_figures
from evals.dataset import Question

__all__ = ["FAMILIES", "NumericScore", "match_figure", "score_numeric"]

FAMILIES: dict[str, frozenset[FigureUnit]] = {
    "won": frozenset({"won"}),
    "won_per_share": frozenset({"won"}),
    "percent": frozenset({"percent"}),
    "times": frozenset({"times"}),
    "count": frozenset({"count"}),
    "shares": frozenset({"shares"}),
}
_FIXED_DECIMALS: frozenset[FigureUnit] = frozenset({"percent", "percent_point", "times"})
_EPS = 1e-9
_NEGATIVE_WORDS = re.compile(r"손실|적자|감소|하락|줄|축소|마이너스|역성장|악화|순유출|떨어")


@dataclass(frozen=True, slots=True)
class NumericScore:
    """The outcome: ``matched`` is the figure that passed; ``closest`` the nearest one otherwise."""

    score: float
    matched: Figure | None
    closest: Figure | None
    how: str
    candidates: int

    @property
    def passed(self) -> bool:
        return self.score >= 1.0

    def as_dict(self) -> dict[str, Any]:
        shown = self.matched or self.closest
        return {
            "matched": self.matched.text if self.matched else None,
            "matched_value": self.matched.value if self.matched else None,
            "unit": shown.unit if shown else None,
            "closest": None if self.matched or shown is None else shown.text,
            "how": self.how,
            "candidates": self.candidates,
        }


def _within(figure_value: float, value: float, tolerance: float) -> bool:
    return abs(figure_value - value) <= tolerance * abs(value) + _EPS * max(1.0, abs(value))


def _rounds_to(figure: Figure, figure_value: float, value: float) -> bool:
    shows_enough = figure.unit in _FIXED_DECIMALS or abs(figure.value) >= 10 * figure.precision
    half_step = figure.precision / 2 * (1 + 1e-6)
    return shows_enough and abs(figure_value - value) <= half_step


def match_figure(figure: Figure, value: float, tolerance: float, *, context: str = "") -> str | None:
    """How ``figure`` matches ``value`` ("tolerance" or "rounding", with "+magnitude" when an unsigned
    figure matched a negative value because ``context`` — the words around it — says loss or decrease),
    or ``None``."""
    readings = [(figure.value, "")]
    if not figure.signed and value < 0 < figure.value and _NEGATIVE_WORDS.search(context):
        readings.append((-figure.value, "+magnitude"))
    for reading, suffix in readings:
        if _within(reading, value, tolerance):
            return "tolerance" + suffix
        if _rounds_to(figure, reading, value):
            return "rounding" + suffix
    return None


def _context(text: str, figure: Figure) -> str:
    """The words on the figure's line, a little before and after it."""
    before = text[max(0, figure.start - 24) : figure.start].rsplit("\n", 1)[-1]
    after = text[figure.end : figure.end + 12].split("\n", 1)[0]
    return before + " " + after


def _relative_error(figure: Figure, value: float) -> float:
    if value == 0:
        return abs(figure.value)
    return min(abs(figure.value - value), abs(-figure.value - value)) / abs(value)


def score_numeric(question: Question, answer: str) -> NumericScore:
    """1.0 when the answer states ``question.value`` (see the module docstring), else 0.0."""
    if question.value is None or question.unit is None or question.tolerance is None:
        raise ValueError(f"{question.id}: not a numeric question")
    family = FAMILIES[question.unit]
    figures = [f for f in find_figures(answer) if f.unit in family]
    for figure in figures:
        how = match_figure(figure, question.value, question.tolerance, context=_context(answer, figure))
        if how is not None:
            return NumericScore(1.0, figure, None, how, len(figures))
    value = question.value
    closest = min(figures, key=lambda f: _relative_error(f, value), default=None)
    return NumericScore(0.0, None, closest, "", len(figures))
