"""The watchlist's poller: new OpenDART filings of the watched companies, handed to a sink once each.

Each poll (every ``DEXTER_WATCH_INTERVAL_S``, or whenever the injected ``tick`` returns):

1. Take the lease (``core.watch.lease``): of several processes on one store only the holder polls; it
   renews the lease each poll and another process takes over once it expires (3 intervals).
2. Ask ``list.json`` (never cached) for the window from the last polled day (KST; at most
   ``MAX_CATCHUP_DAYS`` back, today on the very first poll) to today, the cheaper way: one call per
   watched company (``corp_code``), or the all-company list (no ``corp_code``, 100 rows a page) — whose
   page count is what the same window needed last time (``ASSUMED_ALL_PAGES`` for a new window). Five
   watched companies cost 5 calls a poll (1,440 a day at 300 s); 40 companies cost the pages of the
   day's whole list instead (~10 on a busy day).
3. Each filing not handled before (``watch_seen``, by ``rcept_no``, kept in the store — so a restart or
   a second process posts nothing twice) becomes a ``Notice`` for every conversation watching its company
   — except a watch not yet primed, which gets only filings received after the day it was made (a new
   watch starts from "now"). Then the filing is marked handled and the watches primed.

Quota: OpenDART allows ~20,000 calls a key a day, counted in the store (``core.data.quota``); a poll that
would pass ``QUOTA_STOP_AT`` is skipped (questions keep the rest), and status 020 pauses polling until
the next KST day. A failed call ends the poll without marking anything: the next poll tries again.

With ``digests`` (``core.watch.digest.DigestReader.read``) each new filing that goes to someone is read
once — its card, summary or headings ride on its notices (``Notice.digest``), for the bots layer to post
in the notice's thread; a digest that cannot be read leaves the notice as it was.

The sink posts a notice (the bots layer's, per platform); a sink error is logged and that delivery is not
retried (a removed channel must not be asked again every five minutes).

Offline (``DEXTER_OFFLINE=1``) the bots layer does not start the poller: the recorded data never gets a
new filing, so it says so in one log line (``watch_poller_off``) and the commands still keep the list.
"""

from __future__ import annotations

import asyncio
import math
from collections import defaultdict
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import Any, Literal

from core.clock import KST, now_kst
from core.data.dart.client import OpenDartClient
from core.data.quota import DartQuota
from core.errors import DataError, DataQuotaError
from core.logging import get_logger
from core.watch.book import Watch, WatchBook
from core.watch.digest.card import Digest
from core.watch.filings import Filing, Notice
from core.watch.lease import Lease

log = get_logger(__name__)

Sink = Callable[[Notice], Awaitable[None]]
Digests = Callable[[Filing], Awaitable[Digest | None]]
Mode = Literal["idle", "per_company", "all_companies"]
LEASE_NAME = "watch-poller"
PAGE_COUNT = 100
ASSUMED_ALL_PAGES = 10  # a busy day has ~1,000 filings
MAX_PAGES = 60
MAX_CATCHUP_DAYS = 7
QUOTA_STOP_AT = 18_000  # the quota's warning line: what is left is for questions
KEEP_HANDLED_S = 30 * 86_400.0
_LAST_DAY = "last_poll_day"


@dataclass(frozen=True, slots=True)
class PollReport:
    """What one poll did; ``skipped`` says why it did not ask OpenDART (``lease``, ``quota``, …)."""

    polled: bool
    mode: Mode = "idle"
    calls: int = 0
    new_filings: int = 0
    posted: int = 0
    skipped: str = ""


