"""What a ``Relay`` is built from, grouped: its collaborators (``Parts``) and its time and limits
(``Pacing``); the run journal, which every relay has, is passed on its own. ``Relay.from_runtime`` fills
both from the settings; tests pass what they fake."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date

from bots.relay.cluster.cancel_bus import CancelBus
from bots.relay.cluster.ownership import Ownership
from bots.relay.intake.queue import ConversationRuns
from bots.relay.intake.quota import UserQuota
from bots.relay.ports import AgentRunner, Clock, DirectFn, Sleep
from bots.relay.run.conversation_memory import HISTORY_TURNS, ConversationMemory
from bots.relay.run.edit_budget import EditBudgets
from core.clock import now_kst

TICK_S = 5.0  # a live message that saw no event for this long is re-rendered (elapsed keeps counting)


def _today() -> date:
    return now_kst().date()


@dataclass(frozen=True, slots=True)
class Parts:
    """The relay's collaborators; ``None``: the default (a local line and cap, ownership over the
    journal, in-process cancels, the runtime's agent and direct replies) or none (no memory or quota)."""

    runs: ConversationRuns | None = None
    #: which replica runs which stored run (default: over the relay's journal)
    ownership: Ownership | None = None
    #: how ⏹ reaches a run on another replica (default: in this process)
    cancels: CancelBus | None = None
    memory: ConversationMemory | None = None
    quota: UserQuota | None = None
    budgets: EditBudgets | None = None
    agent: AgentRunner | None = None
    direct: DirectFn | None = None


@dataclass(frozen=True, slots=True)
class Pacing:
    """The relay's clocks and limits."""

    clock: Clock = time.monotonic
    sleep: Sleep = asyncio.sleep
    today: Callable[[], date] = _today
    history_turns: int = HISTORY_TURNS
    run_timeout_s: float | None = None
    tick_s: float = TICK_S
    edit_interval_s: float | None = None
    #: the metrics label of the main model's provider
    provider: str = "other"
