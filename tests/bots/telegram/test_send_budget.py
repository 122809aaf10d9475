"""The Telegram send budget on a fake clock: first replies overtake edits, no window is ever exceeded,
edits of one message keep their spacing, a cancelled waiter gives its place back; and its PTB hook."""

from __future__ import annotations

import asyncio
import itertools
import math
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest

from bots.telegram.budget import BudgetRateLimiter, Limits, Priority, SendBudget, default_priority
from core.clock import VirtualClock


@dataclass
class Sent:
    name: str
    method: str
    chat: str
    granted: float
    ended: float


class Harness:
    def __init__(self, limits: Limits) -> None:
        self.time = VirtualClock(0.0, auto=False)
        self.budget = SendBudget(limits, clock=self.time, sleep=self.time.sleep)
        self.sent: list[Sent] = []
        self.tasks: list[asyncio.Task[None]] = []

    def start(
        self,
        name: str,
        method: str,
        chat: str,
        priority: Priority,
        *,
        message_id: str | None = None,
        takes_s: float = 0.05,
    ) -> asyncio.Task[None]:
        async def send() -> None:
            async with self.budget.send(method, chat, priority=priority, message_id=message_id):
                sent = Sent(name, method, chat, self.time.now, math.inf)
                self.sent.append(sent)
                await self.time.sleep(takes_s)  # the request on its way and back
                sent.ended = self.time.now

        task = asyncio.create_task(send(), name=name)
        self.tasks.append(task)
        return task

    async def finish(self) -> None:
        await self.time.run_until(lambda: all(t.done() for t in self.tasks))
        for task in self.tasks:
            if not task.cancelled():
                task.result()

    def order(self) -> list[str]:
        return [s.name for s in sorted(self.sent, key=lambda s: (s.granted, s.ended))]


async def test_a_first_reply_queued_behind_20_edits_goes_first() -> None:
    h = Harness(Limits(per_second=10))
    for i in range(10):  # the window is full: ten sends on their way
        h.start(f"busy{i}", "sendMessage", str(900 + i), Priority.FIRST, takes_s=0.5)
    for i in range(20):
        h.start(f"edit{i}", "editMessageText", str(1000 + i), Priority.EDIT, message_id="7")
    await h.time.settle()
    assert h.budget.bot.waiting == 20
    h.start("draft", "sendMessageDraft", "2000", Priority.DRAFT)
    h.start("typing", "sendChatAction", "2001", Priority.BACKGROUND)
    h.start("answer", "sendMessage", "2002", Priority.ANSWER)
    h.start("first", "sendMessage", "2003", Priority.FIRST)
    await h.finish()
    order = h.order()
    assert order[10:12] == ["first", "answer"]  # next in line when a slot came back
    assert order[12:32] == [f"edit{i}" for i in range(20)]  # the edits in the order they came
    assert order[32:] == ["draft", "typing"]


async def test_each_priority_fills_only_its_share_and_leaves_room_above() -> None:
    h = Harness(Limits(per_second=10))
    for i in range(9):
        h.start(f"typing{i}", "sendChatAction", str(100 + i), Priority.BACKGROUND, takes_s=0.0)
    for i in range(9):
        h.start(f"edit{i}", "editMessageText", str(200 + i), Priority.EDIT, message_id="1", takes_s=0.0)
    await h.time.settle()
    at_once = [s.name for s in h.sent]
    assert sum(n.startswith("typing") for n in at_once) == 3  # 30 % of ten
    assert sum(n.startswith("edit") for n in at_once) == 4  # up to 70 % with the typing
    h.start("first", "sendMessage", "300", Priority.FIRST, takes_s=0.0)
    await h.time.settle()
    assert h.sent[-1].name == "first" and h.sent[-1].granted == 0.0  # the room kept for it
    await h.finish()
    assert len(h.sent) == 19


def _within(sends: list[Sent], limit: int, period: float) -> None:
    """No more than ``limit`` of ``sends`` in any ``period``, however their requests were stamped on the
    way: every send is counted from its grant until ``period`` after its end."""
    for send in sends:
        overlapping = [o for o in sends if o.granted <= send.granted < o.ended + period]
        assert len(overlapping) <= limit, (send, len(overlapping))
    grants = sorted(s.granted for s in sends)
    for early, late in zip(grants, grants[limit:], strict=False):
        assert late - early >= period - 1e-9


