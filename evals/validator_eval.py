"""The answer validator's eval: how many wrong figures it catches, and how often it flags a right one.

``python -m evals.validator_eval`` (``--corpus first|heldout|report|both|all``, first by default; ``both`` is
first and heldout, ``all`` adds report; ``--json out.json``; ``--show`` prints every miss and false flag).
The tool results are the product's real sub-tools on the recorded bundle (what the agent would have
read: 주요계정 and the ratio table of the company-year, as the metrics meta-tool returns them); the
answers come from ``evals.validator_cases`` (the first corpus), ``evals.validator_heldout`` (a
held-out one, written apart from the checker: other styles, its own questions, comparisons of two or
three companies, whose tool results are those of every company-year one after the other) or
``evals.validator_report`` (a third one, written apart from the checker and both corpora, for
reporting only: no test holds the checker to a rate on it, and it leaves the exit status alone), or
``evals.validator_fresh`` (``fresh-tune`` / ``fresh-report``: two halves written apart from the checker
and every earlier corpus, issue #22; a case may also ask for the quarterly tool's results, ``calls``; the
checker was tuned on ``fresh-tune``, whose goal counts in the exit status, while ``fresh-report`` is only
reported; ``fresh-tune2``, a third half written later, was tuned on next and counts in the exit status
too; ``fresh-tune3``, a fourth, after it), or ``evals.validator_free`` (``free-tune`` / ``free-report``:
answers written freely as a model writes them, right ones only; the checker was tuned on ``free-tune``
after fresh-tune3, and it counts in the exit status, as does ``free-tune2`` (three more writers), tuned on
next; ``free-tune3``, ``free-tune4``, ``free-tune5`` and ``free-tune8`` (other writers' answers, tuned on after it) count too — a
new writer's corpus waits in ``NOT_YET_TUNED`` until the checker is tuned on it;
``free-report2`` is only reported). A wrong
answer counts as caught when its wrong figure is among the unsupported ones; a flag on any figure of a
right answer is a false flag. Goal: ≥ 95% caught, 0 false flags.
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import json
import tempfile
from collections import Counter
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from core.config import Settings
from core.data.companies.resolver import CompanyIndex
from core.data.services import open_data_services
from core.tools import ToolContext
from core.tools.research import METRICS_SUB_TOOLS, SEARCH_SUB_TOOLS
from core.verify import check_answer
from evals.validator_cases import COMPANY_YEARS
from evals.validator_cases import cases as first_cases
from evals.validator_english import cases as english_cases
from evals.validator_free import cases as free_cases
from evals.validator_fresh import cases as fresh_cases
from evals.validator_heldout import cases as heldout_cases
from evals.validator_report import cases as report_cases

GOAL_CATCH = 0.95
CORPORA = (
    "first",
    "heldout",
    "report",
    "english",
    "english-report",
    "fresh-tune",
    "fresh-report",
    "fresh-tune2",
    "fresh-tune3",
    "free-tune",
    "free-report",
    "free-tune2",
    "free-tune3",
    "free-report2",
    "free-tune4",
    "free-tune5",
    "free-tune6",
    "free-tune7",
    "free-tune8",
    "free-tune9",
    "free-tune10",
)
#: corpora only reported: their rates leave the exit status alone
REPORT_ONLY = ("report", "english-report", "fresh-report", "free-report", "free-report2")
#: tuning corpora the checker has not been tuned on yet: out of the exit status until it is (issue #22)
NOT_YET_TUNED: tuple[str, ...] = ("free-tune6", "free-tune7", "free-tune9", "free-tune10")
GROUPS = {"both": ("first", "heldout"), "all": CORPORA}
_TOOLS = {t.name: t for t in (*SEARCH_SUB_TOOLS, *METRICS_SUB_TOOLS)}


@dataclass
class ValidatorReport:
    right: int = 0
    wrong: int = 0
    caught: int = 0
    false_flags: list[dict[str, str]] = field(default_factory=list)
    misses: list[dict[str, str]] = field(default_factory=list)
    by_kind: dict[str, list[int]] = field(default_factory=dict)  # kind → [caught, total]
    figures_checked: int = 0

    @property
    def catch_rate(self) -> float:
        return self.caught / self.wrong if self.wrong else 1.0

    @property
    def false_flag_rate(self) -> float:
        return len({f["id"] for f in self.false_flags}) / self.right if self.right else 0.0

    @property
    def passed(self) -> bool:
        return self.catch_rate >= GOAL_CATCH and not self.false_flags


@dataclass(frozen=True, slots=True)
class EvalCase:
    """One answer of either corpus, with the company-years whose tool results the agent had."""

    id: str
    company_years: tuple[tuple[str, int], ...]
    question: str
    answer: str
    mistake: str
    wrong: str
    calls: tuple[tuple[str, str, int, int], ...] = ()  # (tool, company, year, quarter) beyond the metrics


def corpus_cases(corpus: str) -> list[EvalCase]:
    if corpus == "first":
        return [
            EvalCase(c.id, ((c.corp, c.year),), f"{c.corp} {c.year}년 실적", c.answer, c.mistake, c.wrong)
            for c in first_cases()
        ]
    if corpus == "heldout":
        return [
            EvalCase(c.id, c.company_years, c.question, c.answer, c.mistake, c.wrong) for c in heldout_cases()
        ]
    if corpus == "report":
        return [
            EvalCase(c.id, c.company_years, c.question, c.answer, c.mistake, c.wrong) for c in report_cases()
        ]
    if corpus in ("english", "english-report"):
        half = "tune" if corpus == "english" else "report"
        return [
            EvalCase(c.id, c.company_years, c.question, c.answer, c.mistake, c.wrong)
            for c in english_cases(half)
        ]
    if corpus in ("fresh-tune", "fresh-report", "fresh-tune2", "fresh-tune3"):
        return [
            EvalCase(c.id, c.company_years, c.question, c.answer, c.mistake, c.wrong, c.calls)
            for c in fresh_cases(corpus.removeprefix("fresh-"))
        ]
    if corpus.startswith("free-"):
        return [
            EvalCase(c.id, c.company_years, c.question, c.answer, "", "", c.calls)
            for c in free_cases(corpus.removeprefix("free-"))
        ]
    raise ValueError(f"no corpus {corpus!r} (one of {', '.join(CORPORA)})")


def _line(answer: str, text: str) -> str:
    """The line of ``answer`` that holds ``text`` (what a false flag is shown with)."""
    return next((line.strip() for line in answer.splitlines() if text in line), "")


@functools.cache
def _bundled_index() -> CompanyIndex:
    """The bundled company list's index, built once: a corpus opens the data services once per company-year and
    quarter asked (an index never changes once built)."""
    return CompanyIndex.bundled()


async def tool_results(corp: str, year: int, home: Path) -> list[str]:
    """The metrics meta-tool's document for one company-year, built from the real sub-tools."""
    settings = Settings(DEXTER_HOME=str(home), DEXTER_OFFLINE="1")
    async with await open_data_services(settings, companies=_bundled_index()) as data:
        ctx = ToolContext(data=data)
        document: dict[str, Any] = {"query": f"{corp} {year}년 실적과 수익성", "data": {}, "sources": []}
        for name in ("get_key_accounts", "get_financial_ratios"):
            output = await _TOOLS[name].invoke({"company": corp, "year": year}, ctx)
            result = json.loads(output.content)
            document["data"][name] = result["data"]
            document["sources"] += result.get("sources", [])
        document["errors"] = []
    return [json.dumps(document, ensure_ascii=False)]


