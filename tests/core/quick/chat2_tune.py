"""Chat-style keyless questions, second set — the TUNING half (#22 item 4).

Written apart from the quick reader (no look at core/quick, core/finance or the first chat set), in the
phrasing families of this half: casual 반말 endings (몇조?, 얼마야, 얼마임, 알려줘, ??, ㄱㄱ, 몇퍼, 🤔),
nicknames (삼전, 하닉, 현차, naver), two-digit years, FY24, 재작년 (TODAY is 2026-11-21), 영업익/순익/OPM,
3Q24 / 3분기 / 1~3분기 누적, "A vs B", "A의 몇%", 별도/연결기준. The held-out half (``chat2_report``)
uses other families. Expected figures were read raw from the recorded bundle, the arithmetic above each
case; net income may be stated as the total or the owners' share where the bundle holds both, ROE on
year-end or average equity. Ratios and comparisons are in ``chat2_tune_ratios``.

First run (before any reader change): 153 answerable — right 107 (69.9%), deferred 46, wrong 0;
30 unanswerable, all declined without a figure. After tuning the reader on this half (general rules,
ef5a722 and the two-digit range after it): right 148 (96.7%), deferred 5, wrong 0; 30 declined.
"""

from __future__ import annotations

from tests.core.quick.chat2_tune_ratios import COMPARE, RATIOS
from tests.core.quick.chat_questions import Case, Fig, answer, pct, shares, unanswerable, won

