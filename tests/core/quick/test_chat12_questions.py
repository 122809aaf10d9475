"""The keyless path on the twelfth chat-style set, tuning half only (``chat12_tune*``).

The set was written apart from the quick reader, from the direct path and from every other question file
(see ``chat12_tune``): six new personas (공시덕후, 가족대리, 줄임말, 반말명령, 표요청, 논쟁), weighted toward holders
and share counts, per-share figures, quarters and comparisons. Each case goes through ``bots.direct.direct_reply``
with no model, as a chat message would, and is counted right, deferred or wrong by the first set's matcher
(``chat_questions.verdict``); ``-s`` prints the per-case table.

First run (2026-11-28, once, on the working tree at 021e161 with this set — the shared tree may also have held other
helpers' uncommitted edits —, before any reader change for it): 157 answerable — right 48 (30.6%), deferred 109,
wrong 0; 20 unanswerable — all 20 declined. By theme: amounts 7 of 18 right, ratios 8 of 22, per share 11 of 48,
quarters 11 of 34, compare 11 of 35. By persona (right of answerable): 공시덕후 11 of 30, 가족대리 1 of 26, 줄임말 19
of 27, 반말명령 9 of 26, 표요청 7 of 23, 논쟁 1 of 25; each persona also holds 3 or 4 of the unanswerable cases. No
question of the set matched a question of an earlier set (chat1 to chat11) once spaces were dropped. MIN_TUNE12 is
that rate rounded down; nothing was tuned and the deferred cases were not read one by one.
"""

from __future__ import annotations

from pathlib import Path

from tests.core.quick.chat12_report import REPORT12
from tests.core.quick.chat12_tune import TUNE12
from tests.core.quick.chat_sets import questions_before
from tests.core.quick.test_chat2_questions import (
    THEMES,
    _normal,
    assert_raw_or_difference,
    near_held_out,
    tuning_run,
)

#: Answered right, of the answerable cases, at least (the first run's rate rounded down).
#: 48 of 157 on the first run (30.6%); reader round 12 (questions relayed, chat requests): 75; round 12c (an argument
#: settled, core.quick.disputed): +11 (논쟁 1 -> 12 of 25); round 12c (filing jargon, core.quick.filed): +6 (97 of 157
#: with the tree's other work)
MIN_TUNE12 = 0.73  # round 12: 97 of 157; round 13 (a ratio's formula, worked out): 100, (relayed with its own ask): 103, (the same period said again): 106, (companies listed after a frame): 108, (what was earned, 번): 109, (a rate's digits guessed): 110, (두 회사 금액): 111, (삼생, 엘전): 113, (a report's section named): 114, (a threshold of another or on a basis): 116
#: Wrong answers allowed, answerable or not (an unanswerable case stating a figure is wrong): none.
MAX_WRONG_TUNE12 = 0


def test_the_twelfth_tuning_half_is_large_distinct_and_apart() -> None:
    questions = [_normal(case.question) for case in TUNE12]
    assert sum(case.answerable for case in TUNE12) >= 150
    assert sum(not case.answerable for case in TUNE12) >= 20
    assert len(set(questions)) == len(questions)
    assert not set(questions) & questions_before("chat12")  # no question of an earlier set, spaces aside
    assert {case.theme for case in TUNE12} == THEMES
    assert all(case.answerable for case in TUNE12 if case.theme != "unanswerable")


def test_no_tuning_question_is_near_a_held_out_one() -> None:
    """No tuning question may be 85% or more alike to a question of the held-out half (spaces dropped), so nobody
    tunes the reader on a held-out question. Only the ratio is compared; no held-out question is printed."""
    assert near_held_out(TUNE12, REPORT12) == []


def test_every_expected_amount_is_a_raw_figure_or_the_difference_of_two() -> None:
    """As in the earlier sets: each won (or share) figure is a raw amount, a 백만원 one × 1,000,000, or the
    difference of two (a change between years, a fourth quarter, a first half, a gap between companies,
    holders or pay rows). Ratios, growth, shares of a total and "몇 배" are asked as percentages; counts of
    people are raw rows, outside the check."""
    assert_raw_or_difference(TUNE12)


async def test_keyless_chat12_tune(tmp_path: Path) -> None:
    """No wrong answer (an unanswerable case must be declined), and at least MIN_TUNE12 answered right."""
    await tuning_run(TUNE12, tmp_path, "chat12 tune", max_wrong=MAX_WRONG_TUNE12, least=MIN_TUNE12)
