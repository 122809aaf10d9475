"""``DEXTER_REDIS_URL`` reaches every budget that must be shared — KIS token and calls, the Slack tiers,
the Telegram bot window — and readiness; without it nothing is shared, as on one machine."""

from __future__ import annotations

import json
import socket
from pathlib import Path
from typing import Any, cast

from aiohttp import web

from bots.compose import open_runtime
from bots.relay.relay import Relay
from bots.serve import Health, _shared_check
from bots.slack.service import SlackService
from bots.slack.tiers import tiers_for
from bots.telegram.budget import BudgetRateLimiter
from bots.telegram.service import TelegramService
from core.clock import VirtualClock
from core.config import load_settings
from core.data.services import open_data_services
from core.shared.redis_backend import RedisShared
from tests.bots.relay.fakes import FakePort

TELEGRAM_TOKEN = "4242:telegram-wiring-token-secret-part"


async def test_with_a_redis_url_kis_slack_and_telegram_count_in_redis(redis_url: str) -> None:
    settings = load_settings(
        DEXTER_REDIS_URL=redis_url,
        KIS_APP_KEY="PSwiringAppKey000000000000000000000",
        KIS_APP_SECRET="wiringSecret" * 10,
        SLACK_BOT_TOKEN="xoxb-wiring",
        SLACK_APP_TOKEN="xapp-wiring",
        TELEGRAM_BOT_TOKEN=TELEGRAM_TOKEN,
    )
    async with await open_data_services(settings) as data:
        assert isinstance(data.shared, RedisShared)
        kis = data.kis
        assert kis.limiter._shared is data.shared
        assert kis._tokens._vault.__class__.__name__ == "SharedVault"

        slack = SlackService(settings, shared=data.shared)
        assert tiers_for(slack.client, "T1").start._shared is data.shared
        telegram = TelegramService(settings, shared=data.shared)
        limiter = cast(BudgetRateLimiter, telegram.app.bot.rate_limiter)
        assert limiter.budget.bot._shared is data.shared
        assert limiter.budget.bot._key == "telegram:4242:sends"  # the bot's id, not its secret


async def test_with_a_redis_url_the_relays_edit_budgets_count_in_redis(
    redis_url: str, tmp_path: Path
) -> None:
    settings = load_settings(DEXTER_REDIS_URL=redis_url, DEXTER_HOME=str(tmp_path), DEXTER_OFFLINE="0")
    runtime = await open_runtime(settings, require_model=False)
    try:
        relay = Relay.from_runtime(runtime, FakePort(VirtualClock()))
        assert runtime.data.shared is not None and relay.edit_budgets.shared is runtime.data.shared
    finally:
        await runtime.aclose()


async def test_without_a_redis_url_nothing_is_shared() -> None:
    settings = load_settings(
        KIS_APP_KEY="PSwiringAppKey000000000000000000000",
        KIS_APP_SECRET="wiringSecret" * 10,
        SLACK_BOT_TOKEN="xoxb-wiring",
        SLACK_APP_TOKEN="xapp-wiring",
    )
    async with await open_data_services(settings) as data:
        assert data.shared is None
        assert data.kis.limiter._shared is None
        assert data.kis._tokens._vault.__class__.__name__ == "StoreVault"
        assert tiers_for(SlackService(settings).client, "T1").start._shared is None


async def readyz(health: Health) -> tuple[int, dict[str, Any]]:
    response = await health.readyz(cast(web.Request, None))
    assert isinstance(response, web.Response) and response.text is not None
    return response.status, json.loads(response.text)


async def test_readiness_reports_redis(redis_url: str) -> None:
    up = RedisShared.from_url(redis_url)
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    down = RedisShared.from_url(f"redis://127.0.0.1:{port}/0")
    try:
        health = Health()
        health.checks["redis"] = _shared_check(up)
        assert await readyz(health) == (200, {"ready": True, "checks": {"redis": True}, "not_ready": []})
        health.checks["redis"] = _shared_check(down)
        status, body = await readyz(health)
        assert (status, body["checks"], body["not_ready"]) == (503, {"redis": False}, ["redis"])
        assert f"127.0.0.1:{port}" in body["reasons"]["redis"]  # which Redis, and why
    finally:
        await up.aclose()
        await down.aclose()
