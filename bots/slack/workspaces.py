"""Many workspaces through one app (Slack OAuth): each workspace's Web API client and port.

With one ``SLACK_BOT_TOKEN`` every call goes through one client. With OAuth distribution each workspace
— or each Enterprise Grid org, for an org-wide install — has its own bot token in the store
(``core.installations``): ``WorkspaceClients`` keeps one client per workspace (its rate tiers and
counters are that workspace's, ``bots.slack.tiers``) and puts the installation's current token on it
before use, read again after ``TOKEN_TTL_S`` or at once after an uninstall (``forget``).

``WorkspacePorts`` is the relay's Slack port for that mode: each call goes to the ``SlackPort`` of the
target's workspace (the conversation key's team, the org in ``target.extra["enterprise"]``), so every
answer is posted with the token of the workspace it is posted in, and edit budgets are per workspace
(``workspace_for``). A workspace with no installation (uninstalled) is a ``PlatformError``.
"""

from __future__ import annotations

import contextvars
import time
from collections.abc import Callable, Sequence
from typing import Any

from slack_sdk.web.async_client import AsyncWebClient

from bots.relay import Choice, LiveLedger, OpenView, PlatformError, ReplyTarget, key_from_text
from bots.slack.metrics import CountingWebClient
from bots.slack.port import EDIT_INTERVAL_S, SlackPort
from bots.slack.render import SlackMessage, render_slack
from bots.slack.retry import retry_handlers
from bots.slack.stream import SlackLive
from bots.slack.tiers import share_tiers
from core.charts import Chart
from core.installations import InstallationBook
from core.lang import Language
from core.logging import get_logger, redact
from core.shared import Buckets

log = get_logger(__name__)
TOKEN_TTL_S = 60.0
#: (team, enterprise) of the Slack request being handled (a Bolt middleware sets it, ``bots.slack.oauth``);
#: tasks a listener starts inherit it, so their calls through the app's client go to that workspace
CURRENT_WORKSPACE: contextvars.ContextVar[tuple[str, str] | None] = contextvars.ContextVar(
    "slack_workspace", default=None
)


class NotInstalled(PlatformError):
    """No installation serves this workspace (never installed, or uninstalled)."""

    def __init__(self, team: str) -> None:
        super().__init__(f"slack: not_installed ({team})")
        self.team = team


def target_workspace(target: ReplyTarget) -> tuple[str, str]:
    """(team, enterprise) of a reply target: the conversation key's team, the org the adapter noted."""
    key = key_from_text(target.extra.get("conversation", ""))
    team = key[1] if key is not None and len(key) > 1 else target.extra.get("team", "")
    return str(team), str(target.extra.get("enterprise", ""))


