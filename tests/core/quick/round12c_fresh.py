"""Fresh questions for round 12c's readings of what surrounds an ask — an argument to settle (``core.quick.disputed``)
and filing jargon — written by the round-12c reader helper, not copied from any half, in other stories, people,
companies and years than chat12's; first run once before the reading was wired in (totals in ``test_round12c``).
Each figure is a raw row of core/data/bundle/opendart_recorded.json.gz as the chat12 tuning half's comments give it
(fnlttSinglAcnt CFS; fnlttSinglAcntAll 기본주당이익; the 2023 사업보고서's hyslrSttus, mrhlSttus, alotMatter of
삼성전자; the 2024 3분기보고서's 3개월 column), in 원, or a quotient of two such rows (beside it).

``NEAR12C`` are the near misses: an argument about another company, year or figure than the ask, a company that
is none ("아버지 회사"), a year the bundle lacks. Each must be answered right (the ask's figure) or declined —
never wrong, and the claimed figure never stated as the answer."""

from __future__ import annotations

from tests.core.quick.chat_questions import Case, answer, pct, shares, unanswerable, won

DISPUTES12C: tuple[Case, ...] = (
    # 삼성전자 FY2024 매출액 300,870,903,000,000
    answer(
        "compare",
        "회사 동기가 삼성전자 2024 매출 300조 못 넘었다는데 맞아? 정확한 매출 알려줘",
        won(300870903000000),
    ),
    # SK하이닉스 FY2024 당기순이익 19,796,902,000,000
    answer("amounts", "SK하이닉스 2024 순이익 20조 넘었다 vs 안 넘었다 내기함, 얼마임", won(19796902000000)),
    # NAVER FY2024 영업이익 1,979,263,438,827
    answer("amounts", "네이버 2024 영업이익이 2조 넘었다는 말 진짜임?", won(1979263438827)),
    # 카카오 FY2023 당기순이익 -1,816,669,011,014
    answer("amounts", "카카오 2023년 순이익 흑자였다고 우기는 애 있는데 실제 얼마였음?", won(-1816669011014)),
    # 현대자동차 FY2023 영업이익 15,126,901,000,000; FY2024 14,239,592,000,000
    answer(
        "compare",
        "현대차 2023 영업이익이 2024보다 많았다는데 맞냐? 둘 다 얼마임",
        won(15126901000000),
        won(14239592000000),
    ),
    # 삼성전자 FY2024 당기순이익 34,451,351,000,000; SK하이닉스 FY2024 19,796,902,000,000
    answer(
        "compare",
        "사촌이랑 싸움: 삼성전자 2024 순이익이 하이닉스 2024 순이익보다 많았냐 안 많았냐",
        won(34451351000000),
        won(19796902000000),
    ),
    # NAVER FY2024 매출액 10,737,719,264,647
    answer("amounts", "네이버 2024 매출 10조 넘었냐로 내기했는데 정확히 얼마?", won(10737719264647)),
    # 삼성전자 FY2023 영업이익 6,566,976,000,000
    answer("amounts", "삼성전자 2023 영업이익 10조 넘었다 vs 못 넘었다 — 누가 맞음?", won(6566976000000)),
    # SK하이닉스 FY2023 영업이익 -7,730,313,000,000
    answer(
        "amounts", "팀장님이 하이닉스 2023년에 영업적자였다고 하시는데 맞나요? 금액도요", won(-7730313000000)
    ),
    # 카카오 FY2024 영업이익 460,212,161,525
    answer("amounts", "카카오 2024 영업이익 5천억 넘었다는 친구 말 맞음?", won(460212161525)),
    # 현대자동차 FY2024 당기순이익 13,229,908,000,000
    answer("amounts", "현대차 2024 순이익 13조 넘었다는 거 맞아? 정확히", won(13229908000000)),
    # 삼성전자 FY2024 영업이익 32,725,961,000,000; SK하이닉스 FY2024 23,467,319,000,000
    answer(
        "compare",
        "와이프랑 내기했는데 누가 맞음: 삼성전자 2024 영업이익이 하이닉스보다 많다 vs 적다",
        won(32725961000000),
        won(23467319000000),
    ),
    # NAVER FY2024 자본총계 27,000,911,848,337
    answer("amounts", "NAVER 2024 자본총계 27조 넘는다는데 맞냐? 얼마임", won(27000911848337)),
    # SK하이닉스 FY2024 자본총계 73,915,704,000,000
    answer("amounts", "하이닉스 2024 자본총계가 70조 넘는다는 애 있는데 실제 얼마야", won(73915704000000)),
    # 삼성전자 FY2023 기본주당이익 2,131
    answer("per-share", "삼성전자 2023 EPS 2천원 넘었다 vs 안 넘었다 내기", won(2131)),
    # alotMatter 2023 주당 현금배당금 우선주 1,445, 보통주 1,444
    answer(
        "per-share",
        "삼성전자 우선주 배당이 2023년에 보통주보다 많았다는데 진짜야? 둘 다 얼마",
        won(1445),
        won(1444),
    ),
    # mrhlSttus 소액주주 hold_stock_rate 67.30%
    answer("per-share", "삼성전자 2023 소액주주 지분율 70% 넘는다는 말 맞음?", pct(67.30)),
    # hyslrSttus 삼성생명보험 trmend_posesn_stock_qota_rt 8.51%
    answer("per-share", "삼성전자 최대주주 삼성생명 지분율 10% 넘는다는데 맞냐? 2023년 말 기준", pct(8.51)),
    # 현대자동차 FY2024 매출액 175,231,153,000,000; FY2023 162,663,579,000,000
    answer(
        "compare",
        "현대차 2024년 매출이 2023년보다 줄었다는데 맞아? 둘 다 알려줘",
        won(175231153000000),
        won(162663579000000),
    ),
    # 삼성전자 2024 3분기(7~9월) 영업이익 9,183,371,000,000
    answer("quarters", "삼성전자 2024 3분기 영업이익 10조 넘었다 vs 못 넘었다 싸움남", won(9183371000000)),
    # 카카오 2024 3분기(7~9월) 영업이익 130,525,745,048; 2023 3분기 124,308,626,452
    answer(
        "quarters",
        "카카오 2024 3분기 영업이익이 작년 3분기보다 늘었다는 거 맞음?",
        won(130525745048),
        won(124308626452),
    ),
    # NAVER FY2024 당기순이익 1,931,976,372,953; FY2023 985,017,762,493
    answer(
        "compare",
        "네이버 순이익 2024가 2023보다 늘었다는 말 맞아? 각각 얼마",
        won(1931976372953),
        won(985017762493),
    ),
    # SK하이닉스 FY2023 당기순이익 -9,137,547,000,000
    answer("amounts", "하이닉스 2023 순손실 9조 넘었다는데 진짜임?", won(-9137547000000)),
    # 삼성전자 FY2024 영업이익 32,725,961,000,000 ÷ 매출액 300,870,903,000,000 = 10.88%
    answer("ratios", "삼성전자 2024 영업이익률 10% 넘었다 vs 안 넘었다 내기함", pct(10.88)),
)

