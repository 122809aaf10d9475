"""Meta-tools: one tool the main model sees, routing to atomic sub-tools through the fast model.

The main model calls e.g. ``korean_financial_search(query="삼성전자 2023 손익과 배당")`` once with the
whole need. The meta-tool asks the fast model which sub-tools to run (one inner call, sub-tools bound
as tools), runs them concurrently with a per-call timeout, reports each as ``tool_progress`` and
returns one JSON document: ``{"query", "data": {...}, "sources": [...], "errors": [...]}``.

Sub-tools return ``{"data": ..., "sources": [...]}`` (or any JSON value, taken as data).
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, Field

from core.clock import today_kst
from core.data.kis.token import TOKEN_WAIT
from core.errors import DexterError, ToolError
from core.faces import ToolFace
from core.model import ModelRequest, ToolCall, UserMessage, complete
from core.tools.registry import Tool, ToolContext, ToolOutput

SUB_TOOL_TIMEOUT_S = 15.0

ROUTER_SYSTEM = """You route a research request about Korean listed companies to data tools. Today is \
{today} (KST). Call every tool needed to answer the request completely — several at once when the request \
has several parts (different companies, periods or data kinds) — with precise arguments (6-digit stock \
codes or exact company names, four-digit fiscal years). Do not answer in text; only call tools.
{hints}"""


class QueryArgs(BaseModel):
    query: str = Field(
        description="The whole research need in one sentence (Korean is fine): company, "
        "period and which data, e.g. '삼성전자 2023년 연결 손익계산서와 영업이익률'",
        min_length=2,
    )


@dataclass(frozen=True, slots=True)
class _Outcome:
    call: ToolCall
    data: Any = None
    sources: tuple[str, ...] = ()
    error: str | None = None


def _label(call: ToolCall) -> str:
    args = ", ".join(f"{v}" for v in call.arguments.values())
    return f"{call.name}({args})" if args else call.name


class MetaTool:
    """Builds the ``Tool`` for one meta-tool over a fixed set of sub-tools."""

    def __init__(
        self,
        face: ToolFace,
        description: str,
        sub_tools: Sequence[Tool[Any]],
        *,
        timeout_s: float = SUB_TOOL_TIMEOUT_S,
        hints: str = "",
    ) -> None:
        self.face = face
        self.name = face.name
        self.description = description
        self.sub_tools = {t.name: t for t in sub_tools}
        self.timeout_s = timeout_s
        self.hints = hints

    def tool(self) -> Tool[QueryArgs]:
        return Tool(self.name, self.description, QueryArgs, self.run, face=self.face)

    async def run(self, args: QueryArgs, ctx: ToolContext) -> ToolOutput:
        if ctx.fast_model is None:
            raise ToolError(f"{self.name}: no fast model configured for routing", tool=self.name)
        request = ModelRequest(
            ROUTER_SYSTEM.format(today=today_kst(), hints=self.hints),
            (UserMessage(args.query),),
            tuple(t.spec() for t in self.sub_tools.values()),
            max_tokens=1024,
            purpose=f"router:{self.name}",
        )
        response = await complete(ctx.fast_model, request)
        if not response.tool_calls:
            raise ToolError(f"{self.name}: the router chose no data tool for {args.query!r}", tool=self.name)
        async with asyncio.TaskGroup() as group:
            tasks = [group.create_task(self._run_one(call, ctx)) for call in response.tool_calls]
        outcomes = [t.result() for t in tasks]
        return self._result(args.query, outcomes)

    async def _run_one(self, call: ToolCall, ctx: ToolContext) -> _Outcome:
        label = _label(call)
        sub = self.sub_tools.get(call.name)
        if sub is None:
            return _Outcome(call, error=f"unknown sub-tool {call.name}")
        await ctx.progress(f"{label} …")
        notes: set[asyncio.Task[None]] = set()
        try:
            async with asyncio.timeout(self.timeout_s) as deadline:
                # a KIS token wait (issuance is limited to once a minute) extends this call's deadline
                # and shows in the progress line, instead of failing every price lookup for a minute
                loop = asyncio.get_running_loop()

                def token_wait(seconds: float) -> None:
                    until = loop.time() + seconds
                    if (deadline.when() or 0) < until:
                        deadline.reschedule(until)
                    note = asyncio.ensure_future(
                        ctx.progress(f"{label} — KIS 토큰 발급 대기 {seconds:.0f}초")
                    )
                    notes.add(note)
                    note.add_done_callback(notes.discard)

                listening = TOKEN_WAIT.set(token_wait)
                try:
                    output = await sub.invoke(call.arguments, ctx)
                finally:
                    TOKEN_WAIT.reset(listening)
        except TimeoutError:
            await ctx.progress(f"{label} ⚠️ 시간 초과")
            return _Outcome(call, error=f"{call.name} timed out after {self.timeout_s:.0f}s")
        except DexterError as exc:
            await ctx.progress(f"{label} ⚠️")
            return _Outcome(call, error=f"{call.name}: {exc}")
        await ctx.progress(f"{label} ✓")
        value = output.value if output.value is not None else output.content
        if isinstance(value, dict) and "data" in value:
            return _Outcome(call, value["data"], tuple(value.get("sources") or ()))
        return _Outcome(call, value)

    def _result(self, query: str, outcomes: list[_Outcome]) -> ToolOutput:
        data: dict[str, Any] = {}
        sources: list[str] = []
        errors: list[dict[str, Any]] = []
        for outcome in outcomes:
            if outcome.error is not None:
                errors.append(
                    {"tool": outcome.call.name, "args": outcome.call.arguments, "error": outcome.error}
                )
                continue
            key = outcome.call.name if outcome.call.name not in data else _label(outcome.call)
            data[key] = outcome.data
            sources += [s for s in outcome.sources if s not in sources]
        if not data:
            reasons = "; ".join(str(e["error"]) for e in errors)
            raise ToolError(f"{self.name}: every data call failed: {reasons}", tool=self.name)
        payload = {"query": query, "data": data, "sources": sources, "errors": errors}
        ok = len(outcomes) - len(errors)
        summary = f"{ok}/{len(outcomes)}개 조회" + (f", 실패 {len(errors)}" if errors else "")
        failures = tuple(f"{e['tool']}: {e['error']}" for e in errors)
        return ToolOutput(json.dumps(payload, ensure_ascii=False, default=str), summary, failures)
