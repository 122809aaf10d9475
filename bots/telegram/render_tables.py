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

from markdown_it.token import Token

from bots.markdown_fixes import ZWSP
from bots.telegram.render_text import Entity, Styled, Writer
from bots.textwidth import Align, display_width, monospace_table

_BR = re.compile(r"<br\s*/?>", re.IGNORECASE)
_ALIGNS: dict[str, Align] = {f"text-align:{a}": a for a in ("left", "right", "center")}


@dataclass(frozen=True, slots=True)
class TableLayout:
    """A rendered table; for a grid, ``head`` is its header and rule lines (repeated when it is split)."""

    body: Styled
    kind: Literal["grid", "cards"]
    head: str = ""


def render_table(tokens: Sequence[Token], width: int) -> TableLayout:
    """Lay out the tokens of one table (``table_open`` … ``table_close``) for a ``width``-cell screen."""
    header, rows, aligns = _cells(tokens)
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


def _cells(tokens: Sequence[Token]) -> tuple[list[str], list[list[str]], list[Align | None]]:
    rows: list[list[str]] = []
    aligns: list[Align | None] = []
    for token in tokens:
        if token.type == "tr_open":
            rows.append([])
        elif token.type == "th_open":
            aligns.append(_ALIGNS.get(str(token.attrGet("style"))))
        elif token.type == "inline" and rows:
            rows[-1].append(plain(token.children or []))
    header, *body = rows or [[]]
    return header, body, aligns


def plain(children: Sequence[Token]) -> str:
    """Inline tokens as one line of plain text: formatting dropped, a link kept as ``label (url)``."""
    out: list[str] = []
    links: list[tuple[int, str]] = []
    for token in children:
        if token.type in ("text", "code_inline", "html_inline", "image") and not _BR.fullmatch(token.content):
            out.append(token.content)
        elif token.type in ("softbreak", "hardbreak", "html_inline"):  # the html left is a <br>
            out.append(" ")
        elif token.type == "link_open":
            links.append((len(out), str(token.attrGet("href") or "")))
        elif token.type == "link_close" and links:
            at, href = links.pop()
            label = "".join(out[at:])
            if href and href not in (label, f"mailto:{label}"):
                out.append(f" ({href})")
    return " ".join("".join(out).replace(ZWSP, "").split())
