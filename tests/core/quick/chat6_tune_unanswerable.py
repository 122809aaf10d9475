"""The sixth chat-style set, tuning half, unanswerable.

Data the bundle does not hold: years or companies not in it, forecasts, segment and product figures, today's
news.

Written apart from the quick reader (see ``chat6_tune``); each expected figure was computed from the raw
rows of the recorded OpenDART bundle, the rows and the arithmetic in a comment above the case.
"""

from __future__ import annotations

from tests.core.quick.chat_questions import Case, unanswerable

UNANSWERABLE6: tuple[Case, ...] = (
    # 2025 사업연도: 번들에 없음 (2024가 마지막)
    unanswerable("삼성전자 2025년 연간 영업이익 확인 부탁드립니다"),
    # 2016: 번들에 없음 (삼성전자 전체재무제표는 2019 보고서부터)
    unanswerable("삼성전자 2016년 매출 여쭤봐도 될까요"),
    # LG전자: 번들에 없는 회사
    unanswerable("LG전자 2023년 영업이익 확인 부탁드립니다"),
    # 기아: 번들에 없는 회사
    unanswerable("기아 24년 매출액 알려주시면 감사하겠습니다"),
    # 셀트리온: 번들에 없는 회사
    unanswerable("셀트리온 2023 부채비율 여쭤봐도 될까요"),
    # 제품별 매출: 번들에 없음
    unanswerable("하이닉스 HBM 매출 비중 2024년 기준 확인 부탁드립니다"),
    # 부문별 손익: 번들에 없음
    unanswerable("삼성전자 DS부문 2023년 영업적자 규모 정리 부탁드립니다"),
    # 지역별 판매량: 번들에 없음
    unanswerable("현대차 24년 미국 판매량 알려주실 수 있을까요"),
    # 부문별 매출: 번들에 없음
    unanswerable("네이버 커머스 부문 2024 매출 확인 부탁드립니다"),
    # 사업별 매출: 번들에 없음
    unanswerable("카카오 톡비즈 광고 매출 24년 얼마였나요?"),
    # 컨센서스(전망): 번들에 없음
    unanswerable("삼성전자 2025년 영업이익 컨센서스 공유 부탁드립니다"),
    # 전망: 번들에 없음
    unanswerable("하이닉스 내년 실적 전망 어떻게 보시는지 여쭤봐도 될까요"),
    # 오늘 뉴스: 번들에 없음
    unanswerable("오늘 삼성전자 관련 뉴스 뭐 나왔는지 정리 부탁드립니다"),
    # 오늘 공시: 번들에 없음
    unanswerable("부장님이 물어보셔서요, 현대차 오늘 새로 나온 공시 있나요?"),
    # 2024 1분기 단독: 번들에 없음 (3분기보고서만)
    unanswerable("삼성전자 2024년 1분기 영업이익 확인 부탁드립니다"),
    # 2024 2분기 단독: 번들에 없음
    unanswerable("하이닉스 2024년 2분기 매출 여쭤봐도 될까요"),
    # 현대차 직원 현황: 번들에 없음
    unanswerable("현대차 직원 수 몇 명인지 확인 부탁드립니다"),
    # 하이닉스 배당 공시: 번들에 없음
    unanswerable("하이닉스 2023년 주당배당금 얼마였는지 알려주시면 감사하겠습니다"),
    # 네이버 최대주주 현황: 번들에 없음
    unanswerable("네이버 최대주주 지분율 확인 부탁드립니다"),
    # 카카오 배당 공시: 번들에 없음
    unanswerable("카카오 2024년 배당성향 여쭤봅니다"),
    # 삼성바이오로직스: 번들에 없는 회사
    unanswerable("삼성바이오로직스 2023 영업이익 확인 부탁드립니다"),
    # 포스코홀딩스: 번들에 없는 회사
    unanswerable("포스코홀딩스 24년 순이익 알려주세요"),
    # 올해(2026) 3분기: 번들에 없음
    unanswerable("삼성전자 올해 3분기 실적 정리 부탁드립니다"),
    # 작년(2025) 4분기: 번들에 없음
    unanswerable("작년 4분기 하이닉스 영업이익 확인 부탁드립니다"),
    # 사업부별 손익: 번들에 없음
    unanswerable("삼성전자 파운드리 사업부 적자 규모 2024년 기준으로 여쭤봐도 될까요"),
    # 브랜드별 매출: 번들에 없음
    unanswerable("현대차 제네시스 브랜드 매출 2024년 얼마였는지 알려주세요"),
    # 크래프톤: 번들에 없는 회사
    unanswerable("크래프톤 2024 영업이익률 확인 부탁드립니다"),
    # 엔씨소프트: 번들에 없는 회사
    unanswerable("엔씨소프트 23년 영업손실 정리 부탁드립니다"),
    # 연구개발비: 번들에 없음 (2024 주요계정에 없는 계정)
    unanswerable("SK하이닉스 2024년 연구개발비 얼마였는지 여쭤봐도 될까요"),
    # 네이버 직원 현황: 번들에 없음
    unanswerable("네이버 2024년 직원 평균 연봉 확인 부탁드립니다"),
    # 2024 결산 배당: 번들에 없음 (배당 공시는 2023 사업보고서만)
    unanswerable("삼성전자 2024 회계연도 결산 배당금 총액 알려주시면 감사하겠습니다"),
    # 카카오 주주 현황: 번들에 없음
    unanswerable("카카오 김범수 지분율 2024년 말 기준으로 확인 부탁드립니다"),
    # 가이던스(전망): 번들에 없음
    unanswerable("현대차 2025년 매출 가이던스 공유 부탁드립니다"),
    # 목표주가: 번들에 없음
    unanswerable("하이닉스 증권사 평균 목표주가 얼마인지 여쭤봐도 될까요"),
    # 2015: 번들에 없음
    unanswerable("삼성전자 2015년 영업이익 확인 부탁드립니다"),
    # 임상 일정(뉴스): 번들에 없음
    unanswerable("신라젠 임상 결과 발표 일정 언제인지 확인 부탁드립니다"),
    # 2025 1분기: 번들에 없음
    unanswerable("Samsung Electronics Q1 2025 revenue 확인 부탁드립니다"),
    # 카카오뱅크: 번들에 없는 회사
    unanswerable("카카오뱅크 2024 순이익 여쭤봐도 될까요"),
    # 자회사(웹툰) 매출: 번들에 없음
    unanswerable("네이버웹툰 2024년 매출 정리 부탁드립니다"),
    # 다음 분기 전망: 번들에 없음
    unanswerable("투자 스터디에서 나온 얘긴데, 삼성전자 다음 분기 영업이익 몇 조 나올 것 같아요?"),
)
