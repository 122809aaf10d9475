"""Fresh questions in the held-out families of chat6 (polite work requests, a reason first, remembered figures,
English and codes), written by the round-9 reader helper to check that its mechanisms (``context_shapes``,
``context_leans``, ``typed``) generalize — not copied from any half, and not tuned on: they were written before
they were run, and run once (first-run totals in ``test_round9_fresh``). Each figure is a raw row of
core/data/bundle/opendart_recorded.json.gz (fnlttSinglAcnt, CFS, 사업보고서), in 원, or a ratio of two such rows
(the arithmetic beside it)."""

from __future__ import annotations

from tests.core.quick.chat_questions import Case, answer, pct, won

POLITE: tuple[Case, ...] = (
    answer(
        "polite", "안녕하세요, 삼성전자 2024년 연결 영업이익 수치 확인 가능하실까요?", won(32725961000000)
    ),
    answer(
        "polite", "번거로우시겠지만 SK하이닉스 2023년 매출액 좀 알려주실 수 있을까요", won(32765719000000)
    ),
    answer("polite", "현대자동차 2024년 말 자본총계 정리해서 공유 부탁드립니다", won(120275933000000)),
    answer("polite", "카카오 2024년 영업이익 얼마인지 확인해 주시면 감사하겠습니다", won(460212161525)),
    answer("polite", "NAVER 2023년 당기순이익 여쭤봐도 괜찮을까요?", won(985017762493)),
    answer("polite", "죄송한데 삼성전자 2023년 부채총계 한 번만 확인 부탁드려요", won(92228115000000)),
    # 23,467,319 / 66,192,960 = 35.45%
    answer("polite", "하이닉스 2024년 영업이익률 몇 %인지 정리 부탁드립니다", pct(35.4529)),
    # 180,653,915 / 101,809,440 = 177.44%
    answer("polite", "현대차 2023년 부채비율 확인 부탁드립니다", pct(177.4432)),
    # 10,737,719,264,647 / 9,670,643,576,585 − 1 = 11.03%
    answer("polite", "네이버 2024년 매출 증가율 공유해 주실 수 있나요", pct(11.0342)),
    # 34,451,351 / 300,870,903 = 11.45%
    answer("polite", "삼성전자 2024년 순이익률 확인 좀 부탁드릴게요", pct(11.4505)),
    answer("polite", "카카오 2024년 말 자산총계 알려주시면 보고서에 반영하겠습니다", won(25773028304462)),
    answer("polite", "바쁘신데 죄송합니다, 현대차 2024년 매출액 확인 부탁드립니다", won(175231153000000)),
    answer("polite", "SK하이닉스 2024년 당기순이익 확인 가능할까요? 부탁드립니다", won(19796902000000)),
    answer("polite", "삼성전자 2022년 영업이익 수치 공유 부탁드립니다", won(43376630000000)),
    # 1,979,263,438,827 / 1,488,820,269,608 − 1 = 32.94%
    answer("polite", "NAVER 2024년 영업이익이 전년 대비 몇 % 늘었는지 확인 부탁드립니다", pct(32.9417)),
    # 14,239,592 / 175,231,153 = 8.13%
    answer("polite", "현대자동차 2024년 영업이익률 여쭤봅니다", pct(8.1262)),
    answer("polite", "실례지만 삼성전자 2024년 연결 기준 부채총계 여쭤볼 수 있을까요?", won(112339878000000)),
)

REASON_FIRST: tuple[Case, ...] = (
    answer("reason", "반도체 업황 점검 중인데요, SK하이닉스 2024년 매출 얼마였나요?", won(66192960000000)),
    answer(
        "reason",
        "다음 주 발표 자료 만드는 중이라서요. 삼성전자 2024년 매출액 알려주세요",
        won(300870903000000),
    ),
    answer(
        "reason", "팀장님이 찾으셔서요, 현대차 2023년 영업이익 얼마였는지 알려주세요", won(15126901000000)
    ),
    answer("reason", "PER 계산해 보려고 하는데요, 삼성전자 2024년 당기순이익 얼마예요?", won(34451351000000)),
    answer("reason", "자동차 업종 비교 중이라서요, 현대차 2024년 순이익 알려주세요", won(13229908000000)),
    answer("reason", "카카오 들고 있는데 적자가 걱정돼서요. 2024년 순이익 얼마였어요?", won(-161870567171)),
    # 1,979,263,438,827 / 10,737,719,264,647 = 18.43%
    answer("reason", "네이버 조금 갖고 있어서요, 2024년 영업이익률 몇 %예요?", pct(18.4328)),
    answer(
        "reason", "스터디 과제 때문에 그러는데 SK하이닉스 2023년 영업손실 얼마였어요?", won(-7730313000000)
    ),
    # 11,830,134,144,725 / 13,942,894,159,737 = 84.85%
    answer("reason", "재무구조 보고 있어서요. 카카오 2024년 부채비율 몇 %예요?", pct(84.8470)),
    answer("reason", "인터넷 업체들 비교하려고 하는데 NAVER 2024년 매출 알려주세요", won(10737719264647)),
    answer(
        "reason", "엑셀 정리하다가 궁금해졌는데, 삼성전자 2023년 자본총계 얼마예요?", won(363677865000000)
    ),
    answer(
        "reason", "완성차 업계 보고서 쓰는 중인데요, 현대차 2024년 자산총계 알려주세요", won(339798429000000)
    ),
    answer(
        "reason",
        "현대차 오래 들고 있는데 빚이 많은 것 같아서요. 2024년 말 부채총계 얼마예요?",
        won(219522496000000),
    ),
    answer(
        "reason",
        "삼전 물려 있는데 실적이 좀 나아졌나 싶어서요. 2024년 영업이익 얼마예요?",
        won(32725961000000),
    ),
    answer("reason", "하닉 손절할까 고민 중이라서요, 2024년 순이익 얼마였어요?", won(19796902000000)),
    answer("reason", "게임 업황 공부하는 중이에요. 카카오 2023년 매출 얼마였어요?", won(7557001757272)),
    # 460,212,161,525 / 7,871,692,199,887 = 5.85%
    answer("reason", "플랫폼 기업 수익성 비교 중인데요. 카카오 2024년 영업이익률 몇 %였어요?", pct(5.8464)),
)

