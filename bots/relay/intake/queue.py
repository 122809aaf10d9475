"""Who runs when: dedup, one active run per conversation (a FIFO line behind it), a global cap.

``submit`` starts the job's task at once, so it can show a progress message right away; the job then
``await slot.wait_turn()`` — its conversation's earlier messages first, then a free place under
``max_concurrent`` — and may ``slot.release()`` the global place early (e.g. once the agent is done and
only delivery is left). The conversation's line moves on when the job's task ends.

Across replicas (``turn``, set by the relay from ``bots.relay.cluster.ownership``): the head of a line also waits
until no older run of its conversation is held by another replica, asking again every ``TURN_POLL_S``.
A line is kept in the order the runs were accepted (``order``: their ``created_at``): a run taken over
from another replica goes before the younger ones that have not started yet.
"""

from __future__ import annotations

import asyncio
from collections import deque
from collections.abc import Awaitable, Callable, Iterable
from typing import Any

from bots.relay.intake.dedup import DedupCache as DedupCache  # re-exported: its old home
from bots.relay.intake.gate import Gate
from bots.relay.ports import ConversationKey, Inbound, Sleep
from core.agent.control import CancelToken, new_run_id
from core.logging import get_logger

log = get_logger(__name__)

CLOSE_GRACE_S = 10.0
TURN_POLL_S = 1.0

Job = Callable[["RunSlot"], Awaitable[None]]
Turn = Callable[["RunSlot"], Awaitable[bool]]


class RunSlot:
    """One accepted message's place: its run id, cancel token and turn."""

    def __init__(self, runs: ConversationRuns, inbound: Inbound, run_id: str, order: float) -> None:
        self.inbound = inbound
        self.run_id = run_id
        self.order = order  # when it was accepted (a line keeps this order among runs not started)
        self.cancel_token = CancelToken()
        self._gate = runs._gate
        self._runs = runs
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
            free = await self._runs.turn(self) if self._runs.turn is not None else True
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
                    await self._runs._nap(self._wake)
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
        self._runs._advance(self)

    def _cleared(self) -> bool:
        return self._free or self._runs.turn is None

    def _reach_head(self) -> None:
        self._at_head = True
        self._heads += 1
        self._poke()

    def _lose_head(self) -> None:
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

    def _admit(self) -> None:
        self._holding = True
        self._begun = True
        self._poke()

    def _poke(self) -> None:
        if self._wake is not None and not self._wake.done():
            self._wake.set_result(None)


