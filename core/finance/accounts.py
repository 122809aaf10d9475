"""Map OpenDART statement rows to concepts: account_id first, Korean names second.

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

#: concept → (statement kinds, account_ids, name variants after normalisation)
CONCEPTS: dict[str, tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]] = {
    "revenue": (
        ("IS", "CIS"),
        ("ifrs-full_Revenue",),
        ("매출액", "수익(매출액)", "영업수익", "매출"),
    ),
    "cost_of_sales": (("IS", "CIS"), ("ifrs-full_CostOfSales",), ("매출원가",)),
    "gross_profit": (("IS", "CIS"), ("ifrs-full_GrossProfit",), ("매출총이익", "매출총이익(손실)")),
    "sga": (("IS", "CIS"), ("dart_TotalSellingGeneralAdministrativeExpenses",), ("판매비와관리비",)),
    "operating_income": (
        ("IS", "CIS"),
        ("dart_OperatingIncomeLoss",),
        ("영업이익", "영업이익(손실)", "영업손실", "영업손익"),
    ),
    "pretax_income": (
        ("IS", "CIS"),
        ("ifrs-full_ProfitLossBeforeTax",),
        (
            "법인세비용차감전순이익",
            "법인세비용차감전순이익(손실)",
            "법인세차감전순이익",
            "법인세차감전순이익(손실)",
            "법인세비용차감전순손익",
        ),
    ),
    "income_tax": (
        ("IS", "CIS"),
        ("ifrs-full_IncomeTaxExpenseContinuingOperations",),
        ("법인세비용", "법인세비용(수익)"),
    ),
    "net_income": (
        ("IS", "CIS"),
        ("ifrs-full_ProfitLoss",),
        (
            "당기순이익",
            "당기순이익(손실)",
            "당기순손실",
            "당기순손익",
            "분기순이익",
            "분기순이익(손실)",
            "반기순이익",
            "반기순이익(손실)",
        ),
    ),
    "net_income_owners": (
        ("IS", "CIS"),
        ("ifrs-full_ProfitLossAttributableToOwnersOfParent",),
        ("지배기업의소유주에게귀속되는당기순이익(손실)", "지배기업의소유주에게귀속되는당기순이익"),
    ),
    "eps": (
        ("IS", "CIS"),
        ("ifrs-full_BasicEarningsLossPerShare",),
        ("기본주당이익(손실)", "기본주당이익", "기본주당순이익"),
    ),
    "assets": (("BS",), ("ifrs-full_Assets",), ("자산총계",)),
    "current_assets": (("BS",), ("ifrs-full_CurrentAssets",), ("유동자산",)),
    "liabilities": (("BS",), ("ifrs-full_Liabilities",), ("부채총계",)),
    "current_liabilities": (("BS",), ("ifrs-full_CurrentLiabilities",), ("유동부채",)),
    "equity": (("BS",), ("ifrs-full_Equity",), ("자본총계",)),
    "equity_owners": (
        ("BS",),
        ("ifrs-full_EquityAttributableToOwnersOfParent",),
        ("지배기업의소유주에게귀속되는자본", "지배기업소유주지분"),
    ),
    "cash": (("BS",), ("ifrs-full_CashAndCashEquivalents",), ("현금및현금성자산",)),
    "operating_cash_flow": (
        ("CF",),
        ("ifrs-full_CashFlowsFromUsedInOperatingActivities",),
        ("영업활동현금흐름", "영업활동으로인한현금흐름"),
    ),
    "capex": (
        ("CF",),
        ("ifrs-full_PurchaseOfPropertyPlantAndEquipmentClassifiedAsInvestingActivities",),
        ("유형자산의취득",),
    ),
    "dividends_paid": (
        ("CF",),
        ("ifrs-full_DividendsPaidClassifiedAsFinancingActivities",),
        ("배당금의지급", "배당금지급"),
    ),
    # financial companies
    "interest_income": (
        ("IS", "CIS"),
        ("ifrs-full_RevenueFromInterest", "ifrs-full_InterestIncome"),
        ("이자수익",),
    ),
    "net_interest_income": (
        ("IS", "CIS"),
        ("ifrs-full_InterestRevenueExpense",),
        ("순이자손익", "이자손익", "순이자이익"),
    ),
    "net_fee_income": (
        ("IS", "CIS"),
        ("ifrs-full_FeeAndCommissionIncomeExpense",),
        ("순수수료손익", "수수료손익", "순수수료이익"),
    ),
    "insurance_revenue": (("IS", "CIS"), ("ifrs-full_InsuranceRevenue",), ("보험수익",)),
    "insurance_service_result": (
        ("IS", "CIS"),
        ("ifrs-full_InsuranceServiceResult",),
        ("보험서비스결과", "보험손익"),
    ),
}

#: Labels for the Korean UI.
LABELS: dict[str, str] = {
    "revenue": "매출액",
    "cost_of_sales": "매출원가",
    "gross_profit": "매출총이익",
    "sga": "판매비와관리비",
    "operating_income": "영업이익",
    "pretax_income": "법인세차감전순이익",
    "income_tax": "법인세비용",
    "net_income": "당기순이익",
    "net_income_owners": "지배주주순이익",
    "eps": "기본주당이익(EPS)",
    "assets": "자산총계",
    "current_assets": "유동자산",
    "liabilities": "부채총계",
    "current_liabilities": "유동부채",
    "equity": "자본총계",
    "equity_owners": "지배주주지분",
    "cash": "현금및현금성자산",
    "operating_cash_flow": "영업활동현금흐름",
    "capex": "유형자산 취득(CAPEX)",
    "dividends_paid": "배당금 지급",
    "interest_income": "이자수익",
    "net_interest_income": "순이자손익",
    "net_fee_income": "순수수료손익",
    "insurance_revenue": "보험수익",
    "insurance_service_result": "보험서비스결과",
}

FINANCIAL_MARKERS = frozenset(
    {
        "net_interest_income",
        "interest_income",
        "insurance_revenue",
        "insurance_service_result",
        "net_fee_income",
    }
)

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
    for concept, (kinds, ids, names) in CONCEPTS.items():
        for account_id in ids:
            by_id.setdefault(account_id, concept)
        for kind in kinds:
            for name in names:
                by_name.setdefault((kind, normalize_label(name)), concept)
    return _Index(by_id, by_name)


_INDEX = _build()


def concept_by_id(sj_div: str, account_id: str) -> str | None:
    """The concept a row's id reports (``None`` when the id is not one of ours or sits in another kind)."""
    concept = _INDEX.by_id.get(account_id)
    return concept if concept is not None and sj_div in CONCEPTS[concept][0] else None


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
                and kind in CONCEPTS[share][0]
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
