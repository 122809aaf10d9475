"""The neutral model interface: one request type, one streaming method, neutral events.

Providers translate these values to and from their wire formats; nothing in ``core`` knows a vendor.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol, assert_never, runtime_checkable

# --- messages ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ToolCall:
    """A tool invocation the model asked for."""

    id: str
    name: str
    arguments: dict[str, Any]


@dataclass(frozen=True, slots=True)
class ToolResult:
    """What a tool returned (or why it failed), sent back to the model."""

    call_id: str
    name: str
    content: str
    is_error: bool = False


@dataclass(frozen=True, slots=True)
class UserMessage:
    content: str
    role: Literal["user"] = "user"


@dataclass(frozen=True, slots=True)
class AssistantMessage:
    text: str = ""
    tool_calls: tuple[ToolCall, ...] = ()
    role: Literal["assistant"] = "assistant"


@dataclass(frozen=True, slots=True)
class ToolResultMessage:
    results: tuple[ToolResult, ...]
    role: Literal["tool"] = "tool"


Message = UserMessage | AssistantMessage | ToolResultMessage


@dataclass(frozen=True, slots=True)
class ToolSpec:
    """A tool as the model sees it: name, description and a JSON schema for the arguments."""

    name: str
    description: str
    parameters: dict[str, Any]


@dataclass(frozen=True, slots=True)
class ModelRequest:
    system: str
    messages: tuple[Message, ...]
    tools: tuple[ToolSpec, ...] = ()
    max_tokens: int = 4096
    #: Free-form label for logs and the scripted model ("loop", "answer", "router", ...).
    purpose: str = "loop"


@dataclass(frozen=True, slots=True)
class Usage:
    input_tokens: int = 0
    output_tokens: int = 0
    cache_read: int = 0
    cache_write: int = 0

    def __add__(self, other: Usage) -> Usage:
        return Usage(
            self.input_tokens + other.input_tokens,
            self.output_tokens + other.output_tokens,
            self.cache_read + other.cache_read,
            self.cache_write + other.cache_write,
        )

    @property
    def total(self) -> int:
        return self.input_tokens + self.output_tokens + self.cache_read + self.cache_write

    def as_dict(self) -> dict[str, int]:
        return {
            "input": self.input_tokens,
            "output": self.output_tokens,
            "cache_read": self.cache_read,
            "cache_write": self.cache_write,
        }


# --- stream events ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TextDelta:
    text: str
    kind: Literal["text_delta"] = "text_delta"


@dataclass(frozen=True, slots=True)
class ToolCallReady:
    """A tool call whose arguments have been fully received."""

    call: ToolCall
    kind: Literal["tool_call"] = "tool_call"


@dataclass(frozen=True, slots=True)
class Finish:
    stop_reason: str
    usage: Usage = field(default_factory=Usage)
    kind: Literal["finish"] = "finish"


ModelEvent = TextDelta | ToolCallReady | Finish


@runtime_checkable
class Model(Protocol):
    """A language model. ``stream`` turns one request into neutral events ending with ``Finish``."""

    @property
    def name(self) -> str: ...

    def stream(self, request: ModelRequest) -> AsyncIterator[ModelEvent]: ...

    async def aclose(self) -> None:
        """Release connections (a no-op for models without any)."""


@dataclass(frozen=True, slots=True)
class ModelResponse:
    text: str
    tool_calls: tuple[ToolCall, ...]
    usage: Usage
    stop_reason: str

    @property
    def message(self) -> AssistantMessage:
        return AssistantMessage(text=self.text, tool_calls=self.tool_calls)


async def complete(model: Model, request: ModelRequest) -> ModelResponse:
    """Drain a model stream into one response (for callers that do not need deltas)."""
    parts: list[str] = []
    calls: list[ToolCall] = []
    usage = Usage()
    stop_reason = "end_turn"
    async for event in model.stream(request):
        match event:
            case TextDelta(text=text):
                parts.append(text)
            case ToolCallReady(call=call):
                calls.append(call)
            case Finish():
                usage = usage + event.usage
                stop_reason = event.stop_reason
            case _:
                assert_never(event)
    return ModelResponse("".join(parts), tuple(calls), usage, stop_reason)
