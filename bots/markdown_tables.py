"""Markdown pipe tables read once for every platform renderer: cells as plain text, column alignment.

Both the Slack and the Telegram renderer lay tables out themselves (table block, monospace grid, cards);
what a table *says* is read here, from markdown-it tokens.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from markdown_it.token import Token

from bots.markdown_fixes import ZWSP
from bots.textwidth import Align

#: ``:--:`` markers arrive as ``style="text-align:…"`` on the header cells.
ALIGNS: dict[str, Align] = {f"text-align:{a}": a for a in ("left", "right", "center")}


def table_cells(
    tokens: Sequence[Token], cell_text: Callable[[Sequence[Token]], str] | None = None
) -> tuple[list[str], list[list[str]], list[Align | None]]:
    """A table's header, body rows and per-column alignment (``None`` where no marker was given);
    ``cell_text`` flattens a cell's inline tokens (default :func:`inline_text`)."""
    flatten = cell_text or inline_text
    rows: list[list[str]] = []
    aligns: list[Align | None] = []
    for token in tokens:
        if token.type == "tr_open":
            rows.append([])
        elif token.type == "th_open":
            aligns.append(ALIGNS.get(str(token.attrGet("style"))))
        elif token.type == "inline" and rows:
            rows[-1].append(flatten(token.children or []))
    header, *body = rows or [[]]
    return header, body, aligns


def inline_text(children: Sequence[Token]) -> str:
    """Inline tokens as plain text: formatting dropped, a link kept as ``label (url)``."""
    out: list[str] = []
    links: list[tuple[int, str]] = []
    for token in children:
        if token.type in ("text", "code_inline", "html_inline", "image"):
            out.append(token.content)
        elif token.type in ("softbreak", "hardbreak"):
            out.append(" ")
        elif token.type == "link_open":
            links.append((len(out), str(token.attrGet("href") or "")))
        elif token.type == "link_close" and links:
            at, href = links.pop()
            label = "".join(out[at:])
            if href and href not in (label, f"mailto:{label}"):
                out.append(f" ({href})")
    return "".join(out).replace(ZWSP, "").strip()
