"""The report-only validator corpus is large, well formed and independent of the product.

No rate of the checker is asserted here: the corpus is for reporting (``python -m evals.validator_eval
--corpus report``), so that its numbers stay honest while the checker is tuned on the other corpora.
"""

from __future__ import annotations

import ast
import re
from collections import Counter
from pathlib import Path

from evals.validator_report import COMPANY_YEARS, KINDS, cases

EVALS = Path(__file__).resolve().parents[2] / "evals"
_COMPOUND = re.compile(r"\d[\d,]*\s*조\s*\d[\d,]*\s*억")
_NUMBER = re.compile(r"\d[\d,]*(?:\.\d+)?")


def test_the_corpus_is_large_and_covers_every_mistake_company_and_comparison() -> None:
    corpus = cases()
    right = [c for c in corpus if not c.mistake]
    wrong = [c for c in corpus if c.mistake]
    assert len(right) >= 200
    assert len(wrong) >= 150
    assert len({c.id for c in corpus}) == len(corpus)
    kinds = Counter(c.mistake for c in wrong)
    assert set(kinds) == set(KINDS)
    assert min(kinds.values()) >= 15, kinds
    assert {cy for c in right for cy in c.company_years} == set(COMPANY_YEARS)
    assert sum(len(c.company_years) > 1 for c in right) >= 50
    assert len({c.style for c in right}) >= 25


def _one_figure(text: str) -> bool:
    """One figure as written: one number (6조 5,670억원 counts once), its unit, sign and direction."""
    return len(_NUMBER.findall(_COMPOUND.sub("0", text))) == 1


def test_every_wrong_answer_is_a_right_one_with_exactly_one_figure_written_wrong() -> None:
    corpus = cases()
    right = {c.id: c for c in corpus if not c.mistake}
    for case in corpus:
        if not case.mistake:
            assert not case.wrong and not case.right and case.at == -1, case.id
            continue
        source = right[case.id.removesuffix(f"-{case.mistake}")]
        assert case.wrong and case.right and case.wrong != case.right, case.id
        assert _one_figure(case.wrong) and _one_figure(case.right), case.id
        assert case.answer[case.at : case.at + len(case.wrong)] == case.wrong, case.id
        restored = case.answer[: case.at] + case.right + case.answer[case.at + len(case.wrong) :]
        assert restored == source.answer, case.id
        if case.mistake != "wrong_company":  # another company's figure also stands at that company's place
            assert case.answer.count(case.wrong) == 1, case.id
        assert case.company_years == source.company_years and case.question == source.question, case.id
        assert case.style == source.style, case.id


def test_wrong_company_mistakes_are_in_comparisons_only() -> None:
    for case in cases():
        if case.mistake == "wrong_company":
            assert len(case.company_years) > 1, case.id


def test_the_corpus_reads_no_product_code() -> None:
    paths = sorted(EVALS.glob("validator_report*.py"))
    assert len(paths) >= 2
    for path in paths:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        imported = [node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)] + [
            alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names
        ]
        assert not [name for name in imported if name.split(".")[0] == "core"], path.name
        assert not [
            name for name in imported if name.startswith("evals.validator_") and "report" not in name
        ], path.name
