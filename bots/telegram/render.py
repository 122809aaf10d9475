"""Final answer (Markdown) → Telegram messages as literal text plus entities. Pure: no network, no PTB.

    fix_hangul_emphasis ─▶ markdown-it (commonmark + table + strikethrough)
        ─▶ one Block per top-level element: text + entities in UTF-16 units (render_text)
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

import re
from collections.abc import Sequence
from dataclasses import dataclass

from markdown_it import MarkdownIt
from markdown_it.token import Token

from bots.markdown_fixes import fix_hangul_emphasis
from bots.telegram.render_chunks import MAX_NESTING, Block, BlockKind, TelegramChunk, pack
from bots.telegram.render_tables import render_table
from bots.telegram.render_text import Entity, Writer, utf16_len

__all__ = ["Entity", "TelegramChunk", "render_telegram", "utf16_len"]

_MD = MarkdownIt("commonmark").enable(["table", "strikethrough"])
_STYLES = {"strong": "bold", "em": "italic", "s": "strikethrough"}
_KINDS: dict[str, BlockKind] = {"fence": "pre", "code_block": "pre", "heading_open": "heading"}
_BULLETS = "•◦▪"
_INDENT = "    "
_RULE = "─" * 10
_LINK_SCHEMES = ("http://", "https://", "tg://")
_BR = re.compile(r"<br\s*/?>", re.IGNORECASE)


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
    tokens = _MD.parse(fix_hangul_emphasis(markdown))
    return pack([block for block in _blocks(tokens, table_width) if block.body.text], max_units, max_entities)


def _blocks(tokens: Sequence[Token], table_width: int) -> list[Block]:
    blocks: list[Block] = []
    for start, end in _spans(tokens):
        part = tokens[start:end]
        head = part[0]
        if head.type == "table_open":
            table = render_table(part, table_width)
            blocks.append(Block(table.body, "pre" if table.kind == "grid" else "prose", head=table.head))
            continue
        out = Writer()
        _Renderer(out, table_width).block(part, depth=0)
        blocks.append(Block(out.result(), _KINDS.get(head.type, "prose")))
    return blocks


def _spans(tokens: Sequence[Token]) -> list[tuple[int, int]]:
    """Index ranges of the sibling blocks in a balanced token sequence."""
    spans: list[tuple[int, int]] = []
    start = depth = 0
    for index, token in enumerate(tokens):
        depth += token.nesting
        if depth == 0:
            spans.append((start, index + 1))
            start = index + 1
    return spans


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

    def blocks(self, tokens: Sequence[Token], depth: int, separator: str) -> None:
        for index, (start, end) in enumerate(_spans(tokens)):
            if index:
                self.out.gap(separator)
            self.block(tokens[start:end], depth)

    def block(self, tokens: Sequence[Token], depth: int) -> None:
        head, out = tokens[0], self.out
        kind = head.type
        if kind == "paragraph_open":
            self.inline(tokens[1].children or [])
        elif kind == "heading_open":
            self.inline(tokens[1].children or [], wrap="bold")
        elif kind in ("bullet_list_open", "ordered_list_open"):
            self.bullets(tokens, depth)
        elif kind == "blockquote_open":
            self.quote(tokens, depth)
        elif kind in ("fence", "code_block"):
            content = head.content.removesuffix("\n")
            if content.strip():
                language = head.info.strip().split()[0] if head.info.strip() else None
                start = out.start()
                out.write(content)
                out.mark("pre", start, language=language)
        elif kind == "table_open":
            out.embed(render_table(tokens, self.table_width).body)
        elif kind == "hr":
            out.write(_RULE)
        else:  # html_block and anything unforeseen: shown as text
            out.write(head.content.strip("\n"))

    def bullets(self, tokens: Sequence[Token], depth: int) -> None:
        out = self.out
        for start, end in _spans(tokens[1:-1]):
            item = tokens[1 + start : 1 + end]
            out.gap("\n")
            opener = item[0]
            out.write(
                f"{opener.info}{opener.markup} " if opener.info else f"{_BULLETS[depth % len(_BULLETS)]} "
            )
            indent, out.indent = out.indent, out.indent + _INDENT
            self.blocks(item[1:-1], depth + 1, "\n")
            out.indent = indent

    def quote(self, tokens: Sequence[Token], depth: int) -> None:
        if self.quoted:  # Telegram does not nest block quotes: the outer one covers this text
            self.blocks(tokens[1:-1], depth, "\n")
            return
        start = self.out.start()
        self.quoted = True
        self.blocks(tokens[1:-1], depth, "\n")
        self.quoted = False
        self.out.mark("blockquote", start)

    # ── inline ───────────────────────────────────────────────────────────────────────────────────

    def inline(self, children: Sequence[Token], *, wrap: str = "") -> None:
        out = self.out
        stack: list[_Open] = []
        if wrap:
            stack.append(_Open(wrap, out.start()))
        for token in children:
            kind = token.type
            name = kind.rpartition("_")[0]
            if kind == "text" or (kind == "html_inline" and not _BR.fullmatch(token.content)):
                out.write(token.content)
            elif kind in ("softbreak", "hardbreak", "html_inline"):  # the html left is a <br>
                out.write("\n")
            elif kind == "code_inline":
                self._code(token.content, stack)
            elif kind.endswith("_open") and name in _STYLES:
                open_kinds = {item.kind for item in stack}
                stack.append(_Open("" if _STYLES[name] in open_kinds else _STYLES[name], out.start()))
            elif kind == "link_open":
                href = str(token.attrGet("href") or "")
                linked = token.markup != "autolink" and href.startswith(_LINK_SCHEMES)
                stack.append(_Open("text_link" if linked else "", out.start(), url=href))
            elif (kind.endswith("_close") and name in _STYLES) or kind == "link_close":
                self._close(stack.pop())
            elif kind == "image":
                self._image(token, linked=any(item.kind == "text_link" for item in stack))
        while stack:
            self._close(stack.pop())

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

    def _image(self, token: Token, *, linked: bool) -> None:
        """An image as its alt text, linked to the picture unless already inside a link."""
        src = str(token.attrGet("src") or "")
        start = self.out.start()
        self.out.write(token.content or "이미지")
        if src.startswith(_LINK_SCHEMES) and not linked:
            self.out.mark("text_link", start, url=src)

    def _close(self, item: _Open) -> None:
        if item.kind:
            self.out.mark(item.kind, item.start, url=item.url if item.kind == "text_link" else None)
