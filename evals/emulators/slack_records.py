"""The Slack emulator's records and rules: the fake workspace's ids, the records ``FakeSlack`` keeps
(``Message``, ``Edit``, ``Upload``), the error a method handler raises (``SlackError``), and
``table_problem`` (Slack's TableBlock rules). ``evals.emulators.slack`` re-exports the records.

IDs and timestamps come from one process-wide counter (``next_ts``, ``next_id``), shared by the fake and the
event builders in ``evals.emulators.slack_events``, so they are unique and increasing: a ``ts`` from an
event builder never collides with one the fake hands out.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Any, Literal

Json = dict[str, Any]

TEAM_ID = "T0DEXTER"
BOT_USER_ID = "U0DEXTER"
BOT_ID = "B0DEXTER"
APP_ID = "A0DEXTER"
USER_ID = "U0USER01"

_serial = itertools.count(1)


def next_ts() -> str:
    """A fresh, increasing Slack-style message timestamp (``"1800000000.000100"``, then ``.000200``…)."""
    micros = next(_serial) * 100
    return f"{1_800_000_000 + micros // 1_000_000}.{micros % 1_000_000:06d}"


def next_id(prefix: str) -> str:
    """A fresh id from the same counter: ``prefix`` + 8 digits."""
    return f"{prefix}{next(_serial):08d}"


class SlackError(Exception):
    """Raised by a method handler; becomes ``{"ok": false, "error": error}`` (HTTP 200, like Slack)."""

    def __init__(self, error: str, detail: str = "") -> None:
        super().__init__(error)
        self.error = error
        self.detail = detail


@dataclass(frozen=True, slots=True)
class Edit:
    """One accepted ``chat.update`` (or ``replace_original`` response), stamped with the fake's clock."""

    at: float
    text: str
    blocks: list[Json] | None
    markdown_text: str | None


@dataclass(slots=True)
class Message:
    """A message as the fake stores it. ``text`` mirrors ``markdown_text`` when that was used."""

    channel: str
    ts: str
    text: str = ""
    thread_ts: str | None = None
    blocks: list[Json] | None = None
    markdown_text: str | None = None
    user: str = BOT_USER_ID
    bot_id: str | None = BOT_ID
    posted_at: float = 0.0
    edits: list[Edit] = field(default_factory=list)
    stream: Literal["none", "open", "stopped"] = "none"
    chunks: list[Json] = field(default_factory=list)
    #: when each of ``chunks`` arrived (the fake's clock), and when the stream was stopped
    chunk_at: list[float] = field(default_factory=list)
    stopped_at: float | None = None
    files: list[Json] = field(default_factory=list)
    visible_to: str | None = None

    def to_api(self) -> Json:
        """The message object as Slack returns it in API responses."""
        out: Json = {"type": "message", "ts": self.ts, "text": self.text, "user": self.user}
        extra = {
            "bot_id": self.bot_id,
            "thread_ts": self.thread_ts,
            "blocks": self.blocks,
            "files": self.files,
        }
        return out | {k: v for k, v in extra.items() if v}


@dataclass(slots=True)
class Upload:
    """A file announced by ``files.getUploadURLExternal``; ``content`` arrives at the upload URL."""

    id: str
    filename: str
    length: int
    content: bytes | None = None
    title: str = ""
    channel: str | None = None
    thread_ts: str | None = None


def _has_content(node: Any) -> bool:
    """Whether a table cell (``raw_text`` or a ``rich_text`` tree) shows anything."""
    if isinstance(node, list):
        return any(_has_content(n) for n in node)
    if not isinstance(node, dict):
        return False
    if "elements" in node:
        return _has_content(node["elements"])
    if node.get("type") in ("text", "raw_text"):
        return bool(str(node.get("text", "")).strip())
    return "type" in node


def table_problem(blocks: list[Json]) -> str | None:
    """Slack's TableBlock rules: one table per message, ≤100 rows, ≤20 cells a row, no empty cells."""
    tables = [b for b in blocks if b.get("type") == "table"]
    if len(tables) > 1:
        return "only one table block is allowed per message"
    for table in tables:
        rows = table.get("rows")
        if not isinstance(rows, list) or not rows or len(rows) > 100:
            return "a table needs 1 to 100 rows"
        for row in rows:
            if not isinstance(row, list) or not row or len(row) > 20:
                return "a table row needs 1 to 20 cells"
            if not all(_has_content(cell) for cell in row):
                return "table cells must not be empty"
    return None
