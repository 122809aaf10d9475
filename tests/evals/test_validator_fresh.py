"""The fresh validator corpora (issue #22) are large, well formed, split by style and independent.

No rate of the checker is asserted here: ``python -m evals.validator_eval --corpus fresh-tune|fresh-report``
reports them (evals/README.md). This checks the corpora's shape: ≥ 200 right answers and ≥ 200 wrong
twins per half, every wrong answer its twin with exactly one figure written wrong, no style in both
halves, and modules that read no product code and no other corpus.
"""

from __future__ import annotations

import ast
import itertools
import re
from collections import Counter
from pathlib import Path

import pytest

from evals.validator_fresh import HALVES, KINDS, FreshCase, cases

EVALS = Path(__file__).resolve().parents[2] / "evals"
_COMPOUND = re.compile(r"\d[\d,]*\s*조\s*\d[\d,]*\s*억")
_NUMBER = re.compile(r"\d[\d,]*(?:\.\d+)?")


def _one_figure(text: str) -> bool:
    """One figure as written: one number (1조 2,345억원 counts once), its unit, sign, direction or label."""
    return len(_NUMBER.findall(_COMPOUND.sub("0", text))) == 1


@pytest.mark.parametrize("half", HALVES)
def test_each_half_is_large_and_covers_every_mistake(half: str) -> None:
    corpus = cases(half)
    right = [c for c in corpus if not c.mistake]
    wrong = [c for c in corpus if c.mistake]
    assert len(right) >= 200 and len(wrong) >= 200, (len(right), len(wrong))
    assert len({c.id for c in corpus}) == len(corpus)
    assert all(c.half == half for c in corpus)
    kinds = Counter(c.mistake for c in wrong)
    assert set(kinds) == set(KINDS) and min(kinds.values()) >= 20, kinds
    assert len({c.style for c in right}) >= 20
    assert sum(len({corp for corp, _ in c.company_years}) > 1 for c in right) >= 30  # comparisons
    assert sum(bool(c.calls) for c in right) >= 5  # the 2024 quarters


@pytest.mark.parametrize("half", HALVES)
def test_every_wrong_answer_is_its_twin_with_exactly_one_figure_written_wrong(half: str) -> None:
    corpus = cases(half)
    right: dict[str, FreshCase] = {c.id: c for c in corpus if not c.mistake}
    for case in corpus:
        if not case.mistake:
            assert not case.wrong and not case.right and case.at == -1, case.id
            continue
        twin = right[case.id.removesuffix(f"-{case.mistake}")]
        assert case.wrong and case.right and case.wrong != case.right, case.id
        assert _one_figure(case.wrong) and _one_figure(case.right), case.id
        assert case.answer[case.at : case.at + len(case.wrong)] == case.wrong, case.id
        restored = case.answer[: case.at] + case.right + case.answer[case.at + len(case.wrong) :]
        assert restored == twin.answer, case.id
        if case.mistake != "wrong_company":  # another company's figure also stands in that company's place
            assert case.answer.count(case.wrong) == 1, case.id
        else:
            assert len(case.company_years) > 1, case.id
        assert (case.company_years, case.question, case.style, case.calls) == (
            twin.company_years,
            twin.question,
            twin.style,
            twin.calls,
        ), case.id


def test_the_halves_share_no_style_and_no_answer() -> None:
    halves = {half: cases(half) for half in HALVES}
    for one, other in itertools.combinations(HALVES, 2):
        assert not {c.style for c in halves[one]} & {c.style for c in halves[other]}, (one, other)
        assert not {c.answer for c in halves[one]} & {c.answer for c in halves[other]}, (one, other)


def test_the_corpus_reads_no_product_code_and_no_other_corpus() -> None:
    paths = sorted(EVALS.glob("validator_fresh*.py"))
    assert len(paths) >= 4
    for path in paths:
        assert len(path.read_text(encoding="utf-8").splitlines()) < 400, path.name
        tree = ast.parse(path.read_text(encoding="utf-8"))
        imported = [node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)] + [
            alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names
        ]
        assert not [name for name in imported if name.split(".")[0] in ("core", "bots", "providers")], (
            path.name
        )
        others = [
            name
            for name in imported
            if name.startswith("evals.") and not name.startswith("evals.validator_fresh")
        ]
        assert set(others) <= {"evals.validator_report_figures"}, (path.name, others)
