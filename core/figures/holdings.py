"""Who holds a company and how many work there, from the 사업보고서's tables: the largest shareholder
(최대주주 현황), 소액주주 (소액주주 현황), the shares in issue (주식의 총수) and the company's headcount (직원 현황).

Each is read from the one row that says it: the holder the table calls 최대주주 본인, the share table's
보통주/우선주 rows, and a 합계 row of the headcount table — a business division's row is never the
company's total, and rows are never added up unless they are the totals of the company by sex.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from core.data.dart.client import OpenDartClient
from core.figures.lookup import FigureLookup, Source
from core.finance.periods import ANNUAL

if TYPE_CHECKING:  # the report-table rows load with the first table read (a quick answer needs none)
    from core.data.dart.people import Employee
    from core.data.dart.reports import LargestShareholder, MinorityHolders, ShareCount

_TOTAL = re.compile(r"^(?:합계|총계|계|전체|소계)$")
_WHOLE = ("", "-", "합계", "계", "전체", "총계")


@dataclass(frozen=True, slots=True)
class Holder:
    name: str
    relation: str
    shares: int | None
    stake: float | None  # 기말 지분율 (%), of its kind of share
    kind: str  # 보통주 / 우선주


@dataclass(frozen=True, slots=True)
class Holders:
    largest: Holder
    #: the largest shareholder with its related parties (the table's 계 row of the same kind of share)
    group_shares: int | None
    group_stake: float | None
    source: Source


@dataclass(frozen=True, slots=True)
class Shares:
    """주식의 총수 by kind of share (보통주, 우선주, 합계): issued, treasury, outstanding, and authorized (발행할 주식의
    총수, what the articles of incorporation allow)."""

    issued: dict[str, int]
    treasury: dict[str, int]
    outstanding: dict[str, int]
    source: Source
    authorized: dict[str, int] = field(default_factory=dict)
    issued_to_date: dict[str, int] = field(default_factory=dict)  # 현재까지 발행한 주식의 총수
    decreased_to_date: dict[str, int] = field(default_factory=dict)  # 현재까지 감소한 주식의 총수
    retired: dict[str, int] = field(default_factory=dict)  # of which 이익소각


@dataclass(frozen=True, slots=True)
class Minority:
    """소액주주 현황 at a year end: the table's one 소액주주 row."""

    row: MinorityHolders
    source: Source


@dataclass(frozen=True, slots=True)
class Headcount:
    """The company's employees, or ``None`` with the reason when the table gives no company total."""

    total: int | None
    source: Source
    #: only divisions' rows: their names (a division's headcount is never the company's)
    divisions: tuple[str, ...] = ()


def _source(name: str, year: int, what: str, rcept_no: str | None) -> Source:
    return Source(f"{name} 사업보고서 FY{year} {what}", rcept_no or "")


def _dart(filings: FigureLookup) -> OpenDartClient:
    return filings.data.dart


async def holders(filings: FigureLookup, corp_code: str, name: str, year: int) -> Holders | None:
    """The largest shareholder at the end of FY ``year``, its common-share stake first."""
    table = await filings.report_table(
        corp_code, year, "hyslrSttus", lambda: _dart(filings).largest_shareholders(corp_code, year, ANNUAL)
    )
    if table is None:
        return None
    rows = [r for r in table.rows if not r.is_total and r.name]
    if not rows:
        return None
    common = [r for r in rows if (r.stock_kind or "보통주").replace(" ", "") == "보통주"] or rows
    own = [r for r in common if r.relation and "본인" in r.relation and "최대주주" in r.relation]
    top = own[0] if own else max(common, key=lambda r: r.shares_end or 0)
    kind = (top.stock_kind or "보통주").replace(" ", "")
    total = next(
        (r for r in table.rows if r.is_total and (r.stock_kind or "보통주").replace(" ", "") == kind), None
    )
    return Holders(
        _holder(top, kind),
        None if total is None else total.shares_end,
        None if total is None else total.ratio_end,
        _source(name, year, "최대주주 현황", table.rcept_no),
    )


def _holder(row: LargestShareholder, kind: str) -> Holder:
    return Holder(row.name.strip(), (row.relation or "").strip(), row.shares_end, row.ratio_end, kind)


async def stake_of(
    filings: FigureLookup, corp_code: str, name: str, year: int, holder: str
) -> tuple[tuple[Holder, ...], Holder | None, Source] | None:
    """``holder``'s rows (보통주, 우선주) in ``name``'s 최대주주 현황 of FY ``year``, with the largest
    shareholder; ``None`` when the table is not on file, no rows when ``holder`` is not in it."""
    table = await filings.report_table(
        corp_code, year, "hyslrSttus", lambda: _dart(filings).largest_shareholders(corp_code, year, ANNUAL)
    )
    if table is None or not table.rows:
        return None
    wanted = _plain(holder)
    rows = [r for r in table.rows if not r.is_total and r.name and _plain(r.name).startswith(wanted)]
    held = tuple(_holder(r, (r.stock_kind or "보통주").replace(" ", "")) for r in rows)
    top = next(
        (r for r in table.rows if r.relation and "본인" in r.relation and "최대주주" in r.relation), None
    )
    largest = None if top is None else _holder(top, (top.stock_kind or "보통주").replace(" ", ""))
    return held, largest, _source(name, year, "최대주주 현황", table.rcept_no)


