"""Map OpenDART statement rows to concepts: account_id first, Korean names second.

Labels change from year to year for the same account (수익(매출액) → 영업수익 → 매출액), so names are only
the fallback for rows without a standard id. Banks and insurers have no revenue line; their own
concepts (순이자손익, 보험수익 …) are mapped too, and revenue-based ratios are left undefined for them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

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
        ("지배기업의소유주에게귀속되는당기순이익(손실)", "지배기업소유주지분", "지배기업의소유주지분"),
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

_SPACE_NOTE = re.compile(r"\s+|\(주[0-9,\s]+\)|\[주[0-9,\s]+\]")


def normalize_label(name: str) -> str:
    """Drop spaces and footnote markers such as ``(주27)`` from an account name."""
    return _SPACE_NOTE.sub("", name)


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


def concept_of(sj_div: str, account_id: str, account_nm: str) -> str | None:
    """The concept a statement row reports, or ``None``. Ids win; names only for non-standard rows."""
    concept = _INDEX.by_id.get(account_id)
    if concept is not None and sj_div in CONCEPTS[concept][0]:
        return concept
    return _INDEX.by_name.get((sj_div, normalize_label(account_nm)))


def concept_of_key_account(account_nm: str) -> str | None:
    """주요계정 (fnlttSinglAcnt) rows have no id or statement-kind detail worth trusting: names only."""
    label = normalize_label(account_nm)
    for kind in ("IS", "BS"):
        concept = _INDEX.by_name.get((kind, label))
        if concept is not None:
            return concept
    return None