AMOUNTS: tuple[Case, ...] = (
    # 삼성전자 2024 영업이익 32,725,961,000,000
    answer("amounts", "삼전 24년 영업익 몇조?", won(32_725_961_000_000)),
    # SK하이닉스 2024 매출액 66,192,960,000,000
    answer("amounts", "하닉 2024 매출 얼마야", won(66_192_960_000_000)),
    # 현대자동차 2024 당기순이익(손실) 13,229,908,000,000
    answer("amounts", "현차24년순익??", won(13_229_908_000_000)),
    # 카카오 2023 매출액 7,557,001,757,272
    answer("amounts", "카카오 23년 매출 알려줘", won(7_557_001_757_272)),
    # NAVER 2024 영업이익 1,979,263,438,827
    answer("amounts", "네이버 24년 영업익 얼마임", won(1_979_263_438_827)),
    # 삼성전자 2023 당기순이익 (전체 또는 지배주주 몫) 14,473,401,000,000 or 15,487,100,000,000
    answer("amounts", "삼성전자 2023 순익 얼마였지", won(14_473_401_000_000, 15_487_100_000_000)),
    # SK하이닉스 2023 영업이익 -7,730,313,000,000
    answer("amounts", "하닉 23년 영업익 적자였지? 얼마 까먹었어", won(-7_730_313_000_000)),
    # SK하이닉스 2023 당기순이익 (전체 또는 지배주주 몫) -9,137,547,000,000 or -9,112,428,000,000
    answer("amounts", "sk하이닉스 23년 순손실 규모 ㄱㄱ", won(-9_137_547_000_000, -9_112_428_000_000)),
    # 현대자동차 2023 매출액 162,663,579,000,000
    answer("amounts", "현차 23년 매출 몇조", won(162_663_579_000_000)),
    # 카카오 2024 당기순이익(손실) -161,870,567,171
    answer("amounts", "카카오 24년 순익 적자야?", won(-161_870_567_171)),
    # NAVER 2023 당기순이익(손실) 985,017,762,493
    answer("amounts", "naver 23년 순이익", won(985_017_762_493)),
    # 삼성전자 2022 매출액 302,231,360,000,000
    answer("amounts", "삼전 22년 매출", won(302_231_360_000_000)),
    # SK하이닉스 2022 영업이익 6,809,417,000,000
    answer("amounts", "하닉  22년  영업익  얼마", won(6_809_417_000_000)),
    # 현대자동차 2022 영업이익 9,824,928,000,000
    answer("amounts", "현차 22년 영업익 🤔", won(9_824_928_000_000)),
    # 카카오 2022 영업이익 569,390,445,168
    answer("amounts", "카카오 22년 영업익 몇억?", won(569_390_445_168)),
    # NAVER 2022 매출액 8,220,078,708,810
    answer("amounts", "네이버 22년 매출 얼마?", won(8_220_078_708_810)),
    # 삼성전자 2021 영업이익 51,633,856,000,000
    answer("amounts", "삼전 21년 영업익", won(51_633_856_000_000)),
    # SK하이닉스 2021 매출액 42,997,792,000,000
    answer("amounts", "하이닉스 21년 매출 얼마였음", won(42_997_792_000_000)),
    # 삼성전자 2020 매출액 236,806,988,000,000
    answer("amounts", "삼성전자 20년 매출 얼마였어", won(236_806_988_000_000)),
    # 삼성전자 2019 영업이익 27,768,509,000,000
    answer("amounts", "삼전 19년 영업익 몇조", won(27_768_509_000_000)),
    # 삼성전자 2020 당기순이익 (전체 또는 지배주주 몫) 26,090,846,000,000 or 26,407,832,000,000
    answer("amounts", "삼전 2020 순익", won(26_090_846_000_000, 26_407_832_000_000)),
    # 삼성전자 2024 자산총계 514,531,948,000,000
    answer("amounts", "삼전 24년 자산총계", won(514_531_948_000_000)),
    # SK하이닉스 2024 부채총계 45,939,505,000,000
    answer("amounts", "하닉 24년 부채총계 얼마", won(45_939_505_000_000)),
    # 현대자동차 2024 자본총계 120,275,933,000,000
    answer("amounts", "현차 24년 자본총계", won(120_275_933_000_000)),
    # 카카오 2024 자산총계 25,773,028,304,462
    answer("amounts", "카카오 24 자산총계 몇조", won(25_773_028_304_462)),
    # NAVER 2023 부채총계 11,499,828,148,842
    answer("amounts", "네이버 23년 부채 총계", won(11_499_828_148_842)),
    # 삼성전자 2023 현금및현금성자산 69,080,893,000,000
    answer("amounts", "삼전 23년 현금 얼마 들고있어?", won(69_080_893_000_000)),
    # SK하이닉스 2023 현금및현금성자산 7,587,329,000,000
    answer("amounts", "하닉 23년 현금성자산", won(7_587_329_000_000)),
    # 삼성전자 2022 재고자산 52,187,866,000,000
    answer("amounts", "삼전 22년 재고자산", won(52_187_866_000_000)),
    # SK하이닉스 2023 재고자산 13,480,659,000,000
    answer("amounts", "하닉 23년 재고 얼마나 쌓였어", won(13_480_659_000_000)),
    # 삼성전자 2023 매출원가 180,388,580,000,000
    answer("amounts", "삼전 23년 매출원가", won(180_388_580_000_000)),
    # 삼성전자 2023 판매비와관리비 71,979,938,000,000
    answer("amounts", "삼전 23 판관비 얼마", won(71_979_938_000_000)),
    # 삼성전자 2023 영업활동현금흐름 44,137,427,000,000
    answer("amounts", "삼전 23년 영업활동현금흐름", won(44_137_427_000_000)),
    # 삼성전자 2023 유형자산의 취득 57,611,292,000,000
    answer("amounts", "삼전 23년 capex 얼마 썼어 (유형자산 취득)", won(57_611_292_000_000)),
    # SK하이닉스 2023 매출총이익 -533,448,000,000
    answer("amounts", "하닉 23년 매출총이익", won(-533_448_000_000)),
    # 삼성전자 2024 별도 영업이익 12,361,034,000,000
    answer("amounts", "삼전 24년 별도 영업익", won(12_361_034_000_000)),
    # 삼성전자 2023 별도 영업이익 -11,526,297,000,000
    answer("amounts", "삼성전자 23년 별도기준 영업이익", won(-11_526_297_000_000)),
    # 현대자동차 2024 별도 매출액 79,060,777,000,000
    answer("amounts", "현차 24 별도 매출", won(79_060_777_000_000)),
    # NAVER 2024 별도 당기순이익(손실) 1,968,704,486,363
    answer("amounts", "네이버 별도 24년 순이익", won(1_968_704_486_363)),
    # SK하이닉스 2024 이익잉여금 65,418,061,000,000
    answer("amounts", "하닉 24년 이익잉여금", won(65_418_061_000_000)),
    # 삼성전자 2024 유동자산 227,062,266,000,000
    answer("amounts", "삼전 24년 유동자산 얼마", won(227_062_266_000_000)),
    # 현대자동차 2023 유동부채 73,362,103,000,000
    answer("amounts", "현차 23년 유동부채", won(73_362_103_000_000)),
    # 신라젠 2023 영업손실 -21,345,852,210
    answer("amounts", "신라젠 23년 영업손실 얼마", won(-21_345_852_210)),
    # 신라젠 2023 영업수익 3,939,558,696
    answer("amounts", "신라젠 23 매출", won(3_939_558_696)),
    # 현대자동차 2024 법인세차감전 순이익 17,781,436,000,000
    answer("amounts", "현대차 24년 법인세 차감전 순이익", won(17_781_436_000_000)),
    # 삼성전자 2024 매출액 300,870,903,000,000
    # 삼성전자 2024 영업이익 32,725,961,000,000
    answer("amounts", "삼전 24년 매출이랑 영업익 같이", won(300_870_903_000_000), won(32_725_961_000_000)),
    # 삼성전자 2024 영업이익 32,725,961,000,000
    answer("amounts", "재작년 삼전 영업익 몇조", won(32_725_961_000_000)),
    # SK하이닉스 2024 매출액 66,192,960,000,000
    answer("amounts", "재작년 하닉 매출", won(66_192_960_000_000)),
    # 삼성전자 2024 영업이익 32,725,961,000,000
    answer("amounts", "삼전 영업익 알려줘", won(32_725_961_000_000)),
    # 카카오 2024 매출액 7,871,692,199,887
    answer("amounts", "카카오 매출 얼마?", won(7_871_692_199_887)),
    # 현대자동차 2024 영업이익 14,239,592,000,000
    answer("amounts", "FY24 현차 영업익", won(14_239_592_000_000)),
    # 카카오 2021 당기순이익(손실) 1,640,484,195,406
    answer("amounts", "카카오 21년 순익", won(1_640_484_195_406)),
    # NAVER 2021 당기순이익(손실) 16,477,625,559,645
    answer("amounts", "네이버 21년 순이익 몇조였지", won(16_477_625_559_645)),
)

