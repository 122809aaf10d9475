"""What counts as a question: one rule for every front end.

``read_question`` cleans what a person typed — control characters, binary junk, zero-width and
bidirectional-override characters go; newlines and tabs stay — and then says whether it is a question
to answer, nothing to answer (empty, whitespace, only emoji or punctuation: show the usage help), or
too long (``DEXTER_MAX_QUESTION_CHARS``: say so, with the limit, and never call a model).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

#: Invisible characters that can hide or reorder text (zero-width, bidi embeddings/overrides/isolates).
_INVISIBLE = re.compile("[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\ufff9-\ufffb]")


@dataclass(frozen=True, slots=True)
class Question:
    text: str


@dataclass(frozen=True, slots=True)
class NoQuestion:
    """Nothing to answer: reply with the usage help."""


@dataclass(frozen=True, slots=True)
class TooLong:
    length: int
    limit: int

    @property
    def message(self) -> str:
        return (
            f"질문이 너무 깁니다 (최대 {self.limit:,}자, 보낸 글 {self.length:,}자). "
            "핵심만 줄여서 다시 보내 주세요."
        )


def clean_text(text: str) -> str:
    """``text`` without control characters (but newlines and tabs), unpaired surrogates, private-use
    and unassigned code points, or invisible formatting characters; CRLF becomes LF."""
    text = _INVISIBLE.sub("", text.replace("\r\n", "\n").replace("\r", "\n"))
    kept = []
    for char in text:
        if char in "\n\t":
            kept.append(char)
            continue
        category = unicodedata.category(char)
        if category in ("Cc", "Cs", "Co", "Cn"):
            continue
        kept.append(char)
    return "".join(kept).strip()


def _has_words(text: str) -> bool:
    """Whether any letter or digit is left (emoji, symbols and punctuation alone are not a question)."""
    return any(unicodedata.category(char)[0] in ("L", "N") for char in text)


def read_question(text: str, *, max_chars: int) -> Question | NoQuestion | TooLong:
    cleaned = clean_text(text)
    if not _has_words(cleaned):
        return NoQuestion()
    if len(cleaned) > max_chars:
        return TooLong(len(cleaned), max_chars)
    return Question(cleaned)
