"""Figures for quick answers from OpenDART, with the filing each comes from.

A fiscal year's figure comes from that year's 사업보고서 when it is on file, else from the comparison
columns of the next one or two (FY2022 from the FY2023 report's 전기 column): 주요계정 first, the full
statements for what 주요계정 lacks (EPS, 감가상각비) or for companies without 주요계정. Consolidated
first, separate when there is none, unless the question asks for one. Inputs of a ratio always come
from one filing and one column. Quarters come from the quarterly reports; the fourth quarter is the
annual figure less the nine-month year to date.

``FigureLookup`` never raises for a missing period: it returns ``None`` and remembers other problems
(no API key, quota) as Korean sentences in ``problems``.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from datetime import date
from typing import TYPE_CHECKING, Any, TypeVar

from core.data.dart.statements import Statements
from core.data.dart.wire import CompanyOverview
from core.data.services import DataServices
from core.errors import DexterError, OfflineMissError
from core.figures import derive
from core.finance.accounts import normalize_label
from core.finance.basis import Basis, FsDiv
from core.finance.concepts import CONCEPTS
from core.finance.periods import (
    ANNUAL,
    Q3,
    REPORT_NAMES,
    REPORT_OF_QUARTER,
    FiscalPeriod,
    latest_annual_year,
    latest_filed,
    period_end,
)

if TYPE_CHECKING:  # the report-table rows load with the first table read
    from core.data.dart.reports import Dividends

T = TypeVar("T")
_COLUMNS = ("current", "prior", "prior2")
_DEPRECIATION = CONCEPTS["depreciation"]


@dataclass(frozen=True, slots=True)
class Source:
    """A filing cited in an answer."""

    label: str
    rcept_no: str


@dataclass(frozen=True, slots=True)
class Found:
    """Values of one period on one basis: the period, the one before it, and where they come from.

    For quarters ``values`` are three-month figures and ``ytd`` the year to date; ``balances`` are
    balance-sheet concepts (quarter-end values; their ``previous`` is the prior year end).
    """

    year: int
    quarter: int  # 4 = the fiscal year
    basis: str  # 연결 / 별도
    values: Mapping[str, int | None]
    previous: Mapping[str, int | None]
    sources: tuple[Source, ...]
    ytd: Mapping[str, int | None] = field(default_factory=dict)
    previous_ytd: Mapping[str, int | None] = field(default_factory=dict)
    balances: frozenset[str] = frozenset()


@dataclass(frozen=True, slots=True)
class DividendFigures:
    """배당에 관한 사항 for one fiscal year (DPS in won, payout ratio in %)."""

    year: int
    dps: int | float | None
    dps_preferred: int | float | None
    payout_ratio: int | float | None
    payout_basis: str  # 연결 / 별도 / "" as the table labels it
    previous_dps: int | float | None
    source: Source
    total: int | float | None = None  # 현금배당금총액 (won)
    previous_total: int | float | None = None
    par_value: int | float | None = None  # 주당액면가액 (won)
    previous_dps_preferred: int | float | None = None  # the preferred share's DPS the year before


def _line_value(st: Statements, concept: str, column: str) -> int | None:
    if CONCEPTS[concept].consolidated and st.fs_div == "OFS":
        return None  # 지배주주순이익: a separate statement has no owners' split, and its total is not one
    if concept != "depreciation":
        return st.value(concept, column)
    for item in st.items:
        if item.sj_div == "CF" and (
            item.account_id in _DEPRECIATION.dart_ids
            or normalize_label(item.account_nm).startswith(_DEPRECIATION.dart_names)
        ):
            value: int | None = getattr(item, column)
            return value
    return None


class FigureLookup:
    """The filings one answer needs, fetched once each; misses are ``None``, never an exception."""

    def __init__(self, data: DataServices, *, today: date) -> None:
        self.data = data
        self.today = today
        self.problems: list[str] = []
        #: the errors behind ``problems``, in the same order (``shown("en")`` for an English reply)
        self.failures: list[DexterError] = []
        self._cache: dict[tuple[Any, ...], Any] = {}

    @property
    def offline(self) -> bool:
        """True when answering from the bundled recordings."""
        return self.data.offline

    async def _get(self, key: tuple[Any, ...], call: Callable[[], Awaitable[T]]) -> T | None:
        if key in self._cache:
            cached: T | None = self._cache[key]
            return cached
        result: T | None = None
        try:
            result = await call()
        except OfflineMissError:
            result = None
        except DexterError as exc:
            problem = exc.shown()
            if problem not in self.problems:
                self.problems.append(problem)
                self.failures.append(exc)
        self._cache[key] = result
        return result

    def ended(self, year: int, quarter: int = 4) -> bool:
        """True once the period is over (before that nothing can have been filed)."""
        return period_end(year, quarter) < self.today

    async def overview(self, corp_code: str) -> CompanyOverview | None:
        """``company.json`` (기업개황) fields."""
        return await self._get(("company", corp_code), lambda: self.data.dart.company_overview(corp_code))

    async def key_accounts(self, corp_code: str, year: int, report_code: str) -> dict[FsDiv, Statements]:
        """주요계정 by basis; empty when not on file."""
        found = await self._get(
            ("ka", corp_code, year, report_code),
            lambda: self.data.dart.key_accounts(corp_code, year, report_code),
        )
        return found or {}

    async def full(self, corp_code: str, year: int, basis: FsDiv | None) -> Statements | None:
        """The full annual statements (consolidated first unless ``basis`` says otherwise)."""
        return await self._get(
            ("fs", corp_code, year, basis),
            lambda: self.data.dart.statements(corp_code, year, ANNUAL, basis),
        )

    async def _annual_body(
        self, corp_code: str, year: int, basis: FsDiv | None, *, full: bool
    ) -> Statements | None:
        if full:
            return await self.full(corp_code, year, basis)
        return _pick(await self.key_accounts(corp_code, year, ANNUAL), basis)

    async def annual(
        self,
        corp_code: str,
        name: str,
        year: int,
        concepts: tuple[str, ...],
        basis: FsDiv | None,
        *,
        compared: bool = False,
    ) -> Found | None:
        """FY ``year`` values of ``concepts`` from the first filing that has them all.

        Tried in order: 주요계정 of FY ``year``, then of the next two years (their 전기/전전기 columns),
        then the full statements in the same order. Requests stop at the first hit. ``compared``: only
        a filing that also holds the year before (a growth rate takes both years from one filing).
        """
        for full in (False, True):
            for offset in range(3):
                if not self.ended(year + offset):
                    break
                st = await self._annual_body(corp_code, year + offset, basis, full=full)
                if st is None:
                    continue
                values = {c: _line_value(st, c, _COLUMNS[offset]) for c in concepts}
                if any(v is None for v in values.values()):
                    continue
                before = _COLUMNS[offset + 1] if offset < 2 else None
                previous = {c: _line_value(st, c, before) if before else None for c in concepts}
                if compared and any(v is None for v in previous.values()):
                    continue
                kind = "사업보고서 재무제표" if full else "사업보고서"
                label = f"{name} {kind} FY{st.year}" + (f" (FY{year} 비교 수치)" if offset else "")
                return Found(year, 4, st.basis, values, previous, (Source(label, st.rcept_no),))
        return None

    async def annual_statements(
        self, corp_code: str, year: int, basis: FsDiv | None = None
    ) -> Statements | None:
        """FY ``year``'s own 사업보고서 주요계정 on ``basis`` (none: consolidated, else separate)."""
        if not self.ended(year):
            return None
        return _pick(await self.key_accounts(corp_code, year, ANNUAL), basis)

    async def latest_annual(self, corp_code: str, *, back: int = 3) -> Statements | None:
        """The newest 사업보고서 주요계정 among the last ``back`` fiscal years due (consolidated first)."""
        first = latest_annual_year(self.today)
        for year in range(first, first - back, -1):
            found = await self.annual_statements(corp_code, year)
            if found is not None:
                return found
        return None

    async def newer_quarter(self, corp_code: str, after_year: int) -> tuple[FiscalPeriod, Statements] | None:
        """The newest quarterly report's 주요계정 of a fiscal year after ``after_year`` (consolidated first)."""
        period = latest_filed(self.today)
        while period.year > after_year:
            if period.quarter != 4:
                found = _pick(await self.key_accounts(corp_code, period.year, period.report_code), None)
                if found is not None:
                    return period, found
            period = (
                FiscalPeriod(period.year, period.quarter - 1)
                if period.quarter > 1
                else FiscalPeriod(period.year - 1, 4)
            )
        return None

    async def has_full(self, corp_code: str, year: int, basis: FsDiv | None) -> Statements | None:
        """The full statements of FY ``year`` if on file (to say a line is not on their face)."""
        return await self.full(corp_code, year, basis) if self.ended(year) else None

    async def quarter(
        self,
        corp_code: str,
        name: str,
        year: int,
        quarter: int,
        concepts: tuple[str, ...],
        basis: FsDiv | None,
    ) -> Found | None:
        """A quarter's three-month and year-to-date values (Q4 = annual − nine months)."""
        if not self.ended(year, quarter):
            return None
        if quarter == 4:
            return await self._fourth_quarter(corp_code, name, year, concepts, basis)
        code = REPORT_OF_QUARTER[quarter]
        st = _pick(await self.key_accounts(corp_code, year, code), basis)
        if st is None:
            later = await self._quarter_a_year_later(corp_code, name, year, quarter, concepts, basis)
            return (
                later
                if later is not None or quarter != 2
                else await self._first_half(corp_code, name, year, concepts, basis)
            )
        items = {c: st.get(c) for c in concepts}
        if any(item is None or item.current is None for item in items.values()):
            return None
        balances = frozenset(c for c, item in items.items() if item is not None and item.sj_div == "BS")
        values = {c: st.value(c) for c in concepts}
        ytd = {
            c: values[c] if c in balances or quarter == 1 else st.value(c, "current_ytd") for c in concepts
        }
        previous_ytd = {
            c: st.value(c, "prior") if c in balances or quarter == 1 else st.value(c, "prior_ytd")
            for c in concepts
        }
        previous = {c: st.value(c, "prior") for c in concepts}
        source = Source(f"{name} {REPORT_NAMES[code]} {year}", st.rcept_no)
        return Found(year, quarter, st.basis, values, previous, (source,), ytd, previous_ytd, balances)

    async def _quarter_a_year_later(
        self,
        corp_code: str,
        name: str,
        year: int,
        quarter: int,
        concepts: tuple[str, ...],
        basis: FsDiv | None,
    ) -> Found | None:
        """A quarter's flows from the 전년 동기 columns of the next year's report of that quarter.

        Balance-sheet figures are not there (that report's comparison balance is the year end)."""
        if not self.ended(year + 1, quarter):
            return None
        code = REPORT_OF_QUARTER[quarter]
        st = _pick(await self.key_accounts(corp_code, year + 1, code), basis)
        if st is None:
            return None
        items = {c: st.get(c) for c in concepts}
        if any(item is None or item.sj_div == "BS" or item.prior is None for item in items.values()):
            return None
        values = {c: st.value(c, "prior") for c in concepts}
        ytd = values if quarter == 1 else {c: st.value(c, "prior_ytd") for c in concepts}
        source = Source(
            f"{name} {REPORT_NAMES[code]} {year + 1} ({year}년 {quarter}분기 비교 수치)", st.rcept_no
        )
        none: dict[str, int | None] = dict.fromkeys(concepts)
        return Found(year, quarter, st.basis, values, none, (source,), ytd, none)

    async def _fourth_quarter(
        self, corp_code: str, name: str, year: int, concepts: tuple[str, ...], basis: FsDiv | None
    ) -> Found | None:
        """The year less its nine months (``derive.fourth_quarter``); the nine months from the next year's
        third-quarter report when that year's is not on file."""
        annual = _pick(await self.key_accounts(corp_code, year, ANNUAL), basis)
        if annual is None:
            return None
        nine = (await self.key_accounts(corp_code, year, Q3)).get(annual.fs_div)
        later = nine is None and self.ended(year + 1, 3)
        if later:
            nine = (await self.key_accounts(corp_code, year + 1, Q3)).get(annual.fs_div)
        derived = None if nine is None else derive.fourth_quarter(annual, nine, concepts, a_year_later=later)
        if nine is None or derived is None:
            return None
        shown = f"{year + 1} ({year}년 3분기 누적 비교 수치 차감)" if later else f"{year} (누적 차감)"
        sources = (
            Source(f"{name} 사업보고서 FY{year}", annual.rcept_no),
            Source(f"{name} 3분기보고서 {shown}", nine.rcept_no),
        )
        d = derived
        return Found(year, 4, annual.basis, d.values, d.previous, sources, d.ytd, d.previous_ytd, d.balances)

    async def _first_half(
        self, corp_code: str, name: str, year: int, concepts: tuple[str, ...], basis: FsDiv | None
    ) -> Found | None:
        """The first half with no half-year report on file: nine months less the third quarter."""
        nine = _pick(await self.key_accounts(corp_code, year, Q3), basis) if self.ended(year, 3) else None
        derived = None if nine is None else derive.first_half(nine, concepts)
        if nine is None or derived is None:
            return None
        source = Source(f"{name} 3분기보고서 {year} (누적 − 3분기로 계산)", nine.rcept_no)
        d = derived
        return Found(year, 2, nine.basis, d.values, d.previous, (source,), d.ytd, d.previous_ytd)

    async def report_table(
        self, corp_code: str, year: int, endpoint: str, call: Callable[[], Awaitable[T]]
    ) -> T | None:
        """One table of the FY ``year`` 사업보고서 (최대주주, 직원 현황, 주식의 총수 …), read once per answer."""
        return await self._get((endpoint, corp_code, year), call) if self.ended(year) else None

    async def dividend_table(self, corp_code: str, year: int) -> Dividends | None:
        """배당에 관한 사항 of the FY ``year`` 사업보고서."""
        return await self._get(("alot", corp_code, year), lambda: self.data.dart.dividends(corp_code, year))

    async def dividends(
        self, corp_code: str, name: str, year: int, basis: FsDiv | None = None
    ) -> DividendFigures | None:
        """배당에 관한 사항 of FY ``year`` (from a later report's 전기/전전기 columns if need be).

        The payout ratio is the consolidated line when filed, else the first one; with ``basis`` only the
        line labelled with that basis (a 별도 payout asked of a table that labels none has none)."""
        for offset, column in enumerate(("current", "previous", "before_previous")):
            if not self.ended(year + offset):
                break
            table = await self.dividend_table(corp_code, year + offset)
            dps = None if table is None else table.cash_per_share
            if table is None or dps is None or getattr(dps, column) is None:
                continue
            preferred = table.preferred_cash_per_share
            payout = (
                table.payout_ratio if basis is None else table.find("현금배당성향", basis=Basis(basis).word)
            )
            total = table.find("현금배당금총액")
            par = table.find("주당액면가액")
            before = ("previous", "before_previous", None)[offset]
            label = f"{name} 사업보고서 FY{year + offset} 배당에 관한 사항"
            return DividendFigures(
                year,
                getattr(dps, column),
                None if preferred is None else getattr(preferred, column),
                None if payout is None else getattr(payout, column),
                "" if payout is None or payout.basis is None else Basis.from_word(payout.basis).korean,
                getattr(dps, before) if before else None,
                Source(label, table.rcept_no or ""),
                None if total is None else getattr(total, column),
                getattr(total, before) if total is not None and before else None,
                None if par is None else getattr(par, column),
                getattr(preferred, before) if preferred is not None and before else None,
            )
        return None


def _pick(bases: Mapping[FsDiv, Statements], basis: FsDiv | None) -> Statements | None:
    if basis is not None:
        return bases.get(basis)
    return bases.get("CFS") or bases.get("OFS")
