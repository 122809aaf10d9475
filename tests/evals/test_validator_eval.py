"""The validator eval meets its goal: ≥ 95% of wrong figures caught, no right figure flagged."""

from __future__ import annotations

from evals.validator_cases import cases
from evals.validator_eval import GOAL_CATCH, run


async def test_the_validator_catches_the_mistakes_and_flags_no_right_answer() -> None:
    report = await run()
    assert report.right + report.wrong >= 60
    assert set(report.by_kind) == {
        "unit_slip",
        "sign_flip",
        "wrong_year",
        "basis_swap",
        "invented_ratio",
        "invented_amount",
    }
    assert report.catch_rate >= GOAL_CATCH, report.misses
    assert report.false_flags == []


def test_every_wrong_answer_differs_from_a_right_one_in_the_stated_figure() -> None:
    for case in cases():
        if case.mistake:
            assert case.wrong and case.wrong in case.answer, case.id
