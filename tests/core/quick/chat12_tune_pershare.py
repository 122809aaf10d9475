"""The twelfth chat-style set, tuning half — per share: holders, share counts, EPS, DPS, payout, par value, pay.

Written apart from the quick reader, the direct path and every other question file; each expected figure
computed with the writer's own script from the raw rows of core/data/bundle/opendart_recorded.json.gz (rows and
arithmetic in the comment above each case, the persona who typed it in brackets, see ``chat12_tune``; amounts in
원 as the rows give them, 백만원 rows of alotMatter read ×1,000,000; a year read from two annual reports was
checked to agree in both; ROE and ROA with a year-end and an average reading)."""

from __future__ import annotations

from tests.core.quick.chat_questions import Case, Fig, answer, pct, shares, won


def people(*values: int) -> Fig:
    """A count of people (명)."""
    return Fig("people", tuple(float(v) for v in values))


PER_SHARE12: tuple[Case, ...] = (
    # [공시덕후] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_co 508,157,148주. 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_qota_rt 8.51%.
    answer(
        "per-share",
        "2023 사업보고서상 삼성전자 최대주주 본인 기말 소유주식수와 지분율",
        shares(508157148),
        pct(8.51),
    ),
    # [공시덕후] 삼성전자 2023 stockTotqySttus 보통주 istc_totqy 5,969,782,550주.
    answer(
        "per-share",
        "삼성전자 사업보고서 주식의 총수 현황에서 발행주식의 총수(Ⅳ) 몇 주로 공시됐나",
        shares(5969782550),
    ),
    # [공시덕후] 삼성전자 2023 stockTotqySttus 보통주 profit_incnr 1,810,684,300주.
    answer("per-share", "삼성전자 감소한 주식의 총수 중 이익소각 주식수 공시된 수치로", shares(1810684300)),
    # [공시덕후] 삼성전자 2023 mrhlSttus 소액주주 hold_stock_rate 67.30%.
    answer("per-share", "삼성전자 사업보고서상 소액주주 소유주식 비율 몇 %로 나와 있음?", pct(67.3)),
    # [공시덕후] 삼성전자 2023 hyslrChgSttus 삼성생명보험㈜ posesn_stock_co 1,263,050,053주.
    answer(
        "per-share",
        "최대주주 변동현황 공시 보면 2021년 4월 변동 당시 삼성생명 쪽 소유주식수 몇 주였지",
        shares(1263050053),
    ),
    # [공시덕후] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_qota_rt 8.51%; 삼성전자 2023 hyslrSttus 삼성물산 trmend_posesn_stock_qota_rt 5.01%. 8.51 +
    # 5.01 = 13.52%.
    answer(
        "per-share",
        "삼성전자 최대주주 및 특수관계인 주식소유 현황 기준, 삼성생명+삼성물산 합산 지분율은?",
        pct(13.52),
    ),
    # [가족대리] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_qota_rt 8.51%.
    answer(
        "per-share",
        "엄마가 삼성전자 주식 있으신데 최대주주가 어디고 몇 퍼센트 갖고 있는지 궁금해하셔요",
        pct(8.51),
        names=("삼성생명",),
    ),
    # [가족대리] 삼성전자 2023 mrhlSttus 소액주주 shrholdr_co 4,672,039명.
    answer(
        "per-share",
        "할아버지가 삼성전자 주주총회 안내문 받으셨는데 소액주주가 총 몇 명인지 여쭤보셔서요",
        people(4672039),
    ),
    # [가족대리] 삼성전자 2023 hyslrSttus 삼성물산 trmend_posesn_stock_co 298,818,100주.
    answer(
        "per-share",
        "동생이 물어봐서 그러는데 삼성물산은 삼성전자 주식을 몇 주나 들고 있어?",
        shares(298818100),
    ),
    # [가족대리] 삼성전자 2023 stockTotqySttus 보통주 distb_stock_co 5,969,782,550주.
    answer(
        "per-share",
        "아빠가 삼성전자 자사주 얼마나 있냐고 물어보시는데 발행주식 중 유통주식수가 몇 주예요?",
        shares(5969782550),
    ),
    # [줄임말] 삼성전자 2023 mrhlSttus 소액주주 hold_stock_co 4,017,892,514주.
    answer("per-share", "삼전 소액주주 보유주식 몇 주 ㅇㄷ?", shares(4017892514)),
    # [줄임말] 삼성전자 2023 stockTotqySttus 보통주 isu_stock_totqy 20,000,000,000주.
    answer("per-share", "삼전 정관상 발행한도 몇 주임 ㅇㅇ", shares(20000000000)),
    # [줄임말] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_qota_rt 8.51%.
    answer("per-share", "삼전 최대주주 삼생 지분율 ㄱ", pct(8.51)),
    # [줄임말] 삼성전자 2023 mrhlSttus 소액주주 shrholdr_tot_co 4,672,130명.
    answer("per-share", "삼전 총주주수 ㅇㄷ? 소액 말고 전체", people(4672130)),
    # [반말명령] 삼성전자 2023 stockTotqySttus 보통주 now_to_dcrs_stock_totqy 1,810,684,300주.
    answer("per-share", "삼성전자 지금까지 소각한 주식 총수 뽑아봐", shares(1810684300)),
    # [반말명령] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_co 508,157,148주. 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_qota_rt 8.51%.
    answer(
        "per-share", "삼성전자 주주 명단 까봐 최대주주 지분율이랑 주식수 둘 다", shares(508157148), pct(8.51)
    ),
    # [반말명령] 삼성전자 2023 hyslrSttus 삼성물산 trmend_posesn_stock_qota_rt 5.01%.
    answer("per-share", "삼성물산 삼성전자 지분율 알려줘라", pct(5.01)),
    # [표요청] 삼성전자 2023 stockTotqySttus 보통주 isu_stock_totqy 20,000,000,000주. 삼성전자 2023 stockTotqySttus 보통주 now_to_isu_stock_totqy 7,780,466,850주.
    # 삼성전자 2023 stockTotqySttus 보통주 now_to_dcrs_stock_totqy 1,810,684,300주. 삼성전자 2023 stockTotqySttus 보통주 istc_totqy 5,969,782,550주.
    answer(
        "per-share",
        "삼성전자 주식 총수 현황 표로 정리: 발행할 주식 총수, 지금까지 발행, 감소, 현재 발행주식수",
        shares(20000000000),
        shares(7780466850),
        shares(1810684300),
        shares(5969782550),
    ),
    # [표요청] 삼성전자 2023 mrhlSttus 소액주주 shrholdr_co 4,672,039명. 삼성전자 2023 mrhlSttus 소액주주 shrholdr_rate 99.99%. 삼성전자 2023 mrhlSttus 소액주주 hold_stock_co
    # 4,017,892,514주. 삼성전자 2023 mrhlSttus 소액주주 hold_stock_rate 67.30%.
    answer(
        "per-share",
        "삼성전자 소액주주 현황 한 줄로 (주주 수, 주주 비율, 보유 주식수, 보유 비율)",
        people(4672039),
        pct(99.99),
        shares(4017892514),
        pct(67.3),
    ),
    # [표요청] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_co 508,157,148주. 삼성전자 2023 hyslrSttus 삼성물산 trmend_posesn_stock_co 298,818,100주.
    answer(
        "per-share",
        "삼성전자 특수관계인 포함 최대주주 쪽 주주별 보유주식수 표로",
        shares(508157148),
        shares(298818100),
    ),
    # [논쟁] 삼성전자 2023 mrhlSttus 소액주주 hold_stock_rate 67.30%.
    answer(
        "per-share",
        "친구가 삼성전자 개인투자자가 지분 절반 넘게 갖고 있다는데 소액주주 지분율 실제로 몇 %임?",
        pct(67.3),
    ),
    # [논쟁] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_qota_rt 8.51%.
    answer(
        "per-share",
        "삼성전자 최대주주가 이재용이라는 애랑 삼성생명이라는 나랑 내기함. 누구임? 지분율도",
        pct(8.51),
        names=("삼성생명",),
    ),
    # [논쟁] 삼성전자 2023 stockTotqySttus 보통주 istc_totqy 5,969,782,550주.
    answer(
        "per-share", "삼성전자 주식 100억주 넘게 발행됐다는 말 맞냐? 발행주식총수 몇 주임", shares(5969782550)
    ),
    # [공시덕후] 삼성전자 2023 alotMatter (연결)현금배당성향(%) thstrm(2023) 67.80%. 삼성전자 2023 alotMatter (별도)현금배당성향(%) thstrm(2023) 38.60%.
    answer(
        "per-share",
        "삼성전자 2023년 배당에 관한 사항 (연결)현금배당성향이랑 (별도)현금배당성향 각각",
        pct(67.8),
        pct(38.6),
    ),
    # [공시덕후] 삼성전자 FY2020 연결 전체재무제표 기본주당이익(손실) 3,841원.
    answer("per-share", "연결재무제표 기준 삼성전자 2020년 기본주당이익", won(3841)),
    # [공시덕후] SK하이닉스 FY2021 연결 전체재무제표 희석주당이익(손실) 13,984원.
    answer("per-share", "SK하이닉스 2021년 연결 희석주당이익 공시된 수치로", won(13984)),
    # [공시덕후] 신라젠 FY2023 별도 전체재무제표 기본주당이익(손실) -170원.
    answer("per-share", "신라젠 별도 기준으로 2023년 기본주당손실", won(-170)),
    # [가족대리] 삼성전자 2023 alotMatter 주당 현금배당금(원) 우선주 thstrm(2023) 1,445원.
    answer(
        "per-share",
        "남편이 삼성전자 우선주만 모으는데 2023년 우선주 배당 주당 얼마였는지 물어보네요",
        won(1445),
    ),
    # [가족대리] SK하이닉스 FY2022 연결 전체재무제표 기본주당이익(손실) 3,242원.
    answer(
        "per-share",
        "장인어른이 SK하이닉스 갖고 계신데 2022년 주당순이익 얼마였는지 알려드리려고요",
        won(3242),
    ),
    # [가족대리] 삼성전자 2023 alotMatter 주당액면가액(원) thstrm(2023) 100원.
    answer(
        "per-share", "누나가 삼성전자 액면가가 5000원 아니냐고 하는데 지금 주당 액면가액 얼마예요?", won(100)
    ),
    # [줄임말] 삼성전자 FY2019 연결 전체재무제표 기본주당이익(손실) 3,166원.
    answer("per-share", "삼전 19 eps ㅇㄷ", won(3166)),
    # [줄임말] 삼성전자 2023 alotMatter (연결)현금배당성향(%) frmtrm(2022) 17.90%.
    answer("per-share", "삼전 22 배당성향 연결 ㄱㄱ", pct(17.9)),
    # [줄임말] 신라젠 FY2022 연결 전체재무제표 기본주당이익(손실) -239원.
    answer("per-share", "신젠 22 주당손실 연결 ㅇㄷ?", won(-239)),
    # [반말명령] 삼성전자 2023 alotMatter 주당 현금배당금(원) 보통주 lwfr(2021) 1,444원.
    answer("per-share", "삼성전자 2021 주당배당금 보통주 뽑아봐", won(1444)),
    # [반말명령] 삼성전자 2023 alotMatter 현금배당금총액(백만원) thstrm(2023) ×1,000,000 9,809,438,000,000원.
    answer("per-share", "삼성전자 2023 현금배당금총액 보여줘 빨리", won(9809438000000)),
    # [반말명령] 삼성전자 2023 indvdlByPay 김기남 mendng_totamt 17,265,000,000원.
    answer("per-share", "김기남 고문 2023년 보수 까봐", won(17265000000)),
    # [반말명령] 삼성전자 2023 hmvAuditIndvdlBySttus 경계현 mendng_totamt 2,403,000,000원.
    answer("per-share", "삼성전자 경계현 대표이사 2023 보수총액 알려줘라", won(2403000000)),
    # [표요청] 삼성전자 FY2019 연결 전체재무제표 기본주당이익(손실) 3,166원. 삼성전자 FY2020 연결 전체재무제표 기본주당이익(손실) 3,841원. 삼성전자 FY2021 연결 전체재무제표 기본주당이익(손실) 5,777원. 삼성전자 FY2022
    # 연결 전체재무제표 기본주당이익(손실) 8,057원. 삼성전자 FY2023 연결 전체재무제표 기본주당이익(손실) 2,131원.
    answer(
        "per-share",
        "삼성전자 기본 EPS 2019~2023 연도별로 쭉",
        won(3166),
        won(3841),
        won(5777),
        won(8057),
        won(2131),
    ),
    # [표요청] 삼성전자 2023 alotMatter (별도)현금배당성향(%) lwfr(2021) 31.70%. 삼성전자 2023 alotMatter (별도)현금배당성향(%) frmtrm(2022) 38.60%. 삼성전자 2023 alotMatter
    # (별도)현금배당성향(%) thstrm(2023) 38.60%.
    answer("per-share", "삼성전자 별도 현금배당성향 2021 2022 2023 숫자만", pct(31.7), pct(38.6), pct(38.6)),
    # [표요청] SK하이닉스 FY2021 연결 전체재무제표 기본주당이익(손실) 13,989원. SK하이닉스 FY2022 연결 전체재무제표 기본주당이익(손실) 3,242원. SK하이닉스 FY2023 연결 전체재무제표 기본주당이익(손실) -13,244원.
    answer("per-share", "SK하이닉스 기본주당이익 2021~2023 표로 정리", won(13989), won(3242), won(-13244)),
    # [논쟁] 삼성전자 2023 alotMatter 주당 현금배당금(원) 보통주 thstrm(2023) 1,444원. 삼성전자 2023 alotMatter 주당 현금배당금(원) 우선주 thstrm(2023) 1,445원.
    answer(
        "per-share",
        "삼성전자 우선주가 보통주보다 배당 더 준다 vs 똑같다 — 2023년 주당배당금 둘 다 얼마임",
        won(1444),
        won(1445),
    ),
    # [논쟁] 삼성전자 2023 alotMatter (연결)현금배당성향(%) thstrm(2023) 67.80%.
    answer(
        "per-share", "형이랑 싸움: 삼성전자 2023년 배당성향 연결 기준으로 60% 넘었냐 안 넘었냐", pct(67.8)
    ),
    # [논쟁] SK하이닉스 FY2023 연결 전체재무제표 기본주당이익(손실) -13,244원.
    answer("per-share", "하이닉스 2023 eps 만원 넘게 마이너스였다는 거 맞음? 정확히 얼마", won(-13244)),
    # [공시덕후] 삼성전자 2023 hyslrChgSttus 삼성생명보험㈜ posesn_stock_co 1,263,050,053주; 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_co 508,157,148주.
    # (삼성전자 2023 hyslrChgSttus 삼성생명보험㈜ posesn_stock_co) − (삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_co) = 754,892,905주.
    answer(
        "per-share",
        "삼성전자 최대주주 변동현황상 2021년 변동 당시 소유주식수 대비 2023년 말 삼성생명 기말 소유주식수 감소분",
        shares(754892905),
    ),
    # [줄임말] 삼성전자 2023 stockTotqySttus 보통주 istc_totqy 5,969,782,550주; 삼성전자 2023 stockTotqySttus 보통주 isu_stock_totqy 20,000,000,000주. (삼성전자 2023
    # stockTotqySttus 보통주 istc_totqy) ÷ (삼성전자 2023 stockTotqySttus 보통주 isu_stock_totqy) = 29.85%.
    answer("per-share", "삼전 발행한도 중에 실제 발행된 비율 몇 퍼 ㅇㄷ", pct(29.8489)),
    # [표요청] 삼성전자 2023 stockTotqySttus 보통주 now_to_dcrs_stock_totqy 1,810,684,300주; 삼성전자 2023 stockTotqySttus 보통주 now_to_isu_stock_totqy
    # 7,780,466,850주. (삼성전자 2023 stockTotqySttus 보통주 now_to_dcrs_stock_totqy) ÷ (삼성전자 2023 stockTotqySttus 보통주 now_to_isu_stock_totqy) = 23.27%.
    answer("per-share", "삼성전자 지금까지 발행한 보통주 중 소각으로 줄어든 비율 숫자만", pct(23.2722)),
    # [논쟁] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_co 508,157,148주; 삼성전자 2023 hyslrSttus 삼성물산 trmend_posesn_stock_co 298,818,100주. (삼성전자
    # 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_co) ÷ (삼성전자 2023 hyslrSttus 삼성물산 trmend_posesn_stock_co) = 170.06%.
    answer(
        "per-share",
        "삼성생명이 삼성물산보다 삼전 주식 두 배는 갖고 있다는데 실제로 몇 %임? (생명÷물산)",
        pct(170.056),
    ),
    # [가족대리] 삼성전자 2023 alotMatter 주당 현금배당금(원) 보통주 thstrm(2023) 1,444원; 삼성전자 2023 alotMatter (연결)주당순이익(원) thstrm(2023) 2,131원. (삼성전자 2023
    # alotMatter 주당 현금배당금(원) 보통주 thstrm(2023)) ÷ (삼성전자 2023 alotMatter (연결)주당순이익(원) thstrm(2023)) = 67.76%.
    answer(
        "per-share",
        "아버지가 삼성전자 2023년 주당배당금이 주당순이익의 몇 %인지 직접 계산해보라시네요 (보통주 기준)",
        pct(67.7616),
    ),
)
