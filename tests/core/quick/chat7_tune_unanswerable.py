"""The seventh chat-style set, tuning half — unanswerable: years, companies, segments, forecasts and news the bundle does not hold.

Written apart from the quick reader, the direct path and every other question file; each expected figure
computed from the raw rows of core/data/bundle/opendart_recorded.json.gz (arithmetic in the comment above
each case; 백만원 rows read ×1,000,000; ratios with a year-end and an average-equity reading where both are
used)."""

from __future__ import annotations

from tests.core.quick.chat_questions import Case, unanswerable

UNANSWERABLE7: tuple[Case, ...] = (
    # 2025년 사업보고서는 번들에 없음 (2024까지)
    unanswerable("삼성전자 2025년 매출 얼마야"),
    # 오늘 2026-11-21: 작년 = 2025, 번들에 없음
    unanswerable("작년 삼성전자 영업이익 얼마였어?"),
    # 번들에 없는 회사
    unanswerable("LG에너지솔루션 2024 매출 알려줘"),
    # 번들에 없는 회사
    unanswerable("셀트리온 2023년 영업이익률 여쭤봅니다"),
    # 전망치
    unanswerable("삼성전자 2026년 영업이익 전망치 좀 알려줘"),
    # 제품별 매출
    unanswerable("하이닉스 HBM 매출 비중 몇 %야"),
    # 부문별 실적
    unanswerable("삼성전자 반도체(DS) 부문 영업이익 2024년 얼마예요"),
    # 판매량
    unanswerable("현대차 2024 미국 판매량 몇 대야"),
    # 뉴스
    unanswerable("카카오 주가 요즘 왜 빠져? 뉴스 좀"),
    # empSttus에 회사 전체 합계 행이 없음 (DX 남 한 행뿐)
    unanswerable("삼성전자 직원 수 2023년 말 기준 몇 명이에요"),
    # 회사 전체 평균 급여 행이 없음
    unanswerable("삼성전자 직원 평균 연봉 얼마야"),
    # 현대차 배당 자료 없음
    unanswerable("현대차 2024 배당금 주당 얼마 줬나요"),
    # 네이버 최대주주 자료 없음
    unanswerable("네이버 최대주주 누구야"),
    # 카카오 주식총수 자료 없음
    unanswerable("카카오 발행주식총수 몇 주인가요"),
    # 하이닉스 배당 자료 없음
    unanswerable("SK하이닉스 2024년 배당성향 알려줘"),
    # 2015년 자료 없음
    unanswerable("삼성전자 2015년 영업이익 얼마였는지 알 수 있을까요"),
    # 현대차 2020년 자료 없음 (2021부터)
    unanswerable("현대차 2020년 순이익 얼마"),
    # 전망
    unanswerable("하이닉스 내년 실적 예상해줘"),
    # 일정/뉴스
    unanswerable("삼성전자 2024년 4분기 실적 발표 언제였어"),
    # 2025년 분기 자료 없음
    unanswerable("카카오 2025 3분기 매출 알려주세요"),
    # 사업부문 매출
    unanswerable("네이버 웹툰 매출 2024 얼마야"),
    # alotMatter 주식배당수익률/시가배당률 값 없음('-')
    unanswerable("삼성전자 시가배당률 2023년 몇 %"),
    # 현대차 직원 자료 없음
    unanswerable("현대차 직원 평균 근속연수 몇 년이에요"),
    # 개인별 보수 자료에 없음
    unanswerable("삼성전자 이재용 회장 연봉 얼마야"),
    # 번들에 없는 회사
    unanswerable("포스코홀딩스 2024 부채비율 부탁드립니다"),
    # 계획/뉴스
    unanswerable("삼성전자 자사주 매입 계획 있어?"),
    # 연구개발비 자료 없음
    unanswerable("하이닉스 2024년 연구개발비 얼마 썼어"),
    # 2024 배당 자료 없음 (2023 사업보고서까지)
    unanswerable("삼성전자 2024년 우선주 배당금 얼마였나요"),
    # 카카오 주당이익 자료 없음
    unanswerable("카카오 2024 EPS 얼마예요"),
    # 네이버 배당 자료 없음
    unanswerable("네이버 2024년 배당성향 알려주세요"),
    # 주가
    unanswerable("현대차 우선주 주가 얼마야"),
    # 2025 분기 자료 없음
    unanswerable("삼성전자 2025년 2분기 영업이익 몇 조였지"),
    # 올해 = 2026, 자료 없음
    unanswerable("올해 하이닉스 영업이익 얼마나 나왔어"),
    # 사업부문
    unanswerable("삼성전자 파운드리 적자 규모 얼마야"),
    # 번들에 없는 회사
    unanswerable("테슬라 2024 매출 알려줘"),
    # 카카오뱅크는 카카오가 아님, 번들에 없음
    unanswerable("카카오뱅크 2024 순이익 얼마예요"),
    # 현대모비스는 현대차가 아님, 번들에 없음
    unanswerable("현대모비스 2023 영업이익 알려줘"),
    # 삼성SDI는 삼성전자가 아님, 번들에 없음
    unanswerable("삼성SDI 2024 매출액 알려주세요"),
    # 네이버 직원 자료 없음
    unanswerable("네이버 2024년 직원 수 몇 명이야"),
    # 가이던스
    unanswerable("SK하이닉스 다음 분기 가이던스 나왔어?"),
    # 2024 반기보고서 재무 자료 없음 (3분기·연간만)
    unanswerable("삼성전자 2024년 2분기 영업이익 얼마"),
)
