"""The keyless path on the round-9 fresh questions (``round9_fresh``): 68 questions in the held-out families of
chat6 (polite work requests, a reason first, remembered figures, English and codes), written to check that the
round's mechanisms generalize. ``-s`` prints the per-case table.

First run, once, before any change for them (clean exports, 2026-11-27): the reader before round 9 (1b0de7e)
48 of 68 right (70.6%: polite 11/17, reason first 5/17, remembered 16/17, English and codes 16/17), 0 wrong; after
round 9's parts 1-3 (6871ebc) 59 of 68 (86.8%: reason first 16/17, polite still 11/17), 0 wrong — the unseen
measure of those parts. Part 4 (a closing polite request, an apology for the trouble, what the writer will do
with the figure) was then written for the polite family these showed weak: 65 of 68 (95.6%), 0 wrong."""

from __future__ import annotations

from pathlib import Path

from tests.core.quick.chat_sets import SETS
from tests.core.quick.round9_fresh import FRESH9
from tests.core.quick.round9_fresh2 import FRESH9B
from tests.core.quick.test_chat2_questions import _normal, tuning_run

#: Answered right, of the 68, at least (after round 9's part 4, rounded down; 0.86 on its first run after parts 1-3)
MIN_FRESH9 = 0.95
MAX_WRONG_FRESH9 = 0
#: The second batch (``round9_fresh2``), written after part 9 and run once (e0eb22f, clean export): 21 of 24
#: right (87.5%; polite 4/6, reason 5/6, remembered 6/6, English and codes 6/6), 0 wrong — not tuned on
MIN_FRESH9B = 0.95  # 24 of 24 after part 10, written for its 3 first-run deferrals


def test_the_fresh_questions_are_new() -> None:
    questions = [_normal(case.question) for case in FRESH9 + FRESH9B]
    earlier = {_normal(case.question) for _set, _half, cases in SETS for case in cases}
    assert len(FRESH9) >= 60 and len(FRESH9B) >= 24 and len(set(questions)) == len(questions)
    assert not set(questions) & earlier
    assert all(case.answerable for case in FRESH9 + FRESH9B)


async def test_keyless_round9_fresh(tmp_path: Path) -> None:
    await tuning_run(FRESH9, tmp_path, "round9 fresh", max_wrong=MAX_WRONG_FRESH9, least=MIN_FRESH9)


async def test_keyless_round9_fresh_second_batch(tmp_path: Path) -> None:
    await tuning_run(FRESH9B, tmp_path, "round9 fresh 2", max_wrong=MAX_WRONG_FRESH9, least=MIN_FRESH9B)
