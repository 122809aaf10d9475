"""Keyless chat questions, fourth set, tuning half (#22 item 4): annual amounts and the unanswerable ones.

Written apart from the quick reader: nothing under core/quick or core/finance, no figure module and no
other question file (first set, chat2_*, chat3_*, questions.py, the eval set) was read before this set was
written; only chat3_tune's docstring, to keep clear of its phrasing families. The tuning half is typed as
friends type in a group chat: nicknames (삼전, 하닉, 현차, 네이버, 네카오), slang and 초성 (영익, 순익,
영업익, 순익률, 영익률, 원가율, 판관비율, 영업CF, 시설투자, DPS, ㄹㅇ, ㅋㅋ, ㄷㄷ, ㄱㄱ, ㅇㅋ, ㅎㄷㄷ, ㅠㅠ,
실화?, 역대급, 였다며?, 맞음?, 흑자냐?, 몇조냐, 몇천억, 몇조 몇천억, 몇퍼 뛰었냐, 빠졌냐, 불었어),
the metric first ("영업이익 삼성전자 2022", "ROE 삼전 '23"), years as '23, 23년도, 23, 23→24, quarters as
3Q24, 24.3Q, 24년 3Q, 3Q누적, 4Q24 (the year less its first nine months), 24 상반기 (nine months less the
third quarter), 24.9월말, units asked as 억으로, 원 단위로, 몇억, and comparisons as "A vs B", "누가 더",
"A랑 B", "한번에". The report half (``chat4_report``) uses other families.

Every expected figure was read raw from the bundle (``core/data/bundle/opendart_recorded.json.gz``) by
the writer's own script, the arithmetic in a comment above the case. Where a question leaves a definition
open, each reading is accepted: 연결 or 별도 when the basis is not said, total or owners' net income
(where the full statements hold it), ROE on year-end or average equity, a restated prior-year figure or
the original; "흑자냐"/"벌었어" accept the operating or the net figure. The harness's TODAY is 2026-11-21:
작년 = FY2025 and 올해 = FY2026 (not in the bundle). Unanswerable: later or missing periods (1Q24, 2Q24
alone, 3Q25, FY2016, SK하이닉스 FY2020), companies outside the bundle, prices of the companies the
bundle holds no (synthetic) KIS recording for (현대자동차, 카카오), segments, unit sales and forecasts.

First run (2026-11-27, before any reader change for this set; a crash counted as wrong): 210 answerable
— right 121 (57.6%), deferred 85, wrong 4; 33 unanswerable, all declined. By theme: amounts 49/79 right,
ratios 30/40, compare 19/33 (1 crash: "유동비율 하닉 vs 삼전 '23" raises ValueError in the table's column
order), quarters 13/34, per-share 10/24 (3 wrong: "삼전 주당순익 '22" and "하닉 주당순익 '22" answered with
당기순이익, "하닉 EPS '21 ㄹㅇ 만원 넘었냐" with the FY2023 EPS under a "FY2025 not in the data" note).

After tuning on this half (2026-11-27): right 204 (97.1%), deferred 6, wrong 0; 33 unanswerable, all
declined. By theme: amounts 79/79, ratios 40/40, compare 33/33, quarters 34/34, per-share 18/24 (the six
shareholder and share-count questions still go to the card: 최대주주, 지분, 몇주, 소액주주, 발행주식수).
"""

from __future__ import annotations

from tests.core.quick.chat4_tune_more import PER_SHARE4, QUARTERS4
from tests.core.quick.chat4_tune_ratios import COMPARE4, RATIOS4
from tests.core.quick.chat_questions import Case, answer, unanswerable, won

