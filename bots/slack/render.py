"""Final answer (Markdown) → Slack messages. Pure functions, no network, no slack_sdk.

    fix_hangul_emphasis ─▶ parse once (markdown-it) ─▶ light blocks (Prose | Code | Table)
        ─▶ units (oversized code/tables cut by lines/rows, header repeated; oversized prose by lines)
        ─▶ packed in order into SlackMessage(blocks, fallback_text), each within SlackLimits

* ``blocks``: ``markdown`` blocks for prose (the answer's own Markdown, source-sliced, so nothing is
  re-written), the first table that fits as a ``table`` block (one per message — Slack's rule), every
  other table as a fenced code block laid out with :func:`bots.textwidth.monospace_table`.
* ``fallback_text``: the same content in mrkdwn (``*bold*``, ``_italic_``, ``<url|text>``, ``•``
  bullets, headings as bold lines, ``& < >`` escaped, tables as code blocks) — the ``text=`` for
  notifications and the whole payload to retry with when Slack answers ``invalid_blocks``.

Hangul emphasis: CommonMark does not close ``**2.5%**로`` (a ``**`` after punctuation and before a
letter is not right-flanking), nor open ``로**(주)삼성**``. :func:`fix_hangul_emphasis` inserts a
ZERO WIDTH SPACE (U+200B) *inside* such a pair, between the marker and the punctuation: U+200B is
neither whitespace nor punctuation to CommonMark, so the marker becomes flanking, the text reads the
same and nothing visible is added. In mrkdwn a marker touching a letter (Hangul or Latin) does not
format at all, so the fallback puts a plain space there (``*2.5%* 로``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import accumulate
from typing import Any, Literal

from markdown_it import MarkdownIt
from markdown_it.token import Token

from bots.markdown_fixes import ZWSP, fix_hangul_emphasis
from bots.textwidth import Align, guess_aligns, monospace_table

__all__ = [
    "DEFAULT_LIMITS",
    "EMPTY_CELL",
    "Block",
    "Code",
    "Prose",
    "SlackLimits",
    "SlackMessage",
    "Table",
    "fix_hangul_emphasis",
    "parse_blocks",
    "render_slack",
]

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
_ALIGNS: dict[str, Align] = {f"text-align:{a}": a for a in ("left", "right", "center")}  # from :--:
_MARKS = {"strong": "*", "em": "_", "s": "~"}
_BULLETS = "•◦▪"


@dataclass(frozen=True, slots=True)
class SlackLimits:
    """Per-message budgets, set below Slack's hard limits so a message is never refused."""

    markdown_chars: int = 11_000  # cumulative markdown block text (Slack: 12,000)
    fallback_chars: int = 3_500  # mrkdwn text (Slack: msg_too_long from ~4,000 in practice)
    blocks: int = 50  # Slack: 50
    table_rows: int = 100  # table block rows, header included (Slack: 100)
    table_cells: int = 20  # table block cells per row (Slack: 20); wider tables become code


DEFAULT_LIMITS = SlackLimits()


@dataclass(frozen=True, slots=True)
class SlackMessage:
    """One chat.postMessage: ``blocks`` for display, ``fallback_text`` (mrkdwn) for ``text=``."""

    blocks: list[dict[str, Any]]
    fallback_text: str


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


@dataclass(frozen=True, slots=True)
class _Unit:
    """An atomic piece of a message: markdown text, or a table block; plus its mrkdwn fallback."""

    fallback: str
    markdown: str = ""
    table: dict[str, Any] | None = None


# ── public entry points ──────────────────────────────────────────────────────────────────────────


