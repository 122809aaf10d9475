"""The eleventh chat-style set, held-out report half — per share: holders, share counts, DPS, payout, EPS, par value, named pay.

Written apart from the quick reader, the direct path and every other question file; each expected figure
computed with the writer's own script from the raw rows of core/data/bundle/opendart_recorded.json.gz (rows and
arithmetic in the comment above each case, the persona who typed it in brackets, see ``chat11_report``; amounts
in 원 as the rows give them, 백만원 rows of alotMatter read ×1,000,000; ROE and ROA with a year-end and an
average reading; a gap whose sign depends on the order accepts either sign)."""

from __future__ import annotations

from tests.core.quick.chat_questions import Case, Fig, answer, pct, shares, won


def people(*values: int) -> Fig:
    """A count of people (명)."""
    return Fig("people", tuple(float(v) for v in values))


PER_SHARE11R: tuple[Case, ...] = (
    # [오타] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_qota_rt 8.51%.
    answer("per-share", "삼성전자 최대주주 지분율 몇퍼센트야 삼성생멍", pct(8.51), names=("삼성생명",)),
    # [오타] 삼성전자 2023 mrhlSttus 소액주주 shrholdr_co 4,672,039명.
    answer("per-share", "삼성전자 소액 주주수 몇명", people(4672039)),
    # [오타] 삼성전자 2023 stockTotqySttus 보통주 istc_totqy 5,969,782,550주.
    answer("per-share", "삼성전자 발행주식 총수 몇주임 보통주", shares(5969782550)),
    # [숫자먼저] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_qota_rt 8.51%.
    answer("per-share", "8.5% 정도였나? 삼성생명이 가진 삼성전자 지분", pct(8.51)),
    # [숫자먼저] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_co 508,157,148주.
    answer("per-share", "5억주 넘지? 삼성생명 삼성전자 보유 주식수", shares(508157148)),
    # [숫자먼저] 삼성전자 2023 mrhlSttus 소액주주 shrholdr_co 4,672,039명.
    answer("per-share", "467만명이었던 거 같은데 삼전 소액주주 수", people(4672039)),
    # [숫자먼저] 삼성전자 2023 stockTotqySttus 보통주 distb_stock_co 5,969,782,550주.
    answer("per-share", "60억주 살짝 안 되던데 삼성전자 유통주식수 정확히", shares(5969782550)),
    # [극존칭] 삼성전자 2023 hyslrSttus 삼성물산 trmend_posesn_stock_co 298,818,100주.
    answer(
        "per-share",
        "안녕하십니까. 삼성전자의 최대주주 및 특수관계인 현황 중 삼성물산의 보유 주식수에 대해 문의드립니다.",
        shares(298818100),
    ),
    # [극존칭] 삼성전자 2023 stockTotqySttus 보통주 isu_stock_totqy 20,000,000,000주.
    answer(
        "per-share",
        "삼가 문의드립니다. 삼성전자 정관상 발행할 주식의 총수를 알려 주시면 감사하겠습니다.",
        shares(20000000000),
    ),
    # [극존칭] 삼성전자 2023 mrhlSttus 소액주주 hold_stock_rate 67.30%.
    answer(
        "per-share",
        "안녕하세요. 삼성전자 소액주주가 보유한 주식의 지분율을 안내하여 주시면 감사하겠습니다.",
        pct(67.3),
    ),
    # [극존칭] 삼성전자 2023 indvdlByPay 김기남 고문 mendng_totamt 17,265,000,000원.
    answer(
        "per-share",
        "바쁘신 와중에 죄송합니다. 삼성전자 김기남 고문의 2023년 보수 총액에 대해 문의드립니다.",
        won(17265000000),
    ),
    # [상대시점] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_co 508,157,148주.
    answer("per-share", "3년 전 사업보고서 기준 삼성전자 최대주주 보유주식 몇 주", shares(508157148)),
    # [상대시점] 삼성전자 2023 alotMatter 주당 현금배당금(원) 보통주 thstrm(2023) 1,444원.
    answer("per-share", "3년 전 삼성전자 보통주 주당배당금", won(1444)),
    # [상대시점] 삼성전자 FY2022 연결 전체재무제표 기본주당이익(손실) 8,057원.
    answer("per-share", "4년 전 삼성전자 EPS 얼마였지", won(8057)),
    # [감정] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_qota_rt 8.51%.
    answer("per-share", "삼성생명이 삼전 지분 다 팔았다는 소문 돌던데 지금 몇 퍼 들고 있어?", pct(8.51)),
    # [감정] 삼성전자 2023 mrhlSttus 소액주주 hold_stock_rate 67.30%.
    answer("per-share", "개미들 삼전에 몰빵했다던데 소액주주 지분율 진짜 얼마나 돼?", pct(67.3)),
    # [감정] 삼성전자 2023 hmvAuditIndvdlBySttus 경계현 대표이사 mendng_totamt 2,403,000,000원.
    answer("per-share", "경계현 대표 연봉 엄청나다던데 2023 보수 얼마 받았냐", won(2403000000)),
    # [감정] SK하이닉스 FY2023 연결 전체재무제표 기본주당이익(손실) -13,244원.
    answer("per-share", "하이닉스 2023 EPS 완전 박살났다던데 얼마야", won(-13244)),
    # [외국인] 삼성전자 2023 stockTotqySttus 보통주 istc_totqy 5,969,782,550주.
    answer("per-share", "삼성 전자 주식 몇 개 있어요? 발행 주식 총수 알고 싶어요", shares(5969782550)),
    # [외국인] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_qota_rt 8.51%.
    answer("per-share", "삼성 전자 제일 큰 주주 누구 입니까? 지분 몇 퍼센트", pct(8.51), names=("삼성생명",)),
    # [외국인] 삼성전자 2023 alotMatter 주당액면가액(원) thstrm(2023) 100원.
    answer("per-share", "삼성 전자 주식 한 주 액면 가격 얼마 입니까", won(100)),
    # [외국인] 삼성전자 2023 indvdlByPay 김기남 고문 mendng_totamt 17,265,000,000원.
    answer("per-share", "김기남 씨 삼성 전자 에서 2023 돈 얼마 받았어요", won(17265000000)),
    # [정정] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_co 508,157,148주.
    answer("per-share", "삼성물산 아니 삼성생명이 가진 삼성전자 주식 수", shares(508157148)),
    # [정정] 삼성전자 FY2021 연결 전체재무제표 기본주당이익(손실) 5,777원.
    answer("per-share", "삼성전자 희석 EPS 말고 기본 EPS 2021년", won(5777)),
    # [정정] SK하이닉스 FY2021(2023 보고서 전전기) 연결 희석주당이익(손실) 13,984원.
    answer("per-share", "하이닉스 2022 아니 2021 희석주당이익", won(13984)),
    # [정정] 삼성전자 2023 mrhlSttus 소액주주 hold_stock_co 4,017,892,514주.
    answer("per-share", "삼성전자 소액주주 수 말고 소액주주 보유 주식수", shares(4017892514)),
    # [순위] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_qota_rt 8.51%; 삼성전자 2023 hyslrSttus 삼성물산
    # trmend_posesn_stock_qota_rt 5.01%.
    answer("per-share", "삼성전자 주주 중 삼성생명 삼성물산 지분율 높은 순서대로", pct(8.51), pct(5.01)),
    # [순위] 삼성전자 FY2022 연결 전체재무제표 기본주당이익(손실) 8,057원.
    answer("per-share", "삼성전자 EPS 2019~2023 중 제일 높았던 해 얼마", won(8057)),
    # [배당러] 삼성전자 2023 alotMatter 주당 현금배당금(원) 보통주 thstrm(2023) 1,444원.
    answer("per-share", "삼성전자 2023년 보통주 주당배당금 얼마 받았어", won(1444)),
    # [배당러] 삼성전자 2023 alotMatter 주당 현금배당금(원) 우선주 thstrm(2023) 1,445원.
    answer("per-share", "삼성전자 우선주 2023 주당 현금배당 얼마임", won(1445)),
    # [배당러] 삼성전자 2023 alotMatter (연결)현금배당성향(%) thstrm(2023) 67.80%.
    answer("per-share", "삼성전자 2023 연결 배당성향", pct(67.8)),
    # [배당러] 삼성전자 2023 alotMatter (별도)현금배당성향(%) thstrm(2023) 38.60%.
    answer("per-share", "삼전 2023 별도 기준 배당성향은", pct(38.6)),
    # [배당러] 삼성전자 2023 alotMatter 현금배당금총액(백만원) thstrm(2023) 9,809,438 → 9,809,438,000,000원.
    answer("per-share", "삼성전자 2023년 배당금 총액 얼마야", won(9809438000000)),
    # [배당러] 삼성전자 2023 alotMatter 주당 현금배당금(원) 우선주 thstrm(2023) 1,445원; 삼성전자 2023 alotMatter 주당 현금배당금(원) 보통주
    # thstrm(2023) 1,444원; (삼성전자 2023 alotMatter 주당 현금배당금(원) 우선주 thstrm(2023)) − (삼성전자 2023 alotMatter 주당
    # 현금배당금(원) 보통주 thstrm(2023)) = 1원.
    answer("per-share", "삼성전자 우선주가 보통주보다 주당 배당 얼마 더 줘? 2023년", won(1)),
    # [배당러] 삼성전자 2023 alotMatter (연결)현금배당성향(%) frmtrm(2022) 17.90%.
    answer("per-share", "삼성전자 2022년 연결 배당성향 얼마였지", pct(17.9)),
    # [배당러] 삼성전자 2023 alotMatter (별도)현금배당성향(%) lwfr(2021) 31.70%.
    answer("per-share", "삼성전자 2021 별도 배당성향", pct(31.7)),
    # [배당러] 삼성전자 2023 alotMatter 주당 현금배당금(원) 우선주 frmtrm(2022) 1,445원.
    answer("per-share", "삼전 2022년 우선주 DPS", won(1445)),
    # [오타] 삼성전자 2023 alotMatter (연결)현금배당성향(%) thstrm(2023) 67.80%.
    answer("per-share", "삼성전자 2023 배당성햔 연결기준", pct(67.8)),
    # [숫자먼저] 삼성전자 2023 alotMatter 주당 현금배당금(원) 보통주 frmtrm(2022) 1,444원.
    answer("per-share", "1444원 맞나? 삼성전자 2022년 보통주 배당", won(1444)),
    # [숫자먼저] 삼성전자 2023 alotMatter 현금배당금총액(백만원) frmtrm(2022) 9,809,438 → 9,809,438,000,000원.
    answer("per-share", "9.8조쯤 되던데 삼성전자 2022년 현금배당 총액", won(9809438000000)),
    # [극존칭] 삼성전자 2023 alotMatter (연결)현금배당성향(%) lwfr(2021) 25.00%.
    answer("per-share", "안녕하십니까. 삼성전자 2021년 연결 현금배당성향에 대해 문의드립니다.", pct(25.0)),
    # [상대시점] 삼성전자 2023 alotMatter 현금배당금총액(백만원) thstrm(2023) 9,809,438 → 9,809,438,000,000원.
    answer("per-share", "3년 전 삼성전자 배당 총액", won(9809438000000)),
    # [외국인] 삼성전자 2023 alotMatter 주당 현금배당금(원) 보통주 lwfr(2021) 1,444원.
    answer("per-share", "삼성 전자 2021 배당 한 주 얼마 줬어요 보통 주", won(1444)),
    # [감정] 삼성전자 2023 alotMatter (연결)현금배당성향(%) thstrm(2023) 67.80%.
    answer("per-share", "삼성전자 2023 배당성향 미쳤다던데 진짜 60% 넘어?", pct(67.8)),
    # [정정] 삼성전자 2023 alotMatter (별도)현금배당성향(%) thstrm(2023) 38.60%.
    answer("per-share", "삼성전자 배당성향 2023 연결, 아니 별도로", pct(38.6)),
    # [오타] 삼성전자 FY2020 연결 전체재무제표 기본주당이익(손실) 3,841원.
    answer("per-share", "삼성전자 2020 주당순이잌", won(3841)),
    # [극존칭] 삼성전자 FY2023 연결 전체재무제표 희석주당이익(손실) 2,131원.
    answer(
        "per-share",
        "수고하십니다. 삼성전자 2023년 연결 희석주당이익을 알려 주시면 감사하겠습니다.",
        won(2131),
    ),
    # [상대시점] SK하이닉스 FY2023 연결 전체재무제표 기본주당이익(손실) -13,244원.
    answer("per-share", "3년 전 하이닉스 기본 EPS", won(-13244)),
    # [숫자먼저] 삼성전자 FY2019 연결 전체재무제표 기본주당이익(손실) 3,166원.
    answer("per-share", "3천원대였던가 삼성전자 2019 기본주당이익", won(3166)),
    # [외국인] SK하이닉스 FY2022(2023 보고서 전기) 연결 기본주당이익(손실) 3,242원.
    answer("per-share", "에스케이 하이닉스 2022 주식 한 개 이익 얼마 입니까 EPS", won(3242)),
)
