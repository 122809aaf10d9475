"""What a finished run leaves for the operator: its metrics and one summary log line."""

from __future__ import annotations

from bots.relay.run.progress_message import Run
from bots.relay.run.progress_state import Phase
from core.agent.events import AgentEvent, ToolEnd, ToolErrorEvent
from core.clock import now_kst
from core.logging import get_logger
from core.metrics import ANSWER_FIGURES, MODEL_TOKENS, RUN_SECONDS, RUNS, TOOL_CALLS, RunOutcome, tool_label

log = get_logger("dexter.runs")

_OUTCOMES: dict[Phase, RunOutcome] = {
    Phase.DONE: "answered",
    Phase.FAILED: "failed",
    Phase.CANCELLED: "cancelled",
    Phase.INTERRUPTED: "interrupted",
}


def count_tool(run: Run, event: AgentEvent) -> None:
    """Count a tool call as it ends (failed and cancelled runs' calls count too)."""
    if isinstance(event, ToolEnd | ToolErrorEvent):
        outcome = "ok" if isinstance(event, ToolEnd) else "error"
        run.tool_calls[outcome] += 1
        TOOL_CALLS.labels(tool_label(event.tool), outcome).inc()


def outcome_of(run: Run) -> RunOutcome:
    if run.refused:
        return "refused"
    return _OUTCOMES.get(run.state.phase, "interrupted")


def report(run: Run, *, provider: str) -> None:
    """Metrics and the ``run_finished`` log line (no user text; ids are hashed by the log setup)."""
    inbound = run.slot.inbound
    outcome = outcome_of(run)
    duration = max(0.0, (now_kst() - inbound.received_at).total_seconds())
    RUNS.labels(inbound.platform, outcome).inc()
    RUN_SECONDS.labels(inbound.platform).observe(duration)
    usage = run.usage
    tokens = {
        "input": usage.input_tokens,
        "output": usage.output_tokens,
        "cache_read": usage.cache_read,
        "cache_write": usage.cache_write,
    }
    for kind, value in tokens.items():
        if value:
            MODEL_TOKENS.labels(provider, kind).inc(value)
    checked, unsupported = run.figures
    if checked:
        ANSWER_FIGURES.labels("checked").inc(checked)
    if unsupported:
        ANSWER_FIGURES.labels("unsupported").inc(unsupported)
    log.info(
        "run_finished",
        run_id=run.slot.run_id,
        platform=inbound.platform,
        conversation=inbound.conversation,
        user=inbound.user_id,
        outcome=outcome,
        path=run.state.path,
        duration_s=round(duration, 3),
        tokens=tokens,
        tool_calls=run.tool_calls["ok"] + run.tool_calls["error"],
        tool_errors=run.tool_calls["error"],
        data_errors=run.state.data_failures,
        figures_checked=checked,
        figures_unsupported=unsupported,
    )
