"""Checks shared by the Slack render tests: a message within Slack's limits, and what it shows as text."""

from __future__ import annotations

import re
from typing import Any

from bots.slack.render import SlackLimits, SlackMessage

LIMITS = SlackLimits()


def assert_within_slack_limits(message: SlackMessage, limits: SlackLimits = LIMITS) -> None:
    markdown = [block["text"] for block in message.blocks if block["type"] == "markdown"]
    tables = [block for block in message.blocks if block["type"] == "table"]
    assert {block["type"] for block in message.blocks} <= {"markdown", "table"}
    assert sum(map(len, markdown)) <= limits.markdown_chars
    assert all(text.strip() for text in markdown)
    assert 0 < len(message.fallback_text) <= limits.fallback_chars
    assert 0 < len(message.blocks) <= limits.blocks
    assert len(tables) <= 1
    for table in tables:
        assert len(table["rows"]) <= limits.table_rows
        for row in table["rows"]:
            assert 0 < len(row) <= limits.table_cells
            assert all(cell["type"] == "raw_text" and cell["text"].strip() for cell in row)
    for text in [*markdown, message.fallback_text]:  # every code fence opened in a message is closed in it
        assert len(re.findall(r"^\s*```", text, flags=re.M)) % 2 == 0


def block_text(block: dict[str, Any]) -> str:
    """What a block shows, as text: markdown as is, a table row by row."""
    if block["type"] == "markdown":
        return str(block["text"])
    return "\n".join(" | ".join(cell["text"] for cell in row) for row in block["rows"])


def words(text: str) -> list[str]:
    text = text.replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">")
    return [word for word in re.findall(r"[\w%.,+\-]+", text) if word.strip("-")]  # not a table's rule


def hangul_words(text: str) -> list[str]:
    return re.findall(r"[가-힣]+", text)


def code_block_lines(markdown: str) -> list[str]:
    match = re.search(r"```\n(.*?)\n```", markdown, flags=re.S)
    assert match is not None
    return match.group(1).split("\n")
