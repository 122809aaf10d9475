"""The bot's send window counted by two replicas in one shared window (``replicas``: in-process and
Redis): together they never have more than the window in flight, and first replies still go first."""

from __future__ import annotations

import asyncio
import contextlib

from bots.telegram.budget import BudgetRateLimiter, Limits, Priority, SendBudget
from core.shared import LocalShared
from tests.bots.relay.test_budget_shared import Parked
from tests.services.redis import Replicas

THREE_A_SECOND = Limits(per_second=3)  # the bot's window: 3 sends in any second


async def test_two_replicas_never_exceed_the_bots_window_together(replicas: Replicas) -> None:
    parked = Parked()
    one = SendBudget(THREE_A_SECOND, shared=replicas[0], prefix="telegram:42")
    two = SendBudget(THREE_A_SECOND, sleep=parked, shared=replicas[1], prefix="telegram:42")
    async with contextlib.AsyncExitStack() as held:  # three sends on their way: two here, one there
        await held.enter_async_context(one.send("sendMessage", "101", priority=Priority.FIRST))
        await held.enter_async_context(one.send("sendMessage", "102", priority=Priority.FIRST))
        await held.enter_async_context(two.send("sendMessage", "103", priority=Priority.FIRST))

        async def fourth() -> None:
            async with two.send("sendMessage", "104", priority=Priority.FIRST):
                pass

        task = asyncio.create_task(fourth())
        await parked.until(1)  # its own window had room; the bot's, across replicas, had not
        assert two.granted == 1 and not task.done()
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
    alone = SendBudget(THREE_A_SECOND)  # without the shared window the fourth would have gone at once
    async with alone.send("sendMessage", "104", priority=Priority.FIRST):
        assert alone.granted == 1


class Polls:
    """``asyncio.sleep`` that tells when someone slept."""

    def __init__(self) -> None:
        self.slept = asyncio.Event()

    async def __call__(self, seconds: float) -> None:
        self.slept.set()
        await asyncio.sleep(seconds)

    async def next(self) -> None:
        self.slept.clear()
        await self.slept.wait()


async def test_first_replies_still_overtake_edits_waiting_for_the_shared_window(replicas: Replicas) -> None:
    one = SendBudget(THREE_A_SECOND, shared=replicas[0], prefix="telegram:42")
    polls = Polls()
    two = SendBudget(THREE_A_SECOND, sleep=polls, shared=replicas[1], prefix="telegram:42")
    order: list[str] = []

    async def send(budget: SendBudget, name: str, priority: Priority) -> None:
        async with budget.send("sendMessage", name, priority=priority):
            order.append(name)

    release, full = asyncio.Event(), asyncio.Event()

    async def hold(chat: str) -> None:
        async with one.send("sendMessage", chat, priority=Priority.FIRST):
            if one.granted == 3:
                full.set()
            await release.wait()

    holders = [asyncio.create_task(hold(chat)) for chat in ("1", "2", "3")]
    await full.wait()
    waiters = [
        asyncio.create_task(send(two, "edit", Priority.EDIT)),
        asyncio.create_task(send(two, "first", Priority.FIRST)),
    ]
    async with asyncio.timeout(10):  # each takes its chat's slot from the shared state first
        while two.bot.waiting < 2:
            await polls.next()  # the head of the queue asks the full shared window again
    release.set()
    async with asyncio.timeout(10):
        await asyncio.gather(*holders, *waiters)
    assert order == ["first", "edit"]


async def test_the_rate_limiter_names_the_bot_in_the_shared_key() -> None:
    shared = LocalShared()
    limiter = BudgetRateLimiter.at_rate(30, shared=shared, bot_id="4242")
    async with limiter.budget.send("sendMessage", "1", priority=Priority.FIRST):
        pass
    async with limiter.budget.send("sendMessage", "-100", priority=Priority.FIRST):
        pass
    assert sorted(shared._windows) == [
        "telegram:4242:chat:-100",
        "telegram:4242:chat:1",
        "telegram:4242:group:-100",
        "telegram:4242:sends",
    ]
