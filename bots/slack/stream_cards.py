"""What a Slack run's stream shows (``bots.slack.stream``): the run's steps as ``task_update`` cards and
the answer as one stream's Markdown — pure functions of the run's state, no call to Slack.

The cards: "질문 분석", one card per tool call with the progress message's label (pending →
in_progress → complete | error), "답변 작성"; a call still going when the run ends shows ``error``.
The answer's Markdown lays tables out as monospace code — the stream's last tier: its table goes as a
native block where the workspace takes one (``bots.slack.stream_answer``); an answer that needs more than
one message is not streamed (it is then posted as messages).
"""

from __future__ import annotations

from typing import Any

from bots.relay import Phase, RunState, ToolRow, tool_label
from bots.slack.render import SlackLimits, defuse, render_slack
from bots.texts import progress_words
from core.lang import Language

Json = dict[str, Any]

STREAM_LIMITS = SlackLimits(markdown_chars=11_000, fallback_chars=1_000_000, table_cells=0)
PLAN_ID, ANSWER_ID = "dexter-plan", "dexter-answer"
_STATUS = {"running": "in_progress", "ok": "complete", "error": "error"}


def stream_markdown(answer: str) -> str | None:
    """The answer as one stream's Markdown (tables as monospace code); ``None`` if it needs more than one
    message (it is then posted as messages)."""
    messages = render_slack(answer, STREAM_LIMITS)
    if len(messages) != 1:
        return None
    text = "\n\n".join(str(b["text"]) for b in messages[0].blocks if b.get("type") == "markdown")
    return defuse(text) or None  # again: a table laid out as code lost the defusing of its cells


def task_card(task_id: str, title: str, status: str, details: str = "", output: str = "") -> Json:
    chunk: Json = {"type": "task_update", "id": task_id, "title": title[:150], "status": status}
    if details:
        chunk["details"] = details[:200]
    if output:
        chunk["output"] = output[:200]
    return chunk


def _row_task(row: ToolRow, *, ended: bool, lang: Language) -> Json:
    status = _STATUS[row.status]
    if ended and status == "in_progress":
        status = "error"  # the run ended while this call was still going
    output = f"{row.duration_s:.1f}{progress_words(lang).second}" if row.duration_s is not None else ""
    title = tool_label(row.tool, lang)
    return task_card(row.call_id, title, status, defuse(" ".join(row.detail.split())), output)


def tasks_of(state: RunState, *, answered: bool = False) -> list[Json]:
    """The cards for ``state``, in the order they appear."""
    ended = state.phase.terminal
    answering = state.phase is Phase.ANSWERING or answered or state.phase is Phase.DONE
    plan = "complete" if state.rows or answering else ("error" if ended else "in_progress")
    words = state.words
    tasks = [task_card(PLAN_ID, words.planning, plan)]
    tasks += [_row_task(row, ended=ended, lang=state.lang) for row in state.rows]
    if answered or (answering and state.phase is Phase.DONE):
        tasks.append(task_card(ANSWER_ID, words.writing, "complete"))
    elif answering:
        tasks.append(task_card(ANSWER_ID, words.writing, "error" if ended else "in_progress"))
    return tasks
