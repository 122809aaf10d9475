"""Answer tables as Slack ``data_table`` blocks (2026-05-20): paged, and sortable by a column of numbers.

A cell that reads as a number — an amount in 조/억/만원 (``32.73조원``, ``1조 8,167억원``), won
(``53,600원``), a percentage or %p (``10.9%``), a multiple (``1.2배``), a bare number (``1,234``) —
is a ``raw_number`` whose ``value`` is the number (amounts in won, so 조 and 억 sort together) and whose
``text`` is the cell as written (the reader sees ``32.73조원``); other cells are ``raw_text``; the header
is text. Slack's limits (``rows`` 2–101 with the header, 1–20 columns, ≤ 10,000 characters over the
cells) decide whether a table may be one; else it stays a ``table`` block. ``as_table_block`` turns a
``data_table`` back into a ``table`` for a workspace that refuses the new block.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from bots.textwidth import Align

BLOCK = "data_table"
MAX_ROWS, MAX_COLUMNS, MAX_CHARS, PAGE_SIZE = 101, 20, 10_000, 10
_UNITS = {"조": 10**12, "억": 10**8, "만": 10**4}
_NUMBER = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
_AMOUNT = re.compile(rf"^(?:({_NUMBER})\s*([조억만]))?\s*(?:({_NUMBER})\s*([억만]))?\s*원?$")
_PLAIN = re.compile(rf"^({_NUMBER})\s*(%p|%|배|원|x)?$", re.IGNORECASE)
_SIGNS = {"-": -1, "−": -1, "–": -1, "▼": -1, "△": -1, "+": 1, "▲": 1}


def cell_number(text: str) -> float | None:
    """The number a cell shows, or ``None``: ``−7.73조원`` → -7.73e12, ``10.9%`` → 10.9."""
    cell = text.strip().strip("*_` ").strip()
    sign = 1
    if cell[:1] in _SIGNS:
        sign, cell = _SIGNS[cell[0]], cell[1:].strip()
    if not cell or not cell[0].isdigit():
        return None
    plain = _PLAIN.match(cell)
    if plain is not None:
        return sign * float(plain.group(1).replace(",", ""))
    amount = _AMOUNT.match(cell)
    if amount is None or not (amount.group(1) or amount.group(3)):
        return None
    total = 0.0
    for digits, unit in ((amount.group(1), amount.group(2)), (amount.group(3), amount.group(4))):
        if digits:
            total += float(digits.replace(",", "")) * _UNITS[unit]
    return sign * total


def _cell(text: str) -> dict[str, Any]:
    number = cell_number(text)
    if number is None:
        return {"type": "raw_text", "text": text}
    return {"type": "raw_number", "value": int(number) if number.is_integer() else number, "text": text}


def data_table_block(rows: Sequence[Sequence[str]]) -> dict[str, Any] | None:
    """``rows`` (the header first, cells as shown, none empty) as a ``data_table`` — ``None`` when they
    break its limits or no column holds a number (a ``table`` block shows such a table as well)."""
    width = len(rows[0]) if rows else 0
    if not 2 <= len(rows) <= MAX_ROWS or not 1 <= width <= MAX_COLUMNS:
        return None
    if any(len(row) != width for row in rows) or sum(len(c) for row in rows for c in row) > MAX_CHARS:
        return None
    body = [[_cell(text) for text in row] for row in rows[1:]]
    if not any(cell["type"] == "raw_number" for row in body for cell in row):
        return None
    return {
        "type": BLOCK,
        "rows": [[{"type": "raw_text", "text": text} for text in rows[0]], *body],
        "page_size": min(PAGE_SIZE, len(body)),
        "row_header_column_index": 0,
    }


def as_table_block(block: dict[str, Any]) -> dict[str, Any]:
    """A ``data_table`` as the ``table`` block it replaces (numbers right-aligned); others unchanged."""
    if block.get("type") != BLOCK:
        return block
    rows = block["rows"]
    numeric = [any(row[i]["type"] == "raw_number" for row in rows[1:]) for i in range(len(rows[0]))]
    aligns: list[Align] = ["right" if n else "left" for n in numeric]
    return {
        "type": "table",
        "column_settings": [
            {"align": a} if a == "right" else {"align": a, "is_wrapped": True} for a in aligns
        ],
        "rows": [[{"type": "raw_text", "text": cell["text"]} for cell in row] for row in rows],
    }


def has_data_table(blocks: Sequence[dict[str, Any]]) -> bool:
    return any(block.get("type") == BLOCK for block in blocks)
