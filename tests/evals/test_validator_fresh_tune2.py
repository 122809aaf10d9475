"""The checker's goal on the third fresh half, fresh-tune2, which it was tuned on after fresh-tune (issue #22
item 3): every wrong figure's answer caught at ≥ 95% and no right answer flagged."""

from __future__ import annotations

from evals.validator_eval import GOAL_CATCH, NOT_YET_TUNED, REPORT_ONLY, run
from evals.validator_fresh import cases


async def test_the_checker_meets_the_goal_on_fresh_tune2() -> None:
    corpus = cases("tune2")
    report = await run("fresh-tune2")
    assert report.right == sum(not c.mistake for c in corpus)
    assert report.wrong == sum(bool(c.mistake) for c in corpus)
    assert report.catch_rate >= GOAL_CATCH, report.misses
    assert report.false_flags == []
    assert "fresh-tune2" not in REPORT_ONLY and "fresh-tune2" not in NOT_YET_TUNED