def _plain(name: str) -> str:
    """A holder's name without its legal form and spaces: 삼성생명보험㈜ → 삼성생명보험."""
    return re.sub(r"㈜|\(주\)|주식회사|\s+", "", name)


async def shares(filings: FigureLookup, corp_code: str, name: str, year: int) -> Shares | None:
    """주식의 총수 at the end of FY ``year``."""
    table = await filings.report_table(
        corp_code, year, "stockTotqySttus", lambda: _dart(filings).share_counts(corp_code, year, ANNUAL)
    )
    if table is None or not table.rows:
        return None
    issued: dict[str, int] = {}
    treasury: dict[str, int] = {}
    outstanding: dict[str, int] = {}
    authorized: dict[str, int] = {}
    to_date: dict[str, int] = {}
    decreased: dict[str, int] = {}
    retired: dict[str, int] = {}
    for row in table.rows:
        kind = _kind(row)
        if kind is None:
            continue
        counted = ((issued, row.issued), (treasury, row.treasury), (outstanding, row.outstanding))
        history = (
            (to_date, row.issued_to_date),
            (decreased, row.decreased_to_date),
            (retired, row.profit_retirement),
        )
        for into, value in (*counted, (authorized, row.authorized), *history):
            if value is not None:
                into[kind] = value
    if not issued:
        return None
    source = _source(name, year, "주식의 총수", table.rcept_no)
    return Shares(issued, treasury, outstanding, source, authorized, to_date, decreased, retired)


async def minority(filings: FigureLookup, corp_code: str, name: str, year: int) -> Minority | None:
    """소액주주 현황 at the end of FY ``year``: its one 소액주주 row (a table of more rows is not read)."""
    table = await filings.report_table(
        corp_code, year, "mrhlSttus", lambda: _dart(filings).minority_holders(corp_code, year, ANNUAL)
    )
    if table is None or len(table.rows) != 1 or table.rows[0].holders is None:
        return None
    return Minority(table.rows[0], _source(name, year, "소액주주 현황", table.rcept_no))


def _kind(row: ShareCount) -> str | None:
    kind = (row.stock_kind or "").replace(" ", "")
    if kind in ("보통주", "우선주"):
        return kind
    return "합계" if _TOTAL.match(kind) else None


async def headcount(filings: FigureLookup, corp_code: str, name: str, year: int) -> Headcount | None:
    """The company's employees at the end of FY ``year``: a 합계 row for the whole company, or the
    whole company's 합계 rows for men and women added; ``total`` is ``None`` when only divisions' rows
    are filed."""
    table = await filings.report_table(
        corp_code, year, "empSttus", lambda: _dart(filings).employees(corp_code, year, ANNUAL)
    )
    if table is None or not table.rows:
        return None
    source = _source(name, year, "직원 현황", table.rcept_no)
    total = company_total(table.rows)
    if total is not None:
        return Headcount(total, source)
    divisions = tuple(dict.fromkeys((r.division or "").strip() for r in table.rows if r.division))
    return Headcount(None, source, divisions)


async def staff_rows(
    filings: FigureLookup, corp_code: str, name: str, year: int
) -> tuple[Sequence[Employee], Source] | None:
    """직원 현황's rows at the end of FY ``year`` as filed (division × sex), with their source."""
    table = await filings.report_table(
        corp_code, year, "empSttus", lambda: _dart(filings).employees(corp_code, year, ANNUAL)
    )
    if table is None or not table.rows:
        return None
    return table.rows, _source(name, year, "직원 현황", table.rcept_no)


def company_total(rows: Sequence[Employee]) -> int | None:
    """The whole company's headcount: its 합계 row, or its men's and women's 합계 rows added; ``None``
    when the table has only divisions' rows (never added up: the divisions filed may not be all)."""
    whole = [r for r in rows if _is_whole(r.division) and r.total is not None]
    overall = [r.total for r in whole if _is_whole(r.sex) and r.total is not None]
    if overall:
        return overall[0]
    by_sex = {(r.sex or "").strip(): r.total or 0 for r in whole}
    return sum(by_sex.values()) if set(by_sex) == {"남", "여"} else None


def _is_whole(word: str | None) -> bool:
    return (word or "").replace(" ", "") in _WHOLE
