"""KIS wire rows as typed pydantic models: the one place for KIS's string formats.

KIS sends every number as a string, some in other units than won, and the direction of a change in a
separate sign code. The field types below turn those into plain numbers in KRW won:

- ``KisInt`` / ``KisFloat``: ``"53600"``, ``"2131.00"``, ``"-0.37"``, commas allowed; garbage → ``DataFormatError``
- ``Eok``: ``hts_avls`` (market cap) is in 억원 → ×100,000,000
- ``Million``: ``*_ntby_tr_pbmn`` (investor net buy amounts) are in 백만원 → ×1,000,000
- ``prdy_vrss_sign``: 1 상한 / 2 상승 → positive, 3 보합 → zero, 4 하한 / 5 하락 → negative (the models'
  ``change`` properties apply it; the magnitude may come unsigned)

A blank string (KIS's "no value yet", e.g. today's investor row before the close) becomes ``None``,
never zero. Field names are KIS's own, so each model documents its endpoint's output.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date, datetime
from typing import Annotated, Any, TypeVar

from pydantic import BaseModel, ConfigDict, PlainValidator, ValidationError

from core.clock import KST
from core.errors import DataFormatError

SOURCE = "KIS"
EOK = 100_000_000  # 억원 → 원
MILLION = 1_000_000  # 백만원 → 원

T = TypeVar("T")
_UP = frozenset({"1", "2"})
_DOWN = frozenset({"4", "5"})

# --- values -------------------------------------------------------------------------------------


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
    """A whole-number change with ``prdy_vrss_sign`` applied."""
    value = signed(opt_int(raw), sign)
    return None if value is None else int(value)


def parse_yyyymmdd(raw: Any) -> date | None:
    """``"20241227"`` → a date; blank → None; anything else → ``DataFormatError``."""
    text = _clean(raw)
    if not text:
        return None
    try:
        return datetime.strptime(text, "%Y%m%d").replace(tzinfo=KST).date()
    except ValueError:
        raise DataFormatError(f"KIS 날짜 형식 오류: {text[:20]!r}", source=SOURCE) from None


def _eok(raw: Any) -> int | None:
    return opt_int(raw, EOK)


def _million(raw: Any) -> int | None:
    return opt_int(raw, MILLION)


KisInt = Annotated[int | None, PlainValidator(opt_int)]
KisFloat = Annotated[float | None, PlainValidator(opt_float)]
Eok = Annotated[int | None, PlainValidator(_eok)]
Million = Annotated[int | None, PlainValidator(_million)]
KisDate = Annotated[date | None, PlainValidator(parse_yyyymmdd)]
SignCode = Annotated[str, PlainValidator(_clean)]

# --- rows ---------------------------------------------------------------------------------------


class KisRow(BaseModel):
    """Base of the KIS row models: unknown fields are ignored, rows are immutable."""

    model_config = ConfigDict(extra="ignore", frozen=True)


RowModel = TypeVar("RowModel", bound=KisRow)


def parse_kis_row(model: type[RowModel], row: Mapping[str, Any]) -> RowModel:
    """One ``output``/``output2`` object as ``model``; an unreadable field raises ``DataFormatError``."""
    try:
        return model.model_validate(dict(row))
    except ValidationError as exc:
        error = exc.errors()[0]
        where = ".".join(str(part) for part in error["loc"])
        raise DataFormatError(f"KIS {model.__name__}.{where}: {error['msg']}", source=SOURCE) from None


class PriceOutput(KisRow):
    """``output`` of 주식현재가 시세 (inquire-price, FHKST01010100)."""

    stck_prpr: KisInt = None  # 현재가
    prdy_vrss: KisInt = None  # 전일 대비 (magnitude; sign in prdy_vrss_sign)
    prdy_vrss_sign: SignCode = ""
    prdy_ctrt: KisFloat = None  # 전일 대비율 (%)
    acml_vol: KisInt = None  # 누적 거래량 (주)
    acml_tr_pbmn: KisInt = None  # 누적 거래대금 (원)
    stck_oprc: KisInt = None
    stck_hgpr: KisInt = None
    stck_lwpr: KisInt = None
    hts_avls: Eok = None  # 시가총액, sent in 억원
    per: KisFloat = None
    pbr: KisFloat = None
    eps: KisFloat = None
    bps: KisFloat = None
    w52_hgpr: KisInt = None
    w52_lwpr: KisInt = None
    hts_frgn_ehrt: KisFloat = None  # 외국인 소진율 (%)

    @property
    def change(self) -> int | None:
        """전일 대비 (원), signed."""
        value = signed(self.prdy_vrss, self.prdy_vrss_sign)
        return None if value is None else int(value)

    @property
    def change_pct(self) -> float | None:
        """전일 대비율 (%), signed."""
        return signed(self.prdy_ctrt, self.prdy_vrss_sign)


class ChartRow(KisRow):
    """A row of ``output2`` of 기간별 시세 (inquire-daily-itemchartprice, FHKST03010100)."""

    stck_bsop_date: KisDate = None  # 영업일자; blank on KIS's filler rows
    stck_clpr: KisInt = None  # 종가
    stck_oprc: KisInt = None
    stck_hgpr: KisInt = None
    stck_lwpr: KisInt = None
    acml_vol: KisInt = None
    acml_tr_pbmn: KisInt = None  # 원
    prdy_vrss: KisInt = None
    prdy_vrss_sign: SignCode = ""

    @property
    def change(self) -> int | None:
        """전일 대비 (원), signed."""
        value = signed(self.prdy_vrss, self.prdy_vrss_sign)
        return None if value is None else int(value)


class InvestorRow(KisRow):
    """A row of ``output`` of 투자자별 매매동향 (inquire-investor, FHKST01010900)."""

    stck_bsop_date: KisDate = None
    stck_clpr: KisInt = None
    prsn_ntby_qty: KisInt = None  # 개인 순매수 수량 (주)
    frgn_ntby_qty: KisInt = None  # 외국인
    orgn_ntby_qty: KisInt = None  # 기관계
    prsn_ntby_tr_pbmn: Million = None  # 개인 순매수 거래대금, sent in 백만원
    frgn_ntby_tr_pbmn: Million = None
    orgn_ntby_tr_pbmn: Million = None


class IndexOutput(KisRow):
    """``output`` of 업종 현재지수 (inquire-index-price, FHPUP02100000)."""

    bstp_nmix_prpr: KisFloat = None  # 현재 지수
    bstp_nmix_prdy_vrss: KisFloat = None
    bstp_nmix_prdy_ctrt: KisFloat = None
    bstp_nmix_oprc: KisFloat = None
    bstp_nmix_hgpr: KisFloat = None
    bstp_nmix_lwpr: KisFloat = None
    prdy_vrss_sign: SignCode = ""

    @property
    def change(self) -> float | None:
        return signed(self.bstp_nmix_prdy_vrss, self.prdy_vrss_sign)

    @property
    def change_pct(self) -> float | None:
        return signed(self.bstp_nmix_prdy_ctrt, self.prdy_vrss_sign)
