"""Pure parsers for the people tables of OpenDART periodic reports: 임원, 직원, 개인별 보수 (≥5억).

Same input as ``core.data.dart.reports``: the ``list`` of a status ``"000"`` body.

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
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from core.data.dart.rows import EmployeeRow, ExecutiveRow, PayPersonRow, PayRow, StockPayRow
from core.data.dart.values import ReportRows, Row, parse_float, parse_korean_date
from core.data.dart.wire import parse_rows, report_rows

_YEARS = re.compile(r"(\d+(?:\.\d+)?)\s*년")
_MONTHS = re.compile(r"(\d+)\s*개월")
_YEAR_MONTH = re.compile(r"(\d{4})\D{1,3}(\d{1,2})")


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
    parsed = parse_rows(ExecutiveRow, rows)
    executives = []
    for row in parsed:
        birth = _YEAR_MONTH.search(row.birth_ym or "")
        executives.append(
            Executive(
                name=row.nm or "",
                sex=row.sexdstn,
                birth_year=int(birth[1]) if birth else None,
                birth_month=int(birth[2]) if birth else None,
                position=row.ofcps,
                registered=row.rgist_exctv_at,
                full_time=row.fte_at,
                duties=row.chrg_job,
                career=row.main_career,
                relation_to_largest_shareholder=row.mxmm_shrholdr_relate,
                tenure_months=_months(row.hffc_pd),
                tenure_text=row.hffc_pd,
                term_ends_on=parse_korean_date(row.tenure_end_on),
                term_ends_on_text=row.tenure_end_on,
            )
        )
    return report_rows(parsed, executives)


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
    parsed = parse_rows(EmployeeRow, rows)
    return report_rows(
        parsed,
        [
            Employee(
                division=row.fo_bbm,
                sex=row.sexdstn,
                regular=row.rgllbr_co,
                regular_short_time=row.rgllbr_abacpt_labrr_co,
                contract=row.cnttk_co,
                contract_short_time=row.cnttk_abacpt_labrr_co,
                total=row.sm,
                average_tenure_years=_years(row.avrg_cnwk_sdytrn),
                annual_salary_total_won=row.fyer_salary_totamt,
                average_salary_won=row.jan_salary_am,
                note=row.rm,
            )
            for row in parsed
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


def _stock_line(row: StockPayRow) -> StockBasedPay:
    return StockBasedPay(
        kind=row.stk_bsd_pd_mendng_totamt_knd,
        quantity=row.stk_bsd_pd_mendng_totamt_qty,
        amount_won=row.stk_bsd_pd_mendng_totamt_amt,
        options_exercisable=row.stk_opt_exrcsbl_qty,
        options_unexercisable=row.stk_opt_unexrcsbl_qty,
        option_exercise_price_won=row.stk_opt_exrc_pr,
        option_remaining_won=row.stk_opt_rmn_blce,
        other_unpaid_quantity=row.othr_stk_bsd_cmpn_unpyd_qty,
        other_market_value_won=row.othr_stk_bsd_cmpn_mkt_vl,
        note=row.rm,
    )


def _pay_entry(person: PayPersonRow) -> PayEntry:
    details: tuple[StockPayRow, ...] = person.details
    if not details and person.has_flat_stock_fields:
        details = (person,)  # V2 fields flat on the person row
    return PayEntry(
        name=person.nm or "",
        position=person.ofcps,
        total_won=person.mendng_totamt,
        excluded_won=person.mendng_totamt_ct_incls_mendng,
        fiscal_year=person.fscl_year,
        stock_based=tuple(_stock_line(d) for d in details if not d.is_blank),
        note=person.rm,
    )


def parse_pay(rows: Sequence[Row]) -> ReportRows[PayEntry]:
    """Parse 개인별 보수 rows in either shape (old flat rows or the V2 grouped body).

    Args:
        rows: the ``list`` of a ``hmvAuditIndvdlBySttus``, ``indvdlByPay`` or ``…V2`` body.

    Returns:
        One entry per person and fiscal year, in filing order; amounts in won.
    """
    parsed = parse_rows(PayRow, rows)
    entries: list[PayEntry] = []
    for row in parsed:
        if row.is_grouped:
            entries.extend(_pay_entry(person) for person in row.group)
        else:
            entries.append(_pay_entry(row))
    return report_rows(parsed, entries)
