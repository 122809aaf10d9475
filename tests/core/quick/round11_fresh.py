"""Fresh questions in the themes the reader generalized worst on held-out halves (per-share figures, holders and
share counts, quarters, comparisons), written by the round-11 reader helper to check that its mechanisms
generalize — not copied from any half, written before they were run, first run once before any round-11 reading
change (totals in ``test_round11_fresh``). Each figure is a raw row of core/data/bundle/opendart_recorded.json.gz
(fnlttSinglAcnt CFS; fnlttSinglAcntAll 기본주당이익; the 2023 사업보고서's hyslrSttus, mrhlSttus, stockTotqySttus,
alotMatter of 삼성전자; the 2024 3분기보고서's 3개월 and 누적 columns), in 원, or a difference, quotient or sum of
two such rows (the arithmetic beside it)."""

from __future__ import annotations

from tests.core.quick.chat_questions import Case, Fig, answer, pct, shares, won


def people(*values: int) -> Fig:
    """A count of people (명)."""
    return Fig("people", tuple(float(v) for v in values))


PERSHARE11: tuple[Case, ...] = (
    # alotMatter 주당액면가액 100원
    answer("per-share", "삼성전자 주식 1주당 액면가 얼마임", won(100)),
    answer("per-share", "삼전 한 주 액면가가 얼마짜리예요?", won(100)),
    # fnlttSinglAcntAll 기본주당이익: 삼성전자 2023 2,131원, 2022 8,057원; SK하이닉스 2023 −13,244원
    answer("per-share", "삼성전자 2023년 기본주당이익 얼마", won(2131)),
    answer("per-share", "SK하이닉스 2023 기본 EPS 마이너스였지?", won(-13244)),
    answer("per-share", "삼성전자 22년 기본 EPS 알려줘", won(8057)),
    # alotMatter 주당 현금배당금 2023: 보통주 1,444원, 우선주 1,445원
    answer("per-share", "삼성전자 2023 보통주 1주당 배당금 얼마 줬어", won(1444)),
    answer("per-share", "삼성전자 우선주 한 주에 배당 얼마 나왔어? 2023", won(1445)),
    answer("per-share", "삼성전자 2023 보통주 한 주 갖고 있으면 배당 얼마 받아?", won(1444)),
    answer("per-share", "삼성전자 물려 있는데 2023 주당배당금 얼마였나요", won(1444)),
    answer("per-share", "삼성전자 10주 들고 있는데 주당 배당 2023 얼마", won(1444)),
    answer("per-share", "삼성전자 2023 주당배당금 보통주 우선주 각각", won(1444), won(1445)),
    # alotMatter (연결)현금배당성향: 2023 67.80%, 2022 17.90%, 2021 25%
    answer("per-share", "삼성전자 2023년 배당성향 70% 가까이 됐지?", pct(67.8)),
    answer("per-share", "삼성전자 배당성향 2022년 18% 정도 맞나?", pct(17.9)),
    answer("per-share", "삼성전자 2021년 배당성향 연결 기준 몇 퍼", pct(25)),
)

HOLDERS11: tuple[Case, ...] = (
    # stockTotqySttus 보통주 istc_totqy 5,969,782,550주, isu_stock_totqy 20,000,000,000주, profit_incnr 1,810,684,300주
    answer("holders", "삼성전자 발행주식 59억주 정도 맞지?", shares(5969782550)),
    answer("holders", "삼성전자 정관상 발행 가능한 주식 수", shares(20000000000)),
    answer("holders", "삼성전자 소각한 주식 누적 몇 주", shares(1810684300)),
    # hyslrSttus 삼성생명보험㈜ 8.51%, 508,157,148주; 삼성물산 5.01%, 298,818,100주
    answer("holders", "삼성전자 최대주주 지분 8% 넘는 거 ㄹㅇ?", pct(8.51)),
    answer("holders", "삼성생명이 들고 있는 삼성전자 주식 5억주 넘어?", shares(508157148)),
    answer("holders", "삼성전자 보유 중인데 최대주주가 몇 주 갖고 있는지 궁금해요", shares(508157148)),
    answer("holders", "삼성물산 보유 삼성전자 지분율 5% 넘음?", pct(5.01)),
    # mrhlSttus 소액주주 4,672,039명 (총 주주 4,672,130명), 67.30%
    answer("holders", "삼성전자 소액주주 460만명 넘었지?", people(4672039)),
    answer("holders", "삼성전자 주식 들고 있는데요, 소액주주 지분율 몇 %예요?", pct(67.3)),
    answer("holders", "삼성전자 주주인데 총 주주 수 몇 명이에요?", people(4672130)),
    # 508,157,148 − 298,818,100 = 209,339,048주
    answer("holders", "삼성생명 삼성물산 삼성전자 보유 주식 수 차이", shares(209339048, -209339048)),
    answer("holders", "삼성생명이랑 삼성물산 중 삼성전자 지분 누가 더 높아", pct(8.51), pct(5.01)),
)

