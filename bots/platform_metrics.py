"""``dexter_platform_requests_total`` at the wire: every Slack Web API and Telegram Bot API call the
bots make, by method and outcome (ok, rate_limited, error) — counted inside the SDKs' own HTTP layer,
so no call site can forget it."""

from __future__ import annotations

from typing import Any

from slack_sdk.errors import SlackApiError
from slack_sdk.web.async_client import AsyncWebClient
from slack_sdk.web.async_slack_response import AsyncSlackResponse
from telegram.request import HTTPXRequest

from core.metrics import PLATFORM_REQUESTS


class CountingWebClient(AsyncWebClient):
    """slack_sdk's client, counting each API call's outcome."""

    async def api_call(self, api_method: str, **kwargs: Any) -> AsyncSlackResponse:
        try:
            response = await super().api_call(api_method, **kwargs)
        except SlackApiError as exc:
            status = exc.response.status_code if exc.response is not None else 0
            outcome = "rate_limited" if status == 429 else "error"
            PLATFORM_REQUESTS.labels("slack", api_method, outcome).inc()
            raise
        except Exception:
            PLATFORM_REQUESTS.labels("slack", api_method, "error").inc()
            raise
        PLATFORM_REQUESTS.labels("slack", api_method, "ok").inc()
        return response


class CountingRequest(HTTPXRequest):
    """python-telegram-bot's HTTP layer, counting each Bot API call's outcome by status code."""

    async def do_request(self, url: str, method: str, *args: Any, **kwargs: Any) -> tuple[int, bytes]:
        name = url.rsplit("/", 1)[-1] or "unknown"
        try:
            code, payload = await super().do_request(url, method, *args, **kwargs)
        except Exception:
            PLATFORM_REQUESTS.labels("telegram", name, "error").inc()
            raise
        outcome = "ok" if code < 400 else "rate_limited" if code == 429 else "error"
        PLATFORM_REQUESTS.labels("telegram", name, outcome).inc()
        return code, payload
