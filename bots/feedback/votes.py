"""👍/👎 on answers, the same on every platform: who may vote, what a vote keeps, what the voter is told.

A button names only its run (``up|down`` and the run id: no answer text). A vote is taken when the run
is found (the run journal) and the click came from the run's own conversation (its platform and its
channel or chat: a button forwarded or replayed elsewhere counts nothing); the adapter has checked the
voter is allowed to use the bot. The stored vote carries what the run was — the question, the answer,
the answer's figures and the run's tool results (its scratchpad) — so a 👎 can become an eval case
(``bots.feedback.cases``) after the run's own records are gone. A second vote of the same user on the
same run replaces the first; ``dexter_feedback_total{vote}`` counts a vote when it is new or changed.
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass
from datetime import datetime, time, timedelta
from pathlib import Path
from typing import Any

from bots.button_texts import button_texts
from bots.feedback.book import Entry, FeedbackBook, Vote
from bots.relay.cluster.journal import RunJournal
from bots.relay.ports import key_text
from bots.relay.run.conversation_memory import ConversationMemory
from bots.texts import FEEDBACK_WEEK
from core.clock import KST, now_kst
from core.finance.amounts import find_figures
from core.lang import Language, run_language
from core.logging import get_logger
from core.metrics import FEEDBACK

log = get_logger(__name__)

TOOL_RESULTS = 30
TOOL_RESULT_CHARS = 20_000


@dataclass(frozen=True, slots=True)
class Verdict:
    """What became of a click: ``accepted``, the short text the voter sees and its language (the
    answer's run's: the modal or prompt a 👎 opens speaks it too)."""

    accepted: bool
    text: str
    entry: Entry | None = None
    lang: Language = "ko"


def parse_button(value: str) -> tuple[Vote, str] | None:
    """``up:<run_id>`` / ``down:<run_id>`` → (vote, run id); ``None`` for anything else."""
    vote, _, run_id = value.partition(":")
    if vote not in ("up", "down") or not run_id or len(run_id) > 64:
        return None
    return ("up" if vote == "up" else "down"), run_id


def button_value(vote: Vote, run_id: str) -> str:
    return f"{vote}:{run_id}"


class Feedback:
    """Votes and notes (see the module docstring)."""

    def __init__(self, journal: RunJournal, *, scratchpad_dir: Path | None = None, lang: str = "ko") -> None:
        self._journal = journal
        self.book = FeedbackBook(journal.store)
        self._scratchpads = scratchpad_dir
        self._lang = lang  # ``DEXTER_LANG``: with the run's question, the language the voter is told in

    async def vote(self, value: str, *, platform: str, channel: str, user_id: str) -> Verdict:
        """Take the click of ``user_id`` on a button carrying ``value`` in ``channel`` of ``platform``."""
        parsed = parse_button(value)
        if parsed is None:
            return Verdict(False, button_texts("ko").feedback_gone)
        vote, run_id = parsed
        record = await self._journal.get(run_id)
        if record is None:
            return Verdict(False, button_texts("ko").feedback_gone)
        inbound = record.inbound
        lang = run_language(self._lang, inbound.text)
        said = button_texts(lang)
        if inbound.platform != platform or inbound.reply_to.channel != channel:
            return Verdict(False, said.elsewhere, lang=lang)
        answer = record.answer or await self._remembered_answer(run_id)
        entry = Entry(
            run_id,
            user_id,
            platform,
            key_text(inbound.conversation),
            vote,
            question=inbound.text,
            answer=answer,
            figures=[{"text": f.text, "value": f.value, "unit": f.unit} for f in find_figures(answer)],
            tools=await asyncio.to_thread(self._tool_results, run_id),
            asked_at=inbound.received_at.isoformat(),
        )
        before = await self.book.put(entry)
        if before != vote:
            FEEDBACK.labels(vote).inc()
        log.info("feedback_vote", run_id=run_id, vote=vote, changed=before is not None and before != vote)
        return Verdict(True, said.thanks_up if vote == "up" else said.thanks_down, entry, lang)

    async def note(self, run_id: str, user_id: str, text: str) -> Verdict:
        """Keep the note of the user's 👎 on the run (the answer to "무엇이 틀렸나요?"), and say so in the
        language of the run's question."""
        voted = await self.book.get(run_id, user_id)
        lang = run_language(self._lang, voted.question) if voted is not None else "ko"
        said = button_texts(lang)
        if not text.strip() or not await self.book.note(run_id, user_id, text):
            return Verdict(False, said.no_vote, lang=lang)
        log.info("feedback_note", run_id=run_id, chars=len(text))
        return Verdict(True, said.note_saved, lang=lang)

    async def week(self, now: datetime | None = None, *, notes: int = 3) -> str:
        """This week's votes (since Monday 00:00 KST) for the admins' view, with the latest 👎 notes."""
        today = (now or now_kst()).astimezone(KST)
        monday = datetime.combine(today.date() - timedelta(days=today.weekday()), time(), KST)
        counts = await self.book.counts(monday.timestamp())
        lines = [FEEDBACK_WEEK.format(monday=f"{monday:%m/%d}", up=counts["up"], down=counts["down"])]
        said = [e.note for e in reversed(await self.book.downs(monday.timestamp())) if e.note][:notes]
        lines += [f"• 👎 “{' '.join(note.split())[:120]}”" for note in said]
        return "\n".join(lines)

    async def _remembered_answer(self, run_id: str) -> str:
        """A direct reply (quick answer, card) is not in the journal's answer column: its turn is."""
        return await ConversationMemory(self._journal.store).answer_of(run_id)

    def _tool_results(self, run_id: str) -> list[dict[str, Any]]:
        """The run's successful tool results from its scratchpad (none for a direct reply)."""
        if self._scratchpads is None:
            return []
        path = self._scratchpads / f"{run_id}.jsonl"
        if not path.is_file():
            return []
        found: list[dict[str, Any]] = []
        try:
            for line in path.read_text(encoding="utf-8").splitlines():
                entry = json.loads(line) if line.strip() else {}
                if entry.get("type") == "tool_result" and entry.get("ok"):
                    result = str(entry.get("result", ""))[:TOOL_RESULT_CHARS]
                    found.append(
                        {"tool": entry.get("tool", ""), "args": entry.get("args", {}), "result": result}
                    )
        except (OSError, ValueError):
            log.exception("feedback_scratchpad_unreadable", run_id=run_id)
        return found[:TOOL_RESULTS]
