"""KIS quote results as neutral values (KRW won, KST), built from the typed wire rows.

The wire (``core.data.kis.wire``) reads KIS's strings: numbers, 억원/백만원 units, the sign code of a
change, blanks as ``None``. This module turns those rows into the results the tools use. The value
helpers (``opt_int``, ``opt_float``, ``signed`` …) are re-exported from the wire module; ``KST`` is core.clock's.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any, Literal

from core.clock import KST
from core.data.kis.wire import (
    EOK,
    MILLION,
    SOURCE,
    ChartRow,
    IndexOutput,
    InvestorRow,
    PriceOutput,
    need,
    opt_float,
    opt_int,
    parse_kis_row,
    parse_yyyymmdd,
    req_int,
    signed,
    signed_int,
)

__all__ = [
    "EOK",
    "KST",
    "MILLION",
    "SOURCE",
    "Bar",
    "IndexQuote",
    "InvestorFlow",
    "InvestorFlows",
    "Period",
    "PriceHistory",
    "Quote",
    "need",
    "opt_float",
    "opt_int",
    "parse_bar",
    "parse_index",
    "parse_investor_row",
    "parse_quote",
    "parse_yyyymmdd",
    "req_int",
    "signed",
    "signed_int",
    "source_label",
]

Period = Literal["D", "W", "M"]


@dataclass(frozen=True, slots=True)
class Quote:
    """Current price and valuation of one stock (inquire-price). Amounts in won."""

    stock_code: str
    price: int
    change: int
    change_pct: float
    volume: int
    trade_value: int
    open: int | None
    high: int | None
    low: int | None
    market_cap: int | None
    per: float | None
    pbr: float | None
    eps: float | None
    bps: float | None
    week52_high: int | None
    week52_low: int | None
    foreign_ratio_pct: float | None
    as_of: datetime
    source: str
    demo: bool = False


@dataclass(frozen=True, slots=True)
class Bar:
    """One daily / weekly / monthly candle. ``change`` is signed, ``trade_value`` in won."""

    date: date
    open: int | None
    high: int | None
    low: int | None
    close: int
    volume: int | None
    trade_value: int | None
    change: int | None


@dataclass(frozen=True, slots=True)
class PriceHistory:
    """Candles oldest → newest, deduplicated by date, restricted to the requested window."""

    stock_code: str
    period: Period
    bars: tuple[Bar, ...]
    as_of: datetime
    source: str
    demo: bool = False


@dataclass(frozen=True, slots=True)
class InvestorFlow:
    """Net buying of one day by investor type. ``None`` means KIS has no figure yet (before the close)."""

    date: date
    close: int | None
    individual_qty: int | None
    foreign_qty: int | None
    institution_qty: int | None
    individual_amount: int | None
    foreign_amount: int | None
    institution_amount: int | None

    @property
    def complete(self) -> bool:
        """True when every quantity and amount is known."""
        return None not in (
            self.individual_qty,
            self.foreign_qty,
            self.institution_qty,
            self.individual_amount,
            self.foreign_amount,
            self.institution_amount,
        )


@dataclass(frozen=True, slots=True)
class InvestorFlows:
    """Investor flows newest → oldest, as KIS sends them."""

    stock_code: str
    rows: tuple[InvestorFlow, ...]
    as_of: datetime
    source: str
    demo: bool = False


@dataclass(frozen=True, slots=True)
class IndexQuote:
    """A market index level (0001 KOSPI, 1001 KOSDAQ)."""

    index_code: str
    level: float
    change: float
    change_pct: float
    open: float | None
    high: float | None
    low: float | None
    as_of: datetime
    source: str
    demo: bool = False


# --- wire conversion ----------------------------------------------------------------------------


def source_label(as_of: datetime, *, demo: bool) -> str:
    """The human label UIs show next to a figure, e.g. ``KIS 시세 (2024-12-27 15:30 KST)``."""
    stamp = as_of.astimezone(KST).strftime("%Y-%m-%d %H:%M KST")
    return f"KIS 데모 시세 (synthetic, {stamp})" if demo else f"KIS 시세 ({stamp})"


def english_source_label(as_of: datetime, *, demo: bool) -> str:
    """``source_label`` in English (an English card or chart): ``KIS quote (2024-12-27 15:30 KST)``."""
    stamp = as_of.astimezone(KST).strftime("%Y-%m-%d %H:%M KST")
    return f"KIS demo quote (synthetic, {stamp})" if demo else f"KIS quote ({stamp})"


def parse_quote(
    out: Mapping[str, Any], stock_code: str, *, as_of: datetime, source: str, demo: bool
) -> Quote:
    """inquire-price ``output`` → ``Quote``."""
    row = parse_kis_row(PriceOutput, out)
    return Quote(
        stock_code=stock_code,
        price=need(row.stck_prpr, "stck_prpr"),
        change=need(row.change, "prdy_vrss"),
        change_pct=need(row.change_pct, "prdy_ctrt"),
        volume=need(row.acml_vol, "acml_vol"),
        trade_value=need(row.acml_tr_pbmn, "acml_tr_pbmn"),
        open=row.stck_oprc,
        high=row.stck_hgpr,
        low=row.stck_lwpr,
        market_cap=row.hts_avls,
        per=row.per,
        pbr=row.pbr,
        eps=row.eps,
        bps=row.bps,
        week52_high=row.w52_hgpr,
        week52_low=row.w52_lwpr,
        foreign_ratio_pct=row.hts_frgn_ehrt,
        as_of=as_of,
        source=source,
        demo=demo,
    )


def parse_bar(row: Mapping[str, Any]) -> Bar | None:
    """One ``output2`` row of inquire-daily-itemchartprice; ``None`` for KIS's empty filler rows."""
    wire = parse_kis_row(ChartRow, row)
    if wire.stck_bsop_date is None or wire.stck_clpr is None:
        return None
    return Bar(
        date=wire.stck_bsop_date,
        open=wire.stck_oprc,
        high=wire.stck_hgpr,
        low=wire.stck_lwpr,
        close=wire.stck_clpr,
        volume=wire.acml_vol,
        trade_value=wire.acml_tr_pbmn,
        change=wire.change,
    )


