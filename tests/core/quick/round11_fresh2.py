"""A second batch of fresh questions by the round-11 reader helper, written after part 7 and before any later
change, in new phrasings of the same families (per share, holders and share counts, quarters, comparisons) and of
chat11's personas (a guess first, a formal request, a learner's word order, a ranking): the unseen measure of
parts 1-7 (first run in ``test_round11_fresh``). Figures as in ``round11_fresh`` (raw bundle rows, or a difference
or quotient of two, the arithmetic beside it)."""

from __future__ import annotations

from tests.core.quick.chat_questions import Case, answer, pct, shares, won
from tests.core.quick.round11_fresh import people

FRESH11B: tuple[Case, ...] = (
    # alotMatter 2023: 주당액면가액 100원; 주당 현금배당금 보통주 1,444원, 우선주 1,445원; (연결)현금배당성향 67.80%
    answer("per-share", "액면가 100원 맞나요? 삼성전자", won(100)),
    answer("per-share", "삼성전자 주식 하나당 액면가", won(100)),
    answer("per-share", "안녕하십니까. 삼성전자 2023년 보통주 주당 현금배당금에 대해 여쭙습니다.", won(1444)),
    answer("per-share", "1,500원쯤? 삼성전자 2023 우선주 주당배당금", won(1445)),
    answer("per-share", "삼성전자 우선주 1주 가지고 있으면 2023년 배당 얼마 받나요", won(1445)),
    answer("per-share", "삼성전자 2023 배당성향 연결 기준 68% 정도였나", pct(67.8)),
    # fnlttSinglAcntAll 기본주당이익: SK하이닉스 2022 3,242원, 2023 −13,244원; 삼성전자 2021 5,777원
    answer("per-share", "SK하이닉스 2022년 한 주당 순이익 얼마", won(3242)),
    answer("per-share", "5천원대였던 듯 삼성전자 2021 EPS", won(5777)),
    answer("per-share", "하이닉스 23년 기본주당순손실 얼마 찍었냐", won(-13244)),
    # hyslrSttus 삼성생명보험㈜ 8.51%, 508,157,148주; 삼성물산 5.01%, 298,818,100주
    answer("holders", "삼성전자 제일 지분 많은 주주 누구예요", names=("삼성생명",)),
    answer("holders", "8.5% 근처? 삼성전자 최대주주 지분율", pct(8.51)),
    answer(
        "holders", "삼성전자의 최대주주에 대해 문의드립니다. 보유 주식수가 어떻게 되나요?", shares(508157148)
    ),
    answer("holders", "삼성물산 삼성 전자 지분 몇 퍼센트 입니까", pct(5.01)),
    answer("holders", "3억주쯤이던가 삼성물산이 가진 삼성전자 주식", shares(298818100)),
    # stockTotqySttus istc_totqy 5,969,782,550주; mrhlSttus 소액주주 4,672,039명, 67.30%
    answer("holders", "삼성 전자 발행 주식 전부 몇 개 입니까", shares(5969782550)),
    answer("holders", "삼성전자 주주 중에 소액주주 몇 명이야 대박", people(4672039)),
    answer("holders", "안녕하세요. 삼성전자 소액주주 지분율 관련하여 문의드립니다.", pct(67.3)),
    # 2024 3분기보고서 (3개월): 삼성전자 영업이익 9,183,371, SK하이닉스 7,029,958; Q4 SK하이닉스 8,082,796 (백만원)
    answer("quarters", "9조쯤? 삼성전자 2024 분기 3 영업이익", won(9183371000000)),
    answer("quarters", "SK하이닉스 2024년 4분기만 영업이익 따로 알려줘", won(8082796000000)),
    answer(
        "quarters",
        "안녕하십니까. SK하이닉스 2024년 3분기 영업이익에 대하여 문의드립니다.",
        won(7029958000000),
    ),
    answer("quarters", "삼성전자 3Q 2024 영업이익 3개월 동안", won(9183371000000)),
    # SK하이닉스 매출 Q4 19,767,035 ÷ Q3 17,573,069 − 1 = 12.48%
    answer("quarters", "하이닉스 24년 4분기 매출 전분기보다 몇 % 늘었냐 소름", pct(12.48)),
    # 영업이익 FY2024: 삼성전자 32,725,961, SK하이닉스 23,467,319 (백만원)
    answer("compare", "삼전 하닉 2024 영업이익 큰 순서로 알려줘", won(32725961000000), won(23467319000000)),
    # 매출액 FY2024: NAVER 10,737,719,264,647, 카카오 7,871,692,199,887; gap 2,866,027,064,760
    answer("compare", "네이버 하고 카카오 2024 매출 차이 얼마 입니까", won(2866027064760, -2866027064760)),
    answer("compare", "2조쯤? 네이버 카카오 2024 매출 차이", won(2866027064760, -2866027064760)),
    # 당기순이익 FY2024 SK하이닉스 19,796,902 ÷ 삼성전자 34,451,351 = 57.46%
    answer(
        "compare",
        "안녕하십니까. 2024년 SK하이닉스 순이익이 삼성전자 순이익의 몇 %인지 문의드립니다.",
        pct(57.46),
    ),
    # SK하이닉스 영업이익 23,467,319 − (−7,730,313) = 31,197,632 (백만원)
    answer("compare", "하닉 24 영업이익 23 대비 증가액", won(31197632000000)),
    answer("compare", "삼전 하닉 2024 순이익 1등은 어디", won(34451351000000), won(19796902000000)),
)
