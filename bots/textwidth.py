"""Display-width helpers for monospace text that mixes Hangul and Latin.

Chat clients render code blocks in a monospace font where Hangul syllables and other East Asian
wide/fullwidth characters take two cells, combining marks and zero-width characters none. ``len()``
counts neither, so tables aligned with it drift as soon as a column holds Korean. Everything here
measures in *cells* instead. Shared by the Slack and Telegram renderers; no platform knowledge.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from typing import Literal

Align = Literal["left", "right", "center"]

__all__ = [
    "Align",
    "char_width",
    "display_width",
    "guess_aligns",
    "is_numeric_cell",
    "monospace_table",
    "pad",
]

# Conjoining jamo vowels/finals (U+1160–U+11FF, U+D7B0–U+D7FF) attach to the preceding lead consonant.
_ZERO_WIDTH_RANGES = ((0x1160, 0x11FF), (0xD7B0, 0xD7FF))
_ZERO_WIDTH_CATEGORIES = frozenset({"Mn", "Me", "Cf", "Cc"})

# A figure as it appears in an answer: 258.94조원, 4,602.12억원, +3.2%, -1.5%p, (1,234), ▲12, 3.1배.
_NUMERIC = re.compile(r"^[(+\-−±▲▼△▽]?\s*[₩$]?\d[\d,]*(?:\.\d+)?\)?\s*(?:%p?|[A-Za-z가-힣]{1,3})?$")
# Cells that say "no value" do not decide a column's alignment.
_NEUTRAL = frozenset({"", "-", "—", "–", "N/A", "n/a", "NA", "해당없음", "없음"})


def char_width(char: str) -> int:
    """Cells one code point takes: 2 for East Asian wide/fullwidth, 0 for combining/format, else 1."""
    code = ord(char)
    if unicodedata.category(char) in _ZERO_WIDTH_CATEGORIES or unicodedata.combining(char):
        return 0
    if any(lo <= code <= hi for lo, hi in _ZERO_WIDTH_RANGES):
        return 0
    return 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1


def display_width(text: str) -> int:
    """Cells ``text`` takes in a monospace font (``display_width("삼성전자 A") == 10``)."""
    return sum(char_width(char) for char in text)


def pad(text: str, width: int, align: Align = "left") -> str:
    """Pad ``text`` with spaces to ``width`` cells; text already wider is returned unchanged."""
    gap = width - display_width(text)
    if gap <= 0:
        return text
    if align == "right":
        return " " * gap + text
    if align == "center":
        left = gap // 2
        return " " * left + text + " " * (gap - left)
    return text + " " * gap


def is_numeric_cell(text: str) -> bool:
    """Whether a cell reads as a figure (amount, ratio, count) and so belongs right-aligned."""
    return bool(_NUMERIC.match(text.strip()))


def guess_aligns(rows: Sequence[Sequence[str]], columns: int) -> list[Align]:
    """Right for columns whose every non-empty body cell is numeric, left otherwise."""
    aligns: list[Align] = []
    for index in range(columns):
        cells = [row[index].strip() for row in rows if index < len(row)]
        values = [cell for cell in cells if cell not in _NEUTRAL]
        numeric = bool(values) and all(is_numeric_cell(cell) for cell in values)
        aligns.append("right" if numeric else "left")
    return aligns


def monospace_table(
    headers: Sequence[str],
    rows: Sequence[Sequence[str]],
    aligns: Sequence[Align | None] | None = None,
    *,
    gap: str = "  ",
) -> str:
    """Lay a table out as aligned monospace lines: header, a ``-`` rule, then the rows.

    Column widths are measured in display cells, so Hangul and Latin columns line up and every line
    has the same display width. ``aligns`` entries that are ``None`` (or no ``aligns`` at all) are
    guessed: numeric columns right, the rest left. Short rows are padded with empty cells.
    """
    columns = max([len(headers), *(len(row) for row in rows)], default=0)
    if columns == 0:
        return ""
    grid = [_fill(headers, columns), *(_fill(row, columns) for row in rows)]
    guessed = guess_aligns(grid[1:], columns)
    chosen = [_pick(aligns, i, guessed[i]) for i in range(columns)]
    widths = [max(display_width(line[i]) for line in grid) for i in range(columns)]
    widths = [max(width, 1) for width in widths]
    rule = gap.join("-" * width for width in widths)
    lines = [gap.join(pad(cell, widths[i], chosen[i]) for i, cell in enumerate(line)) for line in grid]
    return "\n".join([lines[0], rule, *lines[1:]])


def _fill(row: Sequence[str], columns: int) -> list[str]:
    cells = [" ".join(cell.split("\n")) for cell in row]
    return cells + [""] * (columns - len(cells))


def _pick(aligns: Sequence[Align | None] | None, index: int, default: Align) -> Align:
    explicit = aligns[index] if aligns is not None and index < len(aligns) else None
    return default if explicit is None else explicit
