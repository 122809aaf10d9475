"""Chat-style keyless questions, second set — the HELD-OUT REPORT half (#22 item 4).

Written apart from the quick reader and from the tuning half (``chat2_tune``), in other phrasing
families: polite or questioning endings (어케됨?, 어땠어?, 알려줘요, 부탁드립니다, 궁금합니다, ㅇㅇ,
몇이었나요), full or misspelt names (삼성전지, 삼성 전자, 에스케이하이닉스, SK 하이닉스, 현대 자동차, Kakao,
NAVER), four-digit years and 년도, 2년 전/3년 전/지난해, 영업이익률/영익률/당기순이익/총자산/자기자본,
Q3 / 7~9월 / 9월까지 누적 / 3분기말, (연결)/(별도)/[연결] qualifiers, "A하고 B 중에", "A의 몇 퍼센트",
"차이 얼마나 나요". Nobody tunes the reader on it: its test prints totals only. Expected figures were read
raw from the recorded bundle, the arithmetic above each case (net income as the total or the owners'
share, ROE on year-end or average equity, either basis). Ratios and comparisons are in
``chat2_report_ratios``.

First run (before any reader change, totals only): 149 answerable — right 83 (55.7%), deferred 64,
wrong 2; 30 unanswerable, all declined without a figure. Final, run once after the tuning (totals
only): right 93 (62.4%), deferred 55, wrong 1; 30 declined. Which questions fail was not looked at.
"""

from __future__ import annotations

from tests.core.quick.chat2_report_ratios import COMPARE, RATIOS
from tests.core.quick.chat_questions import Case, answer, pct, shares, unanswerable, won

