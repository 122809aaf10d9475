"""A person's deleted or edited Slack message, honoured in the store (``bots.privacy``).

``message_deleted`` (``deleted_ts``): the runs that message asked — found by its delivery key
``slack:msg:<channel>:<ts>`` while that lives, and by the run records' reply target (the message's
``ts``) after — lose their question and answer text, conversation turns, feedback and scratchpads; a
run still going is stopped first. ``message_changed``: the runs keep the edited text as their question
(what the person now says they asked), not the old one. Both arrive from the ``*:history``
subscriptions; Bolt runs only the first matching listener, so these are registered before the
catch-all ``message`` listener (``bots.slack.app``).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from slack_bolt.async_app import AsyncApp

from bots.privacy import erase_runs, finished, reword_runs
from bots.relay import Relay, key_from_text, key_text
from core.logging import get_logger

log = get_logger(__name__)
_MENTION = re.compile(r"<@[A-Z0-9]+>")


async def runs_of_message(relay: Relay, team: str, channel: str, ts: str) -> list[tuple[str, str, str]]:
    """(run id, status, conversation) of every run the Slack message ``channel``/``ts`` asked."""
    journal = relay.journal
    ids = set(await journal.runs_of_key(f"slack:msg:{channel}:{ts}"))
    prefix = key_text(("slack", team, channel))[:-1] + ","  # the channel's conversations, any thread
    for run_id, reply_to in await journal.runs.asked_in("slack", prefix, ts):
        try:
            target = json.loads(reply_to)
        except ValueError:
            continue
        if target.get("channel") == channel and target.get("message") == ts:
            ids.add(run_id)
    return await journal.runs.states(sorted(ids)) if ids else []


def _team(body: dict[str, Any]) -> str:
    authorizations = body.get("authorizations") or [{}]
    return str(body.get("team_id") or authorizations[0].get("team_id") or "")


async def message_deleted(relay: Relay, scratchpad_dir: Path, team: str, event: dict[str, Any]) -> int:
    """Erase what the deleted message asked; how many runs it had."""
    channel, ts = str(event.get("channel", "")), str(event.get("deleted_ts", ""))
    runs = await runs_of_message(relay, team, channel, ts) if channel and ts else []
    if not runs:
        return 0
    active = [(run_id, conversation) for run_id, status, conversation in runs if not finished(status)]
    for run_id, conversation in active:
        key = key_from_text(conversation)
        if key is not None:
            await relay.cancel(key, run_id, by=str((event.get("previous_message") or {}).get("user", "")))
    await erase_runs(
        relay.journal.store, scratchpad_dir, [run_id for run_id, _, _ in runs], active=bool(active)
    )
    return len(runs)


async def message_changed(relay: Relay, team: str, event: dict[str, Any]) -> int:
    """Store the edited text as the question of the runs the message asked; how many runs."""
    message = event.get("message") or {}
    if message.get("bot_id") or message.get("subtype"):
        return 0  # our own edits (progress messages), bots, joins
    channel, ts = str(event.get("channel", "")), str(message.get("ts", ""))
    runs = await runs_of_message(relay, team, channel, ts) if channel and ts else []
    if not runs:
        return 0
    text = " ".join(_MENTION.sub("", str(message.get("text", ""))).split())
    await reword_runs(relay.journal.store, [run_id for run_id, _, _ in runs], text)
    log.info("message_text_reworded", runs=len(runs))
    return len(runs)


def register_deletions(app: AsyncApp, relay: Relay, scratchpad_dir: Path) -> None:
    """The listeners (register before any catch-all ``message`` listener)."""

    @app.event({"type": "message", "subtype": "message_deleted"})
    async def on_deleted(event: dict[str, Any], body: dict[str, Any]) -> None:
        try:
            await message_deleted(relay, scratchpad_dir, _team(body), event)
        except Exception:  # the store is down: Slack redelivers (5xx), the deletion is not lost
            log.exception("message_delete_failed")
            raise

    @app.event({"type": "message", "subtype": "message_changed"})
    async def on_changed(event: dict[str, Any], body: dict[str, Any]) -> None:
        await message_changed(relay, _team(body), event)
