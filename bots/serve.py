"""``dexter serve``: run the bots that have tokens in one asyncio process.

Slack uses Socket Mode when ``SLACK_APP_TOKEN`` is set, else HTTP on ``--port`` (``/slack/events``).
Telegram uses long polling, or a webhook on the same HTTP port when ``TELEGRAM_WEBHOOK_URL`` is set.
``/healthz`` (alive), ``/readyz`` (store open, Redis answering when ``DEXTER_REDIS_URL`` is set, every
started platform receiving) and ``/metrics`` (Prometheus) are always served.
One runtime, one relay, one store for every platform.

Start: open the store → platform clients → recover the runs the last process left unfinished (before
any new delivery can arrive, so each conversation keeps its order) → the keeper (every heartbeat period:
renew this replica's runs, take over those of a replica that stopped heartbeating) → receiving → HTTP.
Stop (SIGTERM/SIGINT): take no new deliveries, let running runs finish for ``DEXTER_SHUTDOWN_GRACE_S``,
then store the rest as interrupted (the next start re-runs them) with their messages saying so, close
the platform clients, exit 0.
"""

from __future__ import annotations

import asyncio
import contextlib
import signal
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

from aiohttp import web

from bots.compose import open_runtime
from bots.relay.cluster.journal import RunJournal
from bots.relay.cluster.recovery import Keeper, recover
from bots.relay.ports import PlatformPort
from bots.relay.relay import Relay
from bots.relay.retention import prune_relay
from bots.watch.service import process_name, watching
from core.config import Settings
from core.errors import ConfigError
from core.logging import get_logger, redact
from core.metrics import ACTIVE_RUNS, QUEUED_RUNS, exposition
from core.retention import retention_loop
from core.shared import Shared
from core.store import Store
from core.watch import StoreLease

if TYPE_CHECKING:
    from bots.slack.service import SlackService
    from bots.telegram.service import TelegramService

log = get_logger(__name__)
CHECK_TIMEOUT_S = 2.0  # a readiness check (or a delivery's store probe) that takes longer fails


def _check(settings: Settings, *, slack: bool, telegram: bool) -> None:
    if not slack and not telegram:
        raise ConfigError(
            "실행할 봇이 없습니다: SLACK_BOT_TOKEN 또는 TELEGRAM_BOT_TOKEN을 설정하세요.",
            setting="SLACK_BOT_TOKEN",
        )
    if telegram:
        settings.require("telegram_bot_token", "Telegram")
    if slack and not settings.slack_oauth:  # OAuth: each workspace's token is in the store
        settings.require("slack_bot_token", "Slack")


def _stop_on_signals(stop: asyncio.Event) -> None:
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
            loop.add_signal_handler(sig, stop.set)


class Health:
    """``/healthz`` and ``/readyz``: what is up, by name. Checks run together, each for at most
    ``timeout_s`` (a database that does not answer is not ready, whatever its pool would wait); a check
    that fails says why in ``reasons`` (the service's address, never a password)."""

    def __init__(self, *, timeout_s: float = CHECK_TIMEOUT_S) -> None:
        self.checks: dict[str, Callable[[], Awaitable[bool]]] = {}
        #: where a check's service is (no password), named in its reason when it fails
        self.where: dict[str, str] = {}
        self.timeout_s = timeout_s

    async def healthz(self, _request: web.Request) -> web.Response:
        return web.json_response({"ok": True})

    async def readyz(self, _request: web.Request) -> web.Response:
        status, reasons = await self.run(self.checks)
        ready = bool(status) and all(status.values())
        body: dict[str, object] = {
            "ready": ready,
            "checks": status,
            "not_ready": sorted(k for k, v in status.items() if not v),
        }
        if reasons:
            body["reasons"] = reasons
        return web.json_response(body, status=200 if ready else 503)

    async def run(
        self, checks: dict[str, Callable[[], Awaitable[bool]]]
    ) -> tuple[dict[str, bool], dict[str, str]]:
        """Each check's outcome, and why the failed ones failed."""
        names = list(checks)
        outcomes = await asyncio.gather(*(self._one(name, checks[name]) for name in names))
        status = {name: reason is None for name, reason in zip(names, outcomes, strict=True)}
        reasons = {name: reason for name, reason in zip(names, outcomes, strict=True) if reason is not None}
        return status, reasons

    async def _one(self, name: str, check: Callable[[], Awaitable[bool]]) -> str | None:
        try:
            async with asyncio.timeout(self.timeout_s):
                if await check():
                    return None
                reason = "not ready"
        except TimeoutError:
            reason = f"no answer within {self.timeout_s:g} s"
        except Exception as exc:
            reason = f"{type(exc).__name__}: {exc}"
        where = self.where.get(name, "")
        if where and where not in reason:
            reason = f"{where}: {reason}"
        return redact(" ".join(reason.split()))[:300]


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
        server = _Server(settings, stack)
        await server.start(slack=slack, telegram=telegram)
        bound = await server.listen(host, port)
        background = _start_retention(settings, server.store, stop)
        log.info(
            "serving",
            slack=("socket" if settings.slack_app_token else "http") if slack else "off",
            telegram=("webhook" if settings.telegram_webhook_url else "polling") if telegram else "off",
            port=bound,
        )
        if started is not None:
            await started(bound)
        await stop.wait()
        log.info("shutting_down", grace_s=settings.dexter_shutdown_grace_s, active=server.relay.runs.pending)
        await server.stop_receiving()
        await server.relay.shutdown(settings.dexter_shutdown_grace_s)
        background.cancel()
        await asyncio.wait([background])


