"""Test doubles for the relay: a fake clock, an in-memory platform port, a gated agent, builders."""

from __future__ import annotations

import asyncio
import itertools
import re
from collections import defaultdict
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal

from bots.direct import DirectReply
from bots.relay.cluster.journal import RunJournal
from bots.relay.intake.queue import ConversationRuns
from bots.relay.ports import AgentRunner, Inbound, ReplyTarget
from bots.relay.relay import Relay
from bots.relay.wiring import Pacing, Parts
from core.agent.control import CancelToken, Turn
from core.agent.events import AgentEvent, Cancelled, Done, ToolCallRecord
from core.clock import KST, VirtualClock
from core.model import Usage

GUARD_S = 5.0  # only a guard against hangs: nothing waits for real time on purpose
#: a run's end state: the progress message collapsed to one summary line
SUMMARY = re.compile(r"^✅ 완료 · 도구 (\d+)회 · \d+\.\d초 · 토큰 ([\d,]+)$")


Method = Literal["post_progress", "edit_progress", "post_chunk"]


@dataclass(frozen=True, slots=True)
class PortCall:
    method: Method
    at: float
    text: str
    target: ReplyTarget
    message_id: str = ""
    final: bool = False
    run_id: str = ""
    outcome: str = "ok"


class FakePort:
    """An in-memory platform: records every call with the fake clock's time; ``fail`` queues errors
    the next calls of a method raise (after being recorded)."""

    def __init__(self, clock: VirtualClock, *, workspace: str = "T1", interval_s: float = 1.5) -> None:
        self.clock = clock
        self._workspace = workspace
        self.interval_s = interval_s
        self.calls: list[PortCall] = []
        self.messages: dict[str, str] = {}
        self._faults: dict[str, list[BaseException]] = defaultdict(list)
        self._ids = itertools.count(1)
        self._changed = asyncio.Event()
        self.holds: dict[Method, asyncio.Event] = {}

    @property
    def workspace(self) -> str:
        return self._workspace

    def min_edit_interval_s(self, target: ReplyTarget) -> float:
        return self.interval_s

    def fail(self, method: Method, *errors: BaseException) -> None:
        self._faults[method].extend(errors)

    def hold(self, method: Method) -> asyncio.Event:
        """Calls of ``method`` wait (after being recorded) until the returned event is set."""
        self.holds[method] = asyncio.Event()
        return self.holds[method]

    async def post_progress(self, target: ReplyTarget, text: str, *, run_id: str, lang: str = "ko") -> str:
        self._record("post_progress", text, target, run_id=run_id)
        message_id = f"m{next(self._ids)}"
        self.messages[message_id] = text  # the platform has it; a hold delays only the reply
        if "post_progress" in self.holds:
            await self.holds["post_progress"].wait()
        return message_id

    async def edit_progress(self, target: ReplyTarget, message_id: str, text: str, *, final: bool) -> None:
        assert message_id in self.messages, f"edit of unknown message {message_id}"
        self._record("edit_progress", text, target, message_id=message_id, final=final)
        if "edit_progress" in self.holds:
            await self.holds["edit_progress"].wait()
        self.messages[message_id] = text  # not reached when the call raised

    def render_answer(self, markdown: str) -> list[str]:
        """One chunk per part between form feeds (``"\\f"``): a long answer in a few messages."""
        return markdown.split("\f")

    async def post_chunk(
        self, target: ReplyTarget, chunk: str, *, run_id: str, last: bool, lang: str = "ko"
    ) -> str:
        self._record("post_chunk", chunk, target, run_id=run_id, final=last)
        if "post_chunk" in self.holds:
            await self.holds["post_chunk"].wait()
        return f"a{next(self._ids)}"

    def _record(
        self,
        method: Method,
        text: str,
        target: ReplyTarget,
        *,
        message_id: str = "",
        final: bool = False,
        run_id: str = "",
    ) -> None:
        fault = self._faults[method].pop(0) if self._faults[method] else None
        outcome = "ok" if fault is None else type(fault).__name__
        self.calls.append(PortCall(method, self.clock(), text, target, message_id, final, run_id, outcome))
        self._changed.set()
        self._changed = asyncio.Event()
        if fault is not None:
            raise fault

    # --- views ----------------------------------------------------------------------------------

    def of(self, method: Method) -> list[PortCall]:
        return [c for c in self.calls if c.method == method]

    def texts(self, message_id: str) -> list[str]:
        """Every text the message was posted or edited with, in order (failed attempts included)."""
        posts = [c for c in self.calls if c.method == "post_progress"]
        index = int(message_id.removeprefix("m")) - 1
        first = posts[index].text if 0 <= index < len(posts) else None
        edits = [c.text for c in self.calls if c.method == "edit_progress" and c.message_id == message_id]
        return ([first] if first is not None else []) + edits

    def times(self, message_id: str) -> list[float]:
        posts = [c for c in self.calls if c.method == "post_progress"]
        index = int(message_id.removeprefix("m")) - 1
        edits = [c.at for c in self.calls if c.method == "edit_progress" and c.message_id == message_id]
        return [posts[index].at, *edits]

    async def until(self, predicate: Callable[[FakePort], bool]) -> None:
        async with asyncio.timeout(GUARD_S):
            while not predicate(self):
                await self._changed.wait()


