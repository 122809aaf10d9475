"""When briefs are due: KRX trading days (the bundled ``holidays`` XKRX calendar, via
``core.data.kis.market_hours``), a schedule's slot on a day, and the 정기보고서 deadlines ahead.

A schedule's *slot* is its ``HH:MM`` KST on a trading day. ``latest_slot(now, at)`` is the last trading
day whose slot is at or before ``now`` — the brief that should have gone out most recently; a scheduler
sends it once (and only it: after days of downtime one brief catches up, not one per missed day).

Deadlines (자본시장법 §159, §160, 12월 결산 법인): 사업보고서 90 days after the year end, 반기·분기보고서 45
days after the quarter end; a deadline on a weekend or KRX holiday moves to the next business day.
"""

from __future__ import annotations

import re
from datetime import date, datetime, time, timedelta

from core.clock import KST
from core.data.kis.market_hours import is_trading_day

_AT = re.compile(r"^([01]?\d|2[0-3]):?([0-5]\d)$")
_WEEKDAYS = "월화수목금토일"
MAX_LOOKBACK_DAYS = 15


def parse_at(text: str) -> str | None:
    """``08:30``, ``8:30`` or ``0830`` → ``08:30``; ``None`` when it is not a time of day."""
    match = _AT.match(text.strip())
    return f"{int(match[1]):02d}:{match[2]}" if match else None


def slot(day: date, at: str) -> datetime:
    hour, minute = (int(part) for part in at.split(":"))
    return datetime.combine(day, time(hour, minute), tzinfo=KST)


def latest_slot(now: datetime, at: str) -> date | None:
    """The last trading day whose slot is at or before ``now`` (within ``MAX_LOOKBACK_DAYS``)."""
    local = now.astimezone(KST)
    day = local.date()
    for _ in range(MAX_LOOKBACK_DAYS):
        if is_trading_day(day) and slot(day, at) <= local:
            return day
        day -= timedelta(days=1)
    return None


def next_slot(now: datetime, at: str) -> datetime:
    """The first slot strictly after ``now``."""
    local = now.astimezone(KST)
    day = local.date()
    while not (is_trading_day(day) and slot(day, at) > local):
        day += timedelta(days=1)
    return slot(day, at)


def korean_day(day: date) -> str:
    """``12월 24일(화)``."""
    return f"{day.month}월 {day.day}일({_WEEKDAYS[day.weekday()]})"


def _business_day(day: date) -> date:
    while not is_trading_day(day):
        day += timedelta(days=1)
    return day


def report_deadlines(today: date, *, within_days: int = 21) -> list[tuple[str, date]]:
    """The 정기보고서 deadlines (12월 결산) from ``today`` to ``within_days`` ahead, soonest first."""
    found = []
    for year in (today.year - 1, today.year):
        periods = (
            (f"{year} 사업보고서", date(year, 12, 31), 90),
            (f"{year + 1} 1분기보고서", date(year + 1, 3, 31), 45),
            (f"{year + 1} 반기보고서", date(year + 1, 6, 30), 45),
            (f"{year + 1} 3분기보고서", date(year + 1, 9, 30), 45),
        )
        for name, end, days in periods:
            due = _business_day(end + timedelta(days=days))
            if today <= due <= today + timedelta(days=within_days):
                found.append((name, due))
    return sorted(found, key=lambda item: item[1])
