"""The thirteenth chat-style set, tuning half — per share: holders, share counts, EPS, DPS, payout, par value, pay.

Written apart from the quick reader, the direct path and every other question file; each expected figure
computed with the writer's own script from the raw rows of core/data/bundle/opendart_recorded.json.gz (rows and
arithmetic in the comment above each case, the persona who typed it in brackets, see ``chat13_tune``; amounts in
원 as the rows give them, 백만원 rows of alotMatter read ×1,000,000; a year read from two annual reports was
checked to agree in both (카카오's 2022-2023 current and non-current items, restated in the 2024 report, are not
asked); ROE with a year-end and an average reading).

A 가정 case holding N shares expects N × the per-share row (the product of a row and a count the question names)."""

from __future__ import annotations

from tests.core.quick.chat_questions import Case, Fig, answer, pct, shares, won


def people(*values: int) -> Fig:
    """A count of people (명)."""
    return Fig("people", tuple(float(v) for v in values))


PER_SHARE13: tuple[Case, ...] = (
    # [장문] 삼성전자 2023 mrhlSttus 소액주주 hold_stock_rate 67.30%.
    answer(
        "per-share",
        "어제 삼성전자 주주총회 기사를 봤는데 주주가 엄청 많더라고요. 그중에 개인 소액주주가 대부분이라던데 궁금해졌어요. 삼성전자 소액주주가 가진 주식 비율이 몇 %인가요?",
        pct(67.3),
    ),
    # [장문] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_co 508,157,148주.
    answer(
        "per-share",
        "삼성 지배구조 얘기가 나올 때마다 삼성생명 이름이 꼭 나오더라고요. 보험사가 전자 주식을 들고 있다는 게 신기했어요. 삼성생명이 삼성전자 주식을 기말에 몇 주 갖고 있나요?",
        shares(508157148),
    ),
    # [장문] 삼성전자 2023 stockTotqySttus 보통주 profit_incnr 1,810,684,300주.
    answer(
        "per-share",
        "자사주 소각 뉴스가 자주 나오길래 삼성전자도 해봤나 싶었어요. 예전에 꽤 많이 없앴다고 들었거든요. 삼성전자가 이익소각으로 줄인 주식이 총 몇 주인가요?",
        shares(1810684300),
    ),
    # [이모티콘] 삼성전자 2023 mrhlSttus 소액주주 shrholdr_tot_co 4,672,130명.
    answer("per-share", "삼전 주주 총 몇 명이에요?? 😮 전체 주주수요!!", people(4672130)),
    # [이모티콘] 삼성전자 2023 hyslrSttus 삼성물산 trmend_posesn_stock_qota_rt 5.01%.
    answer("per-share", "삼성물산이 삼전 지분 몇 % 갖고 있어요~~? 🤔", pct(5.01)),
    # [이모티콘] 삼성전자 2023 stockTotqySttus 보통주 istc_totqy 5,969,782,550주.
    answer("per-share", "삼전 발행주식총수 몇 주인지 알려주세여ㅎㅎ 📈📈", shares(5969782550)),
    # [가정] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_qota_rt 8.51%; 삼성전자 2023 hyslrSttus 삼성물산
    # trmend_posesn_stock_qota_rt 5.01%. 8.51 + 5.01 = 13.52%.
    answer(
        "per-share",
        "만약 삼성생명이 갖고 있는 삼성전자 주식을 삼성물산이 전부 넘겨받았다고 치면, 삼성물산 지분율은 몇 %가 됐을까? (두 지분율 합)",
        pct(13.52),
    ),
    # [가정] 삼성전자 2023 mrhlSttus 소액주주 hold_stock_rate 67.30%. 100 − 67.30 = 32.70%.
    answer(
        "per-share",
        "삼성전자 소액주주 지분을 빼면 나머지 주주들 지분율은 몇 %라고 봐야 해? (100% − 소액주주 보유비율)",
        pct(32.7),
    ),
    # [스터디] 삼성전자 2023 mrhlSttus 소액주주 hold_stock_co 4,017,892,514주; 삼성전자 2023 stockTotqySttus 보통주 istc_totqy
    # 5,969,782,550주. (삼성전자 2023 mrhlSttus 소액주주 hold_stock_co) ÷ (삼성전자 2023 stockTotqySttus 보통주 istc_totqy) = 67.30%.
    answer(
        "per-share",
        "스터디에서 정리 중인데 삼성전자 발행주식총수 대비 소액주주 보유주식수 비율, 정의대로 계산하면?",
        pct(67.3038),
    ),
    # [스터디] 삼성전자 2023 stockTotqySttus 보통주 isu_stock_totqy 20,000,000,000주.
    answer("per-share", "과제인데 삼성전자 정관상 발행할 주식의 총수 몇 주로 돼 있어?", shares(20000000000)),
    # [스터디] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ bsis_posesn_stock_co 508,157,148주.
    answer(
        "per-share", "기업분석 스터디 자료: 삼성전자 최대주주 삼성생명보험 기초 소유주식수", shares(508157148)
    ),
    # [약어혼용] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_qota_rt 8.51%.
    answer("per-share", "SEC(삼전) 최대주주 stake % 몇?", pct(8.51)),
    # [약어혼용] 삼성전자 2023 stockTotqySttus 보통주 distb_stock_co 5,969,782,550주.
    answer("per-share", "삼전 shares outstanding 유통주식수 몇 주", shares(5969782550)),
    # [약어혼용] 삼성전자 2023 mrhlSttus 소액주주 shrholdr_co 4,672,039명.
    answer("per-share", "삼전 소액주주 holder 수 몇 명? retail 기준", people(4672039)),
    # [되묻기] 삼성전자 2023 stockTotqySttus 보통주 now_to_isu_stock_totqy 7,780,466,850주.
    answer(
        "per-share",
        "아까 말한 발행주식총수 말고 지금까지 발행한 주식 총수(감소 전)는 몇 주야? 삼성전자",
        shares(7780466850),
    ),
    # [되묻기] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_qota_rt 8.51%.
    answer("per-share", "그거 삼성생명 지분율 맞아? 삼성물산 말고 삼성생명 꺼 다시", pct(8.51)),
    # [되묻기] 삼성전자 2023 mrhlSttus 소액주주 hold_stock_co 4,017,892,514주.
    answer("per-share", "다시 물어볼게, 삼성전자 소액주주 보유주식수 정확히 몇 주였지", shares(4017892514)),
    # [엑셀] 삼성전자 2023 hyslrSttus 삼성물산 trmend_posesn_stock_co 298,818,100주.
    answer(
        "per-share",
        "A열 주주명 / B열 보유주식수\n삼성물산 / ?\n삼성전자 기준으로 B열 채워줘",
        shares(298818100),
    ),
    # [엑셀] 삼성전자 2023 stockTotqySttus 보통주 now_to_dcrs_stock_totqy 1,810,684,300주.
    answer("per-share", "삼성전자\t감소한 주식 총수\t(빈칸) ← 값만 넣어줘", shares(1810684300)),
    # [엑셀] 삼성전자 2023 mrhlSttus 소액주주 shrholdr_rate 99.99%.
    answer("per-share", "시트에 삼성전자 소액주주 주주비율(%) 칸 비어있음 채워줘", pct(99.99)),
    # [헤드라인] 삼성전자 2023 mrhlSttus 소액주주 shrholdr_co 4,672,039명.
    answer(
        "per-share",
        '"삼성전자 개인주주 460만명 돌파" 이 기사 기준 수치 확인하려는데, 공시상 소액주주 수 정확히 몇 명?',
        people(4672039),
    ),
    # [헤드라인] 삼성전자 2023 hyslrChgSttus qota_rt 21.16%.
    answer(
        "per-share",
        "[이슈] 삼성 일가 상속 후 최대주주 변동… 그때 변동 당시 최대주주 측 지분율이 몇 %였어?",
        pct(21.16),
    ),
    # [취준생] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_qota_rt 8.51%.
    answer(
        "per-share",
        "삼성전자 면접에서 지배구조 물어볼 수도 있다던데 최대주주가 어디고 지분 몇 %예요?",
        pct(8.51),
        names=("삼성생명",),
    ),
    # [취준생] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_co 508,157,148주; 삼성전자 2023 stockTotqySttus 보통주 istc_totqy
    # 5,969,782,550주. (삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_co) ÷ (삼성전자 2023 stockTotqySttus 보통주
    # istc_totqy) = 8.51%.
    answer(
        "per-share",
        "삼성전자 자소서 쓰는데 발행주식 중에 삼성생명 보유주식 비중 직접 계산해보면 몇 %예요?",
        pct(8.5122),
    ),
    # [스터디] 삼성전자 2023 stockTotqySttus 보통주 istc_totqy 5,969,782,550주; 삼성전자 2023 mrhlSttus 소액주주 hold_stock_co
    # 4,017,892,514주. (삼성전자 2023 stockTotqySttus 보통주 istc_totqy) − (삼성전자 2023 mrhlSttus 소액주주 hold_stock_co) =
    # 1,951,890,036주.
    answer(
        "per-share",
        "스터디 과제: 삼성전자 발행주식 중 소액주주 외 주주가 가진 주식수 (발행주식총수 − 소액주주 보유주식수)",
        shares(1951890036),
    ),
    # [가정] 삼성전자 2023 hyslrChgSttus posesn_stock_co 1,263,050,053주; 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_co
    # 508,157,148주. (삼성전자 2023 hyslrChgSttus posesn_stock_co) − (삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_co)
    # = 754,892,905주.
    answer(
        "per-share",
        "삼성생명 지분이 2021년 변동 당시 주식수 그대로 남아있었다면 2023년 말보다 몇 주 더 많았던 거야?",
        shares(754892905),
    ),
    # [장문] 삼성전자 2023 alotMatter 주당 현금배당금(원) 보통주 thstrm(2023) 1,444원.
    answer(
        "per-share",
        "배당주 공부를 시작했는데 삼성전자가 분기마다 배당을 준다고 들었어요. 1년 치를 합치면 주당 얼마인지 궁금합니다. 2023년 보통주 주당 현금배당금이 얼마인가요?",
        won(1444),
    ),
    # [장문] SK하이닉스 FY2023 연결 전체재무제표 기본주당이익(손실) -13,244원.
    answer(
        "per-share",
        "하이닉스가 2023년에 많이 힘들었다고 들었어요. 주당으로 보면 손실이 얼마나 났는지 감이 안 오네요. 2023년 SK하이닉스 기본주당손실이 얼마예요?",
        won(-13244),
    ),
    # [이모티콘] 삼성전자 FY2022 연결 전체재무제표 기본주당이익(손실) 8,057원.
    answer("per-share", "삼전 2022 EPS 얼마였어요?? 🔥🔥", won(8057)),
    # [이모티콘] 삼성전자 2023 alotMatter (별도)현금배당성향(%) thstrm(2023) 38.60%.
    answer("per-share", "삼전 2023 배당성향 별도 기준 몇 %예요ㅋㅋ 💸", pct(38.6)),
    # [이모티콘] 신라젠 FY2023 연결 전체재무제표 기본주당이익(손실) -198원.
    answer("per-share", "신라젠 2023 주당손실 얼마였어요ㅠㅠㅠ 연결로요 😭", won(-198)),
    # [가정] 삼성전자 2023 alotMatter 주당 현금배당금(원) 보통주 thstrm(2023) 1,444원. 100주 × 1,444원 = 144,400원.
    answer("per-share", "만약 2023년에 삼성전자 보통주 100주 있었으면 배당 얼마 받았을까?", won(144400)),
    # [가정] 삼성전자 2023 alotMatter 주당 현금배당금(원) 우선주 frmtrm(2022) 1,445원. 300주 × 1,445원 = 433,500원.
    answer(
        "per-share", "삼성전자 우선주 300주 들고 있었다고 치면 2022년 배당금 총 얼마 받았을까", won(433500)
    ),
    # [가정] 삼성전자 2023 alotMatter 주당 현금배당금(원) 보통주 thstrm(2023) 1,444원; 삼성전자 FY2022 연결 전체재무제표 기본주당이익(손실) 8,057원. (삼성전자
    # 2023 alotMatter 주당 현금배당금(원) 보통주 thstrm(2023)) ÷ (삼성전자 FY2022 연결 전체재무제표 기본주당이익(손실)) = 17.92%.
    answer(
        "per-share",
        "삼성전자 2023년 EPS가 2022년만큼 나왔다면 보통주 주당배당금 기준 배당성향은 몇 %였을까 (2023 DPS ÷ 2022 EPS)",
        pct(17.9223),
    ),
    # [가정] 삼성전자 FY2021 연결 전체재무제표 기본주당이익(손실) 5,777원. 50주 × 5,777원 = 288,850원.
    answer(
        "per-share",
        "삼성전자 주식 50주 있으면 2021년 주당순이익 기준으로 내 몫의 순이익은 얼마였던 셈이야",
        won(288850),
    ),
    # [스터디] 삼성전자 2023 alotMatter (연결)현금배당성향(%) lwfr(2021) 25.00%.
    answer("per-share", "스터디에서 정리 중: 삼성전자 2021년 (연결)현금배당성향 %", pct(25.0)),
    # [스터디] SK하이닉스 FY2021 연결 전체재무제표 희석주당이익(손실) 13,984원.
    answer("per-share", "과제인데 SK하이닉스 2021년 희석주당이익 찾아야 해요", won(13984)),
    # [스터디] 삼성전자 2023 alotMatter 현금배당금총액(백만원) thstrm(2023) ×1,000,000 9,809,438,000,000원.
    answer("per-share", "배당 스터디: 삼성전자 2023 현금배당금총액을 원 단위로", won(9809438000000)),
    # [약어혼용] 삼성전자 2023 alotMatter 주당 현금배당금(원) 보통주 lwfr(2021) 1,444원.
    answer("per-share", "삼전 FY21 DPS 보통주", won(1444)),
    # [약어혼용] SK하이닉스 FY2022 연결 전체재무제표 기본주당이익(손실) 3,242원.
    answer("per-share", "하닉 FY22 EPS basic 몇 원", won(3242)),
    # [약어혼용] 삼성전자 FY2020 연결 전체재무제표 희석주당이익(손실) 3,841원.
    answer("per-share", "삼전 FY20 diluted EPS", won(3841)),
    # [되묻기] 삼성전자 2023 alotMatter 주당 현금배당금(원) 우선주 lwfr(2021) 1,445원.
    answer(
        "per-share", "아까 말한 건 보통주였고 다시 물어볼게, 삼성전자 2021년 우선주 주당배당금은?", won(1445)
    ),
    # [되묻기] 신라젠 FY2022 별도 전체재무제표 기본주당이익(손실) -250원.
    answer("per-share", "그거 별도 맞아? 신라젠 2022년 별도 기본주당손실로 다시", won(-250)),
    # [엑셀] 삼성전자 FY2019 연결 전체재무제표 기본주당이익(손실) 3,166원. 삼성전자 FY2021 연결 전체재무제표 기본주당이익(손실) 5,777원.
    answer("per-share", "연도\tEPS(삼성전자)\n2019\t?\n2021\t?\n두 칸만 채워줘", won(3166), won(5777)),
    # [엑셀] 삼성전자 2023 alotMatter 주당액면가액(원) thstrm(2023) 100원.
    answer("per-share", "| 삼성전자 | 주당액면가액(원) | ? | ← 값", won(100)),
    # [헤드라인] 삼성전자 2023 alotMatter 주당 현금배당금(원) 보통주 frmtrm(2022) 1,444원.
    answer(
        "per-share",
        '"삼성전자, 4년 연속 연간 배당 동결" 이라는데 2022년 보통주 주당배당금이 실제로 얼마였어?',
        won(1444),
    ),
    # [헤드라인] 삼성전자 FY2023 연결 전체재무제표 기본주당이익(손실) 2,131원.
    answer("per-share", "[실적] 삼성전자 2023년 EPS 급감 — 그래서 2023 기본주당이익이 얼마야", won(2131)),
    # [헤드라인] 삼성전자 2023 indvdlByPay 김기남 mendng_totamt 17,265,000,000원.
    answer(
        "per-share",
        '"삼성전자 고문 김기남, 2023년 보수 1위" 기사 봤는데 보수총액이 정확히 얼마?',
        won(17265000000),
    ),
    # [취준생] 삼성전자 2023 hmvAuditIndvdlBySttus 경계현 mendng_totamt 2,403,000,000원.
    answer(
        "per-share", "삼성전자 면접 대비로 2023년 대표이사 경계현 보수 총액도 알아두려고요", won(2403000000)
    ),
    # [취준생] SK하이닉스 FY2023 연결 전체재무제표 희석주당이익(손실) -13,244원.
    answer(
        "per-share",
        "하이닉스 자소서에 2023년 적자 극복 얘기 쓰려고요. 2023년 희석주당이익 얼마예요?",
        won(-13244),
    ),
    # [취준생] 삼성전자 2023 alotMatter (연결)현금배당성향(%) frmtrm(2022) 17.90%.
    answer("per-share", "삼성전자 IR 직무 지원 예정인데 2022년 연결 현금배당성향이 몇 %였나요", pct(17.9)),
    # [취준생] 신라젠 FY2021 연결 전체재무제표 기본주당이익(손실) -185원.
    answer("per-share", "신라젠 지원하려는데 2021년 연결 기본주당손실이 얼마였나요", won(-185)),
)
