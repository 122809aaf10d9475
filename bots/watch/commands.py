"""The watchlist commands, the same on every platform: ``watch <종목>``, ``unwatch <종목>``, ``watchlist``.

A watch belongs to a conversation without its thread: a Slack channel ``("slack", team, channel)``, a
Telegram chat or forum topic ``("telegram", chat_id, message_thread_id)``; the key is stored as
``key_text``. Only listed companies (with a KRX code) can be watched; a name that could be several
companies is asked back with their codes. Replies are plain Korean text (Slack escapes it).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from bots import texts
from bots.relay import ConversationKey, key_text
from core.data.companies.resolver import DECISIVE, Company, CompanyIndex
from core.watch.book import MAX_PER_CONVERSATION, NO_WATCHES, Watch, WatchBook

VERBS = frozenset({"watch", "unwatch", "watchlist"})


def is_watch_command(text: str) -> bool:
    return text.strip().split(" ", 1)[0].lower() in VERBS


class WatchCommands:
    """Reads a command and changes the conversation's list in the ``WatchBook``."""

    def __init__(
        self,
        book: WatchBook,
        companies: CompanyIndex,
        *,
        polling: bool,
        interval_s: float,
        started: Callable[[Watch], Awaitable[object]] | None = None,
    ) -> None:
        self.book = book
        #: called with a new watch (the service sets today's filings so far as its baseline)
        self.started = started
        self._companies = companies
        self._polling = polling
        self._interval_s = interval_s

    async def handle(self, conversation: ConversationKey, text: str) -> str | None:
        """The reply to a watch command, or ``None`` when ``text`` is not one (it is a question then).

        Args:
            conversation: The full conversation key; a thread part (Slack) is dropped by the caller.
            text: What followed ``/dexter`` (or ``/watch …`` rewritten to ``watch …``).
        """
        verb, _, rest = " ".join(text.split()).partition(" ")
        verb = verb.lower()
        if verb not in VERBS:
            return None
        platform, where = conversation[0], key_text(conversation)
        if verb == "watchlist":
            return await self._list(platform, where)
        if not rest:
            return texts.WATCH_USAGE
        found = self._resolve(rest)
        if isinstance(found, str):
            return found
        if verb == "unwatch":
            removed = await self.book.remove(platform, where, found.corp_code)
            said = texts.WATCH_STOPPED if removed else texts.WATCH_NOT_WATCHED
            return said.format(name=found.name, code=found.stock_code)
        if len(await self.book.of(platform, where)) >= MAX_PER_CONVERSATION:
            return texts.WATCH_FULL.format(limit=MAX_PER_CONVERSATION)
        added = await self.book.add(
            platform, where, corp_code=found.corp_code, stock_code=found.stock_code, name=found.name
        )
        if not added:
            return texts.WATCH_ALREADY.format(name=found.name, code=found.stock_code)
        if self.started is not None and self._polling:
            for watch in await self.book.of(platform, where):
                if watch.corp_code == found.corp_code:
                    await self.started(watch)
        minutes = max(1, round(self._interval_s / 60))
        note = "" if self._polling else texts.WATCH_OFFLINE_NOTE
        return texts.WATCH_STARTED.format(name=found.name, code=found.stock_code, minutes=minutes, note=note)

    async def _list(self, platform: str, where: str) -> str:
        watches = await self.book.of(platform, where)
        if not watches:
            return NO_WATCHES
        names = ", ".join(f"{w.name}({w.stock_code})" for w in watches)
        note = "" if self._polling else texts.WATCH_OFFLINE_NOTE
        return texts.WATCH_LIST.format(count=len(watches), names=names, note=note)

    def _resolve(self, name: str) -> Company | str:
        resolution = self._companies.resolve(name)
        listed = [m for m in resolution.candidates if m.company.listed]
        if not listed:
            if resolution.candidates:
                return texts.WATCH_NOT_LISTED.format(name=name)
            return texts.WATCH_NOT_FOUND.format(name=name)
        best = listed[0]
        if resolution.ambiguous and best.confidence < DECISIVE and len(listed) > 1:
            options = ", ".join(f"{m.company.name}({m.company.stock_code})" for m in listed[:5])
            return texts.WATCH_AMBIGUOUS.format(name=name, options=options)
        return best.company
