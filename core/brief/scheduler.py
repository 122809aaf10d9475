"""Sends each scheduled brief once per KRX trading day, across replicas and restarts.

Every ``interval_s`` (or injected ``tick``) each process looks at the schedules of its platforms. A
schedule is due when its latest slot (``calendar.latest_slot``: the last trading day whose ``HH:MM`` KST
has passed) is after the day it last went out. For a due schedule a process takes the schedule's lease
(``core.watch.lease``: one process composes, so three replicas do not all ask KIS), reads the schedule
again, composes the brief, then ``claim``s the day (an atomic compare-and-set in the store) and posts
only if the claim was its own — so a brief goes out once however many processes run, and a process
that was down at the slot sends it once when it is back (``late``: marked as delayed), not once per
day missed. Holidays and weekends have no slot. A failed post is logged, not retried (at most once).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable, Iterable
from datetime import date, datetime, timedelta

from core.brief.book import BriefBook, Schedule
from core.brief.calendar import latest_slot, slot
from core.clock import KST, now_kst
from core.logging import get_logger
from core.watch.lease import Lease

log = get_logger(__name__)
Compose = Callable[[Schedule, datetime, date, bool], Awaitable[str]]
Post = Callable[[Schedule, str], Awaitable[None]]
LATE_AFTER = timedelta(minutes=10)
LEASE_PREFIX = "brief"


class BriefScheduler:
    def __init__(
        self,
        book: BriefBook,
        compose: Compose,
        post: Post,
        *,
        lease: Lease,
        holder: str,
        platforms: Iterable[str],
        interval_s: float = 30.0,
        lease_ttl_s: float = 120.0,
        now: Callable[[], datetime] = now_kst,
        sleep: Callable[[float], Awaitable[None]] | None = None,
    ) -> None:
        self._book = book
        self._compose = compose
        self._post = post
        self._lease = lease
        self._holder = holder
        self.platforms = frozenset(platforms)
        self.interval_s = interval_s
        self._ttl_s = lease_ttl_s
        self._now = now
        self._sleep = sleep

    async def run(self, stop: asyncio.Event) -> None:
        """Check now and every ``interval_s`` until ``stop``."""
        while not stop.is_set():
            try:
                await self.tick()
            except Exception:  # the store or a bug: log it, keep the schedule
                log.exception("brief_tick_failed")
            if self._sleep is not None:
                await self._sleep(self.interval_s)
                continue
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(self.interval_s):
                    await stop.wait()

    async def tick(self) -> list[Schedule]:
        """Send what is due; the schedules this process sent."""
        now = self._now().astimezone(KST)
        sent = []
        for schedule in await self._book.all():
            if schedule.platform not in self.platforms:
                continue
            day = latest_slot(now, schedule.at)
            if day is None or schedule.last_day >= day.isoformat():
                continue
            if await self._send(schedule, day, now):
                sent.append(schedule)
        return sent

    async def _send(self, schedule: Schedule, day: date, now: datetime) -> bool:
        name = f"{LEASE_PREFIX}:{schedule.platform}:{schedule.conversation}"
        if not await self._lease.acquire(name, self._holder, self._ttl_s):
            return False
        try:
            fresh = await self._book.get(schedule.platform, schedule.conversation)
            if fresh is None or fresh.last_day >= day.isoformat():
                return False
            late = now - slot(day, fresh.at) > LATE_AFTER
            text = await self._compose(fresh, now, day, late)
            if not await self._book.claim(fresh, day.isoformat()):
                return False
            try:
                await self._post(fresh, text)
            except Exception:
                log.exception("brief_post_failed", platform=fresh.platform)
                return False
            log.info("brief_sent", platform=fresh.platform, day=day.isoformat(), late=late)
            return True
        finally:
            with contextlib.suppress(Exception):
                await self._lease.release(name, self._holder)
