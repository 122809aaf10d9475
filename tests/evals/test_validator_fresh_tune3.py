"""The checker's goal on the fourth fresh half, fresh-tune3, which it was tuned on after fresh-tune2 (issue
#22 item 3): every wrong figure's answer caught at ≥ 95% and no right answer flagged."""

from __future__ import annotations

from evals.validator_eval import GOAL_CATCH, NOT_YET_TUNED, REPORT_ONLY, run
from evals.validator_fresh import cases


async def test_the_checker_meets_the_goal_on_fresh_tune3() -> None:
    corpus = cases("tune3")
    report = await run("fresh-tune3")
    assert report.right == sum(not c.mistake for c in corpus)
    assert report.wrong == sum(bool(c.mistake) for c in corpus)
    assert report.catch_rate >= GOAL_CATCH, report.misses
    assert report.false_flags == []
    assert "fresh-tune3" not in REPORT_ONLY and "fresh-tune3" not in NOT_YET_TUNED
