"""The keyless path on the tenth chat-style set, tuning half only (``chat10_tune*``).

The set was written apart from the quick reader, from the direct path and from every other question file
(see ``chat10_tune``): nine new personas (커뮤니티, 기자, 재무팀, 교포, 급함, 단위, 확인, 초보, 스레드), weighted
toward holders and share counts, comparisons and quarters. Each case goes through ``bots.direct.direct_reply``
with no model, as a chat message would, and is counted right, deferred or wrong by the first set's matcher
(``chat_questions.verdict``); ``-s`` prints the per-case table.

First run (2026-11-27, once, on the working tree at e785248 with this set — the shared tree may also have held other
helpers' uncommitted edits —, before any reader change for it): 185 answerable — right 83 (44.9%), deferred 101,
wrong 1; 25 unanswerable — all 25 declined. By theme: amounts 14 of 23 right, ratios 15 of 32, per share 18 of 46,
quarters 17 of 40, compare 19 of 44 (1 wrong). By persona (right of answerable): 커뮤니티 4 of 22 (1 wrong), 기자 6
of 22, 재무팀 16 of 32, 교포 16 of 21, 급함 16 of 20, 단위 5 of 18, 확인 10 of 17, 초보 0 of 16, 스레드 10 of 17; each
persona also holds 2 or 3 of the unanswerable cases. No question of the set matched a question of an earlier set
(chat1 to chat9) once spaces were dropped. MIN_TUNE10 is that rate rounded down; nothing was tuned and the
deferred cases were not read one by one.

The wrong answer, left in for the reader to fix (its expected figure was checked against the raw rows; the reply
was read in full): "삼성생명 vs 삼성물산 삼전 주식 누가 더 많이 들고 있음? 몇 주 차이?" asks the gap between the two
holders, 508,157,148 − 298,818,100 = 209,339,048주 (either sign), and gets the FY2023 최대주주 현황 card — both
holdings (508,157,148주 8.51%, 298,818,100주 5.01%) and which holds more, under a note that FY2025 is missing —
without the gap; the matcher counts share figures stated without the asked one as wrong. Until it is fixed,
``test_keyless_chat10_tune`` fails on it (no wrong answer is allowed).

Taken out after the first run (the lead, the same day): the two writers shared a scratch directory for a while,
so each may have seen some of the other's questions. Every tuning case whose question was 85% or more alike
(difflib, spaces dropped) to a report-half question was deleted from the tuning half, so that nobody tunes the
reader on a held-out question: 9 answerable and 3 unanswerable cases. The first run on what is left: 176
answerable — right 78 (44.3%), deferred 97, wrong 1 (the one above); 22 unanswerable all declined.
"""

from __future__ import annotations

from pathlib import Path

from tests.core.quick.chat10_report import REPORT10
from tests.core.quick.chat10_tune import TUNE10
from tests.core.quick.chat_sets import questions_before
from tests.core.quick.test_chat2_questions import (
    THEMES,
    _normal,
    assert_raw_or_difference,
    near_held_out,
    tuning_run,
)

#: Answered right, of the answerable cases, at least (the first run's rate rounded down).
MIN_TUNE10 = 0.85  # 78 of 176 on the first run (44.3%); round 10: 96 … 111; round 10b: 121, 129, 131, 132; round 11: 139, 142, 146, 147; round 12 (a part of the year worked out, said beside it): 148; round 13 (a ratio's formula): 149, (a move asked in slang): 151
#: Wrong answers allowed, answerable or not (an unanswerable case stating a figure is wrong): none.
MAX_WRONG_TUNE10 = 0


def test_the_tenth_tuning_half_is_large_distinct_and_apart() -> None:
    questions = [_normal(case.question) for case in TUNE10]
    assert sum(case.answerable for case in TUNE10) >= 170
    assert sum(not case.answerable for case in TUNE10) >= 20  # 22 after the overlap with the report half went
    assert len(set(questions)) == len(questions)
    assert not set(questions) & questions_before("chat10")  # no question of an earlier set, spaces aside
    assert {case.theme for case in TUNE10} == THEMES
    assert all(case.answerable for case in TUNE10 if case.theme != "unanswerable")


def test_no_tuning_question_is_near_a_held_out_one() -> None:
    """The two writers shared a scratch directory for a while: no tuning question may be 85% or more alike to a
    question of the held-out half (spaces dropped), so nobody tunes the reader on a held-out question. Only
    the ratio is compared; no held-out question is printed."""
    assert near_held_out(TUNE10, REPORT10) == []


def test_every_expected_amount_is_a_raw_figure_or_the_difference_of_two() -> None:
    """As in the earlier sets: each won (or share) figure is a raw amount, a 백만원 one × 1,000,000, or the
    difference of two (a change between years, a fourth quarter, a first half, a gap between companies or
    holders). Gaps between derived figures are asked as percentages; counts of people are raw rows, outside
    the check."""
    assert_raw_or_difference(TUNE10)


async def test_keyless_chat10_tune(tmp_path: Path) -> None:
    """No wrong answer (an unanswerable case must be declined), and at least MIN_TUNE10 answered right."""
    await tuning_run(TUNE10, tmp_path, "chat10 tune", max_wrong=MAX_WRONG_TUNE10, least=MIN_TUNE10)