def render_slack(markdown: str, limits: SlackLimits = DEFAULT_LIMITS) -> list[SlackMessage]:
    """Render a final answer as Slack messages, in order, each within ``limits``.

    Splits only between blocks; a code block or table too big for one message is cut by lines/rows
    (a table's header repeated in each part), a paragraph or list too big by lines. Empty input → ``[]``.
    """
    blocks, refs = _parse(markdown)
    units: list[_Unit] = []
    table_block_free = True
    for block in blocks:
        if isinstance(block, Prose):
            units += _prose_units(block.markdown, block.mrkdwn, refs, limits)
        elif isinstance(block, Code):
            units += _fenced_units([], block.text.split("\n"), block.lang, limits)
        else:
            as_block = table_block_free and 0 < len(block.header) <= limits.table_cells
            table_block_free &= not as_block
            units += _table_units(block, limits, as_block=as_block)
    return _pack(units, limits)


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
    rows: list[list[str]] = []
    aligns: list[Align | None] = []
    for token in tokens:
        if token.type == "tr_open":
            rows.append([])
        elif token.type == "th_open":
            aligns.append(_ALIGNS.get(str(token.attrGet("style"))))
        elif token.type == "inline" and rows:
            rows[-1].append(_plain(token.children or []))
    header, *body = rows or [[]]
    return Table(header=tuple(header), rows=tuple(map(tuple, body)), aligns=tuple(aligns))


def _plain(children: Sequence[Token]) -> str:
    """Inline tokens as plain text: formatting dropped, a link kept as ``text (url)``."""
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


def _fits(unit: _Unit, limits: SlackLimits) -> bool:
    return len(unit.markdown) <= limits.markdown_chars and len(unit.fallback) <= limits.fallback_chars


def _prose_units(markdown: str, mrkdwn: str, refs: dict[str, Any], limits: SlackLimits) -> list[_Unit]:
    """A prose block as one unit, or — when too big — halved by lines (then words) until each fits.

    Only this rare path parses again: each half is a new Markdown fragment with its own mrkdwn.
    """
    unit = _Unit(markdown=markdown, fallback=mrkdwn)
    halves = None if _fits(unit, limits) else _halve(markdown)
    if halves is None:
        return [unit]
    units: list[_Unit] = []
    for half in halves:
        piece = _with_refs(half, refs)
        units += _prose_units(piece, _mrkdwn_blocks(_MD.parse(piece, {"references": refs}), 0), refs, limits)
    return units


def _halve(text: str) -> tuple[str, str] | None:
    """Cut near the middle: at a line that starts flush left if any, else any line, else a space.

    Halves are stripped, so a tail never starts indented (it would turn into a code block).
    """
    text = text.strip()
    lines = text.split("\n")
    middle = len(text) // 2
    if len(lines) > 1:
        starts = list(accumulate((len(line) + 1 for line in lines), initial=0))
        cuts = [k for k in range(1, len(lines)) if not lines[k][:1].isspace()] or range(1, len(lines))
        cut = starts[min(cuts, key=lambda k: abs(starts[k] - middle))]
    else:
        spaces = [i for i, char in enumerate(text) if char == " "]
        cut = min(spaces, key=lambda i: abs(i - middle)) if spaces else middle
    head, tail = text[:cut].strip(), text[cut:].strip()
    return (head, tail) if head and tail else None


def _fence_for(text: str) -> str:
    longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
    return "`" * max(3, longest + 1)


