"""OpenAI Chat Completions through the official SDK (AsyncOpenAI), streamed.

The same class serves OpenAI itself and any OpenAI-compatible server (Ollama, vLLM) at a custom base
URL; those accept any key, so a placeholder is passed when none is configured.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

import openai

from core.errors import ModelConnectionError, ModelStreamError, ModelTimeoutError
from core.model import (
    AssistantMessage,
    Finish,
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

PLACEHOLDER_KEY = "not-needed"
#: The SDK's own timeout: a backstop just past the idle watchdog (``DEXTER_MODEL_IDLE_TIMEOUT_S``, 60 s)
#: of ``core.retry.RetryingModel``; ``providers.registry`` derives it from the setting.
SDK_TIMEOUT_S = 65.0

_STOP_REASONS = {
    "tool_calls": "tool_use",
    "stop": "end_turn",
    "length": "max_tokens",
    "content_filter": "refusal",
    "function_call": "tool_use",
}


@dataclass
class _PendingCall:
    id: str = ""
    name: str = ""
    arguments: list[str] = field(default_factory=list)


class OpenAIModel:
    def __init__(
        self,
        model: str,
        *,
        api_key: str | None,
        base_url: str | None = None,
        compatible: bool = False,
        provider: str = "openai",
        timeout_s: float = SDK_TIMEOUT_S,
    ) -> None:
        self._model = model
        self._timeout_s = timeout_s
        self._compatible = compatible
        self._provider = provider
        self._client = openai.AsyncOpenAI(
            api_key=api_key or PLACEHOLDER_KEY, base_url=base_url, max_retries=0, timeout=timeout_s
        )

    @property
    def name(self) -> str:
        return self._model

    async def aclose(self) -> None:
        await self._client.close()

    def params(self, request: ModelRequest) -> dict[str, Any]:
        messages: list[dict[str, Any]] = [{"role": "system", "content": request.system}]
        for message in request.messages:
            if isinstance(message, UserMessage):
                messages.append({"role": "user", "content": message.content})
            elif isinstance(message, AssistantMessage):
                entry: dict[str, Any] = {"role": "assistant", "content": message.text or None}
                if message.tool_calls:
                    entry["tool_calls"] = [
                        {
                            "id": c.id,
                            "type": "function",
                            "function": {
                                "name": c.name,
                                "arguments": json.dumps(c.arguments, ensure_ascii=False),
                            },
                        }
                        for c in message.tool_calls
                    ]
                messages.append(entry)
            elif isinstance(message, ToolResultMessage):
                messages += [
                    {"role": "tool", "tool_call_id": r.call_id, "content": r.content} for r in message.results
                ]
        params: dict[str, Any] = {
            "model": self._model,
            "messages": messages,
            "stream_options": {"include_usage": True},
        }
        # Local servers know max_tokens; OpenAI's newer models only max_completion_tokens.
        params["max_tokens" if self._compatible else "max_completion_tokens"] = request.max_tokens
        if request.tools:
            params["tools"] = [
                {
                    "type": "function",
                    "function": {"name": t.name, "description": t.description, "parameters": t.parameters},
                }
                for t in request.tools
            ]
        return params

    async def stream(self, request: ModelRequest) -> AsyncIterator[ModelEvent]:
        try:
            stream = await self._client.chat.completions.create(**self.params(request), stream=True)
            async with stream:  # the connection is released even when the consumer stops early
                async for event in self._events(stream):
                    yield event
        except openai.APIStatusError as exc:
            raise status_error(
                self._provider, exc.status_code, str(exc.message), exc.response.headers
            ) from exc
        except openai.APITimeoutError as exc:
            raise ModelTimeoutError(
                f"{self._provider}: read timeout", provider=self._provider, idle_s=self._timeout_s
            ) from exc
        except openai.APIConnectionError as exc:
            raise ModelConnectionError(
                f"{self._provider}: {type(exc).__name__}", provider=self._provider
            ) from exc
        except openai.APIError as exc:  # an error inside the stream (e.g. an SSE error object)
            raise ModelStreamError(f"{self._provider}: {exc.message}", provider=self._provider) from exc
        except Exception as exc:
            mapped = stream_failure(self._provider, exc, timeout_s=self._timeout_s)
            if mapped is None:
                raise
            raise mapped from exc

    async def _events(self, stream: Any) -> AsyncIterator[ModelEvent]:
        pending: dict[int, _PendingCall] = {}
        usage = Usage()
        stop_reason = "end_turn"
        async for chunk in stream:
            if chunk.usage is not None:
                details = chunk.usage.prompt_tokens_details
                cached = (details.cached_tokens or 0) if details is not None else 0
                # prompt_tokens includes the cached ones; report them apart as Anthropic does.
                usage = Usage(chunk.usage.prompt_tokens - cached, chunk.usage.completion_tokens, cached, 0)
            for choice in chunk.choices:
                delta = choice.delta
                if delta.content:
                    yield TextDelta(delta.content)
                for fragment in delta.tool_calls or ():
                    call = pending.setdefault(fragment.index, _PendingCall())
                    if fragment.id:
                        call.id = fragment.id
                    if fragment.function is not None:
                        call.name += fragment.function.name or ""
                        call.arguments.append(fragment.function.arguments or "")
                if choice.finish_reason:
                    stop_reason = _STOP_REASONS.get(choice.finish_reason, choice.finish_reason)
        for index in sorted(pending):
            yield ToolCallReady(self._tool_call(index, pending[index]))
        yield Finish(stop_reason, usage)

    def _tool_call(self, index: int, call: _PendingCall) -> ToolCall:
        raw = "".join(call.arguments).strip()
        try:
            arguments = json.loads(raw) if raw else {}
        except (
            json.JSONDecodeError
        ) as exc:  # malformed JSON, as in Anthropic's stream: retried before content
            raise ModelStreamError(
                f"{self._provider}: tool call arguments are not JSON: {raw[:200]}", provider=self._provider
            ) from exc
        if not isinstance(arguments, dict):
            arguments = {"value": arguments}
        return ToolCall(call.id or f"call_{index}", call.name, arguments)