class WorkspaceClients:
    """One Web API client per workspace, carrying the token its installation has now."""

    def __init__(
        self,
        book: InstallationBook,
        *,
        base_url: str,
        shared: Buckets | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.book = book
        self._base_url, self._shared, self._clock = base_url, shared, clock
        self._clients: dict[str, AsyncWebClient] = {}
        self._fresh_until: dict[str, float] = {}
        self._enterprise: dict[str, str] = {}  # team → org, as events named it

    def shell(self, team: str) -> AsyncWebClient:
        """The workspace's client (no token until ``client_for``)."""
        client = self._clients.get(team)
        if client is None:
            client = CountingWebClient(token=None, base_url=self._base_url, retry_handlers=retry_handlers())
            share_tiers(client, self._shared)
            self._clients[team] = client
        return client

    async def client_for(self, team: str, enterprise: str = "") -> AsyncWebClient:
        """The workspace's client with its installation's bot token. Raises ``NotInstalled``."""
        if enterprise:
            self._enterprise[team] = enterprise
        client = self.shell(team)
        if client.token and self._clock() < self._fresh_until.get(team, float("-inf")):
            return client
        data = await self.book.find(enterprise_id=self._enterprise.get(team) or None, team_id=team or None)
        token = str(data.get("bot_token") or "") if data is not None else ""
        if not token:
            client.token = None
            self._fresh_until.pop(team, None)
            raise NotInstalled(team)
        if token != client.token:
            redact.add([token])  # a stored token is a secret like SLACK_BOT_TOKEN: never in a log line
        client.token = token
        self._fresh_until[team] = self._clock() + TOKEN_TTL_S
        return client

    async def current(self) -> AsyncWebClient | None:
        """The client of the workspace whose request is being handled (``CURRENT_WORKSPACE``), if any."""
        workspace = CURRENT_WORKSPACE.get()
        if workspace is None or not workspace[0]:
            return None
        return await self.client_for(*workspace)

    def forget(self, *, enterprise: str | None, team: str | None) -> None:
        """An installation ended: its workspaces' clients read the store again before their next call."""
        for known, client in self._clients.items():
            if known == team or (enterprise and self._enterprise.get(known) == enterprise):
                client.token = None
                self._fresh_until.pop(known, None)


class WorkspacePorts:
    """The Slack port of an OAuth install: each call goes to its target workspace's ``SlackPort``."""

    def __init__(self, clients: WorkspaceClients) -> None:
        self.clients = clients
        self._ports: dict[str, SlackPort] = {}
        self._views: LiveLedger | None = None

    @property
    def views(self) -> LiveLedger | None:
        return self._views

    @views.setter
    def views(self, views: LiveLedger | None) -> None:
        self._views = views
        for port in self._ports.values():
            port.views = views

    @property
    def workspace(self) -> str:
        return "slack"

    def workspace_for(self, target: ReplyTarget) -> str:
        """The edit-budget key of ``target``: its workspace."""
        return target_workspace(target)[0] or "slack"

    def _now(self, team: str) -> SlackPort:
        port = self._ports.get(team)
        if port is None:
            port = self._ports[team] = SlackPort(self.clients.shell(team), team_id=team or "slack")
            port.views = self._views
        return port

    async def _port(self, target: ReplyTarget) -> SlackPort:
        team, enterprise = target_workspace(target)
        await self.clients.client_for(team, enterprise)
        return self._now(team)

    def min_edit_interval_s(self, target: ReplyTarget) -> float:
        return EDIT_INTERVAL_S

    async def post_progress(
        self, target: ReplyTarget, text: str, *, run_id: str, lang: Language = "ko"
    ) -> str:
        return await (await self._port(target)).post_progress(target, text, run_id=run_id, lang=lang)

    def adopt_progress(
        self, target: ReplyTarget, message_id: str, *, run_id: str, lang: Language = "ko"
    ) -> None:
        port = self._now(target_workspace(target)[0])
        port.adopt_progress(target, message_id, run_id=run_id, lang=lang)

    async def edit_progress(self, target: ReplyTarget, message_id: str, text: str, *, final: bool) -> None:
        await (await self._port(target)).edit_progress(target, message_id, text, final=final)

    async def open_live(
        self, target: ReplyTarget, *, run_id: str, user_id: str, progress_id: str | None
    ) -> SlackLive | None:
        port = await self._port(target)
        return await port.open_live(target, run_id=run_id, user_id=user_id, progress_id=progress_id)

    async def close_orphan(self, view: OpenView, text: str, *, done: bool = False) -> bool:
        """A stream a dead process left open: closed with its run's workspace token (from the journal)."""
        get = getattr(self._views, "get", None)
        record: Any = await get(view.run_id) if get is not None else None
        if record is None:
            log.info("slack_orphan_workspace_unknown", run_id=view.run_id)
            return False
        port = await self._port(record.inbound.reply_to)
        return await port.close_orphan(view, text, done=done)

    def render_answer(self, markdown: str) -> list[SlackMessage]:
        """Tables with numbers as ``data_table`` blocks; a workspace that refused them gets ``table``
        blocks from its ``SlackPort.post_chunk``."""
        return render_slack(markdown, data_tables=True)

    async def post_chunk(
        self, target: ReplyTarget, chunk: SlackMessage, *, run_id: str, last: bool, lang: Language = "ko"
    ) -> str:
        port = await self._port(target)
        return await port.post_chunk(target, chunk, run_id=run_id, last=last, lang=lang)

    async def post_choices(
        self, target: ReplyTarget, prompt: str, choices: Sequence[Choice], *, run_id: str
    ) -> None:
        await (await self._port(target)).post_choices(target, prompt, choices, run_id=run_id)

    async def post_chart(self, target: ReplyTarget, chart: Chart, *, run_id: str) -> bool:
        return await (await self._port(target)).post_chart(target, chart, run_id=run_id)

    async def post_image(
        self, target: ReplyTarget, png: bytes, *, title: str, caption: str, filename: str, run_id: str
    ) -> None:
        port = await self._port(target)
        await port.post_image(target, png, title=title, caption=caption, filename=filename, run_id=run_id)
