"""Computed sub-tools: ratios and growth, valuation (KIS price × DART figures), peer comparison."""

from __future__ import annotations

import asyncio
from typing import Any

from pydantic import BaseModel, Field

from core.data.dart.client import viewer_url
from core.data.dart.statements import Statements
from core.errors import DexterError, ToolError
from core.figures import FigureLookup
from core.finance import ratios
from core.finance.basis import FS_NAMES
from core.finance.crosscheck import LABELS, TOLERANCES, CrossCheck, Metric
from core.finance.krw import change_phrase, format_krw, format_pct, format_won
from core.finance.periods import latest_annual_year
from core.tools.card import quote_cross_check
from core.tools.error_words import error_words
from core.tools.registry import ToolContext, tool
from core.tools.sub.common import CompanyField, company_info, data_of, money, pct, resolve


class RatioArgs(BaseModel):
    company: str = CompanyField
    year: int = Field(description="사업연도 (예: 2023)", ge=2015, le=2100)


class ValuationArgs(BaseModel):
    company: str = CompanyField


class PeerArgs(BaseModel):
    companies: list[str] = Field(
        description="비교할 회사들 (2–6개, 회사명 또는 종목코드)", min_length=2, max_length=6
    )
    year: int = Field(description="사업연도 (예: 2023)", ge=2015, le=2100)


async def _annual(ctx: ToolContext, corp_code: str, year: int) -> Statements:
    lookup = FigureLookup(data_of(ctx), today=ctx.today())
    st = await lookup.annual_statements(corp_code, year)
    if st is None:
        words = error_words(ctx.lang)
        problem = f" — {lookup.failures[0].shown(ctx.lang)}" if lookup.failures else words.not_filed
        raise ToolError(words.no_annual.format(year=year, problem=problem))
    return st


def ratio_table(st: Statements) -> dict[str, Any]:
    """Margins, leverage, returns and growth from one report's current and prior periods."""
    v = st.value
    revenue, op, net = v("revenue"), v("operating_income"), v("net_income")

    def prior(concept: str) -> int | None:
        return v(concept, "prior")

    return {
        "basis": st.basis,
        **{
            r: pct(ratios.of(r, v)) for r in ("operating_margin", "net_margin", "debt_ratio", "current_ratio")
        },
        "roe_avg_equity": pct(ratios.of("roe", v, prior)),
        "roa_avg_assets": pct(ratios.of("roa", v, prior)),
        "revenue_yoy": pct(ratios.growth(revenue, v("revenue", "prior"))),
        "operating_income_change": change_phrase(op, v("operating_income", "prior")),
        "net_income_change": change_phrase(net, v("net_income", "prior")),
        "revenue_cagr_2y": pct(ratios.cagr(v("revenue", "prior2"), revenue, 2)),
        "inputs": {
            k: money(v(k))
            for k in (
                "revenue",
                "operating_income",
                "net_income",
                "assets",
                "liabilities",
                "equity",
                "current_assets",
                "current_liabilities",
            )
        },
        "prior_inputs": {
            k: money(v(k, "prior")) for k in ("revenue", "operating_income", "net_income", "equity")
        },
        "notes": "ROE/ROA는 기초·기말 평균 기준. 금융회사는 매출액 기반 비율이 적용되지 않습니다."
        if revenue is None
        else "ROE/ROA는 기초·기말 평균 기준.",
    }


@tool("get_financial_ratios")
async def get_financial_ratios(args: RatioArgs, ctx: ToolContext) -> dict[str, Any]:
    """재무비율과 성장률: 영업이익률, 순이익률, 부채비율, 유동비율, ROE, ROA, 매출 YoY, 2년 CAGR, 이익 증감(흑자·적자 전환)."""
    company = resolve(ctx, args.company)
    st = await _annual(ctx, company.corp_code, args.year)
    return {
        "data": {"company": company_info(company), "year": args.year, "ratios": ratio_table(st)},
        "sources": [f"DART {company.name} 사업보고서 FY{args.year} 주요계정 ({st.basis}) — 계산값"],
    }


def _figure(metric: Metric, value: float | None) -> Any:
    if value is None:
        return None
    return money(round(value)) if metric == "market_cap" else round(value, 2)


def _tolerance(metric: Metric) -> str:
    tol = TOLERANCES[metric]
    step = format_krw(tol.absolute) if metric == "market_cap" else f"{tol.absolute}배"
    return f"±{tol.relative * 100:g}% + {step} ({tol.why})"


