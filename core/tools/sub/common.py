"""What every sub-tool shares: resolving the company argument, money values the model cannot mis-scale,
and the period vocabulary."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from core.data.companies.resolver import Company
from core.data.dart.statements import Statements
from core.data.services import DataServices
from core.errors import ToolError
from core.finance.basis import BasisWord
from core.finance.concepts import label
from core.finance.krw import format_krw, format_pct
from core.finance.periods import ANNUAL, HALF, Q1, Q3
from core.tools.error_words import error_words
from core.tools.registry import ToolContext

CompanyField = Field(description="회사명 또는 6자리 종목코드 (예: 삼성전자, 005930)", min_length=1)
YearField = Field(description="사업연도 (예: 2023)", ge=2015, le=2100)
Period = Literal["annual", "q1", "half", "q3"]
Basis = BasisWord

REPORT_CODES: dict[str, str] = {"annual": ANNUAL, "q1": Q1, "half": HALF, "q3": Q3}


def data_of(ctx: ToolContext) -> DataServices:
    return ctx.need_data()


def resolve(ctx: ToolContext, query: str) -> Company:
    """The listed company a name or code means; a clear tool error (in the call's language) when none
    matches."""
    matches = data_of(ctx).companies.lookup(query)
    if not matches:
        raise ToolError(error_words(ctx.lang).company_not_found.format(query=query), tool="")
    return matches[0].company


def money(won: float | None) -> dict[str, Any] | None:
    """A KRW amount as exact won plus its Korean rendering, so no one re-scales it wrongly."""
    if won is None:
        return None
    return {"won": won, "text": format_krw(won)}


def pct(value: float | None) -> str | None:
    return None if value is None else format_pct(value)


def company_info(company: Company) -> dict[str, str]:
    return {"name": company.name, "stock_code": company.stock_code, "corp_code": company.corp_code}


def statement_rows(st: Statements, *, kinds: tuple[str, ...] | None = None) -> list[dict[str, Any]]:
    """Every row of the statements (optionally of some kinds) with current/prior amounts."""
    rows = []
    for item in st.items:
        if kinds and item.sj_div not in kinds:
            continue
        row: dict[str, Any] = {
            "account": item.account_nm,
            "statement": item.sj_div,
            "current": money(item.current),
            "prior": money(item.prior),
        }
        if item.concept:
            row["concept"] = label(item.concept)
        if item.current_ytd is not None:
            row["current_ytd"] = money(item.current_ytd)
        rows.append(row)
    return rows


def period_names(st: Statements) -> dict[str, str]:
    return {"current": st.period_names[0], "prior": st.period_names[1], "prior2": st.period_names[2]}
