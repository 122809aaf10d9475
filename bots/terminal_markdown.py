"""A parsed answer (:mod:`bots.markdown_nodes`) laid out for a terminal: wrapped to its width in display
cells (Hangul takes two), bullets, quotes and tables as rich draws them, styles as ANSI escapes — or
none, when the output is not a terminal; then a link is written ``label (address)`` so the address
survives a pipe (on a terminal it is a clickable OSC 8 link).

    render(document, width=80, styled=False) -> str

The terminal front end uses it for the replies that need no model (``bots.console``): with
:mod:`bots.markdown_lines` it needs neither rich nor markdown-it, a third of a quick answer's start-up.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import assert_never

from bots.markdown_nodes import (
    Block,
    CodeBlock,
    CodeSpan,
    Document,
    Emphasis,
    Heading,
    HtmlBlock,
    HtmlInline,
    Image,
    Inline,
    LineBreak,
    Link,
    ListBlock,
    Paragraph,
    Quote,
    Rule,
    Strikethrough,
    Strong,
    Table,
    Text,
)
from bots.textwidth import char_width, display_width

#: SGR parameters, as rich's default Markdown theme draws each element
STRONG, EMPHASIS, STRIKE, CODE, LINK = "1", "3", "9", "1;36", "4;94"
HEADINGS = {1: "1;4", 2: "4;35", 3: "1;35", 4: "3;35", 5: "3", 6: "2"}
QUOTE, BULLET, RULE, TABLE_HEADER = "35", "1", "2", "1"


@dataclass(frozen=True, slots=True)
class Run:
    """Text in one style (SGR parameters joined by ``;``, ``""`` for none), perhaps a link's address."""

    text: str
    style: str = ""
    href: str = ""


Line = list[Run]
_BREAK = Run("\n")
_SPACES = re.compile(r"( +)")


def render(document: Document, *, width: int = 80, styled: bool = False) -> str:
    """``document`` as terminal text, lines at most ``width`` cells wide (a table wider stays whole)."""
    painter = _Painter(styled)
    return "\n".join(painter.line(line) for line in _blocks(document.blocks, max(width, 20), styled))


def _grid(table: Table, *, styled: bool) -> tuple[list[list[list[Run]]], list[int]]:
    """The table's cells as runs, a row at a time (short rows filled), and each column's width."""
    grid = [table.header, *table.rows]
    columns = max(len(row) for row in grid)
    cells = [[_runs(row[at] if at < len(row) else (), "", styled) for at in range(columns)] for row in grid]
    return cells, [max(_cells(row[at]) for row in cells) for at in range(columns)]


def _blocks(blocks: Sequence[Block], width: int, styled: bool) -> list[Line]:
    lines: list[Line] = []
    for index, block in enumerate(blocks):
        if index:
            lines.append([])
        lines.extend(_block(block, width, styled))
    return lines


def _block(block: Block, width: int, styled: bool) -> list[Line]:
    match block:
        case Paragraph(children=children):
            return _wrap(_runs(children, "", styled), width)
        case Heading(level=level, children=children):
            return _wrap(_runs(children, HEADINGS.get(level, ""), styled), width)
        case ListBlock(ordered=ordered, items=items):
            lines: list[Line] = []
            for item in items:
                mark = f"{item.number}{item.delimiter} " if ordered else "• "
                first, rest = [Run(" "), Run(mark, BULLET)], [Run(" " * (len(mark) + 1))]
                body = _blocks(item.children, width - len(mark) - 1, styled)
                lines.extend([*(first if at == 0 else rest), *line] for at, line in enumerate(body))
            return lines
        case Quote(children=children):
            return [[Run("▌ ", QUOTE), *line] for line in _blocks(children, width - 2, styled)]
        case CodeBlock(text=text):
            return [[Run("    " + line, CODE)] for line in text.split("\n")]
        case Table():
            return _table(block, width, styled)
        case Rule():
            return [[Run("─" * width, RULE)]]
        case HtmlBlock(content=content):
            return [[Run(line)] for line in content.rstrip("\n").split("\n")]
        case _:
            assert_never(block)


def _runs(inlines: Iterable[Inline], style: str, styled: bool, href: str = "") -> list[Run]:
    """Inline nodes as styled runs; a soft line break is a space (as rich and browsers show it)."""
    runs: list[Run] = []
    for node in inlines:
        match node:
            case Text(content=content):
                runs.append(Run(content, style, href))
            case CodeSpan(content=content):
                runs.append(Run(content, _join(style, CODE), href))
            case LineBreak(hard=hard):
                runs.append(_BREAK if hard else Run(" ", style, href))
            case HtmlInline(content=content):
                runs.append(_BREAK if node.is_break else Run(content, style, href))
            case Strong(children=children):
                runs.extend(_runs(children, _join(style, STRONG), styled, href))
            case Emphasis(children=children):
                runs.extend(_runs(children, _join(style, EMPHASIS), styled, href))
            case Strikethrough(children=children):
                runs.extend(_runs(children, _join(style, STRIKE), styled, href))
            case Link(href=target, children=children):
                label = _runs(children, _join(style, LINK), styled, target if styled else "")
                runs.extend(label)
                if not styled and "".join(run.text for run in label) != target:
                    runs.append(Run(f" ({target})", style))
            case Image(alt=alt):
                runs.append(Run(alt, style, href))
            case _:
                assert_never(node)
    return runs


