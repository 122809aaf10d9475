"""One chat's and one group's windows counted by two replicas together: sends to one chat from both never
exceed its 3 in any 3 s, nor a group's 20 in 60 s (on a virtual clock, on a real Redis, and against the
emulator's flood limits through python-telegram-bot); one shared round trip per window a send takes; an
unreachable shared state leaves each replica counting alone after one failed call per send."""

from __future__ import annotations

import asyncio
import random
import time
from typing import Any

import pytest
from telegram.ext import ExtBot

from bots.telegram.budget import GATES_KEPT, BudgetRateLimiter, Limits, Priority, SendBudget
from bots.telegram.window import SHARED_POLL_S
from core.clock import VirtualClock
from core.errors import SharedStateError
from core.shared import LocalShared, Slot, Window
from core.shared.redis_backend import RedisShared
from evals.emulators.telegram import FakeTelegram, FloodLimits
from tests.bots.relay.test_budget_shared import Parked
from tests.bots.telegram.test_send_budget import Sent, _within
from tests.services.redis import Replicas

PREFIX = "telegram:42"
DM, GROUP = "700100", "-1001234"
#: the bot's window wide open, so that only the chat's and group's windows hold sends back
CHATS_ONLY = Limits(per_second=1000, chat_burst=3, chat_period_s=3.0, group_per_minute=20)


class Cluster:
    """Two replicas' send budgets on one virtual clock, sharing one ``LocalShared`` (or, with
    ``shared=False``, each counting alone as before): every send recorded with its grant and end."""

    def __init__(self, *, shared: bool = True) -> None:
        self.time = VirtualClock(0.0, auto=False)
        state = LocalShared(clock=self.time) if shared else None
        self.replicas = [
            SendBudget(CHATS_ONLY, clock=self.time, sleep=self.time.sleep, shared=state, prefix=PREFIX)
            for _ in range(2)
        ]
        self.sent: list[Sent] = []
        self.tasks: list[asyncio.Task[None]] = []

    def start(
        self, replica: int, name: str, method: str, chat: str, priority: Priority, takes_s: float
    ) -> None:
        budget = self.replicas[replica]

        async def send() -> None:
            message = f"{replica}-{name}" if method.startswith("edit") else None
            async with budget.send(method, chat, priority=priority, message_id=message):
                sent = Sent(name, method, chat, self.time.now, float("inf"))
                self.sent.append(sent)
                await self.time.sleep(takes_s)
                sent.ended = self.time.now

        self.tasks.append(asyncio.create_task(send()))

    async def run(self, seed: int, count: int) -> None:
        """``count`` sends to one DM and one group, from either replica, arriving at random."""
        rng = random.Random(seed)

        async def arrivals() -> None:
            for i in range(count):
                method = rng.choice(["sendMessage", "editMessageText"])
                priority = Priority(rng.randrange(3))
                self.start(i % 2, f"s{i}", method, rng.choice([DM, GROUP]), priority, rng.uniform(0.0, 0.5))
                await self.time.sleep(rng.expovariate(2.0))

        feeder = asyncio.create_task(arrivals())
        await self.time.run_until(lambda: feeder.done() and all(t.done() for t in self.tasks))
        for task in self.tasks:
            task.result()

    def to(self, chat: str) -> list[Sent]:
        return [s for s in self.sent if s.chat == chat]


async def test_two_replicas_keep_a_chats_burst_and_a_groups_minute_together() -> None:
    cluster = Cluster()
    await cluster.run(seed=17, count=120)
    assert len(cluster.sent) == 120
    assert all(budget.granted > 40 for budget in cluster.replicas)  # both replicas sent to both chats
    _within(cluster.to(DM), 3, 3.0)
    _within(cluster.to(GROUP), 3, 3.0)
    assert len(cluster.to(GROUP)) > 20  # the minute was reached
    _within(cluster.to(GROUP), 20, 60.0)


async def test_counting_alone_the_same_sends_exceed_both_windows() -> None:
    """The scenario above catches the per-process counting this replaced."""
    cluster = Cluster(shared=False)
    await cluster.run(seed=17, count=120)
    with pytest.raises(AssertionError):
        _within(cluster.to(DM), 3, 3.0)
    with pytest.raises(AssertionError):
        _within(cluster.to(GROUP), 20, 60.0)


async def send(budget: SendBudget, chat: str, count: int = 1) -> None:
    for _ in range(count):
        async with budget.send("sendMessage", chat, priority=Priority.FIRST):
            pass


