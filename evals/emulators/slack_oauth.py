"""The Slack emulator's OAuth and workspaces, as a mixin of ``FakeSlack``: many workspaces, Enterprise
Grid orgs, installs through ``oauth.v2.access``, and a check that every call's token may act where it
posts.

- ``add_workspace(team, enterprise=…)`` declares a workspace (of an org); ``bind_channel(channel, team)``
  says which workspace a channel is in (``add_workspace(…, channels=…)`` does it too).
- ``/oauth/v2/authorize`` plays Slack's consent screen: the next ``grant(team=… | enterprise=…,
  org_wide=…)`` is what the admin approves; it redirects to the app's redirect URL (the request's
  ``redirect_uri``, else ``oauth_redirect_url``) with a one-time ``code`` and the ``state`` it was given.
- ``oauth.v2.access`` (client id and secret as HTTP Basic auth or form fields, like Slack) trades a code
  for a bot token of its own — per workspace, or per org for an org-wide install (``team: null``,
  ``enterprise``, ``is_enterprise_install: true``).
- ``auth.test`` answers for the token it is called with; ``uninstall(team | enterprise)`` revokes the
  tokens (``token_revoked`` afterwards).
- Every other call with an installed token is checked: a channel bound to a workspace accepts only that
  workspace's token, or its org's org-wide token (else ``channel_not_found``, as Slack answers a token
  that cannot see the channel). ``calls_by_team`` counts calls per (workspace or org, method).
"""

from __future__ import annotations

import base64
import itertools
from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any
from urllib.parse import urlencode

from aiohttp import web

from evals.emulators.slack_records import APP_ID, BOT_ID, BOT_USER_ID, SlackError

Json = dict[str, Any]
#: client credentials the fake app is registered with (``SLACK_CLIENT_ID`` / ``SLACK_CLIENT_SECRET``)
CLIENT_ID = "1111111111.2222222222"


@dataclass(slots=True)
class Workspace:
    team_id: str
    name: str
    enterprise_id: str = ""


@dataclass(slots=True)
class Grant:
    """What one install approves: a workspace, or an org (``org_wide``)."""

    team_id: str | None
    enterprise_id: str | None
    org_wide: bool = False
    installer: str = "U0ADMIN01"


@dataclass(slots=True)
class Issued:
    """A bot token the fake handed out."""

    team_id: str  # "" for an org-wide token
    enterprise_id: str
    revoked: bool = False
    scopes: list[str] = field(default_factory=list)


