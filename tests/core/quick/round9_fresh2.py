"""A second batch of fresh questions in chat6's held-out families, written after round 9's part 9 and run once
before any change for them (``test_round9_fresh``): the unseen measure of parts 4-9. Not copied from any half
or from the first batch; each figure a raw CFS row of the bundle (fnlttSinglAcnt, 사업보고서) in 원, or a ratio
of two such rows (the arithmetic beside it)."""

from __future__ import annotations

from tests.core.quick.chat_questions import Case, answer, pct, won

FRESH9B: tuple[Case, ...] = (
    # polite work requests
    answer(
        "polite",
        "혹시 시간 되시면 SK하이닉스 2024년 영업이익 확인 좀 부탁드려도 될까요?",
        won(23467319000000),
    ),
    answer("polite", "카카오 2023년 말 부채총계 공유 가능하실까요?", won(11321369715195)),
    answer("polite", "수고 많으십니다. 현대차 2023년 매출액 정리 부탁드립니다", won(162663579000000)),
    answer("polite", "NAVER 2024년 말 자산총계 여쭤봐도 될지요?", won(38167876036020)),
    answer("polite", "삼성전자 2023년 당기순이익 알려주실 수 있으실까요", won(15487100000000)),
    answer("polite", "현대자동차 2024년 당기순이익 확인 부탁드려요 감사합니다", won(13229908000000)),
    # a reason first (or after)
    answer("reason", "이번 주 투자위원회 자료라서요, NAVER 2023년 영업이익 얼마였나요?", won(1488820269608)),
    # 45,939,505 / 73,915,704 = 62.15%
    answer("reason", "포트폴리오 점검 중인데 SK하이닉스 2024년 부채비율 몇 %예요?", pct(62.1512)),
    # 15,126,901 / 162,663,579 = 9.30%
    answer("reason", "현대차 주식 조금 있어서요, 2023년 영업이익률 몇 %였어요?", pct(9.2994)),
    answer("reason", "메모리 업황 보고 있어서요. SK하이닉스 2023년 매출 얼마였어요?", won(32765719000000)),
    answer(
        "reason",
        "카카오 물려 있는데 적자가 계속인지 궁금해서요. 2024년 당기순이익 얼마예요?",
        won(-161870567171),
    ),
    answer("reason", "삼성전자 2024년 자본총계 알려주세요, 재무 건전성 보려고요", won(402192070000000)),
    # remembered figures
    answer("remembered", "NAVER 2024년 순이익 1.9조 넘었던 거 맞나요?", won(1931976372953)),
    answer(
        "remembered", "현대차 2023년 영업이익 15조쯤이었던 걸로 기억하는데 정확히요?", won(15126901000000)
    ),
    answer("remembered", "카카오 2024년 매출 7.9조 정도로 알고 있는데 맞나요?", won(7871692199887)),
    answer("remembered", "삼성전자 2022년 매출 300조 넘었던 것 같은데 얼마였죠?", won(302231360000000)),
    # 46,826,413 / 53,503,752 = 87.52%
    answer("remembered", "하이닉스 2023년 부채비율 90% 가까이 됐던 걸로 아는데 몇 %예요?", pct(87.5199)),
    answer("remembered", "삼성전자 2023년 영업이익 6조 찍었던 거 맞죠? 정확한 숫자요", won(6566976000000)),
    # English and codes
    answer("english", "SK hynix total assets FY2024", won(119855209000000)),
    answer("english", "000660 2024 operating margin", pct(35.4529)),
    # 11,830,134,144,725 / 13,942,894,159,737 = 84.85%
    answer("english", "035720 2024 부채비율", pct(84.8470)),
    answer("english", "Hyundai Motor operating income 2023", won(15126901000000)),
    answer("english", "005380 2024년 매출 알려주세요", won(175231153000000)),
    answer("english", "NAVER net income FY2023", won(985017762493)),
)