async def test_a_chats_fourth_send_waits_whichever_replica_sent_the_three(replicas: Replicas) -> None:
    parked = Parked()
    one = SendBudget(shared=replicas[0], prefix=PREFIX)
    two = SendBudget(sleep=parked, shared=replicas[1], prefix=PREFIX)
    await send(one, DM, 2)
    await send(two, DM)
    fourth = asyncio.create_task(send(two, DM))
    await parked.until(1)  # its own chat window had room (1 of 3); the cluster's had none
    assert two.granted == 1 and not fourth.done()
    assert SHARED_POLL_S < parked.waits[0] <= 3.0  # until the oldest of the three is 3 s old: no polling
    await send(two, "700200")  # another chat: not held back
    assert two.granted == 2
    fourth.cancel()
    await asyncio.gather(fourth, return_exceptions=True)


async def test_a_groups_21st_send_in_a_minute_waits_on_either_replica(replicas: Replicas) -> None:
    parked = Parked()
    roomy = Limits(per_second=1000, chat_burst=100, chat_period_s=1.0)  # only the group's minute binds
    one = SendBudget(roomy, sleep=parked, shared=replicas[0], prefix=PREFIX)
    two = SendBudget(roomy, sleep=parked, shared=replicas[1], prefix=PREFIX)
    await send(one, GROUP, 12)
    await send(two, GROUP, 8)
    late = [asyncio.create_task(send(one, GROUP)), asyncio.create_task(send(two, GROUP))]
    await parked.until(2)
    assert one.granted + two.granted == 20
    assert all(50 < wait <= 60.0 for wait in parked.waits)  # the first of the 20 ends its minute
    await send(two, "-1009999")  # another group: not held back
    for task in late:
        task.cancel()
    await asyncio.gather(*late, return_exceptions=True)


async def test_on_a_real_redis_sends_to_one_chat_keep_its_burst(redis_url: str) -> None:
    quick = Limits(per_second=1000, chat_burst=3, chat_period_s=0.3)  # 3 in 0.3 s: a short real wait
    clients = [RedisShared.from_url(redis_url), RedisShared.from_url(redis_url)]
    budgets = [SendBudget(quick, shared=client, prefix=PREFIX) for client in clients]
    sent: list[Sent] = []

    async def one_send(budget: SendBudget, name: str) -> None:
        async with budget.send("sendMessage", DM, priority=Priority.ANSWER):
            record = Sent(name, "sendMessage", DM, time.monotonic(), float("inf"))
            sent.append(record)
            await asyncio.sleep(0.01)  # the request on its way
            record.ended = time.monotonic()

    try:
        async with asyncio.timeout(30):
            await asyncio.gather(*(one_send(budgets[i % 2], f"s{i}") for i in range(12)))
    finally:
        for client in clients:
            await client.aclose()
    assert len(sent) == 12 and budgets[0].granted == budgets[1].granted == 6
    _within(sent, 3, 0.3)  # grants and ends on this machine's clock, the windows on Redis's


class Counting:
    """``LocalShared``'s windows, counting the calls (each would be one Redis round trip)."""

    def __init__(self) -> None:
        self.state = LocalShared()
        self.entered: list[str] = []
        self.left: list[str] = []

    async def enter(self, key: str, window: Window, *, allowed: int | None = None) -> Slot | float:
        self.entered.append(key)
        return await self.state.enter(key, window, allowed=allowed)

    async def leave(self, slot: Slot, window: Window, *, sent: bool) -> None:
        self.left.append(slot.key)
        await self.state.leave(slot, window, sent=sent)


async def test_one_round_trip_each_way_per_window_a_send_takes() -> None:
    shared = Counting()
    limiter = BudgetRateLimiter.at_rate(30, shared=shared, bot_id="4242")

    async def request(endpoint: str, chat: str) -> None:
        async def callback(*args: Any, **kwargs: Any) -> bool:
            return True

        await limiter.process_request(callback, (), {}, endpoint, {"chat_id": chat}, None)

    await request("sendMessage", DM)
    await request("sendMessage", GROUP)
    await request("sendChatAction", GROUP)  # not a message in the chat: the bot's window only
    expected = [
        *[f"telegram:4242:chat:{DM}", "telegram:4242:sends"],
        *[f"telegram:4242:group:{GROUP}", f"telegram:4242:chat:{GROUP}", "telegram:4242:sends"],
        "telegram:4242:sends",
    ]
    assert shared.entered == expected
    assert sorted(shared.left) == sorted(expected)


