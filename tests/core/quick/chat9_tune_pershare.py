"""The ninth chat-style set, tuning half — per share: EPS, DPS, payout, par value, holders, share counts.

Written apart from the quick reader, the direct path and every other question file; each expected figure
computed with the writer's own script from the raw rows of core/data/bundle/opendart_recorded.json.gz (rows and
arithmetic in the comment above each case, the persona who typed it in brackets, see ``chat9_tune``; amounts in
원 as the rows give them, 백만원 rows of alotMatter read ×1,000,000; ROE and ROA with a year-end and an
average reading)."""

from __future__ import annotations

from tests.core.quick.chat_questions import Case, Fig, answer, pct, shares, won


def people(*values: int) -> Fig:
    """A count of people (명)."""
    return Fig("people", tuple(float(v) for v in values))


PER_SHARE9: tuple[Case, ...] = (
    # [메모] 삼성전자 FY2017 연결 전체재무제표 기본주당이익(손실) 5,997원.
    answer("per-share", "삼성전자 / EPS / 2017", won(5997)),
    # [메모] 삼성전자 2023 alotMatter 주당 현금배당금(원) 보통주 thstrm(2023) 1,444원.
    answer("per-share", "삼전 — 23 DPS (보통주)", won(1444)),
    # [메모] 삼성전자 2023 alotMatter 주당액면가액(원) thstrm(2023) 100원.
    answer("per-share", "삼성전자 / 액면가", won(100)),
    # [메모] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_co 508,157,148주.
    answer("per-share", "삼성전자 최대주주 / 보유주식수", shares(508157148)),
    # [메모] 삼성전자 2023 stockTotqySttus istc_totqy 5,969,782,550주.
    answer("per-share", "삼전 / 발행주식수 / 보통주", shares(5969782550)),
    # [리서치] 삼성전자 2023 alotMatter (연결)현금배당성향(%) thstrm(2023) 67.80%.
    answer("per-share", "삼성전자 FY23 연결 현금배당성향 부탁드립니다", pct(67.8)),
    # [리서치] SK하이닉스 FY2022 연결 전체재무제표 기본주당이익(손실) 3,242원.
    answer("per-share", "SK하이닉스 FY22 기본 EPS 부탁드립니다", won(3242)),
    # [리서치] 삼성전자 FY2023 연결 전체재무제표 기본주당이익(손실) 2,131원; 삼성전자 FY2022 연결 전체재무제표 기본주당이익(손실) 8,057원. (삼성전자 FY2023 연결
    # 전체재무제표 기본주당이익(손실)) ÷ (삼성전자 FY2022 연결 전체재무제표 기본주당이익(손실)) − 1 = -73.55%.
    answer("per-share", "삼성전자 FY23 EPS 전년 대비 증감률 부탁드립니다", pct(-73.5509)),
    # [리서치] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_qota_rt 8.51%.
    # 삼성전자 2023 mrhlSttus hold_stock_rate 67.30%.
    answer("per-share", "삼성전자 최대주주 지분율과 소액주주 지분율 부탁드립니다", pct(8.51), pct(67.3)),
    # [리서치] 삼성전자 2023 stockTotqySttus istc_totqy 5,969,782,550주; 삼성전자 2023 stockTotqySttus isu_stock_totqy
    # 20,000,000,000주. (삼성전자 2023 stockTotqySttus istc_totqy) ÷ (삼성전자 2023 stockTotqySttus isu_stock_totqy) =
    # 29.85%.
    answer("per-share", "삼성전자 보통주 정관상 발행한도 대비 실제 발행주식 비율 부탁드립니다", pct(29.8489)),
    # [기억] 삼성전자 2023 alotMatter 주당 현금배당금(원) 보통주 frmtrm(2022) 1,444원.
    answer("per-share", "삼성전자 배당 1년에 1,444원 맞지? 2022년 보통주 기준", won(1444)),
    # [기억] 삼성전자 2023 alotMatter 주당액면가액(원) thstrm(2023) 100원.
    answer("per-share", "삼전 액면가 100원이었나 5000원이었나", won(100)),
    # [기억] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_qota_rt 8.51%.
    answer("per-share", "삼성생명이 삼전 지분 8% 좀 넘게 갖고 있는 거 맞죠? 정확히 몇 %?", pct(8.51)),
    # [기억] 삼성전자 2023 mrhlSttus shrholdr_co 4,672,039명.
    answer("per-share", "삼성전자 소액주주 460만 명 넘었던 거 같은데 몇 명이에요", people(4672039)),
    # [기억] SK하이닉스 FY2023 연결 전체재무제표 기본주당이익(손실) -13,244원.
    answer("per-share", "하이닉스 23년 EPS 마이너스 만원 넘었던 거 맞아?", won(-13244)),
    # [포폴] 삼성전자 2023 alotMatter 주당 현금배당금(원) 우선주 thstrm(2023) 1,445원.
    answer("per-share", "삼성전자 우선주 들고 있어서요. 2023년 우선주 주당 배당금 얼마였어요?", won(1445)),
    # [포폴] 삼성전자 2023 alotMatter 주당 현금배당금(원) 보통주 thstrm(2023) 1,444원; 삼성전자 2023 alotMatter (연결)주당순이익(원)
    # thstrm(2023) 2,131원. (삼성전자 2023 alotMatter 주당 현금배당금(원) 보통주 thstrm(2023)) ÷ (삼성전자 2023 alotMatter
    # (연결)주당순이익(원) thstrm(2023)) = 67.76%.
    answer(
        "per-share",
        "삼전 보유 중인데 배당이 이익에 비해 많은 건지 궁금해서요. 2023년 주당배당금이 EPS의 몇 %예요?",
        pct(67.7616),
    ),
    # [포폴] 신라젠 FY2023 연결 전체재무제표 기본주당이익(손실) -198원.
    answer("per-share", "신라젠 물려서요… 2023년 주당순손실 얼마였나요 연결로", won(-198)),
    # [포폴] 삼성전자 2023 mrhlSttus shrholdr_rate 99.99%.
    answer("per-share", "삼성전자 주주인데 나 같은 개미가 전체 주주 중 몇 %나 되는지 궁금해요", pct(99.99)),
    # [음성] 삼성전자 FY2023 연결 전체재무제표 기본주당이익(손실) 2,131원.
    answer("per-share", "삼성전자 이천이십삼년 주당순이익 알려줘", won(2131)),
    # [음성] 삼성전자 2023 alotMatter (별도)현금배당성향(%) frmtrm(2022) 38.60%.
    answer("per-share", "삼성전자 이천이십이년 별도 배당성향 알려줘", pct(38.6)),
    # [음성] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_qota_rt 8.51%.
    answer("per-share", "삼성전자 최대주주 지분율 알려줘", pct(8.51)),
    # [음성] 삼성전자 2023 stockTotqySttus istc_totqy 5,969,782,550주.
    answer("per-share", "삼성전자 주식 총 몇 주 발행됐는지 알려줘", shares(5969782550)),
    # [음성] SK하이닉스 FY2021 연결 전체재무제표 기본주당이익(손실) 13,989원.
    answer("per-share", "에스케이 하이닉스 이천이십일년 주당순이익 알려줘", won(13989)),
    # [모바일] 삼성전자 2023 alotMatter 현금배당금총액(백만원) frmtrm(2022) 9,809,438백만원 ×1,000,000.
    answer("per-share", "삼성전자 배당금총액 2022", won(9809438000000)),
    # [모바일] 삼성전자 2023 mrhlSttus hold_stock_co 4,017,892,514주.
    answer("per-share", "삼성젼자 소액주주 보유주식수", shares(4017892514)),
    # [모바일] 삼성전자 2023 alotMatter 주당 현금배당금(원) 우선주 frmtrm(2022) 1,445원.
    answer("per-share", "삼성전자 주당배당굼 우선주 2022", won(1445)),
    # [모바일] 삼성전자 2023 hyslrSttus 삼성물산 trmend_posesn_stock_qota_rt 5.01%.
    answer("per-share", "삼성물산 삼성전자지분율", pct(5.01)),
    # [용어] 삼성전자 2023 alotMatter 주당 현금배당금(원) 보통주 thstrm(2023) 1,444원.
    answer("per-share", "삼성전자 배당 얼마 줌? 2023 보통주", won(1444)),
    # [용어] 삼성전자 2023 alotMatter 주당액면가액(원) thstrm(2023) 100원.
    answer("per-share", "삼성전자 주식 한 주 액면가 얼마짜리야", won(100)),
    # [용어] 삼성전자 2023 alotMatter (연결)현금배당성향(%) lwfr(2021) 25%.
    answer("per-share", "삼성전자 번 돈 중 배당으로 나간 비율 2021 연결", pct(25)),
    # [용어] 삼성전자 2023 mrhlSttus shrholdr_co 4,672,039명.
    answer("per-share", "삼성전자 개미 주주 몇 명이야", people(4672039)),
    # [용어] 삼성전자 2023 stockTotqySttus profit_incnr 1,810,684,300주.
    answer("per-share", "삼성전자 소각해서 없어진 주식 몇 주야", shares(1810684300)),
    # [영어만] 삼성전자 FY2023 연결 전체재무제표 기본주당이익(손실) 2,131원.
    answer("per-share", "samsung eps 23", won(2131)),
    # [영어만] 삼성전자 2023 alotMatter 주당 현금배당금(원) 우선주 lwfr(2021) 1,445원.
    answer("per-share", "samsung dps 2021 preferred", won(1445)),
    # [영어만] 삼성전자 2023 alotMatter (연결)현금배당성향(%) thstrm(2023) 67.80%.
    answer("per-share", "samsung payout ratio 2023 consolidated", pct(67.8)),
    # [영어만] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_qota_rt 8.51%.
    answer("per-share", "samsung largest shareholder stake", pct(8.51)),
    # [영어만] 삼성전자 2023 alotMatter 주당액면가액(원) thstrm(2023) 100원.
    answer("per-share", "samsung par value per share", won(100)),
    # [질문두개] 삼성전자 2023 alotMatter 주당 현금배당금(원) 보통주 thstrm(2023) 1,444원.
    # 삼성전자 2023 alotMatter 주당 현금배당금(원) 우선주 thstrm(2023) 1,445원.
    answer("per-share", "삼성전자 2023 보통주 배당이랑 우선주 배당 각각", won(1444), won(1445)),
    # [질문두개] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_qota_rt 8.51%.
    # 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_co 508,157,148주.
    answer("per-share", "삼성전자 최대주주 지분율하고 보유 주식 수", pct(8.51), shares(508157148)),
    # [질문두개] 삼성전자 FY2022 연결 전체재무제표 기본주당이익(손실) 8,057원.
    # 삼성전자 2023 alotMatter (연결)현금배당성향(%) frmtrm(2022) 17.90%.
    answer("per-share", "삼성전자 2022 EPS랑 연결 배당성향 같이", won(8057), pct(17.9)),
    # [질문두개] 삼성전자 2023 mrhlSttus shrholdr_co 4,672,039명.
    # 삼성전자 2023 mrhlSttus shrholdr_tot_co 4,672,130명.
    answer("per-share", "삼성전자 소액주주 수랑 전체 주주 수 둘 다", people(4672039), people(4672130)),
    # [리서치] 삼성전자 2023 indvdlByPay mendng_totamt 17,265,000,000원.
    answer(
        "per-share", "삼성전자 5억 이상 보수 수령자 중 김기남 고문 보수총액 부탁드립니다", won(17265000000)
    ),
    # [기억] 삼성전자 2023 hmvAuditIndvdlBySttus mendng_totamt 2,403,000,000원.
    answer("per-share", "삼성전자 경계현 대표 보수 24억쯤 받았던가", won(2403000000)),
    # [메모] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_co 508,157,148주; 삼성전자 2023 stockTotqySttus
    # istc_totqy 5,969,782,550주. (삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_co) ÷ (삼성전자 2023
    # stockTotqySttus istc_totqy) = 8.51%.
    answer("per-share", "삼성생명 삼전 보유주식 / 발행주식 대비 % ?", pct(8.5122)),
    # [포폴] 삼성전자 2023 hyslrChgSttus posesn_stock_co 1,263,050,053주.
    answer(
        "per-share",
        "삼전 갖고 있는데 지배구조가 궁금해서요. 2021년 최대주주 변동 때 최대주주 쪽 보유주식수가 몇 주였어요?",
        shares(1263050053),
    ),
    # [메모] 이름: 삼성생명 (hyslrSttus 최대주주 본인 삼성생명보험㈜)
    answer("per-share", "삼성전자 / 최대주주 이름?", names=("삼성생명",)),
    # [영어만] SK하이닉스 FY2022 연결 전체재무제표 기본주당이익(손실) 3,242원; SK하이닉스 FY2021 연결 전체재무제표 기본주당이익(손실) 13,989원. (SK하이닉스
    # FY2022 연결 전체재무제표 기본주당이익(손실)) ÷ (SK하이닉스 FY2021 연결 전체재무제표 기본주당이익(손실)) − 1 = -76.82%.
    answer("per-share", "sk hynix eps 2022 vs 2021 change %", pct(-76.8246)),
)
