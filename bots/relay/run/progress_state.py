"""Run state: a pure reducer over agent events, and the plain-text progress message it renders to.

``reduce(state, event, now)`` never does I/O and never reads a clock: the caller passes ``now``
(monotonic seconds), so the same sequence of events always renders the same text.
"""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Literal, assert_never

from bots.direct import DirectPath
from bots.texts import ProgressWords, progress_words
from core.agent.events import (
    AgentEvent,
    AnswerCheck,
    AnswerDelta,
    AnswerStart,
    Cancelled,
    ContextCleared,
    Done,
    Failed,
    Thinking,
    ToolEnd,
    ToolErrorEvent,
    ToolLimit,
    ToolProgress,
    ToolStart,
)
from core.agent.verify import check_line
from core.faces import label_of
from core.lang import Language

MAX_ROWS = 8
MAX_NOTES = 2
DETAIL_CHARS = 60

RunPath = Literal["agent"] | DirectPath
RowStatus = Literal["running", "ok", "error"]


class Phase(StrEnum):
    """Where a run is; what it is called in the run's language is ``ProgressWords`` (``phase_word``)."""

    QUEUED = "queued"
    RUNNING = "running"
    ANSWERING = "answering"
    DONE = "done"
    FAILED = "failed"
    CANCELLED = "cancelled"
    INTERRUPTED = "interrupted"

    @property
    def terminal(self) -> bool:
        return self in (Phase.DONE, Phase.FAILED, Phase.CANCELLED, Phase.INTERRUPTED)


def tool_label(tool: str, lang: Language = "ko") -> str:
    """The label users see for a tool name in ``lang``, Korean by default (unknown tools keep their name)."""
    return label_of(tool, lang)


@dataclass(frozen=True, slots=True)
class ToolRow:
    """One tool call in the progress message, keyed by ``call_id``."""

    call_id: str
    tool: str
    status: RowStatus = "running"
    detail: str = ""
    started_at: float = 0.0
    duration_s: float | None = None


@dataclass(frozen=True, slots=True)
class RunState:
    """Everything the progress message shows about one run."""

    run_id: str
    phase: Phase = Phase.QUEUED
    created_at: float = 0.0
    started_at: float | None = None
    now: float = 0.0
    rows: tuple[ToolRow, ...] = ()
    notes: tuple[str, ...] = ()
    thinking: str = ""
    answer: str = ""
    tool_calls: int = 0
    tokens: int = 0
    path: RunPath = "agent"
    user_message: str = ""
    error: str = ""
    #: data calls that failed (whole tools that errored + failed parts of partial results)
    data_failures: int = 0
    #: a line shown above the live header (e.g. the run was restarted after a crash)
    notice: str = ""
    #: the language the run answers in, decided once from the question (``core.lang.run_language``)
    lang: Language = "ko"

    @property
    def words(self) -> ProgressWords:
        """The progress words in the run's language (``bots.texts``)."""
        return progress_words(self.lang)

    @property
    def elapsed_s(self) -> float:
        """Seconds since the run left the queue (0 while queued)."""
        return 0.0 if self.started_at is None else max(0.0, self.now - self.started_at)


def new_run(run_id: str, now: float, *, queued: bool, lang: Language = "ko") -> RunState:
    """The state a progress message is first posted with."""
    if queued:
        return RunState(run_id, Phase.QUEUED, created_at=now, now=now, lang=lang)
    return RunState(run_id, Phase.RUNNING, created_at=now, started_at=now, now=now, lang=lang)


def tick(state: RunState, now: float) -> RunState:
    """Only time passed: a live message keeps counting seconds while it waits for the model."""
    if state.phase.terminal or now <= state.now:
        return state
    return dataclasses.replace(state, now=now)


def interrupted(state: RunState, message: str, now: float) -> RunState:
    """The run stopped without an answer because the process stopped (shutdown, crash recovery)."""
    if state.phase.terminal:
        return state
    return dataclasses.replace(state, phase=Phase.INTERRUPTED, user_message=message, now=now)