QUARTERS: tuple[Case, ...] = (
    # 삼성전자 3Q24 영업이익 9,183,371,000,000
    answer("quarters", "삼전 3Q24 영업익", won(9_183_371_000_000)),
    # SK하이닉스 3Q24 매출액 17,573,069,000,000
    answer("quarters", "하닉 24년 3분기 매출 몇조", won(17_573_069_000_000)),
    # 현대자동차 3Q24 영업이익 3,580,900,000,000
    answer("quarters", "현차 24년 3분기 영업익", won(3_580_900_000_000)),
    # 카카오 3Q24 매출액 1,921,397,995,104
    answer("quarters", "카카오 3Q24 매출", won(1_921_397_995_104)),
    # NAVER 3Q24 영업이익 525,269,664,443
    answer("quarters", "네이버 24년 3분기 영업이익 얼마", won(525_269_664_443)),
    # 삼성전자 3Q24 누적 매출액 225,082,634,000,000
    answer("quarters", "삼전 24년 3분기 누적 매출", won(225_082_634_000_000)),
    # SK하이닉스 3Q24 누적 영업이익 15,384,523,000,000
    answer("quarters", "하닉 24년 1~3분기 누적 영업익", won(15_384_523_000_000)),
    # 현대자동차 3Q24 누적 당기순이익(손실) 10,755,751,000,000
    answer("quarters", "현차 24년 누적 3분기 순익", won(10_755_751_000_000)),
    # 카카오 3Q24 누적 영업이익 384,784,061,698
    answer("quarters", "카카오 24년 3분기까지 누적 영업이익", won(384_784_061_698)),
    # NAVER 3Q24 누적 매출액 7,852,098,497,624
    answer("quarters", "네이버 3Q24 누적 매출", won(7_852_098_497_624)),
    # 삼성전자 3Q24 영업이익 / 삼성전자 3Q24 매출액: 9,183,371,000,000 / 79,098,731,000,000 = 11.6100 %
    answer("quarters", "삼전 3Q24 OPM", pct(11.61)),
    # SK하이닉스 3Q24 영업이익 / SK하이닉스 3Q24 매출액: 7,029,958,000,000 / 17,573,069,000,000 = 40.0042 %
    answer("quarters", "하닉 3Q24 영업이익률", pct(40.0042)),
    # 현대자동차 3Q24 영업이익 / 현대자동차 3Q24 매출액: 3,580,900,000,000 / 42,928,332,000,000 = 8.3416 %
    answer("quarters", "현차 24년 3분기 opm", pct(8.3416)),
    # 삼성전자 3Q24 영업이익 vs 삼성전자 3Q23 영업이익: (9,183,371,000,000 − 2,433,534,000,000) / 2,433,534,000,000 = +277.3677 %
    answer("quarters", "삼전 3Q24 영업익 YoY", pct(277.3677)),
    # NAVER 3Q24 매출액 vs NAVER 3Q23 매출액: (2,715,557,161,556 − 2,445,292,487,206) / 2,445,292,487,206 = +11.0524 %
    answer("quarters", "네이버 3Q24 매출 yoy 몇%", pct(11.0524)),
    # 현대자동차 3Q24 영업이익 vs 현대자동차 3Q23 영업이익: (3,580,900,000,000 − 3,828,468,000,000) / 3,828,468,000,000 = -6.4665 %
    answer("quarters", "현차 3Q24 영업익 전년동기대비", pct(-6.4665)),
    # 카카오 3Q24 매출액 vs 카카오 3Q23 매출액: (1,921,397,995,104 − 2,011,471,714,310) / 2,011,471,714,310 = -4.4780 %
    answer("quarters", "카카오 3Q24 매출 YoY", pct(-4.478)),
    # 삼성전자 3Q23 영업이익 2,433,534,000,000
    answer("quarters", "삼전 23년 3분기 영업익", won(2_433_534_000_000)),
    # SK하이닉스 3Q23 영업이익 -1,791,961,000,000
    answer("quarters", "하닉 23년 3분기 영업손실", won(-1_791_961_000_000)),
    # 삼성전자 2024 3분기말 자산총계 491,307,317,000,000
    answer("quarters", "삼전 24년 3분기말 자산총계", won(491_307_317_000_000)),
    # SK하이닉스 2024 3분기말 부채총계 / SK하이닉스 2024 3분기말 자본총계: 43,065,538,000,000 / 65,301,520,000,000 = 65.9488 %
    answer("quarters", "하닉 24년 3분기말 부채비율", pct(65.9488)),
    # 현대자동차 3Q24 당기순이익(손실) 3,205,850,000,000
    answer("quarters", "현차 3Q24 순이익", won(3_205_850_000_000)),
    # 삼성전자 3Q24 별도 영업이익 4,504,920,000,000
    answer("quarters", "삼전 24년 3분기 별도 영업익", won(4_504_920_000_000)),
    # SK하이닉스 3Q24 누적 영업이익 / SK하이닉스 3Q24 누적 매출액: 15,384,523,000,000 / 46,425,925,000,000 = 33.1378 %
    answer("quarters", "하닉 3분기 누적 OPM 24년", pct(33.1378)),
    # NAVER 3Q24 누적 영업이익 vs NAVER 3Q23 누적 영업이익: (1,437,247,915,601 − 1,083,329,265,515) / 1,083,329,265,515 = +32.6695 %
    answer("quarters", "네이버 3Q24 누적 영업익 YoY", pct(32.6695)),
    # 삼성전자 2024 영업이익 − 삼성전자 3Q24 누적 영업이익: 32,725,961,000,000 − 26,233,258,000,000 = 6,492,703,000,000
    answer("quarters", "삼전 24년 4분기 영업익 (연간-누적)", won(6_492_703_000_000)),
    # 카카오 3Q24 당기순이익(손실) 78,513,044,412
    answer("quarters", "카카오 3Q24 순익", won(78_513_044_412)),
    # 삼성전자 3Q24 매출액 79,098,731,000,000
    answer("quarters", "삼전 3Q24 매출 몇조?", won(79_098_731_000_000)),
    # SK하이닉스 3Q24 당기순이익(손실) 5,753,373,000,000
    answer("quarters", "3Q 하닉 24년 순이익 얼마임", won(5_753_373_000_000)),
)