NEAR12C: tuple[Case, ...] = (
    # another company and figure in the claim than in the ask: 카카오 FY2024 영업이익 460,212,161,525
    answer(
        "compare", "친구가 네이버 2024 매출 줄었다는데 맞냐? 카카오 2024 영업이익 얼마야", won(460212161525)
    ),
    # another year in the claim: 현대자동차 FY2024 영업이익 14,239,592,000,000
    answer("amounts", "현대차 2023 매출 170조 넘었다는데 맞냐? 2024 영업이익은?", won(14239592000000)),
    # "아버지 회사" is no company
    unanswerable("아버지 회사가 2024년에 흑자였다는데 맞냐?"),
    unanswerable("우리 회사 2024 매출 100억 넘었다 vs 못 넘었다 내기함"),
    # a story of another kind with the argument's words: 삼성전자 FY2024 영업이익 32,725,961,000,000
    answer("amounts", "친구가 삼성전자 다닌다는데 맞냐? 2024 영업이익 얼마", won(32725961000000)),
    # 내기 said negated
    answer("amounts", "내기 안 했는데 삼성전자 2024 매출 얼마", won(300870903000000)),
    # two companies set against each other are kept: 32,725,961,000,000 and 23,467,319,000,000
    answer(
        "compare",
        "삼성전자 vs SK하이닉스 2024 영업이익 내기함",
        won(32725961000000),
        won(23467319000000),
    ),
    # a claim of another figure: SK하이닉스 FY2024 영업이익률 23,467,319 ÷ 66,192,960 = 35.45%
    answer("ratios", "하이닉스 2024 부채비율이 100% 넘었다는데 맞냐? 영업이익률은?", pct(35.45)),
    # a figure said with the copula: 삼성전자 FY2023 당기순이익 15,487,100,000,000
    answer("amounts", "친구가 2023년 삼성전자 순이익 15조라는데 맞냐", won(15487100000000)),
    # a year the bundle lacks, a company it lacks, no company at all
    unanswerable("친구가 삼성전자 2026년 영업이익 50조 넘는다는데 맞냐?"),
    unanswerable("동생이 쿠팡 2024 매출 40조 넘었다는데 맞음?"),
    unanswerable("넘었다 vs 못 넘었다 내기함 누가 맞음"),
    unanswerable("형이랑 싸움: 누가 맞음?"),
    # a claim of a half the bundle has no figure for, argued: declined, never the year's figure
    unanswerable("삼성전자 2024 하반기 영업이익 20조 넘었다 vs 못 넘었다 내기"),
    # a different company in the vs side: both named, both answered
    answer(
        "compare",
        "네이버 2024 순이익 카카오보다 많다 vs 카카오가 더 많다 내기",
        won(1931976372953),
        won(-161870567171),
    ),
    # the claim's ordering is not the answer: 카카오 FY2024 매출 7,871,692,199,887 ÷ NAVER 10,737,719,264,647 = 73.31%
    answer(
        "compare",
        "카카오 2024 매출이 네이버보다 많다는데 맞냐? 둘 다 얼마",
        won(7871692199887),
        won(10737719264647),
    ),
    # a rumour with no confirmation and a person: stays as the rumour reading (read or declined)
    answer("amounts", "친구가 현대차 2024 매출 줄었다던데 얼마임", won(175231153000000)),
    # the claim asked of a quarter, the ask of the year: SK하이닉스 FY2024 영업이익 23,467,319,000,000
    answer(
        "quarters", "하이닉스 3분기 영업이익 7조 넘었다는데 맞냐? 2024년 연간은 얼마", won(23467319000000)
    ),
    # 누가 맞음 with the two companies as the sides: 현대차 FY2024 14,239,592,000,000; NAVER 1,979,263,438,827
    answer(
        "compare",
        "현대차가 네이버보다 2024 영업이익 많다 vs 적다 누가 맞음",
        won(14239592000000),
        won(1979263438827),
    ),
    # 흑자 claimed, 적자 the truth: 신라젠 FY2023 영업손실 -21,345,852,210
    answer("amounts", "신라젠 2023 영업이익 흑자 전환했다는데 맞냐? 얼마", won(-21345852210)),
)