AMOUNTS: tuple[Case, ...] = (
    # 삼성전자 2024 영업이익 32,725,961,000,000
    answer("amounts", "삼성전지 2024년도 영업이익 어케됨?", won(32_725_961_000_000)),
    # SK하이닉스 2024 매출액 66,192,960,000,000
    answer("amounts", "에스케이하이닉스 24년도 매출액 알려줘요", won(66_192_960_000_000)),
    # 현대자동차 2024 당기순이익(손실) 13,229,908,000,000
    answer("amounts", "현대자동차 2024년 당기순이익 궁금합니다", won(13_229_908_000_000)),
    # 카카오 2024 영업이익 460,212,161,525
    answer("amounts", "Kakao 2024년 영업이익 어땠어?", won(460_212_161_525)),
    # NAVER 2023 매출액 9,670,643,576,585
    answer("amounts", "NAVER 2023년 매출액 부탁드립니다", won(9_670_643_576_585)),
    # 삼성전자 2023 매출액 258,935,494,000,000
    answer("amounts", "삼성 전자 23년도 매출액 ㅇㅇ", won(258_935_494_000_000)),
    # SK하이닉스 2024 당기순이익(손실) 19,796,902,000,000
    answer("amounts", "sk하이닉스 2024년 당기순이익 몇이었나요", won(19_796_902_000_000)),
    # 현대자동차 2023 영업이익 15,126,901,000,000
    answer("amounts", "현대 자동차 23년도 영업이익 어케 됨", won(15_126_901_000_000)),
    # 카카오 2023 당기순이익(손실) -1,816,669,011,014
    answer("amounts", "카카오 2023년도 당기순손실 얼마였나요", won(-1_816_669_011_014)),
    # NAVER 2022 당기순이익(손실) 673,180,300,087
    answer("amounts", "네이버 2022년 당기순이익 알려줘요", won(673_180_300_087)),
    # 삼성전자 2021 매출액 279,604,799,000,000
    answer("amounts", "삼성전자 2021년도 매출액 궁금", won(279_604_799_000_000)),
    # SK하이닉스 2023 매출액 32,765,719,000,000
    answer("amounts", "SK 하이닉스 2023년 매출액 어땠어", won(32_765_719_000_000)),
    # 현대자동차 2021 매출액 116,448,159,000,000
    answer("amounts", "현대차 2021년 매출액 부탁드려요", won(116_448_159_000_000)),
    # 카카오 2021 영업이익 587,884,339,202
    answer("amounts", "카카오 2021년도 영업이익 ㅇㅇ?", won(587_884_339_202)),
    # NAVER 2021 영업이익 1,325,478,171,117
    answer("amounts", "네이버 2021년 영업이익 어케됨", won(1_325_478_171_117)),
    # 삼성전자 2019 매출액 230,400,881,000,000
    answer("amounts", "삼성전자 2019년 매출액 알려주세요", won(230_400_881_000_000)),
    # 삼성전자 2020 영업이익 35,993,876,000,000
    answer("amounts", "삼성전자 2020년도 영업이익 궁금합니다", won(35_993_876_000_000)),
    # 삼성전자 2019 당기순이익 (전체 또는 지배주주 몫) 21,505,054,000,000 or 21,738,865,000,000
    answer("amounts", "삼성전자 2019년 당기순이익 어땠나요", won(21_505_054_000_000, 21_738_865_000_000)),
    # 삼성전자 2024 매출액 300,870,903,000,000
    answer("amounts", "2년 전 삼성전자 매출액", won(300_870_903_000_000)),
    # SK하이닉스 2023 영업이익 -7,730,313,000,000
    answer("amounts", "3년 전 하이닉스 영업이익 어땠어", won(-7_730_313_000_000)),
    # 카카오 2024 당기순이익(손실) -161,870,567,171
    answer("amounts", "재작년 카카오 당기순이익 알려줘요", won(-161_870_567_171)),
    # 삼성전자 2023 자산총계 455,905,980,000,000
    answer("amounts", "삼성전자 2023년 총자산 얼마예요", won(455_905_980_000_000)),
    # 현대자동차 2023 부채총계 180,653,915,000,000
    answer("amounts", "현대자동차 2023년 총부채 궁금합니다", won(180_653_915_000_000)),
    # SK하이닉스 2023 자본총계 53,503,752,000,000
    answer("amounts", "sk하이닉스 2023년도 자기자본 얼마?", won(53_503_752_000_000)),
    # NAVER 2024 자산총계 38,167,876,036,020
    answer("amounts", "NAVER 2024년 자산총계 부탁드립니다", won(38_167_876_036_020)),
    # 카카오 2022 부채총계 9,447,826,639,446
    answer("amounts", "카카오 2022년도 부채총계 알려줄래", won(9_447_826_639_446)),
    # 삼성전자 2022 현금및현금성자산 49,680,710,000,000
    answer("amounts", "삼성전자 2022년 현금및현금성자산 얼마나 있었어", won(49_680_710_000_000)),
    # SK하이닉스 2022 현금및현금성자산 4,977,007,000,000
    answer("amounts", "하이닉스 2022년 현금성자산 어케됨", won(4_977_007_000_000)),
    # 삼성전자 2023 재고자산 51,625,874,000,000
    answer("amounts", "삼성전자 2023년도 재고자산 궁금합니다", won(51_625_874_000_000)),
    # 삼성전자 2021 영업활동현금흐름 65,105,448,000,000
    answer("amounts", "삼성전자 2021년 영업활동으로 인한 현금흐름 알려줘요", won(65_105_448_000_000)),
    # SK하이닉스 2023 유형자산의 취득 8,325,138,000,000
    answer("amounts", "하이닉스 2023년 유형자산 취득액 (capex) 어땠어", won(8_325_138_000_000)),
    # 삼성전자 2023 매출총이익 78,546,914,000,000
    answer("amounts", "삼성전자 2023년 매출총이익 알려줘요", won(78_546_914_000_000)),
    # SK하이닉스 2023 판매비와관리비 7,196,865,000,000
    answer("amounts", "하이닉스 2023년 판매비와관리비 얼마였나요", won(7_196_865_000_000)),
    # 삼성전자 2024 별도 매출액 209,052,241,000,000
    answer("amounts", "삼성전자 (별도) 2024년 매출액 어케됨", won(209_052_241_000_000)),
    # 현대자동차 2023 별도 영업이익 6,670,971,000,000
    answer("amounts", "현대자동차 (별도) 2023년 영업이익 알려줘요", won(6_670_971_000_000)),
    # 카카오 2024 별도 당기순이익(손실) 38,156,547,286
    answer("amounts", "카카오 별도 재무제표 기준 2024년 당기순이익", won(38_156_547_286)),
    # NAVER 2022 영업이익 1,304,664,410,543
    answer("amounts", "NAVER (연결) 2022년 영업이익 궁금", won(1_304_664_410_543)),
    # 삼성전자 2024 이익잉여금 370,513,188,000,000
    answer("amounts", "삼성전자 2024년 이익잉여금 얼마예요", won(370_513_188_000_000)),
    # SK하이닉스 2024 유동부채 24,965,444,000,000
    answer("amounts", "하이닉스 2024년 유동부채 어땠어", won(24_965_444_000_000)),
    # 현대자동차 2024 유동자산 115,764,287,000,000
    answer("amounts", "현대자동차 2024년 유동자산 ㅇㅇ", won(115_764_287_000_000)),
    # 신라젠 2023 당기순이익(손실) -20,369,238,698
    answer("amounts", "신라젠 2023년 당기순손실 궁금합니다", won(-20_369_238_698)),
    # 신라젠 2022 영업손실 -24,476,247,012
    answer("amounts", "신라젠 2022년 영업손실 어땠어", won(-24_476_247_012)),
    # 신라젠 2023 현금및현금성자산 23,588,103,654
    answer("amounts", "신라젠 23년도 현금성자산 얼마야", won(23_588_103_654)),
    # 삼성전자 2024 법인세차감전 순이익 37,529,734,000,000
    answer("amounts", "삼성전자 2024년 법인세차감전순이익 부탁드립니다", won(37_529_734_000_000)),
    # 카카오 2024 매출액 7,871,692,199,887
    # 카카오 2024 영업이익 460,212,161,525
    answer(
        "amounts",
        "카카오 2024년도 매출액이랑 영업이익 둘 다 알려줘요",
        won(7_871_692_199_887),
        won(460_212_161_525),
    ),
    # NAVER 2024 영업이익 1,979,263,438,827
    answer("amounts", "네이버 영업이익 어케됨?", won(1_979_263_438_827)),
    # SK하이닉스 2024 매출액 66,192,960,000,000
    answer("amounts", "하이닉스 매출액 궁금합니다", won(66_192_960_000_000)),
    # 현대자동차 2023 당기순이익(손실) 12,272,301,000,000
    answer("amounts", "현대차 FY2023 당기순이익", won(12_272_301_000_000)),
    # 삼성전자 2022 영업이익 43,376,630,000,000
    answer("amounts", "삼성전자 2022년 영업이익 [연결] 알려줘", won(43_376_630_000_000)),
    # 삼성전자 2021 당기순이익 (전체 또는 지배주주 몫) 39,243,791,000,000 or 39,907,450,000,000
    answer("amounts", "삼성전자 2021년도 당기순이익 ㅇㅇ", won(39_243_791_000_000, 39_907_450_000_000)),
    # NAVER 2024 이자수익 173,555,227,088
    answer("amounts", "NAVER 2024년 이자수익 궁금합니다", won(173_555_227_088)),
)