async def test_no_window_is_ever_exceeded_under_a_random_mix() -> None:
    limits = Limits(per_second=10, chat_burst=3, chat_period_s=3.0, group_per_minute=20)
    h = Harness(limits)
    rng = random.Random(16)
    methods = ["sendMessage", "editMessageText", "sendMessageDraft", "sendChatAction", "sendPhoto"]
    chats = [str(100 + i) for i in range(12)] + ["-1001", "-1002"] * 6  # groups: a quarter each

    async def arrivals() -> None:
        for i in range(300):
            method, chat = rng.choice(methods), rng.choice(chats)
            message = str(rng.randrange(3)) if method == "editMessageText" else None
            priority = Priority(rng.randrange(len(Priority)))
            h.start(f"s{i}", method, chat, priority, message_id=message, takes_s=rng.uniform(0.0, 0.4))
            await h.time.sleep(rng.expovariate(40.0))

    feeder = asyncio.create_task(arrivals())
    await h.time.run_until(feeder.done)
    await h.finish()
    assert len(h.sent) == 300
    _within(h.sent, 10, 1.0)  # the bot: drafts and chat actions count too
    in_chat = [s for s in h.sent if s.method not in ("sendMessageDraft", "sendChatAction")]
    for chat in set(chats):
        _within([s for s in in_chat if s.chat == chat], 3, 3.0)
    for group in ("-1001", "-1002"):
        assert len([s for s in in_chat if s.chat == group]) > 20  # the minute limit was reached
        _within([s for s in in_chat if s.chat == group], 20, 60.0)


async def test_edits_of_one_message_keep_their_spacing() -> None:
    h = Harness(Limits(per_second=30, chat_burst=10, chat_period_s=1.0, edit_spacing_s=1.0))
    for i in range(5):
        h.start(f"e{i}", "editMessageText", "42", Priority.ANSWER, message_id="9", takes_s=0.2)
    h.start("other message", "editMessageText", "42", Priority.EDIT, message_id="10")
    h.start("a new message", "sendMessage", "42", Priority.FIRST)
    await h.finish()
    edits = sorted((s for s in h.sent if s.name.startswith("e")), key=lambda s: s.granted)
    assert [s.name for s in edits] == [f"e{i}" for i in range(5)]
    for before, after in itertools.pairwise(edits):
        assert after.granted - before.ended >= 1.0  # end of one to start of the next
    others = {s.name: s.granted for s in h.sent if not s.name.startswith("e")}
    assert others == {"other message": 0.0, "a new message": 0.0}  # no wait for someone else's spacing


async def test_a_cancelled_waiter_gives_its_place_back() -> None:
    h = Harness(Limits(per_second=1))
    h.start("first", "sendMessage", "1", Priority.FIRST, takes_s=0.0)
    waiting = h.start("edit", "editMessageText", "2", Priority.EDIT, message_id="5")
    h.start("answer", "sendMessage", "3", Priority.ANSWER, takes_s=0.0)
    await h.time.settle()
    assert h.budget.bot.waiting == 2
    waiting.cancel()
    await h.finish()
    assert [s.name for s in h.sent] == ["first", "answer"]
    assert [s.granted for s in h.sent] == [0.0, 1.0]
    assert h.budget.chat("2").idle  # the cancelled edit holds no slot of its chat


def test_limits_below_one_a_second_and_defaults() -> None:
    assert Limits(per_second=30).bot_window == (30, 1.0)
    assert Limits(per_second=0.5).bot_window == (1, 2.0)
    limit, period = Limits(per_second=12.5).bot_window
    assert limit == 12
    assert period == pytest.approx(0.96)
    with pytest.raises(ValueError, match="positive"):
        Limits(per_second=0)
    assert default_priority("sendMessage") is Priority.FIRST
    assert default_priority("editMessageText") is Priority.EDIT
    assert default_priority("sendMessageDraft") is Priority.DRAFT
    assert default_priority("sendChatAction") is Priority.BACKGROUND


def test_the_edit_floor_follows_an_operators_shorter_edit_interval_only() -> None:
    def floor(edit_interval_s: float | None) -> float:
        return BudgetRateLimiter.at_rate(30, edit_interval_s=edit_interval_s).budget.limits.edit_spacing_s

    assert floor(None) == 1.0 and floor(3.5) == 1.0  # a longer relay spacing keeps Telegram's floor
    assert floor(0.05) == 0.05


async def test_the_ptb_hook_takes_the_priority_and_skips_requests_without_a_chat() -> None:
    h = Harness(Limits(per_second=1))
    limiter = BudgetRateLimiter(h.budget)
    calls: list[str] = []

    def call(name: str) -> Callable[..., Any]:
        async def callback(*args: Any, **kwargs: Any) -> dict[str, Any]:
            calls.append(name)
            return {"name": name}

        return callback

    async def request(name: str, endpoint: str, data: dict[str, Any], priority: int | None) -> Any:
        return await limiter.process_request(call(name), (), {}, endpoint, data, priority)

    first = asyncio.create_task(request("a", "sendMessage", {"chat_id": 1}, None))
    await h.time.settle()
    assert await request("getMe", "getMe", {}, None) == {"name": "getMe"}  # no chat: not counted
    edit = asyncio.create_task(request("edit", "editMessageText", {"chat_id": 2, "message_id": 3}, None))
    answer = asyncio.create_task(request("answer", "sendMessage", {"chat_id": 4}, int(Priority.ANSWER)))
    await h.time.run_until(lambda: edit.done() and answer.done())
    assert first.result() == {"name": "a"}
    assert calls == ["a", "getMe", "answer", "edit"]
