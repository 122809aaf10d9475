"""An answer's Markdown parsed once into a small typed tree that every platform renderer walks.

    fix_hangul_emphasis ─▶ markdown-it (commonmark + table + strikethrough) ─▶ Document

A :class:`Document` holds the top-level :data:`Block` nodes, the source they were parsed from (after
the fix) and the reference definitions (``[1]: https://…``). Blocks carry the source lines they span,
so a renderer that shows Markdown as written (Slack's ``markdown`` block) can slice it; inline nodes
carry what markdown-it resolved (a reference link arrives as a :class:`Link` with its address), and
its text runs as it left them (an empty :class:`Text` may sit beside a delimiter; the Slack fallback's
spacing around markers depends on it, so it is kept).

The nodes are defined in :mod:`bots.markdown_nodes` (re-exported here), which
:mod:`bots.markdown_lines` also builds for the bot's own replies without markdown-it.

The renderers (:mod:`bots.slack.markdown`, :mod:`bots.telegram.render`, :mod:`bots.terminal_markdown`) match on these classes with
``assert_never``, so a new node kind fails type-checking wherever it is not handled. No platform
knowledge here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from markdown_it import MarkdownIt
from markdown_it.token import Token

from bots.markdown_fixes import fix_hangul_emphasis
from bots.markdown_nodes import (
    Block,
    Cell,
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
    Lines,
    Link,
    ListBlock,
    ListItem,
    Paragraph,
    Quote,
    Reference,
    Rule,
    Strikethrough,
    Strong,
    Table,
    Text,
)
from bots.textwidth import Align

__all__ = [
    "Block",
    "Cell",
    "CodeBlock",
    "CodeSpan",
    "Document",
    "Emphasis",
    "Heading",
    "HtmlBlock",
    "HtmlInline",
    "Image",
    "Inline",
    "LineBreak",
    "Link",
    "ListBlock",
    "ListItem",
    "Paragraph",
    "Quote",
    "Reference",
    "Rule",
    "Strikethrough",
    "Strong",
    "Table",
    "Text",
    "parse",
]

# ── parsing ──────────────────────────────────────────────────────────────────────────────────────

_MD = MarkdownIt("commonmark").enable(["table", "strikethrough"])

#: ``:--:`` markers arrive as ``style="text-align:…"`` on the header cells.
_ALIGNS: dict[str, Align] = {f"text-align:{a}": a for a in ("left", "right", "center")}


def parse(markdown: str, *, references: Sequence[Reference] = (), fix: bool = True) -> Document:
    """Parse ``markdown`` once into a :class:`Document`.

    Args:
        markdown: The answer as the model wrote it.
        references: Definitions known from elsewhere (a fragment of a larger answer), used by its
            reference links; the fragment's own definitions are added after them.
        fix: Apply :func:`bots.markdown_fixes.fix_hangul_emphasis` first (off for a fragment of a
            source that was already fixed).
    """
    source = fix_hangul_emphasis(markdown) if fix else markdown
    known = {ref.label: ref for ref in references}
    env: dict[str, Any] = {
        "references": {
            ref.label: {"title": ref.title, "href": ref.href, "map": list(ref.lines)} for ref in references
        }
    }
    tokens = _MD.parse(source, env)
    lines = source.split("\n")
    refs = tuple(
        known.get(label)
        or Reference(
            label=label,
            href=ref["href"],
            title=ref["title"],
            lines=(ref["map"][0], ref["map"][1]),
            source="\n".join(lines[ref["map"][0] : ref["map"][1]]).strip(),
        )
        for label, ref in env.get("references", {}).items()
    )
    return Document(blocks=_blocks(tokens), source=source, references=refs)


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


def _blocks(tokens: Sequence[Token]) -> tuple[Block, ...]:
    return tuple(_block(tokens[start:end]) for start, end in _spans(tokens))


def _block(tokens: Sequence[Token]) -> Block:
    head = tokens[0]
    lines = (head.map[0], head.map[1]) if head.map is not None else None
    kind = head.type
    if kind == "paragraph_open":
        return Paragraph(_inlines(tokens[1].children or []), lines)
    if kind == "heading_open":
        return Heading(int(head.tag[1:]), _inlines(tokens[1].children or []), lines)
    if kind in ("bullet_list_open", "ordered_list_open"):
        items = tuple(_item(tokens[1 + start : 1 + end]) for start, end in _spans(tokens[1:-1]))
        return ListBlock(kind == "ordered_list_open", items, lines)
    if kind == "blockquote_open":
        return Quote(_blocks(tokens[1:-1]), lines)
    if kind in ("fence", "code_block"):
        return CodeBlock(head.info, head.content.removesuffix("\n"), lines)
    if kind == "table_open":
        return _table(tokens, lines)
    if kind == "hr":
        return Rule(lines)
    return HtmlBlock(head.content, lines)  # html_block (and anything unforeseen: shown as text)


def _item(tokens: Sequence[Token]) -> ListItem:
    opener = tokens[0]
    return ListItem(_blocks(tokens[1:-1]), number=opener.info, delimiter=opener.markup)


def _table(tokens: Sequence[Token], lines: Lines | None) -> Table:
    rows: list[list[Cell]] = []
    aligns: list[Align | None] = []
    for token in tokens:
        if token.type == "tr_open":
            rows.append([])
        elif token.type == "th_open":
            aligns.append(_ALIGNS.get(str(token.attrGet("style"))))
        elif token.type == "inline" and rows:
            rows[-1].append(_inlines(token.children or []))
    header, *body = rows or [[]]
    return Table(tuple(header), tuple(map(tuple, body)), tuple(aligns), lines)


def _inlines(children: Sequence[Token]) -> tuple[Inline, ...]:
    """Inline tokens → nodes. Openers and closers come balanced from markdown-it; an opener of an
    unforeseen kind contributes its children only."""
    stack: list[tuple[Token | None, list[Inline]]] = [(None, [])]
    for token in children:
        if token.nesting == 1:
            stack.append((token, []))
        elif token.nesting == -1 and len(stack) > 1:
            opener, kids = stack.pop()
            stack[-1][1].extend(_container(opener, tuple(kids)))
        elif (leaf := _leaf(token)) is not None:
            stack[-1][1].append(leaf)
    while len(stack) > 1:  # never for markdown-it's output; kept total
        opener, kids = stack.pop()
        stack[-1][1].extend(_container(opener, tuple(kids)))
    return tuple(stack[0][1])


def _container(opener: Token | None, children: tuple[Inline, ...]) -> tuple[Inline, ...]:
    kind = opener.type if opener is not None else ""
    if kind == "strong_open":
        return (Strong(children),)
    if kind == "em_open":
        return (Emphasis(children),)
    if kind == "s_open":
        return (Strikethrough(children),)
    if kind == "link_open" and opener is not None:
        href = str(opener.attrGet("href") or "")
        return (Link(href, children, autolink=opener.markup == "autolink"),)
    return children


def _leaf(token: Token) -> Inline | None:
    kind = token.type
    if kind == "text":
        return Text(token.content)
    if kind == "html_inline":
        return HtmlInline(token.content)
    if kind == "code_inline":
        return CodeSpan(token.content)
    if kind in ("softbreak", "hardbreak"):
        return LineBreak(hard=kind == "hardbreak")
    if kind == "image":
        return Image(str(token.attrGet("src") or ""), token.content)
    return None