QUARTERS: tuple[Case, ...] = (
    # 삼성전자 3Q24 당기순이익(손실) 10,100,904,000,000
    answer("quarters", "삼성전자 Q3 2024 당기순이익 알려줘요", won(10_100_904_000_000)),
    # SK하이닉스 3Q24 영업이익 7,029,958,000,000
    answer("quarters", "하이닉스 2024 Q3 영업이익 궁금합니다", won(7_029_958_000_000)),
    # 현대자동차 3Q24 매출액 42,928,332,000,000
    answer("quarters", "현대자동차 24년 7~9월 매출액 어땠어", won(42_928_332_000_000)),
    # 카카오 3Q24 영업이익 130,525,745,048
    answer("quarters", "카카오 2024년 7~9월 영업이익 어케됨", won(130_525_745_048)),
    # NAVER 3Q24 당기순이익(손실) 530,077,779,234
    answer("quarters", "NAVER 24년 Q3 당기순이익 부탁드립니다", won(530_077_779_234)),
    # 삼성전자 3Q24 누적 영업이익 26,233,258,000,000
    answer("quarters", "삼성전자 2024년 9월까지 누적 영업이익 알려줘요", won(26_233_258_000_000)),
    # SK하이닉스 3Q24 누적 매출액 46,425,925,000,000
    answer("quarters", "하이닉스 24년 3분기 누적 매출액 ㅇㅇ", won(46_425_925_000_000)),
    # 현대자동차 3Q24 누적 영업이익 11,417,398,000,000
    answer("quarters", "현대차 2024년 1~9월 영업이익 궁금", won(11_417_398_000_000)),
    # 카카오 3Q24 누적 매출액 5,914,646,311,642
    answer("quarters", "카카오 2024년 9월까지 매출액 누적", won(5_914_646_311_642)),
    # NAVER 3Q24 누적 당기순이익(손실) 1,417,937,616,744
    answer("quarters", "NAVER 24년 3분기 누적 당기순이익 어땠어", won(1_417_937_616_744)),
    # 삼성전자 3Q24 누적 영업이익 / 삼성전자 3Q24 누적 매출액: 26,233,258,000,000 / 225,082,634,000,000 = 11.6549 %
    answer("quarters", "삼성전자 2024년 Q3 누적 영업이익률", pct(11.6549)),
    # 카카오 3Q24 영업이익 / 카카오 3Q24 매출액: 130,525,745,048 / 1,921,397,995,104 = 6.7933 %
    answer("quarters", "카카오 24년 Q3 영업이익률 알려줘요", pct(6.7933)),
    # NAVER 3Q24 영업이익 / NAVER 3Q24 매출액: 525,269,664,443 / 2,715,557,161,556 = 19.3430 %
    answer("quarters", "NAVER 2024년 7~9월 영업이익률 궁금합니다", pct(19.343)),
    # SK하이닉스 3Q24 매출액 vs SK하이닉스 3Q23 매출액: (17,573,069,000,000 − 9,066,171,000,000) / 9,066,171,000,000 = +93.8312 %
    answer("quarters", "하이닉스 Q3 2024 매출액 전년 동기 대비 증가율", pct(93.8312)),
    # 현대자동차 3Q24 매출액 vs 현대자동차 3Q23 매출액: (42,928,332,000,000 − 40,991,126,000,000) / 40,991,126,000,000 = +4.7259 %
    answer("quarters", "현대차 2024년 Q3 매출액 YoY 궁금합니다", pct(4.7259)),
    # NAVER 3Q24 영업이익 vs NAVER 3Q23 영업이익: (525,269,664,443 − 380,180,743,422) / 380,180,743,422 = +38.1631 %
    answer("quarters", "NAVER Q3 2024 영업이익 전년 동기 대비 몇 % 늘었어", pct(38.1631)),
    # 삼성전자 3Q23 매출액 67,404,652,000,000
    answer("quarters", "삼성전자 2023년 Q3 매출액 어땠어", won(67_404_652_000_000)),
    # SK하이닉스 3Q23 당기순이익(손실) -2,184,699,000,000
    answer("quarters", "하이닉스 23년 7~9월 당기순손실 알려줘요", won(-2_184_699_000_000)),
    # 현대자동차 3Q23 누적 영업이익 11,719,109,000,000
    answer("quarters", "현대자동차 2023년 3분기 누적 영업이익 궁금합니다", won(11_719_109_000_000)),
    # 카카오 2024 3분기말 자산총계 25,696,273,460,133
    answer("quarters", "카카오 2024년 3분기말 자산총계 어케됨", won(25_696_273_460_133)),
    # NAVER 2024 3분기말 부채총계 / NAVER 2024 3분기말 자본총계: 11,146,535,011,094 / 26,155,222,833,651 = 42.6169 %
    answer("quarters", "NAVER 24년 3분기말 부채 비율 궁금", pct(42.6169)),
    # 현대자동차 2024 3분기말 자본총계 111,514,026,000,000
    answer("quarters", "현대차 24년 3분기말 자본총계 알려줘요", won(111_514_026_000_000)),
    # 삼성전자 3Q24 별도 매출액 55,828,922,000,000
    answer("quarters", "삼성전자 (별도) 24년 Q3 매출액 부탁드립니다", won(55_828_922_000_000)),
    # SK하이닉스 3Q24 당기순이익(손실) / SK하이닉스 3Q24 매출액: 5,753,373,000,000 / 17,573,069,000,000 = 32.7397 %
    answer("quarters", "하이닉스 2024년 Q3 당기순이익률", pct(32.7397)),
    # 현대자동차 2024 매출액 − 현대자동차 3Q24 누적 매출액: 175,231,153,000,000 − 128,607,452,000,000 = 46,623,701,000,000
    answer("quarters", "현대자동차 2024년 4분기 매출액 (연간에서 3분기 누적 뺀거)", won(46_623_701_000_000)),
    # 카카오 3Q24 당기순이익(손실) vs 카카오 3Q23 당기순이익(손실): (78,513,044,412 − 36,857,908,719) / 36,857,908,719 = +113.0155 %
    answer("quarters", "카카오 Q3 2024 당기순이익 전년 동기 대비", pct(113.0155)),
    # 삼성전자 3Q24 영업이익 − 삼성전자 3Q23 영업이익: 9,183,371,000,000 − 2,433,534,000,000 = 6,749,837,000,000
    answer("quarters", "삼성전자 24년 7~9월 영업이익이 23년 7~9월보다 얼마나 늘었어", won(6_749_837_000_000)),
    # NAVER 3Q23 매출액 2,445,292,487,206
    answer("quarters", "NAVER 2023년 Q3 매출액 궁금합니다", won(2_445_292_487_206)),
)