class ConversationRuns:
    """Dedup, per-conversation FIFO lines and the global cap on concurrent runs."""

    def __init__(
        self,
        *,
        max_concurrent: int = 16,
        dedup: DedupCache | None = None,
        new_id: Callable[[], str] = new_run_id,
        sleep: Sleep = asyncio.sleep,
    ) -> None:
        self._gate = Gate(max_concurrent)
        self._sleep = sleep
        self._dedup = dedup or DedupCache()
        self._new_id = new_id
        self._lines: dict[ConversationKey, deque[RunSlot]] = {}
        self._tasks: set[asyncio.Task[None]] = set()
        self._live: dict[str, RunSlot] = {}
        self._closing = False
        #: across replicas: whether no older run of the slot's conversation is held elsewhere
        self.turn: Turn | None = None
        self.turn_poll_s = TURN_POLL_S

    @property
    def max_concurrent(self) -> int:
        return self._gate.capacity

    @property
    def running(self) -> int:
        """Slots holding one of the ``max_concurrent`` places."""
        return self._gate.inside

    @property
    def pending(self) -> int:
        """Accepted messages whose job has not ended yet."""
        return len(self._tasks)

    @property
    def closing(self) -> bool:
        """No new messages are taken (shutting down)."""
        return self._closing

    def new_id(self) -> str:
        return self._new_id()

    def seen(self, keys: Iterable[str]) -> bool:
        """Whether any of ``keys`` was seen before (recording them): in-process dedup for replies that
        are not runs."""
        return self._dedup.seen(keys)

    def abandon(self, run_id: str) -> bool:
        """Cancel the task of ``run_id`` outright (not through its token); whether it was here."""
        slot = self._live.get(run_id)
        if slot is None or slot.task is None:
            return False
        slot.task.cancel()
        return True

    def waiting_ids(self) -> list[str]:
        """Run ids accepted here that are held up: not begun, and waiting for a free place or behind an
        earlier run of their conversation (a run that could start now is not among them)."""
        return [
            run_id
            for run_id, slot in self._live.items()
            if not slot.begun and (slot in self._gate.waiting or not slot.at_head)
        ]

    def live_ids(self) -> list[str]:
        """Run ids whose job has not ended (their heartbeat is renewed)."""
        return list(self._live)

    def close_intake(self) -> None:
        """Take no new messages; the accepted ones go on."""
        self._closing = True

    def cancel_tasks(self) -> None:
        """Cancel every job's task outright (shutdown after the grace period)."""
        for task in list(self._tasks):
            task.cancel()

    def submit(
        self,
        inbound: Inbound,
        job: Job,
        *,
        run_id: str | None = None,
        recovered: bool = False,
        order: float | None = None,
    ) -> RunSlot | None:
        """Accept a message and start its job; ``None`` for a duplicate or while shutting down.
        ``recovered`` runs (re-run after a restart) skip the duplicate check: they are the original.
        ``order`` is when it was accepted: a recovered run goes before younger runs not started yet."""
        if self._closing:
            log.warning("relay_closing_dropped", conversation=inbound.conversation)
            return None
        keys = (f"{inbound.platform}:{key}" for key in inbound.dedup_keys)
        if not recovered and self._dedup.seen(keys):
            log.info("relay_duplicate", conversation=inbound.conversation, keys=inbound.dedup_keys)
            return None
        slot = RunSlot(self, inbound, run_id or self._new_id(), float("inf") if order is None else order)
        line = self._lines.setdefault(inbound.conversation, deque())
        place = len(line)
        if recovered:  # taken over: before the younger runs that have not started yet
            place = next((i for i, o in enumerate(line) if not o.begun and o.order > slot.order), place)
        line.insert(place, slot)
        if place == 0:
            if len(line) > 1:
                line[1]._lose_head()
            slot._reach_head()
        task = asyncio.create_task(self._execute(slot, job), name=f"relay-run-{slot.run_id}")
        slot.task = task
        self._tasks.add(task)
        self._live[slot.run_id] = slot
        task.add_done_callback(self._tasks.discard)
        return slot

    async def _nap(self, wake: asyncio.Future[Any]) -> None:
        """Wait for ``wake`` or ``turn_poll_s``, whichever comes first."""
        nap = asyncio.ensure_future(self._sleep(self.turn_poll_s))
        try:
            await asyncio.wait([wake, nap], return_when=asyncio.FIRST_COMPLETED)
        finally:
            nap.cancel()

    def active(self, conversation: ConversationKey) -> RunSlot | None:
        """The run at the head of the conversation's line (running, or waiting for a free place)."""
        line = self._lines.get(conversation)
        return line[0] if line else None

    def queued(self, conversation: ConversationKey) -> int:
        """Messages waiting behind the active one."""
        return max(0, len(self._lines.get(conversation, ())) - 1)

    def find(self, conversation: ConversationKey, run_id: str | None = None) -> RunSlot | None:
        """The conversation's active run, or with ``run_id`` exactly that run (running or queued)."""
        if run_id is None:
            return self.active(conversation)
        return next((s for s in self._lines.get(conversation, ()) if s.run_id == run_id), None)

    def cancel(self, conversation: ConversationKey, run_id: str | None = None) -> bool:
        """Cancel the conversation's active run — or, with ``run_id``, exactly that run, running or
        queued (a ⏹ on a waiting message must not stop the one ahead of it); whether there was one."""
        slot = self.find(conversation, run_id)
        if slot is None or slot.cancel_token.cancelled:
            return False
        slot.cancel_token.cancel()
        return True

    async def wait_idle(self) -> None:
        """Wait until every accepted message's job has ended (new ones may still arrive)."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)

    async def wait_idle_for(self, timeout_s: float) -> bool:
        """Wait up to ``timeout_s`` for every job to end without cancelling any; whether they did."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout_s
        while self._tasks:
            left = deadline - loop.time()
            if left <= 0:
                return False
            await asyncio.wait(list(self._tasks), timeout=left)
        return True

    async def drain(self) -> None:
        """Stop accepting messages and wait for every job to end."""
        self._closing = True
        await self.wait_idle()

    async def aclose(self, *, grace_s: float = CLOSE_GRACE_S) -> None:
        """Stop accepting, cancel every run through its token, wait ``grace_s``, then cancel the tasks."""
        self._closing = True
        for line in list(self._lines.values()):
            for slot in line:
                slot.cancel_token.cancel()
        if self._tasks:
            everything = asyncio.ensure_future(self.wait_idle())
            grace = asyncio.ensure_future(self._sleep(grace_s))
            try:
                await asyncio.wait([everything, grace], return_when=asyncio.FIRST_COMPLETED)
            finally:
                grace.cancel()
                everything.cancel()
                await asyncio.wait([grace, everything])
            for task in list(self._tasks):
                task.cancel()
        await self.wait_idle()

    async def _execute(self, slot: RunSlot, job: Job) -> None:
        try:
            await job(slot)
        except asyncio.CancelledError:
            raise
        except Exception:  # the job shows its own errors; this is the last line of defence
            log.exception("relay_job_crashed", run_id=slot.run_id)
        finally:
            slot.release()
            self._gate.withdraw(slot)
            self._advance(slot)
            self._live.pop(slot.run_id, None)

    def _advance(self, slot: RunSlot) -> None:
        line = self._lines.get(slot.conversation)
        if line is None:
            return
        if slot not in line:
            return  # it left its line already (``RunSlot.leave``)
        line.remove(slot)
        if line:
            line[0]._reach_head()
        else:
            del self._lines[slot.conversation]