def _join(outer: str, inner: str) -> str:
    """Two styles' SGR parameters as one (an empty one adds nothing: ``"1;"`` would reset)."""
    return ";".join(part for part in (outer, inner) if part)


def _wrap(runs: Sequence[Run], width: int) -> list[Line]:
    """Fill lines up to ``width`` cells, breaking at spaces; a word wider than a line is cut."""
    filler = _Filler(width)
    for run in runs:
        if run is _BREAK:
            filler.place()
            filler.new_line()
            continue
        for piece in _SPACES.split(run.text):
            if piece.startswith(" "):
                filler.place()
                filler.gap = [Run(piece, run.style, run.href)] if filler.used else []
            elif piece:
                filler.word.append(Run(piece, run.style, run.href))
    filler.place()
    return filler.lines


class _Filler:
    """Lines being filled: the word being read and the spaces before it wait until the word ends."""

    def __init__(self, width: int) -> None:
        self.width = width
        self.lines: list[Line] = [[]]
        self.used = 0
        self.word: Line = []
        self.gap: Line = []

    def new_line(self) -> None:
        self.lines.append([])
        self.used, self.gap = 0, []

    def place(self) -> None:
        word, self.word = self.word, []
        if not word:
            return
        if self.used and self.used + _cells(self.gap) + _cells(word) > self.width:
            self.new_line()
        if self.used:
            self.lines[-1].extend(self.gap)
            self.used += _cells(self.gap)
        for run in word:
            for piece in _cut(run, self.width, self.used):
                if piece is None:
                    self.new_line()
                else:
                    self.lines[-1].append(piece)
                    self.used += display_width(piece.text)
        self.gap = []


def _cells(line: Sequence[Run]) -> int:
    return sum(display_width(run.text) for run in line)


def _cut(run: Run, width: int, used: int) -> Iterable[Run | None]:
    """``run`` in pieces that fit from column ``used``; ``None`` between them starts a new line."""
    start, room = 0, width - used
    for index, char in enumerate(run.text):
        cells = char_width(char)
        if cells > room and (index > start or used):
            if index > start:
                yield Run(run.text[start:index], run.style, run.href)
            yield None
            start, room, used = index, width, 0
        room -= cells
    yield Run(run.text[start:], run.style, run.href)


def _table(table: Table, width: int, styled: bool) -> list[Line]:
    """Header, a rule, the rows: cells padded by one space, columns two apart, as rich's Markdown draws;
    a table wider than ``width`` as one record a row (``first cell — header value · …``, wrapped), so no
    figure is cut, as rich cuts a cell it cannot fit ("300.…")."""
    cells, widths = _grid(table, styled=styled)
    columns = len(widths)
    if sum(widths) + 2 * columns > width:
        return _records(cells, width)
    aligns = [table.aligns[at] if at < len(table.aligns) else None for at in range(columns)]
    lines: list[Line] = []
    for number, row in enumerate(cells):
        line: Line = []
        style = TABLE_HEADER if number == 0 else ""
        for at, runs in enumerate(row):
            gap = widths[at] - _cells(runs)
            left = gap if aligns[at] == "right" else gap // 2 if aligns[at] == "center" else 0
            line.append(Run(" " * (left + 1)))
            line.extend(Run(run.text, _join(style, run.style), run.href) for run in runs)
            line.append(Run(" " * (gap - left + 1)))
        lines.append(line)
        if number == 0:
            lines.append([Run("─" * (sum(widths) + 2 * columns), RULE)])
    return lines


def _records(cells: list[list[list[Run]]], width: int) -> list[Line]:
    header, *rows = cells
    lines: list[Line] = []
    for row in rows:
        runs = [Run(run.text, _join(TABLE_HEADER, run.style), run.href) for run in row[0]]
        for at in range(1, len(row)):
            runs += [Run(" — " if at == 1 else " · "), *header[at], Run(" "), *row[at]]
        body = _wrap(runs, width - 3)
        lines.extend([Run(" • " if at == 0 else "   ", BULLET), *line] for at, line in enumerate(body))
    return lines


class _Painter:
    """Runs to a string: SGR escapes around styled text and OSC 8 around linked text, when styled."""

    def __init__(self, styled: bool) -> None:
        self.styled = styled

    def line(self, line: Line) -> str:
        if not self.styled:
            return "".join(run.text for run in line).rstrip(" ")
        merged: Line = []  # one escape around the words of one style, not one a word
        for run in line:
            if merged and (merged[-1].style, merged[-1].href) == (run.style, run.href):
                merged[-1] = Run(merged[-1].text + run.text, run.style, run.href)
            else:
                merged.append(run)
        return "".join(self.run(run) for run in merged)

    def run(self, run: Run) -> str:
        if not self.styled or not run.text:
            return run.text
        text = f"\x1b[{run.style}m{run.text}\x1b[0m" if run.style else run.text
        return f"\x1b]8;;{run.href}\x1b\\{text}\x1b]8;;\x1b\\" if run.href else text