def cross_check_data(check: CrossCheck) -> dict[str, Any]:
    """The DART ↔ KIS cross-check as tool data: the card's line plus every figure behind it."""
    f, shares = check.filing, check.filing.shares
    return {
        "summary": check.line,
        "fiscal_year": f.fiscal_year,
        "statement_basis": FS_NAMES[f.fs_div] if f.fs_div else None,
        "net_income_owners": money(f.net_income_owners),
        "equity_owners": money(f.equity_owners),
        "shares_outstanding": None
        if shares is None
        else {
            "common": shares.common,
            "all_classes": shares.total,
            "has_preferred": shares.has_preferred,
            "as_of": shares.as_of.isoformat() if shares.as_of else None,
        },
        "report": viewer_url(f.rcept_no) if f.rcept_no else None,
        "items": [
            {
                "metric": LABELS[c.metric],
                "status": c.status,
                "kis": _figure(c.metric, c.kis),
                "dart": _figure(c.metric, c.dart),
                "gap_pct": None if c.gap_pct is None else format_pct(c.gap_pct, signed=True),
                "dart_basis": c.dart_basis or None,
                "basis_notes": list(c.notes),
                "missing": c.missing,
                "tolerance": _tolerance(c.metric),
            }
            for c in check.comparisons
        ],
        "not_checked": "주당배당금: KIS 시세(inquire-price)에 DPS 항목이 없어 대조하지 않음",
    }


@tool("get_valuation")
async def get_valuation(args: ValuationArgs, ctx: ToolContext) -> dict[str, Any]:
    """밸류에이션: 현재가, 시가총액, PER·PBR(KIS값·DART 계산값), 배당수익률, DART↔KIS 교차검증(지배주주 실적·주식수)."""
    company = resolve(ctx, args.company)
    data = data_of(ctx)
    quote = await data.kis.price(company.stock_code)
    year = latest_annual_year(ctx.today())
    st = dividends = None
    for candidate in (year, year - 1, year - 2):
        try:
            st = await _annual(ctx, company.corp_code, candidate)
        except DexterError:
            continue
        year = candidate
        break
    with_dps: float | None = None
    try:
        dividends = await data.dart.dividends(company.corp_code, year)
        dps = dividends.cash_per_share
        with_dps = dps.current if dps is not None else None
    except DexterError:
        dividends = None
    net = st.value("net_income") if st else None
    equity = st.value("equity") if st else None
    result = {
        "company": company_info(company),
        "price": format_won(quote.price),
        "market_cap": money(quote.market_cap),
        "fiscal_year_used": year if st else None,
        "per_kis_times": quote.per,
        "pbr_kis_times": quote.pbr,
        "per_market_cap_over_net_income": None
        if not (quote.market_cap and net and net > 0)
        else round(quote.market_cap / net, 2),
        "pbr_market_cap_over_equity": None
        if not (quote.market_cap and equity and equity > 0)
        else round(quote.market_cap / equity, 2),
        "dividend_per_share_won": with_dps,
        "dividend_yield": pct(ratios.dividend_yield(with_dps, quote.price)),
        "note": "PER/PBR는 시가총액 ÷ (연결 당기순이익, 자본총계) 기준 계산값과 KIS 제공값을 함께 표시합니다.",
    }
    if quote.demo:
        result["demo_prices"] = "오프라인 데모 시세(합성 가격) 기준입니다. 실제 밸류에이션이 아닙니다."
    sources = [quote.source]
    if st is not None:
        sources.append(f"DART {company.name} 사업보고서 FY{year} 주요계정 ({st.basis})")
    check = await quote_cross_check(data, company.corp_code, quote)
    if check is not None:
        result["cross_check"] = cross_check_data(check)
        if check.filing.rcept_no:
            sources.append(
                f"DART {company.name} 사업보고서 FY{check.filing.fiscal_year} 지배주주 실적·주식총수"
                f" (교차검증): {viewer_url(check.filing.rcept_no)}"
            )
    return {"data": result, "sources": sources}


@tool("get_peer_comparison")
async def get_peer_comparison(args: PeerArgs, ctx: ToolContext) -> dict[str, Any]:
    """동종사 비교: 여러 회사의 매출액, 영업이익, 순이익, 이익률, 부채비율, ROE를 한 표로."""
    companies = [resolve(ctx, name) for name in args.companies]
    results = await asyncio.gather(
        *(_annual(ctx, c.corp_code, args.year) for c in companies), return_exceptions=True
    )
    rows, errors = [], []
    for company, result in zip(companies, results, strict=True):
        if isinstance(result, BaseException):
            errors.append({"company": company.name, "error": str(result)})
            continue
        table = ratio_table(result)
        rows.append(
            {
                "company": company_info(company),
                "basis": result.basis,
                **table["inputs"],
                **{
                    k: table[k]
                    for k in ("operating_margin", "net_margin", "debt_ratio", "roe_avg_equity", "revenue_yoy")
                },
            }
        )
    if not rows:
        raise ToolError(error_words(ctx.lang).no_peers.format(errors="; ".join(e["error"] for e in errors)))
    return {
        "data": {"year": args.year, "rows": rows, "errors": errors},
        "sources": [
            f"DART 사업보고서 FY{args.year} 주요계정 — {', '.join(r['company']['name'] for r in rows)}"
        ],
    }
