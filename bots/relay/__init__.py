"""The platform-neutral chat relay: adapters translate events to ``Inbound`` and implement
``PlatformPort``; the relay does dedup, queueing, progress, answers, memory and error states."""

from bots.relay.intake.queue import ConversationRuns, DedupCache, RunSlot
from bots.relay.intake.quota import UserQuota
from bots.relay.ports import (
    AgentRunner,
    ConversationKey,
    Inbound,
    NotModified,
    PlatformError,
    PlatformPort,
    PortError,
    RateLimited,
    ReplyTarget,
)
from bots.relay.relay import Relay
from bots.relay.run.conversation_memory import ConversationMemory
from bots.relay.run.edit_budget import BudgetSpec, EditBudget, EditBudgets
from bots.relay.run.editor import ProgressEditor
from bots.relay.run.progress_state import Phase, RunState, reduce, render_progress

__all__ = [
    "AgentRunner",
    "BudgetSpec",
    "ConversationKey",
    "ConversationMemory",
    "ConversationRuns",
    "DedupCache",
    "EditBudget",
    "EditBudgets",
    "Inbound",
    "NotModified",
    "Phase",
    "PlatformError",
    "PlatformPort",
    "PortError",
    "ProgressEditor",
    "RateLimited",
    "Relay",
    "ReplyTarget",
    "RunSlot",
    "RunState",
    "UserQuota",
    "reduce",
    "render_progress",
]
