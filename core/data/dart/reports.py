"""Pure parsers for OpenDART periodic-report tables (정기보고서 주요정보): 배당, 주주, 주식총수.

Input is the ``list`` of a status ``"000"`` body, read through the typed rows of ``core.data.dart.rows``
(which handle the wire: commas, ``-`` or a blank for "not reported" → ``None``, ``%`` with or without,
units in the ``alotMatter`` ``se`` labels such as ``현금배당금총액(백만원)``). Output: money in won
(``int``), ratios in percent (``float``), share counts in shares.

People tables (임원, 직원, 보수) are in ``core.data.dart.people``. The value helpers (``parse_number``,
``parse_int``, ``parse_float``, ``parse_korean_date``) live in ``core.data.dart.values`` and are re-exported.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING

from core.data.dart.values import (
    SOURCE,
    DividendUnit,
    Number,
    ReportRows,
    Row,
    RowT,
    checked_rows,
    parse_float,
    parse_int,
    parse_korean_date,
    parse_number,
    text_of,
)
from core.data.dart.wire import filing_meta, parse_rows, report_rows
from core.finance.basis import Basis as BasisEnum
from core.finance.basis import BasisWord

if TYPE_CHECKING:  # the typed rows (pydantic models) load with the first table parsed: a figures-only
    # question never reads these tables
    from core.data.dart.rows import DividendRow

__all__ = [
    "SOURCE",
    "DividendMetric",
    "DividendUnit",
    "Dividends",
    "LargestShareholder",
    "MinorityHolders",
    "Number",
    "ReportRows",
    "Row",
    "RowT",
    "ShareCount",
    "checked_rows",
    "filing_meta",
    "parse_dividends",
    "parse_float",
    "parse_int",
    "parse_korean_date",
    "parse_largest_shareholders",
    "parse_minority_holders",
    "parse_number",
    "parse_share_counts",
    "report_rows",
    "text_of",
]


# --- 배당에 관한 사항 (alotMatter) ------------------------------------------------------------------

Basis = BasisWord


@dataclass(frozen=True, slots=True)
class DividendMetric:
    """One ``se`` line of 배당에 관한 사항, for 당기/전기/전전기 in normalised units."""

    label: str  # the se label as filed: "현금배당금총액(백만원)"
    name: str  # without basis and unit: "현금배당금총액"
    unit: DividendUnit  # won (converted from 백만원 etc.), percent, shares (주당 주식배당), number
    basis: Basis | None  # (연결) consolidated, (별도) separate, None when the label has neither
    stock_kind: str | None  # "보통주" / "우선주"; None when the row is not split by stock kind
    current: Number | None  # thstrm 당기
    previous: Number | None  # frmtrm 전기
    before_previous: Number | None  # lwfr 전전기


def _squash(text: str) -> str:
    return re.sub(r"\s+", "", text)


@dataclass(frozen=True, slots=True)
class Dividends:
    """배당에 관한 사항: every metric line, with shortcuts for the common ones."""

    rcept_no: str | None
    corp_name: str | None
    settlement_date: date | None
    metrics: tuple[DividendMetric, ...]

    def find(
        self, name: str, *, stock_kind: str | None = None, basis: Basis | None = None
    ) -> DividendMetric | None:
        """The first metric named ``name`` (spaces ignored), narrowed by stock kind and basis if given."""
        wanted = _squash(name)
        for metric in self.metrics:
            if _squash(metric.name) != wanted:
                continue
            if stock_kind is not None and metric.stock_kind != stock_kind:
                continue
            if basis is not None and metric.basis != basis:
                continue
            return metric
        return None

    def _common(self, name: str) -> DividendMetric | None:
        return self.find(name, stock_kind="보통주") or self.find(name)

    @property
    def cash_per_share(self) -> DividendMetric | None:
        """주당 현금배당금 of common stock (won)."""
        return self._common("주당 현금배당금")

    @property
    def preferred_cash_per_share(self) -> DividendMetric | None:
        """주당 현금배당금 of preferred stock (won), if the company has any."""
        return self.find("주당 현금배당금", stock_kind="우선주")

    @property
    def cash_total(self) -> DividendMetric | None:
        """현금배당금총액 (won)."""
        return self.find("현금배당금총액")

    @property
    def payout_ratio(self) -> DividendMetric | None:
        """현금배당성향 (%): the consolidated line when filed, else the first one (unlabelled or 별도)."""
        return self.find("현금배당성향", basis="consolidated") or self.find("현금배당성향")

    @property
    def cash_yield(self) -> DividendMetric | None:
        """현금배당수익률 of common stock (%)."""
        return self._common("현금배당수익률")


def _metric(row: DividendRow) -> DividendMetric:
    label = row.label
    current, previous, before_previous = row.values()
    return DividendMetric(
        label=row.se or "",
        name=label.name,
        unit=label.unit,
        basis=_basis_word(label.basis_word),
        stock_kind=row.stock_knd,
        current=current,
        previous=previous,
        before_previous=before_previous,
    )


def parse_dividends(rows: Sequence[Row]) -> Dividends:
    """Parse ``alotMatter`` rows; money in won (``백만원`` × 1,000,000), ratios in %.

    Args:
        rows: the ``list`` of a status ``"000"`` body.

    Returns:
        Every ``se`` line in filing order, with 당기/전기/전전기 values.
    """
    from core.data.dart.rows import DividendRow

    parsed = parse_rows(DividendRow, rows)
    rcept_no, corp_name, settlement_date = filing_meta(parsed)
    return Dividends(rcept_no, corp_name, settlement_date, tuple(_metric(row) for row in parsed))


# --- 최대주주 / 최대주주 변동 / 소액주주 ------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class LargestShareholder:
    """A row of 최대주주 및 특수관계인의 주식소유 현황 (``hyslrSttus``)."""

    name: str  # nm; "계" on the total row
    relation: str | None  # relate: "최대주주 본인", "계열회사", "친인척" …
    stock_kind: str | None  # stock_knd: "보통주" / "우선주"
    shares_start: int | None  # bsis_posesn_stock_co 기초 소유주식수
    ratio_start: float | None  # bsis_posesn_stock_qota_rt 기초 지분율 (%)
    shares_end: int | None  # trmend_posesn_stock_co 기말 소유주식수
    ratio_end: float | None  # trmend_posesn_stock_qota_rt 기말 지분율 (%)
    note: str | None  # rm

    @property
    def is_total(self) -> bool:
        """The 계/합계 line that sums the group."""
        return _squash(self.name) in ("계", "합계", "총계")


def parse_largest_shareholders(rows: Sequence[Row]) -> ReportRows[LargestShareholder]:
    """Parse ``hyslrSttus`` rows (최대주주 및 특수관계인; the total row is kept, see ``is_total``)."""
    from core.data.dart.rows import LargestShareholderRow

    parsed = parse_rows(LargestShareholderRow, rows)
    return report_rows(
        parsed,
        [
            LargestShareholder(
                name=row.nm or "",
                relation=row.relate,
                stock_kind=row.stock_knd,
                shares_start=row.bsis_posesn_stock_co,
                ratio_start=row.bsis_posesn_stock_qota_rt,
                shares_end=row.trmend_posesn_stock_co,
                ratio_end=row.trmend_posesn_stock_qota_rt,
                note=row.rm,
            )
            for row in parsed
        ],
    )


@dataclass(frozen=True, slots=True)
class MinorityHolders:
    """A row of 소액주주 현황 (``mrhlSttus``): how many hold small stakes, and their shares of the whole."""

    label: str | None  # se: "소액주주"
    holders: int | None  # shrholdr_co
    all_holders: int | None  # shrholdr_tot_co 전체 주주 수
    holders_rate: float | None  # shrholdr_rate (%)
    shares: int | None  # hold_stock_co
    all_shares: int | None  # stock_tot_co 총발행주식수
    shares_rate: float | None  # hold_stock_rate (%)


def parse_minority_holders(rows: Sequence[Row]) -> ReportRows[MinorityHolders]:
    """Parse ``mrhlSttus`` rows (소액주주 현황)."""
    from core.data.dart.rows import MinorityHolderRow

    parsed = parse_rows(MinorityHolderRow, rows)
    return report_rows(
        parsed,
        [
            MinorityHolders(
                label=row.se,
                holders=row.shrholdr_co,
                all_holders=row.shrholdr_tot_co,
                holders_rate=row.shrholdr_rate,
                shares=row.hold_stock_co,
                all_shares=row.stock_tot_co,
                shares_rate=row.hold_stock_rate,
            )
            for row in parsed
        ],
    )


# --- 주식의 총수 (stockTotqySttus) ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ShareCount:
    """A row of 주식의 총수 현황 (``stockTotqySttus``), all in shares."""

    stock_kind: str | None  # se: "보통주" / "우선주" / "합계"
    authorized: int | None  # isu_stock_totqy 발행할 주식의 총수
    issued_to_date: int | None  # now_to_isu_stock_totqy 현재까지 발행한 주식의 총수
    decreased_to_date: int | None  # now_to_dcrs_stock_totqy 현재까지 감소한 주식의 총수
    capital_reduction: int | None  # redc 감자
    profit_retirement: int | None  # profit_incnr 이익소각
    redeemed: int | None  # rdmstk_repy 상환주식의 상환
    other_decrease: int | None  # etc 기타
    issued: int | None  # istc_totqy 발행주식의 총수
    treasury: int | None  # tesstk_co 자기주식수
    outstanding: int | None  # distb_stock_co 유통주식수


def parse_share_counts(rows: Sequence[Row]) -> ReportRows[ShareCount]:
    """Parse ``stockTotqySttus`` rows (주식의 총수 현황)."""
    from core.data.dart.rows import ShareCountRow

    parsed = parse_rows(ShareCountRow, rows)
    return report_rows(
        parsed,
        [
            ShareCount(
                stock_kind=row.se,
                authorized=row.isu_stock_totqy,
                issued_to_date=row.now_to_isu_stock_totqy,
                decreased_to_date=row.now_to_dcrs_stock_totqy,
                capital_reduction=row.redc,
                profit_retirement=row.profit_incnr,
                redeemed=row.rdmstk_repy,
                other_decrease=row.etc,
                issued=row.istc_totqy,
                treasury=row.tesstk_co,
                outstanding=row.distb_stock_co,
            )
            for row in parsed
        ],
    )


def _basis_word(label: str | None) -> Basis | None:
    basis = BasisEnum.from_korean(label) if label else None
    return None if basis is None else basis.word
