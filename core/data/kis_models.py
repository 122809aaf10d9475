"""KIS quote results as neutral values, and the conversion from KIS's wire strings.

KIS sends every number as a string, some in other units than won, and the direction of a change in a
separate sign code. Everything here turns those into plain numbers in KRW won:

- ``hts_avls`` (market cap) is in 억원 → ×100,000,000
- ``*_ntby_tr_pbmn`` (investor net buy amounts) are in 백만원 → ×1,000,000
- ``prdy_vrss_sign``: 1 상한 / 2 상승 → positive, 3 보합 → zero, 4 하한 / 5 하락 → negative

A blank string (KIS's "no value yet", e.g. today's investor row before the close) becomes ``None``,
never zero.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date, datetime, timedelta, timezone
from typing import Any, Literal, TypeVar

from core.errors import DataFormatError

KST = timezone(timedelta(hours=9), "KST")
SOURCE = "KIS"
EOK = 100_000_000  # 억원 → 원
MILLION = 1_000_000  # 백만원 → 원

Period = Literal["D", "W", "M"]
T = TypeVar("T")
_UP = frozenset({"1", "2"})
_DOWN = frozenset({"4", "5"})


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


def _clean(raw: Any) -> str:
    return str(raw).strip().replace(",", "") if raw is not None else ""


def opt_float(raw: Any) -> float | None:
    """``"-0.37"`` → -0.37; blank or missing → None; garbage → ``DataFormatError``."""
    text = _clean(raw)
    if not text:
        return None
    try:
        return float(text)
    except ValueError:
        raise DataFormatError(f"KIS 숫자 형식 오류: {text[:20]!r}", source=SOURCE) from None


def opt_int(raw: Any, scale: int = 1) -> int | None:
    """``"53600"`` → 53600 (times ``scale`` for unit conversion); ``"2131.00"`` → 2131; blank → None."""
    text = _clean(raw)
    if not text:
        return None
    try:
        return int(text) * scale
    except ValueError:
        value = opt_float(text)
        return None if value is None else round(value * scale)


def req_int(row: Mapping[str, Any], key: str, scale: int = 1) -> int:
    """Like ``opt_int`` for a field that must be present."""
    return need(opt_int(row.get(key), scale), key)


def need(value: T | None, key: str) -> T:
    """``value`` unless it is ``None``, which means a required field was blank."""
    if value is None:
        raise DataFormatError(f"KIS 응답에 {key} 값이 없습니다", source=SOURCE)
    return value


def signed(magnitude: float | None, sign: Any) -> float | None:
    """Apply ``prdy_vrss_sign`` to a change; unknown sign codes (e.g. "0") keep the value as sent."""
    if magnitude is None:
        return None
    code = _clean(sign)
    if code in _UP:
        return abs(magnitude)
    if code == "3":
        return 0.0
    if code in _DOWN:
        return -abs(magnitude)
    return magnitude


def signed_int(raw: Any, sign: Any) -> int | None:
    value = signed(opt_int(raw), sign)
    return None if value is None else int(value)


def parse_yyyymmdd(raw: Any) -> date | None:
    text = _clean(raw)
    if not text:
        return None
    try:
        return datetime.strptime(text, "%Y%m%d").replace(tzinfo=KST).date()
    except ValueError:
        raise DataFormatError(f"KIS 날짜 형식 오류: {text[:20]!r}", source=SOURCE) from None


def parse_quote(
    out: Mapping[str, Any], stock_code: str, *, as_of: datetime, source: str, demo: bool
) -> Quote:
    """inquire-price ``output`` → ``Quote``."""
    sign = out.get("prdy_vrss_sign")
    return Quote(
        stock_code=stock_code,
        price=req_int(out, "stck_prpr"),
        change=need(signed_int(out.get("prdy_vrss"), sign), "prdy_vrss"),
        change_pct=need(signed(opt_float(out.get("prdy_ctrt")), sign), "prdy_ctrt"),
        volume=req_int(out, "acml_vol"),
        trade_value=req_int(out, "acml_tr_pbmn"),
        open=opt_int(out.get("stck_oprc")),
        high=opt_int(out.get("stck_hgpr")),
        low=opt_int(out.get("stck_lwpr")),
        market_cap=opt_int(out.get("hts_avls"), EOK),
        per=opt_float(out.get("per")),
        pbr=opt_float(out.get("pbr")),
        eps=opt_float(out.get("eps")),
        bps=opt_float(out.get("bps")),
        week52_high=opt_int(out.get("w52_hgpr")),
        week52_low=opt_int(out.get("w52_lwpr")),
        foreign_ratio_pct=opt_float(out.get("hts_frgn_ehrt")),
        as_of=as_of,
        source=source,
        demo=demo,
    )


def parse_bar(row: Mapping[str, Any]) -> Bar | None:
    """One ``output2`` row of inquire-daily-itemchartprice; ``None`` for KIS's empty filler rows."""
    day = parse_yyyymmdd(row.get("stck_bsop_date"))
    close = opt_int(row.get("stck_clpr"))
    if day is None or close is None:
        return None
    return Bar(
        date=day,
        open=opt_int(row.get("stck_oprc")),
        high=opt_int(row.get("stck_hgpr")),
        low=opt_int(row.get("stck_lwpr")),
        close=close,
        volume=opt_int(row.get("acml_vol")),
        trade_value=opt_int(row.get("acml_tr_pbmn")),
        change=signed_int(row.get("prdy_vrss"), row.get("prdy_vrss_sign")),
    )


def parse_investor_row(row: Mapping[str, Any]) -> InvestorFlow | None:
    """One ``output`` row of inquire-investor; amounts 백만원 → won, blanks stay ``None``."""
    day = parse_yyyymmdd(row.get("stck_bsop_date"))
    if day is None:
        return None
    return InvestorFlow(
        date=day,
        close=opt_int(row.get("stck_clpr")),
        individual_qty=opt_int(row.get("prsn_ntby_qty")),
        foreign_qty=opt_int(row.get("frgn_ntby_qty")),
        institution_qty=opt_int(row.get("orgn_ntby_qty")),
        individual_amount=opt_int(row.get("prsn_ntby_tr_pbmn"), MILLION),
        foreign_amount=opt_int(row.get("frgn_ntby_tr_pbmn"), MILLION),
        institution_amount=opt_int(row.get("orgn_ntby_tr_pbmn"), MILLION),
    )


def parse_index(
    out: Mapping[str, Any], index_code: str, *, as_of: datetime, source: str, demo: bool
) -> IndexQuote:
    """inquire-index-price ``output`` → ``IndexQuote``."""
    sign = out.get("prdy_vrss_sign")
    return IndexQuote(
        index_code=index_code,
        level=need(opt_float(out.get("bstp_nmix_prpr")), "bstp_nmix_prpr"),
        change=need(signed(opt_float(out.get("bstp_nmix_prdy_vrss")), sign), "bstp_nmix_prdy_vrss"),
        change_pct=need(signed(opt_float(out.get("bstp_nmix_prdy_ctrt")), sign), "bstp_nmix_prdy_ctrt"),
        open=opt_float(out.get("bstp_nmix_oprc")),
        high=opt_float(out.get("bstp_nmix_hgpr")),
        low=opt_float(out.get("bstp_nmix_lwpr")),
        as_of=as_of,
        source=source,
        demo=demo,
    )