class WatchPoller:
    """Polls for the watches of ``platforms`` (the platforms this process posts to) — see the module
    docstring. ``holder`` names this process in the lease; ``now`` is KST wall time (injectable)."""

    def __init__(
        self,
        book: WatchBook,
        dart: OpenDartClient,
        sink: Sink,
        *,
        lease: Lease,
        holder: str,
        platforms: Iterable[str],
        interval_s: float = 300.0,
        quota: DartQuota | None = None,
        now: Callable[[], datetime] = now_kst,
        digests: Digests | None = None,
    ) -> None:
        self._book = book
        self._digests = digests
        self._dart = dart
        self._sink = sink
        self._lease = lease
        self._holder = holder
        self.platforms = frozenset(platforms)
        #: the lease and the handled marks are per set of platforms: a Slack-only and a Telegram-only
        #: process on one store each post their own platform's notices
        self.scope = ",".join(sorted(self.platforms))
        self.interval_s = interval_s
        self._quota = quota
        self._now = now
        self._all_pages: dict[tuple[date, date], int] = {}
        self._paused_day: date | None = None

    @property
    def lease_name(self) -> str:
        return f"{LEASE_NAME}:{self.scope}"

    @property
    def lease_ttl_s(self) -> float:
        return max(3 * self.interval_s, 30.0)

    async def run(self, stop: asyncio.Event, tick: Callable[[], Awaitable[None]] | None = None) -> None:
        """Poll now and after every ``tick`` (default: the interval, or until ``stop``) until ``stop``."""
        wait = tick or (lambda: _wait(stop, self.interval_s))
        try:
            while not stop.is_set():
                try:
                    await self.poll_once()
                except Exception:  # a bug or the store: log it, keep polling
                    log.exception("watch_poll_failed")
                await wait()
        finally:
            await self.release()

    async def baseline(self, watch: Watch) -> bool:
        """Start a new watch from *now*: today's filings of its company so far count as delivered to
        it, and it is primed — so the next poll posts every filing received after this moment, even on
        the same day (``list.json`` dates filings by day only). One call; ``False`` if it failed (the
        watch then starts from the next day, see ``_after_start``)."""
        today = self._now().astimezone(KST).date()
        try:
            rows, _pages, _total = await list_filings(self._dart, today, today, corp_code=watch.corp_code)
        except DataError as exc:
            log.warning("watch_baseline_failed", error=str(exc), code=exc.code)
            return False
        for filing in map(Filing.from_row, rows):
            if filing.rcept_no and filing.corp_code == watch.corp_code:
                await self._book.mark_delivered(filing, watch.platform, watch.conversation)
        await self._book.prime([watch])
        return True

    async def release(self) -> None:
        """Give the lease up (a stopping process: another one may poll at once)."""
        await self._lease.release(self.lease_name, self._holder)

    async def poll_once(self) -> PollReport:
        if not await self._lease.acquire(self.lease_name, self._holder, self.lease_ttl_s):
            return PollReport(False, skipped="lease")
        today = self._now().astimezone(KST).date()
        if self._paused_day == today:
            return PollReport(False, skipped="quota")
        watches = [w for w in await self._book.all() if w.platform in self.platforms]
        if not watches:
            return PollReport(True)
        start = await self._window_start(today)
        corps = sorted({w.corp_code for w in watches})
        all_pages = self._all_pages.get((start, today), ASSUMED_ALL_PAGES)
        mode: Mode = "per_company" if len(corps) <= all_pages else "all_companies"
        planned = len(corps) if mode == "per_company" else all_pages
        if self._quota is not None and await self._quota.today() + planned > QUOTA_STOP_AT:
            log.warning("watch_poll_skipped_quota", planned=planned, stop_at=QUOTA_STOP_AT)
            return PollReport(False, mode, skipped="quota")
        try:
            rows, calls = await self._fetch(mode, corps, start, today)
        except DataQuotaError:
            self._paused_day = today
            log.warning("watch_paused_quota", until="the next KST day")
            return PollReport(False, mode, skipped="quota")
        except DataError as exc:
            log.warning("watch_poll_data_failed", error=str(exc), code=exc.code)
            return PollReport(False, mode, skipped="data")
        new, posted = await self._deliver(rows, watches)
        await self._book.prime(watches)
        await self._book.set_state(self._state_key, today.isoformat())
        await self._book.prune(KEEP_HANDLED_S)
        await self._lease.acquire(self.lease_name, self._holder, self.lease_ttl_s)
        report = PollReport(True, mode, calls, new, posted)
        log.info("watch_polled", mode=mode, calls=calls, companies=len(corps), new=new, posted=posted)
        return report

    async def _digest(self, filing: Filing) -> Digest | None:
        """The filing's digest, best effort (a failure is logged; the notice goes out without one)."""
        if self._digests is None:
            return None
        try:
            return await self._digests(filing)
        except Exception:
            log.exception("watch_digest_failed", rcept_no=filing.rcept_no)
            return None

    @property
    def _state_key(self) -> str:
        return f"{_LAST_DAY}:{self.scope}"

    async def _window_start(self, today: date) -> date:
        last = await self._book.state(self._state_key)
        try:
            day = date.fromisoformat(last) if last else today
        except ValueError:
            day = today
        return min(today, max(day, today - timedelta(days=MAX_CATCHUP_DAYS)))

    async def _fetch(
        self, mode: Mode, corps: list[str], start: date, end: date
    ) -> tuple[list[dict[str, Any]], int]:
        if mode == "per_company":
            rows: list[dict[str, Any]] = []
            calls = 0
            for corp in corps:
                found, pages, _total = await list_filings(self._dart, start, end, corp_code=corp)
                rows += found
                calls += pages
            return rows, calls
        found, pages, total = await list_filings(self._dart, start, end)
        self._all_pages = {(start, end): max(1, math.ceil(total / PAGE_COUNT))}
        wanted = set(corps)
        return [r for r in found if str(r.get("corp_code", "")) in wanted], pages

    async def _deliver(self, rows: list[dict[str, Any]], watches: list[Watch]) -> tuple[int, int]:
        filings = {f.rcept_no: f for f in map(Filing.from_row, rows) if f.rcept_no}
        handled = await self._book.handled(filings, scope=self.scope)
        by_corp: dict[str, list[Watch]] = defaultdict(list)
        for watch in watches:
            by_corp[watch.corp_code].append(watch)
        new = posted = 0
        for rcept_no in sorted(set(filings) - handled):  # oldest first: rcept_no starts with the day
            filing = filings[rcept_no]
            new += 1
            already = await self._book.delivered(rcept_no)
            targets = [
                w
                for w in by_corp[filing.corp_code]
                if (w.platform, w.conversation) not in already and _after_start(w, filing)
            ]
            digest = await self._digest(filing) if targets else None
            for watch in targets:
                try:
                    await self._sink(Notice(watch.platform, watch.conversation, filing, watch.name, digest))
                    posted += 1
                except Exception:
                    log.exception("watch_post_failed", rcept_no=rcept_no, platform=watch.platform)
                await self._book.mark_delivered(filing, watch.platform, watch.conversation)
            await self._book.mark_handled([filing], scope=self.scope)
        return new, posted


