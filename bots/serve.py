"""``dexter serve``: run the bots that have tokens in one asyncio process.

Slack uses Socket Mode when ``SLACK_APP_TOKEN`` is set, else HTTP on ``--port`` (``/slack/events``);
``/healthz`` is served on the same port. One runtime, one relay, one store for every platform.
"""

from __future__ import annotations

import asyncio
import contextlib
import signal
from collections.abc import Awaitable, Callable

from aiohttp import web
from slack_bolt.adapter.aiohttp import to_aiohttp_response, to_bolt_request

from bots.compose import open_runtime
from bots.relay.relay import Relay
from bots.slack.app import SlackAdapter
from bots.slack.port import SlackPort
from core.config import Settings
from core.errors import ConfigError
from core.logging import get_logger

log = get_logger(__name__)


async def _healthz(_request: web.Request) -> web.Response:
    return web.json_response({"ok": True})


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
    if telegram:
        raise ConfigError(
            "Telegram 봇은 아직 지원되지 않습니다 (다음 이슈에서 추가됩니다).", setting="TELEGRAM_BOT_TOKEN"
        )
    if not slack:
        raise ConfigError("실행할 봇이 없습니다: SLACK_BOT_TOKEN을 설정하세요.", setting="SLACK_BOT_TOKEN")
    stop = stop or asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
            loop.add_signal_handler(sig, stop.set)
    async with await open_runtime(settings, require_model=False) as runtime:
        if runtime.agent is None:
            log.warning("serving_without_model", problem=runtime.model_problem)
        ports: dict[str, SlackPort] = {}
        adapter_box: list[SlackAdapter] = []

        def port_for(_platform: str) -> SlackPort:
            if "slack" not in ports:
                ports["slack"] = SlackPort(adapter_box[0].client, team_id="slack")
            return ports["slack"]

        async with Relay.from_runtime(runtime, port_for) as relay:
            adapter = SlackAdapter(settings, relay)
            adapter_box.append(adapter)
            await adapter.identify()
            app = web.Application()
            app.router.add_get("/healthz", _healthz)
            socket_handler = None
            if settings.slack_app_token is not None:
                from slack_bolt.adapter.socket_mode.async_handler import AsyncSocketModeHandler

                socket_handler = AsyncSocketModeHandler(
                    adapter.app, settings.slack_app_token.get_secret_value()
                )
                await socket_handler.connect_async()  # type: ignore[no-untyped-call]
            else:
                if settings.slack_signing_secret is None:
                    raise ConfigError.missing(
                        "SLACK_SIGNING_SECRET", "Slack HTTP mode (or set SLACK_APP_TOKEN)"
                    )
                bolt = adapter.app

                async def slack_events(request: web.Request) -> web.StreamResponse:
                    return await to_aiohttp_response(
                        await bolt.async_dispatch(await to_bolt_request(request))
                    )

                app.router.add_post("/slack/events", slack_events)
            runner = web.AppRunner(app, access_log=None)
            await runner.setup()
            site = web.TCPSite(runner, host, port)
            await site.start()
            sockets = list(getattr(site._server, "sockets", None) or [])
            bound = int(sockets[0].getsockname()[1]) if sockets else port
            log.info("serving", slack="socket" if socket_handler else "http", port=bound)
            if started is not None:
                await started(bound)
            try:
                await stop.wait()
            finally:
                if socket_handler is not None:
                    await socket_handler.close_async()  # type: ignore[no-untyped-call]
                await runner.cleanup()
