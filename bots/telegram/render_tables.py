"""Markdown pipe tables for Telegram: an aligned monospace grid, or one card per row on a phone.

A table whose grid fits ``width`` display cells (Hangul counts 2, see :mod:`bots.textwidth`) becomes
one ``pre`` block laid out by :func:`bots.textwidth.monospace_table`, aligned by the ``:--:`` markers
or, where none are given, numbers right and text left. A wider table would wrap on a phone and lose
its columns, so each row becomes a card instead — the first cell in bold as its title, then one
``header: value`` line per other non-empty cell — and cards are separated by a blank line::

    삼성전자
    매출액: 258.94조원
    영업이익: 6.57조원

Inline formatting in cells is flattened to text; a link keeps its address as ``label (url)``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from bots import markdown_tree as md
from bots.markdown_tables import inline_text, table_cells
from bots.telegram.render_text import Entity, Styled, Writer
from bots.textwidth import display_width, monospace_table

_BR = re.compile(r"<br\s*/?>", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class TableLayout:
    """A rendered table; for a grid, ``head`` is its header and rule lines (repeated when it is split)."""

    body: Styled
    kind: Literal["grid", "cards"]
    head: str = ""


def render_table(table: md.Table, width: int) -> TableLayout:
    """Lay out one parsed table for a ``width``-cell screen."""
    header, rows, aligns = table_cells(table, plain)
    grid = monospace_table(header, rows, aligns)
    if rows and max(map(display_width, grid.split("\n")), default=0) > width:
        return TableLayout(_cards(header, rows), "cards")
    if not grid.strip():
        return TableLayout(Styled(""), "grid")
    pre = Entity("pre", 0, Styled(grid).units)
    return TableLayout(Styled.make(grid, [pre]), "grid", head="\n".join(grid.split("\n")[:2]))


def _cards(header: Sequence[str], rows: Sequence[Sequence[str]]) -> Styled:
    out = Writer()
    for row in rows:
        out.gap("\n\n")
        start = out.start()
        out.write(row[0] if row and row[0] else "—")
        out.mark("bold", start)
        for index, value in enumerate(row[1:], start=1):
            name = header[index] if index < len(header) else ""
            if value:
                out.write(f"\n{name}: {value}" if name else f"\n{value}")
    return out.result()


def plain(children: Sequence[md.Inline]) -> str:
    """Inline nodes as one line of plain text (``<br>`` and line breaks become spaces)."""
    return " ".join(_BR.sub(" ", inline_text(children)).split())