def _after_start(watch: Watch, filing: Filing) -> bool:
    """A primed watch gets every new filing; a new one only what was received after the day it was made."""
    if watch.primed:
        return True
    made = datetime.fromtimestamp(watch.created_at, KST).strftime("%Y%m%d")
    return filing.rcept_dt > made


async def list_filings(
    dart: OpenDartClient,
    start: date,
    end: date,
    *,
    corp_code: str | None = None,
    page_count: int = PAGE_COUNT,
    max_pages: int = MAX_PAGES,
) -> tuple[list[dict[str, Any]], int, int]:
    """``list.json`` for a window, every page, never cached: (rows, calls made, total_count).

    Without ``corp_code`` the list holds every company's filings (OpenDART allows a window of at most
    three months then). Status 013 (nothing filed) is an empty list; other statuses raise their typed
    errors (``core.data.dart.status``). The API key never appears in a log line or an error.
    """
    params = {
        "bgn_de": start.strftime("%Y%m%d"),
        "end_de": end.strftime("%Y%m%d"),
        "page_count": str(page_count),
    }
    if corp_code:
        params["corp_code"] = corp_code
    rows: list[dict[str, Any]] = []
    total = 0
    for page in range(1, max_pages + 1):
        body = await dart.get_json_fresh("list", {**params, "page_no": str(page)})
        found = list(body.get("list") or [])
        rows += found
        total = int(body.get("total_count") or len(rows))
        if not found or page >= int(body.get("total_page") or 1):
            return rows, page, total
    log.warning("watch_list_truncated", pages=max_pages, total=total)
    return rows, max_pages, total


async def _wait(stop: asyncio.Event, seconds: float) -> None:
    try:
        async with asyncio.timeout(seconds):
            await stop.wait()
    except TimeoutError:
        return
