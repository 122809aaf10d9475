"""The keyless path on the eleventh chat-style set, held-out report half only (``chat11_report*``).

The set was written apart from the quick reader, from the direct path, from the tuning half written at the same
time and from every other question file (see ``chat11_report``): nine new personas (오타, 배당러, 숫자먼저, 극존칭,
상대시점, 순위, 감정, 외국인, 정정), weighted toward holders and share counts, per-share figures, quarters and
comparisons. Each case goes through ``bots.direct.direct_reply`` with no model, as a chat message would, and is
counted right, deferred or wrong by the first set's matcher (``chat_questions.verdict``). Nobody tunes the reader
on this half, so only totals are printed: which questions fail is not shown.

First run (2026-11-28, once, on the working tree at d93c6a6 with this set — the shared tree may also have held other
helpers' uncommitted edits —, before any reader change for it): 185 answerable — right 82 (44.3%), deferred 103,
wrong 0; 25 unanswerable — all 25 declined. By theme: amounts 10 of 24 right, ratios 18 of 28, per share 24 of
50, quarters 20 of 40, compare 10 of 43. By persona (right of answerable): 오타 20 of 24, 배당러 9 of 16, 숫자먼저
14 of 25, 극존칭 3 of 21, 상대시점 15 of 22, 순위 6 of 14, 감정 4 of 21, 외국인 5 of 21, 정정 6 of 21; each persona
also holds 2 or 3 of the unanswerable cases. No question of the set matched a question of an earlier set (chat1
to chat10) once spaces were dropped. MIN_REPORT11 is that rate rounded down; nothing was tuned and the deferred
cases were not read one by one.
"""

from __future__ import annotations

from pathlib import Path

from tests.core.quick.chat11_report import REPORT11
from tests.core.quick.chat_sets import questions_before
from tests.core.quick.test_chat2_questions import (
    THEMES,
    _normal,
    assert_raw_or_difference,
    report_run,
)

#: Answered right, of the answerable cases, at least (the first run's rate rounded down).
MIN_REPORT11 = 0.63  # 117 of 185 after rounds 11 and 11b and reviews 11, 11b (82 on the first run, 44.3%)
#: Wrong answers allowed, answerable or not (an unanswerable case stating a figure is wrong): none.
MAX_WRONG_REPORT11 = 0


def test_the_eleventh_report_half_is_large_distinct_and_apart() -> None:
    questions = [_normal(case.question) for case in REPORT11]
    assert sum(case.answerable for case in REPORT11) >= 180
    assert sum(not case.answerable for case in REPORT11) >= 25
    assert len(set(questions)) == len(questions)
    assert not set(questions) & questions_before("chat11")  # no question of an earlier set, spaces aside
    assert {case.theme for case in REPORT11} == THEMES
    assert all(case.answerable for case in REPORT11 if case.theme != "unanswerable")


def test_every_expected_amount_is_a_raw_figure_or_the_difference_of_two() -> None:
    """As in the earlier sets: each won (or share) figure is a raw amount, a 백만원 one × 1,000,000, or the
    difference of two (a change between years, a fourth quarter, a first half, a gap between companies or
    holders). Ratios between figures are asked as percentages; counts of people are raw rows or the
    difference of two, outside the check."""
    assert_raw_or_difference(REPORT11)


async def test_keyless_chat11_report(tmp_path: Path) -> None:
    """Totals only: which report questions fail is not shown (the set stays held out)."""
    await report_run(REPORT11, tmp_path, "chat11 report", max_wrong=MAX_WRONG_REPORT11, least=MIN_REPORT11)
