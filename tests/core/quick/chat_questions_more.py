"""Chat questions about the 2024 third quarter, per-share figures, dividends, the largest shareholder,
cash, 신라젠 — and questions the bundle cannot answer.

Quarters: the 3분기보고서 2024 주요계정 rows; thstrm_amount is the three months July–September (the row's
thstrm_dt shows the year to date, but the year-to-date figure is thstrm_add_amount), frmtrm_amount and
frmtrm_add_amount the same periods of 2023. Per-share and cash lines: the full statements (fnlttSinglAcntAll,
CFS; basic EPS, CashAndCashEquivalents, IncreaseDecreaseInCashAndCashEquivalents). Dividends: 삼성전자's
alotMatter 2023 (the only one in the bundle); largest shareholder: its hyslrSttus 2023 (최대주주 본인 row).

Unanswerable: a year or quarter the bundle does not hold, a company without that endpoint (only
삼성전자 has alotMatter/hyslrSttus; only 삼성전자 FY2019–2023, SK하이닉스 and 신라젠 FY2023 have full
statements), the employee total (삼성전자's empSttus holds one DX/남 row, not the company), and concepts
not in the data (R&D, buy-backs, segments, forecasts).
"""

from __future__ import annotations

from tests.core.quick.chat_questions import Case, Fig, answer, pct, shares, unanswerable, won


def q(question: str, *figures: Fig) -> Case:
    return answer("quarters", question, *figures)


def o(question: str, *figures: Fig, names: tuple[str, ...] = ()) -> Case:
    return answer("per-share, dividends, holders, cash", question, *figures, names=names)


