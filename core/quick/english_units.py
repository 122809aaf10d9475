"""The amount unit an English question asks for ("in billions of won", "in KRW bn", "in trillions"), in the
Korean reader's words (조, 십억, 백만): ``core.quick.english_read`` reads it off the question, and
``core.quick.english`` off a follow-up that asks only another unit."""

from __future__ import annotations

import re

__all__ = ["unit_asked"]

#: an amount's unit asked: "in billions of won", "in KRW bn", "in trillions", "in won billions"
_IN_UNIT = re.compile(
    r"\b(?:in|as)\s+(?:krw\s+|won\s+)?(trillions?|billions?|millions?|tn|bn|mn)(?:\s+(?:of\s+)?(?:krw|won))?\b"
)
_UNIT_WORDS = {"tr": "조", "tn": "조", "bi": "십억", "bn": "십억", "mi": "백만", "mn": "백만"}


def unit_asked(lowered: str) -> tuple[str, str] | None:
    """The amount unit ``lowered`` asks ("in billions of won" → 십억) and the text without it, or ``None``."""
    asked = _IN_UNIT.search(lowered)
    if asked is None:
        return None
    rest = lowered[: asked.start()] + " " * len(asked.group()) + lowered[asked.end() :]
    return _UNIT_WORDS[next(g for g in asked.groups() if g)[:2]], rest
