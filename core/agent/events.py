"""Agent events: what a run reports while it works. Exactly one of done/failed/cancelled ends a run."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from core.model import Usage


@dataclass(frozen=True, slots=True)
class Thinking:
    text: str
    kind: Literal["thinking"] = "thinking"


@dataclass(frozen=True, slots=True)
class ToolStart:
    call_id: str
    tool: str
    args: dict[str, Any]
    kind: Literal["tool_start"] = "tool_start"


@dataclass(frozen=True, slots=True)
class ToolProgress:
    call_id: str
    tool: str
    text: str
    kind: Literal["tool_progress"] = "tool_progress"


@dataclass(frozen=True, slots=True)
class ToolEnd:
    call_id: str
    tool: str
    summary: str
    duration_s: float
    #: data calls inside the tool that failed while others succeeded (a partial result)
    failures: int = 0
    kind: Literal["tool_end"] = "tool_end"


@dataclass(frozen=True, slots=True)
class ToolErrorEvent:
    call_id: str
    tool: str
    error: str
    kind: Literal["tool_error"] = "tool_error"


@dataclass(frozen=True, slots=True)
class ToolLimit:
    tool: str
    reason: str
    kind: Literal["tool_limit"] = "tool_limit"


@dataclass(frozen=True, slots=True)
class ContextCleared:
    removed: int
    kind: Literal["context_cleared"] = "context_cleared"


@dataclass(frozen=True, slots=True)
class AnswerStart:
    kind: Literal["answer_start"] = "answer_start"


@dataclass(frozen=True, slots=True)
class AnswerDelta:
    text: str
    kind: Literal["answer_delta"] = "answer_delta"


@dataclass(frozen=True, slots=True)
class AnswerCheck:
    """The drafted answer's figures were checked against the tool results (``core.verify``).

    ``revising`` is true when some figures were unsupported and a corrected answer is being written.
    """

    checked: int
    unsupported: int
    revising: bool = False
    kind: Literal["answer_check"] = "answer_check"


@dataclass(frozen=True, slots=True)
class ToolCallRecord:
    """One tool call of a finished run, for the done record."""

    call_id: str
    tool: str
    args: dict[str, Any]
    ok: bool
    duration_s: float

    def as_dict(self) -> dict[str, Any]:
        return {
            "call_id": self.call_id,
            "tool": self.tool,
            "args": self.args,
            "ok": self.ok,
            "duration_s": round(self.duration_s, 3),
        }


@dataclass(frozen=True, slots=True)
class Done:
    answer: str
    tool_calls: tuple[ToolCallRecord, ...]
    iterations: int
    total_s: float
    usage: Usage = field(default_factory=Usage)
    run_id: str = ""
    #: data calls that failed during the run ("tool: error"), named at the end of ``answer``
    failures: tuple[str, ...] = ()
    #: the answer stream broke after some text had been written: ``answer`` is that text + a note
    truncated: bool = False
    #: figures the answer states that were checked against the tool results, and those (after one
    #: correction) still unsupported — named on the answer's last line
    figures_checked: int = 0
    figures_unsupported: tuple[str, ...] = ()
    kind: Literal["done"] = "done"

    def as_record(self) -> dict[str, Any]:
        """The JSON-able done record (`dexter ask --json`, eval logs)."""
        return {
            "run_id": self.run_id,
            "answer": self.answer,
            "tool_calls": [c.as_dict() for c in self.tool_calls],
            "iterations": self.iterations,
            "total_s": round(self.total_s, 3),
            "usage": self.usage.as_dict(),
            "figures": {"checked": self.figures_checked, "unsupported": list(self.figures_unsupported)},
        }


@dataclass(frozen=True, slots=True)
class Failed:
    error: str
    user_message: str
    run_id: str = ""
    kind: Literal["failed"] = "failed"


@dataclass(frozen=True, slots=True)
class Cancelled:
    run_id: str = ""
    kind: Literal["cancelled"] = "cancelled"


AgentEvent = (
    Thinking
    | ToolStart
    | ToolProgress
    | ToolEnd
    | ToolErrorEvent
    | ToolLimit
    | ContextCleared
    | AnswerStart
    | AnswerDelta
    | AnswerCheck
    | Done
    | Failed
    | Cancelled
)
TerminalEvent = Done | Failed | Cancelled
TERMINAL_KINDS = frozenset({"done", "failed", "cancelled"})
