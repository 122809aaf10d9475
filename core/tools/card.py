"""The company card: a model-free snapshot of one company (``dexter card``, ``/dexter 005930``).

Each section is gathered independently; a section that fails (missing key, not filed, not in the
offline bundle) is reported in ``notes`` and the rest of the card still renders.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import TYPE_CHECKING, Literal, TypeVar

from core.data.companies.markets import MARKETS
from core.data.companies.resolver import Company
from core.data.dart.reports import Dividends, ShareCount
from core.data.dart.statements import Statements
from core.data.dart.values import ReportRows
from core.data.dart.wire import CompanyOverview, DisclosureRow
from core.data.services import DataServices
from core.errors import DexterError
from core.figures import FigureLookup
from core.finance import crosscheck
from core.finance.basis import FsDiv
from core.finance.concepts import CONCEPTS
from core.finance.crosscheck import CrossCheck, FilingFacts, MarketQuote
from core.finance.periods import ANNUAL, FiscalPeriod

if TYPE_CHECKING:  # annotations only: the KIS models load when a quote is fetched
    from core.data.kis.models import Quote

T = TypeVar("T")
#: a card section that can fail on its own (``CardNote``)
Section = Literal["overview", "quote", "statements", "disclosures"]


@dataclass(frozen=True, slots=True)
class CardNote:
    """A section the card could not fill: the problem in Korean and in English (``""``: no annual
    statements in the last three fiscal years; the renderer says so)."""

    section: Section
    korean: str = ""
    english: str = ""


@dataclass(frozen=True, slots=True)
class Annual:
    year: int
    statements: Statements


@dataclass(frozen=True, slots=True)
class Quarter:
    period: FiscalPeriod
    statements: Statements


@dataclass(frozen=True, slots=True)
class CompanyCard:
    company: Company
    overview: CompanyOverview | None
    quote: Quote | None
    annual: Annual | None
    quarter: Quarter | None
    disclosures: list[DisclosureRow]
    notes: list[CardNote] = field(default_factory=list)
    as_of: date | None = None
    cross_check: CrossCheck | None = None

    @property
    def market(self) -> str:
        cls = self.overview.corp_cls if self.overview is not None else None
        return MARKETS.get(cls or "", "")


async def _section(section: Section, call: Callable[[], Awaitable[T]], notes: list[CardNote]) -> T | None:
    try:
        return await call()
    except DexterError as exc:
        notes.append(CardNote(section, exc.shown(), exc.shown("en")))
        return None


# --- DART ↔ KIS cross-check inputs ---------------------------------------------------------------

_OWNERS_NET = CONCEPTS["net_income_owners"].dart_ids[0]  # ifrs-full_ProfitLossAttributableToOwnersOfParent
_OWNERS_EQUITY = CONCEPTS["equity_owners"].dart_ids[0]  # ifrs-full_EquityAttributableToOwnersOfParent
_CONSOLIDATED_FIRST: tuple[FsDiv, ...] = ("CFS", "OFS")


def _by_account_id(st: Statements, account_id: str, kinds: tuple[str, ...]) -> int | None:
    rows = [i for i in st.items if i.account_id == account_id and i.sj_div in kinds]
    rows.sort(key=lambda i: (kinds.index(i.sj_div), i.ord))
    return rows[0].current if rows else None


def owners_figures(st: Statements) -> tuple[int | None, int | None]:
    """지배주주 순이익 and 지배주주 자본, by account_id only.

    A name match is not trusted here: SK하이닉스 labels both *comprehensive income* and *profit*
    attributable to owners "지배기업의 소유주지분". Separate statements (a company without subsidiaries)
    have no split — their whole profit and equity belong to the owners.
    """
    if st.fs_div == "OFS":
        return st.value("net_income"), st.value("equity")
    return _by_account_id(st, _OWNERS_NET, ("IS", "CIS")), _by_account_id(st, _OWNERS_EQUITY, ("BS",))


def _filed_on(rcept_no: str) -> date | None:
    try:
        return date(int(rcept_no[:4]), int(rcept_no[4:6]), int(rcept_no[6:8]))
    except ValueError:
        return None


async def _annual_full(data: DataServices, corp_code: str, as_of: date) -> Statements | None:
    """The newest annual full statements filed by ``as_of`` (consolidated first, else separate)."""
    for year in range(as_of.year - 1, as_of.year - 4, -1):
        for fs_div in _CONSOLIDATED_FIRST:
            try:
                st = await data.dart.statements(corp_code, year, ANNUAL, fs_div)
            except DexterError:
                st = None
            if st is None:
                continue
            filed = _filed_on(st.rcept_no)
            if filed is not None and filed > as_of:
                break  # filed after the quote: the market then knew the year before
            return st
    return None


async def _maybe(call: Callable[[], Awaitable[T]]) -> T | None:
    try:
        return await call()
    except DexterError:
        return None


def share_count(rows: ReportRows[ShareCount] | None, dividends: Dividends | None) -> crosscheck.ShareCount:
    """주식의 총수 rows → outstanding (issued − treasury) common and all-class counts."""

    def outstanding(kind: str) -> int | None:
        row = next((r for r in (rows.rows if rows else ()) if (r.stock_kind or "").strip() == kind), None)
        if row is None:
            return None
        if row.issued is not None:
            return row.issued - (row.treasury or 0)
        return row.outstanding

    common, preferred, total = outstanding("보통주"), outstanding("우선주"), outstanding("합계")
    if total is None and common is not None and preferred is not None:
        total = common + preferred
    preferred_dps = dividends.preferred_cash_per_share if dividends else None
    has_preferred = bool(preferred) or (preferred_dps is not None and preferred_dps.current is not None)
    return crosscheck.ShareCount(common, total, has_preferred, rows.settlement_date if rows else None)


async def filing_facts(data: DataServices, corp_code: str, *, as_of: date) -> FilingFacts:
    """The DART side of the cross-check, as the market knew it on ``as_of`` (the quote's date)."""
    st = await _annual_full(data, corp_code, as_of)
    year = st.year if st is not None and st.year else as_of.year - 1
    async with asyncio.TaskGroup() as group:
        rows = group.create_task(_maybe(lambda: data.dart.share_counts(corp_code, year)))
        dividends = group.create_task(_maybe(lambda: data.dart.dividends(corp_code, year)))
    net, equity = owners_figures(st) if st is not None else (None, None)
    return FilingFacts(
        fiscal_year=year if st is not None else None,
        fs_div=st.fs_div if st is not None else None,
        net_income_owners=net,
        equity_owners=equity,
        shares=share_count(rows.result(), dividends.result()),
        rcept_no=st.rcept_no if st is not None else None,
    )


def market_quote(q: Quote) -> MarketQuote:
    return MarketQuote(q.price, q.market_cap, q.per, q.pbr, q.as_of.date())


async def quote_cross_check(data: DataServices, corp_code: str, quote: Quote) -> CrossCheck | None:
    """Cross-check a KIS quote against the filings; ``None`` when OpenDART is not available at all."""
    try:
        _ = data.dart
    except DexterError:
        return None
    facts = await filing_facts(data, corp_code, as_of=quote.as_of.date())
    return crosscheck.cross_check(market_quote(quote), facts)


async def build_card(data: DataServices, company: Company, *, today: date) -> CompanyCard:
    """Gather every section of the card concurrently."""
    notes: list[CardNote] = []

    async def statements() -> tuple[Annual | None, Quarter | None]:
        try:
            _ = data.dart
        except DexterError as exc:
            notes.append(CardNote("statements", str(exc), exc.shown("en")))
            return None, None
        lookup = FigureLookup(data, today=today)
        latest = await lookup.latest_annual(company.corp_code)
        annual = None if latest is None or latest.year is None else Annual(latest.year, latest)
        if annual is None:
            notes.append(CardNote("statements"))
        newer = await lookup.newer_quarter(company.corp_code, annual.year if annual else today.year - 3)
        return annual, None if newer is None else Quarter(*newer)

    async def disclosures() -> list[DisclosureRow]:
        rows = await data.dart.disclosure_list(
            company.corp_code, today - timedelta(days=3 * 365), today, max_pages=1
        )
        return sorted(rows, key=lambda r: r.rcept_no, reverse=True)[:5]

    async with asyncio.TaskGroup() as group:
        overview = group.create_task(
            _section("overview", lambda: data.dart.company_overview(company.corp_code), notes)
        )
        quote = group.create_task(_section("quote", lambda: data.kis.price(company.stock_code), notes))
        figures = group.create_task(statements())
        recent = group.create_task(_section("disclosures", disclosures, notes))

        async def checked() -> CrossCheck | None:
            q = await quote
            return None if q is None else await quote_cross_check(data, company.corp_code, q)

        check = group.create_task(checked())
    annual, quarter = figures.result()
    return CompanyCard(
        company,
        overview.result(),
        quote.result(),
        annual,
        quarter,
        recent.result() or [],
        notes,
        today,
        check.result(),
    )
