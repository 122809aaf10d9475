"""What the store holds of a person's words, and how it goes: a deleted or edited message, an operator's
purge, an export. The chat bots' tables (core knows none of them); the statements on ``relay_runs`` are
the run store's (``bots.relay.cluster.run_store``).

Where a question's text lives (each table only once its feature has created it):

================  =================================================================================
relay_runs        the question, the answer, the error (one row per run, ``user_id``, ``conversation``)
relay_turns       the conversation memory: question and answer per answered run
feedback          👍/👎 with the question, answer, figures and tool results of the run
relay_user_runs   runs per user per day (counts, no text)
relay_dedup /     delivery keys, posted-chunk counts, open live views, stop requests of a run
relay_chunks /    (ids, no text)
relay_views /
relay_cancels
scratchpads       ``$DEXTER_HOME/scratchpad/<run_id>.jsonl``: the run's question, tool results, answer
================  =================================================================================

``erase_runs`` (a Slack message deleted) blanks the runs' question and answer, drops their turns,
feedback and scratchpads, and keeps the run rows' ids and counts (usage, dedup); ``reword_runs`` (a
message edited) stores the new question text instead of the old. ``purge_user`` / ``purge_conversation``
(``dexter data purge``) delete every row of the finished runs and the files; a run still going is left
and counted (purge again once it has ended). ``export_user`` (``dexter data export``) gathers all of it.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from bots.relay.cluster.run_store import FINAL_STATUSES, QUESTION_CHARS, RunStore
from bots.relay.run.conversation_memory import QUERY_CHARS
from core.logging import get_logger
from core.store import Store

log = get_logger(__name__)
_BY_RUN = ("relay_dedup", "relay_chunks", "relay_views", "relay_cancels")
_BATCH = 200


@dataclass(slots=True)
class Forgotten:
    """What went (counts), and the runs left because they were still going."""

    runs: int = 0
    turns: int = 0
    feedback: int = 0
    scratchpads: int = 0
    daily_counts: int = 0
    still_running: int = 0

    def as_dict(self) -> dict[str, int]:
        return asdict(self)


def finished(status: str) -> bool:
    """Whether a run in ``status`` is over (a run still going is stopped or left, never erased under it)."""
    return status in FINAL_STATUSES


def _marks(ids: Sequence[str]) -> str:
    return ", ".join("?" for _ in ids)


def _drop_scratchpads(directory: Path, run_ids: Sequence[str]) -> int:
    removed = 0
    for run_id in run_ids:
        path = directory / f"{run_id}.jsonl"
        if "/" in run_id or not path.is_file():
            continue
        with contextlib.suppress(FileNotFoundError):
            path.unlink()
            removed += 1
    return removed


async def _in(store: Store, tables: set[str], table: str, sql: str, run_ids: Sequence[str]) -> int:
    """Run ``sql`` (``… run_id IN ({})``) on ``table`` when it exists; rows changed."""
    if table not in tables or not run_ids:
        return 0
    return max(await store.execute(sql.format(_marks(run_ids)), tuple(run_ids)), 0)


async def erase_runs(
    store: Store, scratchpad_dir: Path, run_ids: Sequence[str], *, active: bool
) -> Forgotten:
    """The runs of a deleted message: question and answer blanked, turns, feedback and (unless the runs
    are still going, ``active``) scratchpads gone; the rows stay for their ids and counts."""
    tables, gone = await store.tables(), Forgotten()
    ids = list(dict.fromkeys(run_ids))
    if "relay_runs" in tables:
        gone.runs = await RunStore(store).blank(ids)
    gone.turns = await _in(store, tables, "relay_turns", "DELETE FROM relay_turns WHERE run_id IN ({})", ids)
    gone.feedback = await _in(store, tables, "feedback", "DELETE FROM feedback WHERE run_id IN ({})", ids)
    if not active:
        gone.scratchpads = _drop_scratchpads(scratchpad_dir, ids)
    log.info("message_text_erased", runs=len(ids), turns=gone.turns, scratchpads=gone.scratchpads)
    return gone


async def reword_runs(store: Store, run_ids: Sequence[str], text: str) -> int:
    """The runs of an edited message keep its new text as their question (journal and memory)."""
    tables, ids = await store.tables(), list(dict.fromkeys(run_ids))
    if not ids:
        return 0
    changed = await RunStore(store).reword(ids, text) if "relay_runs" in tables else 0
    for table, sql, limit in (
        ("relay_turns", "UPDATE relay_turns SET query = ? WHERE run_id IN ({})", QUERY_CHARS),
        ("feedback", "UPDATE feedback SET question = ? WHERE run_id IN ({})", QUESTION_CHARS),
    ):
        if table in tables:
            changed += max(await store.execute(sql.format(_marks(ids)), (text[:limit], *ids)), 0)
    return changed


def _split(runs: list[tuple[str, str]]) -> tuple[list[str], int]:
    """(finished run ids, runs still going)."""
    done = [run_id for run_id, status in runs if finished(status)]
    return done, len(runs) - len(done)


async def _purge(store: Store, scratchpad_dir: Path, run_ids: list[str], still_running: int) -> Forgotten:
    tables, gone = await store.tables(), Forgotten(still_running=still_running)
    runs = RunStore(store)
    for start in range(0, len(run_ids), _BATCH):
        ids = run_ids[start : start + _BATCH]
        gone.turns += await _in(
            store, tables, "relay_turns", "DELETE FROM relay_turns WHERE run_id IN ({})", ids
        )
        gone.feedback += await _in(
            store, tables, "feedback", "DELETE FROM feedback WHERE run_id IN ({})", ids
        )
        for table in _BY_RUN:
            await _in(store, tables, table, f"DELETE FROM {table} WHERE run_id IN ({{}})", ids)
        if "relay_runs" in tables:
            gone.runs += await runs.delete(ids)
        gone.scratchpads += _drop_scratchpads(scratchpad_dir, ids)
    return gone


async def purge_user(store: Store, scratchpad_dir: Path, user_id: str) -> Forgotten:
    """Every finished run of ``user_id`` (any platform), its files, their feedback and daily counts."""
    tables = await store.tables()
    run_ids, running = _split(await RunStore(store).of_user(user_id) if "relay_runs" in tables else [])
    gone = await _purge(store, scratchpad_dir, run_ids, running)
    if "feedback" in tables:
        gone.feedback += max(await store.execute("DELETE FROM feedback WHERE user_id = ?", (user_id,)), 0)
    if "relay_user_runs" in tables:
        deleted = await store.execute("DELETE FROM relay_user_runs WHERE user_id = ?", (user_id,))
        gone.daily_counts = max(deleted, 0)
    log.info("user_data_purged", **gone.as_dict())
    return gone


async def purge_conversation(store: Store, scratchpad_dir: Path, conversation: str) -> Forgotten:
    """Every finished run of one conversation (its stored key text), its memory and feedback."""
    tables = await store.tables()
    runs = await RunStore(store).of_conversation(conversation) if "relay_runs" in tables else []
    run_ids, running = _split(runs)
    gone = await _purge(store, scratchpad_dir, run_ids, running)
    if "relay_turns" in tables and not running:  # turns of runs already purged by id, and strays
        gone.turns += max(
            await store.execute("DELETE FROM relay_turns WHERE conversation = ?", (conversation,)), 0
        )
    if "feedback" in tables:
        deleted = await store.execute("DELETE FROM feedback WHERE conversation = ?", (conversation,))
        gone.feedback += max(deleted, 0)
    log.info("conversation_data_purged", **gone.as_dict())
    return gone


def _scratchpad(directory: Path, run_id: str) -> list[Any]:
    path = directory / f"{run_id}.jsonl"
    if "/" in run_id or not path.is_file():
        return []
    records = []
    for line in path.read_text(encoding="utf-8").splitlines():
        with contextlib.suppress(json.JSONDecodeError):
            records.append(json.loads(line))
    return records


async def export_user(store: Store, scratchpad_dir: Path, user_id: str) -> dict[str, Any]:
    """Everything kept of ``user_id``: runs (question, answer, when, tokens), memory turns, feedback,
    daily counts, and each run's scratchpad records."""
    tables = await store.tables()
    out: dict[str, Any] = {"user_id": user_id, "runs": [], "turns": [], "feedback": [], "daily_runs": []}
    if "relay_runs" in tables:
        out["runs"] = await RunStore(store).export(user_id)
    run_ids = [str(run["run_id"]) for run in out["runs"]]
    if "relay_turns" in tables and run_ids:
        for start in range(0, len(run_ids), _BATCH):
            ids = run_ids[start : start + _BATCH]
            rows = await store.fetchall(
                f"SELECT run_id, conversation, query, answer, at FROM relay_turns WHERE run_id IN ({_marks(ids)})"
                " ORDER BY id",
                tuple(ids),
            )
            out["turns"] += [
                dict(zip(("run_id", "conversation", "query", "answer", "at"), r, strict=True)) for r in rows
            ]
    if "feedback" in tables:
        rows = await store.fetchall(
            "SELECT run_id, platform, conversation, vote, note, question, answer, asked_at FROM feedback"
            " WHERE user_id = ? ORDER BY created_at",
            (user_id,),
        )
        keys = ("run_id", "platform", "conversation", "vote", "note", "question", "answer", "asked_at")
        out["feedback"] = [dict(zip(keys, row, strict=True)) for row in rows]
    if "relay_user_runs" in tables:
        rows = await store.fetchall(
            "SELECT day, platform, count FROM relay_user_runs WHERE user_id = ? ORDER BY day", (user_id,)
        )
        out["daily_runs"] = [dict(zip(("day", "platform", "count"), row, strict=True)) for row in rows]
    out["scratchpads"] = {run_id: _scratchpad(scratchpad_dir, run_id) for run_id in run_ids}
    return out
