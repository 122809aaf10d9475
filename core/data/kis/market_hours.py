"""KRX trading hours (09:00–15:30 KST, weekdays, KRX holidays from the ``holidays`` calendar) and how
long a quote may be cached: seconds while the market is open, until the next open after the close.
"""

from __future__ import annotations

from datetime import date, datetime, time, timedelta
from functools import cache

import holidays

from core.clock import KST

OPEN = time(9, 0)
CLOSE = time(15, 30)
LIVE_QUOTE_TTL_S = 10.0


@cache
def _krx_holidays(year: int) -> frozenset[date]:
    return frozenset(holidays.financial_holidays("XKRX", years=year))


def is_trading_day(day: date) -> bool:
    return day.weekday() < 5 and day not in _krx_holidays(day.year)


def is_open(now: datetime) -> bool:
    local = now.astimezone(KST)
    return is_trading_day(local.date()) and OPEN <= local.time() < CLOSE


def next_open(now: datetime) -> datetime:
    """The next session start strictly after ``now`` (or today's, if before 09:00 on a trading day)."""
    local = now.astimezone(KST)
    day = local.date()
    if not (is_trading_day(day) and local.time() < OPEN):
        day += timedelta(days=1)
        while not is_trading_day(day):
            day += timedelta(days=1)
    return datetime.combine(day, OPEN, tzinfo=KST)


def quote_ttl(now: datetime) -> float:
    """Seconds a price quote fetched at ``now`` stays fresh."""
    if is_open(now):
        return LIVE_QUOTE_TTL_S
    return max(60.0, (next_open(now) - now).total_seconds())
