"""The free-written validator corpus (``evals.validator_free``): its shape, and that it stays apart.

No rate of the checker is asserted here; ``python -m evals.validator_eval --corpus free-tune|free-report``
reports them.
"""

from __future__ import annotations

import ast
from pathlib import Path

from evals.validator_eval import REPORT_ONLY, corpus_cases
from evals.validator_free import cases
from evals.validator_report_figures import CORPS

EVALS = Path(__file__).resolve().parents[2] / "evals"


def test_each_half_is_distinct_and_names_bundled_company_years() -> None:
    halves = {half: cases(half) for half in ("tune", "report", "tune2", "tune4")}
    for half, answers in halves.items():
        assert len({c.id for c in answers}) == len(answers), half
        assert len({c.answer for c in answers}) == len(answers), half
        for case in answers:
            assert case.company_years, case.id
            assert all(corp in CORPS and 2019 <= year <= 2024 for corp, year in case.company_years), case.id
            assert all(call[0] == "get_quarterly_results" for call in case.calls), case.id
    pairs = [(one, other) for i, one in enumerate(halves) for other in list(halves)[i + 1 :]]
    for one, other in pairs:
        assert not {c.answer for c in halves[one]} & {c.answer for c in halves[other]}, (one, other)


def test_the_eval_reads_both_halves_as_right_answers_and_reports_the_second_only() -> None:
    assert len(corpus_cases("free-tune")) == len(cases("tune"))
    assert all(not c.mistake for c in corpus_cases("free-report"))
    assert "free-report" in REPORT_ONLY


def test_the_corpus_reads_no_product_code_and_no_other_corpus() -> None:
    paths = sorted(EVALS.glob("validator_free*.py"))
    assert len(paths) >= 3
    for path in paths:
        assert len(path.read_text(encoding="utf-8").splitlines()) < 400, path.name
        tree = ast.parse(path.read_text(encoding="utf-8"))
        imported = [node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)]
        allowed = ("evals.validator_free", "evals.validator_eval", "__future__", "dataclasses", "pathlib")
        outside = [n for n in imported if not n.startswith(allowed) and n not in ("argparse", "asyncio")]
        assert not outside, (path.name, outside)
