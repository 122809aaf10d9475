"""Chart values: what is asked for, the data a chart is drawn from, and the finished image.

Two kinds, both without a model call:

* ``price`` — daily closes with volume bars for ``1m`` / ``3m`` / ``1y`` / ``5y``, the 52-week high and
  low marked (KIS ``inquire-daily-itemchartprice``);
* ``earnings`` — five fiscal years of 매출액 / 영업이익 / 당기순이익 bars with the operating margin as a
  line (OpenDART 사업보고서, 연결 first, the basis in the title).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date, datetime
from typing import TYPE_CHECKING, Any, Literal

from core.data.companies.resolver import Company
from core.data.kis.models import Bar
from core.errors import DexterError
from core.lang import Language

if TYPE_CHECKING:
    from core.charts.plots import Plot

ChartKind = Literal["price", "earnings"]
PricePeriod = Literal["1m", "3m", "1y", "5y"]
PERIODS: tuple[PricePeriod, ...] = ("1m", "3m", "1y", "5y")
#: How each period reads in Korean, and how far back it reaches (days).
PERIOD_LABELS: dict[PricePeriod, str] = {"1m": "1개월", "3m": "3개월", "1y": "1년", "5y": "5년"}
PERIOD_DAYS: dict[PricePeriod, int] = {"1m": 31, "3m": 92, "1y": 365, "5y": 5 * 365 + 1}
KIND_LABELS: dict[ChartKind, str] = {"price": "주가", "earnings": "연간 실적"}


class ChartInputError(DexterError):
    """The chart cannot be made as asked (unknown company, bad period, no data); ``user_message`` is
    the Korean sentence to show, ``user_message_en`` the English one where there is one (else the
    Korean)."""

    def __init__(self, user_message: str, user_message_en: str = "") -> None:
        super().__init__(user_message)
        self.user_message = user_message
        self.user_message_en = user_message_en or user_message


@dataclass(frozen=True, slots=True)
class ChartRequest:
    """A chart as asked: the company as typed, the kind, (for prices) the period, and the language its
    titles, labels and caption are in (``core.charts.words``)."""

    company: str
    kind: ChartKind = "price"
    period: PricePeriod = "1y"
    lang: Language = "ko"

    @property
    def label(self) -> str:
        """``주가 1년`` / ``연간 실적`` (in the chart's language: ``core.charts.words.label_of``)."""
        return f"주가 {PERIOD_LABELS[self.period]}" if self.kind == "price" else KIND_LABELS[self.kind]


@dataclass(frozen=True, slots=True)
class Extreme:
    """A 52-week high or low: the price (won) and the day it was reached."""

    price: int
    day: date


@dataclass(frozen=True, slots=True)
class PriceData:
    """Daily candles of the chart's window (oldest → newest) and the 52-week extremes at its end."""

    company: Company
    period: PricePeriod
    bars: tuple[Bar, ...]
    high52: Extreme | None
    low52: Extreme | None
    as_of: datetime
    source: str
    demo: bool = False


@dataclass(frozen=True, slots=True)
class YearFigures:
    """One fiscal year, amounts in won (``None`` when the filing has no such line, e.g. a bank's 매출액)."""

    year: int
    revenue: int | None
    operating_income: int | None
    net_income: int | None

    @property
    def operating_margin(self) -> float | None:
        """영업이익률 in percent (영업이익 ÷ 매출액 × 100)."""
        if self.revenue is None or self.operating_income is None or self.revenue <= 0:
            return None
        return self.operating_income / self.revenue * 100


@dataclass(frozen=True, slots=True)
class EarningsData:
    """Up to five fiscal years, oldest first, all on one basis (``연결`` or ``별도``)."""

    company: Company
    basis: str
    years: tuple[YearFigures, ...]
    #: the filings the figures come from (receipt numbers for the DART viewer)
    rcept_nos: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Chart:
    """A rendered chart: the PNG and the words that go with it on a platform."""

    png: bytes
    title: str
    caption: str
    filename: str
    request: ChartRequest
    #: one line for the progress row and the tool result
    summary: str = ""
    #: the figures the chart shows (amounts in won, dates ISO), JSON-able, for the agent's tool result
    facts: Mapping[str, Any] = field(default_factory=dict)
    #: the chart as data for platforms that draw it themselves (``core.charts.plots``), and what to
    #: say beside it that the drawn points may not show (a thinned price line's exact close, high, low)
    plots: tuple[Plot, ...] = ()
    plot_note: str = ""
    #: where the figures come from (the caption's source line without its prefix)
    sources: tuple[str, ...] = ()
