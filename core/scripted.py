"""A scripted model: the test double that ships with the product.

It plays back a list of steps, records every request it receives, fails loudly on a call it has no
step for (``ScriptError``) and, through ``assert_done``, on steps that were never used. The same steps
load from JSON (``DEXTER_MODEL=scripted:<path>``) for demos, evals and outside tests::

    {"latency_s": 0.0,
     "steps": [{"text": "...", "tool_calls": [{"name": "resolve_company", "args": {"name": "삼성전자"}}]},
               {"text": "조사를 마쳤습니다."},
               {"text": "## 답변 ..."}],
     "fast_steps": []}

A step may instead be ``{"error": "rate_limit" | "overloaded" | "server" | "bad_request" | "auth"}``.
"""

from __future__ import annotations

import asyncio
import itertools
import json
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from core.errors import (
    DexterError,
    ModelAuthError,
    ModelOverloadedError,
    ModelRateLimitError,
    ModelRequestError,
    ModelServerError,
    ScriptError,
)
from core.model import Finish, ModelEvent, ModelRequest, TextDelta, ToolCall, ToolCallReady, Usage

_ids = itertools.count(1)


@dataclass(frozen=True, slots=True)
class Step:
    """One scripted model response (or failure)."""

    text: str = ""
    tool_calls: tuple[ToolCall, ...] = ()
    usage: Usage = field(default_factory=lambda: Usage(input_tokens=200, output_tokens=40))
    error: DexterError | None = None
    delay_s: float = 0.0
    #: Optional check run against the request this step answers (raise AssertionError to fail).
    expect: Callable[[ModelRequest], None] | None = None


def say(text: str, **kwargs: Any) -> Step:
    """A step that answers with text only."""
    return Step(text=text, **kwargs)


def call_tool(name: str, /, *, call_id: str | None = None, text: str = "", **arguments: Any) -> Step:
    """A step that calls one tool."""
    return Step(text=text, tool_calls=(ToolCall(call_id or _new_id(), name, arguments),))


def call_tools(*calls: tuple[str, dict[str, Any]], text: str = "") -> Step:
    """A step that calls several tools in one turn."""
    return Step(text=text, tool_calls=tuple(ToolCall(_new_id(), n, a) for n, a in calls))


def fail(error: DexterError) -> Step:
    return Step(error=error)


def _new_id() -> str:
    return f"call_{next(_ids):04d}"


class ScriptedModel:
    """Plays back ``steps`` in order; see the module docstring."""

    def __init__(self, steps: list[Step], *, name: str = "scripted", latency_s: float = 0.0) -> None:
        self._steps = list(steps)
        self._name = name
        self._latency_s = latency_s
        self.requests: list[ModelRequest] = []

    @property
    def name(self) -> str:
        return self._name

    @property
    def remaining(self) -> int:
        return len(self._steps)

    async def stream(self, request: ModelRequest) -> AsyncIterator[ModelEvent]:
        self.requests.append(request)
        if not self._steps:
            raise ScriptError(
                f"{self._name}: surplus model call #{len(self.requests)} (purpose={request.purpose}); "
                "the script has no step left"
            )
        step = self._steps.pop(0)
        if step.expect is not None:
            step.expect(request)
        if self._latency_s or step.delay_s:
            await asyncio.sleep(self._latency_s + step.delay_s)
        if step.error is not None:
            raise step.error
        for start in range(0, len(step.text), 24):
            yield TextDelta(step.text[start : start + 24])
        for call in step.tool_calls:
            yield ToolCallReady(call)
        yield Finish("tool_use" if step.tool_calls else "end_turn", step.usage)

    async def aclose(self) -> None:
        return None

    def assert_done(self) -> None:
        """Raise ``ScriptError`` when steps were left unused."""
        if self._steps:
            raise ScriptError(f"{self._name}: {len(self._steps)} scripted step(s) were never used")


# --- JSON replay format -------------------------------------------------------------------------

_ERRORS: dict[str, Callable[[str], DexterError]] = {
    "rate_limit": lambda m: ModelRateLimitError(m, provider="scripted", status=429),
    "overloaded": lambda m: ModelOverloadedError(m, provider="scripted", status=529),
    "server": lambda m: ModelServerError(m, provider="scripted", status=500),
    "bad_request": lambda m: ModelRequestError(m, provider="scripted", status=400),
    "auth": lambda m: ModelAuthError(m, provider="scripted", status=401),
}


class _CallSpec(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str
    args: dict[str, Any] = {}
    id: str | None = None


class _StepSpec(BaseModel):
    model_config = ConfigDict(extra="forbid")
    text: str = ""
    tool_calls: list[_CallSpec] = []
    error: Literal["rate_limit", "overloaded", "server", "bad_request", "auth"] | None = None
    message: str = "scripted failure"
    delay_s: float = 0.0
    input_tokens: int = 200
    output_tokens: int = 40

    def to_step(self) -> Step:
        return Step(
            text=self.text,
            tool_calls=tuple(ToolCall(c.id or _new_id(), c.name, c.args) for c in self.tool_calls),
            usage=Usage(self.input_tokens, self.output_tokens),
            error=_ERRORS[self.error](self.message) if self.error else None,
            delay_s=self.delay_s,
        )


class ReplayFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    description: str = ""
    latency_s: float = 0.0
    steps: list[_StepSpec]
    fast_steps: list[_StepSpec] = []


def load_replay(path: Path) -> tuple[ScriptedModel, ScriptedModel | None]:
    """Load a replay file; returns the main model and, when the file has ``fast_steps``, the fast one."""
    try:
        spec = ReplayFile.model_validate(json.loads(path.read_text(encoding="utf-8")))
    except FileNotFoundError:
        raise ScriptError(f"replay file not found: {path}") from None
    except (json.JSONDecodeError, ValidationError) as exc:
        raise ScriptError(f"invalid replay file {path}: {exc}") from None
    main = ScriptedModel(
        [s.to_step() for s in spec.steps], name=f"scripted:{path.name}", latency_s=spec.latency_s
    )
    fast = None
    if spec.fast_steps:
        fast = ScriptedModel(
            [s.to_step() for s in spec.fast_steps],
            name=f"scripted-fast:{path.name}",
            latency_s=spec.latency_s,
        )
    return main, fast
