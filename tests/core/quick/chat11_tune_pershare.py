"""The eleventh chat-style set, tuning half — per share: EPS, DPS, payout, par value, holders, share counts, pay.

Written apart from the quick reader, the direct path and every other question file; each expected figure
computed with the writer's own script from the raw rows of core/data/bundle/opendart_recorded.json.gz (rows and
arithmetic in the comment above each case, the persona who typed it in brackets, see ``chat11_tune``; amounts in
원 as the rows give them, 백만원 rows of alotMatter read ×1,000,000; ROE and ROA with a year-end and an
average reading)."""

from __future__ import annotations

from tests.core.quick.chat_questions import Case, Fig, answer, pct, shares, won


def people(*values: int) -> Fig:
    """A count of people (명)."""
    return Fig("people", tuple(float(v) for v in values))


PER_SHARE11: tuple[Case, ...] = (
    # [배당러] 삼성전자 2023 alotMatter 주당 현금배당금(원) 보통주 thstrm(2023) 1,444원.
    answer("per-share", "삼성전자 보통주 한 주당 배당금 2023년 기준 얼마 받았나요", won(1444)),
    # [배당러] 삼성전자 2023 alotMatter 주당 현금배당금(원) 우선주 lwfr(2021) 1,445원.
    answer("per-share", "삼전 우선주 주당배당금 2021년 얼마였음", won(1445)),
    # [배당러] 삼성전자 2023 alotMatter 주당 현금배당금(원) 보통주 frmtrm(2022) 1,444원. 삼성전자 2023 alotMatter 주당 현금배당금(원) 우선주 frmtrm(2022) 1,445원.
    answer("per-share", "삼성전자 2022년 보통주 DPS랑 우선주 DPS 둘 다", won(1444), won(1445)),
    # [배당러] 삼성전자 2023 alotMatter 주당 현금배당금(원) 보통주 thstrm(2023) 1,444원; 삼성전자 2023 alotMatter (연결)주당순이익(원) thstrm(2023) 2,131원. (삼성전자 2023 alotMatter
    # 주당 현금배당금(원) 보통주 thstrm(2023)) ÷ (삼성전자 2023 alotMatter (연결)주당순이익(원) thstrm(2023)) = 67.76%.
    answer("per-share", "삼전 배당 2023 연결 기준 주당순이익 대비 주당배당금 비율 (DPS ÷ EPS)", pct(67.7616)),
    # [배당러] 삼성전자 2023 alotMatter 주당액면가액(원) thstrm(2023) 100원.
    answer("per-share", "배당 받으려고 보는데 삼성전자 액면가 얼마짜리 주식이야", won(100)),
    # [오타] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_qota_rt 8.51%.
    answer("per-share", "삼성전자 최대주주 지분뉼", pct(8.51), names=("삼성생명",)),
    # [오타] 삼성전자 2023 mrhlSttus 소액주주 shrholdr_co 4,672,039명.
    answer("per-share", "삼전 소액주주 주주수 몇 몀", people(4672039)),
    # [오타] 삼성전자 2023 stockTotqySttus 보통주 istc_totqy 5,969,782,550주.
    answer("per-share", "삼성전자 발행주식 총슈", shares(5969782550)),
    # [오타] SK하이닉스 FY2023 연결 전체재무제표 기본주당이익(손실) -13,244원.
    answer("per-share", "하이닉스 2023 주당순이 익", won(-13244)),
    # [오타] 삼성전자 FY2020 연결 전체재무제표 기본주당이익(손실) 3,841원.
    answer("per-share", "삼성전자 2020 기본 주당순이익익", won(3841)),
    # [숫자먼저] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_qota_rt 8.51%.
    answer("per-share", "8.5% 맞지? 삼성생명 삼전 지분율", pct(8.51)),
    # [숫자먼저] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_co 508,157,148주.
    answer("per-share", "5억 주 넘던데 삼성생명이 가진 삼성전자 주식 수", shares(508157148)),
    # [숫자먼저] 삼성전자 2023 mrhlSttus 소액주주 shrholdr_co 4,672,039명.
    answer("per-share", "467만 명쯤이던가 삼전 소액주주", people(4672039)),
    # [숫자먼저] SK하이닉스 FY2023 연결 전체재무제표 희석주당이익(손실) -13,244원.
    answer("per-share", "-1.3만원이었던 듯 하이닉스 23 희석 EPS", won(-13244)),
    # [숫자먼저] 삼성전자 2023 stockTotqySttus 보통주 isu_stock_totqy 20,000,000,000주.
    answer("per-share", "200억 주였나 삼성전자 발행할 주식의 총수 한도", shares(20000000000)),
    # [극존칭] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_co 508,157,148주. 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_qota_rt 8.51%.
    answer(
        "per-share",
        "안녕하십니까. 삼성전자 최대주주인 삼성생명보험의 보유 주식수와 지분율에 대해 문의드립니다.",
        shares(508157148),
        pct(8.51),
    ),
    # [극존칭] 삼성전자 2023 mrhlSttus 소액주주 hold_stock_co 4,017,892,514주.
    answer(
        "per-share",
        "수고하십니다. 삼성전자 소액주주의 보유 주식수를 알려주시면 감사하겠습니다.",
        shares(4017892514),
    ),
    # [극존칭] SK하이닉스 FY2021 연결 전체재무제표 희석주당이익(손실) 13,984원.
    answer(
        "per-share",
        "안녕하세요. SK하이닉스 2021년 연결 희석주당이익을 확인하여 주시면 감사하겠습니다.",
        won(13984),
    ),
    # [극존칭] 삼성전자 2023 hmvAuditIndvdlBySttus 경계현 mendng_totamt 2,403,000,000원.
    answer(
        "per-share",
        "안녕하십니까. 삼성전자 경계현 대표이사의 2023년 보수 총액에 대하여 문의드립니다.",
        won(2403000000),
    ),
    # [극존칭] 삼성전자 2023 stockTotqySttus 보통주 now_to_dcrs_stock_totqy (이익소각 profit_incnr 같은 값) 1,810,684,300주.
    answer(
        "per-share",
        "안녕하세요. 삼성전자가 지금까지 이익소각으로 감소시킨 보통주 수를 알려주시면 감사하겠습니다.",
        shares(1810684300),
    ),
    # [상대시점] 삼성전자 FY2023 연결 전체재무제표 희석주당이익(손실) 2,131원.
    answer("per-share", "3년 전 삼성전자 희석 EPS", won(2131)),
    # [상대시점] SK하이닉스 FY2022 연결 전체재무제표 기본주당이익(손실) 3,242원.
    answer("per-share", "4년 전 하이닉스 기본주당이익", won(3242)),
    # [상대시점] 삼성전자 2023 alotMatter 주당 현금배당금(원) 보통주 lwfr(2021) 1,444원.
    answer("per-share", "5년 전 삼전 주당 배당 보통주", won(1444)),
    # [상대시점] 삼성전자 2023 alotMatter (연결)현금배당성향(%) thstrm(2023) 67.8%.
    answer("per-share", "3년 전 기준 삼성전자 연결 배당성향", pct(67.8)),
    # [감정] SK하이닉스 FY2023 연결 전체재무제표 기본주당이익(손실) -13,244원.
    answer("per-share", "하이닉스 2023 주당 순손실 보고 울었다 ㅠ 기본 EPS 얼마였지", won(-13244)),
    # [감정] 삼성전자 2023 mrhlSttus 소액주주 hold_stock_rate 67.3%.
    answer("per-share", "개미 소외감 느낀다.. 삼전 소액주주가 가진 지분이 전체의 몇 %야", pct(67.3)),
    # [감정] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_qota_rt 8.51%.
    answer("per-share", "삼성생명 혼자 삼전을 다 먹은 거 아냐? 기말 보유 지분 몇 퍼야", pct(8.51)),
    # [감정] 신라젠 FY2023 연결 전체재무제표 기본주당이익(손실) -198원.
    answer("per-share", "신라젠 2023 주당손실 얼마나 참담했냐 연결 기본 EPS", won(-198)),
    # [외국인] 삼성전자 2023 stockTotqySttus 보통주 istc_totqy 5,969,782,550주.
    answer("per-share", "삼성 전자 주식 전부 몇 개 있어요? 발행 주식", shares(5969782550)),
    # [외국인]
    answer("per-share", "삼성 전자 제일 큰 주주 이름 무엇 입니까", names=("삼성생명",)),
    # [외국인] 삼성전자 2023 hyslrSttus 삼성물산 trmend_posesn_stock_co 298,818,100주.
    answer("per-share", "삼성 물산 삼성 전자 주식 몇 개 가지고 있습니까", shares(298818100)),
    # [외국인] 삼성전자 2023 indvdlByPay 김기남 mendng_totamt 17,265,000,000원.
    answer("per-share", "김기남 삼성 전자 2023 돈 받은 보수 얼마 입니까", won(17265000000)),
    # [외국인] SK하이닉스 FY2022 연결 전체재무제표 기본주당이익(손실) 3,242원.
    answer("per-share", "SK 하이닉스 2022 한 주 이익 EPS 알고 싶어요", won(3242)),
    # [정정] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_co 508,157,148주.
    answer("per-share", "삼성물산 아니 삼성생명 삼전 보유 주식수", shares(508157148)),
    # [정정] 삼성전자 2023 alotMatter 주당 현금배당금(원) 우선주 thstrm(2023) 1,445원.
    answer("per-share", "삼전 보통주 아 아니 우선주 2023 주당배당금", won(1445)),
    # [정정] 삼성전자 FY2021 연결 전체재무제표 기본주당이익(손실) 5,777원.
    answer("per-share", "삼성전자 2019 아니 2021 기본 EPS", won(5777)),
    # [정정] 삼성전자 2023 mrhlSttus 소액주주 shrholdr_rate 99.99%.
    answer("per-share", "소액주주 수 말고 소액주주 비율, 삼전 주주 수 기준", pct(99.99)),
    # [정정] SK하이닉스 FY2022 연결 전체재무제표 희석주당이익(손실) 3,242원.
    answer("per-share", "하이닉스 기본 아니 희석 주당이익 2022", won(3242)),
    # [순위] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_qota_rt 8.51%.
    answer("per-share", "삼성생명 삼성물산 중 삼전 지분 더 많은 곳 지분율", pct(8.51), names=("삼성생명",)),
    # [순위] 삼성전자 FY2022 연결 전체재무제표 기본주당이익(손실) 8,057원.
    answer("per-share", "삼전 EPS 2021 2022 2023 중 제일 높았던 해 얼마", won(8057)),
    # [순위] SK하이닉스 FY2021 연결 전체재무제표 기본주당이익(손실) 13,989원. SK하이닉스 FY2022 연결 전체재무제표 기본주당이익(손실) 3,242원. SK하이닉스 FY2023 연결 전체재무제표 기본주당이익(손실) -13,244원.
    answer("per-share", "하닉 EPS 2021 2022 2023 높은 순서대로", won(13989), won(3242), won(-13244)),
    # [상대시점] 삼성전자 2023 mrhlSttus 소액주주 shrholdr_co 4,672,039명.
    answer("per-share", "3년 전 말 기준 삼성전자 소액주주 몇 명이었어", people(4672039)),
    # [감정] 삼성전자 2023 hyslrChgSttus 삼성생명보험㈜ qota_rt 21.16%.
    answer(
        "per-share", "삼성생명 지분 20% 넘던 시절도 있었다던데 최대주주 변동 때 지분율 얼마였어", pct(21.16)
    ),
    # [극존칭] 삼성전자 2023 hyslrChgSttus 삼성생명보험㈜ posesn_stock_co 1,263,050,053주.
    answer(
        "per-share",
        "안녕하십니까. 삼성전자 최대주주 변동(2021년 4월) 당시 삼성생명보험의 보유 주식수를 문의드립니다.",
        shares(1263050053),
    ),
)
