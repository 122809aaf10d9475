"""The price chart: daily closes as a line over volume bars, the 52-week high and low marked.

A 52-week extreme inside the window is marked where it happened (▲ high, ▼ low, with the price and
date); one outside the window (1m/3m) is a dashed level across the chart with the same label. Volume
bars are red on up days and blue on down days, as Korean charts draw them. Demo (synthetic) prices
say so in the chart itself, not only in the caption. Its words are the request's language's
(``core.charts.words``).
"""

from __future__ import annotations

from datetime import date

from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.ticker import FuncFormatter, MaxNLocator

from core.charts.model import Extreme, PriceData
from core.charts.style import DOWN, LINE, MUTED, UP, shares_tick
from core.charts.titles import period_return, price_title
from core.charts.words import CHART_KO, ChartWords, english_shares
from core.finance.krw import format_pct


def _day(day: date) -> str:
    return f"{day:%Y.%m.%d}"


def draw_price(data: PriceData, w: ChartWords = CHART_KO) -> Figure:
    """The figure (call inside ``style.drawing()``)."""
    figure = Figure(figsize=(10, 5.8))
    grid = figure.add_gridspec(2, 1, height_ratios=(3, 1), hspace=0.06, left=0.1, right=0.97, top=0.84)
    prices: Axes = figure.add_subplot(grid[0])
    volumes: Axes = figure.add_subplot(grid[1], sharex=prices)
    days = [b.date for b in data.bars]
    closes = [b.close for b in data.bars]
    prices.plot([d.toordinal() for d in days], closes, color=LINE, linewidth=1.4, label=w.close)
    _mark(prices, data.high52, w.high52, UP, days, above=True, w=w)
    _mark(prices, data.low52, w.low52, DOWN, days, above=False, w=w)
    prices.yaxis.set_major_formatter(FuncFormatter(lambda v, _: w.price_tick(v)))
    prices.yaxis.set_major_locator(MaxNLocator(6))
    prices.set_ylabel(w.close_axis)
    prices.tick_params(labelbottom=False)
    prices.margins(x=0.01, y=0.12)
    _volume(volumes, data, w)
    _dates(volumes, data)
    figure.suptitle(price_title(data, w), x=0.1, ha="left", fontsize=15, y=0.975)
    last = data.bars[-1]
    line = w.daily.format(
        first=_day(days[0]),
        last=_day(last.date),
        close=w.won(last.close),
        change=format_pct(period_return(data), signed=True),
    )
    figure.text(0.1, 0.915, line, ha="left", fontsize=9.5, color=MUTED)
    figure.text(0.1, 0.88, w.source.format(source=w.source_of(data)), ha="left", fontsize=9, color=MUTED)
    if data.demo:
        figure.text(0.97, 0.88, w.demo_note, ha="right", fontsize=9, color=UP)
    return figure


def _mark(
    axes: Axes,
    extreme: Extreme | None,
    label: str,
    color: str,
    days: list[date],
    *,
    above: bool,
    w: ChartWords,
) -> None:
    if extreme is None:
        return
    text = f"{label} {w.won(extreme.price)} ({_day(extreme.day)})"
    if days[0] <= extreme.day <= days[-1]:
        x = extreme.day.toordinal()
        axes.scatter([x], [extreme.price], marker="^" if above else "v", color=color, s=45, zorder=3)
        axes.annotate(
            text,
            (x, extreme.price),
            xytext=(0, 9 if above else -9),
            textcoords="offset points",
            ha=_align(extreme.day, days),
            va="bottom" if above else "top",
            fontsize=9,
            color=color,
        )
        return
    axes.axhline(extreme.price, color=color, linestyle="--", linewidth=0.9)
    axes.annotate(
        text,
        (1.0, extreme.price),
        xycoords=("axes fraction", "data"),
        xytext=(-4, 3 if above else -3),
        textcoords="offset points",
        ha="right",
        va="bottom" if above else "top",
        fontsize=9,
        color=color,
    )


def _align(day: date, days: list[date]) -> str:
    """Keep a marker's label inside the chart: left-aligned near the start, right-aligned near the end."""
    share = (day - days[0]).days / max(1, (days[-1] - days[0]).days)
    return "left" if share < 0.15 else "right" if share > 0.85 else "center"


def _volume(axes: Axes, data: PriceData, w: ChartWords) -> None:
    width = min(6.0, max(0.4, 420 / len(data.bars)))
    up: list[tuple[int, int]] = []
    down: list[tuple[int, int]] = []
    previous = None
    for bar in data.bars:
        rising = (bar.change if bar.change is not None else bar.close - (previous or bar.close)) >= 0
        (up if rising else down).append((bar.date.toordinal(), bar.volume or 0))
        previous = bar.close
    for rows, color in ((up, UP), (down, DOWN)):
        if rows:
            xs, heights = [d for d, _ in rows], [v for _, v in rows]
            axes.vlines(xs, 0, heights, color=color, linewidth=width, alpha=0.75)
    tick = shares_tick if w.lang == "ko" else english_shares
    axes.yaxis.set_major_formatter(FuncFormatter(lambda v, _: tick(v)))
    axes.yaxis.set_major_locator(MaxNLocator(3, prune="upper"))  # its top tick met the price axis's lowest
    axes.set_ylabel(w.volume)
    axes.set_ylim(bottom=0)


def _dates(axes: Axes, data: PriceData) -> None:
    """Ticks on the first trading day of each year (5y), second month (1y), month (3m) or week (1m)."""
    ticks: list[tuple[int, str]] = []
    seen: set[tuple[int, ...]] = set()
    for bar in data.bars:
        day = bar.date
        key: tuple[int, ...]
        if data.period == "5y":
            key, label = (day.year,), f"{day:%Y}"
        elif data.period == "1y":
            key, label = (day.year, (day.month - 1) // 2), f"{day:%Y.%m}"
        elif data.period == "3m":
            key, label = (day.year, day.month), f"{day:%Y.%m}"
        else:
            key, label = tuple(day.isocalendar()[:2]), f"{day:%m.%d}"
        if key not in seen:
            seen.add(key)
            ticks.append((day.toordinal(), label))
    if len(ticks) > 1:
        ticks = ticks[1:]  # the window's first day is rarely the start of its month or year
    axes.set_xticks([x for x, _ in ticks], [label for _, label in ticks])