class _Server:
    """The pieces of one ``dexter serve`` process, started in order onto ``stack`` (which closes them in
    reverse: HTTP, platforms' receiving, the relay — every open run ends visibly — then the clients)."""

    def __init__(self, settings: Settings, stack: contextlib.AsyncExitStack) -> None:
        self.settings = settings
        self.stack = stack
        self.health = Health()
        self.app = web.Application(middlewares=[self._refuse_when_not_ready])
        self.ports: dict[str, PlatformPort] = {}
        self._telegram: TelegramService | None = None
        self._slack: SlackService | None = None

    async def start(self, *, slack: bool, telegram: bool) -> None:
        settings, stack = self.settings, self.stack
        runtime = await stack.enter_async_context(await open_runtime(settings, require_model=False))
        self.store = runtime.data.store
        self.health.checks["store"] = _store_check(self.store)
        self.health.where["store"] = self.store.where
        shared = runtime.data.shared  # DEXTER_REDIS_URL: budgets and the KIS token with other replicas
        if shared is not None:
            await shared.ping()  # SharedStateError: no start with budgets that cannot be counted
            self.health.checks["redis"] = _shared_check(shared)
            self.health.where["redis"] = f"redis ({getattr(shared, 'address', '')})"
        if runtime.agent is None:
            log.warning("serving_without_model", problem=runtime.model_problem)
        journal = RunJournal(self.store, dedup_ttl_s=settings.dexter_dedup_ttl_s)
        if telegram:
            from bots.telegram.service import TelegramService

            # replicas on PostgreSQL elect one poller (polling mode); one process polls without asking
            lease = StoreLease(self.store) if self.store.dialect == "postgresql" else None
            self._telegram = tg = TelegramService(settings, shared=shared, lease=lease, holder=process_name())
            stack.push_async_callback(tg.close)  # runs after the relay has closed
            self.ports["telegram"] = tg.port
        if slack:
            from bots.slack.service import SlackService

            self._slack = sl = SlackService(settings, shared=shared, store=self.store)
            await sl.identify()
            await _require_scopes(sl)
            sl.port.views = journal  # a stream a crash left open is closed at the next start
            self.ports["slack"] = sl.port
        self.relay = await stack.enter_async_context(
            Relay.from_runtime(runtime, self.ports.__getitem__, journal=journal)
        )
        self._routes()
        if self._telegram is not None:
            await self._telegram.app.initialize()  # the bot works (getMe) before it takes updates
        # what the last process left unfinished goes first, before any new delivery can arrive
        within_s, platforms = settings.dexter_recover_within_s, frozenset(self.ports)
        await recover(self.relay.crew, within_s=within_s, platforms=platforms, background=True)
        await stack.enter_async_context(  # heartbeats of the runs here; runs of a dead replica taken over
            Keeper(self.relay.crew, within_s=within_s, platforms=platforms, background=True)
        )
        if self._slack is not None:
            await self._slack.start(self.relay, self.app)
            stack.push_async_callback(self._slack.stop_receiving)
            self.health.checks["slack"] = self._slack.ready
        if self._telegram is not None:
            await self._telegram.start(self.relay, self.app)
            stack.push_async_callback(self._telegram.stop_receiving)  # first out while closing
            self.health.checks["telegram"] = self._telegram_ready
        # the watchlist: its commands on each platform, one poller per store (bots.watch)
        await stack.enter_async_context(
            watching(
                runtime,
                slack=self._slack.adapter if self._slack is not None else None,
                telegram=self._telegram.adapter if self._telegram is not None else None,
            )
        )

    @web.middleware
    async def _refuse_when_not_ready(
        self, request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
    ) -> web.StreamResponse:
        """A delivery (every POST: Slack's events, Telegram's webhook) while the store — or, with
        ``DEXTER_REDIS_URL``, the shared state the replicas count their budgets in — does not answer gets
        a 503 at once, so the platform delivers it again later (to this or another replica) rather than
        waiting out a connect timeout past Slack's 3 s, or running with budgets counted per replica.
        (A store that fails after this probe still refuses: the journal stores nothing and the adapters
        answer 5xx.)"""
        if request.method == "POST":
            needed = {name: self.health.checks[name] for name in DELIVERY_NEEDS if name in self.health.checks}
            if needed:
                status, reasons = await self.health.run(needed)
                down = sorted(name for name, ok in status.items() if not ok)
                if down:
                    log.warning("delivery_refused", path=request.path, not_ready=down, reasons=reasons)
                    return web.json_response({"accepted": False, "not_ready": down}, status=503)
        return await handler(request)

    def _routes(self) -> None:
        self.app.router.add_get("/healthz", self.health.healthz)
        self.app.router.add_get("/readyz", self.health.readyz)
        self.app.router.add_get("/metrics", _metrics)
        runs = self.relay.runs
        ACTIVE_RUNS.set_function(lambda: runs.running)
        QUEUED_RUNS.set_function(lambda: max(0, runs.pending - runs.running))

    async def _telegram_ready(self) -> bool:
        return self._telegram is not None and self._telegram.ready

    async def listen(self, host: str, port: int) -> int:
        """Serve HTTP; returns the bound port (``port=0`` picks a free one)."""
        runner = web.AppRunner(self.app, access_log=None)
        await runner.setup()
        self.stack.push_async_callback(runner.cleanup)
        await web.TCPSite(runner, host, port).start()
        if self._telegram is not None:
            await self._telegram.register_webhook()
        return _bound_port(runner, port)

    async def stop_receiving(self) -> None:
        if self._slack is not None:
            await self._slack.stop_receiving()
        if self._telegram is not None:
            await self._telegram.stop_receiving()


