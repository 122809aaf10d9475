"""The twelfth chat-style set, held-out report half — per share: holders, share counts, named pay.

Written apart from the quick reader, the direct path, the tuning half and every other question file; each
expected figure computed with the writer's own script from the raw rows of
core/data/bundle/opendart_recorded.json.gz (rows and arithmetic in the comment above each case, the persona who
typed it in brackets, see ``chat12_report``; amounts in 원 as the rows give them, 백만원 rows of alotMatter read
×1,000,000; ROE and ROA with a year-end and an average reading)."""

from __future__ import annotations

from tests.core.quick.chat_questions import Case, Fig, answer, pct, shares, won


def people(*values: int) -> Fig:
    """A count of people (명)."""
    return Fig("people", tuple(float(v) for v in values))


PER_SHARE12_HOLDERS: tuple[Case, ...] = (
    # [장문] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_co 508,157,148주.
    answer(
        "per-share",
        "요즘 삼성전자 주총 얘기가 뉴스에 자꾸 나오길래 지배구조가 궁금해졌어요. 삼성생명이 최대주주라던데, 2023년 말 기준으로 정확히 몇 주를 들고 있는 건가요?",
        shares(508157148),
    ),
    # [장문] 삼성전자 2023 mrhlSttus 소액주주 shrholdr_co 4,672,039명.
    answer(
        "per-share",
        "아버지가 삼성전자 주식을 오래 갖고 계신데 개인 투자자가 얼마나 많은지 물어보시더라고요. 2023년 말에 삼성전자 소액주주가 몇 명이었는지 알 수 있을까요?",
        people(4672039),
    ),
    # [장문] 삼성전자 2023 stockTotqySttus 보통주 distb_stock_co 5,969,782,550주.
    answer(
        "per-share",
        "팀장님이 삼성전자는 자사주를 다 소각해서 발행주식이랑 유통주식이 같다고 하시던데 진짜인지 궁금하네요. 2023년 말 삼성전자 유통주식수가 몇 주였나요?",
        shares(5969782550),
    ),
    # [장문] 삼성전자 2023 indvdlByPay 김기남 mendng_totamt 17,265,000,000원.
    answer(
        "per-share",
        "임원들 연봉이 얼마나 되는지 궁금해서 찾아보다가 삼성전자 김기남 고문 이름이 나오더라고요. 이분이 2023년에 받은 보수가 총 얼마예요?",
        won(17265000000),
    ),
    # [장문] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_qota_rt 8.51%; 삼성전자 2023 hyslrSttus 삼성물산
    # trmend_posesn_stock_qota_rt 5.01%. (삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_qota_rt) +
    # (삼성전자 2023 hyslrSttus 삼성물산 trmend_posesn_stock_qota_rt) = 13.52%.
    answer(
        "per-share",
        "삼성 지배구조를 공부하면서 삼성생명이랑 삼성물산 지분을 비교해 보는 중이에요. 2023년 말 두 회사가 가진 삼성전자 지분율을 합치면 몇 %가 되나요?",
        pct(13.52),
    ),
    # [장문] 삼성전자 2023 stockTotqySttus 보통주 isu_stock_totqy 20,000,000,000주.
    answer(
        "per-share",
        "처음으로 회사 정관을 읽어봤는데 발행할 주식의 총수라는 게 있더라고요. 삼성전자는 그 한도가 보통주 몇 주로 정해져 있어요?",
        shares(20000000000),
    ),
    # [장문] 삼성전자 2023 mrhlSttus 소액주주 shrholdr_co 4,672,039명; 삼성전자 2023 mrhlSttus 소액주주 shrholdr_rate
    # 99.99%.
    answer(
        "per-share",
        "주식 카페에서 삼성전자는 주주가 엄청 많아서 소액주주 비중이 높다는 얘기를 했어요. 전체 주주 가운데 소액주주가 몇 명이고 비율로는 몇 %인지 알 수 있을까요?",
        people(4672039),
        pct(99.99),
    ),
    # [이모티콘] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_qota_rt 8.51%.
    answer(
        "per-share", "삼전 최대주주 삼성생명 맞죠?? 지분율 몇 %였더라 ㅠㅠ", pct(8.51), names=("삼성생명",)
    ),
    # [이모티콘] 삼성전자 2023 hyslrSttus 삼성물산 trmend_posesn_stock_co 298,818,100주.
    answer("per-share", "삼성물산이 삼전 주식 몇 주 들고 있어요?! 🤔", shares(298818100)),
    # [이모티콘] 삼성전자 2023 mrhlSttus 소액주주 hold_stock_rate 67.30%.
    answer("per-share", "삼전 소액주주 지분 67%나 된다는 거 실화?! 😮 정확히 몇 %?", pct(67.3)),
    # [이모티콘] 삼성전자 2023 hmvAuditIndvdlBySttus 경계현 mendng_totamt 2,403,000,000원.
    answer("per-share", "경계현 대표 2023 보수 얼마에요?! 💰", won(2403000000)),
    # [이모티콘] 삼성전자 2023 mrhlSttus 소액주주 shrholdr_tot_co 4,672,130명.
    answer("per-share", "삼전 주주 총 몇 명이에요?? 460만명 넘는다던데 ㅎㅎ", people(4672130)),
    # [이모티콘] 삼성전자 2023 hyslrChgSttus 삼성생명보험㈜(2021.04.29) qota_rt 21.16%.
    answer("per-share", "삼전 최대주주 지분이 2021년엔 21%였다는데 그때 정확히 몇 %였어요?? 😵", pct(21.16)),
    # [가정] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_co 508,157,148주; 삼성전자 2023 alotMatter 주당
    # 현금배당금(원) 보통주 thstrm(2023) 1,444원. (삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_co) × (삼성전자
    # 2023 alotMatter 주당 현금배당금(원) 보통주 thstrm(2023)) = 733,778,921,712원.
    answer(
        "per-share",
        "삼성생명이 들고 있는 삼전 주식에 2023년 보통주 배당을 그대로 적용하면 삼성생명이 받는 배당이 얼마쯤 될까",
        won(733778921712),
    ),
    # [가정] 삼성전자 2023 mrhlSttus 소액주주 hold_stock_rate 67.30%.
    answer(
        "per-share",
        "삼성전자 소액주주가 전부 모여서 의결권을 행사한다면 지분이 몇 %나 되는 거예요?",
        pct(67.3),
    ),
    # [가정] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_co 508,157,148주; 삼성전자 2023 hyslrSttus 삼성물산
    # trmend_posesn_stock_co 298,818,100주. (삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_co) + (삼성전자
    # 2023 hyslrSttus 삼성물산 trmend_posesn_stock_co) = 806,975,248주.
    answer(
        "per-share",
        "삼성생명이랑 삼성물산이 삼전 지분을 합쳐서 행사하면 몇 주가 되는 거예요? 2023년 말 기준",
        shares(806975248),
    ),
    # [가정] 삼성전자 2023 indvdlByPay 김기남 mendng_totamt 17,265,000,000원. (삼성전자 2023 indvdlByPay 김기남
    # mendng_totamt) ÷ 12 = 1,438,750,000원.
    answer("per-share", "김기남 고문 2023년 보수를 12개월로 나누면 한 달에 얼마야?", won(1438750000)),
    # [가정] 삼성전자 2023 hyslrSttus 삼성물산 trmend_posesn_stock_co 298,818,100주; 삼성전자 2023 alotMatter 주당
    # 현금배당금(원) 보통주 thstrm(2023) 1,444원. (삼성전자 2023 hyslrSttus 삼성물산 trmend_posesn_stock_co) × (삼성전자 2023
    # alotMatter 주당 현금배당금(원) 보통주 thstrm(2023)) = 431,493,336,400원.
    answer(
        "per-share",
        "삼성물산이 가진 삼전 주식 전부에 2023년 보통주 배당을 주면 삼성물산이 받는 돈은 얼마?",
        won(431493336400),
    ),
    # [스터디] 삼성전자 2023 hyslrChgSttus 삼성생명보험㈜(2021.04.29) posesn_stock_co 1,263,050,053주.
    answer(
        "per-share",
        "스터디 발표 때 삼성전자 지배구조 슬라이드 넣으려고. 2021년 최대주주가 바뀌었을 때 삼성생명 보유 주식수가 몇 주였어?",
        shares(1263050053),
    ),
    # [스터디] 삼성전자 2023 mrhlSttus 소액주주 hold_stock_co 4,017,892,514주.
    answer("per-share", "스터디 자료: 삼성전자 소액주주 보유주식수가 몇 주인지", shares(4017892514)),
    # [약어혼용] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_qota_rt 8.51%; 삼성전자 2023 hyslrSttus
    # 삼성생명보험㈜ trmend_posesn_stock_co 508,157,148주.
    answer("per-share", "삼전 최대주주 stake %랑 보유 주식수", pct(8.51), shares(508157148)),
    # [되묻기] 삼성전자 2023 mrhlSttus 소액주주 shrholdr_co 4,672,039명.
    answer("per-share", "유튜브에서 삼성전자 소액주주가 467만 명이라고 하던데 진짜예요?", people(4672039)),
    # [되묻기] 삼성전자 2023 hyslrSttus 삼성물산 trmend_posesn_stock_qota_rt 5.01%.
    answer(
        "per-share",
        "어디서 삼성물산이 삼성전자 지분을 5% 정도 갖고 있다고 봤는데 정확한 숫자가 뭐예요?",
        pct(5.01),
    ),
    # [되묻기] 삼성전자 2023 stockTotqySttus 보통주 istc_totqy 5,969,782,550주.
    answer(
        "per-share",
        "어디서 삼성전자 주식 총수가 77억 주라고 봤는데 그게 지금 발행주식수 맞아?",
        shares(5969782550),
    ),
    # [되묻기] 삼성전자 2023 stockTotqySttus 보통주 profit_incnr 1,810,684,300주.
    answer(
        "per-share",
        "이익소각으로 줄어든 삼전 주식이 18억 주쯤이라고 들었는데 정확히 몇 주예요?",
        shares(1810684300),
    ),
    # [되묻기] 삼성전자 2023 hmvAuditIndvdlBySttus 경계현 mendng_totamt 2,403,000,000원.
    answer("per-share", "삼성전자 경계현 사장 2023년 보수가 24억이라던데 맞나요", won(2403000000)),
    # [되묻기] 삼성전자 2023 mrhlSttus 소액주주 shrholdr_rate 99.99%.
    answer(
        "per-share", "삼성전자 주주 중 소액주주 비율이 99.99%라는 글을 봤는데 그 숫자 맞아요?", pct(99.99)
    ),
    # [되묻기] 삼성전자 2023 mrhlSttus 소액주주 shrholdr_tot_co 4,672,130명; 삼성전자 2023 mrhlSttus 소액주주 shrholdr_co
    # 4,672,039명. (삼성전자 2023 mrhlSttus 소액주주 shrholdr_tot_co) − (삼성전자 2023 mrhlSttus 소액주주 shrholdr_co) =
    # 91명.
    answer("per-share", "삼성전자 소액주주 아닌 주주가 91명뿐이라던데 그게 맞는 숫자예요?", people(91)),
)
