"""The keyless path on the sixth chat-style set: a tuning half (``chat6_tune*``) and a held-out report half
(``chat6_report*``, written by another writer at the same time, apart from the reader and the tuning half; run
for its totals only — nobody reads its cases).

The set was written apart from the quick reader, from the direct path and from every other question file, in
the phrasing families the reader is weakest at (polite work requests, a reason first, a remembered figure to
confirm, two questions in one with English and stock codes; see ``chat6_tune``). Each case goes through
``bots.direct.direct_reply`` with no model, as a chat message would, and is counted right, deferred or wrong by
the first set's matcher (``chat_questions.verdict``); ``-s`` prints the per-case table.

First run (2026-11-27, before any reader change for this set): 222 answerable — right 165 (74.3%), deferred
56, wrong 1; 40 unanswerable — all 40 declined. By theme: amounts 43 of 62 right, ratios 44 of 50, quarters 35
of 44, compare 27 of 36 (1 wrong), per share 16 of 30. No question of the set matched a question of an earlier
set once spaces were dropped, so none was reworded. MIN_TUNE6 is that rate rounded down.

The wrong answer, left in for the reader to fix (its expected figure was checked against the raw rows): "삼성전자
2023 영업이익이 하이닉스보다 얼마 많았는지 여쭤봐도 될까요" asks for the gap, 6,566,976 − (−7,730,313) =
14,297,289백만원 (14.30조원); the quick reply is the two-company table (6.57조원 and −7.73조원) without the gap.
Until it is fixed, ``test_keyless_chat6_tune`` fails on it (no wrong answer is allowed).

First tuning round (tests in ``test_parse_chat6``): "얼마 많았는지" asks the gap (the wrong answer above is now
right); request forms of telling, showing or checking (``core.quick.requests``: 봐줄래, 확인해 주시겠어요,
기재 부탁드립니다, 알려주세용); a guessed threshold with 좀 or "거 맞나요", a figure remembered "정도로 알고
있는데" or "기억하는데", "기억이 안 나서요"; compound topics (발표자료), 리서치, 과거 beside a named period,
"분기" in a reason beside the one quarter asked; English figure words (net loss, net income, operating
profit; ``core.quick.borrowed``): 165 → 188 of 222 (74.3% → 84.7%), deferred 34, wrong 1 → 0; 40
unanswerable all declined. MIN_TUNE6 raised to 0.84.

Second tuning round: one year's change word (2024년 매출 증가액: the change from the year before; of two
companies it defers), "2022년이랑 비교하면" as the base year, "차이 나나요" as a gap, a sign or a comparison
remembered (마이너스였던 걸로 기억하는데, 삼성전자보다 많았던 걸로 기억하는데, 많이 낮았다는데), "(3개월)" beside one
quarter, "대비 몇 % 수준인지 확인 부탁드려요" as a share, 누적 no part of 적정, 현금흐름표상, 남아 있었는지, 들고
있는, 기본주당손실, 유형자산 취득액, 업턴/시작점 beside a named period: 188 → 203 of 222 (91.4%), deferred 19,
wrong 0; 40 unanswerable all declined. MIN_TUNE6 raised to 0.91.

The tuning half's first run above was taken on a tree holding a tuner's first uncommitted edits; on the
commit before any reader change (581c224 + the set) it was 155 of 222 (69.8%), deferred 66, wrong 1.

Report half, first run on that same commit (totals only): 172 answerable — right 95 (55.2%), deferred 75,
wrong 2; 34 unanswerable all declined. After the three tuning rounds: 104 (60.5%), deferred 67, wrong 1. The
lead looked at the two wrong answers (only those): "보다 얼마 많아" answered with the two figures without the
gap (fixed by the first round's rule), and a nine-month figure asked as a share of the year's whole ("연간 …에서
1~3분기 누적이 몇 %") answered with the nine months' change on the year before — a quarter asked beside its
year's whole now defers (``core.quick.beyond``; ``test_whole_year``): 104 (60.5%), deferred 68, wrong 0.
MIN_REPORT6 is that rate rounded down. Its figures include sums and products of raw rows (a total paid out, two
companies together), so the raw-or-difference check is the tuning half's only.

Third round (a polite sentence ended without a stop, courtesies before the question, 필요합니다, "32조쯤 되죠",
"32조로 알고 있었는데", "거 같은데", "말고요" read as 말고): tune unchanged at 203 (the round's forms were probes
written by the tuner, ``test_parse_chat6``); wrong 0.

Later rounds: 203 -> 206 (법인세비용, 희석주당이익 through the catalogue); the chat7 round's 소액주주 (소액주주 현황's
row, ``test_parse_chat7``) -> 208 of 222 (93.7%), deferred 14, wrong 0. MIN_TUNE6 raised to 0.93.
"""

from __future__ import annotations

from pathlib import Path

from tests.core.quick.chat6_report import REPORT6
from tests.core.quick.chat6_tune import TUNE6
from tests.core.quick.chat_sets import questions_before
from tests.core.quick.test_chat2_questions import (
    THEMES,
    _normal,
    assert_raw_or_difference,
    report_run,
    tuning_run,
)

#: Answered right, of the answerable cases, at least (the first run's rate rounded down).
MIN_TUNE6 = 0.96  # 214 of 222 after reader round 11 (212 after round 9, 208 after the chat7 round, 203 the second; 165 first)
#: Wrong answers allowed, answerable or not (an unanswerable case stating a figure is wrong): none.
MAX_WRONG_TUNE6 = 0
MIN_REPORT6 = 0.72  # 125 of 172 after round 13 and review 13 (121 after round 11, 117 after round 10, 112 after round 9, 104 after the tuning rounds; 95 on the first run, 55.2%)
MAX_WRONG_REPORT6 = 0


def test_the_sixth_tuning_half_is_large_distinct_and_apart() -> None:
    questions = [_normal(case.question) for case in TUNE6]
    assert sum(case.answerable for case in TUNE6) >= 220
    assert sum(not case.answerable for case in TUNE6) >= 40
    assert len(set(questions)) == len(questions)
    assert not set(questions) & questions_before("chat6")  # no question of an earlier set, spaces aside
    assert {case.theme for case in TUNE6} == THEMES
    assert all(case.answerable for case in TUNE6 if case.theme != "unanswerable")


def test_every_expected_amount_is_a_raw_figure_or_the_difference_of_two() -> None:
    """As in the earlier sets: each won (or share) figure is a raw amount, a 백만원 one × 1,000,000, or the
    difference of two (a change between years, a fourth quarter, a gap between companies)."""
    assert_raw_or_difference(TUNE6)


async def test_keyless_chat6_tune(tmp_path: Path) -> None:
    """No wrong answer (an unanswerable case must be declined), and at least MIN_TUNE6 answered right."""
    await tuning_run(TUNE6, tmp_path, "chat6 tune", max_wrong=MAX_WRONG_TUNE6, least=MIN_TUNE6)


def test_the_sixth_report_half_is_large_distinct_and_apart() -> None:
    questions = [_normal(case.question) for case in REPORT6]
    assert sum(case.answerable for case in REPORT6) >= 150
    assert sum(not case.answerable for case in REPORT6) >= 30
    assert len(set(questions)) == len(questions)
    assert not set(questions) & (questions_before("chat6") | {_normal(case.question) for case in TUNE6})


async def test_keyless_chat6_report(tmp_path: Path) -> None:
    """Totals only: which report questions fail is not shown (the set stays held out)."""
    await report_run(REPORT6, tmp_path, "chat6 report", max_wrong=MAX_WRONG_REPORT6, least=MIN_REPORT6)
