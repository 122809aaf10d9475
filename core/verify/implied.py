"""Values the income statement's identities give where the tools return none: a writer who has 세전이익,
순이익 and 영업이익 but no 법인세비용 states "세전이익에서 약 3.1조원(법인세 등)이 빠짐" (세전이익 − 순이익)
and "영업이익과 세전이익 사이에 약 4.8조원의 영업외 이익" (세전이익 − 영업이익), "기타포괄이익이 약 5.02조 원"
(총포괄손익 − 순이익), "순운전자본 17.3조 원" (유동자산 − 유동부채); one with a third quarter's
three months and its year to date states the first half ("상반기 = 누적 − 3분기"), the year to date through
the second quarter. Each is a fact of one company, period and basis, so it fits a claim as a reported value
does (and the ratios of a period's amounts are taken of it) — a wrong figure stays wrong."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import replace
from typing import Any

from core.verify.facts import Fact

#: (account, what it is less, the implied account and its label)
_IDENTITIES = (
    ("pretax_income", "net_income", "income_tax", "법인세 등 (세전이익 − 순이익)"),
    ("pretax_income", "operating_income", "non_operating", "영업외 손익 (세전이익 − 영업이익)"),
    ("comprehensive_income", "net_income", "other_comprehensive", "기타포괄손익 (총포괄손익 − 순이익)"),
    ("current_assets", "current_liabilities", "working_capital", "순운전자본 (유동자산 − 유동부채)"),
)


def with_implied(facts: Iterable[Fact]) -> list[Fact]:
    """``facts`` and the values the identities give, for each period none of the implied account has."""
    facts = list(facts)
    groups: dict[tuple[Any, ...], dict[str, Fact]] = defaultdict(dict)
    for fact in facts:
        if fact.unit == "won" and fact.account is not None and not fact.change:
            key = (fact.company, fact.year, fact.quarter, fact.basis, fact.cumulative)
            groups[key].setdefault(fact.account, fact)
    out = list(facts)
    for (company, year, quarter, basis, cumulative), accounts in groups.items():
        if quarter == 3 and cumulative and (company, year, 2, basis, True) not in groups:
            three = groups.get((company, year, 3, basis, False), {})
            out += [
                replace(ytd, value=ytd.value - three[account].value, quarter=2, label=f"{ytd.label} 상반기")
                for account, ytd in accounts.items()
                if account in three
            ]
    for accounts in groups.values():
        for whole, part, implied, label in _IDENTITIES:
            if whole in accounts and part in accounts and implied not in accounts:
                total = accounts[whole]
                out.append(
                    replace(total, value=total.value - accounts[part].value, account=implied, label=label)
                )
    return out
