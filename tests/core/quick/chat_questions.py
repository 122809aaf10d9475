"""Chat-style keyless questions, held out from the quick reader: the case type and the answer matcher.

The questions (``chat_questions_*.py``) were written as people type them in a chat, without looking at
the reader's vocabulary; each expected figure was computed from the raw rows of the recorded OpenDART
bundle (``core/data/bundle/opendart_recorded.json.gz``), the arithmetic in a comment above the case.

The matcher finds the Korean amounts, percentages and counts an answer states ("6.57조원",
"6조 5,670억원", "65,670억원", "−7.73조원", "2.5%", "508,157,148주") and compares them with the expected
figures rounded to the digits shown. A loss may be shown as a plain amount next to a word that says
so ("영업손실 7.73조원", "5.9% 감소").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

Unit = Literal["won", "pct", "shares", "people"]
Verdict = Literal["right", "deferred", "wrong"]
NEEDS_MODEL = "이 질문에는 AI 모델이 필요합니다"


@dataclass(frozen=True, slots=True)
class Fig:
    """One expected figure in ``unit``: any of ``values`` (more than one when definitions differ, as
    ROE on year-end or on average equity)."""

    unit: Unit
    values: tuple[float, ...]


def won(*values: int) -> Fig:
    return Fig("won", tuple(float(v) for v in values))


def pct(*values: float) -> Fig:
    return Fig("pct", values)


def shares(*values: int) -> Fig:
    return Fig("shares", tuple(float(v) for v in values))


@dataclass(frozen=True, slots=True)
class Case:
    theme: str
    question: str
    figures: tuple[Fig, ...] = ()
    names: tuple[str, ...] = ()  # words the answer must contain (a shareholder's name)

    @property
    def answerable(self) -> bool:
        return bool(self.figures or self.names)


def answer(theme: str, question: str, *figures: Fig, names: tuple[str, ...] = ()) -> Case:
    return Case(theme, question, figures, names)


def unanswerable(question: str) -> Case:
    """Data the bundle does not hold: the product must say so or defer, never state a figure."""
    return Case("unanswerable", question)


@dataclass(frozen=True, slots=True)
class Found:
    """A figure as an answer shows it: its value, unit and the step of its last shown digit."""

    value: float
    unit: Unit | Literal["pp"]
    step: float


_NUM = r"\d[\d,]*(?:\.\d+)?"
_MULT = r"조|억|천만|백만|만|천"
_FIGURE = re.compile(
    rf"(?P<sign>[-−–△▼]\s?)?(?P<body>(?:{_NUM}\s*(?:{_MULT})\s*)*{_NUM}\s*(?:{_MULT})?)"
    r"\s*(?P<unit>%p|%|원|주(?![당식주요가간의])|명)?"
)
_PART = re.compile(rf"({_NUM})\s*({_MULT})?")
_SCALE = {"조": 1e12, "억": 1e8, "천만": 1e7, "백만": 1e6, "만": 1e4, "천": 1e3, "": 1.0}
_UNITS: dict[str, Unit | Literal["pp"]] = {
    "%p": "pp",
    "%": "pct",
    "원": "won",
    "주": "shares",
    "명": "people",
}
#: Words that make a plain amount a loss or a fall ("영업손실 7.73조원", "5.9% 감소").
_NEGATIVE_WORDS = re.compile(r"적자|손실|마이너스|감소|줄었|줄어|하락|역성장")


#: A won figure of an English reply without its Korean amount beside it ("KRW 2,131 per share"): read as 원.
_ENGLISH_WON = re.compile(
    r"KRW\s?(\d[\d,]*(?:\.\d+)?)(?!\d|[.,]\d|\s*(?:trillion|billion|million|tn|bn|mn)\b)"
)


def figures_in(text: str) -> list[Found]:
    """Every amount, percentage and count ``text`` states, with the step of its last digit."""
    text = _ENGLISH_WON.sub(r"\1원", text)
    found: list[Found] = []
    for match in _FIGURE.finditer(text):
        parts = _PART.findall(match["body"])
        unit_text = match["unit"]
        if unit_text is None and parts[-1][1] not in ("조", "억", "백만"):
            continue  # a bare number: a year, a rank, a report number
        if match.start() > 0 and text[match.start() - 1].isdigit():
            continue
        value = sum(float(num.replace(",", "")) * _SCALE[mult] for num, mult in parts)
        last, mult = parts[-1]
        decimals = len(last.split(".")[1]) if "." in last else 0
        step = 10.0**-decimals * _SCALE[mult]
        sign = -1.0 if match["sign"] and match["sign"].strip() else 1.0
        found.append(Found(sign * value, _UNITS[unit_text] if unit_text else "won", step))
    return found


def _fine_enough(step: float, expected: float, unit: Unit) -> bool:
    """A rendering coarser than 1 % of the figure ("6조원" for 6.57조원) does not count as stating it;
    percentages may be shown to one decimal ("2.5%" for 2.54 %)."""
    if unit == "pct":
        return step <= max(0.1, abs(expected) * 0.01) + 1e-12
    return step <= max(1.0, abs(expected) * 0.01)


def shows(fig: Fig, found: Found, negative_words: bool) -> bool:
    """Whether ``found`` is ``fig`` rounded to the digits shown."""
    if found.unit != fig.unit:
        return False
    for expected in fig.values:
        if not _fine_enough(found.step, expected, fig.unit):
            continue
        tolerance = found.step / 2 + 1e-4 * found.step + 1e-6
        if abs(found.value - expected) <= tolerance:
            return True
        if expected < 0 < found.value and negative_words and abs(found.value + expected) <= tolerance:
            return True
    return False


def states(fig: Fig, text: str) -> bool:
    negative = bool(_NEGATIVE_WORDS.search(text))
    return any(shows(fig, found, negative) for found in figures_in(text))


def verdict(case: Case, markdown: str | None, path: str | None) -> Verdict:
    """right: a quick answer stating every expected figure (and name); deferred: no quick answer (the
    card with the needs-model note, no model) or a quick reply that states no figure of the kind asked
    (a "data missing" line); wrong: a quick reply stating a figure of the kind asked that is not the
    expected one, or any figure for a question the data cannot answer."""
    if markdown is None or path != "quick":
        return "deferred"
    found = [f for f in figures_in(markdown) if f.unit != "pp"]
    if not case.answerable:
        return "wrong" if found else "deferred"
    if all(states(fig, markdown) for fig in case.figures) and all(n in markdown for n in case.names):
        return "right"
    asked = {fig.unit for fig in case.figures}
    return "wrong" if any(f.unit in asked for f in found) else "deferred"
