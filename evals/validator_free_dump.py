"""``python -m evals.validator_free_dump 삼성전자 2023 [--quarter 3]``: the tool results a free-written answer
(``evals.validator_free``) is written from, as the agent reads them."""

from __future__ import annotations

import argparse
import asyncio
import tempfile
from pathlib import Path

from evals.validator_eval import call_results, tool_results
from evals.validator_free_case import quarterly


async def _dump(company: str, year: int, quarter: int | None) -> str:
    with tempfile.TemporaryDirectory() as home:
        if quarter is None:
            documents = await tool_results(company, year, Path(home))
        else:
            documents = await call_results(quarterly(company, quarter, year), Path(home))
    return "\n".join(documents)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="print the tool results an answer is written from")
    parser.add_argument("company")
    parser.add_argument("year", type=int)
    parser.add_argument("--quarter", type=int, choices=(1, 2, 3, 4))
    args = parser.parse_args(argv)
    print(asyncio.run(_dump(args.company, args.year, args.quarter)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
