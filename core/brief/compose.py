"""A brief's text: for the conversation's watchlist, each stock's previous close and change, volume
against its 20-day average and where it stands against its 52-week high and low; the filings posted
since the last brief (with their digests); the 정기보고서 deadlines ahead. No model call.

Prices come from ``Market`` (the KIS client: daily candles and the quote's 52-week range). The close is
the last session before the brief's day when the brief goes out before the close (an 08:30 brief reads
yesterday's), else that day's. A stock whose prices cannot be read says so on its line.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import TYPE_CHECKING, Protocol

from core.brief.calendar import korean_day, report_deadlines
from core.clock import KST
from core.data.kis.market_hours import CLOSE
from core.errors import DataError
from core.finance.krw import MINUS, format_pct, format_won
from core.logging import get_logger
from core.watch.book import NO_WATCHES, Watch
from core.watch.filings import Filing

if TYPE_CHECKING:
    from core.data.kis.models import Period, PriceHistory, Quote
    from core.watch.digest import Digest

log = get_logger(__name__)
AVERAGE_DAYS = 20
NEAR_PCT = 5.0  # within this of a 52-week high or low is "near" it
MAX_FILINGS = 10
DIGEST_LINES = 3


class Market(Protocol):
    async def price(self, stock_code: str) -> Quote: ...

    async def daily_prices(
        self, stock_code: str, period: Period = "D", *, start: date, end: date, adjusted: bool = True
    ) -> PriceHistory: ...


@dataclass(frozen=True, slots=True)
class StockFigures:
    """What a brief says about one stock (won, shares, percent)."""

    close: int
    close_day: date
    change: int | None
    change_pct: float | None
    volume: int | None
    average_volume: float | None
    high_52w: int | None
    low_52w: int | None


async def stock_figures(market: Market, stock_code: str, now: datetime) -> StockFigures | None:
    local = now.astimezone(KST)
    last_day = local.date() if local.time() >= CLOSE else local.date() - timedelta(days=1)
    history = await market.daily_prices(stock_code, start=last_day - timedelta(days=50), end=last_day)
    bars = [b for b in history.bars if b.date <= last_day]
    if not bars:
        return None
    last = bars[-1]
    before = bars[-2] if len(bars) > 1 else None
    change = last.close - before.close if before is not None else last.change
    base = last.close - change if change is not None else None
    window = [b.volume for b in bars[-AVERAGE_DAYS - 1 : -1] if b.volume is not None]
    quote = await market.price(stock_code)
    return StockFigures(
        close=last.close,
        close_day=last.date,
        change=change,
        change_pct=change / base * 100 if change is not None and base else None,
        volume=last.volume,
        average_volume=sum(window) / len(window) if len(window) == AVERAGE_DAYS else None,
        high_52w=quote.week52_high,
        low_52w=quote.week52_low,
    )


def stock_line(watch: Watch, f: StockFigures) -> str:
    arrow = "▲" if (f.change or 0) > 0 else "▼" if (f.change or 0) < 0 else "−"
    parts = [f"{watch.name}({watch.stock_code}) {format_won(f.close)}"]
    if f.change is not None:
        parts[0] += f" {arrow}{abs(f.change):,}원 ({format_pct(f.change_pct, signed=True)})"
    if f.volume is not None:
        volume = f"거래량 {f.volume:,}주"
        if f.average_volume:
            volume += f" (20일 평균의 {f.volume / f.average_volume:.1f}배)"
        parts.append(volume)
    if f.high_52w and f.low_52w:
        from_high = (f.close / f.high_52w - 1) * 100
        from_low = (f.close / f.low_52w - 1) * 100
        mark = (
            " · 52주 신고가 근접"
            if -from_high <= NEAR_PCT
            else " · 52주 신저가 근접"
            if from_low <= NEAR_PCT
            else ""
        )
        parts.append(
            f"52주 고가 {format_won(f.high_52w)} 대비 {format_pct(from_high, signed=True)}, "
            f"저가 {format_won(f.low_52w)} 대비 {format_pct(from_low, signed=True)}{mark}"
        )
    return " · ".join(parts).replace("+−", MINUS)


async def compose(
    *,
    watches: Sequence[Watch],
    filings: Sequence[Filing],
    market: Market | None,
    now: datetime,
    day: date,
    at: str,
    late: bool = False,
    digest: Callable[[Filing], Awaitable[Digest | None]] | None = None,
) -> str:
    """The brief for ``day`` (its slot ``at``), composed at ``now``."""
    lines = [f"☀️ {korean_day(day)} 관심 종목 브리핑 ({at} KST)"]
    if late:
        lines.append(f"(지연 발송: {at} 예정이던 브리핑입니다)")
    if not watches:
        lines.append(NO_WATCHES)
    else:
        lines += ["", "📈 시세"]
        for watch in watches:
            lines.append(f"• {await _stock(market, watch, now)}")
    lines += ["", f"📢 지난 브리핑 이후 새 공시 {len(filings)}건"]
    for filing in filings[:MAX_FILINGS]:
        lines.append(f"• {filing.corp_name} — {filing.report_nm} ({filing.date}) {filing.url}")
        found = await digest(filing) if digest is not None else None
        if found is not None:
            lines += [f"   ↳ {line}" for line in found.lines[:DIGEST_LINES]]
    if len(filings) > MAX_FILINGS:
        lines.append(f"… 외 {len(filings) - MAX_FILINGS}건")
    deadlines = report_deadlines(day)
    if deadlines:
        lines += ["", "🗓 정기보고서 제출 기한 (12월 결산)"]
        lines += [f"• {name}: {korean_day(due)} D-{(due - day).days}" for name, due in deadlines]
    return "\n".join(lines)


async def _stock(market: Market | None, watch: Watch, now: datetime) -> str:
    if market is None:
        return f"{watch.name}({watch.stock_code}) 시세 정보 없음 (KIS 키가 설정되지 않았습니다)"
    try:
        figures = await stock_figures(market, watch.stock_code, now)
    except DataError as exc:
        log.warning("brief_price_failed", stock_code=watch.stock_code, code=exc.code)
        figures = None
    if figures is None:
        return f"{watch.name}({watch.stock_code}) 시세를 가져오지 못했습니다"
    return stock_line(watch, figures)
