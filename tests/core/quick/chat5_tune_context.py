"""Keyless chat questions, fifth set, tuning half, part B (#22 item 4): questions wrapped in context.

Written apart from the quick reader, from every other question file and from part A (``chat5_tune``'s fast
messenger typing). Phrasing family: a message that first says why, or gives some context, then asks — at
work on Slack or to a friend who knows finance; polite (…알려주시겠어요?, 안녕하세요 … 감사합니다),
semi-formal (…부탁드려요, …인가요?) and casual (…알려줘, …얼마였지?). A reason first (투자위원회 자료, 팀장님
보고, 스터디, 엑셀, 내기), a half-remembered figure to confirm (…였던 것 같은데 맞나요?), a headline quoted
before the ask, two sentences with the ask in the second, stock codes (005930, 000660, 005380), English names
(Samsung Electronics, SK hynix, Hyundai Motor), FY/회계연도 years, 9월 말 / 1~3분기 누적 / 3분기(7~9월)
quarters, 별도/연결 and 지배주주 bases, 억 단위 requests, gaps between years or companies (차이, 얼마나
늘었어, 대비). The context never changes the figure asked; when it names a period or a basis, that is part of
the question. A quarter is the three months unless the words say 누적; 작년 = FY2025 and 올해 = FY2026 are not
in the bundle (unanswerable).

Every figure was computed from the raw rows of the recorded bundle by a script of the writer's own; the
arithmetic is in the comment above each case. Open definitions accept each reasonable reading: ROE and ROA
on year-end or average equity (assets), owners' or total net income where the bundle holds both.

Amounts here; ratios and quarters in ``chat5_tune_context2``; compare, per-share and unanswerable in
``chat5_tune_context3``.
"""

from __future__ import annotations

from tests.core.quick.chat5_tune_context2 import CONTEXT_RATIOS_QUARTERS
from tests.core.quick.chat5_tune_context3 import CONTEXT_MORE
from tests.core.quick.chat_questions import Case, answer, shares, won

