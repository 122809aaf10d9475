"""Writer N's free-written corpus (free-tune10, issue #22 item 3): Claude-style Markdown, GPT-style numbered
reasoning, Gemini-style labelled bullets and plain messenger replies, every one right — its shape, and that the
eval reads it in full. The checker has not been tuned on it: it waits in NOT_YET_TUNED, out of the exit status,
and no test here runs the checker on it (the corpus stays an unseen measure until a round is tuned on it)."""

from __future__ import annotations

from evals.validator_eval import CORPORA, NOT_YET_TUNED, REPORT_ONLY, corpus_cases
from evals.validator_free import cases

BUNDLED = ("삼성전자", "SK하이닉스", "현대자동차", "카카오", "NAVER")
VOICES = ("n-cl", "n-gp", "n-gm", "n-tg")  # Claude-, GPT-, Gemini-style, messenger


def test_free_tune10_is_registered_as_a_tuning_corpus_not_yet_tuned() -> None:
    assert "free-tune10" in CORPORA and "free-tune10" in NOT_YET_TUNED
    assert "free-tune10" not in REPORT_ONLY


def test_each_answer_is_writer_n_s_once_over_bundled_company_years_in_four_voices() -> None:
    answers = cases("tune10")
    assert len(answers) == 100
    assert {c.id[:4] for c in answers} == set(VOICES)
    assert all(sum(1 for c in answers if c.id.startswith(v)) == 25 for v in VOICES)
    assert len({c.id for c in answers}) == len(answers)
    assert len({c.answer for c in answers}) == len(answers)
    for case in answers:
        assert all(corp in BUNDLED and year in (2023, 2024) for corp, year in case.company_years), case.id
        assert all(call[0] == "get_quarterly_results" and call[2] == 2024 for call in case.calls), case.id


def test_the_eval_reads_every_answer_as_right() -> None:
    read = corpus_cases("free-tune10")
    assert len(read) == len(cases("tune10"))
    assert not any(c.mistake or c.wrong for c in read)
