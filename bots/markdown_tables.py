"""Markdown pipe tables read once for every platform renderer: cells as plain text, column alignment.

Both the Slack and the Telegram renderer lay tables out themselves (table block, monospace grid, cards);
what a table *says* is read here, from a :class:`bots.markdown_tree.Table`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import assert_never

from bots.markdown_fixes import ZWSP
from bots.markdown_tree import (
    Cell,
    CodeSpan,
    Emphasis,
    HtmlInline,
    Image,
    Inline,
    LineBreak,
    Link,
    Strikethrough,
    Strong,
    Table,
    Text,
)
from bots.textwidth import Align


def table_cells(
    table: Table, cell_text: Callable[[Cell], str] | None = None
) -> tuple[list[str], list[list[str]], list[Align | None]]:
    """A table's header, body rows and per-column alignment (``None`` where no marker was given);
    ``cell_text`` flattens a cell's inline nodes (default :func:`inline_text`)."""
    flatten = cell_text or inline_text
    header = [flatten(cell) for cell in table.header]
    body = [[flatten(cell) for cell in row] for row in table.rows]
    return header, body, list(table.aligns)


def inline_text(nodes: Sequence[Inline]) -> str:
    """Inline nodes as plain text: formatting dropped, a link kept as ``label (url)``."""
    return _flatten(nodes).replace(ZWSP, "").strip()


def _flatten(nodes: Sequence[Inline]) -> str:
    out: list[str] = []
    for node in nodes:
        match node:
            case Text(content) | CodeSpan(content) | HtmlInline(content):
                out.append(content)
            case Image(alt=alt):
                out.append(alt)
            case LineBreak():
                out.append(" ")
            case Strong(children) | Emphasis(children) | Strikethrough(children):
                out.append(_flatten(children))
            case Link(href, children):
                label = _flatten(children)
                out.append(label)
                if href and href not in (label, f"mailto:{label}"):
                    out.append(f" ({href})")
            case _:
                assert_never(node)
    return "".join(out)
