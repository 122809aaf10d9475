"""Anthropic Messages API through the official SDK (AsyncAnthropic), streamed.

Prompt caching: ``cache_control`` marks the system prompt, the last tool and the last block of the
latest turn, so every loop iteration after the first reads the cached prefix.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from typing import Any

import anthropic
from anthropic.types import (
    InputJSONDelta,
    RawContentBlockDeltaEvent,
    RawContentBlockStartEvent,
    RawContentBlockStopEvent,
    RawMessageDeltaEvent,
    RawMessageStartEvent,
    ToolUseBlock,
)
from anthropic.types import (
    TextDelta as AnthropicTextDelta,
)

from core.errors import ModelConnectionError, ModelStreamError, ModelTimeoutError
from core.model import (
    AssistantMessage,
    Finish,
    Message,
    ModelEvent,
    ModelRequest,
    TextDelta,
    ToolCall,
    ToolCallReady,
    ToolResultMessage,
    Usage,
    UserMessage,
)
from providers.errors import status_error, stream_failure

EPHEMERAL = {"type": "ephemeral"}
#: The SDK's own timeout: a backstop just past the idle watchdog (``DEXTER_MODEL_IDLE_TIMEOUT_S``, 60 s)
#: of ``core.retry.RetryingModel``; ``providers.registry`` derives it from the setting.
SDK_TIMEOUT_S = 65.0


class AnthropicModel:
    def __init__(
        self, model: str, *, api_key: str, base_url: str | None = None, timeout_s: float = SDK_TIMEOUT_S
    ) -> None:
        self._model = model
        self._timeout_s = timeout_s
        # Retries happen in core.retry (one policy for every provider), so the SDK's are off.
        self._client = anthropic.AsyncAnthropic(
            api_key=api_key, base_url=base_url, max_retries=0, timeout=timeout_s
        )

    @property
    def name(self) -> str:
        return self._model

    async def aclose(self) -> None:
        await self._client.close()

    def params(self, request: ModelRequest) -> dict[str, Any]:
        """The request body (without ``stream``)."""
        params: dict[str, Any] = {
            "model": self._model,
            "max_tokens": request.max_tokens,
            "system": [{"type": "text", "text": request.system, "cache_control": EPHEMERAL}],
            "messages": _messages(request.messages),
        }
        if request.tools:
            tools: list[dict[str, Any]] = [
                {"name": t.name, "description": t.description, "input_schema": t.parameters}
                for t in request.tools
            ]
            tools[-1]["cache_control"] = EPHEMERAL
            params["tools"] = tools
        return params

    async def stream(self, request: ModelRequest) -> AsyncIterator[ModelEvent]:
        try:
            stream = await self._client.messages.create(**self.params(request), stream=True)
            async with stream:  # the connection is released even when the consumer stops early
                async for event in _events(stream):
                    yield event
        except anthropic.APIStatusError as exc:
            raise status_error("anthropic", exc.status_code, _message(exc), exc.response.headers) from exc
        except anthropic.APITimeoutError as exc:
            raise ModelTimeoutError(
                "anthropic: read timeout", provider="anthropic", idle_s=self._timeout_s
            ) from exc
        except anthropic.APIConnectionError as exc:
            raise ModelConnectionError(f"anthropic: {type(exc).__name__}", provider="anthropic") from exc
        except anthropic.APIError as exc:  # anything else the SDK raises mid-stream
            raise ModelStreamError(f"anthropic: {exc.message}", provider="anthropic") from exc
        except Exception as exc:
            mapped = stream_failure("anthropic", exc, timeout_s=self._timeout_s)
            if mapped is None:
                raise
            raise mapped from exc


async def _events(stream: Any) -> AsyncIterator[ModelEvent]:
    tool_blocks: dict[int, tuple[str, str, list[str]]] = {}
    usage = {"input": 0, "output": 0, "cache_read": 0, "cache_write": 0}
    stop_reason = "end_turn"
    async for event in stream:
        if isinstance(event, RawMessageStartEvent):
            u = event.message.usage
            usage.update(
                input=u.input_tokens,
                output=u.output_tokens,
                cache_read=u.cache_read_input_tokens or 0,
                cache_write=u.cache_creation_input_tokens or 0,
            )
        elif isinstance(event, RawContentBlockStartEvent):
            if isinstance(event.content_block, ToolUseBlock):
                tool_blocks[event.index] = (event.content_block.id, event.content_block.name, [])
        elif isinstance(event, RawContentBlockDeltaEvent):
            if isinstance(event.delta, AnthropicTextDelta) and event.delta.text:
                yield TextDelta(event.delta.text)
            elif isinstance(event.delta, InputJSONDelta) and event.index in tool_blocks:
                tool_blocks[event.index][2].append(event.delta.partial_json)
        elif isinstance(event, RawContentBlockStopEvent):
            if event.index in tool_blocks:
                call_id, name, parts = tool_blocks.pop(event.index)
                raw = "".join(parts).strip()
                yield ToolCallReady(ToolCall(call_id, name, json.loads(raw) if raw else {}))
        elif isinstance(event, RawMessageDeltaEvent):
            stop_reason = event.delta.stop_reason or stop_reason
            usage["output"] = event.usage.output_tokens
            if event.usage.input_tokens is not None:
                usage["input"] = event.usage.input_tokens
    yield Finish(
        stop_reason, Usage(usage["input"], usage["output"], usage["cache_read"], usage["cache_write"])
    )


def _messages(messages: tuple[Message, ...]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for message in messages:
        if isinstance(message, UserMessage):
            out.append({"role": "user", "content": [{"type": "text", "text": message.content}]})
        elif isinstance(message, AssistantMessage):
            content: list[dict[str, Any]] = []
            if message.text.strip():
                content.append({"type": "text", "text": message.text})
            content += [
                {"type": "tool_use", "id": c.id, "name": c.name, "input": c.arguments}
                for c in message.tool_calls
            ]
            out.append({"role": "assistant", "content": content or [{"type": "text", "text": "…"}]})
        elif isinstance(message, ToolResultMessage):
            out.append(
                {
                    "role": "user",
                    "content": [
                        {
                            "type": "tool_result",
                            "tool_use_id": r.call_id,
                            "content": r.content,
                            "is_error": r.is_error,
                        }
                        for r in message.results
                    ],
                }
            )
    if out:
        out[-1]["content"][-1]["cache_control"] = EPHEMERAL
    return out


def _message(exc: anthropic.APIStatusError) -> str:
    body = exc.body
    if isinstance(body, dict):
        error = body.get("error")
        if isinstance(error, dict) and isinstance(error.get("message"), str):
            return f"{error.get('type', 'error')}: {error['message']}"
    return str(exc.message)
