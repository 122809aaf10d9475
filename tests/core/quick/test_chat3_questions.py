"""The keyless path on the third chat-style set, a tuning set (#22 item 4): ``chat3_tune*``.

Written apart from the quick reader and from every other question file (see ``chat3_tune``'s docstring);
each case goes through ``bots.direct.direct_reply`` with no model, as a chat message would, and is
counted right, deferred or wrong by the first set's matcher (``chat_questions.verdict``). The per-case
table prints with ``-s``. The held-out measure stays ``chat2_report`` (``test_chat2_questions``).

First run (2026-11-27, before any reader change for this set): 208 answerable — right 131 (63.0%),
deferred 76, wrong 1; 36 unanswerable, all declined. After tuning on it (general rules only): right 199
(95.7%), deferred 9, wrong 0; 36/36 declined. The held-out chat2_report half, run once at the end (totals
only), went from 94 (63.1%) to 122 (81.9%) right of 149, 0 wrong.
"""

from __future__ import annotations

from pathlib import Path

from tests.core.quick.chat2_report import REPORT
from tests.core.quick.chat2_tune import TUNE
from tests.core.quick.chat3_tune import TUNE3
from tests.core.quick.chat_questions_amounts import AMOUNTS
from tests.core.quick.chat_questions_more import OTHER, QUARTERS, UNANSWERABLE
from tests.core.quick.chat_questions_ratios import RATIOS
from tests.core.quick.test_chat2_questions import (
    THEMES,
    _normal,
    assert_raw_or_difference,
    tuning_run,
)

#: Answered right, of the answerable cases, at least (the first run's rate rounded down until tuned).
MIN_TUNE3 = 0.95  # 199 of 208 once tuned (first run 131, 62.98%)
#: Wrong answers allowed (answerable or not): none (the first run had one).
MAX_WRONG_TUNE3 = 0


def test_the_third_set_is_large_distinct_and_apart() -> None:
    earlier = {
        _normal(c.question) for c in AMOUNTS + RATIOS + QUARTERS + OTHER + UNANSWERABLE + TUNE + REPORT
    }
    questions = [_normal(case.question) for case in TUNE3]
    assert len(questions) >= 200
    assert len(set(questions)) == len(questions)
    assert not set(questions) & earlier  # no question of an earlier set
    assert {case.theme for case in TUNE3} == THEMES
    assert sum(not case.answerable for case in TUNE3) >= 30
    assert all(case.answerable for case in TUNE3 if case.theme != "unanswerable")


def test_every_expected_amount_is_a_raw_figure_or_the_difference_of_two() -> None:
    """As in the second set: each won (or share) figure is a raw amount, a 백만원 one × 1,000,000, or the
    difference of two (a change between years, a fourth quarter, a gap between companies)."""
    assert_raw_or_difference(TUNE3)


async def test_keyless_chat3_tune(tmp_path: Path) -> None:
    await tuning_run(TUNE3, tmp_path, "chat3 tune", max_wrong=MAX_WRONG_TUNE3, least=MIN_TUNE3)
