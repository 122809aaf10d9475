"""Pure parsers for the people tables of OpenDART periodic reports: 임원, 직원, 개인별 보수 (≥5억).

Same input as ``core.data.dart_reports``: the ``list`` of a status ``"000"`` body.

보수 comes in two shapes, both handled by ``parse_pay``:

* reports filed up to 2026-04 (``hmvAuditIndvdlBySttus``, ``indvdlByPay``): one flat row per person
  (``nm``, ``ofcps``, ``mendng_totamt``, ``mendng_totamt_ct_incls_mendng``);
* reports filed from 2026-05 (``hmvAuditIndvdlBySttusV2``, ``indvdlByPayV2``): a grouped body. Its shape
  is **inferred** from the API guide's field table, not from a captured response: each ``list`` row holds
  the filing fields and a ``group`` (a list or a single object) of people with ``nm``, ``fscl_year``
  (당기/전기/전전기), ``ofcps``, ``mendng_totamt`` and a nested ``list`` of stock-based pay lines
  (``stk_bsd_pd_mendng_totamt_knd/_qty/_amt``, ``stk_opt_*``, ``othr_stk_bsd_cmpn_*``, ``rm``). Rows that
  carry those fields flat, without ``group``, are read too.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date

from core.data.dart_values import (
    SOURCE,
    ReportRows,
    Row,
    checked_rows,
    parse_float,
    parse_int,
    parse_korean_date,
    report_rows,
    text_of,
)
from core.errors import DataFormatError

_YEARS = re.compile(r"(\d+(?:\.\d+)?)\s*년")
_MONTHS = re.compile(r"(\d+)\s*개월")
_YEAR_MONTH = re.compile(r"(\d{4})\D{1,3}(\d{1,2})")
_STOCK_FIELDS = (
    "stk_bsd_pd_mendng_totamt_knd",
    "stk_bsd_pd_mendng_totamt_qty",
    "stk_bsd_pd_mendng_totamt_amt",
    "stk_opt_exrcsbl_qty",
    "stk_opt_unexrcsbl_qty",
    "stk_opt_exrc_pr",
    "stk_opt_rmn_blce",
    "othr_stk_bsd_cmpn_unpyd_qty",
    "othr_stk_bsd_cmpn_mkt_vl",
)


def _months(text: str | None) -> int | None:
    """``"46개월"`` → 46, ``"3년 2개월"`` → 38, ``"2년"`` → 24."""
    if text is None:
        return None
    years, months = _YEARS.search(text), _MONTHS.search(text)
    if years is None and months is None:
        return None
    return round(float(years[1]) * 12 if years else 0) + (int(months[1]) if months else 0)


def _years(text: str | None) -> float | None:
    """``"16.5"`` or ``"16.5년"`` → 16.5; ``"16년 6개월"`` → 16.5."""
    if text is None:
        return None
    if _MONTHS.search(text):
        months = _months(text)
        return None if months is None else round(months / 12, 2)
    return parse_float(text.removesuffix("년").strip())


# --- 임원 현황 (exctvSttus) -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Executive:
    """A row of 임원 현황 (``exctvSttus``)."""

    name: str  # nm
    sex: str | None  # sexdstn: "남" / "여"
    birth_year: int | None  # from birth_ym "1962년 03월"
    birth_month: int | None
    position: str | None  # ofcps 직위: "부회장"
    registered: str | None  # rgist_exctv_at 등기임원 여부: "사내이사", "사외이사", "미등기" …
    full_time: str | None  # fte_at 상근 여부: "상근" / "비상근"
    duties: str | None  # chrg_job 담당 업무
    career: str | None  # main_career 주요 경력
    relation_to_largest_shareholder: str | None  # mxmm_shrholdr_relate
    tenure_months: int | None  # hffc_pd "46개월" → 46
    tenure_text: str | None  # hffc_pd as filed
    term_ends_on: date | None  # tenure_end_on "2026년 03월 17일"
    term_ends_on_text: str | None  # tenure_end_on as filed

    @property
    def is_registered(self) -> bool:
        """A registered (등기) director: 사내이사, 사외이사, 기타비상무이사, 감사 …"""
        return self.registered is not None and "미등기" not in self.registered


def parse_executives(rows: Sequence[Row]) -> ReportRows[Executive]:
    """Parse ``exctvSttus`` rows (임원 현황)."""
    checked = checked_rows(rows)
    executives = []
    for row in checked:
        birth = _YEAR_MONTH.search(text_of(row, "birth_ym") or "")
        executives.append(
            Executive(
                name=text_of(row, "nm") or "",
                sex=text_of(row, "sexdstn"),
                birth_year=int(birth[1]) if birth else None,
                birth_month=int(birth[2]) if birth else None,
                position=text_of(row, "ofcps"),
                registered=text_of(row, "rgist_exctv_at"),
                full_time=text_of(row, "fte_at"),
                duties=text_of(row, "chrg_job"),
                career=text_of(row, "main_career"),
                relation_to_largest_shareholder=text_of(row, "mxmm_shrholdr_relate"),
                tenure_months=_months(text_of(row, "hffc_pd")),
                tenure_text=text_of(row, "hffc_pd"),
                term_ends_on=parse_korean_date(text_of(row, "tenure_end_on")),
                term_ends_on_text=text_of(row, "tenure_end_on"),
            )
        )
    return report_rows(checked, executives)


# --- 직원 현황 (empSttus) ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Employee:
    """A row of 직원 현황 (``empSttus``): one business division × sex, or a total line."""

    division: str | None  # fo_bbm 사업부문: "DX", "합계"
    sex: str | None  # sexdstn
    regular: int | None  # rgllbr_co 정규직 수
    regular_short_time: int | None  # rgllbr_abacpt_labrr_co 정규직 중 단시간 근로자
    contract: int | None  # cnttk_co 계약직 수
    contract_short_time: int | None  # cnttk_abacpt_labrr_co 계약직 중 단시간 근로자
    total: int | None  # sm 합계
    average_tenure_years: float | None  # avrg_cnwk_sdytrn 평균 근속연수
    annual_salary_total_won: int | None  # fyer_salary_totamt 연간급여 총액 (won, as the API reports it)
    average_salary_won: int | None  # jan_salary_am 1인평균 급여액
    note: str | None  # rm

    @property
    def is_total(self) -> bool:
        """A 합계/계 line rather than one division."""
        return any(v is not None and v.replace(" ", "") in ("합계", "계") for v in (self.division, self.sex))


def parse_employees(rows: Sequence[Row]) -> ReportRows[Employee]:
    """Parse ``empSttus`` rows (직원 현황); the legacy ``reform_bfe_*`` columns are not kept."""
    checked = checked_rows(rows)
    return report_rows(
        checked,
        [
            Employee(
                division=text_of(row, "fo_bbm"),
                sex=text_of(row, "sexdstn"),
                regular=parse_int(row.get("rgllbr_co")),
                regular_short_time=parse_int(row.get("rgllbr_abacpt_labrr_co")),
                contract=parse_int(row.get("cnttk_co")),
                contract_short_time=parse_int(row.get("cnttk_abacpt_labrr_co")),
                total=parse_int(row.get("sm")),
                average_tenure_years=_years(text_of(row, "avrg_cnwk_sdytrn")),
                annual_salary_total_won=parse_int(row.get("fyer_salary_totamt")),
                average_salary_won=parse_int(row.get("jan_salary_am")),
                note=text_of(row, "rm"),
            )
            for row in checked
        ],
    )


# --- 개인별 보수 (hmvAuditIndvdlBySttus, indvdlByPay, and their V2) ---------------------------------


@dataclass(frozen=True, slots=True)
class StockBasedPay:
    """A stock-based pay line of the V2 pay tables (shape inferred, see the module docstring)."""

    kind: str | None  # stk_bsd_pd_mendng_totamt_knd 주식기준보상 종류
    quantity: int | None  # stk_bsd_pd_mendng_totamt_qty 수량 (shares)
    amount_won: int | None  # stk_bsd_pd_mendng_totamt_amt 금액
    options_exercisable: int | None  # stk_opt_exrcsbl_qty 주식매수선택권 행사가능수량
    options_unexercisable: int | None  # stk_opt_unexrcsbl_qty 행사불가수량
    option_exercise_price_won: int | None  # stk_opt_exrc_pr 행사가격
    option_remaining_won: int | None  # stk_opt_rmn_blce 주식매수선택권 잔여금액
    other_unpaid_quantity: int | None  # othr_stk_bsd_cmpn_unpyd_qty 그 외 주식기준보상 미지급수량
    other_market_value_won: int | None  # othr_stk_bsd_cmpn_mkt_vl 그 외 주식기준보상 시장가치
    note: str | None  # rm


@dataclass(frozen=True, slots=True)
class PayEntry:
    """One person's pay (≥5억) for one fiscal year."""

    name: str  # nm
    position: str | None  # ofcps
    total_won: int | None  # mendng_totamt 보수총액
    excluded_won: int | None  # mendng_totamt_ct_incls_mendng 보수총액 비포함 보수 (old shape)
    fiscal_year: str | None  # V2 fscl_year: "당기" / "전기" / "전전기"; None in the old shape
    stock_based: tuple[StockBasedPay, ...]  # V2 only; empty in the old shape
    note: str | None  # rm

    @property
    def is_current(self) -> bool:
        """This entry is for the report's own year (old-shape rows always are)."""
        return self.fiscal_year in (None, "당기")


