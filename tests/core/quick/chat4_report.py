"""Keyless chat questions, fourth set, held-out report half (#22 item 4): annual amounts and the
unanswerable ones. Nobody tunes the reader on this half; its test prints totals only.

Written apart from the quick reader and every other question file, as ``chat4_tune`` was, and in phrasing
families that half does not use: voice-typed run-ons without spaces ("삼성전자2024년영업이익얼마야"),
English mixed in (operating profit, net income, revenue, debt ratio, operating margin, net margin, current
ratio, gross margin, SG&A ratio, equity ratio, capex, inventory, retained earnings, comprehensive income,
operating cash flow, basic EPS, payout ratio, dividend per share, YoY, FY2019, FY23, third quarter, 9M),
formal requests (여쭤봐도 될까요, 확인 부탁드립니다, 알려주실 수 있을까요, 공유 부탁드립니다,
문의드립니다, 여쭙니다), stock codes for names (005930, 000660, 005380, 035720, 035420), full and English
names (주식회사 카카오, Samsung Electronics, SK hynix, Hyundai Motor, Kakao), follow-up-like but standalone
openings (그럼, 아 그리고, 그건 그렇고, 참고로, 혹시), years as FY2022, 2022 회계연도, 2024년 12월말,
quarters as 2024년 3분기, 3분기 누계, 9월말 기준, 2024년 4분기, 상반기, units as 백만원 단위로, 억원 기준으로,
and comparisons as "A와 B 중", "A 대비 B", "각각", "차이 금액", growth as YoY, 증가율, 증감률, 증감액.

Figures: read raw from the bundle by the writer's own script, the arithmetic above each case; open
definitions accept each reading, as in ``chat4_tune``. TODAY 2026-11-21: 작년 = FY2025, 올해 = FY2026.

First run (2026-11-27, before any reader change for this set; totals only, a crash counted as wrong): 163
answerable — right 113 (69.3%), deferred 48, wrong 2 (one of them a crash); 27 unanswerable, all declined.
After the crash was fixed: right 114, wrong 1. After the reader was tuned on ``chat4_tune`` (totals only):
right 122 (74.8%), wrong 1; at the end (2026-11-27, with the lead's fix of that one case, 57cd78c): right
123 (75.5%), deferred 40, wrong 0; 27 unanswerable, all declined.
"""

from __future__ import annotations

from tests.core.quick.chat4_report_more import PER_SHARE4R, QUARTERS4R
from tests.core.quick.chat4_report_ratios import COMPARE4R, RATIOS4R
from tests.core.quick.chat_questions import Case, answer, unanswerable, won

