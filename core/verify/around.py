"""What the lines before a figure's sentence spoke of, for the confidence tiers (``tiers``): the sentences
before it in its paragraph (the nearest first), the heading or introducing line over the paragraph, the
line a list item hangs from, the header of a table right above; for a table cell, the line above the
table.

"부채비율은 39.9%(2021년)에서 26.4%(2022년)로 크게 내려왔습니다. 부채총계가 121.72조원에서 93.67조원으로 23.0%
줄어든 결과입니다." — the second sentence names no year: it speaks of the years the first named.
"""

from __future__ import annotations

import re
from functools import lru_cache

from core.verify.layout import plain_layout
from core.verify.marks import figures_of
from core.verify.tables import cells_of

_SENTENCE_END = re.compile(r"(?<=[.!?。])\s+|\n")
_LIST_ITEM = re.compile(r"\s*(?:[-*+•·▪◦]\s|[0-9]{1,2}[.)]\s)")


def before_of(context: str, answer: str) -> tuple[str, ...]:
    """The texts before the sentence (or cell) ``context`` that frame it, the nearest first."""
    return _befores(answer).get(context, ())


@lru_cache(maxsize=64)
def _befores(answer: str) -> dict[str, tuple[str, ...]]:
    """Claim context (as ``claims`` writes it) → the texts before it, the nearest first."""
    out: dict[str, tuple[str, ...]] = {}
    heading = ""  # the last line with no figure (a heading, a line that introduces what follows)
    parent = ""  # the last line that is not a list item
    paragraph: list[str] = []  # the sentences of this paragraph so far
    header: list[str] | None = None
    above_table = ""
    table = ""  # the header line of the last table, until the next heading: what a list under it speaks of
    for line in plain_layout(answer).split("\n"):
        stripped = line.strip()
        if not stripped:
            header, paragraph = None, []
            continue
        if stripped.startswith("|"):
            cells = cells_of(stripped)
            if header is None:
                header, above_table = cells, parent if figures_of(parent) else heading
                table = stripped
            elif not all(set(c) <= set("-: ") for c in cells):
                for index, cell in enumerate(cells):
                    column = header[index] if index < len(header) else ""
                    label = f"{column} {cells[0] if index > 0 else ''}".strip()
                    out.setdefault(f"{label}: {cell}", tuple(t for t in (above_table, heading) if t))
            continue
        header = None
        if not figures_of(stripped):
            heading, parent, paragraph, table = stripped, stripped, [], ""
            continue
        item = _LIST_ITEM.match(line) is not None
        for sentence in _SENTENCE_END.split(line):
            if not sentence.strip():
                continue
            framing = (*reversed(paragraph), *((parent,) if item and parent else ()), heading, table)
            out.setdefault(sentence.strip()[:160], tuple(t for t in dict.fromkeys(framing) if t))
            paragraph.append(sentence.strip())
        if not item:
            parent = stripped
    return out
