"""The watchlist inside ``dexter serve``: commands on each platform, one poller posting notices.

``watching(runtime, slack=…, telegram=…)`` wires the commands and the 요약 buttons into the adapters that
run, and starts the poller (``core.watch.poller``) with a sink that posts each notice through its
platform. Several processes on one store run one poller between them (the lease); a process that stops
gives the lease up so another can go on at once.

The scheduled briefings (``bots.watch.brief``: ``brief 08:30|off|now``) ride along: their command hook and
posters are attached with the watch's, their scheduler starts and stops with the poller's task.

Offline (``DEXTER_OFFLINE=1``) the commands work and the list is kept, but no poller starts — the
recorded data never gets a new filing — and one log line says so (``watch_poller_off``).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import secrets
import socket
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import TYPE_CHECKING

from bots.compose import Runtime
from bots.watch.brief import BriefService, slack_sender, telegram_sender
from bots.watch.commands import WatchCommands
from core.data.quota import DartQuota
from core.logging import get_logger
from core.watch import Notice, SqliteLease, WatchBook, WatchPoller
from core.watch.book import Watch
from core.watch.digest import DigestReader, Summarize
from core.watch.digest.summary import summarize
from core.watch.filings import Filing

if TYPE_CHECKING:
    from bots.slack.app import SlackAdapter
    from bots.telegram.app import TelegramAdapter
    from core.data.dart.document import FilingDocument

log = get_logger(__name__)
Poster = Callable[[Notice], Awaitable[None]]


def process_name() -> str:
    """This process in the lease: host, pid and a random part (a restarted pid is someone else)."""
    return f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(3)}"


class WatchService:
    """The book, the commands, the platform posters and (``start``) the poller task."""

    def __init__(self, runtime: Runtime, *, holder: str | None = None) -> None:
        settings = runtime.settings
        self.runtime = runtime
        self.book = WatchBook(runtime.data.store)
        self.polling = not settings.dexter_offline
        self.interval_s = settings.dexter_watch_interval_s
        self.commands = WatchCommands(
            self.book,
            runtime.data.companies,
            polling=self.polling,
            interval_s=self.interval_s,
            started=self._baseline,
        )
        self.holder = holder or process_name()
        self.briefs = BriefService(runtime, self.book, holder=self.holder)
        self.posters: dict[str, Poster] = {}
        self._stop = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._poller: WatchPoller | None = None

    def attach_slack(self, adapter: SlackAdapter) -> None:
        from bots.watch.slack import SlackWatch

        self.posters["slack"] = SlackWatch(adapter, self.commands).post
        adapter.services["brief"] = lambda conversation, text: self.briefs.command(conversation[:3], text)
        self.briefs.senders["slack"] = slack_sender(adapter)

    def attach_telegram(self, adapter: TelegramAdapter) -> None:
        from bots.watch.telegram import TelegramWatch

        self.posters["telegram"] = TelegramWatch(adapter, self.commands).post
        adapter.services["brief"] = self.briefs.command
        self.briefs.senders["telegram"] = telegram_sender(adapter)

    def poller(self) -> WatchPoller:
        """The poller for the attached platforms (tests drive ``poll_once`` themselves)."""
        if self._poller is not None:
            return self._poller
        store = self.runtime.data.store
        digests = DigestReader(self.runtime.data.dart, summarize=self._summarizer())
        self.briefs.digests = digests  # a brief's new filings carry the same digests
        self._poller = WatchPoller(
            self.book,
            self.runtime.data.dart,
            self.sink,
            lease=SqliteLease(store),
            holder=self.holder,
            platforms=self.posters,
            interval_s=self.interval_s,
            quota=DartQuota(store),
            digests=digests.read,
        )
        return self._poller

    def _summarizer(self) -> Summarize | None:
        """With a model key, filings without a card get a short summary (validated, ``core.watch.digest``)."""
        models = self.runtime.models
        if models is None:
            return None
        model = models.fast

        async def run(filing: Filing, document: FilingDocument) -> str | None:
            return await summarize(model, filing, document)

        return run

    async def _baseline(self, watch: Watch) -> None:
        """A new watch starts now: today's filings so far are its baseline (best effort)."""
        try:
            await self.poller().baseline(watch)
        except Exception as exc:  # no OpenDART key, or the store: the watch starts from the next day
            log.warning("watch_baseline_skipped", error=str(exc))

    async def sink(self, notice: Notice) -> None:
        await self.posters[notice.platform](notice)

    def start(self) -> None:
        """Start polling in the background (or say in the log why not)."""
        if not self.posters or self._task is not None:
            return
        self.briefs.start()
        if not self.polling:
            log.info("watch_poller_off", reason="offline: the recorded data gets no new filings")
            return
        try:
            poller = self.poller()
        except Exception as exc:  # no OpenDART key: the commands still answer, nothing is polled
            log.warning("watch_poller_off", reason=str(exc))
            return
        self._task = asyncio.create_task(poller.run(self._stop), name="watch-poller")
        log.info("watch_poller_started", interval_s=self.interval_s, platforms=sorted(self.posters))

    async def aclose(self) -> None:
        """Stop polling and give the lease up (another process may go on at once)."""
        await self.briefs.aclose()
        self._stop.set()
        task, self._task = self._task, None
        if task is not None:
            try:
                async with asyncio.timeout(10):
                    await task
            except TimeoutError:
                task.cancel()
                await asyncio.wait([task])
        if self._poller is not None:
            with contextlib.suppress(Exception):  # the store may be closing: the lease then expires
                await self._poller.release()


@contextlib.asynccontextmanager
async def watching(
    runtime: Runtime, *, slack: SlackAdapter | None, telegram: TelegramAdapter | None
) -> AsyncIterator[WatchService]:
    """The watchlist for the adapters that run, polling while the block runs."""
    service = WatchService(runtime)
    if slack is not None:
        service.attach_slack(slack)
    if telegram is not None:
        service.attach_telegram(telegram)
    service.start()
    try:
        yield service
    finally:
        await service.aclose()
