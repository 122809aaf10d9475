"""Map OpenDART statement rows to catalogue concepts: account_id first, Korean names second.

The ids and names come from ``core.finance.concepts``; this module only decides which row is which.

Labels change from year to year for the same account (수익(매출액) → 영업수익 → 매출액), so names are only
the fallback for rows without a known id. Banks and insurers have no revenue line; their own
concepts (순이자손익, 보험수익 …) are mapped too, and revenue-based ratios are left undefined for them.

Two label traps are closed here, because a wrong figure is worse than a missing one:

* Rows with a standard *comprehensive-income* id never stand for a concept by their name. SK하이닉스
  FY2023 (CIS only) labels both ``ProfitLossAttributableToOwnersOfParent`` (−9,112,428백만원) and
  ``ComprehensiveIncomeAttributableToOwnersOfParent`` (−9,014,999백만원) "지배기업의 소유주지분".
* A label that only says *whose share* a row is ("지배기업의 소유주지분") names the owners' share of
  profit only where it follows 당기순이익 — after 기타포괄손익 or 총포괄손익 it is their share of
  comprehensive income. ``concepts_of`` decides such rows by position and leaves them out when the
  position does not tell (``ord`` is not always presentation order).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from core.finance.concepts import CATALOGUE, CONCEPTS, statement_concepts

#: Lines only banks and insurers have: a card shows them in place of 매출액.
FINANCIAL_MARKERS = frozenset(c.id for c in CATALOGUE if c.financial)

#: Labels that say whose share a row is but not of what (after normalisation) → the concept they stand
#: for when they follow the profit total. The same labels follow 총포괄손익 for the comprehensive split.
SHARE_LABELS: dict[str, str] = {
    "지배기업소유주지분": "net_income_owners",
    "지배기업의소유주지분": "net_income_owners",
}

_SPACE_NOTE = re.compile(r"\s+|\(주[0-9,\s]+\)|\[주[0-9,\s]+\]")
_STANDARD_PREFIXES = ("ifrs-full_", "ifrs_", "ifrs-smes_", "dart_")


def normalize_label(name: str) -> str:
    """Drop spaces and footnote markers such as ``(주27)`` from an account name."""
    return _SPACE_NOTE.sub("", name)


def is_standard_id(account_id: str) -> bool:
    """An IFRS or DART taxonomy element (not ``-표준계정코드 미사용-`` or a company's own element)."""
    return account_id.startswith(_STANDARD_PREFIXES)


def is_comprehensive_id(account_id: str) -> bool:
    """A standard element of the comprehensive-income family (총포괄손익, 기타포괄손익 and their splits)."""
    return is_standard_id(account_id) and "ComprehensiveIncome" in account_id


@dataclass(frozen=True, slots=True)
class _Index:
    by_id: dict[str, str]
    by_name: dict[tuple[str, str], str]


def _build() -> _Index:
    by_id: dict[str, str] = {}
    by_name: dict[tuple[str, str], str] = {}
    for concept in statement_concepts():
        for account_id in concept.dart_ids:
            by_id.setdefault(account_id, concept.id)
        for kind in concept.statements:
            for name in concept.dart_names:
                by_name.setdefault((kind, normalize_label(name)), concept.id)
    return _Index(by_id, by_name)


_INDEX = _build()


def concept_by_id(sj_div: str, account_id: str) -> str | None:
    """The concept a row's id reports (``None`` when the id is not one of ours or sits in another kind)."""
    concept = _INDEX.by_id.get(account_id)
    return concept if concept is not None and sj_div in CONCEPTS[concept].statements else None


def concept_of(sj_div: str, account_id: str, account_nm: str) -> str | None:
    """The concept a statement row reports, or ``None``. Ids win; names only for rows without a known id.

    A comprehensive-income id never falls back to its name, and share labels ("지배기업의 소유주지분")
    are not matched here at all: they need the row's position (``concepts_of``).
    """
    concept = concept_by_id(sj_div, account_id)
    if concept is not None:
        return concept
    if is_comprehensive_id(account_id):
        return None
    return _INDEX.by_name.get((sj_div, normalize_label(account_nm)))


class RowKey(NamedTuple):
    """What ``concepts_of`` needs of a statement row."""

    sj_div: str
    account_id: str
    account_nm: str
    ord: int


_PROFIT, _OTHER_COMPREHENSIVE, _TOTAL_COMPREHENSIVE = "profit", "oci", "total_comprehensive"


def _marker(row: RowKey, concept: str | None) -> str | None:
    """Which total a row is, for the share rows below it: profit, other comprehensive income or total."""
    if concept == "net_income":
        return _PROFIT
    label = normalize_label(row.account_nm)
    if row.account_id == "ifrs-full_ComprehensiveIncome" or (
        "포괄" in label and "기타포괄" not in label and ("총포괄" in label or label.startswith("포괄"))
    ):
        return _TOTAL_COMPREHENSIVE
    if is_comprehensive_id(row.account_id) or "기타포괄" in label:
        return _OTHER_COMPREHENSIVE
    return None


def concepts_of(rows: Sequence[RowKey]) -> list[str | None]:
    """Concepts for one report's rows, in the order given; share labels decided by position.

    A row with a share label and no known id stands for the owners' share of profit only when the
    nearest total above it (by ``ord``, within its statement kind) is 당기순이익. Under 기타포괄손익 or
    총포괄손익 it is the comprehensive split (no concept); with no total above it, an IS row is the
    profit split (the comprehensive split lives in CIS) and a CIS row is left out: it could be either.
    """
    concepts = [concept_of(r.sj_div, r.account_id, r.account_nm) for r in rows]
    for kind in {r.sj_div for r in rows}:
        above: str | None = None
        for index in sorted((i for i, r in enumerate(rows) if r.sj_div == kind), key=lambda i: rows[i].ord):
            row = rows[index]
            share = SHARE_LABELS.get(normalize_label(row.account_nm))
            if (
                concepts[index] is None
                and share is not None
                and kind in CONCEPTS[share].statements
                and not is_comprehensive_id(row.account_id)
                and concept_by_id(kind, row.account_id) is None
                and (above == _PROFIT or (above is None and kind == "IS"))
            ):
                concepts[index] = share
            above = _marker(row, concepts[index]) or above
    return concepts


def concept_of_key_account(account_nm: str) -> str | None:
    """주요계정 (fnlttSinglAcnt) rows have no id or statement-kind detail worth trusting: names only."""
    label = normalize_label(account_nm)
    for kind in ("IS", "BS"):
        concept = _INDEX.by_name.get((kind, label))
        if concept is not None:
            return concept
    return None