class Unreachable:
    """A shared state that never answers."""

    def __init__(self) -> None:
        self.calls = 0

    async def enter(self, key: str, window: Window, *, allowed: int | None = None) -> Slot | float:
        self.calls += 1
        raise SharedStateError("Redis (127.0.0.1:1/0)에 연결하지 못했습니다", address="127.0.0.1:1/0")

    async def leave(self, slot: Slot, window: Window, *, sent: bool) -> None:
        raise AssertionError("nothing was entered")


async def test_while_the_shared_state_is_unreachable_each_send_asks_once_and_counts_alone() -> None:
    down = Unreachable()
    time_ = VirtualClock(0.0, auto=False)
    budget = SendBudget(clock=time_, sleep=time_.sleep, shared=down, prefix=PREFIX)
    await send(budget, GROUP)
    assert (budget.granted, down.calls) == (1, 1)  # the group's window failed: chat and bot asked no more
    await send(budget, GROUP, 2)
    assert (budget.granted, down.calls) == (3, 3)  # each send tries again
    waiting = asyncio.create_task(send(budget, GROUP))  # the chat's 3 in 3 s, counted here alone
    await time_.settle()
    assert budget.granted == 3 and budget.chat(GROUP).waiting == 1
    await time_.run_until(waiting.done)
    assert budget.granted == 4 and time_.now >= 3.0


async def test_chat_windows_are_forgotten_when_idle_with_a_shared_state() -> None:
    time_ = VirtualClock(0.0)
    budget = SendBudget(CHATS_ONLY, clock=time_, sleep=time_.sleep, shared=LocalShared(clock=time_))
    for chat in range(GATES_KEPT + 1):
        await send(budget, str(800_000 + chat))
    assert len(budget._chats) == GATES_KEPT + 1
    time_.jump(CHATS_ONLY.chat_period_s)
    await send(budget, "900000")
    assert list(budget._chats) == ["900000"]


async def test_two_ptb_bots_sending_to_one_chat_and_one_group_get_no_429() -> None:
    """python-telegram-bot's requests through two replicas' budgets, against the emulator's flood limits
    (3 in 3 s a chat, 20 a minute a group) on a warped clock, so the minute costs no real time."""
    clock = VirtualClock.warped()
    shared = LocalShared(clock=clock)
    async with FakeTelegram(clock=clock, flood=FloodLimits(global_per_s=30)) as fake:
        bots = [
            ExtBot(
                fake.token,
                base_url=fake.api_url,
                rate_limiter=BudgetRateLimiter(
                    SendBudget(clock=clock, sleep=clock.sleep, shared=shared, prefix="telegram:123456")
                ),
            )
            for _ in range(2)
        ]
        try:
            for bot in bots:
                await bot.initialize()
            async with asyncio.timeout(60):
                await asyncio.gather(
                    *(bots[i % 2].send_message(chat_id=int(DM), text=f"답변 {i}") for i in range(10)),
                    *(bots[i % 2].send_message(chat_id=int(GROUP), text=f"답변 {i}") for i in range(24)),
                )
        finally:
            for bot in bots:
                await bot.shutdown()
        assert len(fake.bot_messages(int(DM))) == 10 and len(fake.bot_messages(int(GROUP))) == 24
        assert fake.rate_limited == 0


class SlowLeave(Counting):
    """Leaves that wait until ``go`` is set; ``all_asked`` / ``all_left`` after ``expected`` of them."""

    def __init__(self, expected: int) -> None:
        super().__init__()
        self.expected = expected
        self.go, self.all_asked, self.all_left = asyncio.Event(), asyncio.Event(), asyncio.Event()
        self.done = 0

    async def leave(self, slot: Slot, window: Window, *, sent: bool) -> None:
        self.left.append(slot.key)
        if len(self.left) == self.expected:
            self.all_asked.set()
        await self.go.wait()
        await self.state.leave(slot, window, sent=sent)
        self.done += 1
        if self.done == self.expected:
            self.all_left.set()


async def test_a_send_cancelled_while_it_gives_its_slots_back_still_gives_them_back() -> None:
    shared = SlowLeave(expected=2)  # the chat's and the bot's
    budget = SendBudget(shared=shared, prefix=PREFIX)
    task = asyncio.create_task(send(budget, DM))
    async with asyncio.timeout(10):
        await shared.all_asked.wait()
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
        shared.go.set()
        await shared.all_left.wait()  # shielded: they go on without the cancelled send
    now = time.monotonic()
    for key in (f"{PREFIX}:chat:{DM}", f"{PREFIX}:sends"):
        assert [end <= now for end, _ in shared.state._windows[key].ends] == [True]  # ended, not in flight