AMOUNTS4R: tuple[Case, ...] = (
    # 삼성전자 FY2024 영업이익: 연결 32,725,961백만; 별도 12,361,034백만
    answer("amounts", "삼성전자2024년영업이익얼마야", won(32_725_961_000_000, 12_361_034_000_000)),
    # SK하이닉스 FY2023 당기순이익: 연결 -9,137,547백만; owners' -9,112,428백만; 별도 -4,836,170백만
    answer(
        "amounts",
        "SK하이닉스2023년순이익얼마였어",
        won(-9_137_547_000_000, -9_112_428_000_000, -4_836_170_000_000),
    ),
    # 현대자동차 FY2024 매출액: 연결 175,231,153백만; 별도 79,060,777백만
    answer("amounts", "현대자동차2024매출액알려줘봐", won(175_231_153_000_000, 79_060_777_000_000)),
    # NAVER FY2023 매출액: 연결 9,670,643,576,585원; 별도 5,609,799,005,883원
    answer("amounts", "NAVER 2023 revenue 얼마예요", won(9_670_643_576_585, 5_609_799_005_883)),
    # 삼성전자 FY2022 영업이익: 연결 43,376,630백만; 별도 25,319,329백만
    answer("amounts", "삼성전자 FY2022 operating profit 얼마?", won(43_376_630_000_000, 25_319_329_000_000)),
    # SK하이닉스 FY2024 당기순이익: 연결 19,796,902백만; 별도 17,640,396백만
    answer("amounts", "SK hynix 24년 net income 알려줘", won(19_796_902_000_000, 17_640_396_000_000)),
    # 현대자동차 FY2023 매출액: 연결 162,663,579백만; 별도 78,033,758백만
    answer("amounts", "Hyundai Motor 2023 revenue 몇 조인가요", won(162_663_579_000_000, 78_033_758_000_000)),
    # 카카오 FY2023 당기순이익: 연결 -1,816,669,011,014원; 별도 102,108,806,408원
    answer("amounts", "Kakao 2023 net loss 규모가 어느 정도죠", won(-1_816_669_011_014, 102_108_806_408)),
    # NAVER FY2024 영업이익: 연결 1,979,263,438,827원; 별도 1,905,258,322,935원
    answer("amounts", "NAVER FY2024 operating income", won(1_979_263_438_827, 1_905_258_322_935)),
    # 삼성전자 FY2023 매출액: 연결 258,935,494백만; 별도 170,374,090백만
    answer("amounts", "005930 2023 매출액", won(258_935_494_000_000, 170_374_090_000_000)),
    # SK하이닉스 FY2024 영업이익: 연결 23,467,319백만; 별도 21,331,452백만
    answer("amounts", "000660 2024 영업이익 알려주세요", won(23_467_319_000_000, 21_331_452_000_000)),
    # 현대자동차 FY2022 당기순이익: 연결 7,983,614백만; 별도 3,701,958백만
    answer("amounts", "005380 2022 당기순이익", won(7_983_614_000_000, 3_701_958_000_000)),
    # 카카오 FY2024 매출액: 연결 7,871,692,199,887원; 별도 2,595,101,463,079원
    answer("amounts", "035720 2024 매출 얼마인가요", won(7_871_692_199_887, 2_595_101_463_079)),
    # NAVER FY2021 영업이익: 연결 1,325,478,171,117원; 별도 1,558,728,780,279원
    answer("amounts", "035420 2021 영업이익 확인 좀", won(1_325_478_171_117, 1_558_728_780_279)),
    # 삼성전자 FY2021 당기순이익: 연결 39,907,450백만; owners' 39,243,791백만; 별도 30,970,954백만
    answer(
        "amounts",
        "삼성전자 2021년 당기순이익 여쭤봐도 될까요?",
        won(39_907_450_000_000, 39_243_791_000_000, 30_970_954_000_000),
    ),
    # SK하이닉스 FY2022 매출액: 연결 44,621,568백만; 별도 37,878,699백만
    answer(
        "amounts",
        "SK하이닉스 2022 회계연도 매출액 확인 부탁드립니다.",
        won(44_621_568_000_000, 37_878_699_000_000),
    ),
    # 현대자동차 FY2021 자본총계: 연결 82,615,789백만; 별도 52,675,012백만
    answer(
        "amounts",
        "현대자동차 2021년도 자본총계 알려주실 수 있을까요?",
        won(82_615_789_000_000, 52_675_012_000_000),
    ),
    # 카카오 FY2022 영업이익: 연결 569,390,445,168원; 별도 543,978,112,016원
    answer("amounts", "카카오 2022년 영업이익 공유 부탁드립니다", won(569_390_445_168, 543_978_112_016)),
    # NAVER FY2022 부채총계: 연결 10,448,720,408,685원; 별도 4,054,023,040,775원
    answer(
        "amounts",
        "NAVER 2022년 부채총계가 어떻게 되는지 문의드립니다",
        won(10_448_720_408_685, 4_054_023_040_775),
    ),
    # 삼성전자 FY2020 영업이익: 연결 35,993,876백만
    answer("amounts", "그럼 삼성전자 2020년 영업이익은?", won(35_993_876_000_000)),
    # 현대자동차 FY2022 매출액: 연결 142,151,469백만; 별도 65,308,350백만
    answer("amounts", "아 그리고 현대자동차 2022년 매출액도요", won(142_151_469_000_000, 65_308_350_000_000)),
    # 카카오 FY2021 당기순이익: 연결 1,640,484,195,406원; 별도 503,123,622,467원
    answer("amounts", "그건 그렇고 카카오 2021 순이익은 얼마였죠", won(1_640_484_195_406, 503_123_622_467)),
    # SK하이닉스 FY2021 영업이익: 연결 12,410,340백만; 별도 12,183,360백만
    answer(
        "amounts",
        "참고로 SK하이닉스 2021년 영업이익은 얼마였나요",
        won(12_410_340_000_000, 12_183_360_000_000),
    ),
    # 삼성전자 FY2019 매출액: 연결 230,400,881백만
    answer("amounts", "삼성전자 FY2019 revenue 알려주세요", won(230_400_881_000_000)),
    # 삼성전자 FY2018 영업이익: 연결 58,886,669백만
    answer("amounts", "삼성전자 2018 회계연도 영업이익 확인 부탁드립니다", won(58_886_669_000_000)),
    # SK하이닉스 FY2023 재고자산: 연결 13,480,659백만
    answer("amounts", "SK하이닉스 FY23 inventory 규모", won(13_480_659_000_000)),
    # 삼성전자 FY2023 현금: 연결 69,080,893백만
    answer("amounts", "삼성전자 2023년말 현금및현금성자산 백만원 단위로", won(69_080_893_000_000)),
    # 삼성전자 FY2021 영업CF: 연결 65,105,448백만
    answer("amounts", "삼성전자 2021 operating cash flow", won(65_105_448_000_000)),
    # SK하이닉스 FY2022 영업CF: 연결 14,780,517백만
    answer("amounts", "SK하이닉스 2022년 영업활동현금흐름 알려주실 수 있나요", won(14_780_517_000_000)),
    # 삼성전자 FY2020 CAPEX: 연결 37,592,034백만
    answer("amounts", "삼성전자 2020 capex 규모", won(37_592_034_000_000)),
    # 삼성전자 FY2022 매출원가: 연결 190,041,770백만
    answer("amounts", "삼성전자2022년매출원가는얼마였나요", won(190_041_770_000_000)),
    # 삼성전자 FY2019 판관비: 연결 55,392,823백만
    answer("amounts", "삼성전자 2019년 판매비와관리비 확인 부탁드립니다", won(55_392_823_000_000)),
    # SK하이닉스 FY2022 매출총이익: 연결 15,627,855백만
    answer("amounts", "SK하이닉스 gross profit 2022 알려줘요", won(15_627_855_000_000)),
    # 삼성전자 FY2024 매출액: 별도 209,052,241백만
    answer("amounts", "삼성전자 2024 별도기준 매출액 백만원 단위", won(209_052_241_000_000)),
    # 현대자동차 FY2024 부채총계: 연결 219,522,496백만; 별도 26,920,610백만
    answer("amounts", "현대자동차 2024년 12월말 부채총계는요", won(219_522_496_000_000, 26_920_610_000_000)),
    # 카카오 FY2024 자산총계: 연결 25,773,028,304,462원; 별도 11,607,486,907,579원
    answer(
        "amounts", "주식회사 카카오 2024년말 자산총계 알려주세요", won(25_773_028_304_462, 11_607_486_907_579)
    ),
    # NAVER FY2023 이익잉여금: 연결 24,544,359,050,688원; 별도 11,379,610,436,159원
    answer("amounts", "NAVER 2023 retained earnings", won(24_544_359_050_688, 11_379_610_436_159)),
    # 신라젠 FY2023 영업이익: 연결 -21,345,852,210원; 별도 -13,114,253,064원
    answer("amounts", "신라젠 2023 operating loss 얼마", won(-21_345_852_210, -13_114_253_064)),
    # 신라젠 FY2022 매출액: 연결 5,013,362,991원; 별도 5,013,362,991원
    answer("amounts", "신라젠2022년영업수익얼마인가요", won(5_013_362_991, 5_013_362_991)),
    # 신라젠 FY2021 당기순이익: 연결 -15,655,704,022원; 별도 -16,369,126,226원
    answer("amounts", "신라젠 2021년도 당기순손실 여쭙니다", won(-15_655_704_022, -16_369_126_226)),
    # 카카오 FY2023 영업비용: 연결 7,096,143,911,599원; 별도 1,966,577,844,885원
    answer("amounts", "카카오 2023 operating expenses 알려줘", won(7_096_143_911_599, 1_966_577_844_885)),
    # NAVER FY2023 이자수익: 연결 101,111,135,020원; 별도 30,427,335,760원
    answer("amounts", "NAVER 2023년 이자수익 확인 부탁드립니다", won(101_111_135_020, 30_427_335_760)),
    # 현대자동차 FY2023 세전이익: 연결 17,618,662백만; 별도 9,675,202백만
    answer(
        "amounts", "현대자동차2023년법인세비용차감전순이익알려줘", won(17_618_662_000_000, 9_675_202_000_000)
    ),
    # 삼성전자 FY2023 총포괄손익: 연결 18,837,411백만; 별도 25,181,020백만
    answer("amounts", "삼성전자 2023 comprehensive income", won(18_837_411_000_000, 25_181_020_000_000)),
    # SK하이닉스 FY2024 비유동부채: 연결 20,974,061백만; 별도 19,607,546백만
    answer("amounts", "SK하이닉스 2024년 비유동부채 여쭤봅니다", won(20_974_061_000_000, 19_607_546_000_000)),
    # 현대자동차 FY2024 유동자산: 연결 115,764,287백만; 별도 25,885,813백만
    answer("amounts", "005380 유동자산 2024년말", won(115_764_287_000_000, 25_885_813_000_000)),
    # 카카오 FY2022 부채총계: 연결 9,447,826,639,446원; 별도 3,720,642,037,582원
    answer("amounts", "035720 2022 부채총계 확인 부탁드려요", won(9_447_826_639_446, 3_720_642_037_582)),
    # 삼성전자 FY2022 지배기업 소유주 귀속 당기순이익 54,730,018백만 (full statements)
    answer("amounts", "삼성전자 2022 net income 지배주주 귀속분", won(54_730_018_000_000)),
    # SK하이닉스 FY2023 지배기업 소유주 귀속 당기순이익 -9,112,428백만 (full statements)
    answer("amounts", "그럼 SK하이닉스 2023년 지배주주 순손실은요?", won(-9_112_428_000_000)),
    # 현대자동차 FY2021 영업이익: 연결 6,526,521백만; 별도 661,623백만
    answer(
        "amounts", "현대자동차 FY2021 operating profit 알려주세요", won(6_526_521_000_000, 661_623_000_000)
    ),
    # 삼성전자 영업이익 FY2023->FY2024: 연결 32,725,961백만 - 6,566,976백만 = 26,158,985백만; 별도 12,361,034백만 -
    #   -11,526,297백만 = 23,887,331백만
    answer("amounts", "삼성전자 2024 영업이익 전년 대비 증감액", won(26_158_985_000_000, 23_887_331_000_000)),
    # SK하이닉스 매출액 FY2023->FY2024: 연결 66,192,960백만 - 32,765,719백만 = 33,427,241백만; 별도 55,736,287백만 -
    #   27,639,997백만 = 28,096,290백만
    answer(
        "amounts",
        "SK하이닉스 매출 FY2024 증가액 얼마인가요 (전년 대비)",
        won(33_427_241_000_000, 28_096_290_000_000),
    ),
    # NAVER 영업이익 FY2023->FY2024: 연결 1,979,263,438,827원 - 1,488,820,269,608원 = 490,443,169,219원; 별도
    #   1,905,258,322,935원 - 1,713,205,368,367원 = 192,052,954,568원
    answer("amounts", "NAVER 2024 영업이익 YoY 증가분 금액으로", won(490_443_169_219, 192_052_954_568)),
    # 삼성전자 FY2023 배당금지급: 연결 9,864,474백만
    answer("amounts", "삼성전자 2023 배당금 지급액 현금흐름표 기준", won(9_864_474_000_000)),
    # 삼성전자 FY2020 당기순이익: 연결 26,407,832백만; owners' 26,090,846백만
    answer("amounts", "Samsung Electronics 2020 net income", won(26_407_832_000_000, 26_090_846_000_000)),
    # 현대자동차 FY2023 이익잉여금: 연결 88,665,805백만; 별도 56,425,494백만
    answer(
        "amounts", "현대자동차 2023년 이익잉여금 억원 기준으로", won(88_665_805_000_000, 56_425_494_000_000)
    ),
    # NAVER FY2024 자본총계: 연결 27,000,911,848,337원; 별도 13,246,655,551,905원
    answer(
        "amounts", "혹시 NAVER 2024년 자본총계도 알 수 있을까요", won(27_000_911_848_337, 13_246_655_551_905)
    ),
    # 카카오 FY2024 당기순이익: 연결 -161,870,567,171원; 별도 38,156,547,286원
    answer("amounts", "카카오2024년당기순이익은흑자인가요", won(-161_870_567_171, 38_156_547_286)),
    # SK하이닉스 FY2024 자산총계: 연결 119,855,209백만; 별도 112,412,580백만
    answer("amounts", "SK하이닉스 2024년말 total assets", won(119_855_209_000_000, 112_412_580_000_000)),
)


