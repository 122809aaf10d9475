"""Who runs when: one active run per conversation (a FIFO line behind it), a global cap (``Gate``).

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
from collections.abc import Awaitable, Callable
from typing import Any

from bots.relay.intake.gate import Gate
from bots.relay.intake.slot import RunSlot, Turn
from bots.relay.ports import ConversationKey, Inbound, Sleep
from core.agent.control import new_run_id
from core.logging import get_logger

log = get_logger(__name__)

CLOSE_GRACE_S = 10.0
TURN_POLL_S = 1.0

Job = Callable[[RunSlot], Awaitable[None]]


class ConversationRuns:
    """Per-conversation FIFO lines and the global cap on concurrent runs."""

    def __init__(
        self,
        *,
        max_concurrent: int = 16,
        new_id: Callable[[], str] = new_run_id,
        sleep: Sleep = asyncio.sleep,
    ) -> None:
        self._gate = Gate(max_concurrent)
        self._sleep = sleep
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
        """Accept a message (dedup is the relay's: ``bots.relay.intake.dedup``) and start its job;
        ``None`` while shutting down. ``recovered`` runs were accepted before (re-run after a restart);
        ``order`` is when it was accepted: a recovered run goes before younger runs not started yet."""
        if self._closing:
            log.warning("relay_closing_dropped", conversation=inbound.conversation)
            return None
        slot = RunSlot(
            self, self._gate, inbound, run_id or self._new_id(), float("inf") if order is None else order
        )
        line = self._lines.setdefault(inbound.conversation, deque())
        place = len(line)
        if recovered:  # taken over: before the younger runs that have not started yet
            place = next((i for i, o in enumerate(line) if not o.begun and o.order > slot.order), place)
        line.insert(place, slot)
        if place == 0:
            if len(line) > 1:
                line[1].lose_head()
            slot.reach_head()
        task = asyncio.create_task(self._execute(slot, job), name=f"relay-run-{slot.run_id}")
        slot.task = task
        self._tasks.add(task)
        self._live[slot.run_id] = slot
        task.add_done_callback(self._tasks.discard)
        return slot

    async def nap(self, wake: asyncio.Future[Any]) -> None:
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
            self.advance(slot)
            self._live.pop(slot.run_id, None)

    def advance(self, slot: RunSlot) -> None:
        line = self._lines.get(slot.conversation)
        if line is None:
            return
        if slot not in line:
            return  # it left its line already (``RunSlot.leave``)
        line.remove(slot)
        if line:
            line[0].reach_head()
        else:
            del self._lines[slot.conversation]
