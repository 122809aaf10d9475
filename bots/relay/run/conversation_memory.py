"""Conversation memory in the store: earlier questions and answers, kept across restarts.

``history`` gives the agent the last ``limit`` turns, oldest first: the newest ``full_turns`` with
their whole answer, older ones summarised to the first ``summary_chars`` characters of the answer —
enough for "그럼 작년은?" to make sense without paying for every old answer in full.
"""

from __future__ import annotations

from datetime import datetime

from bots.relay.ports import ConversationKey, key_text
from core.agent.control import Turn
from core.logging import get_logger
from core.store import Store

log = get_logger(__name__)

HISTORY_TURNS = 10
FULL_TURNS = 4
SUMMARY_CHARS = 300
QUERY_CHARS = 1_000

#: answered questions per conversation
SCHEMA = """
CREATE TABLE IF NOT EXISTS relay_turns (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    conversation TEXT NOT NULL,
    run_id TEXT NOT NULL UNIQUE,
    query TEXT NOT NULL,
    answer TEXT NOT NULL,
    at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS relay_turns_by_conversation ON relay_turns (conversation, id);
"""


def conversation_id(conversation: ConversationKey) -> str:
    """The stored form of a conversation key (``key_text``)."""
    return key_text(conversation)


def summarise(answer: str, chars: int = SUMMARY_CHARS) -> str:
    """The first ``chars`` characters of an answer, whitespace folded, marked when cut."""
    text = " ".join(answer.split())
    return text if len(text) <= chars else text[:chars].rstrip() + " …(요약)"


class ConversationMemory:
    """Turns per conversation in the ``relay_turns`` table of the shared store."""

    def __init__(
        self,
        store: Store,
        *,
        full_turns: int = FULL_TURNS,
        summary_chars: int = SUMMARY_CHARS,
    ) -> None:
        self._store = store
        self._full_turns = full_turns
        self._summary_chars = summary_chars

    async def record(
        self, conversation: ConversationKey, query: str, answer: str, run_id: str, at: datetime
    ) -> None:
        """Remember one answered question (idempotent per ``run_id``)."""
        if at.tzinfo is None:
            raise ValueError("record() needs a timezone-aware time")
        await self._store.ensure_schema(SCHEMA)
        await self._store.execute(
            "INSERT INTO relay_turns (conversation, run_id, query, answer, at) VALUES (?, ?, ?, ?, ?)"
            " ON CONFLICT (run_id) DO NOTHING",
            (conversation_id(conversation), run_id, query[:QUERY_CHARS], answer, at.isoformat()),
        )

    async def history(self, conversation: ConversationKey, limit: int = HISTORY_TURNS) -> list[Turn]:
        """The last ``limit`` turns, oldest first; all but the newest ``full_turns`` summarised."""
        if limit <= 0:
            return []
        await self._store.ensure_schema(SCHEMA)
        rows = await self._store.fetchall(
            "SELECT query, answer FROM relay_turns WHERE conversation = ? ORDER BY id DESC LIMIT ?",
            (conversation_id(conversation), limit),
        )
        turns = []
        for age, (query, answer) in enumerate(rows):
            text = str(answer) if age < self._full_turns else summarise(str(answer), self._summary_chars)
            turns.append(Turn(str(query), text))
        turns.reverse()
        return turns

    async def remember(
        self, conversation: ConversationKey, query: str, answer: str, run_id: str, at: datetime
    ) -> None:
        """``record`` that never raises: the answer is out, a lost turn must not make it a failure."""
        try:
            await self.record(conversation, query, answer, run_id, at)
        except Exception:
            log.exception("memory_record_failed", run_id=run_id)

    async def recall(self, conversation: ConversationKey, limit: int = HISTORY_TURNS) -> list[Turn]:
        """``history`` that never raises: answer without history rather than not at all."""
        try:
            return await self.history(conversation, limit)
        except Exception:
            log.exception("memory_history_failed", conversation=conversation)
            return []

    async def answer_of(self, run_id: str) -> str:
        """The answer remembered for the run ``run_id`` (``""``: none, e.g. a run not answered)."""
        await self._store.ensure_schema(SCHEMA)
        row = await self._store.fetchone("SELECT answer FROM relay_turns WHERE run_id = ?", (run_id,))
        return str(row[0]) if row is not None else ""

    async def forget(self, conversation: ConversationKey) -> int:
        """Drop a conversation's turns (e.g. a user's "새 대화"); returns how many there were."""
        await self._store.ensure_schema(SCHEMA)
        key = conversation_id(conversation)
        row = await self._store.fetchone("SELECT COUNT(*) FROM relay_turns WHERE conversation = ?", (key,))
        await self._store.execute("DELETE FROM relay_turns WHERE conversation = ?", (key,))
        return int(row[0]) if row else 0
