"""The tenth chat-style set, held-out report half — per share: holders, share counts, EPS, DPS, payout, par value, pay.

Written apart from the quick reader, the direct path, the tenth set's tuning half and every other question file;
each expected figure computed with the writer's own script from the raw rows of
core/data/bundle/opendart_recorded.json.gz (rows and arithmetic in the comment above each case, the persona who
typed it in brackets, see ``chat10_report``; amounts in 원 as the rows give them, 백만원 rows of alotMatter read
×1,000,000; ROE and ROA with a year-end and an average reading)."""

from __future__ import annotations

from tests.core.quick.chat_questions import Case, Fig, answer, pct, shares, won


def people(*values: int) -> Fig:
    """A count of people (명)."""
    return Fig("people", tuple(float(v) for v in values))


PER_SHARE10R: tuple[Case, ...] = (
    # [커뮤니티] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_co 508,157,148주.
    answer("per-share", "삼전 최대주주 삼성생명이 몇 주 들고 있음? ㄹㅇ 궁금", shares(508157148)),
    # [커뮤니티] 삼성전자 2023 mrhlSttus 소액주주 hold_stock_rate 67.30%.
    answer("per-share", "삼전 개미 비율 ㅇㅈ? 소액주주가 주식 몇 % 들고 있음", pct(67.3)),
    # [커뮤니티] 삼성전자 2023 mrhlSttus 소액주주 shrholdr_co 4,672,039명.
    answer("per-share", "삼전 주주가 460만 넘는다는 거 실화냐 소액주주 몇 명임", people(4672039)),
    # [기자] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_qota_rt 8.51%.
    answer("per-share", "삼성전자 최대주주 지분율 확인 부탁드립니다. 삼성생명 단독 기준입니다", pct(8.51)),
    # [기자] 삼성전자 2023 stockTotqySttus 보통주 istc_totqy 5,969,782,550주.
    answer(
        "per-share",
        "삼성전자 발행주식 총수(보통주) 기사에 쓰려는데 몇 주로 파악하면 됩니까",
        shares(5969782550),
    ),
    # [기자] 삼성전자 2023 hyslrSttus 삼성물산 trmend_posesn_stock_co 298,818,100주.
    answer("per-share", "삼성물산이 보유한 삼성전자 보통주 주식 수 확인 부탁드립니다", shares(298818100)),
    # [재무팀] 삼성전자 2023 stockTotqySttus 보통주 isu_stock_totqy 20,000,000,000주.
    answer(
        "per-share", "삼성전자 2023년 사업보고서 기준 정관상 발행할 주식의 총수(보통주)", shares(20000000000)
    ),
    # [재무팀] 삼성전자 2023 stockTotqySttus 보통주 profit_incnr 1,810,684,300주.
    answer("per-share", "삼성전자 보통주 이익소각으로 감소한 주식 수 누계", shares(1810684300)),
    # [재무팀] 삼성전자 2023 mrhlSttus 소액주주 hold_stock_co 4,017,892,514주.
    answer("per-share", "삼성전자 2023년 사업보고서상 소액주주 보유주식수", shares(4017892514)),
    # [교포] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_qota_rt 8.51%.
    answer("per-share", "삼성전자 largest shareholder 지분 몇 %예요?", pct(8.51)),
    # [교포] 삼성전자 2023 mrhlSttus 소액주주 shrholdr_rate 99.99%.
    answer("per-share", "Samsung 소액주주 shareholder 수 전체 주주 중 몇 퍼센트?", pct(99.99)),
    # [교포] 삼성전자 2023 hyslrSttus 삼성물산 trmend_posesn_stock_qota_rt 5.01%.
    answer("per-share", "Samsung C&T 그러니까 삼성물산이 삼성전자 지분 몇 % 갖고 있어요?", pct(5.01)),
    # [급함] 삼성전자 2023 stockTotqySttus 보통주 now_to_isu_stock_totqy 7,780,466,850주.
    answer("per-share", "삼전 발행한 주식 총수 지금까지", shares(7780466850)),
    # [급함] 삼성전자 2023 hyslrSttus 삼성물산 trmend_posesn_stock_qota_rt 5.01%.
    answer("per-share", "삼전 삼성물산 지분율", pct(5.01)),
    # [단위] 삼성전자 2023 mrhlSttus 소액주주 shrholdr_tot_co 4,672,130명.
    answer("per-share", "삼성전자 총 주주 수 명 단위로 정확히", people(4672130)),
    # [단위] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_co 508,157,148주.
    answer("per-share", "삼성생명 보유 삼성전자 주식 수 주 단위로 정확히", shares(508157148)),
    # [확인] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_qota_rt 8.51%.
    answer("per-share", "삼성생명 삼성전자 지분 10% 넘어?", pct(8.51)),
    # [확인] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_co 508,157,148주; 삼성전자 2023 hyslrSttus 삼성물산
    # trmend_posesn_stock_co 298,818,100주. (삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_co) − (삼성전자 2023
    # hyslrSttus 삼성물산 trmend_posesn_stock_co) = 209,339,048원.
    answer("per-share", "삼성생명이 삼성물산보다 삼성전자 주식 몇 주 더 많아?", shares(209339048)),
    # [확인] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_qota_rt 8.51%; 삼성전자 2023 hyslrSttus 삼성물산
    # trmend_posesn_stock_qota_rt 5.01%. (삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_qota_rt) + (삼성전자 2023
    # hyslrSttus 삼성물산 trmend_posesn_stock_qota_rt) = 13.52%.
    answer("per-share", "삼성생명이랑 삼성물산 삼성전자 지분 합치면 13% 넘어?", pct(13.52)),
    # [초보] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ relate "최대주주 본인" (이름으로 답함).
    answer(
        "per-share",
        "주식 처음 사봤는데 최대주주가 누군지 보라고 하더라구요. 삼성전자 최대주주는 누구예요?",
        names=("삼성생명",),
    ),
    # [스레드] 삼성전자 2023 hyslrChgSttus 삼성생명보험㈜ qota_rt 21.16%.
    answer(
        "per-share", "아 그리고 삼성전자 최대주주가 2021년 4월에 바뀌었을 때 지분율은 얼마였어?", pct(21.16)
    ),
    # [커뮤니티] SK하이닉스 FY2021 연결 전체재무제표 기본주당이익(손실) 13,989원.
    answer("per-share", "하닉 21년 eps 만원 넘었다는데 ㄹㅇ?", won(13989)),
    # [커뮤니티] 삼성전자 2023 alotMatter 주당 현금배당금(원) 보통주 thstrm 1,444원.
    answer("per-share", "삼전 배당 주당 얼마 줌 23년 보통주", won(1444)),
    # [기자] 삼성전자 2023 alotMatter (연결)현금배당성향(%) - frmtrm 17.90%.
    answer("per-share", "삼성전자 2022년 연결 기준 현금배당성향 수치 확인 부탁드립니다", pct(17.9)),
    # [기자] 삼성전자 2023 alotMatter 현금배당금총액(백만원) - thstrm 9,809,438백만원 ×1,000,000.
    answer(
        "per-share", "삼성전자 2023년 현금배당금총액 기사에 쓰려는데 얼마로 파악됩니까", won(9809438000000)
    ),
    # [재무팀] 삼성전자 2023 alotMatter (별도)현금배당성향(%) - thstrm 38.60%.
    answer("per-share", "삼성전자 2023년 별도 현금배당성향", pct(38.6)),
    # [재무팀] 삼성전자 FY2019 연결 전체재무제표 기본주당이익(손실) 3,166원.
    answer("per-share", "삼성전자 2019년 연결 기본주당이익", won(3166)),
    # [재무팀] SK하이닉스 FY2021 연결 전체재무제표 희석주당이익(손실) 13,984원.
    answer("per-share", "SK하이닉스 2021년 연결 희석주당이익", won(13984)),
    # [재무팀] 삼성전자 2023 alotMatter 주당 현금배당금(원) 보통주 frmtrm 1,444원; 삼성전자 FY2022 연결 전체재무제표 기본주당이익(손실) 8,057원. (삼성전자
    # 2023 alotMatter 주당 현금배당금(원) 보통주 frmtrm) ÷ (삼성전자 FY2022 연결 전체재무제표 기본주당이익(손실)) = 17.92%.
    answer(
        "per-share",
        "삼성전자 2022년 보통주 주당배당금 ÷ 연결 기본주당이익 (주당 기준 배당성향)",
        pct(17.9223),
    ),
    # [교포] 삼성전자 FY2020 연결 전체재무제표 기본주당이익(손실) 3,841원.
    answer("per-share", "삼성전자 2020 EPS 얼마였어요? basic으로", won(3841)),
    # [교포] 삼성전자 2023 alotMatter 주당 현금배당금(원) 우선주 lwfr 1,445원.
    answer("per-share", "삼성전자 우선주 dividend per share 2021년 얼마?", won(1445)),
    # [급함] 삼성전자 FY2022 연결 전체재무제표 기본주당이익(손실) 8,057원.
    answer("per-share", "삼전 22 eps", won(8057)),
    # [급함] 신라젠 FY2022 연결 전체재무제표 기본주당이익(손실) -239원.
    answer("per-share", "신라젠 22 주당순손실", won(-239)),
    # [급함] SK하이닉스 FY2022 연결 전체재무제표 기본주당이익(손실) 3,242원; SK하이닉스 FY2021 연결 전체재무제표 기본주당이익(손실) 13,989원. (SK하이닉스 FY2022
    # 연결 전체재무제표 기본주당이익(손실)) ÷ (SK하이닉스 FY2021 연결 전체재무제표 기본주당이익(손실)) − 1 = -76.82%.
    answer("per-share", "하닉 EPS 21→22 변화율", pct(-76.8246)),
    # [단위] 삼성전자 2023 alotMatter 주당액면가액(원) - thstrm 100원.
    answer("per-share", "삼성전자 주당 액면가 원 단위로", won(100)),
    # [단위] 삼성전자 2023 alotMatter (연결)현금배당성향(%) - lwfr 25.00%.
    answer("per-share", "삼성전자 2021년 연결 배당성향 퍼센트로만", pct(25.0)),
    # [확인] 삼성전자 FY2023 연결 전체재무제표 기본주당이익(손실) 2,131원; 삼성전자 FY2022 연결 전체재무제표 기본주당이익(손실) 8,057원.
    answer("per-share", "삼성전자 2023년 EPS가 2022년의 절반도 안 됐어? 둘 다 알려줘", won(2131), won(8057)),
    # [확인] 삼성전자 2023 alotMatter 주당 현금배당금(원) 우선주 thstrm 1,445원; 삼성전자 2023 alotMatter 주당 현금배당금(원) 보통주 thstrm
    # 1,444원.
    answer(
        "per-share", "삼성전자 우선주 배당이 보통주보다 1원 많은 거 맞아? 2023년 각각", won(1445), won(1444)
    ),
    # [초보] 삼성전자 2023 alotMatter (연결)현금배당성향(%) - thstrm 67.80%.
    answer(
        "per-share",
        "배당주 투자 해보려는데 배당성향이라는 걸 보라고 해서요. 삼성전자 2023년 연결 배당성향은 몇 %인가요?",
        pct(67.8),
    ),
    # [초보] SK하이닉스 FY2022 연결 전체재무제표 기본주당이익(손실) 3,242원.
    answer(
        "per-share",
        "주식 처음인데 EPS가 높으면 좋다고 들었어요. SK하이닉스 2022년 EPS는 얼마예요?",
        won(3242),
    ),
    # [스레드] 삼성전자 FY2018 연결 전체재무제표 기본주당이익(손실) 6,461원.
    answer("per-share", "아 그리고 삼성전자 2018년 EPS도", won(6461)),
    # [기자] 삼성전자 2023 indvdlByPay 김기남 mendng_totamt 17,265,000,000원.
    answer(
        "per-share",
        "삼성전자 2023년 보수 5억원 이상 수령자 중 김기남 고문의 보수총액 확인 부탁드립니다",
        won(17265000000),
    ),
    # [재무팀] 삼성전자 2023 hmvAuditIndvdlBySttus 경계현 mendng_totamt 2,403,000,000원.
    answer(
        "per-share",
        "삼성전자 2023년 사업보고서 이사·감사 개인별 보수 중 경계현 대표이사 보수총액",
        won(2403000000),
    ),
    # [커뮤니티] 삼성전자 2023 indvdlByPay 김기남 mendng_totamt 17,265,000,000원.
    answer("per-share", "삼전 김기남 고문 연봉 172억 실화냐 정확히 얼마임", won(17265000000)),
    # [스레드] 삼성전자 2023 hmvAuditIndvdlBySttus 경계현 mendng_totamt 2,403,000,000원.
    answer("per-share", "그럼 경계현 대표는 2023년에 보수 얼마 받았어?", won(2403000000)),
)
