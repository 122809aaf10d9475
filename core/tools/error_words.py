"""What the research tools say when they cannot answer (a ``ToolError``'s text), in Korean or in English.

A tool words its refusal in the calling run's language (``ToolContext.lang``): the agent's run, or an MCP
call's (``bots.mcp.tools.call_language``). Korean is the default; an English refusal names the company
in English (``Samsung Electronics``) and the report by its English name (``card_words``' table).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from core.data.companies.english import english_name
from core.data.companies.resolver import Company
from core.lang import Language
from core.tools.card_words import CARD_EN, CARD_KO


@dataclass(frozen=True, slots=True)
class ToolErrorWords:
    """One language's refusals; ``{…}`` fields are filled where a tool raises them."""

    name: Callable[[Company], str]
    report: Mapping[str, str]  # report code → 사업보고서 / annual report
    company_not_found: str  # {query}
    not_filed: str  # a missing filing's likely reason
    no_annual: str  # {year} {problem}: " — <the lookup's problem>" or not_filed
    no_statements: str  # {company} {year} {report}
    no_key_accounts: str  # {company} {year} {report}
    no_quarter: str  # {company} {year} {quarter}
    no_peers: str  # {errors}
    bad_rcept_no: str  # {rcept_no}
    no_section: str  # {section} {outline}


ERRORS_KO = ToolErrorWords(
    name=lambda company: company.name,
    report=CARD_KO.report,
    company_not_found="회사를 찾지 못했습니다: {query!r} (회사명이나 6자리 종목코드로 다시 시도)",
    not_filed=" (미제출 가능)",
    no_annual="FY{year} 사업보고서 재무 데이터가 없습니다{problem}",
    no_statements="{company} {year} {report} 재무제표가 없습니다 (미제출 가능)",
    no_key_accounts="{company} {year} {report} 주요계정이 없습니다 (미제출 가능)",
    no_quarter="{company} {year}년 {quarter}분기 실적이 없습니다 (미제출 가능)",
    no_peers="비교할 회사의 재무 데이터를 하나도 가져오지 못했습니다: {errors}",
    bad_rcept_no="접수번호는 14자리 숫자입니다: {rcept_no!r}",
    no_section="'{section}' 장·절이 이 공시에 없습니다. 목차:\n{outline}",
)
ERRORS_EN = ToolErrorWords(
    name=lambda company: english_name(company) or company.name,
    report=CARD_EN.report,
    company_not_found="No listed company matches {query!r} (try the company's name or its 6-digit stock code)",
    not_filed=" (it may not have been filed)",
    no_annual="No annual report figures for FY{year}{problem}",
    no_statements="No financial statements in {company}'s {year} {report} (it may not have been filed)",
    no_key_accounts="No key accounts in {company}'s {year} {report} (it may not have been filed)",
    no_quarter="No Q{quarter} {year} results for {company} (they may not have been filed)",
    no_peers="None of the companies' financial figures could be fetched: {errors}",
    bad_rcept_no="A receipt number (rcept_no) is 14 digits: {rcept_no!r}",
    no_section="This filing has no section matching '{section}'. Contents:\n{outline}",
)


def error_words(lang: Language) -> ToolErrorWords:
    """The tools' refusals in ``lang`` (Korean unless English)."""
    return ERRORS_EN if lang == "en" else ERRORS_KO
