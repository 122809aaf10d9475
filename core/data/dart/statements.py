"""Financial statements from OpenDART bodies, as concepts with exact won amounts.

* ``fnlttSinglAcntAll`` (full statements): rows carry ``account_id``; amounts without commas.
* ``fnlttSinglAcnt`` (주요계정): CFS and OFS rows in one body, names only, amounts with commas.

Both are read as ``core.data.dart.wire.StatementRow`` (amounts parsed there, in won).

Row order is not trusted (sorted by statement kind and ``ord``). P&L concepts come from IS, or from CIS
when a company files no IS (SK하이닉스, 신라젠). In quarterly reports ``thstrm_amount`` of IS/CIS is the
3-month figure and ``thstrm_add_amount`` the year to date; the fourth quarter is derived as
annual − nine-month YTD (``derive_q4``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from core.data.dart.values import parse_amount
from core.data.dart.wire import StatementRow, parse_rows
from core.finance.accounts import RowKey, concept_by_id, concept_of_key_account, concepts_of, is_standard_id
from core.finance.basis import FS_NAMES, FsDiv
from core.finance.concepts import CONCEPTS

__all__ = [
    "FLOW_KINDS",
    "LineItem",
    "QuarterFigures",
    "Statements",
    "derive_q4",
    "fourth_quarter",
    "parse_amount",
    "parse_full_statements",
    "parse_key_accounts",
    "quarter_figures",
]

_PL = ("IS", "CIS")
_KIND_ORDER = {"BS": 0, "IS": 1, "CIS": 2, "CF": 3, "SCE": 4}


@dataclass(frozen=True, slots=True)
class LineItem:
    concept: str | None
    sj_div: str
    account_id: str
    account_nm: str
    current: int | None
    prior: int | None = None
    prior2: int | None = None
    current_ytd: int | None = None
    prior_ytd: int | None = None
    ord: int = 0


@dataclass(frozen=True, slots=True)
class Statements:
    """One report's statements for one basis (연결 CFS or 별도 OFS)."""

    corp_code: str
    year: int
    report_code: str
    fs_div: FsDiv
    rcept_no: str
    items: tuple[LineItem, ...]
    period_names: tuple[str, str, str] = ("", "", "")
    concepts: Mapping[str, LineItem] = field(default_factory=dict)

    @property
    def basis(self) -> str:
        return FS_NAMES[self.fs_div]

    @property
    def has_income_statement(self) -> bool:
        return any(i.sj_div == "IS" for i in self.items)

    def get(self, concept: str) -> LineItem | None:
        return self.concepts.get(concept)

    def value(self, concept: str, which: str = "current") -> int | None:
        item = self.concepts.get(concept)
        return None if item is None else getattr(item, which)


def _pick(items: Iterable[LineItem]) -> dict[str, LineItem]:
    """One row per concept: IS before CIS, id matches before name matches, headline rows first."""
    chosen: dict[str, LineItem] = {}
    for item in sorted(items, key=lambda i: (_KIND_ORDER.get(i.sj_div, 9), _match_rank(i), i.ord)):
        if item.concept is not None and item.concept not in chosen:
            chosen[item.concept] = item
    return chosen


def _match_rank(item: LineItem) -> int:
    """0: the row's id is the concept's; 1: a name match on a standard row; 2: a name match otherwise."""
    if item.concept is not None and concept_by_id(item.sj_div, item.account_id) == item.concept:
        return 0
    return 1 if is_standard_id(item.account_id) else 2


def _line_item(row: StatementRow, concept: str | None, *, by_id: bool = True) -> LineItem:
    return LineItem(
        concept=concept,
        sj_div=row.sj_div,
        account_id=row.account_id if by_id else "",
        account_nm=row.account_nm,
        current=row.thstrm_amount,
        prior=row.frmtrm_amount,
        prior2=row.bfefrmtrm_amount,
        current_ytd=row.thstrm_add_amount,
        prior_ytd=row.frmtrm_add_amount,
        ord=row.ord,
    )


def _statements(rows: Sequence[StatementRow], fs_div: FsDiv, items: Sequence[LineItem]) -> Statements:
    """Statements of one basis; the filing fields come from the first row."""
    first = rows[0] if rows else StatementRow()
    return Statements(
        corp_code=first.corp_code,
        year=first.year,
        report_code=first.reprt_code,
        fs_div=fs_div,
        rcept_no=first.rcept_no,
        items=tuple(items),
        period_names=first.period_names,
        concepts=_pick(items),
    )


