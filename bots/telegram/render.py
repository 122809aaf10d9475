"""Final answer (Markdown) → Telegram messages as literal text plus entities. Pure: no network, no PTB.

    fix_hangul_emphasis ─▶ markdown-it ─▶ typed tree (bots.markdown_tree.parse)
        ─▶ one Block per top-level node: text + entities in UTF-16 units (render_text)
        ─▶ packed into TelegramChunk(text, entities) within 4,096 units / 100 entities (render_chunks)

Entities instead of MarkdownV2 or HTML: nothing is escaped, so one stray ``.`` cannot break a message,
and the chunk's ``text`` alone is the plain fallback when Telegram refuses the entities.

* headings → a bold line; paragraphs; lists → ``•``/``◦``/``▪`` bullets or ``1.`` numbers, nested
  levels indented; block quotes → ``blockquote`` (never nested); code → ``pre`` with ``language``;
  ``code`` spans, bold, italic, strikethrough; links → ``text_link`` (autolinks and bare addresses stay
  text, Telegram links them itself); ``---`` → a ``──────────`` line; HTML is shown as text.
* tables → :mod:`bots.telegram.render_tables` (an aligned ``pre`` grid, or cards on narrow screens).
* ``**2.5%**로``: :func:`fix_hangul_emphasis` makes CommonMark close the emphasis by inserting a
  ZERO WIDTH SPACE; it is dropped from the output, since entities do not need it.

Telegram's nesting rules are kept by construction: ``code``/``pre`` contain no other entity (bold,
italic, strikethrough and links are closed around a code span and reopened after it), an entity
never nests in one of its own type, and a quote inside a quote adds no second ``blockquote``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import assert_never

from bots import markdown_tree as md
from bots.telegram.render_chunks import MAX_NESTING, Block, BlockKind, TelegramChunk, pack
from bots.telegram.render_tables import render_table
from bots.telegram.render_text import Entity, Writer, utf16_len

__all__ = ["Entity", "TelegramChunk", "render_telegram", "utf16_len"]

_STYLES: dict[type[md.Inline], str] = {
    md.Strong: "bold",
    md.Emphasis: "italic",
    md.Strikethrough: "strikethrough",
}
_BULLETS = "•◦▪"
_INDENT = "    "
_RULE = "─" * 10
_LINK_SCHEMES = ("http://", "https://", "tg://")


def render_telegram(
    markdown: str, *, max_units: int = 4096, max_entities: int = 100, table_width: int = 36
) -> list[TelegramChunk]:
    """Render a Markdown answer as Telegram messages, in order (empty input gives no messages).

    Args:
        markdown: The answer as the model wrote it.
        max_units: Most UTF-16 code units per message (Telegram: 4,096).
        max_entities: Most entities per message (Telegram renders 100); at least 5.
        table_width: Widest table grid, in monospace cells, before rows become cards (a phone ≈ 36).
    """
    if max_units < 8 or max_entities < MAX_NESTING:
        raise ValueError(f"limits too small: max_units={max_units}, max_entities={max_entities}")
    document = md.parse(markdown)
    blocks = [block for block in _blocks(document.blocks, table_width) if block.body.text]
    return pack(blocks, max_units, max_entities)


def _blocks(nodes: Sequence[md.Block], table_width: int) -> list[Block]:
    blocks: list[Block] = []
    for node in nodes:
        if isinstance(node, md.Table):
            table = render_table(node, table_width)
            blocks.append(Block(table.body, "pre" if table.kind == "grid" else "prose", head=table.head))
            continue
        out = Writer()
        _Renderer(out, table_width).block(node, depth=0)
        blocks.append(Block(out.result(), _kind(node)))
    return blocks


def _kind(node: md.Block) -> BlockKind:
    """How a rendered block may be cut (see :mod:`bots.telegram.render_chunks`)."""
    if isinstance(node, md.CodeBlock):
        return "pre"
    return "heading" if isinstance(node, md.Heading) else "prose"


@dataclass(slots=True)
class _Open:
    """An inline entity still open; ``kind == ""`` is a placeholder that emits nothing (a nested duplicate)."""

    kind: str
    start: int
    url: str | None = None


@dataclass(slots=True)
class _Renderer:
    out: Writer
    table_width: int
    quoted: bool = False

    # ── blocks ───────────────────────────────────────────────────────────────────────────────────

    def blocks(self, nodes: Sequence[md.Block], depth: int, separator: str) -> None:
        for index, node in enumerate(nodes):
            if index:
                self.out.gap(separator)
            self.block(node, depth)

    def block(self, node: md.Block, depth: int) -> None:
        out = self.out
        match node:
            case md.Paragraph(children):
                self.inline(children)
            case md.Heading(children=children):
                self.inline(children, wrap="bold")
            case md.ListBlock(items=items):
                self.bullets(items, depth)
            case md.Quote(children):
                self.quote(children, depth)
            case md.CodeBlock(info, text):
                if text.strip():
                    language = info.strip().split()[0] if info.strip() else None
                    start = out.start()
                    out.write(text)
                    out.mark("pre", start, language=language)
            case md.Table():
                out.embed(render_table(node, self.table_width).body)
            case md.Rule():
                out.write(_RULE)
            case md.HtmlBlock(content):  # shown as text
                out.write(content.strip("\n"))
            case _:
                assert_never(node)

    def bullets(self, items: Sequence[md.ListItem], depth: int) -> None:
        out = self.out
        for item in items:
            out.gap("\n")
            out.write(
                f"{item.number}{item.delimiter} " if item.number else f"{_BULLETS[depth % len(_BULLETS)]} "
            )
            indent, out.indent = out.indent, out.indent + _INDENT
            self.blocks(item.children, depth + 1, "\n")
            out.indent = indent

    def quote(self, children: Sequence[md.Block], depth: int) -> None:
        if self.quoted:  # Telegram does not nest block quotes: the outer one covers this text
            self.blocks(children, depth, "\n")
            return
        start = self.out.start()
        self.quoted = True
        self.blocks(children, depth, "\n")
        self.quoted = False
        self.out.mark("blockquote", start)

    # ── inline ───────────────────────────────────────────────────────────────────────────────────

    def inline(self, nodes: Sequence[md.Inline], *, wrap: str = "") -> None:
        stack: list[_Open] = []
        if wrap:
            stack.append(_Open(wrap, self.out.start()))
        self._walk(nodes, stack)
        while stack:
            self._close(stack.pop())

    def _walk(self, nodes: Sequence[md.Inline], stack: list[_Open]) -> None:
        out = self.out
        for node in nodes:
            match node:
                case md.Text(content):
                    out.write(content)
                case md.HtmlInline(content):
                    out.write("\n" if node.is_break else content)
                case md.LineBreak():
                    out.write("\n")
                case md.CodeSpan(content):
                    self._code(content, stack)
                case md.Strong(children) | md.Emphasis(children) | md.Strikethrough(children):
                    style = _STYLES[type(node)]
                    stack.append(_Open("" if style in {item.kind for item in stack} else style, out.start()))
                    self._walk(children, stack)
                    self._close(stack.pop())
                case md.Link(href, children, autolink):
                    linked = not autolink and href.startswith(_LINK_SCHEMES)
                    stack.append(_Open("text_link" if linked else "", out.start(), url=href))
                    self._walk(children, stack)
                    self._close(stack.pop())
                case md.Image():
                    self._image(node, linked=any(item.kind == "text_link" for item in stack))
                case _:
                    assert_never(node)

    def _code(self, content: str, stack: list[_Open]) -> None:
        """A code span: every open entity ends before it and starts again after it."""
        out = self.out
        for item in stack:
            self._close(item)
        start = out.start()
        out.write(content)
        out.mark("code", start)
        for item in stack:
            item.start = out.start()

    def _image(self, image: md.Image, *, linked: bool) -> None:
        """An image as its alt text, linked to the picture unless already inside a link."""
        start = self.out.start()
        self.out.write(image.alt or "이미지")
        if image.src.startswith(_LINK_SCHEMES) and not linked:
            self.out.mark("text_link", start, url=image.src)

    def _close(self, item: _Open) -> None:
        if item.kind:
            self.out.mark(item.kind, item.start, url=item.url if item.kind == "text_link" else None)