def _objects(value: object, key: str) -> list[Row]:
    if value is None:
        return []
    if isinstance(value, Mapping):
        return [value]
    if isinstance(value, list) and all(isinstance(item, Mapping) for item in value):
        return list(value)
    raise DataFormatError(f"OpenDART pay field {key!r} is not an object or a list", source=SOURCE)


def _stock_line(row: Row) -> StockBasedPay:
    return StockBasedPay(
        kind=text_of(row, "stk_bsd_pd_mendng_totamt_knd"),
        quantity=parse_int(row.get("stk_bsd_pd_mendng_totamt_qty")),
        amount_won=parse_int(row.get("stk_bsd_pd_mendng_totamt_amt")),
        options_exercisable=parse_int(row.get("stk_opt_exrcsbl_qty")),
        options_unexercisable=parse_int(row.get("stk_opt_unexrcsbl_qty")),
        option_exercise_price_won=parse_int(row.get("stk_opt_exrc_pr")),
        option_remaining_won=parse_int(row.get("stk_opt_rmn_blce")),
        other_unpaid_quantity=parse_int(row.get("othr_stk_bsd_cmpn_unpyd_qty")),
        other_market_value_won=parse_int(row.get("othr_stk_bsd_cmpn_mkt_vl")),
        note=text_of(row, "rm"),
    )