def parse_full_statements(body: Mapping[str, Any], *, fs_div: FsDiv) -> Statements:
    """A status-000 ``fnlttSinglAcntAll`` body → ``Statements``."""
    rows = [
        r for r in parse_rows(StatementRow, body.get("list", [])) if r.sj_div in ("BS", "IS", "CIS", "CF")
    ]
    keys = [RowKey(r.sj_div, r.account_id, r.account_nm, r.ord) for r in rows]
    items = [
        # component rows (e.g. equity breakdowns) never stand for the headline
        _line_item(row, None if row.is_component else concept)
        for row, concept in zip(rows, concepts_of(keys), strict=True)
    ]
    return _statements(rows, fs_div, sorted(items, key=lambda i: (_KIND_ORDER.get(i.sj_div, 9), i.ord)))


def parse_key_accounts(body: Mapping[str, Any]) -> dict[FsDiv, Statements]:
    """A status-000 ``fnlttSinglAcnt`` body → statements per basis present (CFS and/or OFS)."""
    every = parse_rows(StatementRow, body.get("list", []))
    result: dict[FsDiv, Statements] = {}
    for fs_div in ("CFS", "OFS"):
        rows = [r for r in every if r.fs_div == fs_div]
        if rows:
            items = [_line_item(r, concept_of_key_account(r.account_nm), by_id=False) for r in rows]
            result[fs_div] = _statements(rows, fs_div, items)
    return result


FLOW_KINDS = frozenset({"IS", "CIS", "CF"})


def derive_q4(annual: Statements, q3: Statements) -> dict[str, int | None]:
    """Fourth-quarter flows = annual − nine-month YTD; balance-sheet concepts are the year-end values.

    Both inputs must be the same basis. A concept missing from either side is ``None`` (never guessed).
    """
    if annual.fs_div != q3.fs_div:
        raise ValueError("derive_q4 needs the same basis (CFS/OFS) for the annual and Q3 statements")
    out: dict[str, int | None] = {}
    for concept, item in annual.concepts.items():
        if item.sj_div not in FLOW_KINDS:
            out[concept] = item.current
            continue
        if CONCEPTS[concept].kind == "per_share":
            out[concept] = None  # per-share figures (EPS, 희석주당이익) do not subtract (share counts differ)
            continue
        nine = q3.get(concept)
        ytd = None if nine is None else (nine.current_ytd if nine.sj_div in _PL else nine.current)
        out[concept] = None if item.current is None or ytd is None else item.current - ytd
    return out


@dataclass(frozen=True, slots=True)
class QuarterFigures:
    """One quarter's flows: the 3-month figure and the year to date, per concept (won)."""

    year: int
    quarter: int
    fs_div: FsDiv
    three_months: Mapping[str, int | None]
    year_to_date: Mapping[str, int | None]
    derived: bool = False  # True for Q4 (annual − nine months)


def quarter_figures(statements: Statements, quarter: int) -> QuarterFigures:
    """Q1–Q3 from a quarterly report: IS/CIS ``thstrm_amount`` is 3 months, ``thstrm_add_amount`` YTD."""
    three: dict[str, int | None] = {}
    ytd: dict[str, int | None] = {}
    for concept, item in statements.concepts.items():
        if item.sj_div in _PL:
            three[concept] = item.current
            ytd[concept] = (
                item.current_ytd if item.current_ytd is not None else (item.current if quarter == 1 else None)
            )
        elif item.sj_div == "CF":
            ytd[concept] = item.current  # cash flows are reported year to date
        else:
            three[concept] = ytd[concept] = item.current  # balances at the quarter end
    return QuarterFigures(statements.year, quarter, statements.fs_div, three, ytd)


def fourth_quarter(annual: Statements, q3: Statements) -> QuarterFigures:
    """Q4 derived from the annual report and the Q3 report (same basis)."""
    q4 = derive_q4(annual, q3)
    year_to_date = {c: i.current for c, i in annual.concepts.items()}
    return QuarterFigures(annual.year, 4, annual.fs_div, q4, year_to_date, derived=True)
