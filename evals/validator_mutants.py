"""Every checked figure of every right answer, mutated one way at a time: how many mutants the checker flags.

``python -m evals.validator_mutants --corpus fresh-tune2`` (any tuning corpus of ``evals.validator_eval``;
``--misses out.txt`` writes each mutant that passed). Where the corpora's wrong twins hold one mistake per
answer, this mutates each figure the checker reads (written once in its answer) in turn: ten times
(``x10``), 조 ↔ 억 (``unit``), 13% off (``invent``), the sign flipped (``sign``), and the value of the same
account in another year, basis or company the tools returned, at the same precision (``other_year``,
``other_basis``, ``other_company``). A mutant is caught when the flagged figures include it. Some mutants
are not wrong — "−14.3% 감소" says what "14.3% 감소" says, a gap between two companies has no sign of its
own — so the rate is for comparing two versions of the checker (a relaxation must not lose catches), not
a goal. Report-only corpora are refused: their answers are not to be looked at while tuning.
"""

from __future__ import annotations

import argparse
import asyncio
import re
import tempfile
from collections import Counter
from pathlib import Path

from core.finance.amounts import find_figures
from core.verify import check_answer
from core.verify.book import FactBook
from core.verify.check import claim_figures
from core.verify.claim import Claim
from core.verify.facts import facts_from_results
from evals.validator_eval import CORPORA, REPORT_ONLY, EvalCase, call_results, corpus_cases, tool_results

_NUMBER = re.compile(r"^([−\-+▼△▲]?)\s*([0-9][0-9,]*(?:\.[0-9]+)?)(.*)$", re.DOTALL)
_SCALES = {"조원": 1e12, "조": 1e12, "억원": 1e8, "억": 1e8, "%": 1.0, "%p": 1.0, "배": 1.0}
_NEGATIVE = ("−", "-", "▼", "△")


def _written(value: float, decimals: int, commas: bool) -> str:
    return f"{abs(value):,.{decimals}f}" if commas else f"{abs(value):.{decimals}f}"


def mutants(claim: Claim, book: FactBook) -> list[tuple[str, str]]:
    """(kind, text) for each way ``claim``'s figure is written wrong."""
    found = _NUMBER.match(claim.figure.text)
    if found is None:
        return []
    sign, number, rest = found.groups()
    decimals = len(number.split(".")[1]) if "." in number else 0
    commas = "," in number
    value = float(number.replace(",", ""))
    out = [("x10", sign + _written(value * 10, max(decimals - 1, 0), commas) + rest)]
    if rest.startswith("조"):
        out.append(("unit", sign + number + "억" + rest[1:]))
    elif rest.startswith("억") and "조" not in claim.figure.text:
        out.append(("unit", sign + number + "조" + rest[1:]))
    out.append(("invent", sign + _written(value * 1.13 if value else 1.3, decimals, commas) + rest))
    if sign == "▲":  # a rise marked as a fall, as the writer would mark it
        out.append(("sign", "▼" + number + rest))
    elif sign in _NEGATIVE:
        out.append(("sign", number + rest))
    elif value:
        out.append(("sign", "−" + number + rest))
    return out + _others(claim, book, sign, value, rest, decimals, commas)


def _others(
    claim: Claim, book: FactBook, sign: str, value: float, rest: str, decimals: int, commas: bool
) -> list[tuple[str, str]]:
    """The same account's value in another year, basis or company, written the same way."""
    scale = _SCALES.get(rest.strip())
    if scale is None:
        return []
    won = claim.figure.unit == "won"
    step = 10.0**-decimals * (scale if won else 1.0)
    target = (-value if sign in _NEGATIVE else value) * (scale if won else 1.0)
    units = {"won"} if won else {"percent"}
    own = next(
        (
            f
            for f in book.facts
            if f.unit in units and f.account and abs(abs(f.value) - abs(target)) <= step / 2
        ),
        None,
    )
    if own is None:
        return []
    out: dict[tuple[str, str], None] = {}
    for other in book.facts:
        same = (other.account, other.unit, other.quarter, other.change, other.cumulative)
        if same != (own.account, own.unit, own.quarter, own.change, own.cumulative):
            continue
        differing = [d for d in ("year", "basis", "company") if getattr(other, d) != getattr(own, d)]
        shown = other.value / scale if won else other.value
        if len(differing) != 1 or abs(abs(shown) - abs(value)) < 10.0**-decimals:
            continue
        out[
            (f"other_{differing[0]}", ("−" if shown < 0 else "") + _written(shown, decimals, commas) + rest)
        ] = None
    return list(out)


