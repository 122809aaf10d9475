"""The case type of the free-written validator corpus (``evals.validator_free``): one answer and the tool
results it was written from."""

from __future__ import annotations

from dataclasses import dataclass

Call = tuple[str, str, int, int]  # (tool, company, year, quarter): the quarterly tool's result


@dataclass(frozen=True, slots=True)
class FreeCase:
    id: str
    question: str
    answer: str
    #: the company-years whose metrics tool results (key accounts and ratios) the agent read
    company_years: tuple[tuple[str, int], ...]
    calls: tuple[Call, ...] = ()


def quarterly(company: str, quarter: int, year: int = 2024) -> Call:
    return ("get_quarterly_results", company, year, quarter)
