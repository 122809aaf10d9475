"""Stopping a stream a dead process left open (recovery after a kill -9; ``bots.relay.run.live_view``).

A stream Slack still shows as running (until it closes it itself after ~5 minutes) is stopped once, with
its unfinished cards (as the journal kept them) in an end state — ``error`` for a run that did not
finish, ``complete`` for one whose answer is out — and the words recovery chose ("⚠️ 재시작으로
중단됨 — 아래에서 다시 실행합니다", "⚠️ 중단됨: …") as its last line; a stream that carries the answer
already is only stopped. Spent within the Tier 2 ``chat.stopStream`` budget the live streams use.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

from slack_sdk.web.async_client import AsyncWebClient

from bots.relay import OpenView
from bots.slack.errors import definite, slack_error
from bots.slack.stream import CALL_TIMEOUT_S, STOP_ATTEMPTS
from bots.slack.stream_cards import task_card
from bots.slack.tiers import SlackTiers
from core.logging import get_logger

log = get_logger(__name__)


def _cards(view: OpenView, status: str) -> list[dict[str, Any]]:
    try:
        unfinished = json.loads(view.detail) if view.detail else []
    except ValueError:
        return []
    return [
        task_card(str(card[0]), str(card[1]), status)
        for card in unfinished
        if isinstance(card, list) and len(card) == 2
    ]


async def stop_orphan(
    client: AsyncWebClient, tiers: SlackTiers, view: OpenView, text: str, *, done: bool = False
) -> bool:
    """``chat.stopStream`` for ``view``; whether there is nothing left to stop (stopped now, or Slack
    says it cannot be: closed already, message or channel gone). ``False`` after 429s or timeouts."""
    chunks = _cards(view, "complete" if done else "error")
    if text:
        chunks.append({"type": "markdown_text", "text": text})
    for _attempt in range(STOP_ATTEMPTS):
        await tiers.stop.acquire(priority=True)
        try:
            async with asyncio.timeout(CALL_TIMEOUT_S):
                await client.chat_stopStream(channel=view.channel, ts=view.view_id, chunks=chunks)
        except Exception as exc:  # any shape of failure (bots.slack.errors)
            error, retry_after = slack_error(exc)
            if retry_after is not None:
                tiers.stop.pause(retry_after)
                continue
            if definite(error):
                log.info("slack_orphan_stop_refused", run_id=view.run_id, error=error)
                return True  # not in streaming state (Slack closed it), gone, or refused for good
            log.warning("slack_orphan_stop_failed", run_id=view.run_id, error=error)
            return False  # a timeout, a 5xx, an unreadable answer: kept for the next try
        else:
            log.info("slack_orphan_stopped", run_id=view.run_id, answered=view.answered)
            return True
    return False
