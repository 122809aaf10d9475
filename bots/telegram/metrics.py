"""``dexter_platform_requests_total`` at the wire, for Telegram: every Bot API call the bot makes, by
method and outcome (ok, rate_limited, error) — counted inside python-telegram-bot's own HTTP layer, so no
call site can forget it. (Slack's side: ``bots.slack.metrics``; each platform's module loads only its own
SDK.)"""

from __future__ import annotations

from typing import Any

from telegram.request import HTTPXRequest

from core.metrics import PLATFORM_REQUESTS


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
