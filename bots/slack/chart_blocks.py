"""Charts Slack draws itself: a chart's ``core.charts.plots`` as ``data_visualization`` blocks.

Slack's limits (``../NOTES-APIS``, 2026-06-16): a title of ≤ 50 characters; 1–6 series of 1–20 points,
at most one point per category, series names ≤ 20 characters and unique; 1–20 unique categories in
``axis_config`` (axis labels ≤ 50); at most two such blocks a message. The block has no alt text, so the
chart's title, caption and note go in the message's ``text`` and in a ``markdown`` block under it.

``chart_message`` returns ``None`` for a chart that does not fit — the caller uploads the PNG instead.
``post_native_chart`` posts it and remembers, per workspace (``bots.slack.tiers``), a workspace that
refuses the block with ``invalid_blocks``: its charts go straight to the PNG for a while.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from slack_sdk.web.async_client import AsyncWebClient

from bots.slack.errors import slack_error
from bots.slack.tiers import SlackTiers
from core.charts import Chart
from core.charts.plots import Plot

BLOCK = "data_visualization"
MAX_CHARTS, MAX_SERIES, MAX_POINTS, MAX_CATEGORIES = 2, 6, 20, 20
TITLE_CHARS, NAME_CHARS, AXIS_CHARS = 50, 20, 50
_REFUSALS = frozenset({"invalid_blocks", "invalid_blocks_format"})


def plot_block(plot: Plot) -> dict[str, Any] | None:
    """One ``data_visualization`` block, or ``None`` when the plot breaks one of Slack's limits."""
    names = [s.name for s in plot.series]
    categories = list(plot.categories)
    if (
        not plot.title
        or len(plot.title) > TITLE_CHARS
        or not 1 <= len(plot.series) <= MAX_SERIES
        or len(set(names)) != len(names)
        or any(not name or len(name) > NAME_CHARS for name in names)
        or not 1 <= len(categories) <= MAX_CATEGORIES
        or len(set(categories)) != len(categories)
        or max(len(plot.y_label), len(plot.x_label)) > AXIS_CHARS
    ):
        return None
    for series in plot.series:
        labels = [c for c, _ in series.points]
        if not 1 <= len(labels) <= MAX_POINTS or len(set(labels)) != len(labels):
            return None
        if not set(labels) <= set(categories):
            return None
    axis: dict[str, Any] = {"categories": categories}
    if plot.x_label:
        axis["x_label"] = plot.x_label
    if plot.y_label:
        axis["y_label"] = plot.y_label
    return {
        "type": BLOCK,
        "title": plot.title,
        "chart": {
            "type": plot.kind,
            "series": [
                {"name": s.name, "data": [{"label": c, "value": v} for c, v in s.points]} for s in plot.series
            ],
            "axis_config": axis,
        },
    }


def chart_message(chart: Chart, escape: Callable[[str], str]) -> tuple[str, list[dict[str, Any]]] | None:
    """``(text, blocks)`` for ``chat.postMessage``, or ``None`` when Slack cannot draw this chart
    (no plots, more than two, or one over a limit). ``escape`` makes the caption safe mrkdwn."""
    if not 1 <= len(chart.plots) <= MAX_CHARTS:
        return None
    blocks = [plot_block(plot) for plot in chart.plots]
    drawn = [b for b in blocks if b is not None]
    if len(drawn) != len(blocks):
        return None
    words = [chart.caption, chart.plot_note] if chart.plot_note else [chart.caption]
    text = escape(f"{chart.title}\n" + "\n".join(words))
    summary = {"type": "markdown", "text": f"**{chart.title}**\n\n" + "\n\n".join(words)}
    return text, [*drawn, summary]


async def post_native_chart(
    client: AsyncWebClient,
    tiers: SlackTiers,
    chart: Chart,
    *,
    channel: str,
    thread: str | None,
    escape: Callable[[str], str],
) -> bool:
    """Post ``chart`` as blocks; ``False`` (nothing posted) when it does not fit, the workspace is known
    to refuse the block, or refuses it now (remembered). Other failures raise like every Slack call."""
    message = chart_message(chart, escape)
    if message is None or tiers.block_refused(BLOCK):
        return False
    text, blocks = message
    try:
        await client.chat_postMessage(channel=channel, thread_ts=thread, text=text, blocks=blocks)
    except Exception as exc:  # any shape of failure (bots.slack.errors)
        if slack_error(exc)[0] not in _REFUSALS:
            raise
        tiers.refuse_block(BLOCK)
        return False
    return True
