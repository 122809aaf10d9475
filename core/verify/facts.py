"""The values a run's tools returned, each with what it is: account, year, quarter, basis, company.

Tool results are JSON documents of many shapes (statements keyed by account with current/prior
periods, ratio tables with English keys, report rows with Korean labels, document text). One walk reads
them all: every number carries the context its ancestors give it — the nearest ``year``, ``basis``,
``company``, the account its key or label names, the period shift of ``current``/``prior``/``prior2`` —
and every string is read with the same figure reader an answer is read with, so a figure quoted in a
filing's text counts as a fact with the context its own sentence gives it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any, Literal

from core.finance.amounts import find_figures
from core.verify.claim import Claim
from core.verify.claims import claims_in
from core.verify.vocab import CHANGE_KEYS, account_of, basis_of

FactUnit = Literal["won", "percent", "percent_point", "times", "count", "shares", "number", "any"]

#: keys that move a period back from the year their document is about
_SHIFTS = {
    "current": 0,
    "thstrm": 0,
    "prior": -1,
    "previous": -1,
    "prior_inputs": -1,
    "frmtrm": -1,
    "prior2": -2,
    "before_previous": -2,
    "bfefrmtrm": -2,
}
_COMPANY_KEYS = ("company", "corp_name", "company_name")
_LABEL_KEYS = ("account", "label", "name", "account_nm", "concept", "metric", "item")
_YEAR_KEYS = ("year", "fiscal_year", "fiscal_year_used", "bsns_year")
_UNIT_HINTS: tuple[tuple[str, FactUnit], ...] = (
    ("won", "won"),
    ("krw", "won"),
    ("times", "times"),
    ("pct", "percent"),
    ("percent", "percent"),
    ("ratio", "percent"),
    ("shares", "shares"),
    ("issued", "shares"),
    ("outstanding", "shares"),
    ("authorized", "shares"),
    ("treasury", "shares"),
    ("employees", "count"),
    ("headcount", "count"),
)
#: keys whose numbers are not quantities a writer would state
_SKIP_KEYS = frozenset({"count", "rcept_no", "stock_code", "corp_code", "page", "total_pages", "limit"})


@dataclass(frozen=True, slots=True)
class Fact:
    value: float
    unit: FactUnit
    account: str | None = None
    year: int | None = None
    quarter: int | None = None
    basis: str | None = None
    company: str | None = None
    #: a step of the last digit when the fact was itself a rounded text ("2.5%" → 0.1), else 0
    precision: float = 0.0
    label: str = ""
    #: a change between periods (revenue_yoy, "84.9% 감소"), not a level
    change: bool = False
    #: year to date (a quarterly report's 누적 column), not the quarter's three months
    cumulative: bool = False

    def describe(self) -> str:
        parts = [self.company or "", str(self.year) if self.year else "", _BASIS_KO.get(self.basis or "", "")]
        where = " ".join(p for p in parts if p)
        return f"{where} {self.label}".strip()


_BASIS_KO = {"CFS": "연결", "OFS": "별도"}


@dataclass(frozen=True, slots=True)
class _Context:
    account: str | None = None
    year: int | None = None
    shift: int = 0
    quarter: int | None = None
    basis: str | None = None
    company: str | None = None
    unit: FactUnit | None = None
    label: str = ""
    change: bool = False
    cumulative: bool = False

    @property
    def period_year(self) -> int | None:
        return None if self.year is None else self.year + self.shift


def facts_from_results(results: list[str]) -> list[Fact]:
    """Every fact in a run's successful tool results (JSON text; plain text is read as text)."""
    return [fact for content in results for fact in _facts_of(content)]


@lru_cache(maxsize=256)
def _facts_of(content: str) -> tuple[Fact, ...]:
    """One tool result's facts, kept: a run's answer is checked again after a revision, and its results
    are the same text (facts are frozen, so sharing them is safe)."""
    try:
        document = json.loads(content)
    except ValueError:
        document = content
    facts: list[Fact] = []
    _walk(document, _Context(), facts)
    return tuple(facts)


def _walk(node: Any, ctx: _Context, out: list[Fact]) -> None:
    if isinstance(node, dict):
        _walk_dict(node, ctx, out)
    elif isinstance(node, list):
        for item in node:
            _walk(item, ctx, out)
        _list_sums(node, ctx, out)
    elif isinstance(node, bool) or node is None:
        return
    elif isinstance(node, int | float):
        out.append(_fact(float(node), ctx.unit or "any", ctx))
    elif isinstance(node, str):
        _text_facts(node, ctx, out)


def _walk_dict(node: dict[str, Any], ctx: _Context, out: list[Fact]) -> None:
    ctx = _own_context(node, ctx)
    won = node.get("won")
    if isinstance(won, int | float) and not isinstance(won, bool):
        out.append(_fact(float(won), "won", ctx))
        return
    for key, value in node.items():
        if key in _SKIP_KEYS or key in _COMPANY_KEYS or key in _YEAR_KEYS or key == "text":
            continue
        _walk(value, _child_context(key, ctx), out)


