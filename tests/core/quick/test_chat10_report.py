"""The keyless path on the tenth chat-style set, held-out report half only (``chat10_report*``).

The half was written apart from the quick reader, the direct path, the tuning half (``chat10_tune*``) and every
other question file (see ``chat10_report``): nine new personas (커뮤니티, 기자, 재무팀, 교포, 급함, 단위, 확인, 초보,
스레드), weighted toward holders and share counts, comparisons and quarters. Each case goes through
``bots.direct.direct_reply`` with no model, as a chat message would, and is counted right, deferred or wrong by the
first set's matcher (``chat_questions.verdict``). Nobody tunes the reader on this half: ``report_run`` prints the
totals only, so which questions fail is not shown.

First run (2026-11-27, once, on the shared working tree at HEAD e785248 with this half, before anyone saw it): 182
answerable — right 93 (51.1%), deferred 89, wrong 0; 25 unanswerable — all 25 declined. By theme (right of
answerable): amounts 15 of 29, ratios 19 of 33, per share 18 of 45, quarters 17 of 34, compare 24 of 41. By persona:
커뮤니티 11 of 23, 기자 10 of 22, 재무팀 9 of 25, 교포 16 of 21, 급함 15 of 20, 단위 5 of 17, 확인 14 of 19, 초보 0
of 16, 스레드 13 of 19; each persona also holds 2 or 3 of the unanswerable cases. No question of the half matched a
question of an earlier set (chat1 to chat9) once spaces were dropped. MIN_REPORT10 is that rate rounded down; the
deferred cases were not read one by one, and nothing was tuned.
"""

from __future__ import annotations

from pathlib import Path

from tests.core.quick.chat10_report import REPORT10
from tests.core.quick.chat_sets import questions_before
from tests.core.quick.test_chat2_questions import (
    THEMES,
    _normal,
    assert_raw_or_difference,
    report_run,
)

#: Answered right, of the answerable cases, at least (the first run's rate rounded down).
MIN_REPORT10 = 0.68  # 125 of 182 after round 13 and review 13 (120 after round 11, 117 after rounds 10, 10b and the English round; 93 on the first run, 51.1%)
#: Wrong answers allowed, answerable or not (an unanswerable case stating a figure is wrong): none.
MAX_WRONG_REPORT10 = 0


def test_the_tenth_report_half_is_large_distinct_and_apart() -> None:
    questions = [_normal(case.question) for case in REPORT10]
    assert sum(case.answerable for case in REPORT10) >= 180
    assert sum(not case.answerable for case in REPORT10) >= 25
    assert len(set(questions)) == len(questions)
    assert not set(questions) & questions_before("chat10")  # no question of an earlier set, spaces aside
    assert {case.theme for case in REPORT10} == THEMES
    assert all(case.answerable for case in REPORT10 if case.theme != "unanswerable")


def test_every_expected_amount_is_a_raw_figure_or_the_difference_of_two() -> None:
    """As in the earlier sets: each won (or share) figure is a raw amount, a 백만원 one × 1,000,000, or the
    difference of two (a change between years, a fourth quarter, a first half, a gap between companies or
    holders). Counts of people are raw rows, outside the check."""
    assert_raw_or_difference(REPORT10)


async def test_keyless_chat10_report(tmp_path: Path) -> None:
    """Totals only: which report questions fail is not shown (the set stays held out)."""
    await report_run(REPORT10, tmp_path, "chat10 report", max_wrong=MAX_WRONG_REPORT10, least=MIN_REPORT10)
