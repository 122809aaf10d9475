"""Final answer (Markdown) → Slack messages. Pure functions, no network, no slack_sdk.

    fix_hangul_emphasis ─▶ parse once (bots.markdown_tree) ─▶ light blocks (Prose | Code | Table)
        ─▶ units (oversized code/tables cut by lines/rows, header repeated; oversized prose by lines)
        ─▶ packed in order into SlackMessage(blocks, fallback_text), each within SlackLimits

* ``blocks``: ``markdown`` blocks for prose (the answer's own Markdown, source-sliced, so nothing is
  re-written), the first table that fits as a ``table`` block (one per message — Slack's rule), every
  other table as a fenced code block laid out with :func:`bots.textwidth.monospace_table`. With
  ``data_tables`` a table with numbers is a ``data_table`` block instead (``bots.slack.data_table``:
  sortable ``raw_number`` cells showing the 조/억 text).
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
from typing import Any

from bots import markdown_tree as md
from bots.markdown_fixes import fix_hangul_emphasis
from bots.slack.data_table import data_table_block
from bots.slack.markdown import (
    EMPTY_CELL,
    Block,
    Code,
    Prose,
    Table,
    escape,
    light_blocks,
    mrkdwn,
    parse_blocks,
    with_refs,
)
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
class _Unit:
    """An atomic piece of a message: markdown text, or a table block; plus its mrkdwn fallback."""

    fallback: str
    markdown: str = ""
    table: dict[str, Any] | None = None


# ── public entry points ──────────────────────────────────────────────────────────────────────────


_SPECIAL = re.compile(r"<(?=[!@#]|[a-z][a-z0-9+.-]*:[^>\s]*\|)", re.IGNORECASE)


def defuse(markdown: str) -> str:
    """Make Slack's own syntax in model text inert in ``markdown`` blocks: ``<!channel>``, ``<!here>``,
    ``<@U…>``, ``<#C…>`` and disguised links ``<http://x|click>`` get a ZERO WIDTH SPACE after ``<``, so
    they show as typed and notify or hide nothing. Honest autolinks (``<https://…>``) stay links. The
    mrkdwn fallback escapes ``& < >`` as well."""
    return _SPECIAL.sub("<\u200b", markdown)


def render_slack(
    markdown: str, limits: SlackLimits = DEFAULT_LIMITS, *, data_tables: bool = False
) -> list[SlackMessage]:
    """Render a final answer as Slack messages, in order, each within ``limits``.

    Splits only between blocks; a code block or table too big for one message is cut by lines/rows
    (a table's header repeated in each part), a paragraph or list too big by lines. Empty input → ``[]``.
    """
    document = md.parse(defuse(markdown))
    refs = document.references
    units: list[_Unit] = []
    table_block_free = True
    for block in light_blocks(document):
        if isinstance(block, Prose):
            units += _prose_units(block.markdown, block.mrkdwn, refs, limits)
        elif isinstance(block, Code):
            units += _fenced_units([], block.text.split("\n"), block.lang, limits)
        else:
            as_block = table_block_free and 0 < len(block.header) <= limits.table_cells
            table_block_free &= not as_block
            units += _table_units(block, limits, as_block=as_block, data_tables=data_tables)
    return _pack(units, limits)


def _fits(unit: _Unit, limits: SlackLimits) -> bool:
    return len(unit.markdown) <= limits.markdown_chars and len(unit.fallback) <= limits.fallback_chars


def _prose_units(
    markdown: str, fallback: str, refs: Sequence[md.Reference], limits: SlackLimits
) -> list[_Unit]:
    """A prose block as one unit, or — when too big — halved by lines (then words) until each fits.

    Only this rare path parses again: each half is a new Markdown fragment with its own mrkdwn.
    """
    unit = _Unit(markdown=markdown, fallback=fallback)
    halves = None if _fits(unit, limits) else _halve(markdown)
    if halves is None:
        return [unit]
    units: list[_Unit] = []
    for half in halves:
        piece = with_refs(half, refs)
        fragment = md.parse(piece, references=refs, fix=False)  # the source was fixed already
        units += _prose_units(piece, mrkdwn(fragment.blocks), refs, limits)
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
    # a line and the header fit one unit even escaped (5: & → &amp;): the budget is a fifth of the fallback's
    room = max(min(limits.markdown_chars, limits.fallback_chars // 5) - len(lang) - len(top) - 20, 40)
    body = [line[i : i + room] for line in body for i in range(0, len(line) or 1, room)]
    base = (len(top) + 2 * len(fence) + len(lang) + 2, len(escape(top)) + 8)
    costs = [(len(line) + 1, len(escape(line)) + 1) for line in body]
    units: list[_Unit] = []
    for group in _groups(costs, base, limits, len(body)):
        text = top + "\n".join(body[group.start : group.stop])
        units.append(_Unit(markdown=f"{fence}{lang}\n{text}\n{fence}", fallback=f"```\n{escape(text)}\n```"))
    return units


def _table_units(
    table: Table, limits: SlackLimits, *, as_block: bool, data_tables: bool = False
) -> list[_Unit]:
    """A table as one or more units (header repeated in each): table blocks, or fenced monospace."""
    lines = monospace_table(table.header, table.rows, table.aligns).split("\n")
    if len(lines[0]) > limits.fallback_chars // 8:  # too wide to align usefully (it would wrap): compact
        lines = [" | ".join(row) for row in (table.header, ("---",), *table.rows)]
    head, body = lines[:2], lines[2:]
    if not as_block:
        return _fenced_units(head, body, "", limits)
    top = escape("\n".join(head))
    costs = [(0, len(escape(line)) + 1) for line in body]
    aligns = [a or g for a, g in zip(table.aligns, guess_aligns(table.rows, len(table.header)), strict=False)]
    units: list[_Unit] = []
    for group in _groups(costs, (0, len(top) + 9), limits, limits.table_rows - 1):
        text = "\n".join([top, *map(escape, body[group.start : group.stop])])
        rows = [table.header, *table.rows[group.start : group.stop]]
        fallback = f"```\n{text}\n```"
        if len(fallback) > limits.fallback_chars:  # a row longer than the budget: cut in the fallback only
            fallback = fallback[: limits.fallback_chars - 5] + "…\n```"
        units.append(_Unit(fallback=fallback, table=_table_block(rows, aligns, data_tables=data_tables)))
    return units


def _table_block(
    rows: Sequence[Sequence[str]], aligns: Sequence[Align], *, data_tables: bool = False
) -> dict[str, Any]:
    """Slack's table block (shape as in slack_sdk.models.blocks.TableBlock / RawTextObject), or with
    ``data_tables`` a ``data_table`` block where the rows fit one and hold numbers."""
    if data_tables:
        shown = [[defuse(cell.strip()) or EMPTY_CELL for cell in row] for row in rows]
        block = data_table_block(shown)
        if block is not None:
            return block
    return {
        "type": "table",
        "column_settings": [
            {"align": align} if align == "right" else {"align": align, "is_wrapped": True} for align in aligns
        ],
        "rows": [
            [{"type": "raw_text", "text": defuse(cell.strip()) or EMPTY_CELL} for cell in row] for row in rows
        ],
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
    tables = sum(block["type"] in ("table", "data_table") for block in message.blocks)
    return (
        markdown <= limits.markdown_chars
        and len(message.fallback_text) <= limits.fallback_chars
        and len(message.blocks) <= limits.blocks
        and tables <= 1
    )
