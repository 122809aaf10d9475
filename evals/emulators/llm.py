"""Loopback fakes of the Anthropic Messages API and the OpenAI Chat Completions API.

They speak the real HTTP protocol, SSE streaming included, so the official SDKs can be pointed at them
by base URL (``ANTHROPIC_BASE_URL=<url>``, ``OPENAI_BASE_URL=<url>/v1``). Each serves scripted
``Reply`` objects in order and records every request; a call with no reply left gets the ``default``
reply if one is set, else HTTP 400 (which nothing retries) and counts as ``surplus``.

Knobs, one ``Reply`` per model call (``evals.emulators.llm_script``, also as JSON):

- ``text("…")``, ``tools(("name", {args}), …)`` — an answer, streamed in small deltas.
- ``error(status, retry_after="3")`` — an HTTP error with an optional Retry-After header (429/5xx/529
  are retried by the product, other 4xx are not; ``error_type="overloaded_error"`` for Anthropic's).
- ``fault(kind, after=N, then=reply)`` — a stream that breaks after N SSE frames (frame 0 is
  Anthropic's ``message_start`` / OpenAI's role chunk, so ``after=1`` breaks before any content):

  - ``hang``: nothing more is sent, the connection stays open (``after=0``: not even the headers);
  - ``cut``: the connection is dropped mid-body (the client sees a protocol error / reset);
  - ``malformed``: a frame whose JSON does not parse, then the rest of the stream;
  - ``error_event``: an SSE error — Anthropic ``event: error`` with ``overloaded_error``, OpenAI a
    ``data: {"error": …}`` chunk — and the end of the stream.

Another process scripts a running emulator over HTTP (``POST /_emulator/script``, ``GET
/_emulator/state``; see ``llm_script``) and can start one with ``python -m evals.emulators.llm_serve``.
"""

from __future__ import annotations

import itertools
import json
from typing import Any

from aiohttp import web

from evals.emulators.base import sse
from evals.emulators.llm_script import Reply, ScriptedLLM, error, fault, text, tools

__all__ = ["FakeAnthropic", "FakeOpenAI", "Reply", "error", "fault", "text", "tools"]

_ids = itertools.count(1)


def _event(name: str, data: dict[str, Any]) -> str:
    return f"event: {name}\ndata: {json.dumps(data, ensure_ascii=False)}\n\n"


