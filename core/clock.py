"""Korea Standard Time, the product's clock for periods, market hours and run ids."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

KST = ZoneInfo("Asia/Seoul")


def now_kst() -> datetime:
    return datetime.now(KST)


def today_kst(now: datetime | None = None) -> str:
    """Today in Korea as prompts state it, e.g. ``2026-11-25 (Wed)``."""
    return (now or datetime.now(KST)).astimezone(KST).strftime("%Y-%m-%d (%a)")
