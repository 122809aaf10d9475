"""The held-out validator corpus: (a) large, well-formed, independent of the checker; (b) the checker's goal on it.

(b) holds only once ``CHECKER_MEETS_THE_HELDOUT_GOAL`` is True; until then the test runs the checker over
the corpus and checks the report counts every answer, without asserting the goal.
"""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

from evals.validator_eval import GOAL_CATCH, run
from evals.validator_heldout import COMPANY_YEARS, KINDS, cases

#: Part (b): True once the checker catches ≥ 95% of the held-out mistakes and flags no right answer.
CHECKER_MEETS_THE_HELDOUT_GOAL = True

EVALS = Path(__file__).resolve().parents[2] / "evals"


def test_the_corpus_is_large_and_covers_every_mistake_company_and_comparison() -> None:
    corpus = cases()
    right = [c for c in corpus if not c.mistake]
    wrong = [c for c in corpus if c.mistake]
    assert len(right) >= 200
    assert len(wrong) >= 150
    assert len({c.id for c in corpus}) == len(corpus)
    kinds = Counter(c.mistake for c in wrong)
    assert set(kinds) == set(KINDS)
    assert min(kinds.values()) >= 10, kinds
    assert {cy for c in right for cy in c.company_years} == set(COMPANY_YEARS)
    assert sum(len(c.company_years) > 1 for c in right) >= 30


def test_every_wrong_answer_is_a_right_one_with_one_figure_written_wrong() -> None:
    corpus = cases()
    right = {c.id: c for c in corpus if not c.mistake}
    for case in corpus:
        if not case.mistake:
            assert not case.wrong and not case.right, case.id
            continue
        source = right[case.id.removesuffix(f"-{case.mistake}")]
        assert case.wrong and case.right and case.wrong != case.right, case.id
        assert case.answer.count(case.wrong) == 1, case.id
        assert case.answer.replace(case.wrong, case.right, 1) == source.answer, case.id
        assert case.company_years == source.company_years and case.question == source.question


def test_the_corpus_reads_no_product_code() -> None:
    for path in EVALS.glob("validator_heldout*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        imported = [node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)] + [
            alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names
        ]
        assert not [name for name in imported if name.split(".")[0] == "core"], path.name


async def test_the_checker_on_the_held_out_corpus() -> None:
    corpus = cases()
    report = await run("heldout")
    assert report.right == sum(not c.mistake for c in corpus)
    assert report.wrong == sum(bool(c.mistake) for c in corpus)
    assert report.figures_checked > report.right + report.wrong
    if CHECKER_MEETS_THE_HELDOUT_GOAL:
        assert report.catch_rate >= GOAL_CATCH, report.misses
        assert report.false_flags == []
