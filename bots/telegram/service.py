"""Running the Telegram bot inside ``dexter serve``: long polling by default, a webhook when
``TELEGRAM_WEBHOOK_URL`` is set.

The webhook is served by the same aiohttp app as Slack's endpoint and ``/healthz`` (at the URL's path).
Telegram sends the secret token in ``X-Telegram-Bot-Api-Secret-Token``; a request without the right one
gets 403 and is never processed. Without ``TELEGRAM_WEBHOOK_SECRET`` a secret is derived from the bot
token (stable across restarts, never logged). Updates are acknowledged at once and processed in the
background; a redelivery is caught by the relay's dedup on ``update_id``.
"""

from __future__ import annotations

import hashlib
import hmac
import json
from typing import Any
from urllib.parse import urlsplit

from aiohttp import web
from telegram import Update
from telegram.ext import Application

from bots.relay.relay import Relay
from bots.telegram.app import ALLOWED_UPDATES, TelegramAdapter, build_application
from bots.telegram.port import TelegramPort
from core.config import Settings
from core.logging import get_logger, redact

log = get_logger(__name__)
SECRET_HEADER = "X-Telegram-Bot-Api-Secret-Token"
DEFAULT_WEBHOOK_PATH = "/telegram/webhook"


def webhook_secret(settings: Settings) -> str:
    """``TELEGRAM_WEBHOOK_SECRET``, or one derived from the bot token (Telegram allows ``[A-Za-z0-9_-]``)."""
    if settings.telegram_webhook_secret is not None and settings.telegram_webhook_secret.get_secret_value():
        return settings.telegram_webhook_secret.get_secret_value()
    token = settings.require("telegram_bot_token", "Telegram")
    secret = hmac.new(token.encode(), b"dexter-telegram-webhook", hashlib.sha256).hexdigest()[:48]
    redact.add([secret])  # never in a log line, like the configured secrets
    return secret


def webhook_path(url: str) -> str:
    path = urlsplit(url).path
    return path if path and path != "/" else DEFAULT_WEBHOOK_PATH


class TelegramService:
    """The PTB application, its port and (once ``start`` ran) its adapter.

    ``port`` exists from construction, so the relay can be built first; ``start(relay, web_app)``
    registers the handlers, publishes the commands and starts polling or the webhook route.
    """

    def __init__(
        self, settings: Settings, application: Application[Any, Any, Any, Any, Any, Any] | None = None
    ):
        self.settings = settings
        self.webhook_url = settings.telegram_webhook_url or None
        self.app = application or build_application(settings, webhook=self.webhook_url is not None)
        self.port = TelegramPort(self.app.bot)
        self.adapter: TelegramAdapter | None = None

    async def start(self, relay: Relay, web_app: web.Application | None) -> None:
        """Initialise (getMe), set the command menus, then poll or register the webhook route.
        The webhook route must be added before ``web_app`` starts; ``register_webhook`` is separate."""
        self.adapter = TelegramAdapter(self.settings, relay, self.app)
        await self.app.initialize()
        await self.adapter.set_commands()
        if self.webhook_url is None:
            updater = self.app.updater
            assert updater is not None  # built with an updater in polling mode
            await updater.start_polling(allowed_updates=ALLOWED_UPDATES)
        elif web_app is not None:
            web_app.router.add_post(webhook_path(self.webhook_url), self._webhook)
        await self.app.start()
        log.info(
            "telegram_started", bot=self.adapter.username, mode="webhook" if self.webhook_url else "polling"
        )

    async def register_webhook(self) -> None:
        """Tell Telegram where to deliver (after the HTTP server is listening)."""
        if self.webhook_url is not None:
            await self.app.bot.set_webhook(
                self.webhook_url, secret_token=webhook_secret(self.settings), allowed_updates=ALLOWED_UPDATES
            )

    async def _webhook(self, request: web.Request) -> web.Response:
        given = request.headers.get(SECRET_HEADER, "")
        if not hmac.compare_digest(given.encode(), webhook_secret(self.settings).encode()):
            log.warning("telegram_webhook_forbidden", remote=request.remote)
            return web.Response(status=403, text="forbidden")
        try:
            data = json.loads(await request.read())
            update = Update.de_json(data, self.app.bot)
        except (ValueError, TypeError, KeyError) as exc:
            log.warning("telegram_webhook_bad_update", error=repr(exc))
            return web.Response(status=400, text="bad update")
        await self.app.update_queue.put(update)  # processed concurrently by the application
        return web.json_response({"ok": True})

    async def stop_receiving(self) -> None:
        """Stop taking new updates and hand the ones already fetched to the relay (which then finishes
        or cancels them); the bot itself stays usable until ``close``."""
        updater = self.app.updater
        if updater is not None and updater.running:
            await updater.stop()
        if self.app.running:
            await self.app.stop()  # dispatches what is left in the update queue first

    async def close(self) -> None:
        """After the relay closed: stop typing/drafts, then the application and its HTTP client."""
        await self.port.aclose()
        if self.app.running:
            await self.app.stop()
        await self.app.shutdown()
