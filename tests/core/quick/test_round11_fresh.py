"""The keyless path on the round-11 fresh questions (``round11_fresh``): per-share figures, holders and share
counts, quarters and comparisons, written to check that the round's mechanisms generalize. ``-s`` prints the
per-case table.

First run, once, before any round-11 reading change (804d8c8's reader, 2026-11-28): 44 of 65 right (67.7%: per share
8/14, holders 4/12, quarters 13/19, compare 19/20), 0 wrong — the unseen measure of what the reader already
generalized to. The second batch (``round11_fresh2``, 28, written after part 7 in new phrasings of the same
families and of chat11's personas), run once on 2bec7c7 before any change for it: 22 of 28 right (78.6%: per share
7/9, holders 5/8, quarters 4/5, compare 6/6), 0 wrong. The third batch (``round11_fresh3``, 20, written after part 14
in phrasings not used by the round's tests, weighted to per share and holders), run once at 0383fea before any change:
13 of 20 right (65.0%: per share 6/7, holders 3/8, quarters 2/3, compare 2/2), 0 wrong — holders, as on the held-out
halves, generalized worst; part 15 read four of them by reason (17)."""

from __future__ import annotations

from pathlib import Path

from tests.core.quick.chat_sets import SETS
from tests.core.quick.round11_fresh import FRESH11
from tests.core.quick.round11_fresh2 import FRESH11B
from tests.core.quick.round11_fresh3 import FRESH11C
from tests.core.quick.test_chat2_questions import _normal, tuning_run

MIN_FRESH11 = 0.93  # 44 of 65 on the first run; 60 after round 11 parts 1-3, 61 part 10
MAX_WRONG_FRESH11 = 0
MIN_FRESH11B = 1.0  # 22 of 28 on the first run; 28 after part 8
MIN_FRESH11C = 0.85  # 13 of 20 on the first run; 17 after part 15


def test_the_fresh_questions_are_new() -> None:
    questions = [_normal(case.question) for case in FRESH11 + FRESH11B + FRESH11C]
    earlier = {_normal(case.question) for _set, _half, cases in SETS for case in cases}
    assert len(FRESH11) >= 60 and len(set(questions)) == len(questions)
    assert not set(questions) & earlier
    assert all(case.answerable for case in FRESH11 + FRESH11B + FRESH11C)


async def test_keyless_round11_fresh(tmp_path: Path) -> None:
    await tuning_run(FRESH11, tmp_path, "round11 fresh", max_wrong=MAX_WRONG_FRESH11, least=MIN_FRESH11)


async def test_keyless_round11_fresh_second_batch(tmp_path: Path) -> None:
    await tuning_run(FRESH11B, tmp_path, "round11 fresh 2", max_wrong=MAX_WRONG_FRESH11, least=MIN_FRESH11B)


async def test_keyless_round11_fresh_third_batch(tmp_path: Path) -> None:
    await tuning_run(FRESH11C, tmp_path, "round11 fresh 3", max_wrong=MAX_WRONG_FRESH11, least=MIN_FRESH11C)
