"""``dexter serve``: run the bots that have tokens in one asyncio process.

Slack uses Socket Mode when ``SLACK_APP_TOKEN`` is set, else HTTP on ``--port`` (``/slack/events``).
Telegram uses long polling, or a webhook on the same HTTP port when ``TELEGRAM_WEBHOOK_URL`` is set.
``/healthz`` is always served. One runtime, one relay, one store for every platform.

Shutdown order matters: stop taking new messages, let the relay close (every open run ends showing
취소됨 — which needs the platform clients), then close the platform clients.
"""

from __future__ import annotations

import asyncio
import contextlib
import signal
from collections.abc import Awaitable, Callable

from aiohttp import web
from slack_bolt.adapter.aiohttp import to_aiohttp_response, to_bolt_request

from bots.compose import open_runtime
from bots.relay.model import PlatformPort
from bots.relay.relay import Relay
from bots.slack.app import SlackAdapter
from bots.slack.port import SlackPort
from core.config import Settings
from core.errors import ConfigError
from core.logging import get_logger

log = get_logger(__name__)


async def _healthz(_request: web.Request) -> web.Response:
    return web.json_response({"ok": True})


async def _start_slack(
    settings: Settings, relay: Relay, app: web.Application, stack: contextlib.AsyncExitStack
) -> SlackAdapter:
    """The Slack adapter, connected over Socket Mode or routed at ``/slack/events`` on ``app``."""
    adapter = SlackAdapter(settings, relay)
    await adapter.identify()
    if settings.slack_app_token is not None:
        from slack_bolt.adapter.socket_mode.async_handler import AsyncSocketModeHandler

        handler = AsyncSocketModeHandler(adapter.app, settings.slack_app_token.get_secret_value())
        await handler.connect_async()  # type: ignore[no-untyped-call]
        stack.push_async_callback(handler.close_async)
        return adapter
    if settings.slack_signing_secret is None:
        raise ConfigError.missing("SLACK_SIGNING_SECRET", "Slack HTTP mode (or set SLACK_APP_TOKEN)")
    bolt = adapter.app

    async def slack_events(request: web.Request) -> web.StreamResponse:
        return await to_aiohttp_response(await bolt.async_dispatch(await to_bolt_request(request)))

    app.router.add_post("/slack/events", slack_events)
    return adapter


def _check(settings: Settings, *, slack: bool, telegram: bool) -> None:
    if not slack and not telegram:
        raise ConfigError(
            "실행할 봇이 없습니다: SLACK_BOT_TOKEN 또는 TELEGRAM_BOT_TOKEN을 설정하세요.",
            setting="SLACK_BOT_TOKEN",
        )
    if telegram:
        settings.require("telegram_bot_token", "Telegram")
    if slack:
        settings.require("slack_bot_token", "Slack")


def _stop_on_signals(stop: asyncio.Event) -> None:
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
            loop.add_signal_handler(sig, stop.set)


async def _listen(runner: web.AppRunner, host: str, port: int) -> int:
    """Start listening; returns the bound port (``port=0`` picks a free one)."""
    site = web.TCPSite(runner, host, port)
    await site.start()
    sockets = list(getattr(site._server, "sockets", None) or [])
    return int(sockets[0].getsockname()[1]) if sockets else port


async def serve(
    settings: Settings,
    *,
    slack: bool,
    telegram: bool,
    port: int = 3000,
    host: str = "0.0.0.0",
    started: Callable[[int], Awaitable[None]] | None = None,
    stop: asyncio.Event | None = None,
) -> None:
    """Serve until ``stop`` is set (or SIGINT/SIGTERM). ``started`` receives the bound HTTP port."""
    _check(settings, slack=slack, telegram=telegram)
    stop = stop or asyncio.Event()
    _stop_on_signals(stop)
    async with contextlib.AsyncExitStack() as stack:
        runtime = await stack.enter_async_context(await open_runtime(settings, require_model=False))
        if runtime.agent is None:
            log.warning("serving_without_model", problem=runtime.model_problem)
        tg = None
        if telegram:
            from bots.telegram.service import TelegramService

            tg = TelegramService(settings)
            stack.push_async_callback(tg.close)  # runs after the relay has closed
        ports: dict[str, PlatformPort] = {}
        if tg is not None:
            ports["telegram"] = tg.port
        slack_box: list[SlackAdapter] = []

        def port_for(platform: str) -> PlatformPort:
            if platform not in ports and platform == "slack":
                ports["slack"] = SlackPort(slack_box[0].client, team_id=slack_box[0].home_team or "slack")
            return ports[platform]

        relay = await stack.enter_async_context(Relay.from_runtime(runtime, port_for))
        app = web.Application()
        app.router.add_get("/healthz", _healthz)
        if slack:
            slack_box.append(await _start_slack(settings, relay, app, stack))
        if tg is not None:
            await tg.start(relay, app)
            stack.push_async_callback(tg.stop_receiving)  # first out: no new updates while closing
        runner = web.AppRunner(app, access_log=None)
        await runner.setup()
        stack.push_async_callback(runner.cleanup)
        bound = await _listen(runner, host, port)
        if tg is not None:
            await tg.register_webhook()
        log.info(
            "serving",
            slack=("socket" if settings.slack_app_token else "http") if slack else "off",
            telegram=("webhook" if tg and tg.webhook_url else "polling") if tg else "off",
            port=bound,
        )
        if started is not None:
            await started(bound)
        await stop.wait()
