"""The earnings chart: five fiscal years of 매출액 / 영업이익 / 당기순이익 bars in 조원·억원, with the
operating margin (영업이익률) as a line on the right axis. The statement basis (연결/별도) is in the
title; losses go below the zero line and are labelled as negative amounts. Its words are the request's
language's (``core.charts.words``): 조원/억원 in Korean, KRW tn/bn in English.
"""

from __future__ import annotations

from typing import Any

from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.text import Annotation
from matplotlib.ticker import FuncFormatter, MaxNLocator

from core.charts.labels import amount_label, separate
from core.charts.model import EarningsData, YearFigures
from core.charts.style import LINE, MUTED, amount_tick
from core.charts.titles import earnings_title
from core.charts.words import CHART_KO, ChartWords
from core.finance.krw import format_pct

SERIES = (("revenue", "#9db4d6"), ("operating_income", "#f08c2e"), ("net_income", "#3a9d5d"))
MARGIN_COLOR = "#c2255c"


def _value(figures: YearFigures, key: str) -> int | None:
    value: int | None = getattr(figures, key)
    return value


def draw_earnings(data: EarningsData, w: ChartWords = CHART_KO) -> Figure:
    """The figure (call inside ``style.drawing()``)."""
    figure = Figure(figsize=(10, 5.8))
    axes: Axes = figure.add_axes((0.1, 0.1, 0.8, 0.7))
    series = [
        (key, w.row(key), color)
        for key, color in SERIES
        if any(_value(y, key) is not None for y in data.years)
    ]
    values = [v for y in data.years for key, _, _ in series if (v := _value(y, key)) is not None]
    unit = w.unit(max((abs(v) for v in values), default=0))
    width = 0.8 / max(1, len(series))
    positions = range(len(data.years))
    handles: list[Any] = []
    labels: list[Annotation] = []
    for index, (key, name, color) in enumerate(series):
        offset = (index - (len(series) - 1) / 2) * width
        xs = [x + offset for x in positions]
        heights = [_value(y, key) or 0 for y in data.years]
        bars = axes.bar(xs, heights, width=width * 0.92, color=color, label=name, zorder=2)
        handles.append(bars)
        for x, y in zip(xs, data.years, strict=True):
            value = _value(y, key)
            if value is not None:
                value_label = axes.annotate(
                    amount_label(value, unit),
                    (x, value),
                    xytext=(0, 3 if value >= 0 else -3),
                    textcoords="offset points",
                    ha="center",
                    va="bottom" if value >= 0 else "top",
                    fontsize=7.5,
                    color=LINE,
                )
                labels.append(value_label)
    axes.axhline(0, color=MUTED, linewidth=0.8)
    axes.set_xticks(list(positions), [f"FY{y.year}" for y in data.years])
    axes.yaxis.set_major_formatter(FuncFormatter(lambda v, _: amount_tick(v, unit)))
    axes.yaxis.set_major_locator(MaxNLocator(6))
    axes.margins(y=0.12)
    axes.set_ylabel(w.amount_axis.format(unit=unit))
    axes.grid(axis="x", visible=False)
    points: list[Annotation] = []  # the margin line's labels: around their points
    margin = _margin_line(axes, data, points, w)
    if margin is not None:
        handles.append(margin)
    axes.legend(
        handles=handles,
        loc="lower left",
        bbox_to_anchor=(0.0, 1.01),
        ncols=len(handles),
        frameon=False,
        fontsize=9,
    )
    figure.suptitle(earnings_title(data, w), x=0.1, ha="left", fontsize=15, y=0.975)
    figure.text(0.1, 0.905, w.earnings_source, ha="left", fontsize=9, color=MUTED)
    separate(figure, labels, points)
    return figure


def _margin_line(axes: Axes, data: EarningsData, labels: list[Annotation], w: ChartWords) -> Any:
    points = [(x, y.operating_margin) for x, y in enumerate(data.years) if y.operating_margin is not None]
    if not points:
        return None
    right = axes.twinx()
    right.grid(visible=False)
    right.spines["right"].set_visible(True)
    xs, margins = [x for x, _ in points], [m for _, m in points]
    (line,) = right.plot(xs, margins, color=MARGIN_COLOR, marker="o", linewidth=1.6, label=w.margin_legend)
    for x, m in points:
        labels.append(
            right.annotate(
                format_pct(m),
                (x, m),
                xytext=(0, 7) if m >= 0 else (9, 0),  # a loss year's bars sit below: label beside the point
                textcoords="offset points",
                ha="center" if m >= 0 else "left",
                va="bottom" if m >= 0 else "center",
                fontsize=8.5,
                color=MARGIN_COLOR,
            )
        )
    low, high = min(0.0, *margins), max(0.0, *margins)
    pad = max(5.0, (high - low) * 0.25)
    right.set_ylim(low - pad, high + pad)
    right.yaxis.set_major_formatter(FuncFormatter(lambda v, _: format_pct(v)))
    right.set_ylabel(w.row("operating_margin"))
    return line
