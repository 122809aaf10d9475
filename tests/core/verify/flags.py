"""What the checker flags in an answer, as the rule tests compare it."""

from __future__ import annotations

import asyncio
from pathlib import Path

from core.verify import check_answer
from evals.validator_eval import tool_results


def flagged(answer: str, results: list[str], query: str = "") -> list[str]:
    """The texts of the figures ``check_answer`` finds no support for."""
    return [u.text for u in check_answer(answer, results, query).unsupported]


def results_of(home: Path, *company_years: tuple[str, int]) -> list[str]:
    """The metrics tools' documents for each (company, year), as the agent reads them, one after another."""
    return [document for cy in company_years for document in asyncio.run(tool_results(*cy, home))]
