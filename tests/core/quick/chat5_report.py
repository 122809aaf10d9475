"""Keyless chat questions, fifth set, held-out report half (#22 item 4): written apart from the quick
reader, every other question file and the tuning half. Nobody tunes the reader on this half; its test prints
totals only.

Phrasing families of this half (the tuning half has fast messenger typing): questions with context around
them, as in a work Slack channel or to a friend who knows finance — a reason first ("다음 주 발표 자료
만드는데", "리포트 보다가 궁금해서요", "부모님이 물어보셔서"), polite and semi-formal endings (…인지
궁금합니다, …확인 가능할까요, …알 수 있을까요?, …였던 걸로 기억하는데 맞나요?, …였는지요, …정리해주세요,
…부탁해요, …알려줄래?), a remembered figure to confirm (the expected figure is the true one), a line of a
list ("1) 현대차 2024 매출"), quoted names, full names with 주식회사/㈜, stock codes with or without .KS or
KRX:, English names (Samsung Electronics, SK hynix, Hyundai Motor, Kakao, NAVER), periods as "2023 회계연도",
"23사업연도", "2024년 말 기준", "2024년 9월 말", "24년 1~3분기 누적", "2024년 7~9월", "상반기", "4분기",
units asked for (억 단위로, 조 단위로, 백만원 단위로), ratios by their full names (매출액영업이익률,
자기자본이익률, 부채비율, 유동비율, 매출총이익률, 주당순이익, 주당배당금, 배당성향) and comparisons ("A와 B
영업이익 차이", "A가 B의 몇 배", "A 대비 B", "각각").

Figures: read from the raw rows of ``core/data/bundle/opendart_recorded.json.gz`` by the writer's own script,
the arithmetic in a comment above each case; open definitions accept each reading. TODAY 2026-11-21: 작년 =
FY2025 and 올해 = FY2026, which the bundle does not hold, so such questions are unanswerable here.

First run (2026-11-27, before any reader change for this set; totals only, through ``report_run``): 176
answerable — right 88 (50.0%), deferred 88, wrong 0; 30 unanswerable, all declined.
"""

from __future__ import annotations

from tests.core.quick.chat5_report_amounts import AMOUNTS5R
from tests.core.quick.chat5_report_compare import COMPARE5R
from tests.core.quick.chat5_report_more import PER_SHARE5R, QUARTERS5R
from tests.core.quick.chat5_report_ratios import RATIOS5R
from tests.core.quick.chat_questions import Case, unanswerable

UNANSWERABLE5R: tuple[Case, ...] = (
    # 작년 = FY2025: not in the bundle
    unanswerable("다음 주 발표 자료 만드는데, 삼성전자 작년 영업이익이 얼마였는지 확인 가능할까요?"),
    # 올해 = FY2026: not in the bundle
    unanswerable("올해 3분기 SK하이닉스 매출액 알 수 있을까요?"),
    # another company
    unanswerable("리포트 보다가 궁금해서요. LG에너지솔루션 2024년 매출액 얼마였나요?"),
    # another company
    unanswerable("셀트리온 2023년 말 부채비율 확인 부탁해요"),
    # a stock price
    unanswerable("부모님이 물어보셔서요, 삼성전자 지금 주가가 얼마인지 알 수 있을까요?"),
    # a forecast
    unanswerable("현대차 2026년 영업이익 컨센서스가 어느 정도인지 궁금합니다"),
    # a segment
    unanswerable("삼성전자 2024년 반도체(DS) 부문 영업이익만 따로 알려줄래?"),
    # a product line
    unanswerable("SK하이닉스 2024년 HBM 매출 비중이 몇 %였는지 궁금합니다"),
    # Q1 2024: not in the bundle
    unanswerable("카카오 2024년 1분기 영업이익 확인 가능할까요?"),
    # Q2 2024 alone: not in the bundle
    unanswerable("네이버 2024년 2분기(4~6월) 매출액 정리해주세요"),
    # Hyundai FY2019: not in the bundle
    unanswerable("현대자동차 2019 회계연도 매출액 알 수 있을까요?"),
    # needs a price
    unanswerable("삼성전자 PER이 지금 몇 배인지 알려주세요"),
    # not in the bundle
    unanswerable("카카오 직원 평균 연봉이 얼마인지 궁금합니다"),
    # 신라젠 FY2024: not in the bundle
    unanswerable("신라젠 2024년 매출액 확인 가능할까요?"),
    # units sold: not in the bundle
    unanswerable("현대차 2024년 글로벌 판매 대수가 몇 대였는지 알 수 있을까요?"),
    # a subsidiary's segment
    unanswerable("네이버웹툰 2024년 매출만 따로 알려줄래?"),
    # a forecast of FY2026
    unanswerable("삼성전자 올해 주당배당금 얼마 나올지 예상 부탁해요"),
    # another company
    unanswerable("두산에너빌리티 2024년 수주잔고 정리해주세요"),
    # FY2015: not in the bundle
    unanswerable("삼성전자 2015년 영업이익 알 수 있을까요? 장기 추이 보려고요"),
    # another company
    unanswerable("카카오뱅크 2024년 순이자마진(NIM)이 궁금합니다"),
    # a market index
    unanswerable("코스피 지수 오늘 종가 알려줄래?"),
    # an exchange rate
    unanswerable("팀장님이 원달러 환율 물어보시는데 지금 얼마인지 확인 가능할까요?"),
    # another company
    unanswerable("에코프로비엠 2024년 영업이익률 알 수 있을까요?"),
    # 작년 = FY2025: not in the bundle
    unanswerable("NAVER 작년 3분기 누적 매출 정리해주세요"),
    # 올해 = FY2026: not in the bundle
    unanswerable("현대자동차 올해 상반기 순이익 얼마였는지 궁금합니다"),
    # analysts' targets
    unanswerable("SK하이닉스 증권사 목표주가 평균이 얼마인지 알려줄래?"),
    # another company
    unanswerable("삼성바이오로직스 2023 회계연도 매출액 확인 부탁해요"),
    # another company
    unanswerable("한국전력 2024년 말 부채비율이 몇 %인지 알 수 있을까요?"),
    # Q2 2024 alone: not in the bundle
    unanswerable("카카오 2024년 2분기 영업이익 알려주세요"),
    # a forecast
    unanswerable("삼성전자 2026년 연간 매출 전망치 정리해주세요"),
)

REPORT5: tuple[Case, ...] = AMOUNTS5R + RATIOS5R + QUARTERS5R + COMPARE5R + PER_SHARE5R + UNANSWERABLE5R