#: filing jargon (``core.quick.filed``): the report, an account's sign, the register's words named the long way
FILED12C: tuple[Case, ...] = (
    # 현대자동차 FY2024 별도 당기순이익 12,240,535,000,000
    answer("amounts", "사업보고서상 현대자동차 2024년 별도 당기순이익(손실)", won(12240535000000)),
    # 카카오 FY2024 연결 매출액 7,871,692,199,887
    answer("amounts", "2024 사업보고서 기준 카카오 연결 매출액", won(7871692199887)),
    # 삼성전자 FY2023 현금및현금성자산 69,080,893,000,000
    answer("amounts", "사업보고서에서 삼성전자 2023년 현금및현금성자산 얼마", won(69080893000000)),
    # 신라젠 FY2023 영업손실 -21,345,852,210
    answer("amounts", "신라젠 2023 사업보고서상 영업이익(손실)", won(-21345852210)),
    # SK하이닉스 FY2024 자본총계 73,915,704,000,000
    answer("amounts", "사업보고서상 SK하이닉스 2024 자본총계", won(73915704000000)),
    # hyslrSttus 삼성생명보험 508,157,148주
    answer("per-share", "삼성전자 2023 사업보고서 기준 최대주주 본인 보유주식수", shares(508157148)),
    # hyslrSttus 삼성생명보험 8.51%
    answer("per-share", "2023 사업보고서상 삼성전자 최대주주 본인 지분율", pct(8.51)),
    # mrhlSttus 소액주주 hold_stock_co 4,017,892,514주
    answer("per-share", "삼성전자 소액주주 소유주식수 사업보고서상 몇 주", shares(4017892514)),
    # mrhlSttus 소액주주 hold_stock_rate 67.30%
    answer("per-share", "삼성전자 소액주주 소유주식 비율 몇 %로 공시됐나", pct(67.30)),
    # NAVER FY2024 연결 당기순이익 1,931,976,372,953
    answer("amounts", "NAVER 사업보고서상 2024년 당기순이익(손실) 연결", won(1931976372953)),
    # 현대자동차 FY2023 영업이익 15,126,901,000,000
    answer("amounts", "현대차 사업보고서 기준 2023년 영업이익", won(15126901000000)),
    # 카카오 FY2023 당기순이익 -1,816,669,011,014
    answer("amounts", "사업보고서상 카카오 2023년 당기순이익(손실)", won(-1816669011014)),
    # NAVER 2024.09.30 부채총계 11,146,535,011,094
    answer("quarters", "NAVER 3분기보고서상 2024년 분기말 부채총계", won(11146535011094)),
    # 삼성전자 FY2023 법인세비용 -4,480,835,000,000
    answer("amounts", "삼성전자 2023 사업보고서상 법인세비용(수익)", won(-4480835000000)),
    # 삼성전자 FY2024 별도 영업이익 12,361,034,000,000
    answer("amounts", "사업보고서 기준 2024 삼성전자 별도 영업이익", won(12361034000000)),
    # 삼성전자 FY2023 영업활동현금흐름 44,137,427,000,000
    answer("amounts", "삼성전자 영업활동현금흐름 2023 사업보고서상 공시된 수치로", won(44137427000000)),
    # 현대자동차 FY2024 연결 당기순이익 13,229,908,000,000
    answer("amounts", "현대자동차 2024 사업보고서상 연결 당기순이익(손실)", won(13229908000000)),
    # SK하이닉스 FY2024 자산총계 119,855,209,000,000
    answer("amounts", "사업보고서에 나온 SK하이닉스 2024년 자산총계", won(119855209000000)),
    # 카카오 FY2024 영업이익 460,212,161,525
    answer("amounts", "카카오 2024 사업보고서상 영업이익", won(460212161525)),
    # hyslrSttus 삼성물산 298,818,100주
    answer("per-share", "삼성전자 2023 사업보고서상 최대주주 삼성물산 소유주식수", shares(298818100)),
    # SK하이닉스 FY2024 별도 영업이익 21,331,452,000,000
    answer("amounts", "SK하이닉스 2024 별도 영업이익(손실) 사업보고서 기준", won(21331452000000)),
    # 삼성전자 FY2024 연결 매출액 300,870,903,000,000
    answer("amounts", "삼성전자 2024 연결 매출액 공시 수치 기준으로", won(300870903000000)),
)

