"""The data a chart is drawn from: KIS daily candles for prices, OpenDART annual filings for earnings.

Prices: the window ends at the quote's time (live: now; ``--offline``: the bundle's 2024-12-27 close)
and reaches back 1 month, 3 months, 1 year or 5 years; at least a year is fetched so the 52-week high
and low (intraday highs and lows of the last 365 days) can be marked on any window.

Earnings: each fiscal year's 매출액 / 영업이익 / 당기순이익 come from ``core.figures.lookup.FigureLookup`` —
the year's own 사업보고서 first, then the comparison columns of the next ones — consolidated (연결)
for every year, separate (별도) only when the company has no consolidated statements at all; one
chart never mixes the two. Companies without 매출액 (banks, insurers) get their profit lines only.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from datetime import date, timedelta

from core.charts.model import (
    PERIOD_DAYS,
    ChartInputError,
    EarningsData,
    Extreme,
    PriceData,
    PricePeriod,
    YearFigures,
)
from core.charts.words import CHART_EN, CHART_KO, ChartWords
from core.data.companies.resolver import Company
from core.data.services import DataServices
from core.errors import ConfigError, OfflineMissError
from core.figures.lookup import FigureLookup, Found
from core.finance.basis import FS_NAMES, FsDiv
from core.finance.periods import latest_annual_year

YEARS = 5
#: How far back from the latest filed year to look for the newest year on file.
LOOKBACK = 2
FIFTY_TWO_WEEKS = timedelta(days=365)
_FULL = ("revenue", "operating_income", "net_income")
_PROFITS = ("operating_income", "net_income")


async def price_data(data: DataServices, company: Company, period: PricePeriod) -> PriceData:
    """Daily candles for the chart window and the 52-week extremes.

    Raises:
        ChartInputError: no KIS keys, a stock the offline bundle lacks, or no candles in the window.
    """
    code = company.stock_code
    try:
        quote = await data.kis.price(code)
        end = quote.as_of.date()
        start = end - timedelta(days=PERIOD_DAYS[period])
        history = await data.kis.daily_prices(code, "D", start=min(start, end - FIFTY_TWO_WEEKS), end=end)
    except ConfigError:
        raise ChartInputError(CHART_KO.no_quote_key, CHART_EN.no_quote_key) from None
    except OfflineMissError:
        raise _refusal(lambda w: w.not_in_demo.format(named=w.named(company))) from None
    bars = tuple(b for b in history.bars if b.date >= start)
    if len(bars) < 2:
        raise _refusal(lambda w: w.no_prices.format(named=w.named(company)))
    year = [b for b in history.bars if b.date > end - FIFTY_TWO_WEEKS]
    high = max(year, key=lambda b: (b.high or b.close, b.date))
    low = min(year, key=lambda b: (b.low or b.close, -b.date.toordinal()))
    return PriceData(
        company,
        period,
        bars,
        Extreme(high.high or high.close, high.date),
        Extreme(low.low or low.close, low.date),
        history.as_of,
        history.source,
        history.demo,
    )


async def earnings_data(data: DataServices, company: Company, *, today: date) -> EarningsData:
    """Five fiscal years of revenue, operating income and net income on one basis, oldest first.

    Raises:
        ChartInputError: no OpenDART key, or fewer than two fiscal years on file.
    """
    filings = FigureLookup(data, today=today)
    last = latest_annual_year(today)
    wanted = range(last - YEARS - LOOKBACK + 1, last + 1)
    try:
        _ = data.dart
    except ConfigError:
        raise ChartInputError(CHART_KO.no_filings_key, CHART_EN.no_filings_key) from None
    for basis in ("CFS", "OFS"):
        for concepts in (_FULL, _PROFITS):
            found = await _years(filings, company, wanted, concepts, basis)
            if len(found) >= 2:
                return _earnings(company, basis, found)
    failure = filings.failures[0] if filings.failures else None
    raise _refusal(
        lambda w: w.no_filings.format(
            name=w.name(company),
            named=w.named(company),
            problem=f" ({failure.shown(w.lang)})" if failure is not None else "",
        )
    )


def _refusal(say: Callable[[ChartWords], str]) -> ChartInputError:
    """The refusal in both languages, from the chart's word tables (``core.charts.words``)."""
    return ChartInputError(say(CHART_KO), say(CHART_EN))


async def _years(
    filings: FigureLookup, company: Company, wanted: range, concepts: tuple[str, ...], basis: FsDiv
) -> list[Found]:
    results = await asyncio.gather(
        *(filings.annual(company.corp_code, company.name, y, concepts, basis) for y in wanted)
    )
    found = [f for f in results if f is not None]
    if not found:
        return []
    newest = max(f.year for f in found)
    return sorted((f for f in found if f.year > newest - YEARS), key=lambda f: f.year)


def _earnings(company: Company, basis: FsDiv, found: list[Found]) -> EarningsData:
    years = tuple(
        YearFigures(
            f.year,
            f.values.get("revenue"),
            f.values.get("operating_income"),
            f.values.get("net_income"),
        )
        for f in found
    )
    receipts = tuple(dict.fromkeys(s.rcept_no for f in found for s in f.sources if s.rcept_no))
    return EarningsData(company, FS_NAMES[basis], years, receipts)
