"""The tools the main model sees: two meta-tools over the sub-tools, and the filings reader."""

from __future__ import annotations

from typing import Any

from core import faces
from core.tools.meta import MetaTool
from core.tools.registry import Tool
from core.tools.sub.derived import get_financial_ratios, get_peer_comparison, get_valuation
from core.tools.sub.financials import (
    get_balance_sheet,
    get_cash_flow_statement,
    get_company_overview,
    get_disclosure_list,
    get_income_statement,
    get_key_accounts,
    get_quarterly_results,
)
from core.tools.sub.market import get_current_price, get_investor_flows, get_market_index, get_price_history
from core.tools.sub.reports import (
    get_dividends,
    get_employees,
    get_executive_pay,
    get_executives,
    get_largest_shareholders,
    get_share_counts,
)

SEARCH_SUB_TOOLS: tuple[Tool[Any], ...] = (
    get_company_overview,
    get_key_accounts,
    get_income_statement,
    get_balance_sheet,
    get_cash_flow_statement,
    get_quarterly_results,
    get_disclosure_list,
    get_largest_shareholders,
    get_executives,
    get_executive_pay,
    get_dividends,
    get_employees,
    get_share_counts,
    get_current_price,
    get_price_history,
    get_investor_flows,
    get_market_index,
)
METRICS_SUB_TOOLS: tuple[Tool[Any], ...] = (
    get_financial_ratios,
    get_valuation,
    get_peer_comparison,
    get_key_accounts,
    get_quarterly_results,
    get_current_price,
)

HINTS = (
    "Prefer get_key_accounts for headline figures (fast, both 연결 and 별도, three years); use the full "
    "statements only when line items beyond the headline are asked for. Quarters: q1/half/q3 reports; "
    "the fourth quarter comes from get_quarterly_results(quarter=4)."
)

korean_financial_search = MetaTool(
    faces.SEARCH,
    "Korean listed-company data from OpenDART filings and KIS market data: financial statements (손익·재무상태·"
    "현금흐름, 주요계정, 분기 실적), disclosures (공시 목록), largest shareholders (최대주주), executives (임원), "
    "executive pay (보수), dividends (배당), employees (직원), share counts, current price, price history, "
    "investor flows (투자자별 매매), KOSPI/KOSDAQ index. Call ONCE with the whole need in one query "
    "(companies, periods, which data); it fetches everything needed in parallel.",
    SEARCH_SUB_TOOLS,
    hints=HINTS,
).tool()

korean_financial_metrics = MetaTool(
    faces.METRICS,
    "Computed metrics for Korean listed companies: margins (영업이익률, 순이익률), debt ratio (부채비율), current "
    "ratio, ROE/ROA, YoY growth and CAGR, profit turnarounds (흑자·적자 전환), valuation (PER, PBR, 배당수익률, "
    "시가총액) and peer comparison tables. Call ONCE with the whole question (companies, years, metrics).",
    METRICS_SUB_TOOLS,
    hints=HINTS,
).tool()