def _fenced_units(head: list[str], body: list[str], lang: str, limits: SlackLimits) -> list[_Unit]:
    """Code lines in as many fenced units as needed, each repeating ``head`` (a table's header).

    A line too long for any unit (rare: minified data, a giant cell) is wrapped, never dropped.
    """
    fence = _fence_for("\n".join(head + body))
    top = "".join(f"{line}\n" for line in head)
    room = max(min(limits.markdown_chars, limits.fallback_chars // 5) - len(lang) - len(top) * 5 - 20, 40)
    body = [line[i : i + room] for line in body for i in range(0, len(line) or 1, room)]  # 5: & → &amp;
    base = (len(top) + 2 * len(fence) + len(lang) + 2, len(_escape(top)) + 8)
    costs = [(len(line) + 1, len(_escape(line)) + 1) for line in body]
    units: list[_Unit] = []
    for group in _groups(costs, base, limits, len(body)):
        text = top + "\n".join(body[group.start : group.stop])
        units.append(_Unit(markdown=f"{fence}{lang}\n{text}\n{fence}", fallback=f"```\n{_escape(text)}\n```"))
    return units


def _table_units(table: Table, limits: SlackLimits, *, as_block: bool) -> list[_Unit]:
    """A table as one or more units (header repeated in each): table blocks, or fenced monospace."""
    lines = monospace_table(table.header, table.rows, table.aligns).split("\n")
    if len(lines[0]) > limits.fallback_chars // 8:  # too wide to align usefully (it would wrap): compact
        lines = [" | ".join(row) for row in (table.header, ("---",), *table.rows)]
    head, body = lines[:2], lines[2:]
    if not as_block:
        return _fenced_units(head, body, "", limits)
    top = _escape("\n".join(head))
    costs = [(0, len(_escape(line)) + 1) for line in body]
    aligns = [a or g for a, g in zip(table.aligns, guess_aligns(table.rows, len(table.header)), strict=False)]
    units: list[_Unit] = []
    for group in _groups(costs, (0, len(top) + 9), limits, limits.table_rows - 1):
        text = "\n".join([top, *map(_escape, body[group.start : group.stop])])
        rows = [table.header, *table.rows[group.start : group.stop]]
        fallback = f"```\n{text}\n```"
        if len(fallback) > limits.fallback_chars:  # a row longer than the budget: cut in the fallback only
            fallback = fallback[: limits.fallback_chars - 5] + "…\n```"
        units.append(_Unit(fallback=fallback, table=_table_block(rows, aligns)))
    return units


def _table_block(rows: Sequence[Sequence[str]], aligns: Sequence[Align]) -> dict[str, Any]:
    """Slack's table block (shape as in slack_sdk.models.blocks.TableBlock / RawTextObject)."""
    return {
        "type": "table",
        "column_settings": [
            {"align": align} if align == "right" else {"align": align, "is_wrapped": True} for align in aligns
        ],
        "rows": [[{"type": "raw_text", "text": cell.strip() or EMPTY_CELL} for cell in row] for row in rows],
    }


def _groups(
    costs: Sequence[tuple[int, int]], base: tuple[int, int], limits: SlackLimits, most: int
) -> list[range]:
    """Greedy runs of items whose (markdown, fallback) sizes plus ``base`` stay within limits."""
    groups: list[range] = []
    start = 0
    markdown, fallback = base
    for index, (md_cost, fb_cost) in enumerate(costs):
        over = markdown + md_cost > limits.markdown_chars or fallback + fb_cost > limits.fallback_chars
        if index > start and (over or index - start >= most):
            groups.append(range(start, index))
            start, (markdown, fallback) = index, base
        markdown, fallback = markdown + md_cost, fallback + fb_cost
    groups.append(range(start, len(costs)))
    return groups


def _pack(units: Sequence[_Unit], limits: SlackLimits) -> list[SlackMessage]:
    messages: list[SlackMessage] = []
    current: list[_Unit] = []
    for unit in units:
        if current and not _within(_message([*current, unit]), limits):
            messages.append(_message(current))
            current = []
        current.append(unit)
    if current:
        messages.append(_message(current))
    return messages


def _message(units: Sequence[_Unit]) -> SlackMessage:
    blocks: list[dict[str, Any]] = []
    run: list[str] = []
    for unit in units:
        if unit.table is None:
            run.append(unit.markdown)
            continue
        if run:
            blocks.append({"type": "markdown", "text": "\n\n".join(run)})
            run = []
        blocks.append(unit.table)
    if run:
        blocks.append({"type": "markdown", "text": "\n\n".join(run)})
    return SlackMessage(blocks=blocks, fallback_text="\n\n".join(unit.fallback for unit in units))


def _within(message: SlackMessage, limits: SlackLimits) -> bool:
    markdown = sum(len(block["text"]) for block in message.blocks if block["type"] == "markdown")
    tables = sum(block["type"] == "table" for block in message.blocks)
    return (
        markdown <= limits.markdown_chars
        and len(message.fallback_text) <= limits.fallback_chars
        and len(message.blocks) <= limits.blocks
        and tables <= 1
    )