AMOUNTS4: tuple[Case, ...] = (
    # 삼성전자 FY2024 영업이익: 연결 32,725,961백만; 별도 12,361,034백만
    answer("amounts", "삼전 24년 영익 몇조?", won(32_725_961_000_000, 12_361_034_000_000)),
    # SK하이닉스 FY2023 영업이익: 연결 -7,730,313백만; 별도 -4,672,124백만
    answer("amounts", "하닉 '23 영익 ㄹㅇ 적자였음?", won(-7_730_313_000_000, -4_672_124_000_000)),
    # 현대자동차 FY2023 매출액: 연결 162,663,579백만; 별도 78,033,758백만
    answer("amounts", "현차 23년도 매출 몇조임", won(162_663_579_000_000, 78_033_758_000_000)),
    # NAVER FY2024 당기순이익: 연결 1,931,976,372,953원; 별도 1,968,704,486,363원
    answer("amounts", "네이버 순익 24년 얼마 ㅋㅋ", won(1_931_976_372_953, 1_968_704_486_363)),
    # 카카오 FY2023 당기순이익: 연결 -1,816,669,011,014원; 별도 102,108,806,408원
    answer("amounts", "카카오 23년 순익 적자 맞음?", won(-1_816_669_011_014, 102_108_806_408)),
    # 삼성전자 FY2022 영업이익: 연결 43,376,630백만; 별도 25,319,329백만
    answer("amounts", "영업이익 삼성전자 2022", won(43_376_630_000_000, 25_319_329_000_000)),
    # SK하이닉스 FY2024 매출액: 연결 66,192,960백만; 별도 55,736,287백만
    answer("amounts", "매출 하닉 24", won(66_192_960_000_000, 55_736_287_000_000)),
    # 현대자동차 FY2022 당기순이익: 연결 7,983,614백만; 별도 3,701,958백만
    answer("amounts", "순이익 현차 '22", won(7_983_614_000_000, 3_701_958_000_000)),
    # NAVER FY2023 자산총계: 연결 35,737,826,964,395원; 별도 15,479,991,448,695원
    answer("amounts", "자산총계 네이버 23년도", won(35_737_826_964_395, 15_479_991_448_695)),
    # 카카오 FY2024 부채총계: 연결 11,830,134,144,725원; 별도 4,393,161,976,843원
    answer("amounts", "부채총계 카카오 24년", won(11_830_134_144_725, 4_393_161_976_843)),
    # 삼성전자 FY2021 매출액: 연결 279,604,799백만; 별도 199,744,705백만
    answer("amounts", "삼전 '21 매출 억으로", won(279_604_799_000_000, 199_744_705_000_000)),
    # SK하이닉스 FY2022 영업이익: 연결 6,809,417백만; 별도 7,660,947백만
    answer("amounts", "하닉 22년 영익 원 단위로 ㄱㄱ", won(6_809_417_000_000, 7_660_947_000_000)),
    # 현대자동차 FY2024 영업이익: 연결 14,239,592백만; 별도 6,599,372백만
    answer("amounts", "현차 영익 24년 몇조냐", won(14_239_592_000_000, 6_599_372_000_000)),
    # 삼성전자 FY2020 영업이익: 연결 35,993,876백만
    answer("amounts", "삼전 2020 영업익 얼마였지", won(35_993_876_000_000)),
    # 삼성전자 FY2019 당기순이익: 연결 21,738,865백만; owners' 21,505,054백만
    answer("amounts", "삼전 19년 순익 ㄱㄱ", won(21_738_865_000_000, 21_505_054_000_000)),
    # SK하이닉스 FY2024 영업이익: 연결 23,467,319백만; 별도 21,331,452백만 | SK하이닉스 FY2024 당기순이익: 연결 19,796,902백만;
    #   별도 17,640,396백만
    answer(
        "amounts",
        "하닉 24년 흑자냐?",
        won(23_467_319_000_000, 21_331_452_000_000, 19_796_902_000_000, 17_640_396_000_000),
    ),
    # 카카오 FY2024 영업이익: 연결 460,212,161,525원; 별도 491,969,958,048원 | 카카오 FY2024 당기순이익: 연결
    #   -161,870,567,171원; 별도 38,156,547,286원
    answer(
        "amounts",
        "카카오 24 흑자냐 적자냐",
        won(460_212_161_525, 491_969_958_048, -161_870_567_171, 38_156_547_286),
    ),
    # NAVER FY2022 매출액: 연결 8,220,078,708,810원; 별도 5,512,586,322,305원
    answer("amounts", "네이버 22년 매출 몇조?", won(8_220_078_708_810, 5_512_586_322_305)),
    # 현대자동차 FY2023 자본총계: 연결 101,809,440백만; 별도 60,787,169백만
    answer("amounts", "현차 자본총계 23년도 얼마", won(101_809_440_000_000, 60_787_169_000_000)),
    # 삼성전자 FY2023 현금: 연결 69,080,893백만
    answer("amounts", "삼전 현금성자산 23년말 몇조", won(69_080_893_000_000)),
    # 삼성전자 FY2022 재고자산: 연결 52,187,866백만
    answer("amounts", "삼전 재고 22년 ㄹㅇ 얼마나 쌓였냐", won(52_187_866_000_000)),
    # SK하이닉스 FY2023 재고자산: 연결 13,480,659백만
    answer("amounts", "하닉 재고자산 '23", won(13_480_659_000_000)),
    # 삼성전자 FY2021 매출원가: 연결 166,411,342백만
    answer("amounts", "매출원가 삼전 21년", won(166_411_342_000_000)),
    # 삼성전자 FY2023 판관비: 연결 71,979,938백만
    answer("amounts", "판관비 삼전 2023 몇조", won(71_979_938_000_000)),
    # 삼성전자 FY2022 영업CF: 연결 62,181,346백만
    answer("amounts", "삼전 영업CF 22년", won(62_181_346_000_000)),
    # SK하이닉스 FY2023 영업CF: 연결 4,278,191백만
    answer("amounts", "하닉 '23 영업CF 얼마", won(4_278_191_000_000)),
    # 삼성전자 FY2023 CAPEX: 연결 57,611,292백만
    answer("amounts", "삼전 시설투자 23년 몇조 ㄷㄷ", won(57_611_292_000_000)),
    # 현대자동차 FY2024 이익잉여금: 연결 96,595,668백만; 별도 64,217,561백만
    answer("amounts", "현차 이익잉여금 24년 몇조", won(96_595_668_000_000, 64_217_561_000_000)),
    # 카카오 FY2024 자본금: 연결 44,416,211,700원; 별도 44,416,211,700원
    answer("amounts", "카카오 자본금 24년 몇억", won(44_416_211_700, 44_416_211_700)),
    # NAVER FY2024 유동자산: 연결 9,374,912,034,828원; 별도 3,777,662,815,776원
    answer("amounts", "네이버 유동자산 24 얼마", won(9_374_912_034_828, 3_777_662_815_776)),
    # SK하이닉스 FY2024 부채총계: 연결 45,939,505백만; 별도 41,185,493백만
    answer("amounts", "하닉 부채 24년 몇조", won(45_939_505_000_000, 41_185_493_000_000)),
    # 현대자동차 FY2023 비유동부채: 연결 107,291,812백만; 별도 5,683,387백만
    answer("amounts", "비유동부채 현차 23년도", won(107_291_812_000_000, 5_683_387_000_000)),
    # 삼성전자 FY2024 자산총계: 연결 514,531,948백만; 별도 324,966,127백만
    answer("amounts", "삼전 자산 몇조 '24", won(514_531_948_000_000, 324_966_127_000_000)),
    # NAVER FY2021 영업이익: 연결 1,325,478,171,117원; 별도 1,558,728,780,279원
    answer("amounts", "네이버 영익 '21", won(1_325_478_171_117, 1_558_728_780_279)),
    # 카카오 FY2021 매출액: 연결 5,910,512,880,994원; 별도 2,132,915,884,804원
    answer("amounts", "카카오 매출 '21 몇조", won(5_910_512_880_994, 2_132_915_884_804)),
    # 현대자동차 FY2021 당기순이익: 연결 5,693,077백만; 별도 645,526백만
    answer("amounts", "현차 '21 순익", won(5_693_077_000_000, 645_526_000_000)),
    # 삼성전자 FY2018 영업이익: 연결 58,886,669백만
    answer("amounts", "삼전 '18 영익 ㅋㅋ 역대급이었다던데", won(58_886_669_000_000)),
    # SK하이닉스 FY2022 매출액: 연결 44,621,568백만; 별도 37,878,699백만
    answer("amounts", "하닉 22년도 매출 억으로", won(44_621_568_000_000, 37_878_699_000_000)),
    # 신라젠 FY2023 영업이익: 연결 -21,345,852,210원; 별도 -13,114,253,064원
    answer("amounts", "신라젠 23년 영업손실 몇억 났냐", won(-21_345_852_210, -13_114_253_064)),
    # 신라젠 FY2023 매출액: 연결 3,939,558,696원; 별도 3,939,558,696원
    answer("amounts", "신라젠 매출 23년도 몇억", won(3_939_558_696, 3_939_558_696)),
    # 신라젠 FY2022 당기순이익: 연결 -24,593,128,293원; 별도 -25,665,896,627원
    answer("amounts", "신라젠 순손실 '22", won(-24_593_128_293, -25_665_896_627)),
    # 신라젠 FY2023 현금: 연결 23,588,103,654원; 별도 22,207,112,943원
    answer("amounts", "신라젠 현금 23년말 몇억 남았냐", won(23_588_103_654, 22_207_112_943)),
    # 카카오 FY2024 영업비용: 연결 7,411,480,038,362원; 별도 2,103,131,505,031원
    answer("amounts", "카카오 영업비용 24년", won(7_411_480_038_362, 2_103_131_505_031)),
    # NAVER FY2024 이자수익: 연결 173,555,227,088원; 별도 74,235,048,922원
    answer("amounts", "네이버 이자수익 24", won(173_555_227_088, 74_235_048_922)),
    # 삼성전자 FY2024 세전이익: 연결 37,529,734백만; 별도 21,749,578백만
    answer("amounts", "삼전 세전이익 24년", won(37_529_734_000_000, 21_749_578_000_000)),
    # SK하이닉스 FY2022 이익잉여금: 연결 56,685,260백만; 별도 54,413,210백만
    answer("amounts", "하닉 이익잉여금 '22 몇조", won(56_685_260_000_000, 54_413_210_000_000)),
    # 카카오 FY2024 영업이익: 연결 460,212,161,525원; 별도 491,969,958,048원
    answer("amounts", "카카오 영익 24년 몇천억?", won(460_212_161_525, 491_969_958_048)),
    # NAVER FY2023 영업이익: 연결 1,488,820,269,608원; 별도 1,713,205,368,367원
    answer("amounts", "네이버 영익 23 몇천억임", won(1_488_820_269_608, 1_713_205_368_367)),
    # 현대자동차 FY2024 당기순이익: 연결 13,229,908백만; 별도 12,240,535백만
    answer("amounts", "현차 '24 순익 몇조 몇천억", won(13_229_908_000_000, 12_240_535_000_000)),
    # 삼성전자 FY2023 영업이익: 별도 -11,526,297백만
    answer("amounts", "삼전 별도 영익 23년 적자였다며?", won(-11_526_297_000_000)),
    # 삼성전자 FY2024 당기순이익: 연결 34,451,351백만
    answer("amounts", "삼전 연결 순익 24", won(34_451_351_000_000)),
    # SK하이닉스 FY2024 매출액: 별도 55,736,287백만
    answer("amounts", "하닉 별도 매출 '24", won(55_736_287_000_000)),
    # SK하이닉스 FY2024 영업이익: 연결 23,467,319백만; 별도 21,331,452백만
    answer("amounts", "하닉 24년 영익 23조 실화?", won(23_467_319_000_000, 21_331_452_000_000)),
    # 삼성전자 FY2023 영업이익: 연결 6,566,976백만; 별도 -11,526,297백만
    answer("amounts", "삼전 23년 영익 6조대 맞음?", won(6_566_976_000_000, -11_526_297_000_000)),
    # 현대자동차 FY2024 매출액: 연결 175,231,153백만; 별도 79,060,777백만
    answer("amounts", "현차 24 매출 ㄷㄷ 얼마", won(175_231_153_000_000, 79_060_777_000_000)),
    # NAVER FY2024 매출액: 연결 10,737,719,264,647원; 별도 6,180,892,084,942원
    answer("amounts", "네이버 24년 매출 10조 넘음?", won(10_737_719_264_647, 6_180_892_084_942)),
    # 카카오 FY2023 매출액: 연결 7,557,001,757,272원; 별도 2,499,599,504,613원
    answer("amounts", "카카오 23 매출 ㅋㅋ 몇조", won(7_557_001_757_272, 2_499_599_504_613)),
    # 삼성전자 영업이익 FY2023->FY2024: 연결 32,725,961백만 - 6,566,976백만 = 26,158,985백만; 별도 12,361,034백만 -
    #   -11,526,297백만 = 23,887,331백만
    answer("amounts", "삼전 영익 23→24 몇조 늘었냐", won(26_158_985_000_000, 23_887_331_000_000)),
    # SK하이닉스 매출액 FY2023->FY2024: 연결 66,192,960백만 - 32,765,719백만 = 33,427,241백만; 별도 55,736,287백만 -
    #   27,639,997백만 = 28,096,290백만
    answer("amounts", "하닉 매출 23에서 24 몇조 불었어", won(33_427_241_000_000, 28_096_290_000_000)),
    # 현대자동차 부채총계 FY2023->FY2024: 연결 219,522,496백만 - 180,653,915백만 = 38,868,581백만; 별도 26,920,610백만
    #   - 24,277,466백만 = 2,643,144백만
    answer("amounts", "현차 부채 '23 대비 '24 몇조 늘었음", won(38_868_581_000_000, 2_643_144_000_000)),
    # SK하이닉스 FY2021 당기순이익: 연결 9,616,188백만; owners' 9,602,316백만; 별도 9,567,226백만
    answer("amounts", "순익 하닉 '21 몇조", won(9_616_188_000_000, 9_602_316_000_000, 9_567_226_000_000)),
    # 카카오 FY2022 당기순이익: 연결 1,067,029,037,423원; 별도 1,611,790,174,060원
    answer("amounts", "카카오 '22 순익 ㅇㅋ 얼마", won(1_067_029_037_423, 1_611_790_174_060)),
    # NAVER FY2021 당기순이익: 연결 16,477,625,559,645원; 별도 1,524,755,009,961원
    answer("amounts", "네이버 '21 순익 ㄹㅇ 16조임?", won(16_477_625_559_645, 1_524_755_009_961)),
    # 삼성전자 FY2019 자본총계: 연결 262,880,421백만
    answer("amounts", "자본총계 삼전 '19", won(262_880_421_000_000)),
    # 현대자동차 FY2024 유동부채: 연결 79,509,643백만; 별도 20,530,589백만
    answer("amounts", "현차 유동부채 24년 ㅎㅎ", won(79_509_643_000_000, 20_530_589_000_000)),
    # 삼성전자 FY2022 배당금지급: 연결 9,814,426백만
    answer("amounts", "삼전 '22 배당금 지급액 현금흐름표", won(9_814_426_000_000)),
    # 삼성전자 FY2020 영업CF: 연결 65,287,009백만
    answer("amounts", "삼전 '20 영업CF 몇조", won(65_287_009_000_000)),
    # SK하이닉스 FY2022 CAPEX: 연결 19,010,261백만
    answer("amounts", "하닉 '22 시설투자 얼마 부었냐", won(19_010_261_000_000)),
    # NAVER FY2024 영업비용: 연결 8,758,455,825,820원; 별도 4,275,633,762,007원
    answer("amounts", "네이버 '24 영업비용 몇조", won(8_758_455_825_820, 4_275_633_762_007)),
    # 삼성전자 FY2017 당기순이익: 연결 42,186,747백만; owners' 41,344,569백만
    answer("amounts", "삼전 '17 순익 몇조였지", won(42_186_747_000_000, 41_344_569_000_000)),
    # 현대자동차 FY2024 총포괄손익: 연결 18,254,753백만; 별도 11,984,469백만
    answer("amounts", "현차 총포괄손익 24 ㅇㅇ", won(18_254_753_000_000, 11_984_469_000_000)),
    # NAVER FY2024 자본금: 연결 16,481,339,500원; 별도 16,481,339,500원
    answer("amounts", "네이버 자본금 몇억 '24", won(16_481_339_500, 16_481_339_500)),
    # 카카오 FY2023 이익잉여금: 연결 1,922,136,928,615원; 별도 1,391,076,211,720원
    answer("amounts", "카카오 이익잉여금 '23 몇조", won(1_922_136_928_615, 1_391_076_211_720)),
    # SK하이닉스 FY2021 영업이익: 연결 12,410,340백만; 별도 12,183,360백만
    answer("amounts", "하닉 영익 '21 ㅎㄷㄷ", won(12_410_340_000_000, 12_183_360_000_000)),
    # 삼성전자 FY2020 유동자산: 연결 198,215,579백만
    answer("amounts", "유동자산 삼전 '20", won(198_215_579_000_000)),
    # 현대자동차 FY2022 비유동자산: 연결 159,353,189백만; 별도 59,593,036백만
    answer("amounts", "현차 비유동자산 '22 몇조", won(159_353_189_000_000, 59_593_036_000_000)),
    # 카카오 FY2024 비유동부채: 연결 3,197,477,167,852원; 별도 1,622,015,375,753원
    answer("amounts", "카카오 '24 비유동부채 얼마", won(3_197_477_167_852, 1_622_015_375_753)),
    # NAVER FY2023 세전이익: 연결 1,481,396,317,551원; 별도 1,932,392,566,272원
    answer("amounts", "네이버 세전이익 23", won(1_481_396_317_551, 1_932_392_566_272)),
    # 삼성전자 FY2024 총포괄손익: 연결 51,296,338백만; 별도 23,230,095백만
    answer("amounts", "삼전 '24 총포괄손익 몇조", won(51_296_338_000_000, 23_230_095_000_000)),
)


