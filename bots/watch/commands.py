"""The watchlist commands, the same on every platform: ``watch <종목>``, ``unwatch <종목>``, ``watchlist``.

A watch belongs to a conversation without its thread: a Slack channel ``("slack", team, channel)``, a
Telegram chat or forum topic ``("telegram", chat_id, message_thread_id)``; the key is stored as
``key_text``. Only listed companies (with a KRX code) can be watched; a name that could be several
companies is asked back with their codes. Replies are plain Korean text (Slack escapes it).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from bots.relay import ConversationKey, key_text
from core.data.companies.resolver import DECISIVE, Company, CompanyIndex
from core.watch.book import MAX_PER_CONVERSATION, Watch, WatchBook

VERBS = frozenset({"watch", "unwatch", "watchlist"})
USAGE = (
    "공시 알림: `watch 삼성전자` — 새 공시가 올라오면 이 대화에 알립니다 · `unwatch 삼성전자` — 그만 알림 · "
    "`watchlist` — 지켜보는 회사"
)
OFFLINE_NOTE = "\n(오프라인 모드에서는 새 공시를 확인하지 않습니다. 목록은 저장해 둡니다.)"


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
            return USAGE
        found = self._resolve(rest)
        if isinstance(found, str):
            return found
        if verb == "unwatch":
            removed = await self.book.remove(platform, where, found.corp_code)
            return (
                f"🔕 {found.name}({found.stock_code}) 공시 알림을 껐습니다."
                if removed
                else f"{found.name}({found.stock_code})는 이 대화의 관심 목록에 없습니다."
            )
        if len(await self.book.of(platform, where)) >= MAX_PER_CONVERSATION:
            return (
                f"한 대화에서 최대 {MAX_PER_CONVERSATION}개 회사까지 지켜볼 수 있습니다. 먼저 unwatch 하세요."
            )
        added = await self.book.add(
            platform, where, corp_code=found.corp_code, stock_code=found.stock_code, name=found.name
        )
        if not added:
            return f"이미 {found.name}({found.stock_code}) 공시를 지켜보고 있습니다."
        if self.started is not None and self._polling:
            for watch in await self.book.of(platform, where):
                if watch.corp_code == found.corp_code:
                    await self.started(watch)
        minutes = max(1, round(self._interval_s / 60))
        note = "" if self._polling else OFFLINE_NOTE
        return (
            f"👀 {found.name}({found.stock_code}) 공시를 지켜봅니다. 지금부터 새로 올라오는 공시를 "
            f"약 {minutes}분 간격으로 확인해 이 대화에 알립니다.{note}"
        )

    async def _list(self, platform: str, where: str) -> str:
        watches = await self.book.of(platform, where)
        if not watches:
            return "이 대화에서 지켜보는 회사가 없습니다. 예: watch 삼성전자"
        names = ", ".join(f"{w.name}({w.stock_code})" for w in watches)
        note = "" if self._polling else OFFLINE_NOTE
        return f"📋 지켜보는 회사 {len(watches)}곳: {names}{note}"

    def _resolve(self, name: str) -> Company | str:
        resolution = self._companies.resolve(name)
        listed = [m for m in resolution.candidates if m.company.listed]
        if not listed:
            if resolution.candidates:
                return f"‘{name}’은(는) 상장사가 아니어서 지켜볼 수 없습니다."
            return f"‘{name}’에 해당하는 상장사를 찾지 못했습니다. 회사명이나 종목코드로 입력해 주세요."
        best = listed[0]
        if resolution.ambiguous and best.confidence < DECISIVE and len(listed) > 1:
            options = ", ".join(f"{m.company.name}({m.company.stock_code})" for m in listed[:5])
            return f"‘{name}’은(는) 여러 회사일 수 있습니다: {options}. 종목코드로 다시 입력해 주세요."
        return best.company
