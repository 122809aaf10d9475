"""The twelfth chat-style set, tuning half — unanswerable: what the bundle does not hold.

Written apart from the quick reader, the direct path and every other question file; each expected figure
computed with the writer's own script from the raw rows of core/data/bundle/opendart_recorded.json.gz (rows and
arithmetic in the comment above each case, the persona who typed it in brackets, see ``chat12_tune``; amounts in
원 as the rows give them, 백만원 rows of alotMatter read ×1,000,000; a year read from two annual reports was
checked to agree in both; ROE and ROA with a year-end and an average reading)."""

from __future__ import annotations

from tests.core.quick.chat_questions import Case, unanswerable

UNANSWERABLE12: tuple[Case, ...] = (
    # [가족대리] 작년 = 2025, 자료 없음
    unanswerable("아버지가 현대차 들고 계신데 작년 순이익이 어땠는지 궁금해하세요"),
    # [가족대리] 회사 전체 직원 수 없음 (empSttus는 DX 부문 남성 한 행뿐)
    unanswerable("엄마가 삼성전자 직원이 몇 명인지 물어보셔요, 회사 전체로요"),
    # [가족대리] 카카오 배당 자료 없음 (alotMatter는 삼성전자만)
    unanswerable("삼촌이 카카오 주식 갖고 계신데 카카오 배당 주당 얼마 주는지 궁금해하셔서요"),
    # [공시덕후] 2025 분기보고서 없음
    unanswerable("2025년 3분기보고서 기준 SK하이닉스 연결 누적 영업이익"),
    # [공시덕후] NAVER 주주 자료 없음 (삼성전자만)
    unanswerable("NAVER 최대주주 및 특수관계인 주식소유 현황 사업보고서상 지분율"),
    # [공시덕후] 급여 항목 '-', 회사 전체 행 없음
    unanswerable("삼성전자 2023 사업보고서 직원 현황 기준 연간급여총액 (전체)"),
    # [줄임말] LG전자는 번들에 없음
    unanswerable("엘전 24 영익 ㅇㄷ"),
    # [줄임말] 2분기 3개월 자료 없음 (3분기 3개월·누적만)
    unanswerable("현차 2분기 영익 ㅇㄷ? 24년 4~6월"),
    # [줄임말] 올해 = 2026, 자료 없음
    unanswerable("삼전 자사주 매입 올해 얼마 ㅇㄷ"),
    # [반말명령] 작년 = 2025, 자료 없음
    unanswerable("하이닉스 작년 매출 뽑아봐"),
    # [반말명령] 현대자동차 주주 자료 없음
    unanswerable("현대차 최대주주 지분율 까봐"),
    # [반말명령] 회사 전체 평균 급여 없음
    unanswerable("삼성전자 직원 평균 연봉 알려줘라"),
    # [표요청] 1·2분기 3개월 자료 없음
    unanswerable("네이버 분기별 매출 2024 1분기~4분기 표로"),
    # [표요청] 카카오 주당이익 자료 없음
    unanswerable("카카오 EPS 2022~2024 연도별로 쭉"),
    # [표요청] 주가 자료 없음
    unanswerable("삼성전자 주가 2024년 월별로 숫자만"),
    # [논쟁] 2025 자료 없음
    unanswerable("친구가 하이닉스 2025년 영업이익이 삼전 넘었다는데 맞냐"),
    # [논쟁] 직원 자료 없음 (두 회사 모두)
    unanswerable("SK하이닉스 직원 수가 현대차보다 많냐 적냐 내기함"),
    # [논쟁] 주가 자료 없음
    unanswerable("삼성전자 PBR 1 밑이냐 아니냐 싸움남, 정확히 얼마임"),
    # [논쟁] 카카오 주주 자료 없음
    unanswerable("카카오 소액주주 몇 명이냐로 내기했는데 누가 맞음"),
    # [가족대리] 전망치 자료 없음
    unanswerable("동생이 물어봐서 그러는데 삼성전자 2026년 예상 배당금은 얼마예요?"),
)