class FakeAnthropic(ScriptedLLM):
    """``POST /v1/messages`` (streaming and not)."""

    def routes(self, app: web.Application) -> None:
        app.router.add_post("/v1/messages", self._messages)
        self.control_routes(app)

    async def _messages(self, request: web.Request) -> web.StreamResponse:
        recorded = await self.record(request)
        reply = self.next_reply()
        if reply is None:
            return web.json_response(
                {
                    "type": "error",
                    "error": {"type": "invalid_request_error", "message": "no scripted reply left"},
                },
                status=400,
            )
        if reply.status != 200:
            return web.json_response(
                {"type": "error", "error": {"type": reply.error_type, "message": f"scripted {reply.status}"}},
                status=reply.status,
                headers=reply.headers,
            )
        model = recorded.body.get("model", "claude")
        if not recorded.body.get("stream"):
            return web.json_response(self._message(reply, model))
        overloaded = {"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}}
        return await sse(
            request,
            self._frames(reply, model),
            fault=reply.fault,
            after=reply.fault_after,
            error_frame=_event("error", overloaded),
        )

    def _blocks(self, reply: Reply) -> list[dict[str, Any]]:
        blocks: list[dict[str, Any]] = []
        if reply.text:
            blocks.append({"type": "text", "text": reply.text})
        blocks += [
            {"type": "tool_use", "id": f"toolu_{next(_ids):05d}", "name": n, "input": a}
            for n, a in reply.tool_calls
        ]
        return blocks

    def _usage(self, reply: Reply) -> dict[str, int]:
        return {
            "input_tokens": reply.input_tokens,
            "output_tokens": reply.output_tokens,
            "cache_creation_input_tokens": reply.cache_write,
            "cache_read_input_tokens": reply.cache_read,
        }

    def _message(self, reply: Reply, model: str) -> dict[str, Any]:
        return {
            "id": f"msg_{next(_ids):05d}",
            "type": "message",
            "role": "assistant",
            "model": model,
            "content": self._blocks(reply),
            "stop_reason": "tool_use" if reply.tool_calls else "end_turn",
            "stop_sequence": None,
            "usage": self._usage(reply),
        }

    def _frames(self, reply: Reply, model: str) -> list[str]:
        start = self._message(reply, model) | {"content": [], "stop_reason": None}
        start["usage"] = self._usage(reply) | {"output_tokens": 1}
        frames = [_event("message_start", {"type": "message_start", "message": start})]
        for index, block in enumerate(self._blocks(reply)):
            if block["type"] == "text":
                frames.append(
                    _event(
                        "content_block_start",
                        {
                            "type": "content_block_start",
                            "index": index,
                            "content_block": {"type": "text", "text": ""},
                        },
                    )
                )
                for i in range(0, len(block["text"]), 16):
                    frames.append(
                        _event(
                            "content_block_delta",
                            {
                                "type": "content_block_delta",
                                "index": index,
                                "delta": {"type": "text_delta", "text": block["text"][i : i + 16]},
                            },
                        )
                    )
            else:
                frames.append(
                    _event(
                        "content_block_start",
                        {
                            "type": "content_block_start",
                            "index": index,
                            "content_block": {
                                "type": "tool_use",
                                "id": block["id"],
                                "name": block["name"],
                                "input": {},
                            },
                        },
                    )
                )
                raw = json.dumps(block["input"], ensure_ascii=False)
                for i in range(0, len(raw), 10):
                    frames.append(
                        _event(
                            "content_block_delta",
                            {
                                "type": "content_block_delta",
                                "index": index,
                                "delta": {"type": "input_json_delta", "partial_json": raw[i : i + 10]},
                            },
                        )
                    )
            frames.append(_event("content_block_stop", {"type": "content_block_stop", "index": index}))
        frames.append(
            _event(
                "message_delta",
                {
                    "type": "message_delta",
                    "delta": {
                        "stop_reason": "tool_use" if reply.tool_calls else "end_turn",
                        "stop_sequence": None,
                    },
                    "usage": {"output_tokens": reply.output_tokens},
                },
            )
        )
        frames.append(_event("message_stop", {"type": "message_stop"}))
        return frames


class FakeOpenAI(ScriptedLLM):
    """``POST /v1/chat/completions`` (streaming and not)."""

    def routes(self, app: web.Application) -> None:
        app.router.add_post("/v1/chat/completions", self._completions)
        self.control_routes(app)

    async def _completions(self, request: web.Request) -> web.StreamResponse:
        recorded = await self.record(request)
        reply = self.next_reply()
        if reply is None:
            return web.json_response(
                {
                    "error": {
                        "message": "no scripted reply left",
                        "type": "invalid_request_error",
                        "code": None,
                        "param": None,
                    }
                },
                status=400,
            )
        if reply.status != 200:
            return web.json_response(
                {
                    "error": {
                        "message": f"scripted {reply.status}",
                        "type": reply.error_type,
                        "code": None,
                        "param": None,
                    }
                },
                status=reply.status,
                headers=reply.headers,
            )
        model = recorded.body.get("model", "gpt")
        calls: list[dict[str, Any]] = [
            {
                "id": f"call_{next(_ids):05d}",
                "type": "function",
                "function": {"name": n, "arguments": json.dumps(a, ensure_ascii=False)},
            }
            for n, a in reply.tool_calls
        ]
        finish = "tool_calls" if calls else "stop"
        usage = {
            "prompt_tokens": reply.input_tokens + reply.cache_read,
            "completion_tokens": reply.output_tokens,
            "total_tokens": reply.input_tokens + reply.cache_read + reply.output_tokens,
            "prompt_tokens_details": {"cached_tokens": reply.cache_read},
        }
        if not recorded.body.get("stream"):
            message = {"role": "assistant", "content": reply.text or None} | (
                {"tool_calls": calls} if calls else {}
            )
            return web.json_response(
                {
                    "id": "chatcmpl-1",
                    "object": "chat.completion",
                    "created": 0,
                    "model": model,
                    "choices": [{"index": 0, "message": message, "finish_reason": finish}],
                    "usage": usage,
                }
            )

        def chunk(delta: dict[str, Any], finish_reason: str | None = None) -> str:
            body = {
                "id": "chatcmpl-1",
                "object": "chat.completion.chunk",
                "created": 0,
                "model": model,
                "choices": [{"index": 0, "delta": delta, "finish_reason": finish_reason}],
            }
            return f"data: {json.dumps(body, ensure_ascii=False)}\n\n"

        frames = [chunk({"role": "assistant", "content": ""})]
        frames += [chunk({"content": reply.text[i : i + 16]}) for i in range(0, len(reply.text), 16)]
        for index, call in enumerate(calls):
            frames.append(
                chunk(
                    {
                        "tool_calls": [
                            {
                                "index": index,
                                "id": call["id"],
                                "type": "function",
                                "function": {"name": call["function"]["name"], "arguments": ""},
                            }
                        ]
                    }
                )
            )
            raw = call["function"]["arguments"]
            frames += [
                chunk({"tool_calls": [{"index": index, "function": {"arguments": raw[i : i + 10]}}]})
                for i in range(0, len(raw), 10)
            ]
        frames.append(chunk({}, finish))
        if (recorded.body.get("stream_options") or {}).get("include_usage"):
            frames.append(
                "data: "
                + json.dumps(
                    {
                        "id": "chatcmpl-1",
                        "object": "chat.completion.chunk",
                        "created": 0,
                        "model": model,
                        "choices": [],
                        "usage": usage,
                    }
                )
                + "\n\n"
            )
        frames.append("data: [DONE]\n\n")
        failure = {"error": {"message": "The server had an error", "type": "server_error", "code": None}}
        return await sse(
            request,
            frames,
            fault=reply.fault,
            after=reply.fault_after,
            error_frame=f"data: {json.dumps(failure)}\n\n",
        )