QUARTERS: tuple[Case, ...] = (
    # 삼성전자 2024 3분기(7-9월) CFS 영업이익 9,183,371,000,000
    q("삼성전자 2024년 3분기 영업이익", won(9_183_371_000_000)),
    # 삼성전자 2024 3분기(7-9월) CFS 매출액 79,098,731,000,000
    q("삼성전자 24년 3분기 매출(7-9월)", won(79_098_731_000_000)),
    # 삼성전자 2024 1~3분기 누적 CFS 매출액 225,082,634,000,000
    q("삼성전자 2024 3분기 누적 매출", won(225_082_634_000_000)),
    # 삼성전자 2024 3분기(7-9월) CFS 영업이익 9,183,371,000,000
    q("삼성 3Q24 영업이익 몇조", won(9_183_371_000_000)),
    # 삼성전자 2024 1~3분기 누적 CFS 영업이익 26,233,258,000,000
    q("삼성전자 2024년 1~3분기 영업이익 (누적)", won(26_233_258_000_000)),
    # (삼성전자 2024 3분기(7-9월) CFS 영업이익 9,183,371,000,000 / 삼성전자 2023 3분기(7-9월) CFS 영업이익 2,433,534,000,000 − 1) × 100 = 277.3677 %
    q("삼성전자 24년 3분기 영업이익 YoY", pct(277.3677)),
    # (삼성전자 2024 1~3분기 누적 CFS 당기순이익(손실) 26,696,957,000,000 / 삼성전자 2023 1~3분기 누적 CFS 당기순이익(손실) 9,142,342,000,000 − 1) × 100 = 192.0144 %
    q("삼성전자 2024년 3분기 누적 순이익 전년 동기 대비 몇% 늘었나요", pct(192.0144)),
    # 삼성전자 2024 3분기(7-9월) OFS 영업이익 4,504,920,000,000
    q("삼성전자 2024 3분기 별도 영업이익 (7-9월)", won(4_504_920_000_000)),
    # SK하이닉스 2024 3분기(7-9월) CFS 영업이익 7,029,958,000,000
    q("하이닉스 2024 3분기 영업이익 얼마였음", won(7_029_958_000_000)),
    # SK하이닉스 2024 1~3분기 누적 CFS 영업이익 15,384,523,000,000
    q("SK하이닉스 24년 3분기 누적 영업이익", won(15_384_523_000_000)),
    # (SK하이닉스 2024 3분기(7-9월) CFS 매출액 17,573,069,000,000 / SK하이닉스 2023 3분기(7-9월) CFS 매출액 9,066,171,000,000 − 1) × 100 = 93.8312 %
    q("하이닉스 3분기(2024) 매출 전년동기대비", pct(93.8312)),
    # SK하이닉스 2024 3분기(7-9월) CFS 당기순이익(손실) 5,753,373,000,000
    q("SK하이닉스 2024년 3분기 순이익 (7-9월)", won(5_753_373_000_000)),
    # SK하이닉스 2023 3분기(7-9월) CFS 영업이익 -1,791,961,000,000
    q("SK하이닉스 2023년 3분기 영업이익 마이너스였나요", won(-1_791_961_000_000)),
    # SK하이닉스 2024 1~3분기 누적 CFS 영업이익 15,384,523,000,000 / SK하이닉스 2024 1~3분기 누적 CFS 매출액 46,425,925,000,000 × 100 = 33.1378 %
    q("하이닉스 2024년 3분기 영업이익률(누적)", pct(33.1378)),
    # 현대차 2024 3분기(7-9월) CFS 매출액 42,928,332,000,000
    q("현대차 2024년 3분기 매출", won(42_928_332_000_000)),
    # 현대차 2024 3분기(7-9월) CFS 영업이익 3,580,900,000,000
    q("현대차 24년 3분기 영업이익 전년 대비 줄었음?", won(3_580_900_000_000)),
    # 현대차 2024 1~3분기 누적 CFS 당기순이익(손실) 10,755,751,000,000
    q("현대자동차 2024 1-3분기 누적 순이익", won(10_755_751_000_000)),
    # 현대차 2024 3분기(7-9월) CFS 영업이익 3,580,900,000,000 / 현대차 2024 3분기(7-9월) CFS 매출액 42,928,332,000,000 × 100 = 8.3416 %
    q("현대차 2024년 3분기 영업이익률", pct(8.3416)),
    # 카카오 2024 3분기(7-9월) CFS 매출액 1,921,397,995,104
    q("카카오 2024년 3분기 매출 얼마임", won(1_921_397_995_104)),
    # 카카오 2024 1~3분기 누적 CFS 영업이익 384,784,061,698
    q("카카오 24년 3분기 누적 영업이익 억 단위로", won(384_784_061_698)),
    # 카카오 2024 3분기(7-9월) CFS 당기순이익(손실) 78,513,044,412
    q("카카오 2024 3분기 순이익 흑자였나요", won(78_513_044_412)),
    # (카카오 2024 3분기(7-9월) CFS 영업이익 130,525,745,048 / 카카오 2023 3분기(7-9월) CFS 영업이익 124,308,626,452 − 1) × 100 = 5.0014 %
    q("카카오 2024년 3분기 영업이익 yoy", pct(5.0014)),
    # NAVER 2024 3분기(7-9월) CFS 영업이익 525,269,664,443
    q("네이버 2024 3분기 영업이익", won(525_269_664_443)),
    # NAVER 2024 1~3분기 누적 CFS 매출액 7,852,098,497,624
    q("NAVER 24년 3분기 누적 매출 조 단위로", won(7_852_098_497_624)),
    # (NAVER 2024 3분기(7-9월) CFS 매출액 2,715,557,161,556 / NAVER 2023 3분기(7-9월) CFS 매출액 2,445,292,487,206 − 1) × 100 = 11.0524 %
    q("네이버 2024년 3분기 매출 전년 동기 대비 증가율", pct(11.0524)),
    # NAVER 2024 3분기(7-9월) OFS 영업이익 472,055,585,744
    q("네이버 2024 3분기 별도 영업이익", won(472_055_585_744)),
    # 삼성전자 2024 3분기(7-9월) CFS 부채총계 105,025,954,000,000 / 삼성전자 2024 3분기(7-9월) CFS 자본총계 386,281,363,000,000 × 100 = 27.1890 %
    q("삼성전자 2024년 3분기말 부채비율", pct(27.189)),
)

