"""The company card: a model-free snapshot of one company (``dexter card``, ``/dexter 005930``).

Each section is gathered independently; a section that fails (missing key, not filed, not in the
offline bundle) is reported in ``notes`` and the rest of the card still renders.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Any, TypeVar

from core.data.companies import Company
from core.data.kis_models import Quote
from core.data.services import DataServices
from core.data.statements import Statements
from core.errors import DexterError
from core.finance.periods import ANNUAL, FiscalPeriod, latest_annual_year, latest_filed

T = TypeVar("T")
MARKETS = {"Y": "유가증권시장(KOSPI)", "K": "코스닥(KOSDAQ)", "N": "코넥스(KONEX)", "E": "기타"}


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
    overview: dict[str, Any] | None
    quote: Quote | None
    annual: Annual | None
    quarter: Quarter | None
    disclosures: list[dict[str, Any]]
    notes: list[str] = field(default_factory=list)
    as_of: date | None = None

    @property
    def market(self) -> str:
        cls = (self.overview or {}).get("corp_cls", "")
        return MARKETS.get(str(cls), "")


async def _section(label: str, call: Callable[[], Awaitable[T]], notes: list[str]) -> T | None:
    try:
        return await call()
    except DexterError as exc:
        detail = str(exc)
        shown = detail if exc.user_message.rstrip(".") in detail else f"{exc.user_message} ({detail})"
        notes.append(f"{label}: {shown}")
        return None


async def _latest_annual(data: DataServices, corp_code: str, today: date) -> Annual | None:
    first = latest_annual_year(today)
    for year in range(first, first - 3, -1):
        try:
            found = await data.dart.key_accounts(corp_code, year, ANNUAL)
        except DexterError:
            found = {}
        basis = found.get("CFS") or found.get("OFS")
        if basis is not None:
            return Annual(year, basis)
    return None


async def _newer_quarter(
    data: DataServices, corp_code: str, today: date, annual: Annual | None
) -> Quarter | None:
    period = latest_filed(today)
    floor = annual.year if annual else today.year - 3
    while period.year > floor:
        if period.quarter != 4:
            try:
                found = await data.dart.key_accounts(corp_code, period.year, period.report_code)
            except DexterError:
                found = {}
            basis = found.get("CFS") or found.get("OFS")
            if basis is not None:
                return Quarter(period, basis)
        period = (
            FiscalPeriod(period.year, period.quarter - 1)
            if period.quarter > 1
            else FiscalPeriod(period.year - 1, 4)
        )
    return None


async def build_card(data: DataServices, company: Company, *, today: date) -> CompanyCard:
    """Gather every section of the card concurrently."""
    notes: list[str] = []

    async def statements() -> tuple[Annual | None, Quarter | None]:
        try:
            _ = data.dart
        except DexterError as exc:
            notes.append(f"재무: {exc}")
            return None, None
        annual = await _latest_annual(data, company.corp_code, today)
        if annual is None:
            notes.append("재무: 최근 3개 사업연도의 사업보고서 재무 데이터를 찾지 못했습니다.")
        return annual, await _newer_quarter(data, company.corp_code, today, annual)

    async def disclosures() -> list[dict[str, Any]]:
        rows = await data.dart.disclosures(
            company.corp_code, today - timedelta(days=3 * 365), today, max_pages=1
        )
        return sorted(rows, key=lambda r: r["rcept_no"], reverse=True)[:5]

    async with asyncio.TaskGroup() as group:
        overview = group.create_task(
            _section("기업개요", lambda: data.dart.company(company.corp_code), notes)
        )
        quote = group.create_task(_section("시세", lambda: data.kis.price(company.stock_code), notes))
        figures = group.create_task(statements())
        recent = group.create_task(_section("공시", disclosures, notes))
    annual, quarter = figures.result()
    return CompanyCard(
        company, overview.result(), quote.result(), annual, quarter, recent.result() or [], notes, today
    )
