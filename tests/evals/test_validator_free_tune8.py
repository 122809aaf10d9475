"""Writer L's free-written corpus (free-tune8, issue #22 item 3): a Slack/Telegram messenger assistant and terse
개조식 brokerage/IR notes (▲/▼ for rises and falls, △ for negative amounts, bp, 십억원 tables), every one right —
its shape, that the eval reads it in full, and the checker's goal on it since it was tuned on them (answer-checker
round 12): none flagged, and the corpus counts in the eval's exit status."""

from __future__ import annotations

from evals.validator_eval import CORPORA, NOT_YET_TUNED, REPORT_ONLY, corpus_cases, run
from evals.validator_free import cases

BUNDLED = ("삼성전자", "SK하이닉스", "현대자동차", "카카오", "NAVER")
VOICES = ("l-m", "l-r")  # the messenger assistant, the 개조식 note


def test_free_tune8_is_registered_as_a_tuning_corpus_in_the_exit_status() -> None:
    assert "free-tune8" in CORPORA and "free-tune8" not in NOT_YET_TUNED
    assert "free-tune8" not in REPORT_ONLY


async def test_the_checker_flags_no_figure_of_free_tune8() -> None:
    report = await run("free-tune8")
    assert report.right == len(cases("tune8"))
    assert report.false_flags == []


def test_each_answer_is_writer_l_s_once_over_bundled_company_years_in_two_voices() -> None:
    answers = cases("tune8")
    assert 90 <= len(answers) <= 100
    assert {c.id[:3] for c in answers} == set(VOICES)
    assert len({c.id for c in answers}) == len(answers)
    assert len({c.answer for c in answers}) == len(answers)
    for case in answers:
        assert all(corp in BUNDLED and year in (2023, 2024) for corp, year in case.company_years), case.id
        assert all(call[0] == "get_quarterly_results" and call[2] == 2024 for call in case.calls), case.id
    assert sum(1 for c in answers if "▲" in c.answer or "▼" in c.answer or "△" in c.answer) >= 20


def test_the_eval_reads_every_answer_as_right() -> None:
    read = corpus_cases("free-tune8")
    assert len(read) == len(cases("tune8"))
    assert not any(c.mistake or c.wrong for c in read)
