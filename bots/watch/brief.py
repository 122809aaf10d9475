"""Scheduled briefings in ``dexter serve``: ``brief 08:30`` · ``brief off`` · ``brief now`` · ``brief``
(what is set) in a Slack channel or Telegram chat, and the scheduler that sends them
(``core.brief``): every KRX trading day at the set KST time one message about the conversation's
watchlist, once across replicas, caught up once after downtime.

A schedule belongs to the conversation without its thread, like a watch. The brief is a plain message in
the conversation (Slack escapes it; Telegram cuts it at its message limit).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable
from datetime import date, datetime
from typing import TYPE_CHECKING

from bots import texts
from bots.compose import Runtime
from bots.relay import ConversationKey, key_from_text, key_text
from core.brief import BriefBook, BriefScheduler, Market, Schedule, compose, latest_slot, next_slot, parse_at
from core.brief.calendar import korean_day
from core.brief.overview import overview
from core.clock import KST, now_kst
from core.logging import get_logger
from core.watch import StoreLease, WatchBook
from core.watch.digest import DigestReader

if TYPE_CHECKING:
    from bots.slack.app import SlackAdapter
    from bots.telegram.app import TelegramAdapter

log = get_logger(__name__)
Send = Callable[[str, str], Awaitable[None]]  # (conversation key text, message)
TELEGRAM_LIMIT = 4000


class BriefService:
    """The commands, the posters per platform and (``start``) the scheduler task."""

    def __init__(
        self,
        runtime: Runtime,
        watches: WatchBook,
        *,
        holder: str,
        digests: DigestReader | None = None,
        now: Callable[[], datetime] = now_kst,
    ) -> None:
        self.runtime = runtime
        self.book = BriefBook(runtime.data.store)
        self.watches = watches
        self.holder = holder
        self.digests = digests
        self.senders: dict[str, Send] = {}
        self.now = now  # KST wall time (tests put a VirtualClock's here)
        self._stop = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._scheduler: BriefScheduler | None = None

    # --- commands ---------------------------------------------------------------------------------

    async def command(self, conversation: ConversationKey, text: str) -> str | None:
        """The reply to ``brief …`` (``conversation`` without a thread part), or ``None`` for other words."""
        verb, _, rest = " ".join(text.split()).partition(" ")
        if verb.lower() != "brief":
            return None
        platform, where = conversation[0], key_text(conversation)
        arg = rest.strip().lower()
        now = self.now().astimezone(KST)
        if not arg:
            schedule = await self.book.get(platform, where)
            if schedule is None:
                return f"{texts.BRIEF_NONE}\n{texts.BRIEF_USAGE}"
            return texts.BRIEF_SCHEDULED.format(at=schedule.at, next=_when(next_slot(now, schedule.at)))
        if arg in ("off", "끄기"):
            removed = await self.book.off(platform, where)
            return texts.BRIEF_OFF if removed else texts.BRIEF_NONE
        if arg in ("now", "지금"):
            await self.send_now(platform, where)
            return texts.BRIEF_SENT
        at = parse_at(arg)
        if at is None:
            return texts.BRIEF_BAD_TIME
        behind = latest_slot(now, at)
        await self.book.set(platform, where, at, last_day=behind.isoformat() if behind else "")
        return texts.BRIEF_SET.format(at=at, next=_when(next_slot(now, at)))

    async def send_now(self, platform: str, where: str) -> None:
        now = self.now().astimezone(KST)
        schedule = await self.book.get(platform, where)
        since = schedule.last_at if schedule is not None else now.timestamp() - 86_400
        text = await self.text(
            Schedule(platform, where, now.strftime("%H:%M"), 0.0, "", since), now, now.date()
        )
        await self.senders[platform](where, text)
        await self.book.sent_now(platform, where)

    # --- the brief --------------------------------------------------------------------------------

    async def text(self, schedule: Schedule, now: datetime, day: date, late: bool = False) -> str:
        watches = await self.watches.of(schedule.platform, schedule.conversation)
        filings = await self.book.filings_since(schedule.platform, schedule.conversation, schedule.last_at)
        text = await compose(
            watches=watches,
            filings=filings,
            market=self._market(),
            now=now,
            day=day,
            at=schedule.at,
            late=late,
            digest=self.digests.read if self.digests is not None else None,
        )
        models = self.runtime.models
        summary = await overview(models.fast, text) if models is not None else None
        if summary is None:
            return text
        title, _, rest = text.partition("\n")
        return f"{title}\n💬 {summary}\n{rest}"

    def _market(self) -> Market | None:
        try:
            return self.runtime.data.kis
        except Exception as exc:  # no KIS keys: the brief says prices are unavailable
            log.warning("brief_market_off", error=str(exc))
            return None

    async def _post(self, schedule: Schedule, text: str) -> None:
        await self.senders[schedule.platform](schedule.conversation, text)

    def scheduler(self) -> BriefScheduler:
        if self._scheduler is None:
            self._scheduler = BriefScheduler(
                self.book,
                self.text,
                self._post,
                lease=StoreLease(self.runtime.data.store),
                holder=self.holder,
                platforms=self.senders,
                now=lambda: self.now(),
            )
        return self._scheduler

    def start(self) -> None:
        if self.senders and self._task is None:
            self._task = asyncio.create_task(self.scheduler().run(self._stop), name="brief-scheduler")

    async def aclose(self) -> None:
        self._stop.set()
        task, self._task = self._task, None
        if task is not None:
            with contextlib.suppress(Exception):
                async with asyncio.timeout(10):
                    await task
            if not task.done():
                task.cancel()
                await asyncio.wait([task])


def _when(moment: datetime) -> str:
    return f"{korean_day(moment.date())} {moment.strftime('%H:%M')}"


def telegram_text(text: str) -> str:
    return text if len(text) <= TELEGRAM_LIMIT else text[: TELEGRAM_LIMIT - 2].rstrip() + "\n…"


def slack_sender(adapter: SlackAdapter) -> Send:
    """Posts a brief in the channel of a ``("slack", team, channel)`` key."""
    from bots.slack.port import escape_mrkdwn

    async def send(conversation: str, text: str) -> None:
        key = key_from_text(conversation) or ()
        if len(key) < 3:
            raise ValueError(f"not a Slack channel key: {conversation!r}")
        await adapter.client.chat_postMessage(channel=key[2], text=escape_mrkdwn(text), unfurl_links=False)

    return send


def telegram_sender(adapter: TelegramAdapter) -> Send:
    """Sends a brief to the chat (or forum topic) of a ``("telegram", chat, topic)`` key."""
    from telegram import LinkPreviewOptions

    async def send(conversation: str, text: str) -> None:
        key = key_from_text(conversation) or ()
        if len(key) < 3:
            raise ValueError(f"not a Telegram chat key: {conversation!r}")
        await adapter.app.bot.send_message(
            chat_id=int(key[1]),
            message_thread_id=int(key[2]) if key[2] else None,
            text=telegram_text(text),
            link_preview_options=LinkPreviewOptions(is_disabled=True),
        )

    return send
