"""A streamed answer's chunks (``bots.slack.stream``): its prose as ``markdown_text``, its table as a
native block in a ``blocks`` chunk where it stands — pure functions, no call to Slack.

Slack streams take ``blocks`` chunks (2026-04-16; ≤ 50 blocks a chunk), shown in the stream where they
arrive, between the Markdown before and after them; ``chat.stopStream``'s own ``blocks`` would only
show at the bottom. The answer is complete when it is delivered, so it goes in one ``appendStream``:
the prose, the table block, the prose after it — in order, once. As in a posted answer
(``bots.slack.render``), the first table that fits is a block (one table a message) and any other is
monospace code in the Markdown.

The block is the best the workspace takes now, by the tiers a posted answer uses
(``bots.slack.tiers``):

1. ``data_table`` (sortable ``raw_number`` cells showing 조/억) when the table has numbers and fits;
2. ``table`` — for a table without numbers, and once the workspace refused ``data_table``
   (``invalid_blocks``: remembered under ``data_table``, as for posted answers);
3. the table as monospace code in the Markdown (today's stream) — once the workspace refused a table
   block in a stream, or the ``blocks`` chunk itself (``invalid_chunks``: a Slack before them),
   remembered under ``STREAM_BLOCKS``.

A refused ``appendStream`` shows nothing (Slack checks the whole call first), so the next tier is sent
in its place: nothing lost, nothing twice.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from bots.slack.data_table import BLOCK as DATA_TABLE
from bots.slack.render import defuse, render_slack
from bots.slack.stream_cards import STREAM_LIMITS, Json, stream_markdown
from bots.slack.tiers import SlackTiers

#: the refusal key (``SlackTiers.refuse_block``) of table blocks in a stream's ``blocks`` chunk
STREAM_BLOCKS = "stream_blocks"
_TABLE_BLOCKS = ("table", DATA_TABLE)
_BLOCK_LIMITS = replace(STREAM_LIMITS, table_cells=20)  # a table of ≤ 20 columns may be a block


def answer_chunks(answer: str, tiers: SlackTiers) -> list[Json] | None:
    """The answer as the chunks of one ``appendStream``, its table as the best block ``tiers`` allow now;
    ``None`` when it needs more than one message (it is then posted as messages)."""
    if not tiers.block_refused(STREAM_BLOCKS):
        chunks = _with_table_block(answer, data_tables=not tiers.block_refused(DATA_TABLE))
        if chunks is not None:
            return chunks
    markdown = stream_markdown(answer)
    if markdown is None or len(markdown) > STREAM_LIMITS.markdown_chars:
        return None
    return [{"type": "markdown_text", "text": markdown}]


def _with_table_block(answer: str, *, data_tables: bool) -> list[Json] | None:
    """The answer as Markdown and one table block, in order; ``None`` when it has no table that can be
    one, or does not fit one stream."""
    messages = render_slack(answer, _BLOCK_LIMITS, data_tables=data_tables)
    if len(messages) != 1 or not any(b["type"] in _TABLE_BLOCKS for b in messages[0].blocks):
        return None
    chunks: list[Json] = []
    for block in messages[0].blocks:
        if block["type"] == "markdown":
            text = defuse(str(block["text"]))  # again: a table laid out as code lost its cells' defusing
            if chunks and chunks[-1]["type"] == "markdown_text":
                chunks[-1]["text"] += f"\n\n{text}"
            else:  # the Markdown after a block starts a paragraph of its own in the stream's text too
                chunks.append({"type": "markdown_text", "text": f"\n\n{text}" if chunks else text})
        else:
            chunks.append({"type": "blocks", "blocks": [block]})
    if sum(len(c["text"]) for c in chunks if c["type"] == "markdown_text") > STREAM_LIMITS.markdown_chars:
        return None
    return chunks


def refused_kind(error: str, chunks: Sequence[Json]) -> str | None:
    """What to remember after ``appendStream`` refused ``chunks`` with ``error`` — ``data_table``, or
    ``STREAM_BLOCKS`` for a table block or the ``blocks`` chunk itself — or ``None`` when the refusal is
    not about the answer's block (the stream then fails as before)."""
    kinds = {b.get("type") for c in chunks if c.get("type") == "blocks" for b in c.get("blocks", [])}
    if not kinds or not (error.startswith("invalid_blocks") or error == "invalid_chunks"):
        return None
    if DATA_TABLE in kinds and error.startswith("invalid_blocks"):
        return DATA_TABLE
    return STREAM_BLOCKS


def is_answer(chunk: Json) -> bool:
    """Whether ``chunk`` carries the answer (its Markdown or its table)."""
    return chunk.get("type") in ("markdown_text", "blocks")


def stream_text(chunks: Sequence[Json]) -> str:
    """The Markdown the stream's text holds once ``chunks`` are in it (its blocks are not text)."""
    return "".join(str(c["text"]) for c in chunks if c.get("type") == "markdown_text")
