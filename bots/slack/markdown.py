"""Slack's view of the parsed answer: light blocks (prose, code, tables) plus their mrkdwn fallback.

The Markdown is parsed once by :func:`bots.markdown_tree.parse`; everything here walks that tree."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal, assert_never

from bots import markdown_tree as md
from bots.markdown_tables import table_cells
from bots.textwidth import Align, monospace_table

EMPTY_CELL = "—"  # Slack rejects empty table cells
ProseKind = Literal["paragraph", "heading", "list", "quote", "hr", "html"]

_BULLETS = "•◦▪"


@dataclass(frozen=True, slots=True)
class Prose:
    """A top-level block Slack's markdown block renders well: its source Markdown and its mrkdwn."""

    kind: ProseKind
    markdown: str
    mrkdwn: str


@dataclass(frozen=True, slots=True)
class Code:
    """A fenced or indented code block (``text`` without the final newline)."""

    lang: str
    text: str
    kind: Literal["code"] = "code"


@dataclass(frozen=True, slots=True)
class Table:
    """A pipe table as plain cell text (inline formatting dropped, links kept as ``text (url)``)."""

    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    aligns: tuple[Align | None, ...]  # from the delimiter row; ``None`` = not given
    kind: Literal["table"] = "table"


Block = Prose | Code | Table


def parse_blocks(markdown: str) -> list[Block]:
    """Parse Markdown once (after :func:`fix_hangul_emphasis`) into the light top-level block list."""
    return light_blocks(md.parse(markdown))


def light_blocks(document: md.Document) -> list[Block]:
    """The document's top-level blocks for Slack: prose sliced from the source (with the reference
    definitions it uses) plus its mrkdwn, code, and tables as plain cells."""
    lines = document.source.split("\n")
    blocks: list[Block] = []
    for block in document.blocks:
        if isinstance(block, md.Table):
            blocks.append(_table(block))
        elif isinstance(block, md.CodeBlock):
            blocks.append(Code(lang=block.info.strip(), text=block.text))
        elif block.lines is not None:
            text = "\n".join(lines[block.lines[0] : block.lines[1]]).strip("\n").rstrip()
            markdown = with_refs(text, document.references)
            blocks.append(Prose(kind=_prose_kind(block), markdown=markdown, mrkdwn=_mrkdwn_block(block, 0)))
    return blocks


def _prose_kind(block: md.Block) -> ProseKind:
    match block:
        case md.Paragraph():
            return "paragraph"
        case md.Heading():
            return "heading"
        case md.ListBlock():
            return "list"
        case md.Quote():
            return "quote"
        case md.Rule():
            return "hr"
        case _:
            return "html"


def with_refs(text: str, refs: Sequence[md.Reference]) -> str:
    """Append the reference definitions (``[1]: url``) this block uses, so its markdown block stands alone."""
    lowered = text.lower()
    needed = [
        ref.source
        for ref in refs
        if f"[{ref.label.lower()}]" in lowered and ref.source.lower() not in lowered
    ]
    return "\n\n".join([text, "\n".join(needed)]) if needed else text


def _table(table: md.Table) -> Table:
    header, body, aligns = table_cells(table)
    return Table(header=tuple(header), rows=tuple(map(tuple, body)), aligns=tuple(aligns))


# ── mrkdwn ───────────────────────────────────────────────────────────────────────────────────────


def escape(text: str) -> str:
    """Escape ``& < >`` as mrkdwn requires."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def mrkdwn(blocks: Sequence[md.Block], depth: int = 0, sep: str = "\n\n") -> str:
    """Blocks as mrkdwn: ``*bold*``, ``_italic_``, ``<url|text>``, bullets, headings as bold lines,
    code and tables as code blocks, ``& < >`` escaped."""
    parts = (_mrkdwn_block(block, depth) for block in blocks)
    return sep.join(part for part in parts if part)


def _mrkdwn_block(block: md.Block, depth: int) -> str:
    match block:
        case md.Paragraph(children):
            return _Inline().render(children)
        case md.Heading(children=children):
            title = _Inline(emphasis=False).render(children).strip()
            return f"*{title}*" if title else ""
        case md.ListBlock(items=items):
            lines = []
            for item in items:
                mark = f"{item.number}{item.delimiter}" if item.number else _BULLETS[depth % len(_BULLETS)]
                body = mrkdwn(item.children, depth + 1, sep="\n").replace("\n", "\n    ")
                lines.append(f"{mark} {body}")
            return "\n".join(lines)
        case md.Quote(children):
            inner = mrkdwn(children, depth)
            return "\n".join(f"> {line}" if line else ">" for line in inner.split("\n"))
        case md.CodeBlock(text=text):
            return f"```\n{escape(text)}\n```"
        case md.Table():
            table = _table(block)
            return f"```\n{escape(monospace_table(table.header, table.rows, table.aligns))}\n```"
        case md.Rule():
            return "──────────"
        case md.HtmlBlock(content):
            return escape(content.rstrip())  # shown as text
        case _:
            assert_never(block)


_MARKS = {md.Strong: "*", md.Emphasis: "_", md.Strikethrough: "~"}


class _Inline:
    """Inline nodes → mrkdwn. A marker glued to a letter gets a space (Slack will not format it)."""

    def __init__(self, *, emphasis: bool = True) -> None:
        self.emphasis = emphasis
        self.out: list[str] = []
        self.space_if_word = False  # a closing marker was just written

    def render(self, nodes: Sequence[md.Inline]) -> str:
        self.walk(nodes)
        return "".join(self.out)

    def emit(self, text: str) -> None:
        if text and self.space_if_word and text[0].isalnum():
            self.out.append(" ")
        self.space_if_word = False
        self.out.append(text)

    def walk(self, nodes: Sequence[md.Inline]) -> None:
        out, emit = self.out, self.emit
        for node in nodes:
            match node:
                case md.Text(content) | md.HtmlInline(content):
                    emit(escape(content))
                case md.CodeSpan(content):
                    emit(f"`{escape(content)}`")
                case md.LineBreak():
                    emit("\n")
                case md.Strong(children) | md.Emphasis(children) | md.Strikethrough(children):
                    if not self.emphasis:
                        self.walk(children)
                        continue
                    mark = _MARKS[type(node)]
                    if out and out[-1][-1:].isalnum():
                        emit(" ")
                    emit(mark)
                    self.walk(children)
                    emit(mark)
                    self.space_if_word = True
                case md.Link(href, children):
                    at = len(out)
                    self.walk(children)
                    label = "".join(out[at:]).replace("|", "¦")
                    del out[at:]
                    emit(
                        f"<{escape(href)}|{label}>"
                        if label and label != escape(href)
                        else f"<{escape(href)}>"
                    )
                case md.Image(src, alt):
                    emit(f"<{escape(src)}|{escape(alt) or 'image'}>")
                case _:
                    assert_never(node)
