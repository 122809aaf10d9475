"""Sub-tools over KIS market data: quote and valuation, price history, investor flows, index levels."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any, Literal

from pydantic import BaseModel, Field

from core.finance.krw import format_pct, format_won
from core.tools.registry import ToolContext, tool
from core.tools.sub.common import CompanyField, company_info, data_of, money, resolve

DEMO_NOTE = "오프라인 데모 시세(합성 가격)입니다. 실제 시장 가격이 아닙니다."


class QuoteArgs(BaseModel):
    company: str = CompanyField


class HistoryArgs(BaseModel):
    company: str = CompanyField
    start: date | None = Field(default=None, description="시작일 (기본: 3개월 전)")
    end: date | None = Field(default=None, description="종료일 (기본: 오늘)")
    period: Literal["D", "W", "M"] = Field(default="D", description="D=일봉, W=주봉, M=월봉")


class IndexArgs(BaseModel):
    index: Literal["KOSPI", "KOSDAQ"] = Field(default="KOSPI", description="KOSPI 또는 KOSDAQ")


def _with_demo(data: dict[str, Any], demo: bool) -> dict[str, Any]:
    if demo:
        data["demo_prices"] = DEMO_NOTE
    return data


@tool("get_current_price")
async def get_current_price(args: QuoteArgs, ctx: ToolContext) -> dict[str, Any]:
    """현재가와 밸류에이션: 등락, 거래량, 시가총액, PER/PBR/EPS/BPS, 52주 최고·최저, 외국인 지분율."""
    company = resolve(ctx, args.company)
    q = await data_of(ctx).kis.price(company.stock_code)
    data = {
        "company": company_info(company),
        "as_of": q.as_of.isoformat(),
        "price": format_won(q.price),
        "change": format_won(q.change),
        "change_pct": format_pct(q.change_pct, signed=True),
        "volume_shares": q.volume,
        "trade_value": money(q.trade_value),
        "market_cap": money(q.market_cap),
        "per_times": q.per,
        "pbr_times": q.pbr,
        "eps_won": q.eps,
        "bps_won": q.bps,
        "week52_high": format_won(q.week52_high),
        "week52_low": format_won(q.week52_low),
        "foreign_ownership_pct": q.foreign_ratio_pct,
    }
    return {"data": _with_demo(data, q.demo), "sources": [q.source]}


@tool("get_price_history")
async def get_price_history(args: HistoryArgs, ctx: ToolContext) -> dict[str, Any]:
    """주가 추이 (일·주·월봉): 시가/고가/저가/종가, 거래량, 기간 수익률과 최고·최저."""
    company = resolve(ctx, args.company)
    end = args.end or ctx.today()
    start = args.start or end - timedelta(days=92)
    history = await data_of(ctx).kis.daily_prices(company.stock_code, args.period, start=start, end=end)
    bars = history.bars
    closes = [b.close for b in bars]
    summary: dict[str, Any] = {"bars": len(bars)}
    if bars:
        summary |= {
            "first": {"date": bars[0].date.isoformat(), "close": bars[0].close},
            "last": {"date": bars[-1].date.isoformat(), "close": bars[-1].close},
            "high": max(closes),
            "low": min(closes),
            "return_pct": format_pct((closes[-1] - closes[0]) / closes[0] * 100, signed=True),
        }
    step = max(1, len(bars) // 40)  # keep the series short for the model
    series = [{"date": b.date.isoformat(), "close": b.close, "volume": b.volume} for b in bars[::step]]
    data = {"company": company_info(company), "period": args.period, "summary": summary, "series": series}
    return {"data": _with_demo(data, history.demo), "sources": [history.source]}


@tool("get_investor_flows")
async def get_investor_flows(args: QuoteArgs, ctx: ToolContext) -> dict[str, Any]:
    """투자자별 순매수 (개인·외국인·기관, 최근 30거래일): 수량과 금액(원)."""
    company = resolve(ctx, args.company)
    flows = await data_of(ctx).kis.investor_flows(company.stock_code)
    rows = [
        {
            "date": r.date.isoformat(),
            "individual": money(r.individual_amount),
            "foreign": money(r.foreign_amount),
            "institution": money(r.institution_amount),
            "complete": r.complete,
        }
        for r in flows.rows
    ]
    totals = {
        who: money(sum(getattr(r, f"{who}_amount") or 0 for r in flows.rows if r.complete))
        for who in ("individual", "foreign", "institution")
    }
    data = {"company": company_info(company), "days": len(rows), "net_buy_totals": totals, "rows": rows[:30]}
    return {"data": _with_demo(data, flows.demo), "sources": [flows.source]}


@tool("get_market_index")
async def get_market_index(args: IndexArgs, ctx: ToolContext) -> dict[str, Any]:
    """시장 지수 (KOSPI/KOSDAQ): 현재 지수, 등락, 등락률."""
    code = {"KOSPI": "0001", "KOSDAQ": "1001"}[args.index]
    q = await data_of(ctx).kis.index_price(code)
    data = {
        "index": args.index,
        "level": q.level,
        "change": q.change,
        "change_pct": format_pct(q.change_pct, signed=True),
        "as_of": q.as_of.isoformat(),
    }
    return {"data": _with_demo(data, q.demo), "sources": [q.source]}
