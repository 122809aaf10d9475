"""Chart headings and the figures their captions share — no matplotlib here, so building captions and
importing ``core.charts`` stays cheap; the drawing modules load matplotlib on the first chart only."""

from __future__ import annotations

from core.charts.model import PERIOD_LABELS, EarningsData, PriceData

DEMO_NOTE = "※ 데모용 합성 가격 — 실제 시세가 아닙니다"


def price_title(data: PriceData) -> str:
    company = data.company
    return f"{company.name}({company.stock_code}) 주가 · 최근 {PERIOD_LABELS[data.period]}"


def period_return(data: PriceData) -> float:
    """The window's return in percent, first close to last close."""
    first, last = data.bars[0].close, data.bars[-1].close
    return (last - first) / first * 100


def earnings_title(data: EarningsData) -> str:
    company, years = data.company, data.years
    span = f"FY{years[0].year}–FY{years[-1].year}" if years else ""
    return f"{company.name}({company.stock_code}) 연간 실적 · {data.basis} 재무제표 · {span}"
