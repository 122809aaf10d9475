"""The seventh chat-style set, tuning half — per share: EPS, DPS (보통주/우선주), dividend totals and payout, largest shareholders, share counts.

Written apart from the quick reader, the direct path and every other question file; each expected figure
computed from the raw rows of core/data/bundle/opendart_recorded.json.gz (arithmetic in the comment above
each case; 백만원 rows read ×1,000,000; ratios with a year-end and an average-equity reading where both are
used)."""

from __future__ import annotations

from tests.core.quick.chat7_tune_amounts import people
from tests.core.quick.chat_questions import Case, answer, pct, shares, won

PER_SHARE7: tuple[Case, ...] = (
    # 삼성전자 FY2023 연결 전체재무제표 기본주당이익 2,131원
    answer("per-share", "삼성전자 2023 EPS 얼마야", won(2131)),
    # 삼성전자 FY2022 연결 전체재무제표 기본주당이익 8,057원
    answer("per-share", "삼성전자 2022년 주당순이익 8천원대였던 것 같은데 정확히 얼마야?", won(8057)),
    # SK하이닉스 FY2023 연결 전체재무제표 기본주당이익(손실) -13,244원
    answer("per-share", "하이닉스 2023 EPS 마이너스 만 원 넘었나요", won(-13244)),
    # SK하이닉스 FY2021 연결 전체재무제표 기본주당이익 13,989원
    answer("per-share", "000660 2021년 기본주당이익 알려줘", won(13989)),
    # 삼성전자 FY2019 연결 전체재무제표 기본주당이익 3,166원
    answer("per-share", "삼성전자 2019 EPS 부탁드립니다", won(3166)),
    # 삼성전자 FY2020 연결 전체재무제표 기본주당이익 3,841원
    answer("per-share", "삼성 2020년 주당이익 얼마였지", won(3841)),
    # 삼성전자 FY2021 연결 전체재무제표 기본주당이익 5,777원; 삼성전자 FY2023 연결 전체재무제표 기본주당이익 2,131원. (삼성전자 FY2021 연결 전체재무제표
    # 기본주당이익) − (삼성전자 FY2023 연결 전체재무제표 기본주당이익) = 3,646원
    answer("per-share", "삼성전자 EPS 2021년이랑 2023년 차이 얼마나 나요", won(3646)),
    # 신라젠 FY2023 연결 전체재무제표 기본주당손실 -198원
    answer("per-share", "신라젠 2023 주당순손실 얼마", won(-198)),
    # SK하이닉스 FY2022 연결 전체재무제표 기본주당이익 3,242원
    answer("per-share", "SK하이닉스 2022 EPS 좀", won(3242)),
    # 삼성전자 FY2023 연결 전체재무제표 희석주당이익 2,131원
    answer("per-share", "삼성전자 2023년 희석주당이익도 2131원이야?", won(2131)),
    # 삼성전자 FY2023 연결 전체재무제표 기본주당이익 2,131원; 삼성전자 FY2022 연결 전체재무제표 기본주당이익 8,057원. (삼성전자 FY2023 연결 전체재무제표
    # 기본주당이익) ÷ (삼성전자 FY2022 연결 전체재무제표 기본주당이익) − 1 = -73.55%
    answer("per-share", "삼성전자 EPS 2023년에 전년 대비 몇 % 줄었나요", pct(-73.551)),
    # 삼성전자 2023 alotMatter 주당 현금배당금 보통주(원) 1,444원
    answer("per-share", "삼성전자 2023년 보통주 배당금 주당 얼마였어요?", won(1444)),
    # 삼성전자 2023 alotMatter 주당 현금배당금 우선주(원) 1,445원
    answer("per-share", "삼성전자 우선주 DPS 2023 얼마인가요", won(1445)),
    # 삼성전자 2023 alotMatter 주당 현금배당금 보통주 frmtrm(2022) 1,444원
    answer("per-share", "삼성전자 2022년 주당배당금 (보통주) 부탁드립니다", won(1444)),
    # 삼성전자 2023 alotMatter 주당 현금배당금 우선주 lwfr(2021) 1,445원
    answer("per-share", "삼성 21년 우선주 주당 현금배당금 알려줘", won(1445)),
    # 삼성전자 2023 alotMatter 현금배당금총액 9,809,438백만원 ×1,000,000 9,809,438백만원
    answer("per-share", "삼성전자 2023년 배당금 총액 얼마야? 9.8조 정도?", won(9809438000000)),
    # 삼성전자 2023 alotMatter (연결)현금배당성향(%) 67.80%. 삼성전자 2023 alotMatter (연결)현금배당성향(%) = 67.80%
    answer("per-share", "삼성전자 2023 배당성향 연결 기준으로 몇 %", pct(67.8)),
    # 삼성전자 2023 alotMatter (별도)현금배당성향(%) 38.60%. 삼성전자 2023 alotMatter (별도)현금배당성향(%) = 38.60%
    answer("per-share", "삼성전자 별도 배당성향 2023년 알려주세요", pct(38.6)),
    # 삼성전자 2023 alotMatter (연결)현금배당성향 frmtrm(2022) 17.90%. 삼성전자 2023 alotMatter (연결)현금배당성향 frmtrm(2022) =
    # 17.90%
    answer("per-share", "삼성전자 2022 배당성향 얼마였나요 (연결)", pct(17.9)),
    # 삼성전자 2023 alotMatter (연결)현금배당성향 lwfr(2021) 25.00%. 삼성전자 2023 alotMatter (연결)현금배당성향 lwfr(2021) =
    # 25.00%
    answer("per-share", "삼성전자 2021년 현금배당성향 여쭤봅니다", pct(25.0)),
    # 삼성전자 2023 alotMatter 현금배당금총액 frmtrm(2022) 9,809,438백만원 9,809,438백만원
    answer("per-share", "삼성전자 2022년 현금배당 총액 얼마였어?", won(9809438000000)),
    # 삼성전자 2023 alotMatter DPS 우선주 1,445원; 삼성전자 2023 alotMatter DPS 보통주 1,444원. (삼성전자 2023 alotMatter DPS
    # 우선주) − (삼성전자 2023 alotMatter DPS 보통주) = 1원
    answer("per-share", "삼성전자 보통주랑 우선주 배당금 차이 2023년에 얼마나 나요", won(1)),
    # 삼성전자 2023 alotMatter 주당 현금배당금 보통주(원) 1,444원
    answer("per-share", "005930 2023 DPS 보통주 1,444원 맞죠?", won(1444)),
    # 삼성전자 2023 alotMatter 주당 현금배당금 보통주(원) (우선주 1,445원) 1,444원
    answer("per-share", "삼성 2023 배당 주당 얼마 줬어?", won(1444)),
    # 삼성전자 2023 alotMatter 현금배당금총액 lwfr(2021) 9,809,438백만원 9,809,438백만원
    answer("per-share", "삼성전자 2021 배당금총액 억 단위로 부탁해요", won(9809438000000)),
    # 삼성전자 2023 alotMatter (연결)현금배당성향 67.80%. 삼성전자 2023 alotMatter (연결)현금배당성향 = 67.80%
    # 삼성전자 2023 alotMatter (별도)현금배당성향 38.60%. 삼성전자 2023 alotMatter (별도)현금배당성향 = 38.60%
    answer("per-share", "삼성전자 2023년 배당성향 별도랑 연결 둘 다 알려줘", pct(67.8), pct(38.6)),
    # 삼성전자 2023 alotMatter 주당 현금배당금 우선주 frmtrm(2022) 1,445원
    answer("per-share", "삼성전자 우선주 2022년 배당금 주당 얼마였나요", won(1445)),
    # 이름: 삼성생명 (hyslrSttus 최대주주 본인)
    answer("per-share", "삼성전자 최대주주 누구야?", names=("삼성생명",)),
    # 삼성전자 2023 hyslrSttus 삼성생명보험㈜ 기말 지분율 8.51%. 삼성전자 2023 hyslrSttus 삼성생명보험㈜ 기말 지분율 = 8.51%
    answer("per-share", "삼성전자 최대주주 지분율 몇 %예요", pct(8.51)),
    # 삼성전자 2023 hyslrSttus 삼성생명보험㈜ 기말 보유주식수 508,157,148주
    answer("per-share", "삼성생명이 삼성전자 주식 몇 주 들고 있어?", shares(508157148)),
    # 삼성전자 2023 hyslrSttus 삼성물산 기말 지분율 5.01%. 삼성전자 2023 hyslrSttus 삼성물산 기말 지분율 = 5.01%
    answer("per-share", "삼성물산 삼성전자 지분 5% 넘나요?", pct(5.01)),
    # 삼성전자 2023 hyslrSttus 삼성물산 기말 보유주식수 298,818,100주
    answer("per-share", "삼성물산이 보유한 삼성전자 주식수 여쭤봅니다", shares(298818100)),
    # 삼성전자 2023 hyslrSttus 삼성생명보험㈜ 보유주식수 508,157,148주
    # 삼성전자 2023 hyslrSttus 삼성생명보험㈜ 지분율 8.51%. 삼성전자 2023 hyslrSttus 삼성생명보험㈜ 지분율 = 8.51%
    answer("per-share", "005930 최대주주 보유주식수랑 지분율 같이 알려줘", shares(508157148), pct(8.51)),
    # 삼성전자 2023 mrhlSttus 소액주주 주주수 4,672,039명
    answer("per-share", "삼성전자 소액주주 몇 명이나 돼요", people(4672039)),
    # 삼성전자 2023 mrhlSttus 소액주주 보유주식 비율 67.30%. 삼성전자 2023 mrhlSttus 소액주주 보유주식 비율 = 67.30%
    answer("per-share", "삼성전자 소액주주 지분율 2023년 말 기준으로 부탁드려요", pct(67.3)),
    # 삼성전자 2023 mrhlSttus 소액주주 보유주식수 4,017,892,514주
    answer("per-share", "삼성전자 소액주주가 가진 주식 수 몇 주임", shares(4017892514)),
    # 삼성전자 2023 hyslrSttus 삼성생명보험㈜ 기초·기말 보유주식수 (변동 없음) 508,157,148주
    answer(
        "per-share",
        "삼성생명 보유 삼성전자 주식 기말 기준 몇 주였나요? 기초랑 변동 있었는지도",
        shares(508157148),
    ),
    # 삼성전자 2023 hyslrSttus 삼성생명보험㈜ 지분율 8.51%. 삼성전자 2023 hyslrSttus 삼성생명보험㈜ 지분율 = 8.51%
    # 이름: 삼성생명 (hyslrSttus 최대주주 본인)
    answer("per-share", "삼성전자 최대주주가 삼성생명 맞지? 지분 몇 %야", pct(8.51), names=("삼성생명",)),
    # 삼성전자 2023 hyslrChgSttus 2021-04-29 보유주식수 1,263,050,053주
    answer(
        "per-share",
        "삼성전자 최대주주 바뀐 2021년 4월 당시 최대주주 측 보유 주식수 몇 주였어",
        shares(1263050053),
    ),
    # 삼성전자 2023 stockTotqySttus 보통주 발행주식의 총수(istc_totqy) 5,969,782,550주
    answer("per-share", "삼성전자 발행주식총수 몇 주야", shares(5969782550)),
    # 삼성전자 2023 stockTotqySttus 보통주 유통주식수(distb_stock_co) 5,969,782,550주
    answer("per-share", "삼성전자 보통주 유통주식수 알려주세요", shares(5969782550)),
    # 삼성전자 2023 stockTotqySttus 보통주 발행할 주식의 총수 20,000,000,000주
    answer("per-share", "삼성전자 발행할 주식의 총수(수권주식수) 얼마예요", shares(20000000000)),
    # 삼성전자 2023 stockTotqySttus 보통주 현재까지 감소한 주식의 총수(이익소각) 1,810,684,300주
    answer("per-share", "005930 지금까지 소각한 주식 몇 주나 돼?", shares(1810684300)),
    # 삼성전자 2023 stockTotqySttus 보통주 현재까지 발행한 주식의 총수 7,780,466,850주
    answer("per-share", "삼성전자 지금까지 발행한 주식 총수 (소각 전 누적) 몇 주인가요", shares(7780466850)),
    # 삼성전자 2023 stockTotqySttus 보통주 발행주식의 총수 5,969,782,550주
    answer("per-share", "삼전 보통주 발행주식수 60억 주 조금 안 되지?", shares(5969782550)),
    # 삼성전자 2023 stockTotqySttus 보통주 이익소각(profit_incnr) 1,810,684,300주
    answer("per-share", "삼성전자 이익소각으로 줄어든 주식 수 확인 부탁드려요", shares(1810684300)),
    # 삼성전자 2023 stockTotqySttus 보통주 유통주식수 5,969,782,550주
    answer("per-share", "Samsung Electronics shares outstanding 몇 주예요", shares(5969782550)),
)
