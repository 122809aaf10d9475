"""Fresh questions in the themes the reader generalized worst on held-out halves (holders and share counts,
comparisons, quarters), written by the round-10 reader helper to check that its mechanisms generalize — not
copied from any half, written before they were run, first run once before any round-10 change (totals in
``test_round10_fresh``). Each figure is a raw row of core/data/bundle/opendart_recorded.json.gz (fnlttSinglAcnt
CFS; the 2023 사업보고서's hyslrSttus, mrhlSttus, stockTotqySttus, alotMatter of 삼성전자), in 원, or a
difference, quotient or sum of two such rows (the arithmetic beside it)."""

from __future__ import annotations

from tests.core.quick.chat_questions import Case, Fig, answer, pct, shares, won


def people(*values: int) -> Fig:
    """A count of people (명)."""
    return Fig("people", tuple(float(v) for v in values))


HOLDERS10: tuple[Case, ...] = (
    # hyslrSttus 최대주주 본인 삼성생명보험㈜ 8.51%, 508,157,148주
    answer("holders", "삼성전자 최대주주가 누구예요?", names=("삼성생명",)),
    answer("holders", "삼성전자 최대주주 지분 몇 %야", pct(8.51)),
    answer("holders", "삼성전자 최대주주 몇 % 갖고 있어", pct(8.51)),
    answer("holders", "삼성전자 1대 주주 보유 지분", pct(8.51)),
    answer("holders", "삼성전자 지배구조 공부하는 중인데요, 최대주주 지분율 몇 %인가요?", pct(8.51)),
    answer("holders", "삼성전자 최대주주 삼성생명 보유 주식 수", shares(508157148)),
    answer("holders", "삼성전자 2023년 말 최대주주 지분율 확인 부탁드립니다", pct(8.51)),
    answer("holders", "삼성생명이 삼성전자 최대주주 맞나요? 지분율도요", pct(8.51), names=("삼성생명",)),
    answer("holders", "삼성생명 삼성전자 지분 몇 퍼센트", pct(8.51)),
    # hyslrSttus 계열회사 삼성물산 5.01%, 298,818,100주
    answer("holders", "삼성물산이 갖고 있는 삼성전자 주식 몇 주야", shares(298818100)),
    answer("holders", "삼성물산의 삼성전자 지분율 알려줘", pct(5.01)),
    # stockTotqySttus 보통주 istc_totqy 5,969,782,550주, distb_stock_co 5,969,782,550주, isu_stock_totqy 20,000,000,000주,
    # profit_incnr 1,810,684,300주
    answer("shares", "삼성전자 발행주식총수 몇 주예요?", shares(5969782550)),
    answer("shares", "삼성전자 보통주 발행주식 수 알려주세요", shares(5969782550)),
    answer("shares", "삼성전자 유통주식수", shares(5969782550)),
    answer("shares", "삼성전자 정관상 발행할 주식의 총수", shares(20000000000)),
    answer("shares", "삼성전자 이익소각으로 줄어든 주식 수", shares(1810684300)),
    # mrhlSttus 소액주주 4,672,039명 (총 주주 4,672,130명), 4,017,892,514주, 67.30%
    answer("shares", "삼성전자 소액주주 몇 명이에요", people(4672039)),
    answer("shares", "삼성전자 소액주주 지분율", pct(67.3)),
    answer("shares", "삼성전자 소액주주 보유 주식수", shares(4017892514)),
    answer("shares", "삼성전자 주주 총 몇 명", people(4672130)),
    answer("shares", "삼성전자 최대주주 지분율이랑 소액주주 몇 명인지", pct(8.51), people(4672039)),
    # alotMatter 주당액면가액 100원, 주당 현금배당금 보통주 1,444원 / 우선주 1,445원 (2023)
    answer("shares", "삼성전자 주식 액면가 얼마예요", won(100)),
    answer("shares", "삼성전자 2023 우선주 배당금 얼마", won(1445)),
    answer("shares", "samsung electronics largest shareholder stake %", pct(8.51)),
)

