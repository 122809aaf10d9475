"""Review 11b of the keyless reader (round 11's typos, guessed figures, share rows, shares of another's figure,
multiples of EPS, bare base years). Each question found answered wrong defers now; its near misses are still
answered right. Every case goes through ``bots.direct.direct_reply`` as a chat would; the figures are the raw bundle
rows (core/data/bundle/opendart_recorded.json.gz)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.quick.chat_questions import Case, answer, unanswerable
from tests.core.quick.keyless import assert_named_or_deferred

#: a holding guessed ("100주였나", a count of shares with no size word): tidy_guess (4024e50, "59억주 정도 맞지?")
#: took it out as a guessed share count, so "삼성전자 100주였나 배당 얼마 받았어" stated one share's dividend, 1,444원
#: (alotMatter 주당 현금배당금 보통주), as what the writer received (100주: 144,400원). A company's share count is said
#: with its size ("59억주") or in full; a count below 억 guessed ("100주", "1만주", "2만 주") stays and the reader
#: defers, as before 4024e50.
HOLDING_GUESSED: tuple[Case, ...] = (
    unanswerable("삼성전자 100주였나 배당 얼마 받았어"),
    unanswerable("삼성전자 10주였던 듯 배당금 얼마 받았지"),
    unanswerable("삼전 100주 맞지? 배당금 얼마 나와"),
    unanswerable("100주쯤? 삼성전자 배당 얼마 받았어"),
    unanswerable("삼성전자 1만주였나 배당 얼마 받았어"),
    unanswerable("삼성전자 2만 주쯤? 배당 얼마"),
    unanswerable("삼성전자 100만주였나 배당 얼마 받았어"),
    # near misses: a company's share count guessed, with its size or in full; people counted
    answer("shares", "삼성전자 발행주식수 59억주 맞지?", names=("5,969,782,550주",)),
    answer("shares", "삼성전자 발행주식 5,969,782,550주 맞지?", names=("5,969,782,550주",)),
    answer("shares", "59억주쯤? 삼성전자 발행주식수", names=("5,969,782,550주",)),
    answer("holders", "삼성전자 소액주주 460만명쯤이던가", names=("4,672,039명",)),
    answer("holders", "삼성전자 소액주주 40억주 맞지?", names=("4,017,892,514주",)),
    answer("holders", "삼성전자 최대주주 5억주 넘게 갖고 있지?", names=("508,157,148주",)),
)

#: a total dividend guessed beside 배당금 ("삼성전자 배당금 9.8조 정도?"): the guess went and 배당금 alone was read as the
#: DPS, 1,444원 (alotMatter 주당 현금배당금 보통주), stated where the guess, in 조, meant the total (현금배당금총액
#: 9,809,438백만원: 9.81조원) — before this round too. A guess in 조/억 said of 배당 with no 총액 stays; the reader defers.
DIVIDEND_TOTAL_GUESSED: tuple[Case, ...] = (
    unanswerable("삼성전자 배당금 9.8조 정도?"),
    unanswerable("삼성전자 배당 9조 넘었지?"),
    unanswerable("삼성전자 배당금 얼마야? 9.8조 정도?"),
    unanswerable("9.8조쯤? 삼성전자 배당금"),
    unanswerable("삼성전자 2023 배당금 9,809억 정도?"),
    # near misses: the total named, a guess per share, a payout ratio, a guess of another figure before 배당금
    answer("shares", "삼성전자 배당금 총액 9.8조 맞지?", names=("9.81조원",)),
    answer("shares", "삼성전자 현금배당 총액 9조 넘었지?", names=("9.81조원",)),
    answer("shares", "삼성전자 배당 1400원대였던 듯", names=("1,444원",)),
    answer("shares", "삼성전자 배당성향 60% 넘었지?", names=("67.8%",)),
    answer("read", "삼성전자 2024 영업이익 30조 넘었지? 배당금은?", names=("32.73조원",)),
)

CASES: tuple[Case, ...] = (*HOLDING_GUESSED, *DIVIDEND_TOTAL_GUESSED)


@pytest.mark.parametrize("case", CASES, ids=[c.question for c in CASES])
async def test_review11b(case: Case, tmp_path: Path) -> None:
    await assert_named_or_deferred(case, tmp_path)