OTHER: tuple[Case, ...] = (
    # 삼성전자 FY2023 CFS BasicEarningsLossPerShare 2,131 (전체재무제표 2023)
    o("삼성전자 2023년 EPS", won(2_131)),
    # 삼성전자 FY2022 CFS BasicEarningsLossPerShare 8,057 (전체재무제표 2022)
    o("삼성전자 2022 주당순이익 얼마임", won(8_057)),
    # 삼성전자 FY2020 CFS BasicEarningsLossPerShare 3,841 (전체재무제표 2020)
    o("삼성전자 2020년 기본주당이익", won(3_841)),
    # (삼성전자 FY2023 CFS BasicEarningsLossPerShare 2,131 (전체재무제표 2023) / 삼성전자 FY2022 CFS BasicEarningsLossPerShare 8,057 (전체재무제표 2022) − 1) × 100 = -73.5509 %
    o("삼성전자 2023 EPS 증가율", pct(-73.5509)),
    # (삼성전자 FY2021 CFS BasicEarningsLossPerShare 5,777 (전체재무제표 2021) / 삼성전자 FY2020 CFS BasicEarningsLossPerShare 3,841 (전체재무제표 2020) − 1) × 100 = 50.4035 %
    o("삼성전자 2021 EPS YoY", pct(50.4035)),
    # SK하이닉스 FY2023 CFS BasicEarningsLossPerShare -13,244 (전체재무제표 2023)
    o("하이닉스 2023년 EPS 마이너스야?", won(-13_244)),
    # SK하이닉스 FY2022 CFS BasicEarningsLossPerShare 3,242 (전체재무제표 2023)
    o("SK하이닉스 2022 주당순이익", won(3_242)),
    # 신라젠 FY2023 CFS BasicEarningsLossPerShare -198 (전체재무제표 2023)
    o("신라젠 2023 EPS", won(-198)),
    # 삼성전자 배당에 관한 사항(alotMatter, 사업보고서 2023) '주당 현금배당금(원)' 보통주 FY2023 1,444
    o("삼성전자 2023년 DPS", won(1_444)),
    # 삼성전자 배당에 관한 사항(alotMatter, 사업보고서 2023) '주당 현금배당금(원)' 우선주 FY2023 1,445
    o("삼성전자 우선주 배당금 2023 얼마", won(1_445)),
    # 삼성전자 배당에 관한 사항(alotMatter, 사업보고서 2023) '주당 현금배당금(원)' 보통주 FY2023 1,444
    o("삼성전자 2023 보통주 주당배당금 얼마였음", won(1_444)),
    # 삼성전자 배당에 관한 사항(alotMatter, 사업보고서 2023) '주당 현금배당금(원)' 우선주 FY2022 1,445
    o("삼성전자 2022년 주당 배당금 (우선주)", won(1_445)),
    # 삼성전자 배당에 관한 사항(alotMatter, 사업보고서 2023) '현금배당금총액(백만원)' - FY2023 9,809,438 × 1,000,000
    o("삼성전자 2023 현금배당금총액", won(9_809_438_000_000)),
    # 삼성전자 배당에 관한 사항(alotMatter, 사업보고서 2023) '현금배당금총액(백만원)' - FY2023 9,809,438 × 1,000,000
    o("삼성전자 2023년 배당 총액 조 단위로", won(9_809_438_000_000)),
    # 삼성전자 배당에 관한 사항(alotMatter, 사업보고서 2023) '(연결)현금배당성향(%)' - FY2023 67.80 = 67.8000 %
    o("삼성전자 2023 배당성향", pct(67.8)),
    # 삼성전자 최대주주 현황(hyslrSttus, 2023) 삼성생명보험㈜ (최대주주 본인) trmend_posesn_stock_qota_rt 8.51 = 8.5100 %
    o("삼성전자 최대주주 지분율", pct(8.51)),
    # 삼성전자 최대주주 현황(hyslrSttus, 2023) 삼성생명보험㈜ (최대주주 본인) trmend_posesn_stock_co 508,157,148
    o("삼성전자 2023년 최대주주 보유 주식수", shares(508_157_148)),
    # 삼성전자 최대주주 현황(hyslrSttus, 2023) 삼성생명보험㈜ (최대주주 본인) trmend_posesn_stock_co 508,157,148
    o("삼성전자 최대 주주 누구임? 몇 주 갖고 있음", shares(508_157_148), names=("삼성생명",)),
    o("삼전 최대주주 누구냐", names=("삼성생명",)),
    # 삼성전자 FY2023 CFS CashAndCashEquivalents 69,080,893,000,000 (전체재무제표 2023)
    o("삼성전자 2023 현금및현금성자산", won(69_080_893_000_000)),
    # 삼성전자 FY2023 CFS IncreaseDecreaseInCashAndCashEquivalents 19,400,183,000,000 (전체재무제표 2023)
    o("삼성전자 2023년 현금성자산 증감", won(19_400_183_000_000)),
    # 삼성전자 FY2022 CFS IncreaseDecreaseInCashAndCashEquivalents 10,649,295,000,000 (전체재무제표 2022)
    o("삼성전자 2022 현금성자산 변동", won(10_649_295_000_000)),
    # 삼성전자 FY2020 CFS CashAndCashEquivalents 29,382,578,000,000 (전체재무제표 2020)
    o("삼성전자 2020년 현금및현금성자산 조 단위로", won(29_382_578_000_000)),
    # SK하이닉스 FY2023 CFS CashAndCashEquivalents 7,587,329,000,000 (전체재무제표 2023)
    o("하이닉스 2023 현금 및 현금성자산 얼마임", won(7_587_329_000_000)),
    # SK하이닉스 FY2023 CFS IncreaseDecreaseInCashAndCashEquivalents 2,610,322,000,000 (전체재무제표 2023)
    o("SK하이닉스 2023년 현금성자산 전년 대비 얼마 늘었음", won(2_610_322_000_000)),
    # 신라젠 FY2023 CFS CashAndCashEquivalents 23,588,103,654 (전체재무제표 2023)
    o("신라젠 2023년 현금및현금성자산", won(23_588_103_654)),
    # 신라젠 FY2023 CFS OperatingIncomeLoss -21,345,852,210 (전체재무제표 2023)
    o("신라젠 2023 영업손실 얼마", won(-21_345_852_210)),
    # 신라젠 FY2023 CFS Revenue 3,939,558,696 (전체재무제표 2023)
    o("신라젠 2023년 매출", won(3_939_558_696)),
    # 신라젠 FY2023 CFS ProfitLoss -20,369,238,698 (전체재무제표 2023)
    o("신라젠 23년 순손실", won(-20_369_238_698)),
    # 신라젠 FY2023 CFS Liabilities 19,400,939,135 (전체재무제표 2023) / 신라젠 FY2023 CFS Equity 57,313,962,974 (전체재무제표 2023) × 100 = 33.8503 %
    o("신라젠 2023 부채비율", pct(33.8503)),
)

