"""The checker's goal on the free-written tuning half, free-tune, which it was tuned on after fresh-tune3
(issue #22 item 3): answers written freely as a model writes them, every one right — none flagged."""

from __future__ import annotations

from evals.validator_eval import NOT_YET_TUNED, REPORT_ONLY, run
from evals.validator_free import cases


async def test_the_checker_flags_no_figure_of_free_tune() -> None:
    report = await run("free-tune")
    assert report.right == len(cases("tune"))
    assert report.false_flags == []
    assert "free-tune" not in REPORT_ONLY and "free-tune" not in NOT_YET_TUNED