def _pay_entry(person: Row) -> PayEntry:
    details = _objects(person.get("list"), "list")
    if not details and any(key in person for key in _STOCK_FIELDS):
        details = [person]  # V2 fields flat on the person row
    lines = tuple(_stock_line(d) for d in details if any(text_of(d, k) for k in _STOCK_FIELDS))
    return PayEntry(
        name=text_of(person, "nm") or "",
        position=text_of(person, "ofcps"),
        total_won=parse_int(person.get("mendng_totamt")),
        excluded_won=parse_int(person.get("mendng_totamt_ct_incls_mendng")),
        fiscal_year=text_of(person, "fscl_year"),
        stock_based=lines,
        note=text_of(person, "rm"),
    )


def parse_pay(rows: Sequence[Row]) -> ReportRows[PayEntry]:
    """Parse 개인별 보수 rows in either shape (old flat rows or the V2 grouped body).

    Args:
        rows: the ``list`` of a ``hmvAuditIndvdlBySttus``, ``indvdlByPay`` or ``…V2`` body.

    Returns:
        One entry per person and fiscal year, in filing order; amounts in won.
    """
    checked = checked_rows(rows)
    entries: list[PayEntry] = []
    for row in checked:
        if "group" in row:
            entries.extend(_pay_entry(person) for person in _objects(row["group"], "group"))
        else:
            entries.append(_pay_entry(row))
    return report_rows(checked, entries)
