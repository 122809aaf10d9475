"""The eleventh chat-style set, tuning half — unanswerable: what the bundle does not hold.

Written apart from the quick reader, the direct path and every other question file; each expected figure
computed with the writer's own script from the raw rows of core/data/bundle/opendart_recorded.json.gz (rows and
arithmetic in the comment above each case, the persona who typed it in brackets, see ``chat11_tune``; amounts in
원 as the rows give them, 백만원 rows of alotMatter read ×1,000,000; ROE and ROA with a year-end and an
average reading)."""

from __future__ import annotations

from tests.core.quick.chat_questions import Case, unanswerable

UNANSWERABLE11: tuple[Case, ...] = (
    # [오타] 회사 전체 직원 수 없음 (empSttus는 DX 부문 남성 한 행뿐)
    unanswerable("삼성전자 전체 지원 수 몇 명"),
    # [오타] 카카오 최대주주 자료 없음 (삼성전자만)
    unanswerable("카카오 최대주쥬 지분율"),
    # [배당러] 2024 배당 자료 없음 (alotMatter는 2023 사업보고서: 2021~2023만)
    unanswerable("삼전 2024년 주당배당금 보통주"),
    # [배당러] SK하이닉스 배당 자료 없음
    unanswerable("SK하이닉스 2023 주당 배당금"),
    # [숫자먼저] 회사 전체 직원 수 없음
    unanswerable("10만 명 넘지? 삼성전자 직원 총원"),
    # [숫자먼저] 2025 자료 없음
    unanswerable("80조쯤이었나 삼전 2025 영업이익"),
    # [극존칭] 현대자동차 주주 자료 없음
    unanswerable("안녕하십니까. 현대자동차의 최대주주 및 특수관계인 지분율에 대해 문의드립니다."),
    # [극존칭] NAVER 직원·급여 자료 없음
    unanswerable("안녕하세요. NAVER 2023년 직원 평균 연봉을 알려주시면 감사하겠습니다."),
    # [극존칭] 주가 자료 없음
    unanswerable("수고하십니다. 삼성전자 현재 주가를 알려주시면 감사하겠습니다."),
    # [상대시점] 작년 = 2025, 자료 없음
    unanswerable("작년 한 해 삼전 영업이익 얼마였나"),
    # [상대시점] 지난 분기 = 2026년 3분기, 자료 없음
    unanswerable("지난 분기 하닉 매출 얼마 나왔어"),
    # [상대시점] 올해 = 2026, 자료 없음
    unanswerable("올해 상반기 카카오 순이익"),
    # [감정] 시가총액·주가 자료 없음
    unanswerable("하닉 주가 폭락해서 멘붕.. 지금 시가총액 얼마야"),
    # [감정] 현대자동차 급여 자료 없음
    unanswerable("현대차 직원들 연봉 부럽다던데 평균 얼마 받아?"),
    # [외국인] 현대자동차 직원 자료 없음
    unanswerable("현대 자동차 회사 사람 몇 명 일해요? 알고 싶습니다"),
    # [외국인] 번들에 없는 회사
    unanswerable("LG 전자 2024 매출 얼마 입니까"),
    # [외국인] 삼성전자 2024 전체재무제표 없음 (2019~2023)·2024 배당 자료 없음
    unanswerable("삼성 전자 2024 한 주 이익 EPS 얼마 예요"),
    # [정정] 현대자동차 배당 자료 없음
    unanswerable("삼전 아니 현대차 2024 주당배당금"),
    # [정정] 2025 자료 없음
    unanswerable("하닉 2024 아니 2025 3분기 매출"),
    # [순위] 회사 전체 직원 수 자료 없음
    unanswerable("삼전 하닉 현차 중 직원 수 제일 많은 곳"),
    # [순위] 배당수익률은 주가가 필요, 자료 없음
    unanswerable("삼전 하닉 현차 배당수익률 높은 순서"),
    # [감정] 카카오 주주 자료 없음
    unanswerable("카카오 주주들 화났다던데 카카오 소액주주 몇 명이야"),
    # [숫자먼저] SK하이닉스 배당 자료 없음
    unanswerable("20% 넘었지? 하닉 2024 배당성향"),
)