QUARTERS11: tuple[Case, ...] = (
    # 2024 3분기보고서 thstrm (3개월): SK하이닉스 영업이익 7,029,958, 매출 17,573,069; 삼성전자 영업이익 9,183,371,
    # 매출 79,098,731 (백만원); NAVER 매출 2,715,557,161,556원
    answer("quarters", "SK하이닉스 Q3 2024 영업이익", won(7029958000000)),
    answer("quarters", "SK하이닉스 3Q 2024 매출", won(17573069000000)),
    answer("quarters", "삼성전자 2024 3분기만 따로 영업이익", won(9183371000000)),
    answer("quarters", "SK하이닉스 2024년 3분기 3개월 동안 매출", won(17573069000000)),
    answer("quarters", "삼성전자 24년 3분기 영업이익 9조 찍었지?", won(9183371000000)),
    answer("quarters", "삼성전자 2024년 3분기 매출 79조 ㄹㅇ?", won(79098731000000)),
    answer("quarters", "Q3 2024 SK하이닉스 영업이익 3개월 기준", won(7029958000000)),
    answer("quarters", "네이버 24년 3분기 매출 3개월치", won(2715557161556)),
    # 누적 (thstrm_add): SK하이닉스 영업이익 15,384,523, 매출 46,425,925
    answer("quarters", "SK하이닉스 24년 3분기 누적 영업이익 15조 넘었음?", won(15384523000000)),
    answer("quarters", "SK하이닉스 2024년 1~9월 영업이익", won(15384523000000)),
    answer("quarters", "SK하이닉스 24.3Q 누적 매출", won(46425925000000)),
    # Q4 = FY − 9M: SK하이닉스 영업이익 23,467,319 − 15,384,523 = 8,082,796; 매출 66,192,960 − 46,425,925 = 19,767,035;
    # NAVER 매출 10,737,719,264,647 − 7,852,098,497,624 = 2,885,620,767,023; 현대자동차 순이익 13,229,908 − 10,755,751 =
    # 2,474,157; 카카오 영업이익 460,212,161,525 − 384,784,061,698 = 75,428,099,827; 삼성전자 순이익 FY2023 15,487,100 −
    # 9,142,342 = 6,344,758 (백만원)
    answer("quarters", "SK하이닉스 2024년 4분기만 보면 영업이익 얼마", won(8082796000000)),
    answer("quarters", "NAVER 2024 4분기 매출만 따로", won(2885620767023)),
    answer("quarters", "하이닉스 2024 Q4 매출 얼마였지", won(19767035000000)),
    answer("quarters", "현대차 2024년 4분기 순이익만", won(2474157000000)),
    answer("quarters", "카카오 24년 4분기 영업이익", won(75428099827)),
    answer("quarters", "삼성전자 2023년 4분기 순이익 얼마", won(6344758000000)),
    # 삼성전자 3분기 영업이익 9,183,371 ÷ 매출 79,098,731 = 11.61%; SK하이닉스 매출 Q4 19,767,035 ÷ Q3 17,573,069 − 1 = 12.48%
    answer("quarters", "삼성전자 2024 3분기 영업이익률 (3개월 기준)", pct(11.61)),
    answer("quarters", "SK하이닉스 2024년 4분기 매출 3분기보다 몇 % 늘었어", pct(12.48)),
)

