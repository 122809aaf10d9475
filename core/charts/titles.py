"""Chart headings and the figures their captions share — no matplotlib here, so building captions and
importing ``core.charts`` stays cheap; the drawing modules load matplotlib on the first chart only."""

from __future__ import annotations

from core.charts.model import EarningsData, PriceData
from core.charts.words import CHART_KO, ChartWords


def price_title(data: PriceData, w: ChartWords = CHART_KO) -> str:
    company = data.company
    return w.price_title.format(name=w.name(company), code=company.stock_code, period=w.periods[data.period])


def period_return(data: PriceData) -> float:
    """The window's return in percent, first close to last close."""
    first, last = data.bars[0].close, data.bars[-1].close
    return (last - first) / first * 100


def span(data: EarningsData) -> str:
    """``FY2020–FY2024``: the fiscal years an earnings chart covers."""
    years = data.years
    return f"FY{years[0].year}–FY{years[-1].year}" if years else ""


def earnings_title(data: EarningsData, w: ChartWords = CHART_KO) -> str:
    company = data.company
    return w.earnings_title.format(
        name=w.name(company), code=company.stock_code, basis=w.basis(data.basis), span=span(data)
    )
