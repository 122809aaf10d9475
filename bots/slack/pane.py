"""Wiring of Slack's AI-app surface into the Bolt app: ``assistant_thread_started`` (suggested
prompts), the first question of an assistant thread (its title) and ``app_home_opened`` (the Home tab).
Everything here runs after the ack and never fails a delivery."""

from __future__ import annotations

import asyncio
from collections.abc import Collection
from typing import Any, Protocol

from slack_bolt.async_app import AsyncApp
from slack_sdk.web.async_client import AsyncWebClient

from bots.relay import ConversationKey, Relay
from bots.slack.assistant import CALL_TIMEOUT_S, AssistantPane
from bots.slack.errors import slack_error
from bots.slack.home import publish_home
from bots.slack.tiers import tiers_for
from core.logging import get_logger

log = get_logger(__name__)


class PaneHost(Protocol):
    """What the pane needs of ``SlackAdapter``."""

    client: AsyncWebClient
    relay: Relay
    home_team: str | None

    @property
    def admins(self) -> Collection[str]:
        """DEXTER_ADMIN_USERS: the Home tab shows them this week's 👍/👎."""
        ...

    def allowed(self, team: str, channel: str, user: str) -> bool: ...


def _team(body: dict[str, Any]) -> str:
    authorizations = body.get("authorizations") or [{}]
    return str(body.get("team_id") or authorizations[0].get("team_id") or "")


class SlackPane:
    """The assistant pane and the Home tab of one Bolt app."""

    def __init__(self, host: PaneHost) -> None:
        self._host = host
        self.assistant = AssistantPane(host.client, lambda: host.home_team or "slack")
        self._homes: set[asyncio.Task[None]] = set()

    def register(self, app: AsyncApp) -> None:
        @app.event("assistant_thread_started")
        async def on_thread_started(event: dict[str, Any], body: dict[str, Any]) -> None:
            thread = event.get("assistant_thread") or {}
            user, channel = str(thread.get("user_id", "")), str(thread.get("channel_id", ""))
            if self._host.allowed(_team(body), channel, user):
                self.assistant.thread_started(event)

        @app.event("assistant_thread_context_changed")
        async def on_context_changed() -> None:
            return None  # the question says which company; the channel the user is viewing does not

        @app.event("app_home_opened")
        async def on_home_opened(event: dict[str, Any], body: dict[str, Any]) -> None:
            user = str(event.get("user", ""))
            if event.get("tab", "home") == "home" and self._host.allowed(_team(body), "", user):
                task = asyncio.create_task(self._publish(user), name="slack-home")
                self._homes.add(task)
                task.add_done_callback(self._homes.discard)

    async def _publish(self, user: str) -> None:
        host = self._host
        await tiers_for(host.client, host.home_team or "slack").tier4.acquire()
        try:
            async with asyncio.timeout(CALL_TIMEOUT_S):
                await publish_home(host.client, host.relay, user, admin=user in host.admins)
        except Exception as exc:  # any shape of failure (bots.slack.errors): the tab keeps its last view
            log.info("slack_home_failed", error=slack_error(exc)[0])

    async def first_question(self, event: dict[str, Any], key: ConversationKey, question: str) -> None:
        """A DM thread's first question names the thread (assistant threads are DM threads)."""
        thread = event.get("thread_ts")
        if event.get("channel_type") != "im" or not thread:
            return
        memory = self._host.relay.memory
        if memory is not None and await memory.history(key, limit=1):
            return
        self.assistant.title(str(event["channel"]), str(thread), question)
