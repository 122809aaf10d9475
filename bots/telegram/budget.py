"""One send budget for the Telegram bot: Telegram's flood limits, spent on first replies first.

Telegram allows a bot about 30 messages a second, about one a second in one chat (short bursts pass)
and 20 a minute in one group; past that it answers 429 with a wait that can reach minutes. Every
request that names a chat goes through this budget (python-telegram-bot calls ``process_request``
of ``BudgetRateLimiter`` for each; ``getUpdates`` and requests without a chat do not count):

* **Windows.** The bot (``DEXTER_TELEGRAM_RATE``, default 30 a second), each chat (3 in 3 s) and
  each group (20 a minute) are windows: at most ``limit`` sends in any ``period``. A send holds its
  slot from when it is granted until ``period`` after its *response* arrived. Telegram stamps a
  request somewhere between the two, so sends we keep a period apart are a period apart on Telegram's
  side too, however long each spent on the way (counting from the grant would let a request delayed
  on our side land in the next one's window).
* **Priority.** Waiters are served by ``Priority`` — the first reply to a message (the progress
  message, a command's answer) before answer chunks and final edits, those before progress edits,
  those before drafts, chat actions last — and in arrival order within one priority. With 50
  questions at once the 50 first replies leave before any edit of a running answer.
* **Room kept for what ranks higher.** Priority only orders sends that wait at the same time, and
  questions arrive one by one (each update is stored before the next): a budget that gave every free
  slot to whoever asked would hand the gaps between them to "typing…" and edits, and the next
  questions would miss those slots. So each priority may fill only its ``SHARES`` of the bot's window
  (chat actions 30 %, drafts 50 %, edits 70 %, answers 90 %); the rest waits for first replies.
* **Edits of one message** are at least ``edit_spacing_s`` apart (end of one to start of the next),
  whatever the relay asks; the relay's own interval (DM 1.5 s, group 3.5 s) is the stricter one.
* Nothing is retried here: a 429 goes on to the port, which hands it to the relay (which waits
  ``retry_after`` — its edit budget pauses, an answer chunk is retried alone). With the budget in
  front, a 429 means our idea of the limits is wrong.

Chat actions and drafts count toward the bot's window only (they are not messages in the chat).

**Replicas.** With ``shared`` (``DEXTER_REDIS_URL``), every window is also counted in ``core.shared``:
the bot's under ``{prefix}:sends``, a chat's under ``{prefix}:chat:{chat_id}``, a group's minute under
``{prefix}:group:{chat_id}`` (``prefix`` is ``telegram:{bot_id}``). One chat's messages reach several
replicas (consecutive messages, a follow-up's run next to the previous run's answer, a queued notice),
so the chat's and group's windows must be the cluster's as well as the bot's. The queue and the
priorities stay in each process: the head of a window's queue, once this process has room, takes its
slot from the cluster's window too (with its priority's share for the bot's), and holds it like the
local one, until a period after the response. A send takes its windows in one order (group, chat,
bot), so replicas waiting for each other never wait in a circle, and the long wait for a group's minute
holds no chat slot. Cost: one ``enter`` per window a send takes and one ``leave`` after (the leaves
at once); a refused head asks again when the use it waits for expires (a chat or group) or every
``bots.telegram.window.SHARED_POLL_S`` (the bot's, where a higher priority may fit sooner). Windows
idle here are forgotten (the cluster's expire in Redis by themselves). While the shared state is
unreachable each replica counts alone: a send that could not reach it asks it no more for its other
windows.
"""

from __future__ import annotations

import asyncio
import math
import time
from collections import OrderedDict
from collections.abc import AsyncIterator, Callable, Coroutine
from contextlib import asynccontextmanager
from dataclasses import dataclass
from enum import IntEnum
from typing import Any

from telegram.ext import BaseRateLimiter

from bots.telegram.window import Clock, Sleep, Window
from core.shared import Slot, Windows

JSONResult = bool | dict[str, Any] | list[dict[str, Any]]


class Priority(IntEnum):
    """Who goes first when sends wait for the budget (lower first)."""

    FIRST = 0  # the first reply to a user's message: the progress message, a command's reply
    ANSWER = 1  # answer chunks, the buttons under them, the final edit of a progress message
    EDIT = 2  # progress edits of a running answer
    DRAFT = 3  # sendMessageDraft frames
    BACKGROUND = 4  # chat actions ("typing…") and anything nobody waits for