UNANSWERABLE4: tuple[Case, ...] = (
    # 작년 = FY2025: not in the bundle
    unanswerable("삼전 작년 영익 몇조?"),
    # 올해 = FY2026: not in the bundle
    unanswerable("하닉 올해 매출 얼마 나옴"),
    # FY2025: not in the bundle
    unanswerable("현차 25년 순익 ㄱㄱ"),
    # 작년 3분기 = 3Q25: not in the bundle
    unanswerable("네이버 작년 3분기 영익"),
    # 3Q25: not in the bundle
    unanswerable("카카오 3Q25 매출"),
    # 1Q24: the bundle holds the 3Q24 report only
    unanswerable("삼전 1Q24 매출"),
    # 2Q24 alone: no 1Q or half-year report in the bundle
    unanswerable("하닉 2Q24 영익 몇조"),
    # LG에너지솔루션: not in the bundle
    unanswerable("LG엔솔 24년 영익"),
    # 셀트리온: not in the bundle
    unanswerable("셀트리온 '23 매출 몇조"),
    # POSCO홀딩스: not in the bundle
    unanswerable("포스코홀딩스 부채비율 24"),
    # 에코프로: not in the bundle
    unanswerable("에코프로 순익 23 ㄹㅇ?"),
    # 하이브: not in the bundle
    unanswerable("하이브 24년 매출 몇천억"),
    # 기아: not in the bundle
    unanswerable("기아 영익 24 ㄱㄱ"),
    # 비바리퍼블리카 (unlisted): not in the bundle
    unanswerable("토스 매출 '24"),
    # share price: not in the bundle (no KIS recording for 035720)
    unanswerable("카카오 주가 지금 얼마"),
    # PER needs a share price: not in the bundle (no KIS recording for 005380)
    unanswerable("현차 PER 몇배임"),
    # market cap: not in the bundle
    unanswerable("현차 시총 몇조"),
    # PBR needs a share price: not in the bundle (no KIS recording for 035720)
    unanswerable("카카오 PBR '24"),
    # 카카오 dividends: not in the bundle (only 삼성전자 FY2023)
    unanswerable("카카오 DPS '23"),
    # 현대자동차 employees: not in the bundle
    unanswerable("현차 직원수 몇명"),
    # SK하이닉스 shareholders: not in the bundle
    unanswerable("하닉 최대주주 지분 몇퍼"),
    # FY2016: not in the bundle
    unanswerable("삼전 '16 매출"),
    # SK하이닉스 FY2020: not in the bundle
    unanswerable("하닉 '20 영익"),
    # 현대자동차 FY2019: not in the bundle
    unanswerable("현차 '19 매출 몇조"),
    # 신라젠 quarters: not in the bundle
    unanswerable("신라젠 3Q24 매출"),
    # 신라젠 FY2024: not in the bundle
    unanswerable("신라젠 24년 영업손실 얼마"),
    # 올해 = FY2026: not in the bundle
    unanswerable("삼전 올해 배당 얼마 나옴?"),
    # a forecast: not in the bundle
    unanswerable("네이버 26년 영익 컨센"),
    # price targets: not in the bundle
    unanswerable("카카오 목표주가 ㅋㅋ"),
    # segment figures: not in the bundle
    unanswerable("삼전 반도체 부문 영익 24"),
    # product mix: not in the bundle
    unanswerable("하닉 HBM 매출 비중 몇퍼"),
    # unit sales: not in the bundle
    unanswerable("현차 미국 판매량 24"),
    # QoQ needs 2Q24 alone: not in the bundle
    unanswerable("삼전 3Q24 매출 전분기 대비 몇퍼"),
)

TUNE4: tuple[Case, ...] = AMOUNTS4 + RATIOS4 + COMPARE4 + QUARTERS4 + PER_SHARE4 + UNANSWERABLE4