async def _require_scopes(slack: SlackService) -> None:
    """The bot token has every scope of the manifest (doctor's check, on the header ``auth.test``
    returns them in); a missing one stops the start (``bots.doctor.startup`` says which, and how)."""
    if slack.oauth is not None:
        return  # each workspace's installation has its own token and scopes
    from bots.doctor.platforms import missing_scopes
    from bots.doctor.startup import StartRefused

    response = await slack.client.auth_test()
    missing = missing_scopes(response.headers.get("x-oauth-scopes"))
    if missing:
        raise StartRefused("slack", f"missing scopes: {', '.join(missing)}")


async def _metrics(_request: web.Request) -> web.Response:
    body, content_type = exposition()
    return web.Response(body=body, headers={"Content-Type": content_type})


def _store_check(store: Store) -> Callable[[], Awaitable[bool]]:
    async def check() -> bool:
        return await store.fetchone("SELECT 1") == (1,)

    return check


#: what a delivery needs to be accepted (checked per POST; the platform redelivers a 503)
DELIVERY_NEEDS = ("store", "redis")


def _shared_check(shared: Shared) -> Callable[[], Awaitable[bool]]:
    async def check() -> bool:
        await shared.ping()  # SharedStateError: not ready (budgets would count per replica)
        return True

    return check


def _bound_port(runner: web.AppRunner, port: int) -> int:
    """The port the server listens on (``port=0`` picks a free one)."""
    for address in runner.addresses:
        if isinstance(address, tuple) and len(address) >= 2:
            return int(address[1])
    return port


def _start_retention(settings: Settings, store: Store, stop: asyncio.Event) -> asyncio.Task[None]:
    """Prune old turns, run records, dedup keys and scratchpads in the background (the store's tables
    by one process of those sharing it: the lease; each its own scratchpads)."""
    loop = retention_loop(
        store,
        retention_days=settings.dexter_retention_days,
        scratchpad_dir=settings.scratchpad_dir,
        stop=stop,
        lease=StoreLease(store),
        holder=process_name(),
        pruners=(prune_relay,),  # the relay's tables: core knows none of them
    )
    return asyncio.create_task(loop, name="retention")
