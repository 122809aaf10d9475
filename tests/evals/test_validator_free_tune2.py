"""The checker's goal on the second free-written tuning corpus, free-tune2 (three writers, issue #22 item 3),
which it was tuned on after free-tune: answers written freely as a model writes them, every one right —
none flagged, and the corpus counts in the eval's exit status."""

from __future__ import annotations

from evals.validator_eval import NOT_YET_TUNED, REPORT_ONLY, run
from evals.validator_free import cases


async def test_the_checker_flags_no_figure_of_free_tune2() -> None:
    report = await run("free-tune2")
    assert report.right == len(cases("tune2"))
    assert report.false_flags == []
    assert "free-tune2" not in REPORT_ONLY and "free-tune2" not in NOT_YET_TUNED
