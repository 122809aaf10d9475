"""Sub-tools over OpenDART financial statements and the disclosure list."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from pydantic import BaseModel, Field

from core.data.dart.client import viewer_url
from core.data.dart.statements import Statements
from core.errors import ToolError
from core.finance.concepts import CONCEPTS, label
from core.finance.periods import REPORT_NAMES, latest_filed
from core.tools.error_words import error_words
from core.tools.registry import ToolContext, tool
from core.tools.sub.common import (
    REPORT_CODES,
    Basis,
    CompanyField,
    Period,
    YearField,
    company_info,
    data_of,
    money,
    period_names,
    resolve,
    statement_rows,
)

_HEADLINES = {
    "IS": (
        "revenue",
        "cost_of_sales",
        "gross_profit",
        "sga",
        "operating_income",
        "pretax_income",
        "income_tax",
        "net_income",
        "net_income_owners",
        "eps",
        "eps_diluted",
        "interest_income",
        "net_interest_income",
        "net_fee_income",
        "insurance_revenue",
        "insurance_service_result",
    ),
    "BS": (
        "assets",
        "current_assets",
        "liabilities",
        "current_liabilities",
        "equity",
        "equity_owners",
        "cash",
    ),
    "CF": ("operating_cash_flow", "capex", "dividends_paid"),
}


class CompanyArgs(BaseModel):
    company: str = CompanyField


class StatementArgs(BaseModel):
    company: str = CompanyField
    year: int = YearField
    period: Period = Field(default="annual", description="annual=사업보고서, q1=1분기, half=반기, q3=3분기")
    basis: Basis = Field(default="consolidated", description="consolidated=연결(기본), separate=별도")


class QuarterArgs(BaseModel):
    company: str = CompanyField
    year: int = YearField
    quarter: int = Field(description="분기 (1–4; 4분기는 사업보고서 − 3분기 누적으로 계산)", ge=1, le=4)


class DisclosureArgs(BaseModel):
    company: str = CompanyField
    start: date | None = Field(default=None, description="시작일 (기본: 1년 전)")
    end: date | None = Field(default=None, description="종료일 (기본: 오늘)")
    kind: str | None = Field(
        default=None, description="A=정기공시, B=주요사항, C=발행, D=지분, E=기타, F=외부감사, I=거래소"
    )


def _source(company: str, year: int, report_code: str, st: Statements) -> str:
    period = f"FY{year}" if report_code == REPORT_CODES["annual"] else f"{year}"
    return f"DART {company} {REPORT_NAMES[report_code]} {period} ({st.basis}): {viewer_url(st.rcept_no)}"


def _headline(st: Statements, kind: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for concept in _HEADLINES[kind]:
        item = st.get(concept)
        if item is None:
            continue
        if CONCEPTS[concept].kind == "per_share":  # EPS, 희석주당이익: won per share
            out[label(concept)] = {"current_won_per_share": item.current, "prior_won_per_share": item.prior}
        else:
            out[label(concept)] = {"current": money(item.current), "prior": money(item.prior)}
    return out


@tool("get_company_overview")
async def get_company_overview(args: CompanyArgs, ctx: ToolContext) -> dict[str, Any]:
    """기업개요: 정식명칭, 대표이사, 시장구분, 업종코드, 설립일, 결산월, 홈페이지."""
    company = resolve(ctx, args.company)
    o = await data_of(ctx).dart.company_overview(company.corp_code)
    return {
        "data": {
            "corp_name": o.corp_name,
            "corp_name_eng": o.corp_name_eng,
            "stock_code": o.stock_code,
            "ceo_nm": o.ceo_nm,
            "corp_cls": o.corp_cls,
            "induty_code": o.induty_code,
            "est_dt": o.est_dt,
            "acc_mt": o.acc_mt,
            "hm_url": o.hm_url,
            "adres": o.adres,
        },
        "sources": [f"DART 기업개황 {company.name} (OpenDART company)"],
    }


async def _statements(ctx: ToolContext, args: StatementArgs, kind: str) -> dict[str, Any]:
    company = resolve(ctx, args.company)
    report_code = REPORT_CODES[args.period]
    dart = data_of(ctx).dart
    st = await dart.statements(
        company.corp_code, args.year, report_code, "OFS" if args.basis == "separate" else None
    )
    if st is None:
        words = error_words(ctx.lang)
        raise ToolError(
            words.no_statements.format(
                company=words.name(company), year=args.year, report=words.report[report_code]
            )
        )
    kinds = ("IS", "CIS") if kind == "IS" else (kind,)
    data = {
        "company": company_info(company),
        "year": args.year,
        "report": REPORT_NAMES[report_code],
        "basis": st.basis,
        "periods": period_names(st),
        "headline": _headline(st, kind),
        "rows": statement_rows(st, kinds=kinds),
    }
    if kind == "IS" and not st.has_income_statement:
        data["note"] = "손익계산서(IS) 없이 포괄손익계산서(CIS)로 보고한 회사입니다."
    if args.basis == "consolidated" and st.fs_div == "OFS":
        data["note_basis"] = "연결재무제표가 없어 별도재무제표를 사용했습니다."
    if report_code != REPORT_CODES["annual"] and kind == "IS":
        data["note_quarter"] = "분기·반기 보고서의 current는 3개월, current_ytd는 누적 금액입니다."
    return {"data": data, "sources": [_source(company.name, args.year, report_code, st)]}


@tool("get_income_statement")
async def get_income_statement(args: StatementArgs, ctx: ToolContext) -> dict[str, Any]:
    """손익계산서 전체 (매출액, 영업이익, 당기순이익, EPS …; 연결 우선)."""
    return await _statements(ctx, args, "IS")


@tool("get_balance_sheet")
async def get_balance_sheet(args: StatementArgs, ctx: ToolContext) -> dict[str, Any]:
    """재무상태표 전체 (자산, 부채, 자본, 현금 …)."""
    return await _statements(ctx, args, "BS")


@tool("get_cash_flow_statement")
async def get_cash_flow_statement(args: StatementArgs, ctx: ToolContext) -> dict[str, Any]:
    """현금흐름표 전체 (영업·투자·재무활동 현금흐름, CAPEX, 배당금 지급 …).

    감가상각비는 대개 현금흐름표에 따로 표기되지 않습니다."""
    return await _statements(ctx, args, "CF")


@tool("get_key_accounts")
async def get_key_accounts(args: StatementArgs, ctx: ToolContext) -> dict[str, Any]:
    """주요계정 요약 (연결·별도, 3개 연도): 매출액, 영업이익, 당기순이익, 자산·부채·자본총계.

    가장 빠른 실적 조회입니다."""
    company = resolve(ctx, args.company)
    report_code = REPORT_CODES[args.period]
    found = await data_of(ctx).dart.key_accounts(company.corp_code, args.year, report_code)
    if not found:
        words = error_words(ctx.lang)
        raise ToolError(
            words.no_key_accounts.format(
                company=words.name(company), year=args.year, report=words.report[report_code]
            )
        )
    data: dict[str, Any] = {
        "company": company_info(company),
        "year": args.year,
        "report": REPORT_NAMES[report_code],
    }
    sources = []
    for div, st in found.items():
        rows = {
            (label(i.concept) if i.concept else i.account_nm): {
                "current": money(i.current),
                "prior": money(i.prior),
                "prior2": money(i.prior2),
            }
            for i in st.items
        }
        data[st.basis] = {"periods": period_names(st), "accounts": rows}
        if div == ("CFS" if "CFS" in found else "OFS"):
            sources.append(_source(company.name, args.year, report_code, st))
    return {"data": data, "sources": sources}


@tool("get_quarterly_results")
async def get_quarterly_results(args: QuarterArgs, ctx: ToolContext) -> dict[str, Any]:
    """분기 실적: 3개월 금액과 누적(YTD). 4분기는 연간 − 3분기 누적으로 계산합니다."""
    company = resolve(ctx, args.company)
    dart = data_of(ctx).dart
    figures = await dart.quarterly(company.corp_code, args.year, args.quarter)
    if figures is None:
        figures = await dart.quarterly(company.corp_code, args.year, args.quarter, "OFS")
    if figures is None:
        words = error_words(ctx.lang)
        raise ToolError(
            words.no_quarter.format(company=words.name(company), year=args.year, quarter=args.quarter)
        )
    return {
        "data": {
            "company": company_info(company),
            "year": args.year,
            "quarter": args.quarter,
            "basis": "연결" if figures.fs_div == "CFS" else "별도",
            "derived_q4": figures.derived,
            "three_months": {label(k): money(v) for k, v in figures.three_months.items()},
            "year_to_date": {label(k): money(v) for k, v in figures.year_to_date.items()},
        },
        "sources": [
            f"DART {company.name} {args.year}년 {args.quarter}분기 주요계정"
            + (" (4분기 = 연간 − 3분기 누적)" if figures.derived else "")
        ],
    }


@tool("get_disclosure_list")
async def get_disclosure_list(args: DisclosureArgs, ctx: ToolContext) -> dict[str, Any]:
    """공시 목록 (최신순, 최대 30건): 보고서명, 접수일, 접수번호와 DART 링크."""
    company = resolve(ctx, args.company)
    end = args.end or ctx.today()
    start = args.start or end - timedelta(days=365)
    rows = await data_of(ctx).dart.disclosure_list(company.corp_code, start, end, kind=args.kind, max_pages=1)
    rows = sorted(rows, key=lambda r: r.rcept_no, reverse=True)[:30]
    items = [
        {
            "date": r.rcept_dt,
            "report": r.report_nm,
            "filer": r.flr_nm,
            "rcept_no": r.rcept_no,
            "url": viewer_url(r.rcept_no),
        }
        for r in rows
    ]
    latest = latest_filed(end)
    return {
        "data": {
            "company": company_info(company),
            "from": start.isoformat(),
            "to": end.isoformat(),
            "count": len(items),
            "disclosures": items,
            "latest_due_period": latest.label,
        },
        "sources": [i["url"] for i in items[:5]],
    }
