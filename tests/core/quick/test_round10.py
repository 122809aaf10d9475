"""Keyless reader round 10: each mechanism's readings (answered right, the figure checked) and its near misses
(declined: no figure stated, or answered right). Every case goes through ``bots.direct.direct_reply`` with no
model, as a chat message would, and is judged by the chat sets' matcher (``chat_questions.verdict``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.quick.chat_questions import Case, Fig, answer, pct, shares, unanswerable, won
from tests.core.quick.test_chat2_questions import _run


def people(*values: int) -> Fig:
    return Fig("people", tuple(float(v) for v in values))


#: a figure remembered as a multiple, a count of holders or shares, a stake held, or two figures remembered alike
#: (``context._REMEMBERED``); a register figure (holders, shares, face value) is the latest filed's, no year needed
REMEMBERED: tuple[Case, ...] = (
    answer("read", "삼성전자 소액주주 460만 명 넘었던 거 같은데 몇 명이에요", people(4672039)),
    answer("read", "삼성생명이 삼전 지분 8% 좀 넘게 갖고 있는 거 맞죠? 정확히 몇 %?", pct(8.51)),
    answer("read", "삼전 매출이 하닉의 4배 넘었던 걸로 기억하는데 24년에 몇 배였어?", pct(454.5361)),
    answer(
        "read",
        "카카오 영업이익 2023이랑 2024 거의 똑같았던 걸로 기억하는데 차이 얼마야?",
        won(645684148, -645684148),
    ),
    answer("read", "삼성물산이 삼성전자 지분 5% 넘게 들고 있던 거 맞나요?", pct(5.01)),
    answer("read", "삼성전자 액면가 5000원이었던 거 맞나요?", won(100)),
    answer("read", "현대차 2024 영업이익 삼성전자의 2배 넘었던 거 같은데 몇 배야", pct(43.5117)),
    answer("read", "삼성전자 소액주주 지분율 70% 넘었던 거 맞나요", pct(67.3)),
    # near misses: the figure is what the rest asks about, no year for a statement's figure, another figure
    unanswerable("삼성전자 소액주주 460만 명 넘었던 거 같은데 그게 몇 년도야?"),
    unanswerable("삼성전자 영업이익 4배 넘었던 거 같은데 몇 년이야"),
    unanswerable("삼성전자 매출 하닉의 4배 넘었던 걸로 기억하는데 몇 배였어?"),
    unanswerable("삼성전자 직원 12만 명 넘었던 것 같은데 몇 명이야"),
    unanswerable("삼성전자 자사주 5천만 주 넘게 갖고 있는 거 맞죠?"),
    unanswerable("삼성전자 발행주식 60억 주 정도 되는 거 맞죠? 우선주는 몇 주야?"),
    unanswerable("삼성전자 최대주주 8% 정도로 아는데 특수관계인 포함하면 몇 %야?"),
    unanswerable("하닉 매출이 삼전의 4배였던 걸로 기억하는데 24년 영업이익은 몇 배야?"),
    unanswerable("삼전 영업이익이 하닉보다 비슷했던 걸로 아는데 2023년 매출 차이?"),
    unanswerable("삼성전자 액면가 5000원이었던 거 같은데 분할 전엔 얼마였어?"),
    unanswerable("삼성전자 최대주주 지분 20% 넘었던 것 같은데 2021년엔 몇 %였어?"),
)


@pytest.mark.parametrize("case", REMEMBERED, ids=[c.question for c in REMEMBERED])
async def test_round10_remembered(case: Case, tmp_path: Path) -> None:
    run = await _run((case,), tmp_path)
    ((_, outcome, _, line),) = run.rows
    assert outcome == ("right" if case.answerable else "deferred"), line


#: two holders of a third company, which holds more and by how many shares (``asked_holders.two_holders``)
TWO_HOLDERS: tuple[Case, ...] = (
    answer("read", "삼성생명 vs 삼성물산 삼전 주식 누가 더 많이 들고 있음? 몇 주 차이?", shares(209339048)),
    answer(
        "read", "삼성물산이랑 삼성생명 중에 삼성전자 주식 누가 더 많아? 차이는 몇 주야", shares(209339048)
    ),
    answer("read", "삼성생명 삼성물산 삼성전자 지분 누가 더 많아? 차이 몇 주", shares(209339048)),
    # near misses: a gap of stakes, or a gap not said in shares — the two rows alone would not say it
    unanswerable("삼성생명 삼성물산 삼성전자 지분 누가 더 많아? 몇 %p 차이?"),
    unanswerable("삼성생명 vs 삼성물산 삼전 주식 누가 더 많이 들고 있음? 지분율 차이?"),
    unanswerable("삼성생명 vs 삼성물산 삼전 주식 누가 더 많이 들고 있음? 차이 얼마?"),
    unanswerable("삼성생명 vs 삼성물산 삼전 주식 누가 더 많이 들고 있음? 몇 주 차이? 2021년 기준"),
    # "누가 더 들고 있어": holds more, said with a holding verb (after round10_fresh2's first run)
    answer(
        "read", "삼성생명이랑 삼성물산 중 삼성전자 주식 누가 더 들고 있어? 몇 주 차이나?", shares(209339048)
    ),
    answer(
        "read",
        "삼성생명 삼성물산 삼성전자 지분 누가 더 보유하고 있나요",
        shares(508157148),
        shares(298818100),
    ),
    unanswerable("삼성생명 삼성물산 삼성전자 주식 누가 더 팔았어"),
    unanswerable("삼성생명 삼성물산 삼성전자 주식 누가 더 들고 있어? 지분율 차이는?"),
)


@pytest.mark.parametrize("case", TWO_HOLDERS, ids=[c.question for c in TWO_HOLDERS])
async def test_round10_two_holders(case: Case, tmp_path: Path) -> None:
    run = await _run((case,), tmp_path)
    ((_, outcome, _, line),) = run.rows
    assert outcome == ("right" if case.answerable else "deferred"), line


#: "3개월" beside quarters set against each other, or said "분기 3개월": each quarter's own three months
#: (``tidy_periods._three_months``); never beside 누적, a half or a year alone, nor "2024 분기" (a year's last digit)
THREE_MONTHS: tuple[Case, ...] = (
    # 9,183,371 − 2,433,534 (백만원) = 6,749,837
    answer("read", "삼전 / 3Q24 vs 3Q23 / 영업이익 증가액 (3개월)", won(6749837000000)),
    answer("read", "하닉 3Q24 vs 삼전 3Q24 영익 (3개월)", won(7029958000000), won(9183371000000)),
    # 79,098,731 − 67,404,652 (백만원) = 11,694,079
    answer(
        "read",
        "삼성전자 2024 3분기 매출이 2023년 3분기보다 늘었어? (3개월 기준) 차이 얼마?",
        won(11694079000000),
    ),
    answer("read", "삼성전자 2024 3분기 순이익 억 단위로 (7~9월 3개월)", won(10100904000000)),
    answer("read", "하이닉스 2024 3분기 영업이익 분기 3개월 기준 얼마", won(7029958000000)),
    unanswerable("하이닉스 2024 분기 3개월 영업이익"),
    unanswerable("하이닉스 2024년 3분기 영업이익 3개월치랑 누적 둘 다"),
    unanswerable("하이닉스 2024년 3분기 누적 영업이익 3개월"),
    unanswerable("삼성전자 2024년 상반기 영업이익 3개월"),
    unanswerable("삼성전자 2024 영업이익 3개월"),
    unanswerable("삼성전자 최근 3개월 영업이익 3분기"),
    unanswerable("삼성전자 2024 3분기 1~3분기 매출 3개월"),
)


@pytest.mark.parametrize("case", THREE_MONTHS, ids=[c.question for c in THREE_MONTHS])
async def test_round10_three_months(case: Case, tmp_path: Path) -> None:
    run = await _run((case,), tmp_path)
    ((_, outcome, _, line),) = run.rows
    assert outcome == ("right" if case.answerable else "deferred"), line


#: how the holder and share-count rows are asked (``concepts_register``, ``tidy``, ``lexicon``, company aliases): 개미
#: (주주) for 소액주주, 주주 수, 유통·상장주식수, 보유 지분율, 최대주주 이름, "갖고 있는 … 주식 몇 주야", 배당 "줌",
#: the registered name 삼성생명보험 and 삼물
HOLDER_WORDS: tuple[Case, ...] = (
    answer("read", "삼전 개미 몇 명이냐 ㄹㅇ", people(4672039)),
    answer("read", "삼성전자 개미 주주 몇 명이야", people(4672039)),
    answer("read", "삼성전자 주주 수 몇 명", people(4672130)),
    answer("read", "삼전 유통주식수 몇 주임", shares(5969782550)),
    answer("read", "삼성전자 상장주식수", shares(5969782550)),
    answer("read", "삼성전자 소액주주 보유 지분율", pct(67.3)),
    answer("read", "삼성전자 / 최대주주 이름?", names=("삼성생명",)),
    answer("read", "삼성전자 최대주주명", names=("삼성생명",)),
    answer("read", "삼성물산이 갖고 있는 삼성전자 주식 몇 주야", shares(298818100)),
    answer("read", "삼성물산이 보유한 삼성전자 주식 몇 주야", shares(298818100)),
    answer("read", "삼성전자 최대주주 삼성생명보험의 기말 보유주식수", shares(508157148)),
    answer("read", "삼물 삼전 지분 주식수", shares(298818100)),
    answer("read", "삼전 23년 배당 주당 얼마 줌? 보통주", won(1444)),
    unanswerable("삼성전자 개미 몇 명 샀어"),
    unanswerable("개미들이 2024년에 삼성전자 많이 샀어?"),
    unanswerable("삼성전자 주주총회 언제야"),
    unanswerable("삼성전자 주식 몇 주 팔았어"),
    unanswerable("삼성전자가 갖고 있는 주식 몇 주야"),
    unanswerable("삼성전자 들고 있는 사람 몇 명이야"),
    unanswerable("삼성전자 우선주 유통주식수"),
    unanswerable("삼성전자 최대주주 이름 바뀐 적 있어?"),
    unanswerable("삼성전자 자사주 보유 지분율"),
)

#: a figure the writer has, asked to be confirmed ("…로 파악되는데 맞습니까", "… 69조 808억원 맞습니까"): the true
#: figure is answered; never beside a second question, another currency, a gap said with 보다
CONFIRMED: tuple[Case, ...] = (
    answer(
        "read",
        "기사에 쓰려는데 SK하이닉스 2024년 연결 매출액 66조 1,930억원으로 파악되는데 맞습니까",
        won(66192960000000),
    ),
    answer("read", "현대자동차 2024년 연결 영업이익률 8%대로 파악되는데 맞습니까", pct(8.1262)),
    answer("read", "삼성물산이 보유한 삼성전자 지분율 5.01%로 파악되는데 맞습니까", pct(5.01)),
    answer("read", "삼성전자 소액주주 보유 지분율이 67.3%로 파악되는데 맞습니까", pct(67.3)),
    answer("read", "NAVER 2024년 4분기 연결 영업이익 5천억원대로 파악되는데 맞습니까", won(542015523226)),
    answer(
        "read",
        "기사에 쓰려는데 NAVER 2024년 연결 영업이익이 카카오의 약 4.3배로 파악되는데 맞습니까",
        pct(430.0763),
    ),
    answer("read", "현대차 2024 영업이익 14조 2,396억원 맞죠", won(14239592000000)),
    answer("read", "카카오 2023년 순손실 1조 8,167억원 맞나요", won(-1816669011014)),
    unanswerable("삼성전자 2024년 영업이익 5조 맞습니까 아니면 6조?"),
    unanswerable("삼성전자 2024년 영업이익 SK하이닉스보다 약 9조 많았던 거 맞나요"),
    unanswerable("삼성전자 2024년 영업이익 5조 확인하고 싶습니다"),
    unanswerable("삼성전자 2024년 영업이익 5조로 확인되는데 맞습니까? 그럼 2023년은?"),
    unanswerable("삼성전자 2024년 영업이익 달러로 240억으로 파악되는데 맞습니까"),
    unanswerable("현대차 2024 영업이익 14조 2,396억원으로 파악되는데 맞습니까 3분기는요?"),
)


@pytest.mark.parametrize("case", HOLDER_WORDS + CONFIRMED, ids=[c.question for c in HOLDER_WORDS + CONFIRMED])
async def test_round10_holder_words_and_confirmed(case: Case, tmp_path: Path) -> None:
    run = await _run((case,), tmp_path)
    ((_, outcome, _, line),) = run.rows
    assert outcome == ("right" if case.answerable else "deferred"), line


#: a quarterly report named for its quarter ("2024년 3분기보고서 (기준)", "분기보고서 기준으로" beside the quarter named),
#: a quarter's closing date ("2024.09.30 기준"), a word only opening the message ("참,", "그리고"), the fourth quarter's
#: method with its "값", and 네버 (``typed``, ``fourth_quarter``, company aliases)
QUARTER_REPORTS: tuple[Case, ...] = (
    answer("read", "2024년 3분기보고서 기준 SK하이닉스 연결 누적 영업이익", won(15384523000000)),
    answer("read", "2024년 3분기보고서 현대자동차 연결 자본총계 (9월 말)", won(111514026000000)),
    # 11,520,568,139,483 ÷ 14,175,705,320,650 = 81.27%
    answer("read", "2024년 3분기보고서 카카오 연결 부채비율 (2024.09.30 기준)", pct(81.2698)),
    answer("read", "분기보고서 기준으로 NAVER 2024년 9월 말 부채총계 알려주세요", won(11146535011094)),
    answer("read", "삼성전자 2023.12.31 기준 부채총계", won(92228115000000)),
    answer("read", "현대차 2024 4분기 매출 조 단위로 (연간에서 3분기 누적 뺀 값)", won(46623701000000)),
    answer("read", "참 삼성전자 2024 상반기 영업이익도 알려줘", won(17049887000000)),
    answer("read", "그리고 삼성전자 2024 매출은?", won(300870903000000)),
    answer("read", "네버 카카오 24 자산총계 차이", won(12394847731558, -12394847731558)),
    unanswerable("분기보고서 기준으로 NAVER 2024년 부채총계 알려주세요"),
    unanswerable("2023년 3분기보고서 기준 삼성전자 2024년 3분기 매출"),
    unanswerable("2024년 반기보고서 기준 삼성전자 매출"),
    unanswerable("삼성전자 2024.09.15 기준 자산총계"),
    unanswerable("삼성전자 2024.06.30 기준 자산총계"),
    unanswerable("2024년 1분기보고서 삼성전자 매출"),
    unanswerable("아 그거랑 카카오 2024 3분기 영업이익률도 (3개월)"),
    unanswerable("근데 그거 말고 삼성전자 2024 매출"),
    unanswerable("참 그럼 하이닉스는?"),
    unanswerable("참고로 삼성전자 2024 매출"),
)


@pytest.mark.parametrize("case", QUARTER_REPORTS, ids=[c.question for c in QUARTER_REPORTS])
async def test_round10_quarter_reports(case: Case, tmp_path: Path) -> None:
    run = await _run((case,), tmp_path)
    ((_, outcome, _, line),) = run.rows
    assert outcome == ("right" if case.answerable else "deferred"), line


#: two quarters of one company joined and compared ("4분기 영업이익이랑 3분기 영업이익 비교": the later against the
#: earlier, ``asked_period._quarter_before``), and "A 대비 B 비율" of two companies' amounts (``tidy._RATIO_WORD``)
COMPARED: tuple[Case, ...] = (
    answer(
        "read",
        "하이닉스 2024 4분기 영업이익이랑 3분기 영업이익 비교 (둘 다 금액)",
        won(8082796000000),
        won(7029958000000),
    ),
    answer("read", "네이버 2024 3분기랑 4분기 영업이익 비교해줘", won(525269664443), won(542015523226)),
    # 23,467,319 ÷ 32,725,961 = 71.71%
    answer("read", "연결 기준 FY24 영업이익 삼성전자 대비 SK하이닉스 비율 부탁드립니다", pct(71.7086)),
    # 175,231,153 ÷ 300,870,903 = 58.24%
    answer("read", "2024년 매출 삼성전자 대비 현대차 비율", pct(58.2413)),
    unanswerable("삼성전자 2024 3분기 매출이랑 4분기 영업이익 비교"),
    unanswerable("삼성전자랑 하이닉스 2024 3분기 4분기 영업이익 비교"),
    unanswerable("삼성전자 2024 3분기랑 4분기 자산총계 비교"),
    unanswerable("삼성전자 2024 4분기랑 2023 3분기 영업이익 비교"),
    unanswerable("삼성전자 2024 매출 대비 영업이익 비율"),
    unanswerable("삼성전자 대비 하이닉스 2024 영업이익률 비율"),
    unanswerable("삼성전자 2023 대비 2024 영업이익 비율"),
    unanswerable("삼성전자 대비 하이닉스 2024 ROE 비율"),
    unanswerable("삼성전자 대비 하이닉스 2024 영업이익 비율 차이"),
    unanswerable("삼성전자 대비 하이닉스 비율 2024 영업이익률"),  # a rate after 비율: the margins' quotient?
    unanswerable("삼성전자 대비 하이닉스 비율 ROE"),
)


@pytest.mark.parametrize("case", COMPARED, ids=[c.question for c in COMPARED])
async def test_round10_compared(case: Case, tmp_path: Path) -> None:
    run = await _run((case,), tmp_path)
    ((_, outcome, _, line),) = run.rows
    assert outcome == ("right" if case.answerable else "deferred"), line


#: a correction said as a voice message says it: "A 아니(라/고) B" of a basis or a figure (``beyond.instead``), of a
#: company, a year or a figure with its year (``corrections``, round 11b), and
#: a comparison's base corrected ("QoQ가 아니라 YoY로", ``tidy_periods._BASE_CORRECTED``)
CORRECTED: tuple[Case, ...] = (
    # 17,573,069 ÷ 9,066,171 − 1 = 93.83%
    answer("read", "SK하이닉스 연결 3Q24 매출 QoQ가 아니라 YoY로 부탁드립니다", pct(93.8315)),
    # 4Q24 32,725,961 − 26,233,258 = 6,492,703; 4Q23 6,566,976 − 3,742,259 = 2,824,717 (백만원): +129.85%
    answer("read", "삼성전자 2024 4분기 영업이익 전분기 대비 아니 전년 동기 대비 몇 %", pct(129.8532)),
    answer("read", "삼성전자 2024 영업이익 아니 순이익 알려줘", won(34451351000000)),
    answer("read", "삼성전자 2024 매출 연결이 아니라 별도로", won(209052241000000)),
    unanswerable("삼성전자 2024 영업이익 흑자 아니고 적자였어?"),
    # the last one said wins (round 11b, ``core.quick.corrections``): 재작년 is FY2024 (TODAY 2026-11-21),
    # 매출액 300,870,903백만원; 순이익 34,451,351; SK하이닉스 매출액 66,192,960; 삼성전자 FY2023 영업이익 6,566,976
    answer("read", "삼성전자 작년 아니라 재작년 매출", won(300870903000000)),
    unanswerable("삼성전자 2024 영업이익 적자 아니야?"),
    answer("read", "삼성전자 2024 매출 아니 영업이익 아니 순이익", won(34451351000000)),
    answer("read", "삼성전자 아니 하이닉스 2024 매출", won(66192960000000)),
    unanswerable("하이닉스 2024 영업이익 아닌 순이익"),
    unanswerable("삼성전자 2024 매출이 아니라고?"),
    answer("read", "삼성전자 2024 영업이익 아니 2023 영업이익", won(6566976000000)),
)


@pytest.mark.parametrize("case", CORRECTED, ids=[c.question for c in CORRECTED])
async def test_round10_corrected(case: Case, tmp_path: Path) -> None:
    run = await _run((case,), tmp_path)
    ((_, outcome, _, line),) = run.rows
    assert outcome == ("right" if case.answerable else "deferred"), line


#: 주식의 총수's history — issued since founding, decreased since (이익소각), issued now — a row of its own
#: (``share_history``): "소각한 주식", "이익소각으로 줄어든 주식 수", "지금까지 발행한 주식 총수"
SHARE_HISTORY: tuple[Case, ...] = (
    answer("read", "005930 지금까지 소각한 주식 몇 주나 돼?", shares(1810684300)),
    answer("read", "삼성전자 이익소각으로 줄어든 주식 수 확인 부탁드려요", shares(1810684300)),
    answer("read", "삼성전자 지금까지 발행한 주식 총수 몇 주인가요", shares(7780466850)),
    answer("read", "삼성전자 현재까지 감소한 주식 총수", shares(1810684300)),
    unanswerable("삼성전자 우선주 소각한 주식 몇 주"),
    unanswerable("삼성물산 삼성전자 소각한 주식"),
    unanswerable("삼성전자 2024 소각한 주식"),
    unanswerable("삼성전자 소각한 주식이랑 자사주"),
    unanswerable("삼성전자 2023 이익소각 금액 얼마"),
    unanswerable("삼성전자 이익소각 몇 번 했어"),
    unanswerable("삼성전자 소각한 주식 전년 대비 증가"),
    unanswerable("삼성전자 소각 예정 주식 몇 주"),
    unanswerable("삼성전자 지금 발행주식수가 지금까지 발행한 주식 총수보다 몇 주 적어?"),
)


@pytest.mark.parametrize("case", SHARE_HISTORY, ids=[c.question for c in SHARE_HISTORY])
async def test_round10_share_history(case: Case, tmp_path: Path) -> None:
    run = await _run((case,), tmp_path)
    ((_, outcome, _, line),) = run.rows
    assert outcome == ("right" if case.answerable else "deferred"), line


#: a number written with 천/백 before its unit ("5천억 넘었어?", "3백조") and a particle after parentheses
#: ("3분기(7~9월)에"), as typed (``typed``)
TYPED_NUMBERS: tuple[Case, ...] = (
    answer("read", "하이닉스 2023년 3분기(7~9월)에 영업적자였어?", won(-1791961000000)),
    answer("read", "네이버 2024 3분기 순이익 5천억 넘었어? 3개월 기준", won(530077779234)),
    answer("read", "삼성전자 2024 매출 3백조 넘었어?", won(300870903000000)),
    unanswerable("하이닉스 2024 영업이익이 삼성전자의 7천억 넘게 차이나?"),
    unanswerable("삼성전자 2024 5천만원 영업이익"),
)


@pytest.mark.parametrize("case", TYPED_NUMBERS, ids=[c.question for c in TYPED_NUMBERS])
async def test_round10_typed_numbers(case: Case, tmp_path: Path) -> None:
    run = await _run((case,), tmp_path)
    ((_, outcome, _, line),) = run.rows
    assert outcome == ("right" if case.answerable else "deferred"), line


#: a remembered change asked again after it ("5조 넘게 늘었던 거 맞아? 얼마나 늘었는지"), and a comparison said in
#: disbelief ("…보다 많았다는 거 실화냐?") (``context._REMEMBERED``)
ASKED_AGAIN: tuple[Case, ...] = (
    # 15,126,901 − 9,824,928 (백만원) = 5,301,973
    answer(
        "read", "현대차 23년 영업이익이 22년보다 5조 넘게 늘었던 거 맞아? 얼마나 늘었는지", won(5301973000000)
    ),
    answer(
        "read",
        "현차가 삼전보다 24 영익 많았다는 거 실화냐? 둘 다 얼마임",
        won(14239592000000),
        won(32725961000000),
    ),
    answer(
        "read",
        "삼성전자 2024 영업이익이 2023년보다 20조 넘게 늘었던 거 맞나요? 몇 % 늘었어요?",
        pct(398.3414),
    ),
    unanswerable("삼성전자가 하이닉스보다 2024 영업이익 9조 많았던 거 맞나요? 얼마나 늘었는지"),
    unanswerable("삼성전자 2024 영업이익이 2023년보다 20조 넘게 늘었던 거 맞나요?"),
    unanswerable("현대차 23년 영업이익이 22년보다 5조 넘게 늘었던 거 맞아? 2021년보다는 얼마나 늘었는지"),
    unanswerable("현차 24 부채비율 실화냐 200 가까이 됨?"),
)


@pytest.mark.parametrize("case", ASKED_AGAIN, ids=[c.question for c in ASKED_AGAIN])
async def test_round10_asked_again(case: Case, tmp_path: Path) -> None:
    run = await _run((case,), tmp_path)
    ((_, outcome, _, line),) = run.rows
    assert outcome == ("right" if case.answerable else "deferred"), line


#: "그 지분율" pointing back to the holder just named (``lexicon``), and the sum of a span of quarters of one figure
#: ("1~3분기 매출 합계", "상반기 영업이익 합계") as its year to date (``typed._SPAN_SUMMED``)
POINTED_AND_SPANS: tuple[Case, ...] = (
    answer("read", "삼성전자의 최대주주는 누구이며 그 지분율은 얼마입니까", pct(8.51), names=("삼성생명",)),
    # 26,233,258 − 9,183,371 = 17,049,887 (백만원)
    answer("read", "삼성전자 2024년 상반기 영업이익 합계 확인 부탁드립니다", won(17049887000000)),
    answer("read", "카카오 2024 1~3분기 매출 합계", won(5914646311642)),
    unanswerable("삼성전자 그 지분율"),
    unanswerable("삼성전자 2024 상반기 매출이랑 영업이익 합계"),
    unanswerable("삼성전자 2024 상반기 매출 영업이익 합계"),
    unanswerable("삼성전자 2023 2024 상반기 영업이익 합계"),
    unanswerable("삼성전자 2024 하반기 영업이익 합계"),
)


@pytest.mark.parametrize("case", POINTED_AND_SPANS, ids=[c.question for c in POINTED_AND_SPANS])
async def test_round10_pointed_and_spans(case: Case, tmp_path: Path) -> None:
    run = await _run((case,), tmp_path)
    ((_, outcome, _, line),) = run.rows
    assert outcome == ("right" if case.answerable else "deferred"), line
