"""Sub-tools over periodic-report tables: dividends, shareholders, executives, pay, employees, shares."""

from __future__ import annotations

import dataclasses
from collections.abc import Awaitable, Callable
from typing import Any

from pydantic import BaseModel, Field

from core.data.dart.client import OpenDartClient, viewer_url
from core.data.dart.reports import ReportRows
from core.finance.periods import ANNUAL
from core.tools.registry import ToolContext, tool
from core.tools.sub.common import CompanyField, company_info, data_of, money, resolve

_MONEY_FIELDS = frozenset(
    {
        "total_won",
        "excluded_won",
        "annual_salary_total_won",
        "average_salary_won",
        "amount_won",
        "current",
        "previous",
        "before_previous",
    }
)


class YearArgs(BaseModel):
    company: str = CompanyField
    year: int = Field(description="사업연도 (예: 2023; 사업보고서 기준)", ge=2015, le=2100)


def _plain(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    if hasattr(value, "isoformat"):
        return value.isoformat()
    return value


def _rows(table: ReportRows[Any], limit: int = 40) -> list[Any]:
    out = []
    for row in table.rows[:limit]:
        plain = _plain(row)
        for key in _MONEY_FIELDS & plain.keys():
            if isinstance(plain[key], int) and key.endswith("_won"):
                plain[key] = money(plain[key])
        out.append(plain)
    return out


async def _report_table(
    ctx: ToolContext,
    args: YearArgs,
    what: str,
    fetch: Callable[[OpenDartClient, str, int], Awaitable[ReportRows[Any]]],
    key: str,
    *,
    limit: int = 40,
) -> dict[str, Any]:
    """Resolve the company, fetch one report table, and return its rows with a DART source."""
    company = resolve(ctx, args.company)
    table = await fetch(data_of(ctx).dart, company.corp_code, args.year)
    source = f"DART {company.name} 사업보고서 FY{args.year} {what}"
    if table.rcept_no:
        source += f": {viewer_url(table.rcept_no)}"
    data = {
        "company": company_info(company),
        "year": args.year,
        "count": len(table),
        key: _rows(table, limit),
    }
    return {"data": data, "sources": [source]}


@tool("get_largest_shareholders")
async def get_largest_shareholders(args: YearArgs, ctx: ToolContext) -> dict[str, Any]:
    """최대주주 및 특수관계인 지분 현황 (기초·기말 주식수와 지분율)."""
    return await _report_table(
        ctx, args, "최대주주 현황", lambda d, c, y: d.largest_shareholders(c, y, ANNUAL), "holders"
    )


@tool("get_executives")
async def get_executives(args: YearArgs, ctx: ToolContext) -> dict[str, Any]:
    """임원 현황: 이름, 직위, 등기 여부, 상근 여부, 담당업무, 임기."""
    return await _report_table(
        ctx, args, "임원 현황", lambda d, c, y: d.executives(c, y, ANNUAL), "executives", limit=60
    )


@tool("get_executive_pay")
async def get_executive_pay(args: YearArgs, ctx: ToolContext) -> dict[str, Any]:
    """개인별 보수 5억원 이상 (상위 5인 등): 이름, 직위, 보수총액."""
    return await _report_table(ctx, args, "개인별 보수", lambda d, c, y: d.top_pay(c, y, ANNUAL), "people")


@tool("get_employees")
async def get_employees(args: YearArgs, ctx: ToolContext) -> dict[str, Any]:
    """직원 현황: 사업부문·성별 인원, 평균 근속연수, 연간 급여총액, 1인 평균 급여."""
    return await _report_table(ctx, args, "직원 현황", lambda d, c, y: d.employees(c, y, ANNUAL), "rows")


@tool("get_share_counts")
async def get_share_counts(args: YearArgs, ctx: ToolContext) -> dict[str, Any]:
    """주식의 총수: 발행주식총수, 자기주식, 유통주식수 (보통주·우선주)."""
    return await _report_table(
        ctx, args, "주식의 총수", lambda d, c, y: d.share_counts(c, y, ANNUAL), "shares"
    )


@tool("get_dividends")
async def get_dividends(args: YearArgs, ctx: ToolContext) -> dict[str, Any]:
    """배당: 주당 현금배당금(DPS), 현금배당총액, 배당성향, 배당수익률 (당기·전기·전전기)."""
    company = resolve(ctx, args.company)
    div = await data_of(ctx).dart.dividends(company.corp_code, args.year, ANNUAL)
    metrics = []
    for m in div.metrics:
        entry = _plain(m)
        if m.unit == "won" and "주당" not in m.label:
            for key in ("current", "previous", "before_previous"):
                entry[key] = money(entry[key])
        metrics.append(entry)
    data = {
        "company": company_info(company),
        "year": args.year,
        "metrics": metrics,
        "note": "current=당기, previous=전기, before_previous=전전기; 주당 금액은 원 단위",
    }
    source = f"DART {company.name} 사업보고서 FY{args.year} 배당에 관한 사항"
    if div.rcept_no:
        source += f": {viewer_url(div.rcept_no)}"
    return {"data": data, "sources": [source]}