async def call_results(call: tuple[str, str, int, int], home: Path) -> list[str]:
    """One more sub-tool's document (the quarterly results of a company-year's quarter), as the agent reads it."""
    name, corp, year, quarter = call
    settings = Settings(DEXTER_HOME=str(home), DEXTER_OFFLINE="1")
    async with await open_data_services(settings, companies=_bundled_index()) as data:
        output = await _TOOLS[name].invoke(
            {"company": corp, "year": year, "quarter": quarter}, ToolContext(data=data)
        )
    result = json.loads(output.content)
    document = {
        "query": f"{corp} {year}년 {quarter}분기 실적",
        "data": {name: result["data"]},
        "sources": result.get("sources", []),
        "errors": [],
    }
    return [json.dumps(document, ensure_ascii=False)]


async def run(corpus: str = "first") -> ValidatorReport:
    answers = corpus_cases(corpus)
    needed = sorted({cy for case in answers for cy in case.company_years} | set(COMPANY_YEARS))
    calls = sorted({call for case in answers for call in case.calls})
    with tempfile.TemporaryDirectory() as home:
        results = {cy: await tool_results(*cy, Path(home)) for cy in needed}
        extra = {call: await call_results(call, Path(home)) for call in calls}
    report = ValidatorReport()
    kinds: Counter[str] = Counter()
    caught: Counter[str] = Counter()
    for case in answers:
        documents = [document for cy in case.company_years for document in results[cy]]
        documents += [document for call in case.calls for document in extra[call]]
        verdict = check_answer(case.answer, documents, case.question)
        report.figures_checked += verdict.checked
        flagged = [u.text for u in verdict.unsupported]
        if not case.mistake:
            report.right += 1
            report.false_flags += [
                {"id": case.id, "figure": text, "line": _line(case.answer, text)} for text in flagged
            ]
            continue
        report.wrong += 1
        kinds[case.mistake] += 1
        if any(case.wrong in text or text in case.wrong for text in flagged):
            report.caught += 1
            caught[case.mistake] += 1
        else:
            line = _line(case.answer, case.wrong)
            report.misses.append({"id": case.id, "figure": case.wrong, "answer": case.answer, "line": line})
    report.by_kind = {kind: [caught[kind], total] for kind, total in sorted(kinds.items())}
    return report


