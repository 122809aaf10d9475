"""The research agent: events, loop, scratchpad, limits, context management."""

from core.agent.control import CancelToken, Turn, new_run_id
from core.agent.loop import Agent, AgentConfig

__all__ = ["Agent", "AgentConfig", "CancelToken", "Turn", "new_run_id"]
