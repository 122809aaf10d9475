"""The ninth chat-style set, tuning half — unanswerable: what the bundle does not hold.

Written apart from the quick reader, the direct path and every other question file; each expected figure
computed with the writer's own script from the raw rows of core/data/bundle/opendart_recorded.json.gz (rows and
arithmetic in the comment above each case, the persona who typed it in brackets, see ``chat9_tune``; amounts in
원 as the rows give them, 백만원 rows of alotMatter read ×1,000,000; ROE and ROA with a year-end and an
average reading)."""

from __future__ import annotations

from tests.core.quick.chat_questions import Case, unanswerable

UNANSWERABLE9: tuple[Case, ...] = (
    # [메모] 2025년 사업보고서는 번들에 없음 (2024까지)
    unanswerable("삼전 / 2025 / 영업이익"),
    # [메모] SK하이닉스 직원 현황 없음
    unanswerable("하닉 — 직원 수 (전체)"),
    # [리서치] 2025 분기보고서 없음
    unanswerable("삼성전자 연결 FY25 3Q 누적 영업이익 YoY 부탁드립니다"),
    # [리서치] 시가총액·감가상각 자료 없음
    unanswerable("현대자동차 FY24 EV/EBITDA 부탁드립니다"),
    # [리서치] 2024 반기보고서 없음 (3분기·연간만)
    unanswerable("NAVER 연결 2Q24 영업이익률 부탁드립니다"),
    # [기억] 회사 전체 직원 평균 급여 없음 (empSttus는 DX 부문 남성 한 행뿐, 급여 '-')
    unanswerable("삼성전자 직원 평균 연봉 1억 넘었던 거 맞지?"),
    # [기억] 작년 = 2025, 자료 없음
    unanswerable("작년 하이닉스 영업이익 40조 넘었지?"),
    # [포폴] 주가 없음, 배당수익률 행은 '-'
    unanswerable("삼성전자 들고 있는데 지금 주가로 배당수익률 몇 %예요?"),
    # [포폴] 카카오 최대주주 자료 없음
    unanswerable("카카오 갖고 있는데 김범수 지분 얼마나 남았어요?"),
    # [음성] 회사 전체 직원 수 없음 (DX 부문 남성 한 행뿐)
    unanswerable("삼성전자 직원 수 몇 명인지 알려줘"),
    # [음성] 2025 자료 없음
    unanswerable("현대자동차 이천이십오년 매출 알려줘"),
    # [모바일] 번들에 없는 회사
    unanswerable("셀트리온 2024 영업이익"),
    # [모바일] 시세 없음
    unanswerable("하이닉스 쥬가 지금 얼마"),
    # [용어] 회사 전체 직원 급여 없음
    unanswerable("삼성전자 직원 월급 얼마 받아"),
    # [용어] NAVER 배당 자료 없음
    unanswerable("네이버 배당 얼마 줌 2024"),
    # [영어만] 현대자동차 배당 자료 없음
    unanswerable("hyundai dps 2024"),
    # [영어만] 카카오 주식총수 자료 없음
    unanswerable("kakao shares outstanding"),
    # [영어만] 번들에 없는 회사
    unanswerable("LG energy solution revenue 2024"),
    # [질문두개] 2025 자료 없음, 전망치 없음
    unanswerable("삼성전자 2025 매출이랑 2026 전망치"),
    # [질문두개] SK하이닉스 최대주주 자료 없음 (삼성전자만)
    unanswerable("하이닉스 최대주주랑 지분율 둘 다"),
    # [기억] 공시·뉴스 일정, 자료 없음
    unanswerable("삼성전자 자사주 10조 매입한다고 했던 거 언제였지?"),
    # [포폴] 신라젠 2024 자료 없음 (2023 사업보고서까지)
    unanswerable("신라젠 물렸는데 2024년 매출은 좀 나왔나요?"),
    # [음성] SK하이닉스 2020년 자료 없음 (2021부터)
    unanswerable("에스케이 하이닉스 이천이십년 영업이익 알려줘"),
    # [리서치] 현대자동차 주식총수 자료 없음
    unanswerable("현대자동차 보통주 발행주식총수 및 자기주식 수 부탁드립니다"),
    # [메모] 삼성전자 2016년 자료 없음 (2017부터)
    unanswerable("삼전 / 2016 / 순익"),
)