COMPARE11: tuple[Case, ...] = (
    # 영업이익 FY2024: 삼성전자 32,725,961, SK하이닉스 23,467,319 (백만원)
    answer("compare", "삼전 vs 하닉 24년 영업이익 누가 더 많음", won(32725961000000), won(23467319000000)),
    # 매출액 FY2024: 현대자동차 175,231,153 + SK하이닉스 66,192,960 = 241,424,113 (백만원)
    answer("compare", "2024년 매출 현대차랑 SK하이닉스 합치면", won(241424113000000)),
    # NAVER 10,737,719,264,647 − 카카오 7,871,692,199,887 = 2,866,027,064,760
    answer("compare", "2024 매출 네이버가 카카오보다 얼마 더 많아", won(2866027064760)),
    # 영업이익 FY2024: 카카오 460,212,161,525 ÷ NAVER 1,979,263,438,827 = 23.25%; NAVER ÷ 카카오 = 430.08%
    answer("compare", "카카오 2024 영업이익은 네이버의 몇 %", pct(23.25)),
    answer("compare", "NAVER 2024 영업이익 카카오 대비 몇 배", pct(430.08)),
    # 매출액 FY2024: SK하이닉스 66,192,960 ÷ 삼성전자 300,870,903 = 22.00%; 삼성전자 ÷ 현대자동차 175,231,153 = 171.70%
    answer("compare", "SK하이닉스 2024 매출은 삼성전자 매출의 몇 퍼센트야", pct(22.0)),
    answer("compare", "삼성전자 2024년 매출 현대차의 몇 배", pct(171.70)),
    # 순이익률 FY2024: SK하이닉스 29.91%, 삼성전자 11.45%; 순이익 SK하이닉스 19,796,902 ÷ 삼성전자 34,451,351 = 57.46%
    answer("compare", "2024년 순이익률 삼성전자 하이닉스 누가 높아", pct(11.45), pct(29.91)),
    answer("compare", "하이닉스 24년 순이익이 삼전의 몇 %?", pct(57.46)),
    # 부채비율 FY2023: 삼성전자 25.36%, 현대자동차 177.44%; 영업이익률 FY2024: NAVER 18.43%, 카카오 5.85%
    answer("compare", "2023 부채비율 삼성전자랑 현대차 비교해줘", pct(25.36), pct(177.44)),
    answer("compare", "네이버 카카오 2024 영업이익률 비교", pct(18.43), pct(5.85)),
    # SK하이닉스 영업이익 23,467,319 − (−7,730,313) = 31,197,632; 현대자동차 순이익 13,229,908 ÷ 12,272,301 − 1 = 7.80%
    answer("compare", "SK하이닉스 2023 대비 2024 영업이익 증가액", won(31197632000000)),
    answer("compare", "현대차 2024 순이익 2023 대비 몇 % 늘었어", pct(7.80)),
    # 당기순이익 FY2023: 삼성전자 15,487,100 − SK하이닉스 (−9,137,547) = 24,624,647 (백만원)
    answer("compare", "2023년 순이익 삼성전자가 하이닉스보다 얼마나 많았나", won(24624647000000)),
    # 당기순이익 FY2024: NAVER 1,931,976,372,953 − 카카오 (−161,870,567,171) = 2,093,846,940,124
    answer("compare", "2024년 네이버 카카오 순이익 차이", won(2093846940124, -2093846940124)),
    # 2024 3분기 (3개월) 영업이익: SK하이닉스 7,029,958, 삼성전자 9,183,371 (백만원)
    answer(
        "compare",
        "SK하이닉스 3분기 2024 영업이익 삼성전자보다 적었어?",
        won(7029958000000),
        won(9183371000000),
    ),
    # 삼성전자 300,870,903 + SK하이닉스 66,192,960 = 367,063,863 (백만원)
    answer("compare", "삼전 하닉 2024 매출 합계", won(367063863000000)),
    # several companies named, ranked: 영업이익 FY2024 NAVER 1,979,263,438,827; 매출액 FY2024 as above
    answer(
        "compare",
        "2024 영업이익 삼성전자 SK하이닉스 NAVER 중 제일 많은 곳",
        won(32725961000000),
        won(23467319000000),
        won(1979263438827),
    ),
    answer(
        "compare",
        "2024년 매출 삼성전자 현대차 하이닉스 순위",
        won(300870903000000),
        won(175231153000000),
        won(66192960000000),
    ),
    answer("compare", "삼성전자 2024 매출에서 SK하이닉스 매출이 차지하는 비중", pct(22.0)),
)

FRESH11: tuple[Case, ...] = PERSHARE11 + HOLDERS11 + QUARTERS11 + COMPARE11
