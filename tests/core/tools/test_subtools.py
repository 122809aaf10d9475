"""Sub-tools on the offline bundle: exact figures, units and sources reach the model."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from core.config import Settings
from core.data.services import DataServices, open_data_services
from core.errors import ToolError
from core.tools import ToolContext
from core.tools.research import METRICS_SUB_TOOLS, SEARCH_SUB_TOOLS
from tests.conftest import companies

TOOLS = {t.name: t for t in (*SEARCH_SUB_TOOLS, *METRICS_SUB_TOOLS)}


@pytest.fixture
async def ctx(tmp_path: Path) -> AsyncIterator[ToolContext]:
    settings = Settings(DEXTER_HOME=str(tmp_path), DEXTER_OFFLINE="1")
    async with await open_data_services(settings, companies=companies()) as data:
        yield ToolContext(data=data)


async def call(ctx: ToolContext, name: str, **args: Any) -> dict[str, Any]:
    output = await TOOLS[name].invoke(args, ctx)
    result: dict[str, Any] = json.loads(output.content)
    return result


def test_there_are_about_twenty_typed_sub_tools() -> None:
    assert 18 <= len(TOOLS) <= 22
    assert all(name.startswith("get_") for name in TOOLS)
    assert all(t.spec().parameters["type"] == "object" for t in TOOLS.values())


async def test_key_accounts_and_income_statement(ctx: ToolContext) -> None:
    result = await call(ctx, "get_key_accounts", company="삼성전자", year=2023)
    revenue = result["data"]["연결"]["accounts"]["매출액"]
    assert revenue["current"] == {"won": 258_935_494_000_000, "text": "258.94조원"}
    assert result["data"]["별도"]["accounts"]["영업이익"]["current"]["text"] == "−11.53조원"
    assert result["sources"][0].endswith("rcpNo=20240312000736")
    income = await call(ctx, "get_income_statement", company="005930", year=2023)
    assert income["data"]["basis"] == "연결"
    assert income["data"]["headline"]["영업이익"]["current"]["text"] == "6.57조원"
    assert income["data"]["headline"]["EPS(기본주당이익)"]["current_won_per_share"] == 2131
    hynix = await call(ctx, "get_income_statement", company="SK하이닉스", year=2023)
    assert "포괄손익계산서" in hynix["data"]["note"]


async def test_quarter_ratios_valuation_and_peers(ctx: ToolContext) -> None:
    q4 = await call(ctx, "get_quarterly_results", company="삼성전자", year=2024, quarter=4)
    assert q4["data"]["derived_q4"] is True
    assert q4["data"]["three_months"]["매출액"]["text"] == "75.79조원"
    ratios = await call(ctx, "get_financial_ratios", company="삼성전자", year=2023)
    assert ratios["data"]["ratios"]["operating_margin"] == "2.5%"
    assert ratios["data"]["ratios"]["debt_ratio"] == "25.4%"
    hynix = await call(ctx, "get_financial_ratios", company="000660", year=2024)
    assert hynix["data"]["ratios"]["operating_income_change"] == "흑자전환"
    valuation = await call(ctx, "get_valuation", company="삼성전자")
    assert "demo_prices" in valuation["data"] and valuation["data"]["fiscal_year_used"] == 2024
    peers = await call(ctx, "get_peer_comparison", companies=["삼성전자", "SK하이닉스", "카카오"], year=2024)
    assert [r["company"]["name"] for r in peers["data"]["rows"]] == ["삼성전자", "SK하이닉스", "카카오"]
    assert peers["data"]["rows"][1]["operating_margin"] == "35.5%"


async def test_market_and_report_tables(ctx: ToolContext) -> None:
    price = await call(ctx, "get_current_price", company="삼성전자")
    assert price["data"]["price"] == "53,600원" and "demo_prices" in price["data"]
    assert price["sources"][0].startswith("KIS 데모 시세")
    dividends = await call(ctx, "get_dividends", company="삼성전자", year=2023)
    dps = [
        m
        for m in dividends["data"]["metrics"]
        if m["name"] == "주당 현금배당금" and m["stock_kind"] == "보통주"
    ]
    assert dps and dps[0]["current"] == 1444
    pay = await call(ctx, "get_executive_pay", company="삼성전자", year=2023)
    assert pay["data"]["people"][0]["total_won"]["text"] == "173억원"
    disclosures = await call(
        ctx, "get_disclosure_list", company="삼성전자", start="2023-01-01", end="2024-12-31"
    )
    assert disclosures["data"]["count"] >= 4


async def test_unknown_company_and_missing_data_are_tool_errors(ctx: ToolContext) -> None:
    with pytest.raises(ToolError, match="회사를 찾지 못했습니다"):
        await call(ctx, "get_key_accounts", company="존재하지않는회사명", year=2023)
    with pytest.raises(Exception, match="오프라인"):
        await call(ctx, "get_dividends", company="카카오", year=2023)


def test_services_type_is_shared(ctx: ToolContext) -> None:
    assert isinstance(ctx.data, DataServices)


async def test_every_other_sub_tool_on_recorded_data(ctx: ToolContext) -> None:
    overview = await call(ctx, "get_company_overview", company="NAVER")
    assert overview["data"]["ceo_nm"] and overview["data"]["stock_code"] == "035420"
    balance = await call(ctx, "get_balance_sheet", company="삼성전자", year=2023)
    assert balance["data"]["headline"]["자산총계"]["current"]["won"] == 455_905_980_000_000
    cash = await call(ctx, "get_cash_flow_statement", company="삼성전자", year=2023)
    assert cash["data"]["headline"]["유형자산 취득(CAPEX)"]["current"]["won"] == 57_611_292_000_000
    assert cash["data"]["headline"]["영업활동현금흐름"]["current"]["text"] == "44.14조원"
    holders = await call(ctx, "get_largest_shareholders", company="삼성전자", year=2023)
    assert holders["data"]["holders"]
    executives = await call(ctx, "get_executives", company="삼성전자", year=2023)
    assert executives["data"]["count"] >= 1
    employees = await call(ctx, "get_employees", company="삼성전자", year=2023)
    assert employees["data"]["rows"]
    shares = await call(ctx, "get_share_counts", company="삼성전자", year=2023)
    assert shares["data"]["shares"]
    history = await call(ctx, "get_price_history", company="SK하이닉스", start="2024-10-01", end="2024-12-27")
    assert history["data"]["summary"]["bars"] > 40 and "demo_prices" in history["data"]
    flows = await call(ctx, "get_investor_flows", company="삼성전자")
    assert flows["data"]["days"] == 30 and "demo_prices" in flows["data"]
    with pytest.raises(Exception, match="오프라인"):
        await call(ctx, "get_market_index", index="KOSPI")  # no index sample in the offline bundle