#: Methods that put something in a chat (or change it): counted per chat and per group as well.
CHAT_METHODS = frozenset(
    [
        "sendMessage",
        "editMessageText",
        "editMessageCaption",
        "editMessageMedia",
        "editMessageReplyMarkup",
        "sendPhoto",
        "sendDocument",
        "sendMediaGroup",
        "copyMessage",
        "forwardMessage",
    ]
)
EDIT_METHODS = frozenset(m for m in CHAT_METHODS if m.startswith("edit"))
_DEFAULTS = {"sendMessageDraft": Priority.DRAFT, "sendChatAction": Priority.BACKGROUND}
#: The share of the bot's window each priority may fill (see the module docstring).
SHARES: dict[int, float] = {
    Priority.FIRST: 1.0,
    Priority.ANSWER: 0.9,
    Priority.EDIT: 0.7,
    Priority.DRAFT: 0.5,
    Priority.BACKGROUND: 0.3,
}
GATES_KEPT = 2_000


def default_priority(endpoint: str) -> Priority:
    """The priority of a request that did not say: a new message is taken for a reply someone waits
    for, an edit for a progress edit."""
    if endpoint in _DEFAULTS:
        return _DEFAULTS[endpoint]
    return Priority.EDIT if endpoint in EDIT_METHODS else Priority.FIRST


EDIT_SPACING_S = 1.0  # Telegram refuses quicker edits of one message


@dataclass(frozen=True, slots=True)
class Limits:
    """The budget's numbers: the bot's rate per second, a chat's burst per period, a group's minute."""

    per_second: float = 30.0
    chat_burst: int = 3
    chat_period_s: float = 3.0
    group_per_minute: int = 20
    edit_spacing_s: float = EDIT_SPACING_S

    def __post_init__(self) -> None:
        if self.per_second <= 0 or self.chat_burst < 1 or self.chat_period_s <= 0:
            raise ValueError(f"send limits must be positive: {self}")
        if self.group_per_minute < 1 or self.edit_spacing_s < 0:
            raise ValueError(f"send limits must be positive: {self}")

    @property
    def bot_window(self) -> tuple[int, float]:
        """``(limit, period)`` for the whole bot: ``per_second`` in a second (one per 1/rate below 1)."""
        limit = max(1, math.floor(self.per_second))
        return limit, limit / self.per_second


class _Gate:
    """One message's edits: one at a time, ``edit_spacing_s`` apart."""

    __slots__ = ("last_end", "lock", "sent")

    def __init__(self) -> None:
        self.lock = asyncio.Lock()
        self.last_end = -math.inf
        self.sent = False  # the edit holding the lock was granted (it went to Telegram)


