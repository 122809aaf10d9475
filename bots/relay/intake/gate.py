"""The global cap on runs at once (``DEXTER_MAX_CONCURRENT_RUNS``): places handed to the heads of the
conversations' lines (``bots.relay.intake.queue``) in the order the runs were accepted."""

from __future__ import annotations

from collections import deque
from typing import Protocol


class Waiter(Protocol):
    """What waits for a place (``bots.relay.intake.slot.RunSlot``)."""

    #: when its run was accepted: earlier first
    order: float

    def admitted(self) -> None:
        """It holds a place now."""
        ...


class Gate:
    """The global cap: admits head-of-line slots first come, first served — by when they were accepted,
    so a run taken over from a dead replica (accepted earlier, somewhere else) goes before the runs
    accepted here since; new runs keep their arrival order."""

    def __init__(self, capacity: int) -> None:
        if capacity < 1:
            raise ValueError("max_concurrent must be at least 1")
        self.capacity = capacity
        self.inside = 0
        self._queue: deque[Waiter] = deque()

    def try_admit(self, slot: Waiter) -> bool:
        """Admit ``slot`` now if there is room and nobody is waiting ahead of it."""
        if self.inside < self.capacity and not self._queue:
            self.inside += 1
            slot.admitted()
            return True
        return False

    def request(self, slot: Waiter) -> None:
        """Admit ``slot`` now or line it up for the next free place."""
        if slot not in self._queue and not self.try_admit(slot):
            place = next((i for i, o in enumerate(self._queue) if o.order > slot.order), len(self._queue))
            self._queue.insert(place, slot)

    @property
    def waiting(self) -> tuple[Waiter, ...]:
        return tuple(self._queue)

    def withdraw(self, slot: Waiter) -> None:
        if slot in self._queue:
            self._queue.remove(slot)

    def leave(self) -> None:
        self.inside -= 1
        while self._queue and self.inside < self.capacity:
            self.inside += 1
            self._queue.popleft().admitted()
