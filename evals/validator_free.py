"""Free-written answers for the answer validator (issue #22 item 3): two halves written the way a model
writes, not from templates.

Each earlier corpus is a set of writers run over scopes: many answers, few constructs. Here a writer (a
person or a model, apart from the checker and every other corpus) read the tool results the agent would
have read for a question (``python -m evals.validator_free dump 삼성전자 2023 [--quarter 3]`` prints them)
and answered it in full, freely, as the agent would — each answer its own layout and wording, every figure
right (the writer's arithmetic for each is in a comment above its case). ``free-tune`` (``FREE_A``) is for
tuning the checker on; ``free-report`` (``FREE_B``) is only reported. There are no wrong twins: how many
wrong figures the checker catches on these answers is ``python -m evals.validator_mutants --corpus
free-tune``.
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
from dataclasses import dataclass
from pathlib import Path

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


def cases(half: str) -> list[FreeCase]:
    """The answers of one half: ``tune`` or ``report``."""
    if half == "tune":
        from evals.validator_free_a import FREE_A

        return list(FREE_A)
    if half == "report":
        from evals.validator_free_b import FREE_B

        return list(FREE_B)
    raise ValueError(f"no half {half!r}")


async def _dump(company: str, year: int, quarter: int | None) -> str:
    from evals.validator_eval import call_results, tool_results

    with tempfile.TemporaryDirectory() as home:
        if quarter is None:
            documents = await tool_results(company, year, Path(home))
        else:
            documents = await call_results(quarterly(company, quarter, year), Path(home))
    return "\n".join(documents)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="print the tool results an answer is written from")
    parser.add_argument("command", choices=("dump",))
    parser.add_argument("company")
    parser.add_argument("year", type=int)
    parser.add_argument("--quarter", type=int, choices=(1, 2, 3, 4))
    args = parser.parse_args(argv)
    print(asyncio.run(_dump(args.company, args.year, args.quarter)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