def begin(state: RunState, now: float) -> RunState:
    """The run got its turn: queued → running."""
    if state.phase is not Phase.QUEUED:
        return state
    return dataclasses.replace(state, phase=Phase.RUNNING, started_at=now, now=now)


def answered_directly(state: RunState, path: DirectPath, now: float) -> RunState:
    """The quick path, the company card or the no-model note answered without the agent."""
    if state.phase.terminal:
        return state
    return dataclasses.replace(begin(state, now), phase=Phase.DONE, path=path, now=now)


def reduce(state: RunState, event: AgentEvent, now: float) -> RunState:
    """Fold one agent event into the state. Events after a terminal one are ignored."""
    if state.phase.terminal:
        return state
    state = dataclasses.replace(begin(state, now), now=now)
    match event:
        case ToolStart() | ToolProgress() | ToolEnd() | ToolErrorEvent():
            return _tool_event(state, event, now)
        case Thinking(text=text):
            return dataclasses.replace(state, thinking=text.strip())
        case ToolLimit(tool=tool):
            return _note(state, f"⚠️ {tool_label(tool, state.lang)}: {state.words.tool_limit}")
        case ContextCleared(removed=removed):
            return _note(state, f"🧹 {state.words.context_cleared.format(count=removed)}")
        case AnswerStart():
            return dataclasses.replace(state, phase=Phase.ANSWERING)
        case AnswerDelta(text=text):
            return dataclasses.replace(state, phase=Phase.ANSWERING, answer=state.answer + text)
        case AnswerCheck(checked=checked, unsupported=unsupported, revising=revising):
            return _note(state, check_line(checked, unsupported, revising, state.lang))
        case Done():
            return dataclasses.replace(
                state,
                phase=Phase.DONE,
                run_id=event.run_id or state.run_id,
                answer=event.answer,
                tool_calls=len(event.tool_calls),
                tokens=event.usage.total,
            )
        case Failed(error=error, user_message=message):
            run_id = event.run_id or state.run_id
            return dataclasses.replace(
                state, phase=Phase.FAILED, run_id=run_id, user_message=message, error=error
            )
        case Cancelled():
            return dataclasses.replace(state, phase=Phase.CANCELLED, run_id=event.run_id or state.run_id)
        case _:
            assert_never(event)


def _tool_event(
    state: RunState, event: ToolStart | ToolProgress | ToolEnd | ToolErrorEvent, now: float
) -> RunState:
    row = next((r for r in state.rows if r.call_id == event.call_id), None)
    if row is None:
        row = ToolRow(event.call_id, event.tool, started_at=now)
    match event:
        case ToolStart(args=args):
            row = dataclasses.replace(row, detail=_describe(args))
        case ToolProgress(text=text):
            row = dataclasses.replace(row, detail=text) if row.status == "running" else row
        case ToolEnd(summary=summary, duration_s=duration, failures=failures):
            row = dataclasses.replace(row, status="ok", detail=summary or row.detail, duration_s=duration)
            state = dataclasses.replace(state, data_failures=state.data_failures + failures)
        case ToolErrorEvent(error=error):
            row = dataclasses.replace(row, status="error", detail=error, duration_s=now - row.started_at)
            state = dataclasses.replace(state, data_failures=state.data_failures + 1)
        case _:
            assert_never(event)
    if any(r.call_id == row.call_id for r in state.rows):
        rows = tuple(row if r.call_id == row.call_id else r for r in state.rows)
    else:
        rows = (*state.rows, row)
    return dataclasses.replace(state, rows=rows)


def _note(state: RunState, note: str) -> RunState:
    return dataclasses.replace(state, notes=(*state.notes, note)[-MAX_NOTES:])


def _describe(args: dict[str, Any]) -> str:
    for key in ("query", "name", "company"):
        value = args.get(key)
        if isinstance(value, str) and value.strip():
            return value
    return json.dumps(args, ensure_ascii=False) if args else ""


