"""Sixth chat set, report half: dividends, EPS, shareholders, share counts, employees and pay as people
type them in a chat (삼성전자's FY2023 report rows; EPS also of SK하이닉스 and 신라젠).

Written apart from the reader (core/quick, bots/direct*) and from the tuning half (chat6_tune*): held
out, nobody tunes on it. Each expected figure was computed from the raw rows of the recorded OpenDART bundle
(core/data/bundle/opendart_recorded.json.gz), never from the product's finance code; the raw values, the
formula and the result are in a comment above each case.
"""

from __future__ import annotations

from tests.core.quick.chat_questions import Case, Fig, answer, pct, shares, won


def people(*values: int) -> Fig:
    """A head count in people (the matcher's "명")."""
    return Fig("people", tuple(float(v) for v in values))


HOLDERS6: tuple[Case, ...] = (
    # dps: 삼성전자 2023 배당에 관한 사항 '주당 현금배당금(원)' 보통주 = 1,444
    answer("dps", "삼성전자 2023년 결산 보통주 주당배당금 얼마였나요?", won(1_444)),
    # dps: 삼성전자 2023 배당에 관한 사항 '주당 현금배당금(원)' 우선주 = 1,445
    answer("dps", "삼전우(우선주)는 23년에 주당 얼마 배당 줬어?", won(1_445)),
    # c: 삼성전자 2022 배당에 관한 사항 '주당 현금배당금(원)' 보통주 = 1,444
    # p: 삼성전자 2022 배당에 관한 사항 '주당 현금배당금(원)' 우선주 = 1,445
    answer("dps", "삼성전자 2022년 DPS 보통주랑 우선주 각각 알려주세요", won(1_444), won(1_445)),
    # tot: 삼성전자 2023 배당에 관한 사항 '현금배당금총액(백만원)' = 9,809,438
    # tot × 10^6 = 9,809,438,000,000원
    answer("dividend", "005930 2023년 현금배당금 총액 몇 조임?", won(9_809_438_000_000)),
    # rep: 삼성전자 2023 배당에 관한 사항 '(연결)현금배당성향(%)' = 67.8
    # tot: 삼성전자 2023 배당에 관한 사항 '현금배당금총액(백만원)' = 9,809,438
    # own: 삼성전자 2023 배당에 관한 사항 '(연결)당기순이익(백만원)' = 14,473,401
    # 공시된 (연결)현금배당성향: rep = 67.8 %
    # 배당금총액 ÷ 연결 지배주주 순이익: tot ÷ own × 100 = 67.7756 %
    answer("payout", "삼성전자 23년 배당성향 연결 기준으로 67%쯤 됐던 거 맞죠?", pct(67.8, 67.7756)),
    # rep: 삼성전자 2023 배당에 관한 사항 '(별도)현금배당성향(%)' = 38.6
    # tot: 삼성전자 2023 배당에 관한 사항 '현금배당금총액(백만원)' = 9,809,438
    # ni: 삼성전자 2023 배당에 관한 사항 '(별도)당기순이익(백만원)' = 25,397,099
    # 공시된 (별도)현금배당성향: rep = 38.6 %
    # 배당금총액 ÷ 별도 당기순이익: tot ÷ ni × 100 = 38.6242 %
    answer("payout", "삼성전자 별도 배당성향 2023년 몇 %예요?", pct(38.6, 38.6242)),
    # rep: 삼성전자 2022 배당에 관한 사항 '(연결)현금배당성향(%)' = 17.9
    # tot: 삼성전자 2022 배당에 관한 사항 '현금배당금총액(백만원)' = 9,809,438
    # own: 삼성전자 2022 배당에 관한 사항 '(연결)당기순이익(백만원)' = 54,730,018
    # 공시된 (연결)현금배당성향: rep = 17.9 %
    # 배당금총액 ÷ 연결 지배주주 순이익: tot ÷ own × 100 = 17.9233 %
    answer("payout", "삼성 2022년 배당성향(연결)은 얼마였는지 궁금합니다", pct(17.9, 17.9233)),
    # eps: 삼성전자 2023 배당에 관한 사항 '(연결)주당순이익(원)' = 2,131
    answer("eps", "삼성전자 2023 EPS 얼마? 연결", won(2_131)),
    # e22: 삼성전자 2022 배당에 관한 사항 '(연결)주당순이익(원)' = 8,057
    # e21: 삼성전자 2021 배당에 관한 사항 '(연결)주당순이익(원)' = 5,777
    answer("eps", "삼성전자 주당순이익 2022년이랑 2021년 꺼 둘 다 알려줘", won(8_057), won(5_777)),
    # eps: 삼성전자 2019 연결 기본주당이익(손실) (전체 재무제표) = 3,166
    answer("eps", "삼성전자 2019년 기본주당이익 몇 원이었어요?", won(3_166)),
    # eps: SK하이닉스 2023 연결 기본주당이익(손실) (전체 재무제표) = -13,244
    answer("eps", "SK하이닉스 2023년 주당순손실 얼마나 됐나요", won(-13_244)),
    # eps: SK하이닉스 2021 연결 기본주당이익(손실) (전체 재무제표) = 13,989
    answer("eps", "하이닉스 2021년 기본 EPS 부탁드립니다", won(13_989)),
    # eps: 신라젠 2023 연결 기본주당이익(손실) (전체 재무제표) = -198
    answer("eps", "신라젠 23년 주당손실 (연결) 몇 원이야", won(-198)),
    # rt: 삼성전자 2023 사업보고서 최대주주 현황 (hyslrSttus) [삼성생명보험㈜] trmend_posesn_stock_qota_rt = 8.51
    answer(
        "holder",
        "삼성전자 최대주주 누구야? 그 회사 혼자 갖고 있는 지분율도 (23년말)",
        pct(8.51),
        names=("삼성생명",),
    ),
    # n: 삼성전자 2023 사업보고서 최대주주 현황 (hyslrSttus) [삼성생명보험㈜] trmend_posesn_stock_co = 508,157,148
    answer(
        "holder", "삼성생명이 갖고있는 삼성전자 보통주 23년말에 몇 주였는지 아시나요?", shares(508_157_148)
    ),
    # rt: 삼성전자 2023 사업보고서 최대주주 현황 (hyslrSttus) [삼성물산] trmend_posesn_stock_qota_rt = 5.01
    # n: 삼성전자 2023 사업보고서 최대주주 현황 (hyslrSttus) [삼성물산] trmend_posesn_stock_co = 298,818,100
    answer(
        "holder", "삼성물산 삼성전자 지분율이랑 주식수 같이 알려줘 (23년말)", pct(5.01), shares(298_818_100)
    ),
    # rt: 삼성전자 2023 사업보고서 최대주주 변동현황 (hyslrChgSttus) [삼성생명보험㈜] qota_rt = 21.16
    answer(
        "holder",
        "삼성전자 최대주주가 마지막으로 바뀐 게 언제고 그때 특수관계인 포함 지분율 몇 %였어?",
        pct(21.16),
    ),
    # n: 삼성전자 2023 사업보고서 주식의 총수 현황 (stockTotqySttus) [보통주] istc_totqy = 5,969,782,550
    answer("shares", "삼성전자 발행주식총수(보통주) 2023년말 기준 몇 주?", shares(5_969_782_550)),
    # n: 삼성전자 2023 사업보고서 주식의 총수 현황 (stockTotqySttus) [보통주] distb_stock_co = 5,969,782,550
    answer("shares", "삼성 보통주 유통주식수 23년말 기준으로 좀 확인 부탁드려요", shares(5_969_782_550)),
    # n: 삼성전자 2023 사업보고서 주식의 총수 현황 (stockTotqySttus) [보통주] isu_stock_totqy = 20,000,000,000
    answer("shares", "삼성전자 정관상 발행할 주식의 총수(수권주식수)는 몇 주예요?", shares(20_000_000_000)),
    # n: 삼성전자 2023 사업보고서 주식의 총수 현황 (stockTotqySttus) [보통주] profit_incnr = 1,810,684,300
    answer(
        "shares", "삼성전자가 2023년말까지 이익소각으로 줄인 주식 수 누적 얼마나 돼?", shares(1_810_684_300)
    ),
    # n: 삼성전자 2023 사업보고서 주식의 총수 현황 (stockTotqySttus) [보통주] now_to_isu_stock_totqy = 7,780,466,850
    answer("shares", "삼성전자 2023년말까지 발행한 주식 총수(보통주, 소각 전) 알려줘", shares(7_780_466_850)),
    # n: 삼성전자 2023 사업보고서 소액주주 현황 (mrhlSttus) [소액주주] shrholdr_co = 4,672,039
    answer("holder", "삼성전자 소액주주 몇 명이야? 23년 사업보고서 기준으로", people(4_672_039)),
    # n: 삼성전자 2023 사업보고서 소액주주 현황 (mrhlSttus) [소액주주] hold_stock_co = 4,017,892,514
    # rt: 삼성전자 2023 사업보고서 소액주주 현황 (mrhlSttus) [소액주주] hold_stock_rate = 67.3
    answer(
        "holder",
        "삼성전자 소액주주들이 들고 있는 주식 수랑 비율 좀 (2023 사업보고서)",
        shares(4_017_892_514),
        pct(67.3),
    ),
    # n: 삼성전자 2023 사업보고서 직원 현황 (empSttus) [DX 남] sm = 38,286
    answer("employees", "삼성전자 DX부문 남자 직원 수 2023년 몇 명이었나요?", people(38_286)),
    # r: 삼성전자 2023 사업보고서 직원 현황 (empSttus) [DX 남] rgllbr_co = 37,962
    # c: 삼성전자 2023 사업보고서 직원 현황 (empSttus) [DX 남] cnttk_co = 324
    answer(
        "employees",
        "삼성 DX 남직원 중에 정규직 몇 명, 계약직 몇 명인지 알려줘 (2023)",
        people(37_962),
        people(324),
    ),
    # x: 삼성전자 2023 사업보고서 개인별 보수 (5억 이상 상위) (indvdlByPay) [김기남] mendng_totamt = 17,265,000,000
    answer(
        "pay",
        "삼성전자 2023년 보수 제일 많이 받은 사람 중 김기남 고문 보수총액 얼마예요?",
        won(17_265_000_000),
    ),
    # x: 삼성전자 2023 사업보고서 이사·감사 개인별 보수 (hmvAuditIndvdlBySttus) [경계현] mendng_totamt = 2,403,000,000
    answer("pay", "경계현 대표이사 2023년 보수 얼마 받았어? 삼성전자", won(2_403_000_000)),
    # x: 삼성전자 2023 배당에 관한 사항 '주당액면가액(원)' = 100
    answer("par", "삼성전자 주당 액면가 얼마였지? 100원?", won(100)),
    # t23: 삼성전자 2023 배당에 관한 사항 '현금배당금총액(백만원)' = 9,809,438
    # t22: 삼성전자 2022 배당에 관한 사항 '현금배당금총액(백만원)' = 9,809,438
    # t21: 삼성전자 2021 배당에 관한 사항 '현금배당금총액(백만원)' = 9,809,438
    # (t23 + t22 + t21) × 10^6 = 29,428,314,000,000원
    answer(
        "dividend",
        "삼성전자 2021~2023 현금배당 총액 매년 같았던 것 같은데 3년 합치면 얼마?",
        won(29_428_314_000_000),
    ),
    # r1: 삼성전자 2023 사업보고서 최대주주 현황 (hyslrSttus) [삼성생명보험㈜] trmend_posesn_stock_qota_rt = 8.51
    # r2: 삼성전자 2023 사업보고서 최대주주 현황 (hyslrSttus) [삼성물산] trmend_posesn_stock_qota_rt = 5.01
    # r1 + r2 = 13.52 %
    answer("holder", "삼성생명+삼성물산 두 곳 합친 삼성전자 보통주 지분율 몇 %?", pct(13.52)),
    # x: 삼성전자 2023 연결 배당금의 지급 (전체 재무제표) = 9,864,474,000,000
    answer("dividend", "삼성전자 2023 배당금 지급액(현금흐름표상) 얼마 나갔나요", won(9_864_474_000_000)),
)