UNANSWERABLE4R: tuple[Case, ...] = (
    # FY2025: not in the bundle
    unanswerable("삼성전자 2025년 영업이익 알려주세요"),
    # FY2025: not in the bundle
    unanswerable("SK하이닉스 FY2025 revenue"),
    # 작년 = FY2025: not in the bundle
    unanswerable("현대자동차 작년 순이익 확인 부탁드립니다"),
    # 올해 3분기 = 3Q26: not in the bundle
    unanswerable("NAVER 올해 3분기 매출 알려주세요"),
    # 3Q25: not in the bundle
    unanswerable("카카오 2025년 3분기 영업이익 여쭤봐도 될까요"),
    # 1Q24: the bundle holds the 3Q24 report only
    unanswerable("삼성전자2024년1분기매출얼마야"),
    # 2Q24 alone: no 1Q or half-year report in the bundle
    unanswerable("SK하이닉스 2024년 2분기 영업이익 확인 부탁드립니다"),
    # LG에너지솔루션: not in the bundle
    unanswerable("LG에너지솔루션 2024 operating profit"),
    # 셀트리온: not in the bundle
    unanswerable("셀트리온 2023년 매출액 확인 부탁드립니다"),
    # POSCO홀딩스: not in the bundle
    unanswerable("POSCO홀딩스 2024 debt ratio"),
    # 기아: not in the bundle
    unanswerable("기아 2024년 영업이익 여쭤봅니다"),
    # LG전자: not in the bundle
    unanswerable("LG전자 2023 revenue 알려줘"),
    # 삼성바이오로직스: not in the bundle
    unanswerable("삼성바이오로직스2024년순이익"),
    # 한화에어로스페이스: not in the bundle
    unanswerable("한화에어로스페이스 2024 매출 알려주실 수 있나요"),
    # share price: not in the bundle (no KIS recording for 035720)
    unanswerable("카카오 현재 주가 알려주세요"),
    # PER needs a share price: not in the bundle (no KIS recording for 005380)
    unanswerable("현대자동차 PER 확인 부탁드립니다"),
    # market cap: not in the bundle
    unanswerable("현대자동차 market cap 얼마인가요"),
    # price targets: not in the bundle
    unanswerable("NAVER 목표주가 컨센서스 여쭤봅니다"),
    # 카카오 dividends: not in the bundle (only 삼성전자 FY2023)
    unanswerable("카카오 2023 dividend per share"),
    # 현대자동차 employees: not in the bundle
    unanswerable("현대자동차 직원 수 여쭤봐도 될까요"),
    # SK하이닉스 shareholders: not in the bundle
    unanswerable("SK하이닉스 최대주주 지분율 확인 부탁드립니다"),
    # FY2016: not in the bundle
    unanswerable("삼성전자 2016년 매출액 알려주세요"),
    # SK하이닉스 FY2019: not in the bundle
    unanswerable("SK하이닉스 2019 operating profit"),
    # NAVER FY2020: not in the bundle
    unanswerable("NAVER 2020년 영업이익 확인 부탁드립니다"),
    # 신라젠 quarters: not in the bundle
    unanswerable("신라젠 2024년 3분기 매출 알려주세요"),
    # segment figures: not in the bundle
    unanswerable("삼성전자 DS부문 2024 영업이익 여쭤봅니다"),
    # unit sales: not in the bundle
    unanswerable("현대자동차 2024년 글로벌 판매대수 알려주세요"),
)

REPORT4: tuple[Case, ...] = AMOUNTS4R + RATIOS4R + COMPARE4R + QUARTERS4R + PER_SHARE4R + UNANSWERABLE4R