def _short(text: str, limit: int = DETAIL_CHARS) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


# --- rendering ---------------------------------------------------------------------------------

_PHASE_ICONS = {Phase.QUEUED: "⏳", Phase.RUNNING: "🔎", Phase.ANSWERING: "✍️"}
_ROW_ICONS: dict[RowStatus, str] = {"running": "⏳", "ok": "✅", "error": "⚠️"}
_DIRECT_ICONS = {"quick": "✅", "card": "✅", "no_model": "ℹ️"}


def phase_word(state: RunState) -> str:
    """The run's phase in its language ("분석 중", "Analyzing" …)."""
    words = state.words
    return {
        Phase.QUEUED: words.queued,
        Phase.RUNNING: words.running,
        Phase.ANSWERING: words.answering,
        Phase.DONE: words.done,
        Phase.FAILED: words.failed,
        Phase.CANCELLED: words.cancelled,
        Phase.INTERRUPTED: words.interrupted,
    }[state.phase]


def render_progress(state: RunState) -> str:
    """The progress message: a header and the last rows, or one line once the run has ended."""
    words = state.words
    match state.phase:
        case Phase.DONE:
            return summary_line(state)
        case Phase.FAILED:
            return f"⚠️ {words.failed}: {state.user_message or words.failed_default} (run {state.run_id})"
        case Phase.CANCELLED:
            return f"⏹ {words.cancelled} (run {state.run_id})"
        case Phase.INTERRUPTED:
            message = state.user_message or words.interrupted_default
            return f"⚠️ {words.interrupted}: {message} (run {state.run_id})"
        case Phase.QUEUED | Phase.RUNNING | Phase.ANSWERING:
            return "\n".join(_live_lines(state))
        case _:
            assert_never(state.phase)


def summary_line(state: RunState) -> str:
    """The one line a finished progress message collapses to."""
    words = state.words
    seconds = f"{state.elapsed_s:.1f}{words.second}"
    if state.path != "agent":
        direct = {"quick": words.quick, "card": words.card, "no_model": words.no_model}[state.path]
        return f"{_DIRECT_ICONS[state.path]} {direct} · {seconds}"
    tools = words.tool_calls.format(count=state.tool_calls)
    tokens = words.tokens.format(count=f"{state.tokens:,}")
    if state.data_failures:
        failures = words.data_failures.format(count=state.data_failures)
        return f"⚠️ {words.done} · {failures} · {tools} · {seconds} · {tokens}"
    return f"✅ {words.done} · {tools} · {seconds} · {tokens}"


def _live_lines(state: RunState) -> list[str]:
    words = state.words
    header = f"{_PHASE_ICONS[state.phase]} {phase_word(state)}"
    notice = [state.notice] if state.notice else []
    if state.phase is Phase.QUEUED:
        return [*notice, f"{header} · {words.waiting}"]
    header += f" · {state.elapsed_s:.0f}{words.second}"
    if state.phase is Phase.ANSWERING and state.answer:
        header += f" · {len(state.answer):,}{words.chars}"
    lines = [*notice, header]
    if state.thinking and state.phase is Phase.RUNNING:
        lines.append(f"💭 {_short(state.thinking, 80)}")
    hidden = len(state.rows) - MAX_ROWS
    if hidden > 0:
        lines.append(f"… {words.earlier_steps.format(count=hidden)}")
    lines += [_row_line(row, state.lang) for row in state.rows[-MAX_ROWS:]]
    lines += list(state.notes)
    return lines


def _row_line(row: ToolRow, lang: Language) -> str:
    line = f"{_ROW_ICONS[row.status]} {tool_label(row.tool, lang)}"
    if row.detail:
        line += f" — {_short(row.detail)}"
    if row.duration_s is not None:
        line += f" ({row.duration_s:.1f}{progress_words(lang).second})"
    return line