REMEMBERED: tuple[Case, ...] = (
    answer(
        "remembered",
        "삼성전자 2024년 매출 300조 좀 넘었던 걸로 기억하는데 정확히 얼마예요?",
        won(300870903000000),
    ),
    answer(
        "remembered",
        "하이닉스 2024년 영업이익 23조쯤이었던 것 같은데 정확한 숫자 알려주세요",
        won(23467319000000),
    ),
    answer("remembered", "현대차 2023년 순이익 12조 정도로 알고 있는데 맞나요?", won(12272301000000)),
    answer("remembered", "카카오 2023년 순손실 1.8조였던 것 같은데 정확히 얼마였죠?", won(-1816669011014)),
    answer("remembered", "네이버 2024년 영업이익 2조 가까이 됐던 걸로 아는데 얼마예요?", won(1979263438827)),
    answer(
        "remembered", "삼성전자 2023년 영업이익 6.5조 정도였던 것 같은데 확인 부탁드려요", won(6566976000000)
    ),
    answer(
        "remembered",
        "SK하이닉스 2023년 당기순손실 9조 넘었던 걸로 기억하는데 정확히 얼마예요?",
        won(-9137547000000),
    ),
    # 219,522,496 / 120,275,933 = 182.52%
    answer("remembered", "현대차 2024년 부채비율 180% 넘었던 것 같은데 몇 %였어요?", pct(182.5157)),
    # 32,725,961 / 300,870,903 = 10.88%
    answer("remembered", "삼성전자 2024년 영업이익률 10% 좀 넘었던 거 같은데 정확히 몇 %예요?", pct(10.8771)),
    answer("remembered", "네이버 2023년 순이익 1조 안 됐던 것 같은데 얼마였어요?", won(985017762493)),
    answer(
        "remembered", "카카오 2024년 매출 7.8조쯤이라고 들었는데 정확한 금액 알려주세요", won(7871692199887)
    ),
    answer("remembered", "현대자동차 2024년 매출 170조 넘었다던데 정확히 얼마예요?", won(175231153000000)),
    answer("remembered", "하이닉스 2022년 영업이익 6.8조였던 걸로 기억하는데 맞아요?", won(6809417000000)),
    answer("remembered", "삼전 2022년 순이익 55조쯤이었던 것 같은데 정확히 알려줘", won(55654077000000)),
    # 45,939,505 / 73,915,704 = 62.15%
    answer("remembered", "SK하이닉스 2024년 부채비율 60% 조금 넘은 걸로 아는데 몇 %예요?", pct(62.1512)),
    answer("remembered", "카카오 2024년 영업이익 4,600억 정도로 기억하는데 맞나요?", won(460212161525)),
    answer(
        "remembered", "현대차 2024년 영업이익 14조 넘었던 걸로 아는데 정확히 얼마예요?", won(14239592000000)
    ),
)

ENGLISH_AND_CODES: tuple[Case, ...] = (
    answer("english", "005930 2024 operating profit", won(32725961000000)),
    answer("english", "000660 2023 revenue", won(32765719000000)),
    answer("english", "005380 FY2024 net income", won(13229908000000)),
    answer("english", "035420 2024년 영업이익", won(1979263438827)),
    answer("english", "035720 2023 순이익 얼마", won(-1816669011014)),
    answer("english", "What was SK hynix's operating margin in 2024?", pct(35.4529)),
    answer("english", "Hyundai Motor total liabilities 2023", won(180653915000000)),
    answer("english", "Kakao revenue FY2024", won(7871692199887)),
    # 11,166,964,187,683 / 27,000,911,848,337 = 41.36%
    answer("english", "NAVER debt ratio 2024", pct(41.3577)),
    answer("english", "Samsung Electronics net profit 2023", won(15487100000000)),
    # 92,228,115 / 363,677,865 = 25.36%
    answer("english", "005930 2023년 부채비율 몇 %야", pct(25.3598)),
    answer("english", "000660 FY24 영업이익률", pct(35.4529)),
    answer("english", "SK hynix 2024 net income vs 2023", won(19796902000000), won(-9137547000000)),
    # 300,870,903 / 258,935,494 − 1 = 16.20%
    answer("english", "Samsung Electronics 2024 revenue growth yoy", pct(16.1953)),
    answer("english", "005380 2023 자산총계 알려주세요", won(282463355000000)),
    answer("english", "NAVER 2024 total equity", won(27000911848337)),
    answer("english", "Samsung Electronics 005930 FY2023 operating income", won(6566976000000)),
)

FRESH9: tuple[Case, ...] = POLITE + REASON_FIRST + REMEMBERED + ENGLISH_AND_CODES
