"""Scripted replies of the loopback LLM emulators (``evals.emulators.llm``) and their control API.

A ``Reply`` is one answer to one model call: text and/or tool calls, an HTTP error, or a stream that
breaks (see ``fault``). Replies are served in order; when none is left the ``default`` reply is used
if one is set, else the call gets HTTP 400 (never retried) and counts as ``surplus``.

The same script can be written as JSON, for a fault suite in another process (``dexter serve`` with
``ANTHROPIC_BASE_URL`` / ``OPENAI_BASE_URL`` pointed at ``python -m evals.emulators.llm_serve``)::

    {"text": "답변", "tool_calls": [{"name": "research", "input": {"query": "…"}}],
     "fault": "hang" | "cut" | "malformed" | "error_event", "after": 2,
     "status": 429, "retry_after": "3", "error_type": "rate_limit_error",
     "input_tokens": 120, "output_tokens": 30}

Control endpoints (on the emulator's own port, never recorded as model calls):

- ``POST /_emulator/script`` ``{"replies": [spec, …], "default": spec | null, "reset": false}`` —
  append replies (``reset``: drop the queue and the recorded requests first); ``default`` replaces the
  reply used once the queue is empty (``null`` clears it).
- ``GET /_emulator/state`` — ``{"queued", "requests", "surplus", "bodies"}`` (bodies of the model calls
  received, in order).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, cast, get_args

from aiohttp import web

from evals.emulators.base import Fault, LoopbackServer

FAULTS: tuple[str, ...] = tuple(k for k in get_args(Fault) if k)
CONTROL = "/_emulator"


class ScriptSpecError(ValueError):
    """A JSON script the emulator cannot follow; the message names what is wrong."""


@dataclass(frozen=True, slots=True)
class Reply:
    """One scripted response: text and/or tool calls, or an HTTP error, or a broken stream."""

    text: str = ""
    tool_calls: tuple[tuple[str, dict[str, Any]], ...] = ()
    input_tokens: int = 120
    output_tokens: int = 30
    cache_read: int = 0
    cache_write: int = 0
    status: int = 200
    headers: dict[str, str] = field(default_factory=dict)
    error_type: str = "api_error"
    fault: Fault = ""
    fault_after: int = 0


def text(value: str, **kw: Any) -> Reply:
    return Reply(text=value, **kw)


def tools(*calls: tuple[str, dict[str, Any]], **kw: Any) -> Reply:
    return Reply(tool_calls=tuple(calls), **kw)


def fault(kind: Fault, *, after: int = 0, then: Reply | None = None) -> Reply:
    """A streaming reply that breaks after ``after`` SSE frames — ``hang`` (nothing more is sent;
    ``after=0``: not even the headers), ``cut`` (the connection is dropped), ``malformed`` (a frame whose
    JSON does not parse), ``error_event`` (an SSE error event). ``then`` is the content it was sending
    (by default a short text)."""
    base = then or Reply(text="스트림이 끊기기 전까지 보낸 답변입니다.")
    return Reply(
        text=base.text, tool_calls=base.tool_calls, fault=kind, fault_after=after, error_type=base.error_type
    )


def error(status: int, *, retry_after: str | None = None, error_type: str = "api_error") -> Reply:
    """An HTTP error answer (429/5xx are retried by the product, other 4xx are not)."""
    headers = {"retry-after": retry_after} if retry_after is not None else {}
    return Reply(status=status, headers=headers, error_type=error_type)


def reply_from_json(spec: Any) -> Reply:
    """A ``Reply`` from its JSON form (see the module docstring); ``ScriptSpecError`` names what is
    wrong."""
    if not isinstance(spec, dict):
        raise ScriptSpecError(f"a reply is a JSON object, not {type(spec).__name__}")
    unknown = set(spec) - {
        "text",
        "tool_calls",
        "fault",
        "after",
        "status",
        "retry_after",
        "error_type",
        "input_tokens",
        "output_tokens",
    }
    if unknown:
        raise ScriptSpecError(f"unknown reply keys: {sorted(unknown)}")
    calls: list[tuple[str, dict[str, Any]]] = []
    for call in spec.get("tool_calls") or []:
        name, args = (call.get("name"), call.get("input", {})) if isinstance(call, dict) else call
        if not isinstance(name, str) or not isinstance(args, dict):
            raise ScriptSpecError(f"a tool call is {{'name': str, 'input': object}}, not {call!r}")
        calls.append((name, args))
    kind = spec.get("fault") or ""
    if kind and kind not in FAULTS:
        raise ScriptSpecError(f"fault must be one of {FAULTS}, not {kind!r}")
    retry_after = spec.get("retry_after")
    return Reply(
        text=str(spec.get("text") or ""),
        tool_calls=tuple(calls),
        input_tokens=int(spec.get("input_tokens", 120)),
        output_tokens=int(spec.get("output_tokens", 30)),
        status=int(spec.get("status", 200)),
        headers={"retry-after": str(retry_after)} if retry_after is not None else {},
        error_type=str(spec.get("error_type") or "api_error"),
        fault=cast(Fault, kind),
        fault_after=int(spec.get("after", 0)),
    )


def parse_script(body: Any) -> tuple[list[Reply], Reply | None]:
    """The replies and the default reply of a script ``{"replies": [...], "default": ...}``."""
    if not isinstance(body, dict):
        raise ScriptSpecError("a script is a JSON object")
    specs = body.get("replies") or []
    if not isinstance(specs, list):
        raise ScriptSpecError("'replies' is a list")
    default = body.get("default")
    return [reply_from_json(spec) for spec in specs], reply_from_json(
        default
    ) if default is not None else None


class ScriptedLLM(LoopbackServer):
    """Serves ``replies`` in order (then ``default``, if set), records every model call, and answers
    the control endpoints."""

    def __init__(self, replies: list[Reply] | None = None, *, default: Reply | None = None) -> None:
        super().__init__()
        self.replies = list(replies or [])
        self.default = default
        self.surplus = 0

    def next_reply(self) -> Reply | None:
        if self.replies:
            return self.replies.pop(0)
        if self.default is None:
            self.surplus += 1
        return self.default

    @property
    def bodies(self) -> list[Any]:
        return [r.body for r in self.requests]

    def control_routes(self, app: web.Application) -> None:
        app.router.add_post(f"{CONTROL}/script", self._script)
        app.router.add_get(f"{CONTROL}/state", self._state)

    async def _script(self, request: web.Request) -> web.Response:
        try:
            body = await request.json()
            replies, default = parse_script(body)
        except ValueError as exc:  # ScriptSpecError, or a body that is not JSON
            return web.json_response({"error": str(exc)}, status=400)
        if body.get("reset"):
            self.replies.clear()
            self.requests.clear()
            self.surplus = 0
        self.replies += replies
        if "default" in body:
            self.default = default
        return web.json_response({"queued": len(self.replies)})

    async def _state(self, request: web.Request) -> web.Response:
        return web.json_response(
            {
                "queued": len(self.replies),
                "requests": len(self.requests),
                "surplus": self.surplus,
                "bodies": self.bodies,
            }
        )
