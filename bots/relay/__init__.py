"""The platform-neutral chat relay: adapters translate events to ``Inbound`` and implement
``PlatformPort``; the relay does dedup, queueing, progress, answers and their delivery, memory and
error states, across restarts and replicas.

Three rooms: ``intake`` (accept, dedup, each conversation's line, the global gate, quota), ``run`` (one
run's lifecycle, agent run, progress state and message, live view, delivery) and ``cluster`` (the run
journal and store, ownership, recovery, the cancel bus); ``ports`` is what a platform provides.

This module is the surface the adapters (``bots.slack``, ``bots.telegram``, ``bots.watch``) may import;
an import-linter contract keeps them off the rooms' modules.
"""

from bots.relay.ports import (
    AgentRunner,
    Clock,
    ConversationKey,
    Inbound,
    NotModified,
    PlatformError,
    PlatformPort,
    PortError,
    RateLimited,
    ReplyTarget,
    ShuttingDown,
    key_from_text,
    key_text,
)
from bots.relay.relay import Relay
from bots.relay.run.choices import Choice
from bots.relay.run.edit_budget import BudgetSpec, EditBudget
from bots.relay.run.live_view import LiveLedger, OpenView
from bots.relay.run.progress_state import Phase, RunState, ToolRow, render_progress, tool_label
from bots.relay.usage import status_text, usage_text

__all__ = [
    "AgentRunner",
    "BudgetSpec",
    "Choice",
    "Clock",
    "ConversationKey",
    "EditBudget",
    "Inbound",
    "LiveLedger",
    "NotModified",
    "OpenView",
    "Phase",
    "PlatformError",
    "PlatformPort",
    "PortError",
    "RateLimited",
    "Relay",
    "ReplyTarget",
    "RunState",
    "ShuttingDown",
    "ToolRow",
    "key_from_text",
    "key_text",
    "render_progress",
    "status_text",
    "tool_label",
    "usage_text",
]