PER_SHARE: tuple[Case, ...] = (
    # 삼성전자 2023 기본주당이익(손실) 2,131
    answer("per-share", "삼전 23년 EPS", won(2_131)),
    # 삼성전자 2022 기본주당이익(손실) 8,057
    answer("per-share", "삼성전자 22년 주당순이익", won(8_057)),
    # SK하이닉스 2023 기본주당이익(손실) -13,244
    answer("per-share", "하닉 23년 EPS 얼마", won(-13_244)),
    # alotMatter FY2023 주당 현금배당금 보통주 1,444
    answer("per-share", "삼전 23년 배당금 주당 얼마", won(1_444)),
    # alotMatter FY2023 주당 현금배당금 우선주 1,445
    answer("per-share", "삼전 우선주 주당배당금 23년", won(1_445)),
    # alotMatter FY2023 현금배당금총액 9,809,438 백만원
    answer("per-share", "삼전 23년 배당총액", won(9_809_438_000_000)),
    # alotMatter FY2023 (연결)현금배당성향 67.80 %
    answer("per-share", "삼전 23년 배당성향", pct(67.8)),
    # stockTotqySttus FY2023 보통주 발행주식 총수 (istc_totqy) 5,969,782,550
    answer("per-share", "삼전 발행주식수", shares(5_969_782_550)),
    # 삼성전자 2021 기본주당이익(손실) 5,777
    answer("per-share", "삼전 EPS 21년", won(5_777)),
    # 삼성전자 2020 기본주당이익(손실) 3,841
    answer("per-share", "삼전 20년 EPS", won(3_841)),
    # mrhlSttus FY2023 소액주주 수 4,672,039
    answer("per-share", "삼전 소액주주 몇명", Fig("people", (4672039.0,))),
    answer("per-share", "삼전 최대주주 누구", names=("삼성생명",)),
    # SK하이닉스 2023 현금및현금성자산의순증가(감소) 2,610,322,000,000
    answer("per-share", "하닉 23년 현금 얼마나 늘었어", won(2_610_322_000_000)),
    # alotMatter FY2023 report, 전기 (FY2022) (연결)현금배당성향 17.90 %
    answer("per-share", "삼전 22년 배당성향 연결기준", pct(17.9)),
)

