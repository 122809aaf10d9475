"""The nodes of an answer's Markdown, as :mod:`bots.markdown_tree` (markdown-it) and
:mod:`bots.markdown_lines` (the few shapes the bot's own replies use, without markdown-it) build them.

Blocks: :class:`Paragraph`, :class:`Heading`, :class:`ListBlock` of :class:`ListItem`,
:class:`Quote`, :class:`CodeBlock`, :class:`Table`, :class:`Rule`, :class:`HtmlBlock`.
Inlines: :class:`Text`, :class:`HtmlInline`, :class:`CodeSpan`, :class:`LineBreak`, :class:`Strong`,
:class:`Emphasis`, :class:`Strikethrough`, :class:`Link`, :class:`Image`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bots.textwidth import Align

Lines = tuple[int, int]  # source lines a block spans: [start, end)

# ── inlines ──────────────────────────────────────────────────────────────────────────────────────

_BREAK = re.compile(r"<br\s*/?>", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Text:
    content: str


@dataclass(frozen=True, slots=True)
class HtmlInline:
    """Inline HTML as written (``<br>``, ``<b>``); renderers show it as text or a line break."""

    content: str

    @property
    def is_break(self) -> bool:
        """Whether it is a line break (``<br>``, ``<br/>``, ``<BR />``)."""
        return _BREAK.fullmatch(self.content) is not None


@dataclass(frozen=True, slots=True)
class CodeSpan:
    content: str


@dataclass(frozen=True, slots=True)
class LineBreak:
    """A soft (newline in a paragraph) or hard (two trailing spaces, backslash) line break."""

    hard: bool = False


@dataclass(frozen=True, slots=True)
class Strong:
    children: tuple[Inline, ...]


@dataclass(frozen=True, slots=True)
class Emphasis:
    children: tuple[Inline, ...]


@dataclass(frozen=True, slots=True)
class Strikethrough:
    children: tuple[Inline, ...]


@dataclass(frozen=True, slots=True)
class Link:
    """A link; ``autolink`` for ``<https://…>`` (whose label is its address)."""

    href: str
    children: tuple[Inline, ...]
    autolink: bool = False


@dataclass(frozen=True, slots=True)
class Image:
    """An image: its address and its alt text as written."""

    src: str
    alt: str


Inline = Text | HtmlInline | CodeSpan | LineBreak | Strong | Emphasis | Strikethrough | Link | Image
Cell = tuple[Inline, ...]

# ── blocks ───────────────────────────────────────────────────────────────────────────────────────


@dataclass(frozen=True, slots=True)
class Paragraph:
    children: tuple[Inline, ...]
    lines: Lines | None = None


@dataclass(frozen=True, slots=True)
class Heading:
    level: int  # 1–6
    children: tuple[Inline, ...]
    lines: Lines | None = None


@dataclass(frozen=True, slots=True)
class ListItem:
    """One list item; ``number`` is its number as written (``"1"``, ``"007"``), ``""`` in a bullet list;
    ``delimiter`` its marker (``.``/``)`` after a number, ``-``/``*``/``+`` for a bullet)."""

    children: tuple[Block, ...]
    number: str = ""
    delimiter: str = "-"


@dataclass(frozen=True, slots=True)
class ListBlock:
    ordered: bool
    items: tuple[ListItem, ...]
    lines: Lines | None = None


@dataclass(frozen=True, slots=True)
class Quote:
    children: tuple[Block, ...]
    lines: Lines | None = None


@dataclass(frozen=True, slots=True)
class CodeBlock:
    """A fenced or indented code block: ``info`` as written after the fence (``""`` if none),
    ``text`` without the final newline."""

    info: str
    text: str
    lines: Lines | None = None


@dataclass(frozen=True, slots=True)
class Table:
    """A pipe table: cells as inline nodes, ``aligns`` from the delimiter row (``None`` = not given)."""

    header: tuple[Cell, ...]
    rows: tuple[tuple[Cell, ...], ...]
    aligns: tuple[Align | None, ...]
    lines: Lines | None = None


@dataclass(frozen=True, slots=True)
class Rule:
    lines: Lines | None = None


@dataclass(frozen=True, slots=True)
class HtmlBlock:
    content: str
    lines: Lines | None = None


Block = Paragraph | Heading | ListBlock | Quote | CodeBlock | Table | Rule | HtmlBlock


@dataclass(frozen=True, slots=True)
class Reference:
    """A reference definition: ``label`` normalized as markdown-it keys it, ``source`` as written."""

    label: str
    href: str
    title: str
    lines: Lines
    source: str


@dataclass(frozen=True, slots=True)
class Document:
    """A parsed answer: its top-level blocks, the source they span and its reference definitions."""

    blocks: tuple[Block, ...]
    source: str
    references: tuple[Reference, ...] = ()