class OAuthWorkspaces:
    """Workspaces, orgs, OAuth installs and per-token checks (state initialised in ``__init__``)."""

    if TYPE_CHECKING:
        token: str

        @property
        def url(self) -> str: ...

    def __init__(self) -> None:
        super().__init__()
        self.client_id = CLIENT_ID
        self.client_secret = "fake-client-secret-" + "0" * 8
        self.workspaces: dict[str, Workspace] = {}
        self.channel_team: dict[str, str] = {}
        self.issued: dict[str, Issued] = {}
        self.oauth_redirect_url = ""
        self.calls_by_team: Counter[tuple[str, str]] = Counter()
        self._grants: list[Grant] = []
        self._codes: dict[str, Grant] = {}
        self._oauth_serial = itertools.count(1)
        self._issued_now: Issued | None = None

    # ---------------------------------------------------------------------------------------------------
    # test-facing API

    def add_workspace(
        self, team_id: str, name: str = "", *, enterprise: str = "", channels: tuple[str, ...] = ()
    ) -> Workspace:
        workspace = self.workspaces[team_id] = Workspace(team_id, name or team_id, enterprise)
        for channel in channels:
            self.bind_channel(channel, team_id)
        return workspace

    def bind_channel(self, channel: str, team_id: str) -> None:
        self.channel_team[channel] = team_id

    def grant(
        self, *, team: str | None = None, enterprise: str | None = None, org_wide: bool = False
    ) -> None:
        """The next consent screen approves this install."""
        if org_wide and not enterprise:
            raise ValueError("an org-wide install needs its enterprise")
        self._grants.append(Grant(None if org_wide else team, enterprise, org_wide))

    def tokens_of(self, *, team: str = "", enterprise: str = "") -> list[str]:
        """Live tokens issued to a workspace (or, with ``team=""``, the org-wide ones of ``enterprise``)."""
        return [
            token
            for token, issued in self.issued.items()
            if not issued.revoked and issued.team_id == team and issued.enterprise_id == enterprise
        ]

    def uninstall(self, *, team: str = "", enterprise: str = "") -> None:
        """Slack revokes the install's tokens (the app then gets ``app_uninstalled``)."""
        for issued in self.issued.values():
            if issued.team_id == team and issued.enterprise_id == enterprise:
                issued.revoked = True

    # ---------------------------------------------------------------------------------------------------
    # wire

    def oauth_routes(self, app: web.Application) -> None:
        app.router.add_get("/oauth/v2/authorize", self._authorize_page)

    async def _authorize_page(self, request: web.Request) -> web.StreamResponse:
        if request.query.get("client_id") != self.client_id:
            return web.Response(status=400, text="invalid_client_id")
        if not self._grants:
            return web.Response(status=400, text="nobody approves (call grant() first)")
        code = f"code-{next(self._oauth_serial):06d}"
        self._codes[code] = self._grants.pop(0)
        target = request.query.get("redirect_uri") or self.oauth_redirect_url
        query = urlencode({"code": code, "state": request.query.get("state", "")})
        raise web.HTTPFound(f"{target}?{query}")

    def authenticate_token(self, method: str, token: str | None, request_auth: str, args: Json) -> bool:
        """``True`` when the call is authenticated here (client credentials, or an issued token);
        ``False`` to let the fake's single-token check decide. Raises ``SlackError`` on refusal."""
        if method == "oauth.v2.access":
            self._client_credentials(request_auth, args)
            return True
        if token is None or token not in self.issued:
            return False
        issued = self.issued[token]
        if issued.revoked:
            raise SlackError("token_revoked")
        channel = args.get("channel") or args.get("channel_id")
        team = self.channel_team.get(str(channel)) if channel else None
        if team is not None and not self._may_act(issued, team):
            raise SlackError("channel_not_found", f"token of {issued.team_id or issued.enterprise_id}")
        self.calls_by_team[(issued.team_id or issued.enterprise_id, method)] += 1
        self._issued_now = issued  # read by auth.test, answered before the next request is read
        return True

    def _may_act(self, issued: Issued, team: str) -> bool:
        if issued.team_id:
            return issued.team_id == team
        workspace = self.workspaces.get(team)
        return workspace is not None and workspace.enterprise_id == issued.enterprise_id

    def _client_credentials(self, request_auth: str, args: Json) -> None:
        client_id, secret = args.get("client_id"), args.get("client_secret")
        if request_auth.startswith("Basic "):
            decoded = base64.b64decode(request_auth.removeprefix("Basic ").strip()).decode("utf-8")
            client_id, _, secret = decoded.partition(":")
        if client_id != self.client_id or secret != self.client_secret:
            raise SlackError("invalid_client")

    def _api_oauth_v2_access(self, args: Json) -> Json:
        grant = self._codes.pop(str(args.get("code", "")), None)
        if grant is None:
            raise SlackError("invalid_code")
        token = "-".join(("xoxb", str(next(self._oauth_serial)), grant.team_id or grant.enterprise_id or ""))
        scopes = "app_mentions:read,chat:write,commands"
        self.issued[token] = Issued(grant.team_id or "", grant.enterprise_id or "", scopes=scopes.split(","))
        enterprise = None
        if grant.enterprise_id:
            enterprise = {"id": grant.enterprise_id, "name": f"Org {grant.enterprise_id}"}
        team = None
        if grant.team_id:
            workspace = self.workspaces.get(grant.team_id)
            team = {"id": grant.team_id, "name": workspace.name if workspace else grant.team_id}
        return {
            "access_token": token,
            "token_type": "bot",
            "scope": scopes,
            "bot_user_id": BOT_USER_ID,
            "app_id": APP_ID,
            "team": team,
            "enterprise": enterprise,
            "is_enterprise_install": grant.org_wide,
            "authed_user": {"id": grant.installer},
        }

    def issued_identity(self) -> Json | None:
        """``auth.test`` for an issued token: its workspace or org (``None``: the fake's own token)."""
        issued, self._issued_now = self._issued_now, None
        if issued is None:
            return None
        workspace = self.workspaces.get(issued.team_id)
        return {
            "url": f"https://{(issued.team_id or issued.enterprise_id).lower()}.slack.com/",
            "team": workspace.name if workspace else None,
            "user": "dexter",
            "team_id": issued.team_id or None,
            "enterprise_id": issued.enterprise_id or None,
            "user_id": BOT_USER_ID,
            "bot_id": BOT_ID,
            "is_enterprise_install": not issued.team_id,
        }