COMPARE10: tuple[Case, ...] = (
    # 영업이익 FY2024: 삼성전자 32,725,961,000,000 − SK하이닉스 23,467,319,000,000 = 9,258,642,000,000
    answer("compare", "삼성전자와 SK하이닉스 2024년 영업이익 차이는?", won(9258642000000, -9258642000000)),
    answer("compare", "삼성전자 2024년 영업이익이 SK하이닉스보다 얼마나 많아?", won(9258642000000)),
    # 매출액 FY2024: 삼성전자 300,870,903 ÷ 현대자동차 175,231,153 (백만원) = 171.70%
    answer("compare", "현대차 대비 삼성전자 2024년 매출 몇 배", pct(171.6994)),
    # 당기순이익 FY2024: NAVER 1,931,976,372,953, 카카오 −161,870,567,171
    answer(
        "compare", "2024년 네이버랑 카카오 순이익 누가 더 많아요?", won(1931976372953), won(-161870567171)
    ),
    # 카카오 매출 7,871,692,199,887 − 7,557,001,757,272 = 314,690,442,615
    answer("compare", "카카오 2023년 대비 2024년 매출 증가액", won(314690442615)),
    # SK하이닉스 영업이익 23,467,319 − (−7,730,313) = 31,197,632 (백만원)
    answer("compare", "SK하이닉스 2024년 영업이익 전년 대비 얼마나 늘었어", won(31197632000000)),
    # 부채비율 FY2023: 삼성전자 92,228,115 ÷ 363,677,865 = 25.36%; 현대자동차 180,653,915 ÷ 101,809,440 = 177.44%
    answer("compare", "삼성전자 vs 현대차 2023 부채비율", pct(25.3598), pct(177.4432)),
    # 영업이익률 FY2024: NAVER 1,979,263,438,827 ÷ 10,737,719,264,647 = 18.43%; 카카오 460,212,161,525 ÷ 7,871,692,199,887 = 5.85%
    answer("compare", "네이버 영업이익률 2024 카카오보다 높아?", pct(18.4328), pct(5.8464)),
    # 현대자동차 자산총계 339,798,429 − 255,742,462 = 84,055,967 (백만원)
    answer("compare", "현대자동차 자산총계 2022년이랑 2024년 차이", won(84055967000000, -84055967000000)),
    # 매출액 FY2024: SK하이닉스 66,192,960 ÷ 삼성전자 300,870,903 = 22.00%
    answer("compare", "하이닉스 매출이 삼성전자의 몇 % 수준이야? 2024년", pct(22.0005)),
    # 당기순이익 FY2023: 삼성전자 15,487,100 − SK하이닉스 (−9,137,547) = 24,624,647 (백만원)
    answer("compare", "삼전 하닉 2023 순이익 차이", won(24624647000000, -24624647000000)),
    # 순이익률 FY2024: SK하이닉스 19,796,902 ÷ 66,192,960 = 29.91%; 삼성전자 34,451,351 ÷ 300,870,903 = 11.45%
    answer(
        "compare",
        "반도체 두 종목 비교 중이라서요. 2024년 SK하이닉스랑 삼성전자 순이익률 각각 알려주세요",
        pct(29.9079),
        pct(11.4505),
    ),
    answer("compare", "네이버 카카오 2024 자본총계 비교", won(27000911848337), won(13942894159737)),
    # 현대자동차 당기순이익 13,229,908 ÷ 12,272,301 − 1 = 7.80%
    answer("compare", "현대차 2024년 순이익이 2023년보다 몇 % 늘었나요", pct(7.803)),
    # 삼성전자 영업이익 43,376,630 − 32,725,961 = 10,650,669 (백만원)
    answer("compare", "삼성전자 2022년 대비 2024년 영업이익 감소액", won(10650669000000, -10650669000000)),
    # 영업이익 FY2024: 카카오 460,212,161,525 ÷ NAVER 1,979,263,438,827 = 23.25%
    answer("compare", "카카오 영업이익 2024 네이버의 몇 퍼센트?", pct(23.2517)),
    # 매출액 FY2024: 현대자동차 175,231,153 + SK하이닉스 66,192,960 = 241,424,113 (백만원)
    answer("compare", "현대차랑 하이닉스 24년 매출 합치면?", won(241424113000000)),
    answer(
        "compare",
        "삼성전자와 현대자동차 중 2024년 부채총계가 더 큰 곳은?",
        won(112339878000000),
        won(219522496000000),
    ),
    answer("compare", "NAVER 2023 매출과 2024 매출 각각", won(9670643576585), won(10737719264647)),
    answer("compare", "하이닉스 23년 24년 부채비율 비교", pct(87.5199), pct(62.1512)),
    # 매출액 FY2024: NAVER 10,737,719,264,647 − 카카오 7,871,692,199,887 = 2,866,027,064,760
    answer("compare", "카카오가 네이버보다 2024 매출 얼마나 적어?", won(2866027064760, -2866027064760)),
    answer("compare", "2023년 현대차 영업이익 vs 삼성전자 영업이익", won(15126901000000), won(6566976000000)),
)

