"""The checker's goal on the third free-written tuning corpus, free-tune3 (writer F, issue #22 item 3), which
it was tuned on after free-tune2: answers written freely as a model writes them, every one right — none
flagged, and the corpus counts in the eval's exit status."""

from __future__ import annotations

from evals.validator_eval import NOT_YET_TUNED, REPORT_ONLY, run
from evals.validator_free import cases


async def test_the_checker_flags_no_figure_of_free_tune3() -> None:
    report = await run("free-tune3")
    assert report.right == len(cases("tune3"))
    assert report.false_flags == []
    assert "free-tune3" not in REPORT_ONLY and "free-tune3" not in NOT_YET_TUNED
