"""One accepted message's place (``RunSlot``): its run id, cancel token and turn — first its
conversation's earlier messages (its line, ``bots.relay.intake.queue``), across replicas no older run of
the conversation held elsewhere (the line's ``turn``), then a place under the global cap (``Gate``)."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any, Protocol

from bots.relay.intake.gate import Gate
from bots.relay.ports import ConversationKey, Inbound
from core.agent.control import CancelToken

Turn = Callable[["RunSlot"], Awaitable[bool]]


class Line(Protocol):
    """What a slot needs of the lines it waits in (``ConversationRuns``)."""

    #: across replicas: whether no older run of the slot's conversation is held elsewhere
    turn: Turn | None

    async def nap(self, wake: asyncio.Future[Any]) -> None:
        """Wait for ``wake`` or the turn poll period, whichever comes first."""
        ...

    def advance(self, slot: RunSlot) -> None:
        """``slot`` leaves its conversation's line; the next one reaches the head."""
        ...


class RunSlot:
    """One accepted message's place: its run id, cancel token and turn."""

    def __init__(self, line: Line, gate: Gate, inbound: Inbound, run_id: str, order: float) -> None:
        self.inbound = inbound
        self.run_id = run_id
        self.order = order  # when it was accepted (a line keeps this order among runs not started)
        self.cancel_token = CancelToken()
        self._gate = gate
        self._line = line
        self._at_head = False
        self._holding = False
        self._begun = False  # it got its place once: nothing goes before it any more
        self._free = False  # no older run of the conversation is held by another replica
        self._heads = 0  # counts head changes: a turn answer for an older head is stale
        self._wake: asyncio.Future[None] | None = None
        self.task: asyncio.Task[None] | None = None
        self.cancel_token.on_cancel(self._poke)

    @property
    def conversation(self) -> ConversationKey:
        return self.inbound.conversation

    @property
    def started(self) -> bool:
        """Whether the slot holds one of the ``max_concurrent`` places."""
        return self._holding

    def try_start(self) -> bool:
        """Take the turn now if nothing is ahead; never waits (``check_turn`` first, across replicas)."""
        if not self._holding and self._at_head and self._cleared() and not self.cancel_token.cancelled:
            self._gate.try_admit(self)
        return self._holding

    async def check_turn(self) -> bool:
        """At the head of its line: ask (once) whether another replica holds an older run of the
        conversation; whether the way is clear."""
        if self._at_head and not self._cleared():
            heads = self._heads
            free = await self._line.turn(self) if self._line.turn is not None else True
            if heads == self._heads:
                self._free = free
        return self._at_head and self._cleared()

    async def wait_turn(self) -> bool:
        """Wait for the conversation's earlier messages and a free place; ``False`` when cancelled first."""
        while not self._holding:
            if self.cancel_token.cancelled:
                self._gate.withdraw(self)
                return False
            elsewhere = self._at_head and not await self.check_turn()
            if self.cancel_token.cancelled:
                continue
            if self._at_head and self._cleared():
                self._gate.request(self)
                if self._holding:
                    break
            self._wake = asyncio.get_running_loop().create_future()
            try:
                if elsewhere:  # another replica's run first: ask again soon (or when woken)
                    await self._line.nap(self._wake)
                else:
                    await self._wake
            except asyncio.CancelledError:
                self._gate.withdraw(self)
                raise
        self._begun = True
        return not self.cancel_token.cancelled

    def release(self) -> None:
        """Give the global place back (idempotent); the conversation stays busy until the job ends."""
        if self._holding:
            self._holding = False
            self._gate.leave()

    def leave(self) -> None:
        """The run's answer is out: let the conversation's next message start now (idempotent). What
        is left — collapsing the progress message, which may wait for the edit budget — must not hold
        up a follow-up question."""
        self.release()
        self._line.advance(self)

    def _cleared(self) -> bool:
        return self._free or self._line.turn is None

    def reach_head(self) -> None:
        """It is first of its conversation's line here now."""
        self._at_head = True
        self._heads += 1
        self._poke()

    def lose_head(self) -> None:
        """An older run (taken over from another replica) goes first."""
        self._at_head = False
        self._free = False
        self._heads += 1
        self._gate.withdraw(self)
        self._poke()

    @property
    def begun(self) -> bool:
        return self._begun or self._holding

    @property
    def at_head(self) -> bool:
        """First of its conversation's line here."""
        return self._at_head

    def admitted(self) -> None:
        """The gate gave it a place (``Gate``)."""
        self._holding = True
        self._begun = True
        self._poke()

    def _poke(self) -> None:
        if self._wake is not None and not self._wake.done():
            self._wake.set_result(None)
