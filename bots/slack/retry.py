"""The Web API client both Slack entry points use, and which of its 429s the SDK may retry by itself.

slack_sdk's ``AsyncRateLimitErrorRetryHandler`` sleeps ``Retry-After`` and sends the call again, out of
sight of the caller. For the methods we pace ourselves (``PACED_METHODS``) that is wrong three ways: the
retry is not taken from the budget every replica counts in Redis, a 429 costs up to three calls, and our
code never sees the 429, so it cannot ``pause`` the budget for the whole cluster. Those calls come back
to their caller on the first 429:

* ``chat.update`` — the relay's editor (``bots.relay.run.editor``) and its ``EditBudget``; the port turns
  the 429 into ``RateLimited`` (``bots.slack.port``), which pauses the workspace's budget;
* ``chat.startStream`` / ``chat.appendStream`` / ``chat.stopStream`` — the Tier 2 / Tier 4 budgets of
  ``bots.slack.tiers``, paused by ``bots.slack.stream`` and ``bots.slack.orphans``;
* ``assistant.threads.setStatus`` — paced per thread by ``bots.slack.assistant.StatusLine``, which waits
  ``Retry-After`` itself (latest state wins, so a stale status is never re-sent).

Every other method is still retried by the SDK after ``Retry-After`` (``chat.postMessage``, ``files.*``,
``views.publish``, ``assistant.threads.setTitle`` …): their callers either have no budget or drop the
call on any failure, so the SDK's retry is the only second chance they get.
"""

from __future__ import annotations

import base64
from collections.abc import Awaitable, Callable
from typing import Any
from urllib.parse import urlsplit

from slack_sdk.http_retry.async_handler import AsyncRetryHandler
from slack_sdk.http_retry.builtin_async_handlers import AsyncRateLimitErrorRetryHandler
from slack_sdk.http_retry.request import HttpRequest
from slack_sdk.http_retry.response import HttpResponse
from slack_sdk.http_retry.state import RetryState
from slack_sdk.web.async_client import AsyncWebClient
from slack_sdk.web.async_slack_response import AsyncSlackResponse

from bots.slack.metrics import CountingWebClient
from core.config import Settings

#: methods whose 429 must reach our code: a budget shared by every replica paces them
PACED_METHODS = frozenset(
    {
        "chat.update",
        "chat.startStream",
        "chat.appendStream",
        "chat.stopStream",
        "assistant.threads.setStatus",
    }
)
MAX_RETRIES = 2


def api_method(url: str) -> str:
    """The Web API method a request URL calls (``…/api/chat.update?x=1`` → ``chat.update``)."""
    return urlsplit(url).path.rstrip("/").rsplit("/", 1)[-1]


class UnpacedRateLimitRetryHandler(AsyncRateLimitErrorRetryHandler):
    """Retries a 429 after ``Retry-After``, except for the methods in ``paced``."""

    def __init__(self, max_retry_count: int = MAX_RETRIES, *, paced: frozenset[str] = PACED_METHODS) -> None:
        super().__init__(max_retry_count=max_retry_count)
        self.paced = paced

    async def _can_retry_async(
        self,
        *,
        state: RetryState,
        request: HttpRequest,
        response: HttpResponse | None = None,
        error: Exception | None = None,
    ) -> bool:
        if api_method(request.url) in self.paced:
            return False  # the caller's budget handles it (and tells every replica)
        return await super()._can_retry_async(state=state, request=request, response=response, error=error)


def retry_handlers() -> list[AsyncRetryHandler]:
    return [UnpacedRateLimitRetryHandler()]


def web_client(settings: Settings) -> AsyncWebClient:
    """The bot's Web API client: ``SLACK_BOT_TOKEN`` against ``SLACK_API_URL``, calls counted by outcome,
    429s retried only for methods no budget of ours paces."""
    return CountingWebClient(
        token=settings.require("slack_bot_token", "Slack"),
        base_url=settings.slack_api_url,
        retry_handlers=retry_handlers(),
    )


class _OAuthClient(CountingWebClient):
    """Sends ``oauth.v2.access``'s client id and secret as an ``Authorization: Basic`` header itself
    (slack_sdk builds aiohttp's deprecated ``BasicAuth`` for them, a warning on every install)."""

    async def api_call(self, api_method: str, **kwargs: Any) -> AsyncSlackResponse:
        auth = kwargs.pop("auth", None)
        if isinstance(auth, dict) and "client_id" in auth:
            pair = f"{auth['client_id']}:{auth.get('client_secret', '')}".encode()
            basic = "Basic " + base64.b64encode(pair).decode("ascii")
            kwargs["headers"] = {**(kwargs.get("headers") or {}), "Authorization": basic}
        elif auth is not None:
            kwargs["auth"] = auth
        return await super().api_call(api_method, **kwargs)


class _RoutingClient(_OAuthClient):
    """The app's client in OAuth mode: a call made while a request of some workspace is handled (the
    assistant pane, the Home tab, notices) goes through that workspace's client and token
    (``route``: the workspace of the current request, or ``None``)."""

    route: Callable[[], Awaitable[AsyncWebClient | None]] | None = None

    async def api_call(self, api_method: str, **kwargs: Any) -> AsyncSlackResponse:
        if self.token is None and self.route is not None and api_method != "oauth.v2.access":
            client = await self.route()
            if client is not None:
                return await client.api_call(api_method, **kwargs)
        return await super().api_call(api_method, **kwargs)


def oauth_base_client(
    api_url: str, route: Callable[[], Awaitable[AsyncWebClient | None]] | None = None
) -> AsyncWebClient:
    """The Bolt app's client in OAuth mode: no token of its own (``oauth.v2.access`` authenticates with
    the client id and secret); other calls go to the current request's workspace (``route``)."""
    client = _RoutingClient(token=None, base_url=api_url, retry_handlers=retry_handlers())
    client.route = route
    return client
