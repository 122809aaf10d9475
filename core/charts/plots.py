"""A chart as data, for platforms that draw charts themselves (Slack's ``data_visualization`` block):
the series and their points, no pixels. Platform-neutral — a front end decides whether its platform
can draw a ``Plot`` (point and series limits) and otherwise posts the PNG.

* earnings: the five fiscal years' 매출액 / 영업이익 / 당기순이익 as bars in 조원 (억원 for smaller
  companies), and the operating margin (영업이익률) as a line of its own;
* prices: the window's daily closes thinned to ``MAX_POINTS`` (first and last close kept, evenly spaced
  between) as a line; ``price_extremes`` names the exact close, high and low the thinning may hide.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Literal, TypeVar

from core.charts.model import EarningsData, PriceData, YearFigures
from core.charts.words import CHART_KO, ChartWords

PlotKind = Literal["bar", "line", "area"]
#: Points a price line is thinned to (Slack draws at most 20 per series).
MAX_POINTS = 20
_AMOUNTS = ("revenue", "operating_income", "net_income")
T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Series:
    """One named series; ``points`` pair a category with its value (a missing year has no point)."""

    name: str
    points: tuple[tuple[str, float], ...]


@dataclass(frozen=True, slots=True)
class Plot:
    """One chart: its kind, a short title, the categories (x axis, in order) and the series."""

    kind: PlotKind
    title: str
    categories: tuple[str, ...]
    series: tuple[Series, ...]
    y_label: str = ""
    x_label: str = ""


def earnings_plots(data: EarningsData, w: ChartWords = CHART_KO) -> tuple[Plot, ...]:
    """The amounts as bars and the operating margin as a line (no line when no year has a margin)."""
    years = data.years
    categories = tuple(f"FY{y.year}" for y in years)
    largest = max((abs(v) for y in years for k in _AMOUNTS if (v := _amount(y, k)) is not None), default=0)
    scale, digits, unit = w.plot_units[w.unit(largest)]
    series = tuple(
        Series(w.row(key), points)
        for key in _AMOUNTS
        if (points := _points(years, key, scale, digits=digits))
    )
    name = w.name(data.company)
    title = w.plot_earnings.format(name=name, basis=w.basis(data.basis))
    plots = [Plot("bar", title, categories, series, y_label=unit)]
    margins = tuple(
        (f"FY{y.year}", round(y.operating_margin, 1)) for y in years if y.operating_margin is not None
    )
    if margins:
        margin = w.row("operating_margin")
        plots.append(Plot("line", f"{name} {margin}", categories, (Series(margin, margins),), y_label="%"))
    return tuple(plots)


def price_plots(data: PriceData, w: ChartWords = CHART_KO) -> tuple[Plot, ...]:
    """The closes, thinned to at most ``MAX_POINTS``, as one line."""
    bars = thin(data.bars, MAX_POINTS)
    pattern = "%m.%d" if data.period in ("1m", "3m") else "%y.%m.%d"
    points = tuple((f"{b.date:{pattern}}", float(b.close)) for b in bars)
    title = w.plot_price.format(name=w.name(data.company), period=w.periods[data.period])
    line = Plot(
        "line", title, tuple(c for c, _ in points), (Series(w.close, points),), y_label=w.plot_currency
    )
    return (line,)


def price_extremes(data: PriceData, w: ChartWords = CHART_KO) -> str:
    """The window's exact last close, highest high and lowest low with their days (a thinned line may
    miss them): ``종가 53,600원 (2024-12-27) · 기간 최고 88,800원 (2024-07-11) · 최저 …``."""
    last = data.bars[-1]
    high = max(data.bars, key=lambda b: (b.high or b.close, b.date))
    low = min(data.bars, key=lambda b: (b.low or b.close, -b.date.toordinal()))
    return w.extremes.format(
        close=w.won(last.close),
        close_day=_day(last.date),
        high=w.won(high.high or high.close),
        high_day=_day(high.date),
        low=w.won(low.low or low.close),
        low_day=_day(low.date),
    )


def thin(items: tuple[T, ...], most: int) -> tuple[T, ...]:
    """At most ``most`` items, evenly spaced, the first and the last always among them."""
    if len(items) <= most:
        return items
    step = (len(items) - 1) / (most - 1)
    return tuple(items[round(i * step)] for i in range(most))


def _amount(figures: YearFigures, key: str) -> int | None:
    value: int | None = getattr(figures, key)
    return value


def _points(
    years: tuple[YearFigures, ...], key: str, scale: float, *, digits: int
) -> tuple[tuple[str, float], ...]:
    return tuple(
        (f"FY{y.year}", round(value / scale, digits)) for y in years if (value := _amount(y, key)) is not None
    )


def _day(day: date) -> str:
    return f"{day:%Y-%m-%d}"