def one_platform(*ports: FakePort) -> None:
    """Make ``ports`` clients of one platform (replicas of the bot): the same messages and message ids,
    each recording its own calls."""
    first = ports[0]
    for port in ports[1:]:
        port.messages = first.messages
        port._ids = first._ids


async def guarded(awaitable: Awaitable[object]) -> None:
    """Await ``awaitable``, failing (instead of hanging) if it never completes."""
    async with asyncio.timeout(GUARD_S):
        await awaitable


def gaps(times: Sequence[float]) -> list[float]:
    return [round(b - a, 6) for a, b in itertools.pairwise(times)]


def target(channel: str = "C1", thread: str = "100.1") -> ReplyTarget:
    return ReplyTarget("slack", channel, thread, thread, {"team": "T1"})


def inbound(
    text: str,
    *,
    thread: str = "100.1",
    keys: tuple[str, ...] | None = None,
    user: str = "U1",
) -> Inbound:
    return Inbound(
        "slack",
        ("slack", "T1", "C1", thread),
        user,
        text,
        target(thread=thread),
        dedup_keys=keys if keys is not None else (f"C1:{thread}:{text}",),
        received_at=datetime(2026, 11, 20, 9, 0, tzinfo=KST),
    )


def run_ids() -> Callable[[], str]:
    counter = itertools.count(1)
    return lambda: f"run-{next(counter)}"


class GatedAgent:
    """A fake agent: yields ``events``; a held query then waits for ``release`` (or the cancel
    token) and ends with ``Done`` — or ``Cancelled`` if cancelled first. Records every call."""

    def __init__(self, events: Sequence[AgentEvent] = (), *, answer: str = "답변입니다.") -> None:
        self.events = list(events)
        self.answer = answer
        self.calls: list[tuple[str, list[Turn], str | None]] = []
        self.started: defaultdict[str, asyncio.Event] = defaultdict(asyncio.Event)
        self.error: Exception | None = None
        self.ignore_cancel = False
        self._gates: dict[str, asyncio.Event] = {}

    def hold(self, query: str) -> None:
        self._gates[query] = asyncio.Event()

    def release(self, query: str) -> None:
        self._gates[query].set()

    async def run(
        self,
        query: str,
        history: Sequence[Turn] = (),
        *,
        run_id: str | None = None,
        cancel: CancelToken | None = None,
    ) -> AsyncIterator[AgentEvent]:
        self.calls.append((query, list(history), run_id))
        self.started[query].set()
        for event in self.events:
            yield event
        if self.error is not None:
            raise self.error
        stop = asyncio.Event()
        if cancel is not None and not self.ignore_cancel:
            cancel.on_cancel(stop.set)
        gate = self._gates.get(query)
        if gate is not None:
            waiters = [asyncio.ensure_future(gate.wait()), asyncio.ensure_future(stop.wait())]
            try:
                await asyncio.wait(waiters, return_when=asyncio.FIRST_COMPLETED)
            finally:
                for waiter in waiters:
                    waiter.cancel()
        if stop.is_set():
            yield Cancelled(run_id or "")
            return
        record = ToolCallRecord("c1", "korean_financial_search", {}, True, 1.0)
        yield Done(self.answer, (record,), 2, 3.0, Usage(1000, 234), run_id or "")


async def no_direct(query: str, earlier: Sequence[str]) -> DirectReply | None:
    """A relay test's no-model path: nothing is answered without the agent."""
    return None


def relay_for(
    port: FakePort,
    agent: AgentRunner | None,
    *,
    journal: RunJournal,
    clock: VirtualClock | None = None,
    max_concurrent: int = 16,
    ids: str = "run",
    **options: Any,
) -> Relay:
    """A relay over ``port`` on fake time keeping its runs in ``journal`` (the ``journal`` fixture: a
    temporary SQLite store), run ids ``<ids>-1``, ``<ids>-2`` … (``options``: memory, quota,
    ownership, run_timeout_s, tick_s …)."""
    clock = clock or VirtualClock()
    counter = itertools.count(1)
    runs = ConversationRuns(
        max_concurrent=max_concurrent, new_id=lambda: f"{ids}-{next(counter)}", sleep=clock.sleep
    )
    parts = {k: options.pop(k) for k in [*options] if k in Parts.__dataclass_fields__}
    parts.setdefault("direct", no_direct)
    return Relay(
        None,
        port,
        journal,
        Parts(runs=runs, agent=agent, **parts),
        Pacing(clock=clock, sleep=clock.sleep, **options),
    )


def final_edit(port: FakePort, message_id: str = "m1") -> PortCall:
    """The last edit of ``message_id``, which must be its final one."""
    edits = [c for c in port.of("edit_progress") if c.message_id == message_id]
    assert edits and edits[-1].final, f"no final edit of {message_id}: {port.calls}"
    return edits[-1]