class SendBudget:
    """The bot's windows (see the module docstring); ``async with budget.send(...)`` around a request."""

    def __init__(
        self,
        limits: Limits | None = None,
        *,
        clock: Clock = time.monotonic,
        sleep: Sleep = asyncio.sleep,
        shared: Windows | None = None,
        prefix: str = "telegram:bot",
    ) -> None:
        """``shared`` and ``prefix``: the cluster's windows of this bot (module docstring)."""
        self.limits = limits or Limits()
        self._clock, self._sleep = clock, sleep
        self._shared, self._prefix = shared, prefix
        limit, period = self.limits.bot_window
        self.bot = Window(
            limit, period, clock=clock, sleep=sleep, shares=SHARES, shared=shared, key=f"{prefix}:sends"
        )
        self._chats: dict[str, Window] = {}
        self._gates: OrderedDict[tuple[str, str], _Gate] = OrderedDict()
        self.granted = 0

    def chat(self, chat: str) -> Window:
        """The window of ``chat`` (its burst), or of ``group:{chat}`` (a group's 20 a minute)."""
        window = self._chats.get(chat)
        if window is None:
            if len(self._chats) > GATES_KEPT:
                self._chats = {key: w for key, w in self._chats.items() if not w.idle}
            if chat.startswith("group:"):
                limit, period = self.limits.group_per_minute, 60.0
            else:
                limit, period = self.limits.chat_burst, self.limits.chat_period_s
            kind, _, chat_id = chat.rpartition(":")
            key = f"{self._prefix}:{kind or 'chat'}:{chat_id}"
            window = Window(limit, period, clock=self._clock, sleep=self._sleep, shared=self._shared, key=key)
            self._chats[chat] = window
        return window

    def windows(self, method: str, chat: str) -> list[Window]:
        """The windows a request takes, in the order it takes them (group, chat, bot)."""
        if method not in CHAT_METHODS:
            return [self.bot]
        group = [self.chat(f"group:{chat}")] if _is_group(chat) else []
        return [*group, self.chat(chat), self.bot]

    @asynccontextmanager
    async def send(
        self, method: str, chat: str, *, priority: int, message_id: str | None = None
    ) -> AsyncIterator[None]:
        """Hold the slots for one request to ``chat`` while the body sends it."""
        if method in EDIT_METHODS and message_id is not None:
            gate = self._gate(chat, message_id)
            async with gate.lock:
                wait = gate.last_end + self.limits.edit_spacing_s - self._clock()
                if wait > 0:
                    await self._sleep(wait)
                try:
                    async with self._slots(method, chat, priority, gate):
                        yield
                finally:
                    if gate.sent:
                        gate.last_end = self._clock()
                    gate.sent = False
        else:
            async with self._slots(method, chat, priority):
                yield

    @asynccontextmanager
    async def _slots(
        self, method: str, chat: str, priority: int, gate: _Gate | None = None
    ) -> AsyncIterator[None]:
        held: list[tuple[Window, Slot | None]] = []
        sent = alone = False
        try:
            for window in self.windows(method, chat):
                slot = await window.acquire(priority, alone=alone)
                held.append((window, slot))
                alone = alone or (window.is_shared and slot is None)  # unreachable: ask no more
            self.granted += 1
            sent = True
            if gate is not None:
                gate.sent = True
            yield
        finally:
            for window, _slot in held:
                window.release(sent=sent)
            leaving = [window.leave_shared(slot, sent=sent) for window, slot in held if slot is not None]
            if leaving:  # a cancel meanwhile must not leave the cluster's slots in flight until hold_s
                await asyncio.shield(asyncio.gather(*leaving))

    def _gate(self, chat: str, message_id: str) -> _Gate:
        key = (chat, message_id)
        gate = self._gates.get(key)
        if gate is None:
            gate = self._gates[key] = _Gate()
            now = self._clock()
            while len(self._gates) > GATES_KEPT:
                oldest_key, oldest = next(iter(self._gates.items()))
                if oldest.lock.locked() or oldest.last_end + self.limits.edit_spacing_s > now:
                    break
                del self._gates[oldest_key]
        else:
            self._gates.move_to_end(key)
        return gate


def _is_group(chat: str) -> bool:
    """Groups, supergroups and channels have negative ids (or ``@name``)."""
    return chat.startswith(("-", "@"))


class BudgetRateLimiter(BaseRateLimiter[int]):
    """python-telegram-bot's hook into the ``SendBudget``: ``rate_limit_args`` is a ``Priority``
    (``bot.send_message(..., rate_limit_args=Priority.ANSWER)``); without one, ``default_priority``."""

    def __init__(self, budget: SendBudget) -> None:
        self.budget = budget

    @classmethod
    def at_rate(
        cls,
        per_second: float,
        *,
        edit_interval_s: float | None = None,
        shared: Windows | None = None,
        bot_id: str = "bot",
    ) -> BudgetRateLimiter:
        """The budget at ``per_second``; an operator's ``DEXTER_EDIT_INTERVAL_S`` below the 1 s floor
        between edits of one message lowers that floor too (their choice, documented as risky).
        ``shared``: every replica of bot ``bot_id`` counts its windows there too."""
        spacing = EDIT_SPACING_S if edit_interval_s is None else min(EDIT_SPACING_S, edit_interval_s)
        limits = Limits(per_second=per_second, edit_spacing_s=spacing)
        return cls(SendBudget(limits, shared=shared, prefix=f"telegram:{bot_id}"))

    async def initialize(self) -> None:
        return None

    async def shutdown(self) -> None:
        return None

    async def process_request(
        self,
        callback: Callable[..., Coroutine[Any, Any, JSONResult]],
        args: Any,
        kwargs: dict[str, Any],
        endpoint: str,
        data: dict[str, Any],
        rate_limit_args: int | None,
    ) -> JSONResult:
        chat_id = data.get("chat_id")
        if chat_id is None:
            return await callback(*args, **kwargs)
        chat = str(chat_id)
        priority = default_priority(endpoint) if rate_limit_args is None else int(rate_limit_args)
        message_id = data.get("message_id")
        async with self.budget.send(
            endpoint, chat, priority=priority, message_id=None if message_id is None else str(message_id)
        ):
            return await callback(*args, **kwargs)
