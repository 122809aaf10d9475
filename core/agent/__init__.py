"""The research agent: events, loop, scratchpad, limits, context management.

``Agent`` and ``AgentConfig`` (the loop, with the answer validator and the tool registry behind it) are
imported on first use: a front end that only needs ``CancelToken`` or ``Turn`` — or a quick answer that
never runs the agent — does not load the loop.
"""

from typing import TYPE_CHECKING, Any

from core.agent.control import CancelToken, Turn, new_run_id

if TYPE_CHECKING:
    from core.agent.loop import Agent, AgentConfig

__all__ = ["Agent", "AgentConfig", "CancelToken", "Turn", "new_run_id"]


def __getattr__(name: str) -> Any:
    if name in {"Agent", "AgentConfig"}:
        from core.agent import loop

        return getattr(loop, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
