"""Running the Slack bot inside ``dexter serve``: Socket Mode when ``SLACK_APP_TOKEN`` is set, else the
Events API over HTTP at ``/slack/events`` on the shared aiohttp app.

With ``SLACK_CLIENT_ID`` and ``SLACK_CLIENT_SECRET`` (OAuth distribution, ``bots.slack.oauth``) the app is
installed per workspace or Enterprise Grid org: ``/slack/install`` and ``/slack/oauth_redirect`` are
served on the same HTTP app, tokens come from the installations in ``store``, and the port posts in each
workspace with its own token (``bots.slack.workspaces``).

The shape matches ``TelegramService``: the client and the port exist before the relay (the relay needs
the port), ``start(relay, web_app)`` registers the Bolt adapter and connects, ``stop_receiving`` takes
no new events, ``ready`` says whether events can arrive.
"""

from __future__ import annotations

from aiohttp import web
from slack_bolt.adapter.aiohttp import to_aiohttp_response, to_bolt_request
from slack_bolt.adapter.socket_mode.async_handler import AsyncSocketModeHandler
from slack_sdk.web.async_client import AsyncWebClient

from bots.relay import Relay
from bots.slack.app import SlackAdapter
from bots.slack.oauth import SlackOAuth, add_oauth_routes, slack_oauth
from bots.slack.port import SlackPort
from bots.slack.retry import oauth_base_client, web_client
from bots.slack.tiers import share_tiers
from bots.slack.workspaces import WorkspacePorts
from core.config import Settings
from core.errors import ConfigError
from core.logging import get_logger
from core.shared import Buckets
from core.store import Store

log = get_logger(__name__)
EVENTS_PATH = "/slack/events"


class SlackService:
    """The Web API client, the port and (once started) the Bolt adapter and its transport."""

    def __init__(
        self,
        settings: Settings,
        client: AsyncWebClient | None = None,
        *,
        shared: Buckets | None = None,
        store: Store | None = None,
    ) -> None:
        self.settings = settings
        self.oauth: SlackOAuth | None = None
        if settings.slack_oauth:
            if store is None:
                raise ConfigError("Slack OAuth needs the store (installations are kept there)")
            self.oauth = slack_oauth(settings, store, shared=shared)
        self.client = client or (
            web_client(settings)
            if self.oauth is None
            else oauth_base_client(settings.slack_api_url, self.oauth.clients.current)
        )
        share_tiers(self.client, shared)  # stream and assistant calls counted with every replica
        self.mode = "socket" if settings.slack_app_token is not None else "http"
        if self.mode == "http" and settings.slack_signing_secret is None:
            raise ConfigError.missing("SLACK_SIGNING_SECRET", "Slack HTTP mode (or set SLACK_APP_TOKEN)")
        self.home_team: str | None = None
        self.adapter: SlackAdapter | None = None
        self._port: SlackPort | WorkspacePorts | None = None
        self._socket: AsyncSocketModeHandler | None = None
        self._receiving = False

    async def identify(self) -> str:
        """The installing workspace, from ``auth.test`` (before the port is used); "" in OAuth mode
        (every installed workspace is served)."""
        if self.oauth is not None:
            return ""
        response = await self.client.auth_test()
        self.home_team = str(response.get("team_id", ""))
        return self.home_team

    @property
    def port(self) -> SlackPort | WorkspacePorts:
        if self._port is None:
            if self.oauth is not None:
                self._port = WorkspacePorts(self.oauth.clients)
            else:
                self._port = SlackPort(self.client, team_id=self.home_team or "slack")
        return self._port

    async def start(self, relay: Relay, web_app: web.Application) -> None:
        """Register the Bolt adapter; connect Socket Mode or route ``/slack/events`` on ``web_app``
        (before that app starts)."""
        adapter = SlackAdapter(self.settings, relay, client=self.client, oauth=self.oauth)
        adapter.home_team = self.home_team
        self.adapter = adapter
        if self.mode == "socket":
            assert self.settings.slack_app_token is not None
            self._socket = AsyncSocketModeHandler(
                adapter.app, self.settings.slack_app_token.get_secret_value()
            )
            await self._socket.connect_async()  # type: ignore[no-untyped-call]
        else:
            bolt = adapter.app

            async def slack_events(request: web.Request) -> web.StreamResponse:
                return await to_aiohttp_response(await bolt.async_dispatch(await to_bolt_request(request)))

            web_app.router.add_post(EVENTS_PATH, slack_events)
        if adapter.app.oauth_flow is not None:
            add_oauth_routes(adapter.app, web_app)
        self._receiving = True
        log.info("slack_started", mode=self.mode, team=self.home_team)

    async def ready(self) -> bool:
        """Events can arrive: Socket Mode is connected, or the HTTP route is up."""
        if not self._receiving:
            return False
        if self._socket is None:
            return True
        return bool(await self._socket.client.is_connected())

    async def stop_receiving(self) -> None:
        """No new events (Socket Mode disconnects; over HTTP the relay refuses them with a 5xx)."""
        self._receiving = False
        socket, self._socket = self._socket, None
        if socket is not None:
            await socket.close_async()  # type: ignore[no-untyped-call]