QUARTERS10: tuple[Case, ...] = (
    # 2024 3분기보고서 (11014) thstrm (3개월) and thstrm_add (누적); the 사업보고서's year less the nine months for Q4
    answer("quarters", "삼성전자 2024년 3분기 매출 (7~9월)", won(79098731000000)),
    answer("quarters", "SK하이닉스 2024년 3분기 누적 영업이익", won(15384523000000)),
    # 현대자동차 매출 175,231,153 − 128,607,452 = 46,623,701 (백만원)
    answer("quarters", "현대차 2024년 4분기 매출", won(46623701000000)),
    # NAVER 영업이익 1,979,263,438,827 − 1,437,247,915,601 = 542,015,523,226
    answer("quarters", "NAVER 2024년 4분기 영업이익", won(542015523226)),
    # 카카오 순이익 3분기 78,513,044,412 ÷ 36,857,908,719 − 1 = 113.02%
    answer("quarters", "카카오 2024년 3분기 순이익 전년 동기 대비 증가율", pct(113.0155)),
    # SK하이닉스 영업이익 Q4 23,467,319 − 15,384,523 = 8,082,796; Q3 7,029,958; Q4 − Q3 = 1,052,838 (백만원)
    answer("quarters", "하이닉스 2024 4분기 영업이익 3분기보다 얼마나 늘었어", won(1052838000000)),
    answer(
        "quarters",
        "현대차 2024년 3분기 영업이익 작년 3분기랑 비교",
        won(3580900000000),
        won(3828468000000),
    ),
    # 삼성전자 순이익 FY2023 15,487,100 − 9M 9,142,342 = 6,344,758 (백만원)
    answer("quarters", "삼성전자 2023년 4분기 순이익", won(6344758000000)),
    answer("quarters", "카카오 2024 1~3분기 매출 합계", won(5914646311642)),
    answer("quarters", "네이버 24년 3분기 석달 매출", won(2715557161556)),
    answer("quarters", "현대차 2024년 3분기 말 부채총계", won(194572577000000)),
    # SK하이닉스 3분기말 부채 43,065,538 ÷ 자본 65,301,520 = 65.95%
    answer("quarters", "SK하이닉스 3분기 말 부채비율 2024", pct(65.9488)),
    # 현대자동차 순이익 Q4 2024 13,229,908 − 10,755,751 = 2,474,157; Q4 2023 12,272,301 − 10,069,667 = 2,202,634; +12.33%
    answer("quarters", "현대차 2024 4분기 순이익 전년 4분기 대비 몇 %", pct(12.3272)),
    # 카카오 영업이익 460,212,161,525 − 384,784,061,698 = 75,428,099,827
    answer("quarters", "카카오 2024 4분기 영업이익", won(75428099827)),
    # 삼성전자 3분기 영업이익 9,183,371 ÷ 매출 79,098,731 = 11.61%
    answer("quarters", "삼성전자 2024년 3분기 영업이익률", pct(11.61)),
    answer("quarters", "하이닉스 2024년 3분기 순이익 3개월 기준", won(5753373000000)),
    answer(
        "quarters",
        "실적 시즌이라 정리 중인데요, NAVER 2024년 3분기 영업이익 누적 기준으로 얼마예요?",
        won(1437247915601),
    ),
    answer("quarters", "현대자동차 2023년 3분기 매출 (3개월)", won(40991126000000)),
    answer("quarters", "삼성전자 24년 1~9월 영업이익", won(26233258000000)),
    # 카카오 순이익 FY2023 −1,816,669,011,014 − 9M 99,961,756,228 = −1,916,630,767,242
    answer("quarters", "카카오 2023년 4분기 순이익", won(-1916630767242)),
    # NAVER 매출 Q4 10,737,719,264,647 − 7,852,098,497,624 = 2,885,620,767,023; Q3 2,715,557,161,556; Q4 − Q3 = 170,063,605,467
    answer("quarters", "네이버 2024년 4분기 매출 전분기 대비 증가액", won(170063605467)),
    answer(
        "quarters",
        "삼성전자랑 하이닉스 2024년 3분기 영업이익 비교 (3개월)",
        won(9183371000000),
        won(7029958000000),
    ),
    # SK하이닉스 매출 Q4 66,192,960 − 46,425,925 = 19,767,035; Q3 17,573,069; 12.48%
    answer("quarters", "SK하이닉스 2024 4분기 매출 QoQ", pct(12.4848)),
)

FRESH10: tuple[Case, ...] = HOLDERS10 + COMPARE10 + QUARTERS10