UNANSWERABLE: tuple[Case, ...] = tuple(
    unanswerable(question)
    for question in (
        "삼성전자 2025년 영업이익 몇조임?",
        "하이닉스 2010년 매출 얼마였음",
        "현대차 2026 1분기 매출",
        "카카오 2024년 2분기 영업이익",
        "네이버 2024년 1분기 매출 알려줘",
        "삼성전자 직원 수 몇 명임",
        "현대차 직원수 알려주시기 바랍니다",
        "하이닉스 직원 평균 연봉",
        "카카오 최대주주 지분율",
        "네이버 2023 배당금 얼마",
        "하이닉스 2023 DPS",
        "SK하이닉스 2024 배당성향",
        "삼성전자 2024년 매출총이익률",
        "현대차 2023년 매출원가",
        "카카오 2024 EPS",
        "삼성전자 2024년 3분기 EPS",
        "네이버 2024년 현금및현금성자산",
        "삼성전자 2024 R&D 비용 얼마",
        "카카오 2024 자사주 매입 규모",
        "삼성전자 2023년 매출 중 반도체 비중",
        "네이버 2019년 영업이익",
        "현대자동차 2020년 순이익",
        "신라젠 2024년 매출",
        "현대차 2025년 영업이익 전망",
        "삼성전자 2027년 매출 예상",
    )
)