def render(report: ValidatorReport) -> str:
    lines = [
        "| mistake | caught | answers |",
        "|---|---:|---:|",
        *(f"| {kind} | {c} | {t} |" for kind, (c, t) in report.by_kind.items()),
        f"| **all wrong answers** | **{report.caught}** | **{report.wrong}** |",
        "",
        f"catch rate {report.catch_rate:.1%} (goal ≥ {GOAL_CATCH:.0%}) · false flags on {report.right} right "
        f"answers: {len(report.false_flags)} ({report.false_flag_rate:.1%}, goal 0) · "
        f"{report.figures_checked} figures checked",
    ]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--corpus", choices=(*CORPORA, *GROUPS), default="first", help="which answers")
    parser.add_argument("--json", type=Path, help="write the report as JSON here")
    parser.add_argument("--show", action="store_true", help="print every miss and false flag")
    args = parser.parse_args(argv)
    corpora = GROUPS.get(args.corpus, (args.corpus,))
    reports = {corpus: asyncio.run(run(corpus)) for corpus in corpora}
    for corpus, report in reports.items():
        print(f"## {corpus} corpus\n\n{render(report)}\n")
        if args.show:
            for miss in report.misses:
                print(f"MISS {miss['id']}: {miss['figure']}\n    {miss['line']}")
            for flag in report.false_flags:
                print(f"FALSE FLAG {flag['id']}: {flag['figure']}\n    {flag['line']}")
    if args.json:
        payloads = {
            corpus: {
                **asdict(report),
                "catch_rate": report.catch_rate,
                "false_flag_rate": report.false_flag_rate,
            }
            for corpus, report in reports.items()
        }
        payload = payloads if len(payloads) > 1 else next(iter(payloads.values()))  # one corpus: as before
        args.json.write_text(json.dumps(payload, ensure_ascii=False, indent=2), encoding="utf-8")
    counted = [c for c in reports if c not in REPORT_ONLY and c not in NOT_YET_TUNED]  # others: numbers only
    return 0 if all(reports[c].passed for c in counted) else 1


if __name__ == "__main__":
    raise SystemExit(main())
