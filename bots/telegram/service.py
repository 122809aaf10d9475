"""Running the Telegram bot inside ``dexter serve``: long polling by default, a webhook when
``TELEGRAM_WEBHOOK_URL`` is set.

The webhook is served by the same aiohttp app as Slack's endpoint and ``/healthz`` (at the URL's path).
Telegram sends the secret token in ``X-Telegram-Bot-Api-Secret-Token``; a request without the right one
gets 403 and is never processed. Without ``TELEGRAM_WEBHOOK_SECRET`` a secret is derived from the bot
token (stable across restarts, never logged).

Nothing accepted is lost: an update is handed to the handlers (which store the run) *before* it is
confirmed — the webhook answers 200 only after that, and the poller (our own loop, not PTB's Updater,
which confirms a batch as soon as it fetches the next one) moves the offset past an update only once it
was processed. An update whose run could not be stored (store failure, shutting down) is not confirmed:
Telegram delivers it again, and the relay's dedup on ``update_id`` catches any double.

Replicas (a ``lease`` given: PostgreSQL): Telegram allows one ``getUpdates`` caller per bot, so in polling
mode the replicas elect one poller (``core.watch.lease.Leader`` on the lease ``telegram-poller:<bot id>``,
ttl ``POLLER_LEASE_TTL_S``); the others stand by — still ready, serving Slack and health — and one of them
takes over within the ttl when the poller dies, at once when it stops (it confirms what it processed,
then gives the lease up). Updates fetched but not confirmed by a dead poller come again to the next one;
the shared dedup catches them. In webhook mode every replica accepts (no election).
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import time
from typing import Any
from urllib.parse import urlsplit

from aiohttp import web
from telegram import Update
from telegram.error import Conflict, InvalidToken, TelegramError
from telegram.ext import Application, ContextTypes

from bots.relay import Relay, ShuttingDown
from bots.telegram.app import ALLOWED_UPDATES, TelegramAdapter, build_application
from bots.telegram.port import TelegramPort
from core.config import Settings
from core.errors import DexterError
from core.logging import get_logger, redact
from core.shared import Windows
from core.watch.lease import Leader, Lease

log = get_logger(__name__)
SECRET_HEADER = "X-Telegram-Bot-Api-Secret-Token"
DEFAULT_WEBHOOK_PATH = "/telegram/webhook"
POLL_TIMEOUT_S = 25
POLL_BACKOFF_S = (1.0, 2.0, 5.0, 10.0, 30.0)
UNSTORED_RETRIES = 5  # an update whose run cannot be stored is retried this often, then skipped
POLLER_LEASE_TTL_S = 15.0  # a dead poller's replacement starts within this


def _not_stored(error: BaseException | None) -> bool:
    """The handler failed to *accept* the update (it must be delivered again), not on a bug."""
    return isinstance(error, ShuttingDown | DexterError) or type(error).__module__.startswith(
        ("sqlite3", "psycopg")
    )


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
        self,
        settings: Settings,
        application: Application[Any, Any, Any, Any, Any, Any] | None = None,
        *,
        shared: Windows | None = None,
        lease: Lease | None = None,
        holder: str = "",
        lease_ttl_s: float = POLLER_LEASE_TTL_S,
    ):
        self.settings = settings
        self.webhook_url = settings.telegram_webhook_url or None
        # never PTB's Updater: our poller confirms an update only after it was stored (module docstring)
        self.app = application or build_application(settings, webhook=True, shared=shared)
        self.port = TelegramPort(self.app.bot)
        self.adapter: TelegramAdapter | None = None
        self._failures: dict[int, BaseException | None] = {}
        self._poller: asyncio.Task[None] | None = None
        self.offset: int | None = None
        #: monotonic time of the last successful getUpdates (polling) — for readiness
        self.last_poll_at: float | None = None
        self.webhook_set = False
        self._lease, self._holder, self._lease_ttl_s = lease, holder, lease_ttl_s
        #: polling replicas: the election of the one poller (``None`` without a lease or with a webhook)
        self.leader: Leader | None = None
        #: getUpdates calls this service made while polling
        self.polls = 0

    async def start(self, relay: Relay, web_app: web.Application | None) -> None:
        """Initialise (getMe), set the command menus, then poll or register the webhook route.
        The webhook route must be added before ``web_app`` starts; ``register_webhook`` is separate."""
        self.adapter = TelegramAdapter(self.settings, relay, self.app)
        self.app.add_error_handler(self._note_failure)
        await self.app.initialize()
        await self.adapter.set_commands()
        if self.webhook_url is None:
            await self.app.bot.delete_webhook(drop_pending_updates=False)  # polling needs no webhook
            if self._lease is not None:
                name = f"telegram-poller:{self.app.bot.id}"
                self.leader = Leader(self._lease, name, self._holder, ttl_s=self._lease_ttl_s)
            self._poller = asyncio.create_task(self._elected(), name="telegram-poller")
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
            self.webhook_set = True

    @property
    def ready(self) -> bool:
        """Receiving: the webhook is set, or the poller is alive and heard from Telegram lately."""
        if self.webhook_url is not None:
            return self.webhook_set
        alive = self._poller is not None and not self._poller.done()
        if alive and self.leader is not None and not self.leader.leading:
            return True  # standing by: another replica polls
        recent = self.last_poll_at is not None and time.monotonic() - self.last_poll_at < 3 * POLL_TIMEOUT_S
        return alive and recent

    async def _note_failure(self, update: object, context: ContextTypes.DEFAULT_TYPE) -> None:
        if isinstance(update, Update):
            self._failures[update.update_id] = context.error

    async def process(self, update: Update) -> bool:
        """Run the handlers on one update; ``False`` when its run could not be stored (redeliver it)."""
        self._failures.pop(update.update_id, None)
        await self.app.process_update(update)
        error = self._failures.pop(update.update_id, None)
        return not _not_stored(error)

    async def _elected(self) -> None:
        """Poll — as the elected poller when replicas share a lease."""
        if self.leader is None:
            await self._polling()
        else:
            await self.leader.run(self._polling)

    async def _polling(self) -> None:
        """One term of polling: from where Telegram has us, until stopped; what was processed is
        confirmed on the way out (before a lease is given up: the next poller starts after it)."""
        self.offset = None
        try:
            await self._poll()
        finally:
            await self._confirm()

    async def _poll(self) -> None:
        """Long polling that confirms an update (the next offset) only after it was processed."""
        failures = 0
        unstored = 0
        while True:
            self.polls += 1
            try:
                updates = await self.app.bot.get_updates(
                    offset=self.offset, timeout=POLL_TIMEOUT_S, allowed_updates=ALLOWED_UPDATES
                )
            except InvalidToken:
                log.error("telegram_polling_stopped", reason="the bot token was refused")  # noqa: TRY400
                return
            except (Conflict, TelegramError) as exc:  # network trouble, another poller, flood wait
                delay = POLL_BACKOFF_S[min(failures, len(POLL_BACKOFF_S) - 1)]
                failures += 1
                log.warning("telegram_poll_failed", error=exc.message, retry_in_s=delay)
                await asyncio.sleep(delay)
                continue
            failures = 0
            self.last_poll_at = time.monotonic()
            for update in updates:
                if not await self.process(update):
                    unstored += 1
                    if unstored <= UNSTORED_RETRIES:
                        log.warning("telegram_update_not_stored", update=update.update_id, attempt=unstored)
                        await asyncio.sleep(POLL_BACKOFF_S[min(unstored - 1, len(POLL_BACKOFF_S) - 1)])
                        break  # not confirmed: fetched again from this update on
                    log.error("telegram_update_skipped", update=update.update_id)
                unstored = 0
                self.offset = update.update_id + 1

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
        if not await self.process(update):  # not stored: Telegram must deliver it again
            return web.Response(status=503, text="not accepted, retry later")
        return web.json_response({"ok": True})

    async def stop_receiving(self) -> None:
        """Stop taking new updates and hand the ones already fetched to the relay (which then finishes
        or cancels them); the bot itself stays usable until ``close``."""
        poller, self._poller = self._poller, None
        if poller is not None:
            poller.cancel()
            await asyncio.wait([poller])  # confirms what it processed (``_polling``)
        if self.app.running:
            await self.app.stop()  # dispatches what is left in the update queue first

    async def _confirm(self) -> None:
        """Tell Telegram which updates are processed (a zero-timeout getUpdates with the offset), so a
        restart does not fetch them again (they would be caught as duplicates anyway)."""
        if self.offset is None:
            return
        try:
            async with asyncio.timeout(5):
                await self.app.bot.get_updates(offset=self.offset, timeout=0, limit=1)
        except (TelegramError, TimeoutError) as exc:
            log.warning("telegram_confirm_failed", error=repr(exc))

    async def close(self) -> None:
        """After the relay closed: stop typing/drafts, then the application and its HTTP client."""
        await self.port.aclose()
        if self.app.running:
            await self.app.stop()
        await self.app.shutdown()
