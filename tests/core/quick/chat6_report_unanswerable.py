"""Sixth chat set, report half: questions the bundle cannot answer (years, reports and companies it does not
hold, forecasts, segments and products, news); the product must defer or say so, never state a figure.
The comment above each case says what the bundle lacks.

Written apart from the reader (core/quick, bots/direct*) and from the tuning half (chat6_tune*): held
out, nobody tunes on it. What the bundle holds was read from its raw rows
(core/data/bundle/opendart_recorded.json.gz).
"""

from __future__ import annotations

from tests.core.quick.chat_questions import Case, unanswerable

UNANSWERABLE6: tuple[Case, ...] = (
    # the bundle's latest annual report is FY2024 (bsns_year 2024, 11011); FY2025 is not recorded
    unanswerable("삼성전자 2025년 연간 매출 확정치 나왔죠? 연결로 얼마예요"),
    # only the 3Q report (11014) of 2024 is recorded; no half-year (11012) report for any company
    unanswerable("현대차 2024년 2분기(4-6월) 영업이익 알려주세요"),
    # LG에너지솔루션 is not in the bundle (companies: 삼성전자, 현대차, SK하이닉스, 카카오, NAVER, 신라젠)
    unanswerable("LG에너지솔루션 2024 영업이익 얼마였어?"),
    # 셀트리온 is not in the bundle
    unanswerable("셀트리온 부채비율 좀 알려줘 2024년 기준"),
    # 기아 is not in the bundle
    unanswerable("기아 FY24 순이익 몇 조임?"),
    # a forecast: no estimates are recorded
    unanswerable("삼성전자 2026년 영업이익 컨센서스 얼마로 보고 있어?"),
    # a product's share of sales: the bundle holds no segment or product rows
    unanswerable("하이닉스 HBM 매출 비중 몇 %인지 아시나요"),
    # a segment figure: the bundle holds company totals only
    unanswerable("삼성전자 DS부문(반도체) 2024년 영업이익만 따로 알 수 있을까요?"),
    # unit sales: not a financial-statement figure the bundle holds
    unanswerable("현대차 작년 미국 판매대수 몇 대야?"),
    # a segment figure: not in the bundle
    unanswerable("네이버 커머스 부문 매출 2024년 얼마였나요"),
    # news: not data the bundle holds
    unanswerable("카카오 요즘 경영진 사법리스크 관련 뉴스 정리해줘"),
    # dividends (alotMatter) are recorded for 삼성전자 FY2021-2023 only
    unanswerable("현대차 2024년 주당배당금 보통주 얼마였어요?"),
    # largest-shareholder rows (hyslrSttus) are recorded for 삼성전자 only
    unanswerable("카카오 최대주주 지분율 몇 %예요?"),
    # employee rows (empSttus) are recorded for 삼성전자 FY2023 only
    unanswerable("네이버 직원 수 몇 명이야? 2024 사업보고서 기준"),
    # SK하이닉스 years recorded: 2021-2024; 2020 is not in the bundle
    unanswerable("SK하이닉스 2020년 매출액 얼마였는지 궁금해요"),
    # 삼성전자 years recorded: 2017-2024; 2016 is not in the bundle
    unanswerable("삼성전자 2016년 영업이익 연결 기준으로 알려줘"),
    # target prices: not in the bundle
    unanswerable("삼성전자 목표주가 증권사들 평균 얼마?"),
    # 포스코홀딩스 is not in the bundle
    unanswerable("포스코홀딩스 2024 ROE 부탁드립니다"),
    # no 1Q (11013) report is recorded; only 3Q 2024 and annual reports
    unanswerable("삼성전자 2024년 1분기(1-3월) 매출 알려주세요"),
    # 2025 reports are not in the bundle
    unanswerable("카카오 2025년 3분기 실적 나왔어? 영업이익 얼마?"),
    # dividends are recorded for 삼성전자 only
    unanswerable("SK hynix 2024년 배당금 총액 얼마 줬어요?"),
    # 삼성전자 dividends are recorded up to FY2023 (alotMatter of the 2023 report); FY2024 is not
    unanswerable("삼성전자 2024년 결산 주당배당금 보통주 얼마로 결정됐어?"),
    # per-share earnings are recorded for 삼성전자, SK하이닉스 and 신라젠 only (full statements / alotMatter)
    unanswerable("현대차 2024년 EPS 몇 원이에요?"),
    # news and plans: not in the bundle
    unanswerable("하이닉스 용인 클러스터 투자 계획 어떻게 되고 있어?"),
    # R&D expense: not among NAVER's recorded key accounts
    unanswerable("네이버 2024 연구개발비 얼마 썼는지 알 수 있나요"),
    # cash-flow rows are recorded for 삼성전자 (2017-2023), SK하이닉스 and 신라젠 (2021-2023) only
    unanswerable("카카오 2024년 영업활동현금흐름 얼마였어"),
    # the 2Q 2024 (4-6월) quarter is not recorded, so a QoQ change cannot be computed
    unanswerable("삼성전자 24년 3분기 매출 전분기 대비(QoQ) 몇 % 늘었어?"),
    # 비바리퍼블리카 is unlisted and not in the bundle
    unanswerable("토스(비바리퍼블리카) 2024 매출 얼마예요?"),
    # Apple is not a Korean listed company; not in the bundle
    unanswerable("애플이랑 삼성전자 2024 매출 비교하면 애플이 몇 배야?"),
    # 한화에어로스페이스 and order backlogs are not in the bundle
    unanswerable("한화에어로스페이스 수주잔고 얼마나 쌓여 있어요?"),
    # employee pay is not recorded (the 2023 empSttus row has no salary; FY2024 employee rows are not recorded)
    unanswerable("삼성전자 2024년 직원 평균 연봉 얼마야?"),
    # treasury-share purchases are not recorded for 카카오
    unanswerable("카카오 2024년 자사주 매입 규모 얼마였어요?"),
    # dividends are recorded for 삼성전자 only
    unanswerable("네이버 주당배당금 2024년 얼마 줬는지 알려줘"),
    # a forecast (and a period after the bundle)
    unanswerable("하이닉스 2025년 1분기 영업이익 얼마 나올 것 같아?"),
)
