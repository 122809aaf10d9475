"""Slack OAuth distribution: one deployment installed in many workspaces, or org-wide on Enterprise Grid.

On when ``SLACK_CLIENT_ID`` and ``SLACK_CLIENT_SECRET`` are set (``Settings.slack_oauth``); then
``SLACK_BOT_TOKEN`` is not used. A workspace admin opens ``/slack/install`` (Bolt's install page →
Slack's consent screen), Slack sends the browser back to ``/slack/oauth_redirect`` with a code, Bolt
trades it (``oauth.v2.access``) for the workspace's — or the org's — bot token and saves the installation
in the store, sealed with ``DEXTER_SECRET_KEY`` (``bots.slack.installations``, ``core.installations``).
Each event is then authorized by its workspace (``team_id``) or, for an org-wide install, its org
(``enterprise_id``); answers are posted with that token (``bots.slack.workspaces``). ``app_uninstalled``
and ``tokens_revoked`` delete the workspace's installation.

Slack's consent page is ``SLACK_API_URL``'s host + ``/oauth/v2/authorize`` (``https://slack.com/oauth/v2/
authorize`` by default), so a loopback emulator can play it too.
"""

from __future__ import annotations

import secrets
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any
from urllib.parse import urljoin

from aiohttp import web
from slack_bolt.adapter.aiohttp import to_aiohttp_response, to_bolt_request
from slack_bolt.async_app import AsyncApp, AsyncBoltContext
from slack_bolt.oauth.async_oauth_settings import AsyncOAuthSettings

from bots.slack.installations import SignedStateStore, StoreInstallationStore
from bots.slack.workspaces import CURRENT_WORKSPACE, WorkspaceClients
from core.config import Settings
from core.installations import InstallationBook
from core.logging import get_logger
from core.secretbox import SecretBox
from core.shared import Buckets
from core.store import Store

log = get_logger(__name__)
INSTALL_PATH = "/slack/install"
REDIRECT_PATH = "/slack/oauth_redirect"
#: the bot scopes of deploy/slack/manifest.yml (Slack admins approve each: only what a feature uses)
BOT_SCOPES = (
    "app_mentions:read",
    "channels:history",
    "groups:history",
    "im:history",
    "im:read",
    "im:write",
    "chat:write",
    "assistant:write",
    "commands",
    "files:write",
)


def authorize_url(api_url: str) -> str:
    """Slack's consent page next to the Web API (``https://slack.com/api/`` → ``…/oauth/v2/authorize``)."""
    return urljoin(api_url if api_url.endswith("/") else api_url + "/", "../oauth/v2/authorize")


@dataclass(frozen=True, slots=True)
class SlackOAuth:
    """What the Bolt app and the port share in OAuth mode."""

    settings: AsyncOAuthSettings
    installations: StoreInstallationStore
    clients: WorkspaceClients


def slack_oauth(settings: Settings, store: Store, *, shared: Buckets | None = None) -> SlackOAuth:
    """The OAuth pieces for ``settings`` (``Settings.slack_oauth`` must be true).

    Raises:
        ConfigError: ``DEXTER_SECRET_KEY`` (or the client secret) is missing or not a key.
    """
    client_id = str(settings.slack_client_id or "")
    client_secret = settings.require("slack_client_secret", "Slack OAuth")
    box = SecretBox(settings.require("dexter_secret_key", "Slack OAuth (stored tokens are encrypted)"))
    book = InstallationBook(store, box, client_id=client_id)
    installations = StoreInstallationStore(book)
    if settings.slack_state_secret is not None:
        state_secret = settings.slack_state_secret.get_secret_value()
    else:  # fine for one process; replicas need the same secret to check each other's state
        state_secret = secrets.token_urlsafe(32)
        log.info("slack_state_secret_generated", hint="set SLACK_STATE_SECRET when running replicas")
    oauth_settings = AsyncOAuthSettings(
        client_id=client_id,
        client_secret=client_secret,
        scopes=list(BOT_SCOPES),
        user_scopes=[],
        redirect_uri=settings.slack_redirect_uri,
        install_path=INSTALL_PATH,
        redirect_uri_path=REDIRECT_PATH,
        authorization_url=authorize_url(settings.slack_api_url),
        installation_store=installations,
        installation_store_bot_only=True,
        state_store=SignedStateStore(state_secret),
    )
    clients = WorkspaceClients(book, base_url=settings.slack_api_url, shared=shared)
    return SlackOAuth(oauth_settings, installations, clients)


def add_oauth_routes(app: AsyncApp, web_app: web.Application) -> None:
    """``GET /slack/install`` (the install page, a state cookie) and ``GET /slack/oauth_redirect`` (the
    code traded for the token, the installation saved) on the shared aiohttp app."""
    flow = app.oauth_flow
    if flow is None:
        return

    async def install(request: web.Request) -> web.StreamResponse:
        return await to_aiohttp_response(await flow.handle_installation(await to_bolt_request(request)))

    async def redirect(request: web.Request) -> web.StreamResponse:
        return await to_aiohttp_response(await flow.handle_callback(await to_bolt_request(request)))

    web_app.router.add_get(flow.install_path, install)
    web_app.router.add_get(flow.redirect_uri_path, redirect)


def register_uninstall(app: AsyncApp, oauth: SlackOAuth) -> None:
    """``app_uninstalled`` deletes the workspace's (or org's) installation; ``tokens_revoked`` with a bot
    token does too. Either way its clients forget the token at once. And every request names its
    workspace for the app's client (``CURRENT_WORKSPACE``): the pane's and Home tab's calls use its token."""
    store = oauth.installations

    @app.middleware
    async def workspace_of_request(body: dict[str, Any], next: Callable[[], Awaitable[None]]) -> None:
        CURRENT_WORKSPACE.set((request_team(body), request_enterprise(body)))
        await next()

    def _ids(context: AsyncBoltContext) -> tuple[str | None, str | None]:
        org_wide = bool(context.is_enterprise_install)
        return context.enterprise_id, None if org_wide else context.team_id

    @app.event("app_uninstalled")
    async def on_uninstalled(context: AsyncBoltContext) -> None:
        enterprise, team = _ids(context)
        await store.async_delete_all(enterprise_id=enterprise, team_id=team)
        oauth.clients.forget(enterprise=enterprise, team=team)

    @app.event("tokens_revoked")
    async def on_revoked(event: dict[str, Any], context: AsyncBoltContext) -> None:
        if not (event.get("tokens") or {}).get("bot"):
            return  # user tokens only: we keep none
        enterprise, team = _ids(context)
        await store.async_delete_bot(enterprise_id=enterprise, team_id=team)
        oauth.clients.forget(enterprise=enterprise, team=team)


def request_team(body: dict[str, Any]) -> str:
    """The workspace a request comes from: the envelope's ``team_id`` (events, commands), else the
    payload's ``team`` or ``user.team_id`` (interactivity), else the authorization's."""
    team = body.get("team_id")
    if not team and isinstance(body.get("team"), dict):
        team = body["team"].get("id")
    if not team and isinstance(body.get("user"), dict):
        team = body["user"].get("team_id")
    if not team:
        team = (body.get("authorizations") or [{}])[0].get("team_id")
    return str(team or "")


def request_enterprise(body: dict[str, Any]) -> str:
    authorizations = body.get("authorizations") or [{}]
    enterprise = authorizations[0].get("enterprise_id") or body.get("enterprise_id")
    if not enterprise and isinstance(body.get("enterprise"), dict):
        enterprise = body["enterprise"].get("id")
    return str(enterprise or "")
