"""A second batch of fresh questions for round 10, written after part 10 in the families its mechanisms read
(remembered and confirmed figures, holder and share-count words, two holders' gap, quarters' three months and
reports, quarters compared, 'A 대비 B 비율', corrections, numbers as typed, a change asked again) with phrasings
the tests did not use — not copied from any half, run once before any change for them (``test_round10_fresh``).
Each figure is a raw row of core/data/bundle/opendart_recorded.json.gz or the difference or quotient of two (the
arithmetic beside it)."""

from __future__ import annotations

from tests.core.quick.chat_questions import Case, Fig, answer, pct, shares, won


def people(*values: int) -> Fig:
    return Fig("people", tuple(float(v) for v in values))


FRESH10B: tuple[Case, ...] = (
    answer("fresh", "삼성전자 소액주주 450만 명쯤이었던 것 같은데 정확히 몇 명?", people(4672039)),
    answer("fresh", "삼성물산 삼성전자 지분 5% 정도로 아는데 정확한 지분율은?", pct(5.01)),
    # NAVER 1,979,263,438,827 ÷ 카카오 460,212,161,525 = 430.08%
    answer(
        "fresh", "네이버 24년 영업이익이 카카오의 3배쯤 됐던 걸로 기억하는데 정확히 몇 배?", pct(430.0763)
    ),
    # 508,157,148 − 298,818,100 = 209,339,048
    answer(
        "fresh", "삼성생명이랑 삼성물산 중 삼성전자 주식 누가 더 들고 있어? 몇 주 차이나?", shares(209339048)
    ),
    # 4Q24 32,725,961 − 26,233,258 = 6,492,703; 3Q24 9,183,371 (백만원)
    answer("fresh", "삼성전자 4Q24 vs 3Q24 영업이익 (3개월 기준)", won(6492703000000), won(9183371000000)),
    answer("fresh", "삼전 개미 주주 몇 명임?", people(4672039)),
    answer("fresh", "삼성전자 유통주식수 확인 부탁드립니다", shares(5969782550)),
    answer(
        "fresh", "하이닉스 2024년 연결 영업이익 23조 4,673억원으로 파악되는데 맞습니까", won(23467319000000)
    ),
    answer("fresh", "2024년 3분기보고서 기준 NAVER 누적 매출", won(7852098497624)),
    # 3Q24 3,205,850; 4Q24 13,229,908 − 10,755,751 = 2,474,157 (백만원)
    answer("fresh", "현대차 2024 3분기랑 4분기 순이익 비교", won(3205850000000), won(2474157000000)),
    # SK하이닉스 19,796,902 ÷ 현대자동차 13,229,908 = 149.64%
    answer("fresh", "2024년 순이익 현대차 대비 SK하이닉스 비율", pct(149.6375)),
    answer("fresh", "카카오 2024 매출 아니 영업이익 얼마야", won(460212161525)),
    answer("fresh", "삼성전자가 소각한 주식 수 알려줘", shares(1810684300)),
    # 460,212,161,525 − 384,784,061,698 = 75,428,099,827
    answer("fresh", "카카오 2024 4분기 영업이익 1천억 넘었어?", won(75428099827)),
    # 1,931,976,372,953 − 985,017,762,493 = 946,958,610,460
    answer(
        "fresh",
        "NAVER 2024 순이익이 2023년보다 9천억 넘게 늘었던 거 맞지? 얼마나 늘었는데",
        won(946958610460),
    ),
    answer("fresh", "현대차 2024년 자산총계 (2024.09.30 기준)", won(306086603000000)),
    answer("fresh", "참, 카카오 2024년 3분기 순이익도 알려줘", won(78513044412)),
    # 79,098,731 ÷ 67,404,652 − 1 = 17.35%
    answer("fresh", "삼성전자 2024 3분기 매출 전분기 대비 말고 전년 동기 대비 몇 %", pct(17.3491)),
    answer("fresh", "삼성전자 최대주주명이랑 보유 주식수", shares(508157148), names=("삼성생명",)),
    answer("fresh", "삼성전자 소액주주가 가진 지분율 67%대 맞나요", pct(67.3)),
    # 66,192,960 − 46,425,925 = 19,767,035 (백만원)
    answer("fresh", "하이닉스 24년 4분기(10~12월) 매출", won(19767035000000)),
    # NAVER 11,166,964,187,683 ÷ 카카오 11,830,134,144,725 = 94.39%
    answer("fresh", "네이버랑 카카오 2024 부채총계 비교하면 네이버가 카카오의 몇 %?", pct(94.3942)),
    answer("fresh", "삼성전자 2023년 3분기 누적 영업이익 3분기보고서 기준", won(3742259000000)),
    # 14,239,592 ÷ 175,231,153 = 8.13%
    answer("fresh", "현대차 2024 영업이익 아니라 영업이익률", pct(8.1262)),
)
