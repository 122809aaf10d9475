"""The free-written corpora added after free-tune2 (issue #22 item 3): writer F's answers (free-tune3) are
out of the exit status until the checker is tuned on them, writer G's (free-report2) are only reported — and
both are read in full by the eval, every answer a right one."""

from __future__ import annotations

from evals.validator_eval import CORPORA, NOT_YET_TUNED, REPORT_ONLY, corpus_cases
from evals.validator_free import cases


def test_the_new_writers_corpora_are_registered_in_their_roles() -> None:
    assert {"free-tune3", "free-report2"} <= set(CORPORA)
    assert "free-report2" in REPORT_ONLY and "free-report2" not in NOT_YET_TUNED
    assert "free-tune3" not in REPORT_ONLY


def test_each_corpus_holds_its_writer_s_right_answers_once() -> None:
    tune3, report2 = corpus_cases("free-tune3"), corpus_cases("free-report2")
    assert len(tune3) == len(cases("tune3")) >= 90 and len(report2) == len(cases("report2")) >= 90
    assert all(c.id.startswith("f-") for c in tune3) and all(c.id.startswith("g-") for c in report2)
    ids = [c.id for c in tune3 + report2]
    assert len(set(ids)) == len(ids)
    assert not any(c.mistake or c.wrong for c in tune3 + report2)  # right answers only
