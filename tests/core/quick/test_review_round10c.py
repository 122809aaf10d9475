"""Review 10c of the keyless reader: messages mixing two or three of this session's readings. Each question found
read as another figure than the one asked defers now; its near misses are still answered right. Every case goes
through ``bots.direct.direct_reply`` as a chat would and is judged by the chat sets' matcher
(``chat_questions.verdict``); the figures are the raw bundle rows (삼성전자 FY2023 사업보고서: hyslrSttus
삼성생명보험㈜ 508,157,148주 8.51%, 삼성물산 298,818,100주 5.01%; stockTotqySttus 이익소각 1,810,684,300주)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.quick.chat_questions import Case, answer, pct, shares, unanswerable, verdict
from tests.core.quick.keyless import markdown_and_path

#: the issuer said as the whole a holding is part of ("삼성전자 발행주식 중", "삼성전자에서") while the other company is
#: named before 지분: round 7's held_direction (2a29ade) took the one before 지분 as the issuer, so "삼성전자 발행주식 중
#: 삼성생명 지분 몇 %야" was read as 삼성전자's stake in 삼성생명 — here a "not in the offline dataset" line for 삼성생명's
#: register, online 삼성생명's own largest-holder table where 삼성생명's 8.51% of 삼성전자 was asked.
HOLDINGS: tuple[Case, ...] = (
    unanswerable("삼성전자 발행주식 중 삼성생명 지분 몇 %야 2023년"),
    unanswerable("삼성전자 발행주식 중 삼성생명 지분 몇 %야"),
    unanswerable("삼성전자에서 삼성생명 지분율 몇 %야"),
    unanswerable("삼성전자 주주 가운데 삼성물산 지분율"),
    # two holders set against each other with no issuer named ("삼성생명 지분이 삼성물산의 몇 배"): read as 삼성물산's stake
    # in 삼성생명 (삼성생명 named before 지분), a figure online (삼성물산 holds 삼성생명 shares) no one asked
    unanswerable("삼성생명 지분이 삼성물산의 1.7배 정도인 걸로 아는데 정확히 몇 배야?"),
    unanswerable("삼성생명 지분이 삼성물산의 몇 배야?"),
    unanswerable("삼성생명 지분율이 삼성물산보다 높아?"),
    # near misses: the holder said as the holder, or the issuer before 최대주주 / 지분
    answer("holders", "삼성전자 지분 삼성생명 몇 %", names=("8.51%",)),
    answer("holders", "삼성생명의 삼성전자 지분율", names=("8.51%",)),
    answer("holders", "삼성전자 최대주주 삼성생명 지분율 2023", names=("8.51%",)),
    answer("holders", "삼성전자 지분 삼성물산 몇 %", names=("5.01%",)),
    answer("holders", "삼성전자 삼성물산 보유 주식 몇 주야", names=("298,818,100",)),
)

#: one retirement asked ("최근 소각한 주식", "이번에 소각한"): round 10 part 8's share_history (b29396d) answered with
#: 주식의 총수 현황's running count, 현재까지 감소한 주식 1,810,684,300주 — retired since the company began, not the
#: latest retirement (08b2067 narrowed a year said so, not a word of recency).
RETIRED: tuple[Case, ...] = (
    unanswerable("삼성전자 최근 소각한 주식 몇 주"),
    unanswerable("삼성전자 최근에 이익소각한 주식 수"),
    unanswerable("삼성전자 이번에 소각한 주식 몇 주야"),
    unanswerable("삼성전자 마지막으로 소각한 주식 몇 주"),
    # near misses: the running count said so
    answer("shares", "005930 지금까지 소각한 주식 몇 주나 돼?", shares(1810684300)),
    answer("shares", "삼성전자 지금까지 소각한 주식 18억주 넘었지?", shares(1810684300)),
    answer("shares", "2023년 말 기준 삼성전자 소각한 주식", shares(1810684300)),
)

#: a rate named before "A 대비 B 비율" ("2024 영업이익률 삼성전자 대비 하이닉스 비율"): round 10 part 6's 비율 as 몇 %
#: (ca4b198) answered with both companies' margins (10.9%, 35.5%) where the margins' quotient may be asked — part 13
#: (a4ef597) deferred a rate named after 비율 only.
RATES: tuple[Case, ...] = (
    unanswerable("2024 영업이익률 삼성전자 대비 하이닉스 비율"),
    unanswerable("2024 ROE 삼성전자 대비 하이닉스 비율"),
    # near misses: two companies' amounts (SK하이닉스 23,467,319 ÷ 삼성전자 32,725,961 백만원 = 71.7%)
    answer("times", "2024 영업이익 삼성전자 대비 하이닉스 비율", pct(71.7085)),
    answer("times", "2024 자본총계 네이버 대비 카카오 비율", pct(51.6386)),  # 13,942,894 ÷ 27,000,912 백만원
)

#: an English gap of stakes beside which holds more ("…, and what is the gap in stake?"): e87d2d4's English two holders
#: read it as the Korean "몇 주 차이?" and stated the gap in shares, 209,339,048 (508,157,148 − 298,818,100), where
#: the stakes' gap (8.51% − 5.01%) was asked — the Korean reader defers "지분율 차이?" since 452e4d8.
ENGLISH: tuple[Case, ...] = (
    unanswerable(
        "Samsung Life vs Samsung C&T, who holds more Samsung Electronics shares, and what is the gap in stake?"
    ),
    unanswerable(
        "Samsung Life vs Samsung C&T, who holds more Samsung Electronics shares, percent difference?"
    ),
    # near misses: the gap in shares asked
    answer(
        "holders",
        "Samsung Life vs Samsung C&T, who holds more Samsung Electronics shares, and by how many?",
        names=("209,339,048",),
    ),
    answer(
        "holders",
        "Samsung Life vs Samsung C&T Samsung Electronics shares, how many more does Samsung Life hold?",
        names=("209,339,048",),
    ),
    answer(
        "holders",
        "Samsung Life vs Samsung C&T, who holds more Samsung Electronics shares?",
        names=("508,157,148",),
    ),
)

#: an English comparison of register counts: english_words.value wrote every figure not a rate or per share in won,
#: so 5,969,782,550 shares issued was "KRW 6.0bn", 4,672,039 minority holders "KRW 5mn", a 100원 par value "KRW 0mn"
#: (register rows compared in English since e87d2d4). Counts now say what they count; a stake is not worded there.
COUNTS: tuple[Case, ...] = (
    answer(
        "holders",
        "Samsung Electronics shares issued vs SK hynix shares issued",
        names=("5,969,782,550 shares",),
    ),
    answer(
        "holders",
        "Samsung Electronics minority shareholders vs SK hynix minority shareholders",
        names=("4,672,039 holders",),
    ),
    answer("holders", "Samsung Electronics vs SK hynix number of shareholders", names=("4,672,130 holders",)),
    answer("holders", "Samsung Electronics vs SK hynix par value", names=("KRW 100 ",)),
)

CASES = HOLDINGS + RETIRED + RATES + ENGLISH + COUNTS


@pytest.mark.parametrize("case", CASES, ids=[c.question for c in CASES])
async def test_review10c(case: Case, tmp_path: Path) -> None:
    markdown, path = await markdown_and_path(case.question, tmp_path)
    quick = markdown if path == "quick" else None
    if case.answerable:
        if case.theme == "holders":  # a holder's row: its stake or shares as the register writes them
            assert quick is not None and all(n in quick for n in case.names), markdown
            return
        assert verdict(case, markdown, path) == "right", markdown
        return
    # declined, not read as another figure: a "no data" line for the other company's register is a reading too
    assert quick is None, markdown
