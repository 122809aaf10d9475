"""Typed rows of the OpenDART periodic-report tables (정기보고서 주요정보), as they come off the wire.

Each model is one endpoint's row; field names are the API's, types say how the wire string is read (see
``core.data.dart.wire``). ``core.data.dart.reports`` and ``core.data.dart.people`` turn these rows into the
neutral values the tools use. The 보수 V2 shape is inferred (see ``core.data.dart.people``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Annotated, NamedTuple

from core.data.dart.row_model import Key, rows_of
from core.data.dart.values import SOURCE, Number, parse_float, parse_int, parse_number
from core.data.dart.values import DividendUnit as DividendUnit
from core.data.dart.wire import DartRow, Float, Int, ReportRow, Text
from core.errors import DataFormatError

# --- 배당에 관한 사항 (alotMatter) ------------------------------------------------------------------

_SE = re.compile(r"^\s*(?:\((연결|별도|개별)\))?\s*(.*?)\s*(?:\(([^()]*)\))?\s*$")
_WON_SCALE = {"원": 1, "천원": 1_000, "백만원": 1_000_000, "억원": 100_000_000, "십억원": 1_000_000_000}


class DividendLabel(NamedTuple):
    """What an ``se`` label says: ``(연결)당기순이익(백만원)`` → basis 연결, name, unit won × 1,000,000."""

    basis_word: str | None  # "연결" / "별도" / "개별", None when the label has none
    name: str  # without basis and unit: "현금배당금총액"
    unit: DividendUnit
    scale: int  # won per unit of the wire value (0 unless ``unit`` is won)


def dividend_label(label: str) -> DividendLabel:
    """Split an ``alotMatter`` ``se`` label into basis, name and unit."""
    match = _SE.match(label)
    basis_word, name, unit_word = (match[1], match[2], match[3]) if match else (None, label, None)
    if unit_word in _WON_SCALE:
        return DividendLabel(basis_word, name, "won", _WON_SCALE[unit_word])
    if unit_word == "%":
        return DividendLabel(basis_word, name, "percent", 0)
    if unit_word == "주":
        return DividendLabel(basis_word, name, "shares", 0)
    if unit_word is not None:
        name = f"{name}({unit_word})"  # a parenthesis that is not a unit stays part of the name
    return DividendLabel(basis_word, name, "number", 0)


class DividendRow(ReportRow):
    """A line of 배당에 관한 사항 (``alotMatter``): the unit rides in ``se``, so values are read by it."""

    se: Text = None  # "주당 현금배당금(원)", "(연결)현금배당성향(%)", "현금배당금총액(백만원)"
    stock_knd: Text = None  # "보통주" / "우선주"
    thstrm: object = None  # 당기, as sent (read by ``values``)
    frmtrm: object = None  # 전기
    lwfr: object = None  # 전전기

    @property
    def label(self) -> DividendLabel:
        return dividend_label(self.se or "")

    def values(self) -> tuple[Number | None, Number | None, Number | None]:
        """당기, 전기, 전전기 in normalised units: money in won (백만원 × 1,000,000), ratios in %."""
        label = self.label

        def value(raw: object) -> Number | None:
            if label.unit == "won":
                return parse_int(raw, scale=label.scale)
            if label.unit == "percent":
                return parse_float(raw)
            return parse_number(raw)

        return value(self.thstrm), value(self.frmtrm), value(self.lwfr)


# --- 최대주주 / 최대주주 변동 / 소액주주 / 주식의 총수 ------------------------------------------------


class LargestShareholderRow(ReportRow):
    """A row of 최대주주 및 특수관계인의 주식소유 현황 (``hyslrSttus``)."""

    nm: Text = None  # "계" on the total row
    relate: Text = None
    stock_knd: Text = None
    bsis_posesn_stock_co: Int = None  # 기초 소유주식수
    bsis_posesn_stock_qota_rt: Float = None  # 기초 지분율 (%)
    trmend_posesn_stock_co: Int = None  # 기말 소유주식수
    trmend_posesn_stock_qota_rt: Float = None  # 기말 지분율 (%)
    rm: Text = None


class MinorityHolderRow(ReportRow):
    """The row of 소액주주 현황 (``mrhlSttus``): holders and their shares, each with its share of the whole."""

    se: Text = None  # "소액주주"
    shrholdr_co: Int = None  # 소액주주 수 (명)
    shrholdr_tot_co: Int = None  # 전체 주주 수
    shrholdr_rate: Float = None  # 주주 수 비율 (%)
    hold_stock_co: Int = None  # 소액주주 보유 주식 수
    stock_tot_co: Int = None  # 총발행주식수
    hold_stock_rate: Float = None  # 보유 주식 비율 (%)


class ShareCountRow(ReportRow):
    """A row of 주식의 총수 현황 (``stockTotqySttus``), all in shares."""

    se: Text = None  # "보통주" / "우선주" / "합계"
    isu_stock_totqy: Int = None
    now_to_isu_stock_totqy: Int = None
    now_to_dcrs_stock_totqy: Int = None
    redc: Int = None
    profit_incnr: Int = None
    rdmstk_repy: Int = None
    etc: Int = None
    istc_totqy: Int = None
    tesstk_co: Int = None
    distb_stock_co: Int = None


# --- 임원 / 직원 ------------------------------------------------------------------------------------


class ExecutiveRow(ReportRow):
    """A row of 임원 현황 (``exctvSttus``)."""

    nm: Text = None
    sexdstn: Text = None
    birth_ym: Text = None  # "1962년 03월"
    ofcps: Text = None
    rgist_exctv_at: Text = None
    fte_at: Text = None
    chrg_job: Text = None
    main_career: Text = None
    mxmm_shrholdr_relate: Text = None
    hffc_pd: Text = None  # 재직기간 "46개월"
    tenure_end_on: Text = None  # "2026년 03월 17일"


class EmployeeRow(ReportRow):
    """A row of 직원 현황 (``empSttus``); the legacy ``reform_bfe_*`` columns are not read."""

    fo_bbm: Text = None
    sexdstn: Text = None
    rgllbr_co: Int = None
    rgllbr_abacpt_labrr_co: Int = None
    cnttk_co: Int = None
    cnttk_abacpt_labrr_co: Int = None
    sm: Int = None
    avrg_cnwk_sdytrn: Text = None  # "16.5", "16.5년" or "16년 6개월"
    fyer_salary_totamt: Int = None  # won, as the API reports it
    jan_salary_am: Int = None
    rm: Text = None


# --- 개인별 보수 (hmvAuditIndvdlBySttus, indvdlByPay, and their V2) ---------------------------------

STOCK_FIELDS = frozenset(
    {
        "stk_bsd_pd_mendng_totamt_knd",
        "stk_bsd_pd_mendng_totamt_qty",
        "stk_bsd_pd_mendng_totamt_amt",
        "stk_opt_exrcsbl_qty",
        "stk_opt_unexrcsbl_qty",
        "stk_opt_exrc_pr",
        "stk_opt_rmn_blce",
        "othr_stk_bsd_cmpn_unpyd_qty",
        "othr_stk_bsd_cmpn_mkt_vl",
    }
)


def _objects(value: object, name: str) -> list[Mapping[str, object]]:
    """A field holding one object or a list of objects (the V2 pay body uses both)."""
    key = "list" if name == "details" else name
    if value is None:
        return []
    if isinstance(value, dict):
        return [value]
    if isinstance(value, list) and all(isinstance(item, dict) for item in value):
        return list(value)
    raise DataFormatError(f"OpenDART pay field {key!r} is not an object or a list", source=SOURCE)


class StockPayRow(DartRow):
    """A stock-based pay line of the V2 pay tables (shape inferred)."""

    stk_bsd_pd_mendng_totamt_knd: Text = None  # 주식기준보상 종류
    stk_bsd_pd_mendng_totamt_qty: Int = None
    stk_bsd_pd_mendng_totamt_amt: Int = None
    stk_opt_exrcsbl_qty: Int = None
    stk_opt_unexrcsbl_qty: Int = None
    stk_opt_exrc_pr: Int = None
    stk_opt_rmn_blce: Int = None
    othr_stk_bsd_cmpn_unpyd_qty: Int = None
    othr_stk_bsd_cmpn_mkt_vl: Int = None
    rm: Text = None

    @property
    def is_blank(self) -> bool:
        """No stock-based pay field has a value."""
        return all(getattr(self, name) is None for name in STOCK_FIELDS)


class PayPersonRow(StockPayRow):
    """One person's pay: a flat old-shape row, or a V2 ``group`` member (stock fields flat or in ``list``)."""

    nm: Text = None
    ofcps: Text = None
    mendng_totamt: Int = None  # 보수총액
    mendng_totamt_ct_incls_mendng: Int = None  # 보수총액 비포함 보수 (old shape)
    fscl_year: Text = None  # V2: "당기" / "전기" / "전전기"
    details: Annotated[tuple[StockPayRow, ...], rows_of(StockPayRow, _objects), Key("list")] = ()

    @property
    def has_flat_stock_fields(self) -> bool:
        """V2 stock-based pay fields sent on the person row itself (no ``list``)."""
        return bool(self.model_fields_set & STOCK_FIELDS)


class PayRow(PayPersonRow, ReportRow):
    """A row of a 개인별 보수 table: a person (old shape), or the filing with a V2 ``group`` of people."""

    group: Annotated[tuple[PayPersonRow, ...], rows_of(PayPersonRow, _objects)] = ()

    @property
    def is_grouped(self) -> bool:
        return "group" in self.model_fields_set
