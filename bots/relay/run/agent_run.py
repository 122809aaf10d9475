"""One agent run inside the relay: its events folded into the run's state and progress message, the
answer streamed as a draft where the platform can, and the whole run under ``DEXTER_RUN_TIMEOUT_S``."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

from bots.relay.ports import AgentRunner, AnswerStreamer, Clock
from bots.relay.run.progress_message import Run
from bots.relay.run.progress_state import reduce
from bots.relay.run.run_metrics import count_tool
from bots.texts import run_texts
from core.agent.control import Turn
from core.agent.events import AnswerDelta, Cancelled, Done, Failed, TerminalEvent
from core.logging import get_logger

log = get_logger(__name__)


async def run_agent(
    run: Run,
    agent: AgentRunner,
    history: list[Turn],
    *,
    clock: Clock,
    show: Callable[[Run], Awaitable[None]],
    timeout_s: float | None,
) -> TerminalEvent:
    """Run the agent to its terminal event; past ``timeout_s`` the run fails with a timeout message in
    the run's language naming the limit (the run id is added by the progress message)."""
    try:
        async with asyncio.timeout(timeout_s):
            return await _events(run, agent, history, clock=clock, show=show)
    except TimeoutError:
        message = run_texts(run.state.lang).timeout.format(seconds=timeout_s or 0)
        return Failed("run deadline exceeded", message, run.slot.run_id)


async def _events(
    run: Run,
    agent: AgentRunner,
    history: list[Turn],
    *,
    clock: Clock,
    show: Callable[[Run], Awaitable[None]],
) -> TerminalEvent:
    slot = run.slot
    streamer = run.port if isinstance(run.port, AnswerStreamer) else None  # checked once, not per delta
    events = agent.run(slot.inbound.text, history, run_id=slot.run_id, cancel=slot.cancel_token)
    try:
        async for event in events:
            if isinstance(event, Done | Failed | Cancelled):
                if isinstance(event, Done):
                    run.usage = event.usage
                    run.figures = (event.figures_checked, len(event.figures_unsupported))
                return event
            count_tool(run, event)
            run.state = reduce(run.state, event, clock())
            await show(run)
            if streamer is not None and isinstance(event, AnswerDelta):
                await _draft(run, streamer)
    finally:
        close = getattr(events, "aclose", None)
        if close is not None:
            await close()
    return Failed("the agent ended without a terminal event", run_texts(run.state.lang).error, slot.run_id)


async def _draft(run: Run, streamer: AnswerStreamer) -> None:
    slot = run.slot
    try:
        await streamer.stream_answer(slot.inbound.reply_to, run.state.answer, run_id=slot.run_id)
    except Exception:  # a draft is a nicety; the answer still posts
        log.exception("relay_stream_failed", run_id=slot.run_id)
