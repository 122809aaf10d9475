"""Slack and Telegram on one runtime and relay (as in ``dexter serve``), the watchlist attached, OpenDART
served by the loopback fake through the real client. The poller is driven by ``poll_once``."""

from __future__ import annotations

import contextlib
import json
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
from aiohttp import web

from bots.compose import Runtime, open_runtime
from bots.relay.ports import PlatformPort
from bots.relay.relay import Relay
from bots.slack.app import SlackAdapter
from bots.slack.port import SlackPort
from bots.telegram.service import TelegramService
from bots.watch.service import WatchService
from core.config import Settings
from core.watch import PollReport
from evals.emulators.opendart import FakeOpenDart
from evals.emulators.slack import FakeSlack
from evals.emulators.slack_events import slash_command
from evals.emulators.slack_signing import signed_action_request, signed_form_request
from evals.emulators.telegram import FakeTelegram

SECRET = "test-signing-secret-0123456789"
SLACK_TOKEN = "xoxb-test"
TG_TOKEN = "123456:TEST-token"
SAMSUNG = {"corp_code": "00126380", "corp_name": "삼성전자", "stock_code": "005930"}


@dataclass
class World:
    dart: FakeOpenDart
    slack: FakeSlack
    telegram: FakeTelegram
    relay: Relay
    runtime: Runtime
    watch: WatchService
    url: str
    http: httpx.AsyncClient

    async def command(self, text: str, *, channel: str = "C1") -> str:
        """``/dexter <text>`` in a Slack channel; the ephemeral ack text."""
        fields = slash_command(text, response_url=self.slack.response_url(channel), channel_id=channel)
        headers, raw = signed_form_request(SECRET, fields)
        response = await self.http.post(f"{self.url}/slack/events", content=raw.encode(), headers=headers)
        assert response.status_code == 200
        if response.headers.get("content-type", "").startswith("application/json"):
            return str(response.json().get("text", ""))
        return response.text

    async def action(self, payload: dict[str, Any]) -> httpx.Response:
        headers, raw = signed_action_request(SECRET, payload)
        return await self.http.post(f"{self.url}/slack/events", content=raw.encode(), headers=headers)

    async def poll(self) -> PollReport:
        return await self.watch.poller().poll_once()

    def publish(self, report_nm: str, **fields: str) -> str:
        row = self.dart.publish(**{**SAMSUNG, **fields}, report_nm=report_nm)
        return str(row["rcept_no"])


@contextlib.asynccontextmanager
async def running_world(
    tmp_path: Path, dart: FakeOpenDart, steps: list[dict[str, Any]] | None = None, **env: str
) -> AsyncIterator[World]:
    tmp_path.mkdir(parents=True, exist_ok=True)
    settings_env: dict[str, Any] = {
        "DEXTER_HOME": str(tmp_path),
        "DEXTER_OFFLINE": "0",
        "OPENDART_API_KEY": dart.key,
        "OPENDART_BASE_URL": dart.api_url,
        "SLACK_BOT_TOKEN": SLACK_TOKEN,
        "SLACK_SIGNING_SECRET": SECRET,
        "TELEGRAM_BOT_TOKEN": TG_TOKEN,
        "DEXTER_ALLOW_TELEGRAM": "*",
        **env,
    }
    if steps is not None:
        script = tmp_path / "script.json"
        script.write_text(json.dumps({"steps": steps}, ensure_ascii=False), encoding="utf-8")
        settings_env["DEXTER_MODEL"] = f"scripted:{script}"
    async with (
        FakeSlack(token=SLACK_TOKEN) as slack,
        FakeTelegram(token=TG_TOKEN, long_poll_cap=0.2) as telegram,
        httpx.AsyncClient() as http,
    ):
        settings = Settings(**settings_env, SLACK_API_URL=slack.api_url, TELEGRAM_API_URL=telegram.api_url)
        runtime = await open_runtime(settings, require_model=False)
        tg = TelegramService(settings)
        ports: dict[str, PlatformPort] = {"telegram": tg.port}
        relay = Relay.from_runtime(runtime, ports.__getitem__)
        adapter = SlackAdapter(settings, relay)
        await adapter.identify()
        ports["slack"] = SlackPort(adapter.client, team_id=adapter.home_team or "T0")
        runner = web.AppRunner(adapter.app.web_app(path="/slack/events"))
        await runner.setup()
        site = web.TCPSite(runner, "127.0.0.1", 0)
        await site.start()
        url = f"http://127.0.0.1:{runner.addresses[0][1]}"
        await tg.start(relay, None)
        assert tg.adapter is not None
        watch = WatchService(runtime)
        watch.attach_slack(adapter)
        watch.attach_telegram(tg.adapter)
        try:
            yield World(dart, slack, telegram, relay, runtime, watch, url, http)
        finally:
            await watch.aclose()
            await tg.stop_receiving()
            await relay.aclose()
            await runner.cleanup()
            await tg.close()
            await runtime.aclose()
