"""OpenDART rows as typed models (``core.data.dart.row_model``), read where the JSON comes in (live or recorded).

One model per row kind; a field's type says how its wire string is read, using the conversions of
``core.data.dart.values`` (the one place for the format quirks):

* ``Amount`` — statement amounts in won: ``"258,935,494,000,000"`` and ``"-1234"`` → int, ``""``/``"-"`` → None
* ``Int`` / ``Float`` / ``Num`` — report-table numbers: commas, ``%``, ``△5`` and ``(5)`` for negatives,
  ``-``/blank/``해당없음`` → None (scaling 백만원 → 원 is the model's job, e.g. ``DividendRow``)
* ``Text`` — stripped text, ``-``/blank → None; a non-scalar value raises ``DataFormatError``
* ``Str`` / ``Raw`` — identifiers and labels kept as sent (``Str`` is ``""`` when absent)

Field names are the API's own (``thstrm_amount``, ``rcept_no`` …), so each model documents its endpoint.
Readers use attributes. Tables of the periodic reports (배당, 주주, 임원 …) are in ``core.data.dart.rows``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date
from typing import Annotated, TypeVar

from core.data.dart.row_model import Read, Row, RowError
from core.data.dart.values import (
    SOURCE,
    ReportRows,
    checked_rows,
    parse_amount,
    parse_float,
    parse_int,
    parse_korean_date,
    parse_number,
    text_value,
)
from core.errors import DataFormatError


def _text(value: object, key: str) -> str | None:
    return text_value(value, key)


def _str(value: object) -> str:
    return "" if value is None else str(value)


def _stripped(value: object) -> str:
    return "" if value is None else str(value).strip()


def _raw(value: object) -> str | None:
    return None if value is None else str(value)


def _ord(value: object) -> int:
    return int(value) if isinstance(value, int | float) else int(str(value or 0))


Text = Annotated[str | None, Read(_text, keyed=True)]
Str = Annotated[str, Read(_str)]
Stripped = Annotated[str, Read(_stripped)]
Raw = Annotated[str | None, Read(_raw)]
Amount = Annotated[int | None, Read(parse_amount)]
Int = Annotated[int | None, Read(parse_int)]
Float = Annotated[float | None, Read(parse_float)]
Num = Annotated[int | float | None, Read(parse_number)]
KoreanDate = Annotated[date | None, Read(parse_korean_date)]
Ord = Annotated[int, Read(_ord)]


class DartRow(Row):
    """Base of the OpenDART row models: unknown fields are ignored, rows are immutable. A model reads its
    fields off its annotations when it first reads a row: a keyless quick answer reads statement rows only."""


RowModel = TypeVar("RowModel", bound=DartRow)


def parse_row(model: type[RowModel], row: Mapping[str, object]) -> RowModel:
    """One wire row as ``model``; a field that cannot be read raises ``DataFormatError``."""
    try:
        return model.parse(row)
    except RowError as exc:
        where = ".".join(str(part) for part in exc.loc)
        raise DataFormatError(
            f"OpenDART {model.__name__}.{where}: {exc.msg}", source=SOURCE, code="bad_row"
        ) from None


def parse_rows(model: type[RowModel], rows: object) -> list[RowModel]:
    """The ``list`` of a status-000 body as ``model``s (not a list of objects → ``DataFormatError``)."""
    return [parse_row(model, row) for row in checked_rows(rows)]


# --- 재무제표 (fnlttSinglAcntAll, fnlttSinglAcnt) -------------------------------------------------------


class StatementRow(DartRow):
    """A row of 단일회사 전체 재무제표 (``fnlttSinglAcntAll``) or 주요계정 (``fnlttSinglAcnt``), in won.

    The full statements carry ``account_id`` and ``account_detail`` and send amounts without commas;
    주요계정 has both bases in one body (``fs_div`` per row), names only, amounts with commas. In quarterly
    reports ``thstrm_amount`` of IS/CIS is the 3-month figure and ``thstrm_add_amount`` the year to date.
    """

    rcept_no: Str = ""
    corp_code: Str = ""
    bsns_year: Str = ""
    reprt_code: Str = ""
    fs_div: Str = ""  # 주요계정 only: CFS 연결 / OFS 별도
    sj_div: Str = ""  # BS, IS, CIS, CF, SCE
    account_id: Str = ""  # full statements only: "ifrs-full_Revenue", "-표준계정코드 미사용-" …
    account_nm: Stripped = ""
    account_detail: Stripped = ""  # "-" on headline rows; a component (equity breakdown) otherwise
    thstrm_nm: Str = ""  # "제 55 기"
    frmtrm_nm: Str = ""
    bfefrmtrm_nm: Str = ""
    thstrm_amount: Amount = None
    frmtrm_amount: Amount = None
    bfefrmtrm_amount: Amount = None
    thstrm_add_amount: Amount = None
    frmtrm_add_amount: Amount = None
    ord: Ord = 0

    @property
    def year(self) -> int:
        """``bsns_year`` as a number (0 when absent)."""
        return int(self.bsns_year or 0)

    @property
    def is_component(self) -> bool:
        """A component row (``account_detail`` names a part, e.g. of an equity breakdown)."""
        return self.account_detail not in ("-", "")

    @property
    def period_names(self) -> tuple[str, str, str]:
        """당기, 전기, 전전기 as the filing names them ("제 55 기" …)."""
        return (self.thstrm_nm, self.frmtrm_nm, self.bfefrmtrm_nm)


# --- 공시 목록 (list) and 기업개황 (company) ---------------------------------------------------------


class DisclosureRow(DartRow):
    """A row of 공시검색 (``list.json``)."""

    corp_code: Str = ""
    corp_name: Str = ""
    stock_code: Str = ""
    corp_cls: Str = ""  # Y 유가증권, K 코스닥, N 코넥스, E 기타
    report_nm: Stripped = ""  # "사업보고서 (2023.12)" (the API pads some names with spaces)
    rcept_no: Str = ""  # 접수번호; its first eight digits are the filing date
    flr_nm: Raw = None  # 공시 제출인
    rcept_dt: Str = ""  # "20240312"
    rm: Raw = None  # 비고 (유, 코, 채, 넥, 공, 연, 정, 철)


class CompanyOverview(DartRow):
    """기업개황 (``company.json``): top-level fields of the body, kept as sent (``None`` when absent)."""

    corp_code: Raw = None
    corp_name: Raw = None  # 정식명칭 "삼성전자(주)"
    corp_name_eng: Raw = None
    stock_name: Raw = None  # 종목명 "삼성전자"
    stock_code: Raw = None
    ceo_nm: Raw = None
    corp_cls: Raw = None  # Y 유가증권, K 코스닥, N 코넥스, E 기타
    jurir_no: Raw = None
    bizr_no: Raw = None
    adres: Raw = None
    hm_url: Raw = None
    ir_url: Raw = None
    phn_no: Raw = None
    fax_no: Raw = None
    induty_code: Raw = None  # 업종코드 (KSIC)
    est_dt: Raw = None  # 설립일 "19690113"
    acc_mt: Raw = None  # 결산월 "12"


# --- the filing a periodic-report table comes from ------------------------------------------------


class ReportRow(DartRow):
    """Fields every row of a periodic-report table carries (the filing it belongs to)."""

    rcept_no: Text = None
    corp_name: Text = None
    stlm_dt: KoreanDate = None  # 결산기준일 "2023-12-31"


ReportT = TypeVar("ReportT")


def filing_meta(rows: Sequence[ReportRow]) -> tuple[str | None, str | None, date | None]:
    """``(rcept_no, corp_name, settlement_date)`` of the first row (all ``None`` for no rows)."""
    if not rows:
        return None, None, None
    return rows[0].rcept_no, rows[0].corp_name, rows[0].stlm_dt


def report_rows(rows: Sequence[ReportRow], parsed: Sequence[ReportT]) -> ReportRows[ReportT]:
    """Wrap parsed rows with the filing metadata of the first wire row."""
    rcept_no, corp_name, settlement_date = filing_meta(rows)
    return ReportRows(rcept_no, corp_name, settlement_date, tuple(parsed))
