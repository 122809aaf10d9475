"""Writer I's free-written corpus (free-tune5, issue #22 item 3): short Slack/Telegram chat replies, every one
right — its shape, that the eval reads it in full, and the checker's goal on it since it was tuned on them (fifth
session, after free-tune4; its first run after free-tune4's round was that round's unseen measure): none flagged,
and the corpus counts in the eval's exit status."""

from __future__ import annotations

from evals.validator_eval import CORPORA, NOT_YET_TUNED, REPORT_ONLY, corpus_cases, run
from evals.validator_free import cases

BUNDLED = ("삼성전자", "SK하이닉스", "현대자동차", "카카오", "NAVER")


def test_free_tune5_is_registered_as_a_tuning_corpus_in_the_exit_status() -> None:
    assert "free-tune5" in CORPORA and "free-tune5" not in NOT_YET_TUNED
    assert "free-tune5" not in REPORT_ONLY


async def test_the_checker_flags_no_figure_of_free_tune5() -> None:
    report = await run("free-tune5")
    assert report.right == len(cases("tune5"))
    assert report.false_flags == []


def test_each_answer_is_writer_i_s_once_over_bundled_company_years() -> None:
    answers = cases("tune5")
    assert 90 <= len(answers) <= 100
    assert all(c.id.startswith("i-") for c in answers)
    assert len({c.id for c in answers}) == len(answers)
    assert len({c.answer for c in answers}) == len(answers)
    for case in answers:
        assert case.company_years, case.id
        assert all(corp in BUNDLED and year in (2023, 2024) for corp, year in case.company_years), case.id
        assert all(call[0] == "get_quarterly_results" and call[2] == 2024 for call in case.calls), case.id
    companies = {corp for c in answers for corp, _ in c.company_years}
    assert companies == set(BUNDLED)
    assert sum(1 for c in answers if c.calls) >= 10  # quarters are asked too


def test_no_answer_is_shared_with_another_free_corpus_and_the_eval_reads_all_as_right() -> None:
    mine = {c.answer for c in cases("tune5")}
    for half in ("tune", "report", "tune2", "tune3", "report2"):
        assert not mine & {c.answer for c in cases(half)}, half
    read = corpus_cases("free-tune5")
    assert len(read) == len(mine)
    assert not any(c.mistake or c.wrong for c in read)
