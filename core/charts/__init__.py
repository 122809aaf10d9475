"""Charts without a model call: price history (KIS) and five-year earnings (OpenDART) as PNG images.

``build_chart(data, ChartRequest(...), today=…)`` resolves the company, fetches the data and renders
off the event loop; ``parse_chart_command`` reads ``<종목> [1m|3m|1y|5y|실적]`` (after ``chart``); ``ChartShelf``
keeps the charts the agent's ``make_chart`` tool made until the answer is posted.
"""

from core.charts.make import build_chart
from core.charts.model import (
    PERIODS,
    Chart,
    ChartInputError,
    ChartKind,
    ChartRequest,
    PricePeriod,
)
from core.charts.shelf import ChartShelf
from core.charts.spec import USAGE, parse_chart_command

__all__ = [
    "PERIODS",
    "USAGE",
    "Chart",
    "ChartInputError",
    "ChartKind",
    "ChartRequest",
    "ChartShelf",
    "PricePeriod",
    "build_chart",
    "parse_chart_command",
]
