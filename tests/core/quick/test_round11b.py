"""Keyless reader, round 11b: the wrapping around an ask — a formal request, a feeling or a rumour, plain or broken
Korean, a correction mid-message, a ranking among the companies (or years) named.

Fresh questions written for this round (none copied from a tuning or held-out half), each through the keyless path
(``bots.direct.direct_reply``, no model) as a chat message. Figures from the raw rows of the recorded bundle
(fnlttSinglAcnt, 연결, 원): 삼성전자 FY2023/FY2024 매출액 258,935,494 / 300,870,903, 영업이익 6,566,976 / 32,725,961,
부채총계 92,228,115 / 112,339,878, 자본총계 363,677,865 / 402,192,070; SK하이닉스 FY2024 매출액 66,192,960, 영업이익
23,467,319 (FY2023 −7,730,313), 부채총계 45,939,505, 자본총계 73,915,704, 2024년 3분기 영업이익 7,029,958; 현대자동차
FY2022/2023/2024 영업이익 9,824,928 / 15,126,901 / 14,239,592, 매출액 FY2023/2024 162,663,579 / 175,231,153, 부채총계
FY2024 219,522,496, 자본총계 FY2024 120,275,933 (백만원); NAVER FY2023/2024 매출액 9,670,643,576,585 /
10,737,719,264,647, 영업이익 1,488,820,269,608 / 1,979,263,438,827, 부채총계 FY2024 11,166,964,187,683, 2024년 3분기
영업이익 525,269,664,443; 카카오 FY2023/2024 매출액 7,557,001,757,272 / 7,871,692,199,887, 영업이익 FY2024
460,212,161,525, 부채총계 11,321,369,715,195 / 11,830,134,144,725, 2024년 3분기 매출액 1,921,397,995,104.

Run on the tree before this round's change (eb0044a): 3 of 40 answerable right (courtesy 0/5, feelings 0/10, broken
Korean 2/9, corrections 0/11, ranking 1/5), 20 of 23 near misses deferred: "네이버 매출 줄었다던데 2024 영업이익 얼마야"
stated 2024's 영업이익, which does not settle a rumour about 매출; "삼전 2024 매출 아니 영업이익도 알려줘" (two asks)
영업이익 alone; "네이버 2024 매출 아니 카카오 영업이익" both companies' 영업이익. After it 40 of 40 and 23 of 23. Wrong
readings of this round's own earlier commits, found by adversarial self-checks, are near misses here too: 02bd5b7 stated
SK하이닉스's 매출 alone to "삼전 아니 하닉도 2024 매출", 2024년 3분기 누적 26.23조원 to "삼전 누적 적자라던데 2024 3분기
영업이익", both years to "삼전 2023 역대급이라던데 2024 영업이익 얼마", and 카카오's 매출 and 영업이익 to "네이버 2024 매출
아니 카카오 영업이익". (08d739e's message said 7/33 and 10/11 of the first 44: miscounted; they were 3/30 and 13/14.)
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.quick.chat_questions import Case, answer, pct, unanswerable, won
from tests.core.quick.test_chat2_questions import _run

_M = 1_000_000

COURTESY: tuple[Case, ...] = (
    answer("read", "안녕하십니까. 카카오 2024년 연결 매출액에 대하여 문의드립니다.", won(7871692199887)),
    answer("read", "수고 많으십니다. NAVER 2023년 영업이익에 관하여 여쭙니다.", won(1488820269608)),
    # 45,939,505 ÷ 73,915,704 = 62.15%
    answer("read", "안녕하세요. SK하이닉스 2024년 연결 부채비율 관련하여 확인 부탁드립니다.", pct(62.1511)),
    answer("read", "삼성전자 2023년 연결 부채총계에 대해서 알려주시면 감사하겠습니다", won(92228115 * _M)),
    answer("read", "안녕하십니까. 현대자동차 2024년 연결 자본총계에 대해 질문드립니다.", won(120275933 * _M)),
    unanswerable("안녕하세요. 삼성전자 반도체 부문 2024년 영업이익에 대해 문의드립니다."),
    unanswerable("안녕하십니까. 카카오 2025년 영업이익 전망에 대해 문의드립니다."),
)

FEELINGS: tuple[Case, ...] = (
    answer("read", "네이버 2024 영업이익 대박 났다던데 얼마야", won(1979263438827)),
    answer("read", "현대차 2024 매출 완전 역대급이라던데 얼마야", won(175231153 * _M)),
    answer("read", "카카오 2023 부채총계 엄청 늘었다던데 얼마야 헐", won(11321369715195)),
    answer("read", "삼전 2024 3분기 영업이익 얼마였지 눈물 난다", won(9183371 * _M)),
    answer("read", "하닉 2024 영업이익 미쳤다며 얼마 벌었어 소름", won(23467319 * _M)),
    answer("read", "네이버 2024 3분기 영업이익 확 늘었다던데 얼마야 기대된다", won(525269664443)),
    answer("read", "하닉 2024 영업이익 2023보다 확 늘었다던데 얼마야", won(23467319 * _M)),
    answer(
        "read",
        "카카오 현대차한테 완전 밀렸다던데 2024 매출 둘 다 얼마야",
        won(7871692199887),
        won(175231153 * _M),
    ),
    # a figure heard with "…라던데": a check the answer settles with the true figure (core.quick.context)
    answer("read", "하닉 2024 영업이익 3조 적자라던데 얼마야", won(23467319 * _M)),
    answer("read", "카카오 2024 영업이익 5천억이라던데 맞아?", won(460212161525)),
    unanswerable("삼전 반도체 3조 적자라던데 2024 영업이익"),
    unanswerable("삼전 반도체 망했다던데 2024 영업이익 얼마야"),
    unanswerable("네이버 매출 줄었다던데 2024 영업이익 얼마야"),
    # a rumour said of a part of the year or of another year, the period asked after it: which one?
    unanswerable("삼전 누적 적자라던데 2024 3분기 영업이익"),
    unanswerable("카카오 4분기 적자라던데 2024 순이익 얼마"),
    unanswerable("삼전 2023 역대급이라던데 2024 영업이익 얼마"),
)

BROKEN: tuple[Case, ...] = (
    answer("read", "현대 자동차 2023 영업 이익 얼마 입니까", won(15126901 * _M)),
    answer("read", "카카오 2024 분기 3 매출 알고 싶어요", won(1921397995104)),
    # 10,737,719,264,647 − 9,670,643,576,585
    answer("read", "네이버 2024 매출 2023 보다 얼마 많아요", won(1067075688062, -1067075688062)),
    answer(
        "read",
        "SK 하이닉스 하고 삼성 전자 2024 영업 이익 누가 더 많습니까",
        won(23467319 * _M),
        won(32725961 * _M),
    ),
    # 112,339,878 ÷ 402,192,070 = 27.93%
    answer("read", "삼성 전자 2024 부채 비율 얼마 예요", pct(27.9319)),
    answer("read", "네이버 2024 분기 3 영업 이익 얼마 입니까", won(525269664443)),
    answer("read", "현대차 회사 2024년 돈 번 영업이익 얼마 예요", won(14239592 * _M)),
    # 2024년 3분기 매출액 79,098,731 (3개월); 4분기 영업이익 32,725,961 − 26,233,258 (누적) = 6,492,703 (백만원)
    answer("read", "삼성전자 2024 세번째 분기 매출", won(79098731 * _M)),
    answer("read", "삼성전자 2024 마지막 분기 영업이익", won(6492703 * _M)),
    unanswerable("카카오 2024 분기 5 매출 알고 싶어요"),
    unanswerable("삼성전자 마지막 분기 매출"),
    unanswerable("삼성전자 2024 다섯번째 분기 매출"),
    unanswerable("롯데 2024 매출 얼마 입니까"),
)

CORRECTIONS: tuple[Case, ...] = (
    answer("read", "네이버 아니 카카오 2024 영업이익", won(460212161525)),
    answer("read", "현대차 2023 아 아니다 2024 부채총계", won(219522496 * _M)),
    answer("read", "하닉 2023 아니 2024 3분기 영업이익", won(7029958 * _M)),
    answer("read", "삼성전자 2024 매출. 정정: 2023", won(258935494 * _M)),
    # 175,231,153,000,000 − 10,737,719,264,647
    answer(
        "read",
        "네이버 vs 카카오 아니 네이버 vs 현대차 2024 매출 차이",
        won(164493433735353, -164493433735353),
    ),
    answer("read", "하이닉스 2024 영업이익 아니 순이익 아니 매출", won(66192960 * _M)),
    answer("read", "삼성전자 말고 현대차 2024 영업이익", won(14239592 * _M)),
    # what is asked corrected: 66,192,960 − 32,765,719 = 33,427,241 (백만원); 1,979,263,438,827 ÷ 1,488,820,269,608 − 1
    answer("read", "하닉 2023 2024 매출 증가율 아니 증가액", won(33427241 * _M)),
    answer("read", "네이버 2023 2024 영업이익 차이 아니 몇 % 늘었는지", pct(32.9417)),
    unanswerable("삼전 2024 영업이익 몇 배 아니 차이 2023이랑"),
    answer("read", "현대차 2024 매출 아니 2023 영업이익", won(15126901 * _M)),
    answer("read", "네이버 2024 매출 아니 카카오", won(7871692199887)),
    unanswerable("네이버 2024 매출 아니 카카오 영업이익"),  # is 매출 still asked?
    unanswerable("삼전 하닉 아니 현차 2024 매출"),
    unanswerable("삼전 2023 2024 아니 2022 영업이익"),
    unanswerable("삼전 2024 영업이익 알려줘 영업이익 말고 순이익"),
    unanswerable("카카오 아니 2024 매출"),
    # two asks: one more said with 도, not one instead
    unanswerable("삼전 2024 매출 아니 영업이익도 알려줘"),
    unanswerable("삼전 아니 하닉도 2024 매출"),
)

RANKING: tuple[Case, ...] = (
    answer(
        "read",
        "삼전 하닉 네이버 중 2024 영업이익 제일 많은 곳",
        won(32725961 * _M),
        won(23467319 * _M),
        won(1979263438827),
    ),
    answer(
        "read",
        "카카오 네이버 현차 2023 매출 큰 순서대로",
        won(7557001757272),
        won(9670643576585),
        won(162663579 * _M),
    ),
    answer(
        "read",
        "현차 2022 2023 2024 영업이익 제일 많았던 해",
        won(9824928 * _M),
        won(15126901 * _M),
        won(14239592 * _M),
    ),
    answer("read", "네이버 카카오 중 2024 부채총계 적은 데 얼마", won(11166964187683), won(11830134144725)),
    answer(
        "read",
        "삼전 하닉 현차 2024 자본총계 1등은",
        won(402192070 * _M),
        won(73915704 * _M),
        won(120275933 * _M),
    ),
    unanswerable("삼전 2024 영업이익 국내 순위"),
    unanswerable("삼전 영업이익 제일 높았던 해"),
    unanswerable("삼전 2023 2024 영업이익 순위"),
)

ROUND11B = COURTESY + FEELINGS + BROKEN + CORRECTIONS + RANKING


@pytest.mark.parametrize("case", ROUND11B, ids=[c.question for c in ROUND11B])
async def test_round11b(case: Case, tmp_path: Path) -> None:
    run = await _run((case,), tmp_path)
    ((_, outcome, _, line),) = run.rows
    assert outcome == ("right" if case.answerable else "deferred"), line
