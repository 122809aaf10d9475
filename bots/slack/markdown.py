"""Markdown parsed once into light blocks (prose, code, tables) plus their Slack mrkdwn fallback."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

from markdown_it import MarkdownIt
from markdown_it.token import Token

from bots.markdown_fixes import fix_hangul_emphasis
from bots.markdown_tables import table_cells
from bots.textwidth import Align, monospace_table

EMPTY_CELL = "—"  # Slack rejects empty table cells
ProseKind = Literal["paragraph", "heading", "list", "quote", "hr", "html"]

_MD = MarkdownIt("commonmark").enable(["table", "strikethrough"])
_KINDS: dict[str, ProseKind] = {
    "paragraph_open": "paragraph",
    "heading_open": "heading",
    "bullet_list_open": "list",
    "ordered_list_open": "list",
    "blockquote_open": "quote",
    "hr": "hr",
    "html_block": "html",
}
_MARKS = {"strong": "*", "em": "_", "s": "~"}
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
    return _parse(markdown)[0]


def _parse(markdown: str) -> tuple[list[Block], dict[str, Any]]:
    source = fix_hangul_emphasis(markdown)
    env: dict[str, Any] = {}
    tokens = _MD.parse(source, env)
    refs: dict[str, Any] = env.get("references", {})
    lines = source.split("\n")
    for ref in refs.values():  # keep each definition as written; markdown-it ignores the extra key
        ref["source"] = "\n".join(lines[ref["map"][0] : ref["map"][1]]).strip()
    blocks: list[Block] = []
    for start, end in _spans(tokens):
        head = tokens[start]
        if head.type == "table_open":
            blocks.append(_table(tokens[start:end]))
        elif head.type in ("fence", "code_block"):
            blocks.append(Code(lang=head.info.strip(), text=head.content.removesuffix("\n")))
        elif head.type in _KINDS and head.map is not None:
            text = "\n".join(lines[head.map[0] : head.map[1]]).strip("\n").rstrip()
            mrkdwn = _mrkdwn_block(tokens[start:end], 0)
            blocks.append(Prose(kind=_KINDS[head.type], markdown=_with_refs(text, refs), mrkdwn=mrkdwn))
    return blocks, refs


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


def _with_refs(text: str, refs: dict[str, Any]) -> str:
    """Append the reference definitions (``[1]: url``) this block uses, so its markdown block stands alone."""
    lowered = text.lower()
    needed = [
        ref["source"]
        for label, ref in refs.items()
        if f"[{label.lower()}]" in lowered and ref["source"].lower() not in lowered
    ]
    return "\n\n".join([text, "\n".join(needed)]) if needed else text


def _table(tokens: Sequence[Token]) -> Table:
    header, body, aligns = table_cells(tokens)
    return Table(header=tuple(header), rows=tuple(map(tuple, body)), aligns=tuple(aligns))


# ── mrkdwn ───────────────────────────────────────────────────────────────────────────────────────


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _mrkdwn_blocks(tokens: Sequence[Token], depth: int, sep: str = "\n\n") -> str:
    parts = (_mrkdwn_block(tokens[start:end], depth) for start, end in _spans(tokens))
    return sep.join(part for part in parts if part)


def _mrkdwn_block(tokens: Sequence[Token], depth: int) -> str:
    head = tokens[0]
    kind = head.type
    if kind == "paragraph_open":
        return _inline(tokens[1].children or [])
    if kind == "heading_open":
        title = _inline(tokens[1].children or [], emphasis=False).strip()
        return f"*{title}*" if title else ""
    if kind in ("bullet_list_open", "ordered_list_open"):
        items = []
        for start, end in _spans(tokens[1:-1]):
            item = tokens[1 + start : 1 + end]
            mark = f"{item[0].info}{item[0].markup}" if item[0].info else _BULLETS[depth % len(_BULLETS)]
            body = _mrkdwn_blocks(item[1:-1], depth + 1, sep="\n").replace("\n", "\n    ")
            items.append(f"{mark} {body}")
        return "\n".join(items)
    if kind == "blockquote_open":
        inner = _mrkdwn_blocks(tokens[1:-1], depth)
        return "\n".join(f"> {line}" if line else ">" for line in inner.split("\n"))
    if kind in ("fence", "code_block"):
        return f"```\n{_escape(head.content.removesuffix(chr(10)))}\n```"
    if kind == "table_open":
        table = _table(tokens)
        return f"```\n{_escape(monospace_table(table.header, table.rows, table.aligns))}\n```"
    if kind == "hr":
        return "──────────"
    return _escape(head.content.rstrip())  # html_block and anything unforeseen: shown as text


def _inline(children: Sequence[Token], *, emphasis: bool = True) -> str:
    """Inline tokens → mrkdwn. A marker glued to a letter gets a space (Slack will not format it)."""
    out: list[str] = []
    links: list[tuple[int, str]] = []
    space_if_word = False  # a closing marker was just written

    def emit(text: str) -> None:
        nonlocal space_if_word
        if text and space_if_word and text[0].isalnum():
            out.append(" ")
        space_if_word = False
        out.append(text)

    for token in children:
        name, _, edge = token.type.rpartition("_")
        if token.type in ("text", "html_inline"):
            emit(_escape(token.content))
        elif token.type == "code_inline":
            emit(f"`{_escape(token.content)}`")
        elif token.type in ("softbreak", "hardbreak"):
            emit("\n")
        elif name in _MARKS and emphasis:
            if edge == "open" and out and out[-1][-1:].isalnum():
                emit(" ")
            emit(_MARKS[name])
            space_if_word = edge == "close"
        elif token.type == "link_open":
            links.append((len(out), str(token.attrGet("href") or "")))
        elif token.type == "link_close" and links:
            at, href = links.pop()
            label = "".join(out[at:]).replace("|", "¦")
            del out[at:]
            emit(f"<{_escape(href)}|{label}>" if label and label != _escape(href) else f"<{_escape(href)}>")
        elif token.type == "image":
            emit(f"<{_escape(str(token.attrGet('src') or ''))}|{_escape(token.content) or 'image'}>")
    return "".join(out)


# ── units and packing ────────────────────────────────────────────────────────────────────────────