def _bare(text: str, answer: str) -> str | None:
    """A table cell written bare whose unit the reader took from its labels ("2.54" in the OPM(%) row, read
    as "2.54%"): its number as written, if the answer writes it once (not as part of a longer number)."""
    found = _NUMBER.match(text)
    if found is None or not found.group(3):
        return None
    number = found.group(1) + found.group(2)
    places = [m.start() for m in re.finditer(re.escape(number), answer)]
    if len(places) != 1:
        return None
    after = answer[places[0] + len(number) : places[0] + len(number) + 1]
    before = answer[places[0] - 1 : places[0]] if places[0] else ""
    return None if after[:1].isdigit() or after in (".", ",") or before[:1].isdigit() else number


def _as_written(wrong: str, text: str, written: str) -> str | None:
    """A mutant as the answer would write it: without the unit the reader added to a bare cell."""
    if written == text:
        return wrong
    rest = text[len(written) :] if text.startswith(written) else ""
    return wrong[: -len(rest)] if rest and wrong.endswith(rest) else None


async def run(corpus: str, misses: list[str] | None = None) -> tuple[Counter[str], Counter[str]]:
    """(mutants made, mutants caught) by kind, for every right answer of ``corpus``."""
    cases: list[EvalCase] = [c for c in corpus_cases(corpus) if not c.mistake]
    made: Counter[str] = Counter()
    caught: Counter[str] = Counter()
    with tempfile.TemporaryDirectory() as home:
        results = {
            cy: await tool_results(*cy, Path(home)) for cy in {cy for c in cases for cy in c.company_years}
        }
        extra = {
            call: await call_results(call, Path(home)) for call in {call for c in cases for call in c.calls}
        }
    for case in cases:
        documents = [d for cy in case.company_years for d in results[cy]]
        documents += [d for call in case.calls for d in extra[call]]
        book = FactBook(facts_from_results(documents))
        for claim in claim_figures(case.answer, documents, case.question):
            text = claim.figure.text
            written = text if case.answer.count(text) == 1 else _bare(text, case.answer)
            if written is None:
                continue
            for kind, wrong in mutants(claim, book):
                if wrong == text or wrong in case.answer or not find_figures(wrong):
                    continue
                typed = _as_written(wrong, text, written)
                if typed is None or typed in case.answer:
                    continue
                made[kind] += 1
                flagged = check_answer(
                    case.answer.replace(written, typed, 1), documents, case.question
                ).unsupported
                if any(wrong in u.text or u.text in wrong for u in flagged):
                    caught[kind] += 1
                elif misses is not None:
                    misses.append(f"{case.id}\t{kind}\t{text} -> {wrong}")
    return made, caught


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    tuning = [c for c in CORPORA if c not in REPORT_ONLY]
    parser.add_argument("--corpus", choices=tuning, default="first")
    parser.add_argument("--misses", type=Path, help="write every mutant that passed here")
    args = parser.parse_args(argv)
    misses: list[str] = []
    made, caught = asyncio.run(run(args.corpus, misses))
    kinds = ", ".join(f"{kind} {caught[kind]}/{made[kind]}" for kind in sorted(made))
    print(f"{args.corpus}: {kinds} | all {sum(caught.values())}/{sum(made.values())}")
    if args.misses:
        args.misses.write_text("\n".join(misses), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