PER_SHARE: tuple[Case, ...] = (
    # 삼성전자 2019 기본주당이익(손실) 3,166
    answer("per-share", "삼성전자 2019년 주당순이익(EPS) 궁금합니다", won(3_166)),
    # SK하이닉스 2022 기본주당이익(손실) 3,242
    answer("per-share", "하이닉스 2022년 주당순이익 부탁드립니다", won(3_242)),
    # SK하이닉스 2021 기본/희석 주당이익 13,984 or 13,989
    answer("per-share", "하이닉스 2021년 EPS 어케됨", won(13_984, 13_989)),
    # alotMatter FY2023 report, 전기 (FY2022) 주당 현금배당금 보통주 1,444
    answer("per-share", "삼성전자 2022년 보통주 주당 배당금 궁금합니다", won(1_444)),
    # alotMatter FY2023 report, 전전기 (FY2021) 주당 현금배당금 보통주 1,444
    answer("per-share", "삼성전자 2021년 주당배당금 어케됨", won(1_444)),
    # alotMatter FY2023 report, 전기 현금배당금총액 9,809,438 백만원
    answer("per-share", "삼성전자 2022년 배당금 총액 궁금", won(9_809_438_000_000)),
    # alotMatter FY2023 report, 전전기 (연결)현금배당성향 25.00 %
    answer("per-share", "삼성전자 2021년 연결 배당성향 어땠어", pct(25.0)),
    # alotMatter FY2023 (별도)현금배당성향 38.60 %
    answer("per-share", "삼성전자 2023년 별도 기준 배당성향 궁금합니다", pct(38.6)),
    # stockTotqySttus FY2023 보통주 발행주식의 총수 (istc_totqy) 5,969,782,550
    answer("per-share", "삼성전자 주식 총 몇 주 발행됐어", shares(5_969_782_550)),
    # alotMatter FY2023 주당액면가액(원) 100
    answer("per-share", "삼성전자 2023년 주당 액면가 얼마야", won(100)),
    # hyslrSttus FY2023 삼성생명보험㈜ 기말 지분율 8.51 %
    answer("per-share", "삼성전자 최대주주 지분율 궁금합니다", pct(8.51)),
    # 삼성전자 2020 현금및현금성자산 29,382,578,000,000
    answer("per-share", "삼성전자 2020년 현금및현금성자산 궁금합니다", won(29_382_578_000_000)),
    # 삼성전자 2023 배당금의 지급 9,864,474,000,000
    answer("per-share", "삼성전자 2023년 배당금 지급액 (현금흐름표) 알려줘요", won(9_864_474_000_000)),
    # 신라젠 2023 기본주당이익(손실) -198
    answer("per-share", "신라젠 2023년 주당순손실 궁금", won(-198)),
)