UNANSWERABLE: tuple[Case, ...] = (
    # FY2025: the bundle's latest annual report is FY2024
    unanswerable("삼전 25년 영업익"),
    # 작년 = 2025 (today 2026-11-21): no FY2025 report
    unanswerable("작년 하닉 매출 몇조"),
    # 2026 Q3: not in the bundle
    unanswerable("올해 3분기 삼전 영업익"),
    # 현대자동차: FY2021–FY2024 only
    unanswerable("현차 2018년 매출"),
    # 카카오: FY2021–FY2024 only
    unanswerable("카카오 20년 영업익"),
    # NAVER: FY2021–FY2024 only
    unanswerable("네이버 2019 순익"),
    # SK하이닉스: FY2021–FY2024 only
    unanswerable("하닉 2020 영업이익"),
    # 2024 Q2 (반기보고서) is not in the bundle
    unanswerable("삼전 24년 2분기 영업익"),
    # 2024 Q1 is not in the bundle
    unanswerable("삼전 24년 1분기 매출"),
    # LG전자: not in the bundle
    unanswerable("LG전자 24년 영업익"),
    # 기아: not in the bundle
    unanswerable("기아 23년 매출"),
    # 셀트리온: not in the bundle
    unanswerable("셀트리온 24 OPM"),
    # 카카오뱅크 is another company than 카카오: not in the bundle
    unanswerable("카카오뱅크 24년 순이익"),
    # not in the bundle
    unanswerable("삼성바이오로직스 영업익 24년"),
    # not in the bundle
    unanswerable("포스코홀딩스 23 부채비율"),
    # 현대모비스 is not 현대자동차: not in the bundle
    unanswerable("현대모비스 24년 매출"),
    # not in the bundle
    unanswerable("엘지에너지솔루션 24 영업손실"),
    # FY2015: the bundle's oldest figures are FY2017 (FY2019 report)
    unanswerable("삼전 2015년 매출"),
    # 현대자동차 dividends: not in the bundle
    unanswerable("현차 24년 배당금 주당 얼마"),
    # 카카오 EPS: not in the bundle (no full statements, no share count)
    unanswerable("카카오 23년 EPS"),
    # NAVER employees: not in the bundle
    unanswerable("네이버 직원수 몇명"),
    # SK하이닉스 FY2024: key accounts only, no cash line
    unanswerable("하닉 24년 현금및현금성자산"),
    # 삼성전자 FY2024: key accounts only, no inventories
    unanswerable("삼전 24년 재고자산"),
    # 신라젠: FY2021–FY2023 only
    unanswerable("신라젠 24년 영업손실"),
    # 작년 = 2025: no FY2025 report
    unanswerable("작년 네이버 OPM"),
    # 2025 Q3: not in the bundle
    unanswerable("삼전 25년 3분기 실적"),
    # not in the bundle
    unanswerable("엔씨소프트 23년 영업익"),
    # a foreign company: not in OpenDART
    unanswerable("테슬라 24년 매출"),
    # 2024 Q2: not in the bundle
    unanswerable("하닉 24년 2분기 매출"),
    # 올해 = 2026: not in the bundle
    unanswerable("현차 올해 영업익"),
)

TUNE: tuple[Case, ...] = AMOUNTS + RATIOS + QUARTERS + COMPARE + PER_SHARE + UNANSWERABLE
