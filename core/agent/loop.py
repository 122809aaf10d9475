"""The research agent: model + tools in a loop, then a separate streamed final answer.

``Agent.run`` is an async iterator of ``AgentEvent``. The work happens in an inner task that feeds a
queue, so a ``CancelToken`` held by the caller can stop it at any await point; whatever happens, the
iterator ends with exactly one of ``Done``, ``Failed`` or ``Cancelled``.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from core.agent import prompts
from core.agent.context import clear_old_results, estimate_tokens, message_tokens
from core.agent.control import CancelToken, Turn, new_run_id
from core.agent.events import (
    TERMINAL_KINDS,
    AgentEvent,
    AnswerCheck,
    AnswerDelta,
    AnswerStart,
    Cancelled,
    ContextCleared,
    Done,
    Failed,
    Thinking,
    ToolCallRecord,
    ToolEnd,
    ToolErrorEvent,
    ToolLimit,
    ToolProgress,
    ToolStart,
)
from core.agent.limits import ToolLimits
from core.agent.scratchpad import Scratchpad
from core.agent.verify import check_and_revise
from core.errors import DexterError, ModelError, ToolError
from core.lang import Language, run_language
from core.logging import get_logger, redact
from core.model import (
    AssistantMessage,
    Finish,
    Message,
    Model,
    ModelRequest,
    TextDelta,
    ToolCall,
    ToolResult,
    ToolResultMessage,
    Usage,
    UserMessage,
    complete,
)
from core.tools.registry import ToolContext, ToolOutput, ToolRegistry
from core.verify import Verdict, check_answer

log = get_logger(__name__)

Emit = Callable[[AgentEvent], None]
#: Looks at the query before the loop and returns extra system-prompt text (e.g. resolved companies).
Prelude = Callable[[str], Awaitable[str]]


@dataclass(frozen=True, slots=True)
class AgentConfig:
    scratchpad_dir: Path
    max_iterations: int = 10
    context_tokens: int = 100_000
    tool_timeout_s: float = 90.0
    #: ``DEXTER_LANG``: the question's language (Korean unless it is English) unless it forces one
    #: (core.lang.run_language)
    lang: str = "ko"
    answer_max_tokens: int = 4096
    #: check every figure of the answer against the tool results before it is posted (core.verify)
    verify: bool = True


@dataclass
class _RunState:
    run_id: str
    query: str
    pad: Scratchpad
    emit: Emit
    started: float = field(default_factory=time.monotonic)
    usage: Usage = field(default_factory=Usage)
    iterations: int = 0
    records: list[ToolCallRecord] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)
    lang: Language = "ko"
    #: the prelude's text (the companies named), given to an English answer for the English names
    context: str = ""


class Agent:
    def __init__(
        self,
        model: Model,
        tools: ToolRegistry,
        config: AgentConfig,
        *,
        tool_context: ToolContext | None = None,
        prelude: Prelude | None = None,
    ) -> None:
        self.model = model
        self.tools = tools
        self.config = config
        self._tool_context = tool_context or ToolContext()
        self._prelude = prelude

    async def run(
        self,
        query: str,
        history: Sequence[Turn] = (),
        *,
        run_id: str | None = None,
        cancel: CancelToken | None = None,
    ) -> AsyncIterator[AgentEvent]:
        """Run one question; yields events and ends with exactly one terminal event."""
        run_id = run_id or new_run_id()
        pad = Scratchpad(self.config.scratchpad_dir, run_id)
        queue: asyncio.Queue[AgentEvent | None] = asyncio.Queue()
        state = _RunState(run_id, query, pad, queue.put_nowait, lang=run_language(self.config.lang, query))
        worker = asyncio.create_task(self._work(state, history), name=f"agent-run-{run_id}")
        if cancel is not None:
            cancel.on_cancel(lambda: queue.put_nowait(None))
        status = "abandoned"
        try:
            while True:
                event = await queue.get()
                if event is None:  # cancelled from outside
                    await _stop(worker)
                    status = "cancelled"
                    yield Cancelled(run_id)
                    return
                if event.kind in TERMINAL_KINDS:
                    status = event.kind
                    yield event
                    return
                yield event
        finally:
            await _stop(worker)
            pad.close(status)

    # --- the work -----------------------------------------------------------------------------

    async def _work(self, state: _RunState, history: Sequence[Turn]) -> None:
        try:
            state.pad.init(state.query, len(history))
            await self._research(state, history)
            state.emit(await self._answer(state, history))
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # every failure becomes one Failed event
            if isinstance(exc, DexterError):  # a known failure: named in one line, its trace at debug
                log.error(  # noqa: TRY400 - the trace goes to debug just below
                    "agent_run_failed", run_id=state.run_id, error=redact(f"{type(exc).__name__}: {exc}")
                )
                log.debug("agent_run_failed_trace", run_id=state.run_id, exc_info=True)
            else:
                log.exception("agent_run_failed", run_id=state.run_id)
            internal = INTERNAL_ERROR_EN if state.lang == "en" else INTERNAL_ERROR
            user_message = exc.message_in(state.lang) if isinstance(exc, DexterError) else internal
            state.emit(Failed(redact(f"{type(exc).__name__}: {exc}"), user_message, state.run_id))

    async def _research(self, state: _RunState, history: Sequence[Turn]) -> None:
        extra = await self._prelude(state.query) if self._prelude else ""
        state.context = extra if state.lang == "en" else ""
        system = prompts.loop_system(extra)
        specs = self.tools.specs()
        messages: list[Message] = [*_history_messages(history), UserMessage(state.query)]
        limits = ToolLimits()
        last_input = 0
        for iteration in range(1, self.config.max_iterations + 1):
            state.iterations = iteration
            used = max(message_tokens(messages) + estimate_tokens(system), last_input)
            if used > self.config.context_tokens:
                removed = clear_old_results(messages)
                if removed:
                    state.emit(ContextCleared(removed))
                last_input = 0
            request = ModelRequest(system, tuple(messages), specs, purpose="loop")
            response = await complete(self.model, request)
            state.usage += response.usage
            last_input = response.usage.input_tokens + response.usage.cache_read + response.usage.cache_write
            if response.text.strip():
                state.emit(Thinking(response.text.strip()))
                state.pad.thinking(response.text.strip())
                state.notes.append(response.text.strip())
            messages.append(response.message)
            if not response.tool_calls:
                return
            results = await self._run_tools(state, response.tool_calls, limits)
            messages.append(ToolResultMessage(results))
        log.info("max_iterations_reached", run_id=state.run_id, iterations=state.iterations)

    async def _run_tools(
        self, state: _RunState, calls: Sequence[ToolCall], limits: ToolLimits
    ) -> tuple[ToolResult, ...]:
        warnings = {}
        for call in calls:
            reason = limits.check(call.name, call.arguments)
            if reason:
                state.emit(ToolLimit(call.name, reason))
                warnings[call.id] = reason
        async with asyncio.TaskGroup() as group:
            tasks = [group.create_task(self._run_tool(state, call)) for call in calls]
        results = []
        for call, task in zip(calls, tasks, strict=True):
            result = task.result()
            if call.id in warnings:
                result = ToolResult(
                    result.call_id,
                    result.name,
                    f"{result.content}\n\n[note: {warnings[call.id]}]",
                    result.is_error,
                )
            results.append(result)
        return tuple(results)

    async def _run_tool(self, state: _RunState, call: ToolCall) -> ToolResult:
        state.emit(ToolStart(call.id, call.name, call.arguments))
        started = time.monotonic()

        async def progress(text: str) -> None:
            state.emit(ToolProgress(call.id, call.name, text))

        try:
            output = await self._invoke(state.run_id, call, progress, state.lang)
        except Exception as exc:  # a failing tool goes back to the model, not up the stack
            error = redact(str(exc) if isinstance(exc, DexterError) else f"{type(exc).__name__}: {exc}")
            if isinstance(exc, TimeoutError):
                error = f"{call.name} timed out after {self.config.tool_timeout_s:.0f}s"
            if not isinstance(exc, DexterError | TimeoutError):
                log.exception("tool_crashed", tool=call.name, run_id=state.run_id)
            duration = time.monotonic() - started
            state.failures.append(_failure(call.name, error))
            state.emit(ToolErrorEvent(call.id, call.name, error))
            state.pad.tool_result(call.id, call.name, call.arguments, error, ok=False)
            state.records.append(ToolCallRecord(call.id, call.name, call.arguments, False, duration))
            return ToolResult(call.id, call.name, f"Error: {error}", is_error=True)
        duration = time.monotonic() - started
        content = redact(output.content)
        state.pad.tool_result(call.id, call.name, call.arguments, content, ok=True)
        state.records.append(ToolCallRecord(call.id, call.name, call.arguments, True, duration))
        state.failures += [_failure(call.name, redact(text)) for text in output.failures]
        state.emit(ToolEnd(call.id, call.name, output.summary, duration, failures=len(output.failures)))
        return ToolResult(call.id, call.name, content)

    async def _invoke(
        self, run_id: str, call: ToolCall, progress: Callable[[str], Awaitable[None]], lang: Language = "ko"
    ) -> ToolOutput:
        tool = self.tools.get(call.name)
        if tool is None:
            available = ", ".join(self.tools.names)
            raise ToolError(f"unknown tool {call.name!r}; available: {available}", tool=call.name)
        async with asyncio.timeout(self.config.tool_timeout_s):
            context = self._tool_context.for_call(run_id, call.id, progress, lang)
            return await tool.invoke(call.arguments, context)

    async def _answer(self, state: _RunState, history: Sequence[Turn]) -> Done | Failed:
        state.emit(AnswerStart())
        prompt = prompts.answer_prompt(
            state.query, state.pad.successful_results(), state.notes, context=state.context
        )
        request = ModelRequest(
            prompts.answer_system(state.lang),
            (*_history_messages(history), UserMessage(prompt)),
            (),
            max_tokens=self.config.answer_max_tokens,
            purpose="answer",
        )
        parts: list[str] = []
        truncated = False
        try:
            async for event in self.model.stream(request):
                if isinstance(event, TextDelta):
                    parts.append(event.text)
                    state.emit(AnswerDelta(event.text))
                elif isinstance(event, Finish):
                    state.usage += event.usage
        except ModelError:
            if not "".join(parts).strip():
                raise  # nothing shown yet: the run fails (transient errors were retried already)
            log.warning("answer_stream_cut", run_id=state.run_id, chars=sum(map(len, parts)))
            truncated = True  # keep what the user already saw, say it was cut
        answer = "".join(parts).strip()
        if not answer:
            empty = EMPTY_ANSWER_EN if state.lang == "en" else EMPTY_ANSWER
            return Failed("model returned an empty answer", empty, state.run_id)
        checked = 0
        unsupported: tuple[str, ...] = ()
        if truncated:
            answer += f"\n\n{ANSWER_CUT_NOTE_EN if state.lang == 'en' else ANSWER_CUT_NOTE}"
        elif self.config.verify:
            result = await self._check(state, prompt, answer)
            answer, checked, unsupported = result.answer, result.final.checked, result.unsupported
        if state.failures:
            answer += "\n\n" + failures_note(state.failures, state.lang)
        state.pad.answer(answer)
        return Done(
            answer,
            tuple(state.records),
            state.iterations,
            time.monotonic() - state.started,
            state.usage,
            state.run_id,
            failures=tuple(state.failures),
            truncated=truncated,
            figures_checked=checked,
            figures_unsupported=unsupported,
        )

    async def _check(self, state: _RunState, prompt: str, answer: str) -> _CheckResult:
        results = [entry["result"] for entry in state.pad.successful_results()]
        first = check_answer(answer, results, state.query)
        if first.checked:
            state.emit(AnswerCheck(first.checked, len(first.unsupported), revising=not first.ok))
        if first.ok:
            state.pad.validation(first.checked, [])
            return _CheckResult(answer, first, ())
        checked = await check_and_revise(
            self.model,
            system=prompts.answer_system(state.lang),
            prompt=prompt,
            answer=answer,
            results=results,
            query=state.query,
            max_tokens=self.config.answer_max_tokens,
            run_id=state.run_id,
            first=first,
            lang=state.lang,
        )
        state.usage += checked.usage
        unsupported = tuple(dict.fromkeys(item.text for item in checked.final.unsupported))
        state.emit(AnswerCheck(checked.final.checked, len(unsupported)))
        state.pad.validation(checked.final.checked, list(unsupported), first=len(first.unsupported))
        log.info(
            "answer_checked",
            run_id=state.run_id,
            checked=checked.final.checked,
            unsupported_first=len(first.unsupported),
            unsupported=len(unsupported),
            revised=checked.revised,
        )
        return _CheckResult(checked.answer, checked.final, unsupported)


@dataclass(frozen=True, slots=True)
class _CheckResult:
    answer: str
    final: Verdict
    unsupported: tuple[str, ...]


ANSWER_CUT_NOTE = "(응답이 중간에 끊겼습니다)"
ANSWER_CUT_NOTE_EN = "(The answer was cut off.)"
#: a run's failure a user reads when the cause is no ``DexterError`` (in Korean / English)
INTERNAL_ERROR = "내부 오류가 발생했습니다."
INTERNAL_ERROR_EN = "An internal error occurred."
EMPTY_ANSWER = "모델이 빈 답변을 반환했습니다. 다시 시도해 주세요."
EMPTY_ANSWER_EN = "The model returned an empty answer. Please try again."
FAILURE_CHARS = 160
FAILURES_SHOWN = 5


def _failure(tool: str, error: str) -> str:
    text = " ".join(f"{tool}: {error}".split())
    return text if len(text) <= FAILURE_CHARS else text[: FAILURE_CHARS - 1] + "…"


def failures_note(failures: Sequence[str], lang: str = "ko") -> str:
    """The line an answer ends with when some data could not be fetched: it names what failed."""
    shown = "; ".join(failures[:FAILURES_SHOWN])
    if lang == "en":
        more_en = f" and {len(failures) - FAILURES_SHOWN} more" if len(failures) > FAILURES_SHOWN else ""
        return f"> ⚠️ {len(failures)} data request(s) failed: {shown}{more_en}"
    more = f" 외 {len(failures) - FAILURES_SHOWN}건" if len(failures) > FAILURES_SHOWN else ""
    return f"> ⚠️ 데이터 {len(failures)}건을 조회하지 못했습니다: {shown}{more}"


def _history_messages(history: Sequence[Turn]) -> list[Message]:
    messages: list[Message] = []
    for turn in history:
        messages += [UserMessage(turn.query), AssistantMessage(text=turn.answer)]
    return messages


async def _stop(task: asyncio.Task[None]) -> None:
    if task.done():
        return
    task.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await task
