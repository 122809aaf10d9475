"""What a digest is: a compact card of a filing's key figures, a short summary, or its section headings.

A ``Digest`` is plain data the bots layer renders (Slack mrkdwn, Telegram text): a title, lines, where the
figures come from, and — for tests and the briefing — the figures themselves in won, shares and percent
(``figures``), each read from the filing, never from a model.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal

DigestKind = Literal["card", "summary", "outline"]

#: a number as filings write it: "1,234", "-1,234", "(1,234)", "△1,234", "12.5", "12.5%"
_NUMBER = re.compile(r"^[(△▲−\-]?\s*\d[\d,]*(?:\.\d+)?\s*\)?%?$")
_EMPTY = frozenset({"", "-", "−", "–", "—", "해당사항없음", "해당없음", "N/A"})


@dataclass(frozen=True, slots=True)
class Digest:
    """A filing's digest, posted in the thread of its notice."""

    rcept_no: str
    kind: DigestKind
    title: str
    lines: tuple[str, ...]
    source: str
    figures: Mapping[str, float] = field(default_factory=dict)

    def text_lines(self) -> list[str]:
        """Title, lines and the source as plain text (platforms add their own emphasis)."""
        return [self.title, *self.lines, f"출처: {self.source}"]


def number(text: str | None) -> float | None:
    """A filing's number (commas, a parenthesised or △ negative, a trailing %); ``None`` when empty."""
    if text is None:
        return None
    raw = text.strip().replace(" ", "")
    if raw in _EMPTY or not _NUMBER.match(raw):
        return None
    negative = raw[0] in "(△▲−-"
    digits = re.sub(r"[^\d.]", "", raw)
    try:
        value = float(digits)
    except ValueError:
        return None
    return -value if negative else value


def shares(value: float | None) -> str:
    return "—" if value is None else f"{value:,.0f}주"


def pct_of(part: float | None, whole: float | None) -> float | None:
    """``part`` as a percentage of ``whole`` (``None`` when either is missing or ``whole`` is zero)."""
    if part is None or not whole:
        return None
    return part / whole * 100
