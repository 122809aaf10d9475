"""The English validator corpus: well formed, and the checker's goal on both halves (100% of wrong
figures caught, no right answer flagged)."""

from __future__ import annotations

from collections import Counter

import pytest

from evals.validator_english import KINDS, cases
from evals.validator_eval import run


def test_each_half_has_forty_right_answers_and_wrong_twins_of_each_kind() -> None:
    for half in ("tune", "report"):
        corpus = cases(half)
        right = [c for c in corpus if not c.mistake]
        wrong = [c for c in corpus if c.mistake]
        assert len(right) == 40 and len(wrong) >= 35
        assert len({c.id for c in corpus}) == len(corpus)
        assert all(c.wrong in c.answer for c in wrong)
        by_id = {c.id: c for c in right}
        for case in wrong:  # one figure written wrong, the rest as in the right answer
            twin = by_id[case.id.rsplit("-", 1)[0]]
            assert case.answer != twin.answer and case.answer.count("\n") == twin.answer.count("\n")
    kinds = Counter(c.mistake for half in ("tune", "report") for c in cases(half) if c.mistake)
    assert set(kinds) == set(KINDS), kinds
    assert kinds["unit_slip"] >= 10  # trillion read as billion: the worst mistake


@pytest.mark.parametrize("corpus", ["english", "english-report"])
async def test_the_checker_catches_every_wrong_figure_and_flags_no_right_one(corpus: str) -> None:
    report = await run(corpus)
    assert report.right == 40
    assert report.false_flags == [], report.false_flags
    assert report.caught == report.wrong, report.misses