def parse_investor_row(row: Mapping[str, Any]) -> InvestorFlow | None:
    """One ``output`` row of inquire-investor; amounts 백만원 → won, blanks stay ``None``."""
    wire = parse_kis_row(InvestorRow, row)
    if wire.stck_bsop_date is None:
        return None
    return InvestorFlow(
        date=wire.stck_bsop_date,
        close=wire.stck_clpr,
        individual_qty=wire.prsn_ntby_qty,
        foreign_qty=wire.frgn_ntby_qty,
        institution_qty=wire.orgn_ntby_qty,
        individual_amount=wire.prsn_ntby_tr_pbmn,
        foreign_amount=wire.frgn_ntby_tr_pbmn,
        institution_amount=wire.orgn_ntby_tr_pbmn,
    )


def parse_index(
    out: Mapping[str, Any], index_code: str, *, as_of: datetime, source: str, demo: bool
) -> IndexQuote:
    """inquire-index-price ``output`` → ``IndexQuote``."""
    row = parse_kis_row(IndexOutput, out)
    return IndexQuote(
        index_code=index_code,
        level=need(row.bstp_nmix_prpr, "bstp_nmix_prpr"),
        change=need(row.change, "bstp_nmix_prdy_vrss"),
        change_pct=need(row.change_pct, "bstp_nmix_prdy_ctrt"),
        open=row.bstp_nmix_oprc,
        high=row.bstp_nmix_hgpr,
        low=row.bstp_nmix_lwpr,
        as_of=as_of,
        source=source,
        demo=demo,
    )