def _own_context(node: dict[str, Any], ctx: _Context) -> _Context:
    """What a dict's own scalar fields say about every value inside it."""
    updates: dict[str, Any] = {}
    for key in _YEAR_KEYS:
        year = node.get(key)
        if isinstance(year, int) or (isinstance(year, str) and year.isdigit() and len(year) == 4):
            updates["year"], updates["shift"] = int(year), 0
            break
    quarter = node.get("quarter")
    if isinstance(quarter, int) and 1 <= quarter <= 4:
        updates["quarter"] = quarter
    basis = node.get("basis") or node.get("fs_div")
    if isinstance(basis, str) and basis_of(basis):
        updates["basis"] = basis_of(basis)
    company = _company(node)
    if company:
        updates["company"] = company
    for key in _LABEL_KEYS:
        label = node.get(key)
        if isinstance(label, str) and label:
            account = account_of(label)
            if account is not None:
                updates["account"], updates["label"] = account, label
            if "basis" not in updates and basis_of(label):
                updates["basis"] = basis_of(label)
            break
    unit = node.get("unit")
    if isinstance(unit, str) and unit in ("won", "percent", "times", "shares", "count"):
        updates["unit"] = unit
    return replace(ctx, **updates) if updates else ctx


def _company(node: dict[str, Any]) -> str | None:
    for key in _COMPANY_KEYS:
        company = node.get(key)
        if isinstance(company, dict) and isinstance(company.get("name"), str):
            return str(company["name"])
        if isinstance(company, str) and company:
            return company
    return None


def _child_context(key: str, ctx: _Context) -> _Context:
    lowered = key.lower()
    if lowered.startswith("get_"):
        return ctx  # a sub-tool's name in a meta-tool's result says nothing about the values
    updates: dict[str, Any] = {}
    if lowered in _SHIFTS:
        updates["shift"] = _SHIFTS[lowered]
    elif lowered.startswith(("current_", "prior_")) and lowered.split("_")[0] in _SHIFTS:
        updates["shift"] = _SHIFTS[lowered.split("_")[0]]
    if key in ("연결", "별도", "개별", "consolidated", "separate", "CFS", "OFS"):
        updates["basis"] = basis_of(key)
    account = account_of(key)
    if account is not None:
        updates["account"], updates["label"] = account, key
    elif not key.isascii() and basis_of(key) is None:
        updates["account"], updates["label"] = f"label:{key}", key  # an account we have no word for
    if any(word in lowered for word in CHANGE_KEYS):
        updates["change"] = True
    for hint, unit in _UNIT_HINTS:
        if hint in lowered:
            updates["unit"] = unit
            break
    if lowered == "year_to_date":
        updates["label"], updates["cumulative"] = f"{ctx.label} 누적".strip(), True
    return replace(ctx, **updates) if updates else ctx


def _fact(value: float, unit: FactUnit, ctx: _Context, precision: float = 0.0) -> Fact:
    return Fact(
        value=value,
        unit=unit,
        account=ctx.account,
        year=ctx.period_year,
        quarter=ctx.quarter,
        basis=ctx.basis,
        company=ctx.company,
        precision=precision,
        label=ctx.label,
        change=ctx.change,
        cumulative=ctx.cumulative,
    )


def _text_facts(text: str, ctx: _Context, out: list[Fact]) -> None:
    """Figures written in a string: "2.5%", "84.9% 감소", or a filing's sentences."""
    if not any(ch.isdigit() for ch in text):
        return
    if len(text) <= 40:
        for figure in find_figures(text):
            value = figure.value
            after = text[figure.end :]
            if value > 0 and any(word in after for word in ("감소", "하락", "적자")):
                value = -value
            unit: FactUnit = figure.unit
            moved = (
                replace(ctx, change=True)
                if any(w in after for w in ("감소", "증가", "하락", "상승"))
                else ctx
            )
            out.append(_fact(value, unit, moved, figure.precision))
        return
    for claim in claims_in(text):
        out.append(_from_claim(claim, ctx))


def _from_claim(claim: Claim, ctx: _Context) -> Fact:
    figure = claim.figure
    value = -figure.value if claim.direction == "loss" and figure.value > 0 else figure.value
    return Fact(
        value=value,
        unit=figure.unit,
        account=claim.account or ctx.account,
        year=claim.year or ctx.period_year,
        quarter=claim.quarter or ctx.quarter,
        basis=claim.basis or ctx.basis,
        company=claim.company or ctx.company,
        precision=figure.precision,
        label=claim.context,
    )


def _list_sums(items: list[Any], ctx: _Context, out: list[Fact]) -> None:
    """Totals of a list of rows: 직원 수 by division → the company's total."""
    rows = [item for item in items if isinstance(item, dict)]
    if len(rows) < 2:
        return
    if len({_own_context(row, _Context()).account for row in rows}) > 1:
        return  # rows of different accounts (a metrics table): their sum means nothing
    keys = {
        k for row in rows for k, v in row.items() if isinstance(v, int | float) and not isinstance(v, bool)
    }
    for key in sorted(keys - _SKIP_KEYS):
        values = [row[key] for row in rows if isinstance(row.get(key), int | float)]
        if len(values) >= 2:
            out.append(
                _fact(float(sum(values)), _child_context(key, ctx).unit or "any", _child_context(key, ctx))
            )
    won_keys = {k for row in rows for k, v in row.items() if isinstance(v, dict) and "won" in v}
    for key in sorted(won_keys):
        amounts = [row[key]["won"] for row in rows if isinstance(row.get(key), dict)]
        numbers = [a for a in amounts if isinstance(a, int | float)]
        if len(numbers) >= 2:
            out.append(_fact(float(sum(numbers)), "won", _child_context(key, ctx)))
