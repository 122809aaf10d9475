"""One number everywhere: the card, a quick answer, the agent's metrics tool and a chart agree to the won.

Every company, fiscal year and headline concept in the offline bundle is asked of all four paths; where
two paths state a figure for the same company, year and concept, they state the same won amount (and
the same ratio as shown), on the same basis. A path that has no figure for a year says nothing — it
never says a different one.
"""

from __future__ import annotations

import json
from datetime import date, datetime
from typing import Any

import pytest

from core.charts.data import earnings_data
from core.charts.model import ChartInputError
from core.clock import KST
from core.data.companies.resolver import Company
from core.data.services import DataServices
from core.errors import OfflineMissError, ToolError
from core.finance.concepts import CONCEPTS, label
from core.finance.krw import format_pct
from core.quick import QuickQuery, answer_quick
from core.quick.model import PeriodSpec
from core.tools import ToolContext
from core.tools.card import build_card
from core.tools.research import METRICS_SUB_TOOLS, SEARCH_SUB_TOOLS
from tests.conftest import companies

TODAY = date(2026, 11, 21)
CODES = ("005930", "000660", "005380", "035720", "035420", "215600")
YEARS = range(2019, 2025)
AMOUNTS = ("revenue", "operating_income", "net_income", "assets", "liabilities", "equity")
RATIOS = ("operating_margin", "net_margin", "debt_ratio")
CHARTED = ("revenue", "operating_income", "net_income")
RATIO_TOOL = next(t for t in METRICS_SUB_TOOLS if t.name == "get_financial_ratios")
INCOME_TOOL = next(t for t in SEARCH_SUB_TOOLS if t.name == "get_income_statement")
#: lines of the full statements (the owners' share, tax, per-share figures): quick answer = the agent's statement
LINES = ("pretax_income", "income_tax", "net_income_owners", "eps", "eps_diluted")


def _company(code: str) -> Company:
    found = companies().resolve(code).best
    assert found is not None
    return found.company


async def _quick(data: DataServices, company: Company, year: int, metric: str) -> tuple[Any, str]:
    query = QuickQuery(
        f"{company.name} {year} {metric}", (company,), (metric,), PeriodSpec("year", (year,)), "value"
    )
    answer = await answer_quick(query, data, today=TODAY)
    value = answer.figures.get(f"{company.name}.FY{year}.{metric}")
    basis = (
        "연결" if "연결" in answer.markdown.split("\n")[0] else "별도" if "별도" in answer.markdown else ""
    )
    return value, basis


async def _tool(data: DataServices, company: Company, year: int) -> dict[str, Any] | None:
    ctx = ToolContext(data=data, clock=lambda: datetime(TODAY.year, TODAY.month, TODAY.day, 12, tzinfo=KST))
    try:
        output = await RATIO_TOOL.invoke({"company": company.stock_code, "year": year}, ctx)
    except ToolError:
        return None
    result: dict[str, Any] = json.loads(output.content)
    if "error" in result:
        return None
    ratios: dict[str, Any] = result["data"]["ratios"]
    return ratios


@pytest.mark.parametrize("code", CODES)
async def test_card_quick_tool_and_chart_state_one_number(code: str, data: DataServices) -> None:
    company = _company(code)
    card = await build_card(data, company, today=TODAY)
    try:
        chart = {y.year: y for y in (await earnings_data(data, company, today=TODAY)).years}
    except ChartInputError:
        chart = {}
    compared = 0
    for year in YEARS:
        tool = await _tool(data, company, year)
        for concept in AMOUNTS:
            quick, basis = await _quick(data, company, year, concept)
            stated: dict[str, Any] = {"quick": quick}
            if tool is not None:
                stated["tool"] = (tool["inputs"].get(concept) or {}).get("won")
                assert quick is None or basis == tool["basis"], (year, concept, basis, tool["basis"])
            if card.annual is not None and card.annual.year == year:
                stated["card"] = card.annual.statements.value(concept)
            if concept in CHARTED and year in chart:
                stated["chart"] = getattr(chart[year], concept)
            values = {path: v for path, v in stated.items() if v is not None}
            assert len(set(values.values())) <= 1, f"{company.name} FY{year} {concept}: {values}"
            compared += len(values) > 1
        for ratio in RATIOS:
            quick, _ = await _quick(data, company, year, ratio)
            if tool is not None and quick is not None and tool.get(ratio) is not None:
                assert format_pct(quick) == tool[ratio], f"{company.name} FY{year} {ratio}"
                compared += 1
    assert compared > 0, f"{company.name}: no two paths stated a figure for the same year"


async def _income_statement(data: DataServices, company: Company, year: int) -> dict[str, Any] | None:
    ctx = ToolContext(data=data, clock=lambda: datetime(TODAY.year, TODAY.month, TODAY.day, 12, tzinfo=KST))
    try:
        output = await INCOME_TOOL.invoke({"company": company.stock_code, "year": year}, ctx)
    except (ToolError, OfflineMissError):  # no full statements of that year recorded
        return None
    result: dict[str, Any] = json.loads(output.content)
    return None if "error" in result else dict(result["data"])


def _stated(headline: dict[str, Any], concept: str) -> Any:
    row = headline.get(label(concept)) or {}
    if CONCEPTS[concept].kind == "per_share":
        return row.get("current_won_per_share")
    return (row.get("current") or {}).get("won")


@pytest.mark.parametrize("code", CODES)
async def test_statement_lines_state_one_number(code: str, data: DataServices) -> None:
    """지배주주순이익, 법인세비용, 세전이익, EPS and 희석주당이익: the quick answer and the agent's income statement."""
    company = _company(code)
    compared, filed = 0, 0
    for year in YEARS:
        statement = await _income_statement(data, company, year)
        filed += statement is not None
        for concept in LINES:
            quick, basis = await _quick(data, company, year, concept)
            tool = None if statement is None else _stated(statement["headline"], concept)
            if statement is not None and quick is not None and tool is not None:
                assert quick == tool, f"{company.name} FY{year} {concept}: quick {quick}, tool {tool}"
                assert basis == statement["basis"], (year, concept)
                compared += 1
            if statement is not None and statement["basis"] == "별도":
                assert tool is None or not CONCEPTS[concept].consolidated, (year, concept)
    assert compared > 0 or not filed, f"{company.name}: full statements, but no line stated by both paths"
