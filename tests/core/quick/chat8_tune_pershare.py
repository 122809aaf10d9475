"""The eighth chat-style set, tuning half — per share: EPS, DPS, payout, holders and share counts.

Written apart from the quick reader, the direct path and every other question file; each expected figure
computed from the raw rows of core/data/bundle/opendart_recorded.json.gz (arithmetic in the comment above
each case, the persona who typed it in brackets, see ``chat8_tune``; 백만원 rows read ×1,000,000; ratios with
a year-end and an average reading where both are used)."""

from __future__ import annotations

from tests.core.quick.chat_questions import Case, Fig, answer, pct, shares, won


def people(*values: int) -> Fig:
    """A count of people (명)."""
    return Fig("people", tuple(float(v) for v in values))


PER_SHARE8: tuple[Case, ...] = (
    # [단타] 삼성전자 FY2021 연결 전체재무제표 기본주당이익(손실) 5,777원
    answer("per-share", "삼전 21 eps", won(5777)),
    # [학생] SK하이닉스 FY2023 연결 전체재무제표 기본주당이익(손실) -13,244원
    answer("per-share", "하이닉스2023주당순이익얼마에요", won(-13244)),
    # [어르신] 신라젠 FY2022 별도 전체재무제표 기본주당이익(손실) (2023 사업보고서 전기) -250원
    answer("per-share", "신라젠의 2022년도 별도 기준 주당손실은 얼마였습니까", won(-250)),
    # [영어] SK하이닉스 FY2021 연결 전체재무제표 희석주당이익(손실) (2023 사업보고서 전전기) 13,984원
    answer("per-share", "SK hynix diluted EPS 2021 얼마", won(13984)),
    # [맥락] 삼성전자 FY2022 연결 전체재무제표 기본주당이익(손실) 8,057원
    answer(
        "per-share",
        "배당이랑 같이 보려고 EPS부터 확인하려고요\n삼성전자 2022년 주당순이익 얼마였나요?",
        won(8057),
    ),
    # [비교] 삼성전자 FY2022 연결 전체재무제표 기본주당이익(손실) 8,057원; 삼성전자 FY2019 연결 전체재무제표 기본주당이익(손실) 3,166원. (삼성전자 FY2022 연결
    # 전체재무제표 기본주당이익(손실)) − (삼성전자 FY2019 연결 전체재무제표 기본주당이익(손실)) = 4,891원
    answer("per-share", "삼성전자 EPS 2019년보다 2022년에 몇 원 늘었어?", won(4891)),
    # [비교] 삼성전자 FY2023 연결 전체재무제표 기본주당이익(손실) 2,131원
    # SK하이닉스 FY2023 연결 전체재무제표 기본주당이익(손실) -13,244원
    answer("per-share", "2023년 EPS 삼성전자랑 하이닉스 각각 얼마", won(2131), won(-13244)),
    # [초성] 삼성전자 FY2021 연결 전체재무제표 기본주당이익(손실) 5,777원; 삼성전자 FY2020 연결 전체재무제표 기본주당이익(손실) 3,841원. (삼성전자 FY2021 연결
    # 전체재무제표 기본주당이익(손실)) ÷ (삼성전자 FY2020 연결 전체재무제표 기본주당이익(손실)) − 1 = 50.40%
    answer("per-share", "ㅇㅇ 삼전 eps 20→21 몇% 올랐음", pct(50.4035)),
    # [비교] SK하이닉스 FY2021 연결 전체재무제표 기본주당이익(손실) (2023 사업보고서 전전기) 13,989원; 삼성전자 FY2021 연결 전체재무제표 기본주당이익(손실)
    # 5,777원. (SK하이닉스 FY2021 연결 전체재무제표 기본주당이익(손실) (2023 사업보고서 전전기)) ÷ (삼성전자 FY2021 연결 전체재무제표 기본주당이익(손실)) =
    # 242.15%
    answer("per-share", "하이닉스 2021년 EPS가 삼성전자 2021년 EPS의 몇 배였어?", pct(242.1499)),
    # [영어] SK하이닉스 FY2022 연결 전체재무제표 기본주당이익(손실) (2023 사업보고서 전기) 3,242원; SK하이닉스 FY2023 연결 전체재무제표 기본주당이익(손실)
    # -13,244원. (SK하이닉스 FY2022 연결 전체재무제표 기본주당이익(손실) (2023 사업보고서 전기)) − (SK하이닉스 FY2023 연결 전체재무제표 기본주당이익(손실)) =
    # 16,486원 (부호는 어느 쪽에서 빼느냐에 따라)
    answer("per-share", "SK hynix EPS 2022 vs 2023 차이 몇 원", won(16486, -16486)),
    # [카톡] 삼성전자 2023 alotMatter 주당 현금배당금 보통주 thstrm(2023) 1,444원
    answer("per-share", "삼성전자 주식 100주 있는데 2023년에 주당 배당금 얼마 나왔나요~?", won(1444)),
    # [직장인] 삼성전자 2023 alotMatter 주당 현금배당금 보통주 lwfr(2021) 1,444원
    answer("per-share", "삼성전자 2021년 보통주 주당배당금 확인 부탁드립니다", won(1444)),
    # [단타] 삼성전자 2023 alotMatter (별도)현금배당성향 lwfr(2021) 31.70%
    answer("per-share", "삼전 21 별도 배당성향", pct(31.7)),
    # [어르신] 삼성전자 2023 alotMatter (연결)현금배당성향 frmtrm(2022) 17.90%
    answer("per-share", "삼성전자의 2022년도 연결 기준 현금배당성향은 몇 퍼센트였습니까", pct(17.9)),
    # [학생] 삼성전자 2023 alotMatter 현금배당금총액 9,809,438백만원 ×1,000,000
    answer("per-share", "삼성전자2023현금배당총액얼마에요", won(9809438000000)),
    # [초성] 삼성전자 2023 alotMatter 주당 현금배당금 우선주 lwfr(2021) 1,445원; 삼성전자 2023 alotMatter 주당 현금배당금 보통주 lwfr(2021)
    # 1,444원. (삼성전자 2023 alotMatter 주당 현금배당금 우선주 lwfr(2021)) − (삼성전자 2023 alotMatter 주당 현금배당금 보통주 lwfr(2021))
    # = 1원
    answer("per-share", "ㅋㅋ 삼전 21년 우선주 배당 보통주보다 몇 원 많았음?", won(1)),
    # [초성] 이름: 삼성생명 (hyslrSttus 최대주주 본인 삼성생명보험㈜)
    answer("per-share", "ㄹㅇ 삼전 최대주주 누구임?", names=("삼성생명",)),
    # [어르신] 삼성전자 2023 hyslrSttus 삼성생명보험㈜(최대주주 본인) 기말 지분율 8.51%
    # 이름: 삼성생명 (hyslrSttus 최대주주 본인 삼성생명보험㈜)
    answer(
        "per-share", "삼성전자의 최대주주는 누구이며 그 지분율은 얼마입니까", pct(8.51), names=("삼성생명",)
    ),
    # [맥락] 삼성전자 2023 hyslrSttus 삼성물산 기말 보유주식수 298,818,100주
    answer(
        "per-share",
        "지배구조 공부하는 중인데요\n삼성물산은 삼성전자 주식을 몇 주 갖고 있나요?",
        shares(298818100),
    ),
    # [비교] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ 기말 지분율 8.51%
    # 삼성전자 2023 hyslrSttus 삼성물산 기말 지분율 5.01%
    answer("per-share", "삼성생명이랑 삼성물산 중에 삼성전자 지분 누가 더 많아?", pct(8.51), pct(5.01)),
    # [비교] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ 기말 보유주식수 508,157,148주; 삼성전자 2023 hyslrSttus 삼성물산 기말 보유주식수
    # 298,818,100주. (삼성전자 2023 hyslrSttus 삼성생명보험㈜ 기말 보유주식수) − (삼성전자 2023 hyslrSttus 삼성물산 기말 보유주식수) =
    # 209,339,048주
    answer("per-share", "삼성생명 보유 삼성전자 주식이 삼성물산보다 몇 주 더 많아?", shares(209339048)),
    # [비교] 삼성전자 2023 hyslrSttus 삼성생명보험㈜ 기말 보유주식수 508,157,148주; 삼성전자 2023 hyslrSttus 삼성물산 기말 보유주식수
    # 298,818,100주. (삼성전자 2023 hyslrSttus 삼성생명보험㈜ 기말 보유주식수) ÷ (삼성전자 2023 hyslrSttus 삼성물산 기말 보유주식수) = 170.06%
    # (또는 지분율 8.51% ÷ 5.01% = 169.86%)
    answer("per-share", "삼성전자 지분 기준으로 삼성생명이 삼성물산의 몇 배야?", pct(170.0557, 169.8603)),
    # [카톡] 삼성전자 2023 mrhlSttus 소액주주 주주수 4,672,039명
    answer("per-share", "삼성전자 소액주주가 몇 명이나 되나요? 저도 그 중 한 명이에요^^", people(4672039)),
    # [학생] 삼성전자 2023 mrhlSttus 소액주주 보유주식 비율 67.30%
    answer("per-share", "삼성전자소액주주지분율몇퍼에요", pct(67.3)),
    # [어르신] 삼성전자 2023 mrhlSttus 총 주주수(shrholdr_tot_co) 4,672,130명
    answer("per-share", "삼성전자의 전체 주주 수는 몇 명입니까", people(4672130)),
    # [비교] 삼성전자 2023 mrhlSttus 소액주주 보유주식수 4,017,892,514주; 삼성전자 2023 hyslrSttus 삼성생명보험㈜ 기말 보유주식수 508,157,148주.
    # (삼성전자 2023 mrhlSttus 소액주주 보유주식수) ÷ (삼성전자 2023 hyslrSttus 삼성생명보험㈜ 기말 보유주식수) = 790.68% (또는 지분율 67.30% ÷
    # 8.51% = 790.83%)
    answer("per-share", "삼성전자 소액주주 지분이 최대주주 지분의 몇 배쯤 돼?", pct(790.6791, 790.8343)),
    # [직장인] 삼성전자 2023 hyslrChgSttus 2021-04-29 (변동전 최대주주의 피상속) 최대주주 지분율 21.16%
    answer("per-share", "삼성전자 2021년 최대주주 변동 당시 지분율 확인 부탁드립니다", pct(21.16)),
    # [초성] 삼성전자 2023 stockTotqySttus 보통주 발행주식의 총수(istc_totqy) 5,969,782,550주
    answer("per-share", "ㅇㅇ 삼전 주식 총 몇주 발행됐음", shares(5969782550)),
    # [어르신] 삼성전자 2023 stockTotqySttus 보통주 발행할 주식의 총수 20,000,000,000주
    answer("per-share", "삼성전자가 정관상 발행할 수 있는 주식의 총수는 몇 주입니까", shares(20000000000)),
    # [영어] 삼성전자 2023 stockTotqySttus 보통주 유통주식수(distb_stock_co) 5,969,782,550주 (자기주식수 '-')
    answer("per-share", "Samsung 자사주 빼고 outstanding shares 몇 주", shares(5969782550)),
    # [비교] 삼성전자 2023 stockTotqySttus 보통주 현재까지 발행한 주식의 총수 7,780,466,850주; 삼성전자 2023 stockTotqySttus 보통주 발행주식의
    # 총수(istc_totqy) 5,969,782,550주. (삼성전자 2023 stockTotqySttus 보통주 현재까지 발행한 주식의 총수) − (삼성전자 2023
    # stockTotqySttus 보통주 발행주식의 총수(istc_totqy)) = 1,810,684,300주
    answer(
        "per-share",
        "삼성전자 지금 발행주식수가 지금까지 발행한 주식 총수보다 몇 주 적어?",
        shares(1810684300),
    ),
)
