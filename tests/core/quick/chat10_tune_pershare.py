"""The tenth chat-style set, tuning half — per share: EPS, DPS, payout, par value, holders, shares, pay.

Written apart from the quick reader, the direct path and every other question file; each expected figure
computed with the writer's own script from the raw rows of core/data/bundle/opendart_recorded.json.gz (rows and
arithmetic in the comment above each case, the persona who typed it in brackets, see ``chat10_tune``; amounts in
원 as the rows give them, 백만원 rows of alotMatter read ×1,000,000; ROE and ROA with a year-end and an
average reading)."""

from __future__ import annotations

from tests.core.quick.chat_questions import Case, Fig, answer, pct, shares, won


def people(*values: int) -> Fig:
    """A count of people (명)."""
    return Fig("people", tuple(float(v) for v in values))


PER_SHARE10: tuple[Case, ...] = (
    # [커뮤니티] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_qota_rt 8.51%.
    answer("per-share", "삼전 최대주주 누구임? 지분 몇 퍼?", pct(8.51), names=("삼성생명",)),
    # [커뮤니티] 삼성전자 2023 mrhlSttus 소액주주 shrholdr_co 4,672,039명.
    answer("per-share", "삼전 개미 몇 명이냐 ㄹㅇ", people(4672039)),
    # [커뮤니티] 삼성전자 2023 alotMatter 주당 현금배당금(원) 보통주 thstrm(2023) 1,444원.
    answer("per-share", "삼전 23년 배당 주당 얼마 줌? 보통주", won(1444)),
    # [커뮤니티] SK하이닉스 FY2023 연결 전체재무제표 기본주당이익(손실) -13,244원.
    answer("per-share", "하닉 23 eps 반토막 정도가 아니라 마이너스였냐", won(-13244)),
    # [커뮤니티] 삼성전자 2023 stockTotqySttus 보통주 istc_totqy 5,969,782,550주.
    answer("per-share", "삼전 발행주식수 60억주 ㅇㅈ?", shares(5969782550)),
    # [커뮤니티] 삼성전자 2023 stockTotqySttus 보통주 distb_stock_co 5,969,782,550주.
    answer("per-share", "삼전 유통주식수 몇 주임", shares(5969782550)),
    # [커뮤니티] 삼성전자 2023 mrhlSttus 소액주주 shrholdr_rate 99.99%.
    answer("per-share", "삼전 주주 중에 개미 비율 몇 퍼임 ㅋㅋ", pct(99.99)),
    # [기자] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_co 508,157,148주.
    answer(
        "per-share", "삼성전자 최대주주 삼성생명보험의 기말 보유주식수 확인 부탁드립니다", shares(508157148)
    ),
    # [기자] 삼성전자 2023 hyslrSttus 삼성물산 trmend_posesn_stock_qota_rt 5.01%.
    answer("per-share", "삼성물산이 보유한 삼성전자 지분율 5.01%로 파악되는데 맞습니까", pct(5.01)),
    # [기자] 삼성전자 2023 indvdlByPay 김기남 mendng_totamt 17,265,000,000원.
    answer(
        "per-share",
        "기사에 쓰려는데 삼성전자 김기남 고문의 2023년 보수총액 확인 부탁드립니다",
        won(17265000000),
    ),
    # [기자] 삼성전자 2023 mrhlSttus 소액주주 hold_stock_rate 67.3%.
    answer("per-share", "삼성전자 소액주주 보유 지분율이 67.3%로 파악되는데 맞습니까", pct(67.3)),
    # [기자] 삼성전자 2023 hyslrChgSttus 삼성생명보험㈜ qota_rt 21.16%.
    answer(
        "per-share", "삼성전자 최대주주 변동 당시 삼성생명 측 지분율 21.16%로 파악되는데 맞습니까", pct(21.16)
    ),
    # [재무팀] 삼성전자 2023 alotMatter 주당액면가액(원) thstrm(2023) 100원.
    answer("per-share", "삼성전자 2023년 사업보고서 기준 주당액면가액", won(100)),
    # [재무팀] 삼성전자 2023 stockTotqySttus 보통주 isu_stock_totqy 20,000,000,000주.
    answer("per-share", "삼성전자 정관상 보통주 발행할 주식의 총수", shares(20000000000)),
    # [재무팀] 삼성전자 FY2023 연결 전체재무제표 희석주당이익(손실) 2,131원.
    answer("per-share", "삼성전자 2023년 연결 희석주당이익", won(2131)),
    # [재무팀] 삼성전자 2023 mrhlSttus 소액주주 stock_tot_co 5,969,782,550; 삼성전자 2023 mrhlSttus 소액주주 hold_stock_co 4,017,892,514.
    # (삼성전자 2023 mrhlSttus 소액주주 stock_tot_co) − (삼성전자 2023 mrhlSttus 소액주주 hold_stock_co) = 1,951,890,036주.
    answer(
        "per-share",
        "삼성전자 소액주주가 아닌 주주들의 보유주식수 (발행주식총수 − 소액주주 보유분)",
        shares(1951890036),
    ),
    # [교포] 삼성전자 2023 alotMatter 주당 현금배당금(원) 우선주 frmtrm(2022) 1,445원.
    answer("per-share", "삼성 dividend per share 우선주 2022 얼마예요", won(1445)),
    # [교포] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_co 508,157,148주.
    answer("per-share", "Samsung 최대주주 shareholding 몇 주예요?", shares(508157148)),
    # [교포] SK하이닉스 FY2022 연결 전체재무제표 기본주당이익(손실) 3,242원.
    answer("per-share", "SK hynix 2022 EPS 알려줘요", won(3242)),
    # [교포] 삼성전자 2023 alotMatter (연결)현금배당성향(%) lwfr(2021) 25.0%.
    answer("per-share", "삼성 payout ratio 2021 연결 기준 얼마였어요", pct(25)),
    # [교포] 삼성전자 2023 alotMatter 주당액면가액(원) thstrm(2023) 100원.
    answer("per-share", "삼성전자 par value 얼마예요?", won(100)),
    # [교포] 삼성전자 2023 stockTotqySttus 보통주 now_to_isu_stock_totqy 7,780,466,850주.
    answer(
        "per-share", "Samsung 지금까지 issue한 보통주 total 몇 주예요? 소각 전 누계로", shares(7780466850)
    ),
    # [급함] 삼성전자 2023 mrhlSttus 소액주주 hold_stock_rate 67.3%.
    answer("per-share", "삼전 소액주주 지분율", pct(67.3)),
    # [급함] 삼성전자 2023 alotMatter 주당 현금배당금(원) 우선주 thstrm(2023) 1,445원.
    answer("per-share", "삼전 우선주 DPS 23", won(1445)),
    # [급함] 삼성전자 FY2021 연결 전체재무제표 기본주당이익(손실) 5,777원.
    answer("per-share", "삼전 eps 21년 거", won(5777)),
    # [급함] 삼성전자 2023 hyslrSttus 삼성물산 trmend_posesn_stock_co 298,818,100주.
    answer("per-share", "삼물 삼전 지분 주식수", shares(298818100)),
    # [단위] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_qota_rt 8.51%.
    answer("per-share", "삼성전자 최대주주 지분율 소수 둘째 자리까지", pct(8.51)),
    # [단위] 삼성전자 2023 alotMatter 현금배당금총액(백만원) thstrm(2023) 9,809,438백만원 ×1,000,000.
    answer("per-share", "삼성전자 2023 현금배당금 총액 억 단위로", won(9809438000000)),
    # [단위] 삼성전자 2023 mrhlSttus 소액주주 hold_stock_co 4,017,892,514주.
    answer("per-share", "삼성전자 소액주주 보유주식수 주 단위로 정확히", shares(4017892514)),
    # [단위] 삼성전자 2023 indvdlByPay 김기남 mendng_totamt 17,265,000,000원.
    answer("per-share", "삼성전자 김기남 고문 보수 억 단위로 알려줘", won(17265000000)),
    # [확인] 삼성전자 2023 alotMatter (연결)현금배당성향(%) thstrm(2023) 67.8%.
    answer("per-share", "삼성전자 2023 연결 배당성향 50% 넘었어?", pct(67.8)),
    # [확인] 삼성전자 FY2023 연결 전체재무제표 기본주당이익(손실) 2,131원. 삼성전자 FY2022 연결 전체재무제표 기본주당이익(손실) 8,057원.
    answer("per-share", "삼성전자 EPS 2023년에 2022년보다 줄었어?", won(2131), won(8057)),
    # [확인] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_qota_rt 8.51%.
    answer("per-share", "삼성생명이 가진 삼전 지분 10% 넘어?", pct(8.51)),
    # [확인] 삼성전자 2023 alotMatter 주당 현금배당금(원) 우선주 thstrm(2023) 1,445원. 삼성전자 2023 alotMatter 주당 현금배당금(원) 보통주 thstrm(2023)
    # 1,444원.
    answer("per-share", "삼전 2023 우선주 배당이 보통주보다 많았어?", won(1445), won(1444)),
    # [초보] 삼성전자 2023 alotMatter 주당 현금배당금(원) 보통주 thstrm(2023) 1,444원.
    answer(
        "per-share",
        "주식 처음인데 배당주 사라고 해서 삼성전자 보고 있어요. 보통주 1주 갖고 있었으면 2023년에 배당 얼마 받았던 거예요?",
        won(1444),
    ),
    # [초보] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_co 508,157,148주.
    answer(
        "per-share",
        "주식 공부 중인데 최대주주가 누군지 꼭 보라고 하더라고요. 삼성전자 최대주주가 주식을 몇 주 갖고 있어요?",
        shares(508157148),
    ),
    # [초보] SK하이닉스 FY2021 연결 전체재무제표 기본주당이익(손실) 13,989원.
    answer(
        "per-share",
        "유튜브에서 EPS가 중요하다고 해서 찾아보는 중이에요. SK하이닉스 2021년 주당순이익은 얼마였어요?",
        won(13989),
    ),
    # [스레드] 삼성전자 2023 hyslrSttus 삼성물산 trmend_posesn_stock_co 298,818,100주.
    answer("per-share", "아 그리고 삼성물산이 가진 삼성전자 주식 수도", shares(298818100)),
    # [스레드] 삼성전자 2023 mrhlSttus 소액주주 shrholdr_tot_co 4,672,130명.
    answer("per-share", "그럼 삼성전자 전체 주주 수는 몇 명이야?", people(4672130)),
    # [스레드] 삼성전자 2023 hmvAuditIndvdlBySttus 경계현 mendng_totamt 2,403,000,000원.
    answer("per-share", "참, 삼성전자 경계현 대표이사 보수는 얼마였어?", won(2403000000)),
    # [스레드] 신라젠 FY2022 연결 전체재무제표 기본주당이익(손실) -239원.
    answer("per-share", "아 그리고 신라젠 2022 EPS도", won(-239)),
    # [초보] 삼성전자 2023 alotMatter 주당액면가액(원) thstrm(2023) 100원.
    answer(
        "per-share",
        "주식 처음 사봤는데 액면가라는 게 있더라고요. 삼성전자 주식 1주 액면가가 얼마예요?",
        won(100),
    ),
)