UNANSWERABLE: tuple[Case, ...] = (
    # FY2025: the bundle's latest annual report is FY2024
    unanswerable("삼성전지 2025년도 영업이익 어케됨"),
    # 작년 = 2025 (today 2026-11-21): no FY2025 report
    unanswerable("작년 카카오 영업이익 알려줘요"),
    # 지난해 = 2025: no FY2025 report
    unanswerable("지난해 NAVER 매출액 궁금합니다"),
    # 올해 = 2026: not in the bundle
    unanswerable("올해 하이닉스 매출액 어땠어"),
    # 현대자동차: FY2021–FY2024 only
    unanswerable("현대자동차 2020년 영업이익 알려줘요"),
    # 카카오: FY2021–FY2024 only
    unanswerable("카카오 2019년도 매출액 궁금합니다"),
    # NAVER: FY2021–FY2024 only
    unanswerable("NAVER 2020년 영업이익률 어케됨"),
    # SK하이닉스: FY2021–FY2024 only
    unanswerable("하이닉스 2019년 당기순이익 부탁드립니다"),
    # 2024 Q2 (반기보고서): not in the bundle
    unanswerable("삼성전자 2024년 Q2 매출액 ㅇㅇ"),
    # 2024 Q1: not in the bundle
    unanswerable("현대차 2024년 Q1 영업이익 궁금"),
    # 2024 Q2: not in the bundle
    unanswerable("카카오 2024년 4~6월 영업이익 알려줘요"),
    # 2025 Q3: not in the bundle
    unanswerable("NAVER 2025년 Q3 영업이익 어땠어"),
    # not in the bundle
    unanswerable("LG화학 2024년 영업이익 궁금합니다"),
    # not in the bundle
    unanswerable("기아자동차 2024년 매출액 부탁드립니다"),
    # 카카오페이 is not 카카오: not in the bundle
    unanswerable("카카오페이 2023년 당기순손실 어케됨"),
    # 삼성SDI is not 삼성전자: not in the bundle
    unanswerable("삼성SDI 2023년 매출액 궁금합니다"),
    # SK텔레콤 is not SK하이닉스: not in the bundle
    unanswerable("SK텔레콤 2024년 영업이익 알려줘요"),
    # 현대건설 is not 현대자동차: not in the bundle
    unanswerable("현대건설 2024년도 매출액 어땠어"),
    # 카카오게임즈 is not 카카오: not in the bundle
    unanswerable("카카오게임즈 2024년 영업손실 ㅇㅇ"),
    # FY2016: the bundle's oldest figures are FY2017
    unanswerable("삼성전자 2016년 영업이익 궁금합니다"),
    # SK하이닉스 FY2024: key accounts only, no EPS
    unanswerable("하이닉스 2024년 주당순이익 알려줘요"),
    # NAVER dividends: not in the bundle
    unanswerable("NAVER 2024년 주당 배당금 궁금합니다"),
    # 현대자동차 employees: not in the bundle
    unanswerable("현대자동차 직원 수 어케됨"),
    # 카카오: key accounts only, no cash line
    unanswerable("카카오 2024년 현금및현금성자산 알려줘요"),
    # 삼성전자 FY2024: key accounts only, no cost of sales
    unanswerable("삼성전자 2024년 매출원가 궁금합니다"),
    # 신라젠: FY2021–FY2023 only
    unanswerable("신라젠 2020년 매출액 어땠어"),
    # 2026 Q3: not in the bundle
    unanswerable("올해 3분기 NAVER 영업이익 부탁드립니다"),
    # a foreign company: not in OpenDART
    unanswerable("애플 2024년 매출액 알려줘요"),
    # 삼성전자 dividends: the FY2023 report only (FY2021–FY2023)
    unanswerable("삼성전자 2024년 배당성향 궁금합니다"),
    # 2025 Q4: not in the bundle
    unanswerable("작년 4분기 삼성전자 영업이익 어땠어"),
)

REPORT: tuple[Case, ...] = AMOUNTS + RATIOS + QUARTERS + COMPARE + PER_SHARE + UNANSWERABLE
