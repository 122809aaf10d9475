"""``dexter_platform_requests_total`` at the wire, for Slack: every Web API call the bot makes, by method
and outcome (ok, rate_limited, error) — counted inside slack_sdk's own client, so no call site can forget
it. (Telegram's side: ``bots.telegram.metrics``; each platform's module loads only its own SDK.)"""

from __future__ import annotations

from typing import Any

from slack_sdk.errors import SlackApiError
from slack_sdk.web.async_client import AsyncWebClient
from slack_sdk.web.async_slack_response import AsyncSlackResponse

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
