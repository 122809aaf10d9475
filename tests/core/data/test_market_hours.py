from __future__ import annotations

from datetime import datetime

from core.clock import KST
from core.data.kis.market_hours import is_open, is_trading_day, next_open, quote_ttl


def kst(year: int, month: int, day: int, hour: int = 0, minute: int = 0) -> datetime:
    return datetime(year, month, day, hour, minute, tzinfo=KST)


def test_sessions_weekends_and_krx_holidays() -> None:
    assert is_open(kst(2026, 11, 20, 10, 0))  # Friday
    assert not is_open(kst(2026, 11, 20, 15, 30))  # close
    assert not is_open(kst(2026, 11, 21, 10, 0))  # Saturday
    assert not is_trading_day(kst(2026, 9, 25).date())  # 추석
    assert not is_trading_day(kst(2026, 12, 31).date())  # KRX year-end closing day


def test_next_open_and_quote_ttl() -> None:
    assert next_open(kst(2026, 11, 20, 16, 0)) == kst(2026, 11, 23, 9, 0)  # Friday after close → Monday
    assert next_open(kst(2026, 11, 23, 8, 0)) == kst(2026, 11, 23, 9, 0)
    assert next_open(kst(2026, 9, 23, 17, 0)) == kst(2026, 9, 28, 9, 0)  # over 추석 (24–25) and the weekend
    assert quote_ttl(kst(2026, 11, 20, 10, 0)) == 10.0
    assert (
        quote_ttl(kst(2026, 11, 20, 16, 0))
        == (kst(2026, 11, 23, 9, 0) - kst(2026, 11, 20, 16, 0)).total_seconds()
    )