#: near misses of the jargon read: a part of a year beside the annual report, what the report says beside figures,
#: no company, a year not filed, a company not listed, another thing owned
NEAR_FILED12C: tuple[Case, ...] = (
    unanswerable("사업보고서상 삼성전자 2024 3분기 영업이익"),
    unanswerable("사업보고서 제출일 삼성전자 2023"),
    unanswerable("삼성전자 사업보고서 언제 나와"),
    unanswerable("사업보고서상 아버지 회사 매출"),
    unanswerable("삼성전자 2024 영업이익(추정) 사업보고서상"),
    unanswerable("삼성전자 2026 사업보고서상 매출"),
    unanswerable("쿠팡 사업보고서상 2024 매출"),
    unanswerable("소유 부동산 삼성전자 2023 사업보고서상"),
    unanswerable("사업보고서상 삼성전자 2023 상반기 매출"),
    unanswerable("삼성전자 2023 사업보고서상 직원 평균 연봉"),
    # one year's report beside another year asked
    unanswerable("2022 사업보고서상 현대차 2024 영업이익"),
    # the quarter's report beside the quarter's end, with no annual report: NAVER 2024.09.30 부채총계 11,146,535,011,094
    answer("quarters", "3분기보고서상 네이버 2024 분기말 부채총계", won(11146535011094)),
)
