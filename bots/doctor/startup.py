"""Why ``dexter serve`` could not start, in doctor's words: one or two Korean lines, never a traceback.

When start-up fails, the failure is explained by running doctor's own checks again (the same
classification and the same texts as ``dexter doctor``): the store (SQLite or PostgreSQL), Redis
(``DEXTER_REDIS_URL``), and the platforms being started (Slack ``auth.test`` with its scopes, Telegram
``getMe``/``getWebhookInfo``). The row of the service the exception came from is preferred, then the
first failed row in doctor's order. A port already in use and a webhook Telegram refused are named
here (doctor does not bind ports or register webhooks). When every check passes, the exception's type
is named with the way to see its trace (``--debug``).
"""

from __future__ import annotations

import errno
from collections.abc import Awaitable, Callable

import httpx

from bots.doctor.platforms import slack_check, telegram_check
from bots.doctor.result import Check, failed
from bots.doctor.runner import CHECK_TIMEOUT_S, ORDER, bounded
from bots.doctor.store_check import redis_check, store_check
from core.config import Settings

PORT_FIX = (
    "다른 프로세스(이전 dexter serve 등)가 그 포트를 쓰고 있으니 끝내거나 --port로 다른 포트를 지정하세요."
)
WEBHOOK_FIX = (
    "Telegram이 웹훅 등록을 거절했으니 TELEGRAM_WEBHOOK_URL이 밖에서 열리는 https 주소(443·80·88·8443 포트)인지 "
    "확인하세요."
)
DEBUG_FIX = "dexter serve --debug(또는 DEXTER_LOG_LEVEL=debug)로 다시 실행해 자세한 원인을 확인하세요."


class StartRefused(Exception):
    """Serving would not work: a doctor check (``check``) fails, e.g. the bot token lacks a scope."""

    def __init__(self, check: str, reason: str) -> None:
        super().__init__(reason)
        self.check = check


def _chain(exc: BaseException) -> list[BaseException]:
    """``exc``, its causes and contexts, and the members of exception groups."""
    seen: list[BaseException] = []
    todo = [exc]
    while todo:
        current = todo.pop()
        if current in seen:
            continue
        seen.append(current)
        if isinstance(current, BaseExceptionGroup):
            todo.extend(current.exceptions)
        todo.extend(e for e in (current.__cause__, current.__context__) if e is not None)
    return seen


def port_in_use(exc: BaseException) -> bool:
    return any(isinstance(e, OSError) and e.errno == errno.EADDRINUSE for e in _chain(exc))


def origin(exc: BaseException) -> str | None:
    """Which doctor row the exception came from (by its type's package), if any."""
    from core.errors import SharedStateError, StoreError

    for error in _chain(exc):
        module = type(error).__module__
        if isinstance(error, StartRefused):
            return error.check
        if isinstance(error, StoreError):
            return "store"
        if isinstance(error, SharedStateError) or module.startswith("redis"):
            return "redis"
        if module.startswith("slack_sdk") or module.startswith("slack_bolt"):
            return "slack"
        if module.startswith("telegram"):
            return "telegram"
    return None


def _webhook_refused(exc: BaseException) -> bool:
    return any(type(e).__module__.startswith("telegram") and "webhook" in str(e).lower() for e in _chain(exc))


async def explain(
    settings: Settings,
    exc: BaseException,
    *,
    slack: bool,
    telegram: bool,
    port: int,
    timeout_s: float = CHECK_TIMEOUT_S,
) -> Check:
    """The one failed row that says why serving could not start."""
    if port_in_use(exc):
        return failed("port", f"포트 {port}: 이미 사용 중", PORT_FIX)
    first = origin(exc)
    # the service the failure came from is asked alone (a broken store: nothing else is contacted)
    only = first if first in ("store", "redis", "slack", "telegram") else None
    rows = await _rows(settings, slack=slack, telegram=telegram, timeout_s=timeout_s, only=only)
    bad = {row.check: row for row in rows if row.failed}
    if telegram and "telegram" not in bad and _webhook_refused(exc):
        bad["telegram"] = failed("telegram", "setWebhook 거절됨", WEBHOOK_FIX)
    for name in (first, *ORDER, "redis"):
        if name is not None and name in bad:
            return bad[name].scrubbed(settings.secret_values())
    return failed("serve", f"시작하지 못함: {type(exc).__name__}", DEBUG_FIX)


async def _rows(
    settings: Settings, *, slack: bool, telegram: bool, timeout_s: float, only: str | None = None
) -> list[Check]:
    async def store() -> Check:
        row, opened = await store_check(settings)
        if opened is not None:
            await opened.close()
        return row

    async with httpx.AsyncClient(timeout=httpx.Timeout(timeout_s), follow_redirects=True) as http:
        checks: dict[str, Callable[[], Awaitable[Check]]] = {"store": store}
        if settings.redis_url:
            checks["redis"] = lambda: redis_check(settings)
        if slack and settings.slack_bot_token is not None:
            checks["slack"] = lambda: slack_check(settings, http)
        if telegram:
            checks["telegram"] = lambda: telegram_check(settings, http)
        if only is not None:
            checks = {name: check for name, check in checks.items() if name == only}
        return [await bounded(name, check, timeout_s) for name, check in checks.items()]


def lines(row: Check) -> tuple[str, str]:
    """The two lines a person reads: what failed (doctor's row) and what to do (doctor's fix)."""
    return f"{_LABELS.get(row.check, row.check)}: {row.detail}", row.fix


_LABELS = {
    "store": "저장소",
    "redis": "Redis",
    "slack": "Slack",
    "telegram": "Telegram",
    "port": "HTTP 포트",
    "serve": "dexter serve",
}
