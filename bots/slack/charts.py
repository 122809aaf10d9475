"""``/dexter chart <종목> [1m|3m|1y|5y|실적]`` on Slack: acknowledged at once (a bad request gets its
reason as the ack, in the chart's language), then the chart is made and uploaded into the channel with
``files_upload_v2`` in the background; a failure later reaches the asker as an ephemeral message.
``bots.commands`` declares the command; Slack answers it here because its reply is an upload."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from bots.relay import Relay, ReplyTarget
from bots.slack.port import escape_mrkdwn
from bots.texts import CHART_UNAVAILABLE, run_texts
from core.charts import ChartInputError
from core.charts.words import chart_words, label_of


async def chart_command(
    relay: Relay, text: str, channel: str, notify: Callable[[str], Awaitable[None]], *, team: str = ""
) -> str:
    """Start the chart a ``/dexter chart …`` text asks for; returns the ack text. ``notify`` tells the
    asker (ephemerally) when the chart could not be made or posted after the ack."""
    charts = relay.charts
    if charts is None:
        return escape_mrkdwn(CHART_UNAVAILABLE)
    try:
        request, company = charts.prepare(text)
    except ChartInputError as exc:
        return escape_mrkdwn(exc.message_in(charts.language(text)))
    port = relay.port_for("slack")

    async def work() -> None:
        target = ReplyTarget("slack", channel, extra={"team": team} if team else {})
        problem = await charts.make_and_post(request, port, target)  # never raises
        if problem is not None:
            await notify(escape_mrkdwn(problem))

    charts.spawn(work())
    drawing = run_texts(request.lang).chart_drawing
    name = chart_words(request.lang).name(company)
    return escape_mrkdwn(drawing.format(company=name, label=label_of(request)))
