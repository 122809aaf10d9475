"""The ``feedback`` table: one 👍/👎 per (run, user), what the run was, and the note of a 👎.

A vote is an upsert: the same user voting again on the same run replaces the vote (and keeps the note
only while the vote stays 👎). ``since`` counts and lists by ``updated_at`` (epoch seconds).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from core.store import Row, Store

Vote = Literal["up", "down"]
VOTES: tuple[Vote, ...] = ("up", "down")
NOTE_CHARS = 3_000
#: one vote per (run, user), a later vote replacing the earlier; with what the run was (question, answer,
#: its figures and the tool results, JSON) so a 👎 can become an eval case after the run's own records
#: expire; ``prompt_id`` is the Telegram "무엇이 틀렸나요?" message waiting for its reply
SCHEMA = """
CREATE TABLE IF NOT EXISTS feedback (
    run_id TEXT NOT NULL,
    user_id TEXT NOT NULL,
    platform TEXT NOT NULL,
    conversation TEXT NOT NULL,
    vote TEXT NOT NULL,
    note TEXT NOT NULL DEFAULT '',
    question TEXT NOT NULL DEFAULT '',
    answer TEXT NOT NULL DEFAULT '',
    figures TEXT NOT NULL DEFAULT '[]',
    tools TEXT NOT NULL DEFAULT '[]',
    prompt_id TEXT NOT NULL DEFAULT '',
    asked_at TEXT NOT NULL DEFAULT '',
    created_at REAL NOT NULL,
    updated_at REAL NOT NULL,
    PRIMARY KEY (run_id, user_id)
);
CREATE INDEX IF NOT EXISTS feedback_by_time ON feedback (updated_at);
"""
_COLUMNS = (
    "run_id, user_id, platform, conversation, vote, note, question, answer, figures, tools, prompt_id,"
    " asked_at, created_at, updated_at"
)


@dataclass(frozen=True, slots=True)
class Entry:
    """One stored vote with what its run was (``figures``/``tools`` decoded from JSON)."""

    run_id: str
    user_id: str
    platform: str
    conversation: str
    vote: Vote
    note: str = ""
    question: str = ""
    answer: str = ""
    figures: list[dict[str, Any]] = field(default_factory=list)
    tools: list[dict[str, Any]] = field(default_factory=list)
    prompt_id: str = ""
    asked_at: str = ""
    created_at: float = 0.0
    updated_at: float = 0.0


def _entry(row: Row) -> Entry:
    (run, user, platform, conversation, vote, note, question, answer, figures, tools, prompt, asked) = row[
        :12
    ]
    return Entry(
        str(run),
        str(user),
        str(platform),
        str(conversation),
        "down" if vote == "down" else "up",
        str(note),
        str(question),
        str(answer),
        list(json.loads(str(figures) or "[]")),
        list(json.loads(str(tools) or "[]")),
        str(prompt),
        str(asked),
        float(row[12]),
        float(row[13]),
    )


class FeedbackBook:
    """Votes in the shared store (SQLite or PostgreSQL), created on first use like every feature's."""

    def __init__(self, store: Store, *, clock: Callable[[], float] = time.time) -> None:
        self._store = store
        self._clock = clock

    async def _open(self) -> None:
        await self._store.ensure_schema(SCHEMA)

    async def get(self, run_id: str, user_id: str) -> Entry | None:
        await self._open()
        row = await self._store.fetchone(
            f"SELECT {_COLUMNS} FROM feedback WHERE run_id = ? AND user_id = ?", (run_id, user_id)
        )
        return _entry(row) if row is not None else None

    async def put(self, entry: Entry) -> Vote | None:
        """Store ``entry``'s vote (replacing this user's earlier vote on the run); the vote it replaced,
        ``None`` for a first vote. A 👍 clears the note; a 👎 keeps one given before."""
        await self._open()
        now = self._clock()
        async with self._store.transaction() as db:
            row = await db.fetchone(
                "SELECT vote FROM feedback WHERE run_id = ? AND user_id = ?", (entry.run_id, entry.user_id)
            )
            await db.execute(
                f"INSERT INTO feedback ({_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '', ?, ?, ?)"
                " ON CONFLICT (run_id, user_id) DO UPDATE SET vote = excluded.vote,"
                " note = CASE WHEN excluded.vote = 'down' THEN feedback.note ELSE '' END,"
                " prompt_id = CASE WHEN excluded.vote = 'down' THEN feedback.prompt_id ELSE '' END,"
                " question = excluded.question, answer = excluded.answer, figures = excluded.figures,"
                " tools = excluded.tools, updated_at = excluded.updated_at",
                (
                    entry.run_id,
                    entry.user_id,
                    entry.platform,
                    entry.conversation,
                    entry.vote,
                    entry.note[:NOTE_CHARS],
                    entry.question,
                    entry.answer,
                    json.dumps(entry.figures, ensure_ascii=False),
                    json.dumps(entry.tools, ensure_ascii=False),
                    entry.asked_at,
                    now,
                    now,
                ),
            )
        if row is None:
            return None
        return "down" if row[0] == "down" else "up"

    async def note(self, run_id: str, user_id: str, note: str) -> bool:
        """Keep ``note`` on the user's 👎 of the run; ``False`` if there is no such 👎."""
        await self._open()
        changed = await self._store.execute(
            "UPDATE feedback SET note = ?, prompt_id = '', updated_at = ?"
            " WHERE run_id = ? AND user_id = ? AND vote = 'down'",
            (note.strip()[:NOTE_CHARS], self._clock(), run_id, user_id),
        )
        return changed > 0

    async def await_note(self, run_id: str, user_id: str, prompt_id: str) -> None:
        """The message asking for the note (Telegram), so its reply finds the vote."""
        await self._open()
        await self._store.execute(
            "UPDATE feedback SET prompt_id = ? WHERE run_id = ? AND user_id = ?", (prompt_id, run_id, user_id)
        )

    async def by_prompt(self, platform: str, prompt_id: str, user_id: str) -> Entry | None:
        """The user's 👎 whose note the message ``prompt_id`` asked for."""
        await self._open()
        row = await self._store.fetchone(
            f"SELECT {_COLUMNS} FROM feedback WHERE platform = ? AND prompt_id = ? AND user_id = ?",
            (platform, prompt_id, user_id),
        )
        return _entry(row) if row is not None else None

    async def counts(self, since: float) -> dict[Vote, int]:
        """Votes standing now that were cast (or changed) since ``since``."""
        await self._open()
        rows = await self._store.fetchall(
            "SELECT vote, COUNT(*) FROM feedback WHERE updated_at >= ? GROUP BY vote", (since,)
        )
        found = {str(vote): int(count) for vote, count in rows}
        return {vote: found.get(vote, 0) for vote in VOTES}

    async def downs(self, since: float = 0.0) -> list[Entry]:
        """Every 👎 since ``since``, oldest first."""
        await self._open()
        rows = await self._store.fetchall(
            f"SELECT {_COLUMNS} FROM feedback WHERE vote = 'down' AND updated_at >= ?"
            " ORDER BY updated_at, run_id, user_id",
            (since,),
        )
        return [_entry(row) for row in rows]