CONTEXT_AMOUNTS: tuple[Case, ...] = (
    # 현대자동차 FY2024 연결 매출액: 175,231,153,000,000원
    answer(
        "amounts",
        "내일 오전 투자위원회 보고자료 마무리 중인데요, 현대자동차 2024년 연결 매출액 얼마로 적으면 될까요?",
        won(175_231_153_000_000),
    ),
    # 삼성전자 FY2024 연결 영업이익: 32,725,961,000,000원
    answer(
        "amounts",
        "팀장님이 급하게 찾으셔서요. 삼성전자 2024년 영업이익 숫자 하나만 부탁드립니다",
        won(32_725_961_000_000),
    ),
    # SK하이닉스 FY2023 연결 당기순이익 / SK하이닉스 FY2023 연결 지배기업 소유주 귀속 당기순이익: -9,137,547,000,000 or
    # -9,112,428,000,000원
    answer(
        "amounts",
        "스터디 발표 준비하다가 막혔어 ㅠ SK하이닉스 2023년 당기순손실 규모가 얼마였지?",
        won(-9_137_547_000_000, -9_112_428_000_000),
    ),
    # NAVER FY2024 연결 매출액: 10,737,719,264,647원
    answer(
        "amounts",
        "안녕하세요, 리서치팀 인턴입니다. NAVER 2024년 매출액 확인 부탁드려도 될까요? 감사합니다.",
        won(10_737_719_264_647),
    ),
    # 카카오 FY2024 연결 영업이익: 460,212,161,525원
    answer(
        "amounts",
        "카카오 2024년 영업이익이 4,600억 정도였던 것 같은데 정확한 숫자 알 수 있을까요?",
        won(460_212_161_525),
    ),
    # 삼성전자 FY2023 연결 영업이익: 6,566,976,000,000원
    answer(
        "amounts",
        "친구가 삼성전자 2023년에 영업이익이 6조대로 떨어졌다고 하던데 정확히 얼마였어?",
        won(6_566_976_000_000),
    ),
    # 현대자동차 FY2024 연결 자산총계: 339,798,429,000,000원
    answer(
        "amounts",
        "고객 미팅 전에 한 번 체크하려고요. 005380 2024년 자산총계가 어떻게 되나요?",
        won(339_798_429_000_000),
    ),
    # SK하이닉스 FY2024 연결 매출액: 66,192,960,000,000원
    answer("amounts", "보고서 표 채우는 중인데 000660 FY2024 매출 좀 알려줘", won(66_192_960_000_000)),
    # 삼성전자 FY2022 연결 당기순이익 / 삼성전자 FY2022 연결 지배기업 소유주 귀속 당기순이익: 55,654,077,000,000 or 54,730,018,000,000원
    answer(
        "amounts",
        "Samsung Electronics 2022년 순이익이 얼마였는지 기억이 안 나서요, 알려주실 수 있나요?",
        won(55_654_077_000_000, 54_730_018_000_000),
    ),
    # NAVER FY2024 연결 영업이익: 1,979,263,438,827원
    answer(
        "amounts",
        "뉴스에서 NAVER가 2024년에 역대 최대 실적이라던데, 그해 영업이익이 정확히 얼마예요?",
        won(1_979_263_438_827),
    ),
    # 카카오 FY2023 연결 당기순이익: -1,816,669,011,014원
    answer(
        "amounts",
        "회사 동기가 카카오 2023년에 순손실 났다고 하던데 얼마나 손실 봤는지 알아?",
        won(-1_816_669_011_014),
    ),
    # 현대자동차 FY2023 연결 부채총계: 180,653,915,000,000원
    answer(
        "amounts",
        "재무 모델 업데이트 중이라서요, 현대자동차 2023년 부채총계 좀 알려주세요",
        won(180_653_915_000_000),
    ),
    # SK하이닉스 FY2024 연결 자본총계: 73,915,704,000,000원
    answer(
        "amounts", "SK하이닉스 2024년 자본총계가 궁금해서 물어봐요. 연결 기준으로요", won(73_915_704_000_000)
    ),
    # 삼성전자 FY2024 별도 매출액: 209,052,241,000,000원
    answer(
        "amounts", "삼성전자 별도 기준으로 2024년 매출이 얼마인지 확인하고 싶습니다", won(209_052_241_000_000)
    ),
    # NAVER FY2023 연결 당기순이익: 985,017,762,493원
    answer(
        "amounts", "NAVER 2023 회계연도 당기순이익 얼마였나요? 보고서에 넣어야 해서요", won(985_017_762_493)
    ),
    # 카카오 FY2024 연결 매출액: 7,871,692,199,887원
    answer(
        "amounts",
        "부장님 보고용으로 억 단위로 정리하려고 하는데, 카카오 2024년 매출액 알려주세요",
        won(7_871_692_199_887),
    ),
    # 현대자동차 FY2022 연결 영업이익: 9,824,928,000,000원
    answer(
        "amounts",
        "현대차 2022년 영업이익이 9조 좀 넘었던 걸로 기억하는데 맞나요? 정확한 숫자 부탁해요",
        won(9_824_928_000_000),
    ),
    # SK하이닉스 FY2022 연결 영업이익: 6,809,417,000,000원
    answer(
        "amounts",
        "엑셀에 넣을 숫자라서 정확하게 필요해요. SK하이닉스 2022년 영업이익 얼마죠?",
        won(6_809_417_000_000),
    ),
    # 삼성전자 FY2021 연결 매출액: 279,604,799,000,000원
    answer(
        "amounts",
        "IR 자료 대조 중입니다. 삼성전자 2021년 매출액 얼마로 공시됐나요?",
        won(279_604_799_000_000),
    ),
    # 신라젠 FY2023 연결 영업이익: -21,345,852,210원
    answer(
        "amounts", "안녕하세요! 신라젠 2023년 영업손실이 얼마였는지 여쭤봐도 될까요?", won(-21_345_852_210)
    ),
    # 삼성전자 FY2019 연결 당기순이익 / 삼성전자 FY2019 연결 지배기업 소유주 귀속 당기순이익: 21,738,865,000,000 or 21,505,054,000,000원
    answer(
        "amounts",
        "주식 카페에서 본 숫자가 맞는지 궁금해서요, 삼성전자 2019년 당기순이익 얼마였어요?",
        won(21_738_865_000_000, 21_505_054_000_000),
    ),
    # 삼성전자 FY2018 연결 영업이익: 58,886,669,000,000원
    answer(
        "amounts",
        "삼성전자 2018년 영업이익이 58조쯤이었던 것 같은데, 정확히 얼마였는지 알려줄래?",
        won(58_886_669_000_000),
    ),
    # NAVER FY2024 연결 부채총계: 11,166,964,187,683원
    answer("amounts", "재무구조 좀 보려고. 네이버 2024년 말 부채총계 얼마야?", won(11_166_964_187_683)),
    # 현대자동차 FY2024 별도 영업이익: 6,599,372,000,000원
    answer(
        "amounts",
        "본사 실적만 따로 보고 싶어서요, 현대자동차 2024년 별도 기준 영업이익 좀 알려주실래요?",
        won(6_599_372_000_000),
    ),
    # SK하이닉스 FY2021 연결 매출액: 42,997,792,000,000원
    answer(
        "amounts",
        "호황기 숫자 좀 보려고 하는데 SK하이닉스 2021년 매출 얼마였는지 알아?",
        won(42_997_792_000_000),
    ),
    # 카카오 FY2022 연결 당기순이익: 1,067,029,037,423원
    answer(
        "amounts",
        "다음 주 세미나에서 쓸 자료인데요. 카카오 2022년 당기순이익이 얼마였나요?",
        won(1_067_029_037_423),
    ),
    # 삼성전자 FY2020 연결 매출총이익: 92,318,692,000,000원
    answer(
        "amounts",
        "마진 분석하는 중이라서 그런데, 삼성전자 2020년 매출총이익 얼마였어요?",
        won(92_318_692_000_000),
    ),
    # 삼성전자 FY2023 연결 판매비와관리비: 71,979,938,000,000원
    answer(
        "amounts",
        "비용 구조 보는 중이에요. 삼성전자 2023년 판관비 규모가 궁금합니다",
        won(71_979_938_000_000),
    ),
    # 삼성전자 FY2023 연결 지배기업 소유주 귀속 당기순이익: 14,473,401,000,000원
    answer(
        "amounts",
        "삼성전자 2023년 지배주주 순이익 얼마인가요? 연결 당기순이익 말고 지배기업 귀속분으로요",
        won(14_473_401_000_000),
    ),
    # 삼성전자 FY2023 현금배당금총액 (alotMatter): 9,809,438백만원 = 9,809,438,000,000원
    answer(
        "amounts",
        "요즘 배당 공부 중인데 삼성전자가 2023년에 현금배당으로 총 얼마를 지급했어?",
        won(9_809_438_000_000),
    ),
    # 삼성전자 FY2023 말 최대주주 삼성생명보험 보통주 (hyslrSttus trmend_posesn_stock_co): 508,157,148주
    answer(
        "amounts",
        "지배구조 정리하다가 궁금해졌는데, 삼성생명이 삼성전자 주식 몇 주 갖고 있어? 2023년 말 기준으로",
        shares(508_157_148),
    ),
    # 삼성전자 FY2023 보통주 발행주식의 총수 (stockTotqySttus istc_totqy): 5,969,782,550주
    answer(
        "amounts",
        "시가총액 직접 계산해 보려고요. 삼성전자 2023년 말 보통주 발행주식 수가 몇 주인지 확인 부탁드립니다",
        shares(5_969_782_550),
    ),
    # NAVER FY2022 연결 자산총계: 33,899,042,889,136원
    answer(
        "amounts", "NAVER 2022년 자산총계 얼마였어요? 연결로요, 자료 맞춰보는 중이라", won(33_899_042_889_136)
    ),
    # 현대자동차 FY2021 연결 당기순이익: 5,693,077,000,000원
    answer(
        "amounts",
        "코로나 직후 실적 비교하려고요. 현대차 2021년 순이익 얼마였는지 알려주세요",
        won(5_693_077_000_000),
    ),
    # SK하이닉스 FY2024 별도 당기순이익: 17,640,396,000,000원
    answer(
        "amounts",
        "SK하이닉스 2024년 별도 당기순이익 얼마예요? 배당 재원 보려고 해서요",
        won(17_640_396_000_000),
    ),
    # 카카오 FY2023 별도 영업이익: 533,021,659,728원
    answer("amounts", "카카오 별도재무제표 기준으로 2023년 영업이익 좀 알려주세요", won(533_021_659_728)),
    # NAVER FY2021 연결 당기순이익: 16,477,625,559,645원
    answer(
        "amounts",
        "NAVER 2021년 당기순이익이 엄청 컸다던데 (라인 관련이라고) 얼마였는지 알 수 있을까?",
        won(16_477_625_559_645),
    ),
    # 삼성전자 FY2017 연결 매출액: 239,575,376,000,000원
    answer(
        "amounts",
        "슈퍼사이클 때 숫자 보려고요, 삼성전자 2017년 매출 얼마였는지 궁금해요",
        won(239_575_376_000_000),
    ),
    # 현대자동차 FY2024 연결 이익잉여금: 96,595,668,000,000원
    answer(
        "amounts",
        "현대자동차 2024년 말 이익잉여금이 얼마예요? 주주환원 여력 얘기가 나와서요",
        won(96_595_668_000_000),
    ),
    # 신라젠 FY2022 연결 매출액: 5,013,362,991원
    answer(
        "amounts", "바이오 스터디 자료용입니다. 신라젠 2022년 매출(영업수익) 얼마였어요?", won(5_013_362_991)
    ),
    # 삼성전자 FY2024 연결 유동자산: 227,062,266,000,000원
    answer(
        "amounts", "유동성 좀 보려고 하는데 삼성전자 2024년 유동자산 알려주세요", won(227_062_266_000_000)
    ),
    # SK하이닉스 FY2023 연결 영업이익: -7,730,313,000,000원
    answer("amounts", "적자 폭 확인하려고요. SK hynix 2023년 영업손실 얼마였죠?", won(-7_730_313_000_000)),
    # NAVER FY2024 연결 법인세차감전 순이익: 2,322,184,491,448원
    answer(
        "amounts",
        "세전 이익 기준으로 보고 있어서요, NAVER 2024년 법인세차감전순이익 얼마예요?",
        won(2_322_184_491_448),
    ),
    # 현대자동차 FY2023 연결 매출액: 162,663,579,000,000원
    answer(
        "amounts",
        "영어 리포트랑 대조하려고 하는데 Hyundai Motor 2023년 매출액 알려줄 수 있어?",
        won(162_663_579_000_000),
    ),
)


TUNE5_CONTEXT: tuple[Case, ...] = CONTEXT_AMOUNTS + CONTEXT_RATIOS_QUARTERS + CONTEXT_MORE
