"""The tenth chat-style set, tuning half — unanswerable: what the bundle does not hold.

Written apart from the quick reader, the direct path and every other question file; each expected figure
computed with the writer's own script from the raw rows of core/data/bundle/opendart_recorded.json.gz (rows and
arithmetic in the comment above each case, the persona who typed it in brackets, see ``chat10_tune``; amounts in
원 as the rows give them, 백만원 rows of alotMatter read ×1,000,000; ROE and ROA with a year-end and an
average reading)."""

from __future__ import annotations

from tests.core.quick.chat_questions import Case, unanswerable

UNANSWERABLE10: tuple[Case, ...] = (
    # [커뮤니티] 회사 전체 직원 수 없음 (empSttus는 DX 부문 남성 한 행뿐)
    unanswerable("삼전 직원 몇 명임 ㄹㅇ 10만 넘냐"),
    # [커뮤니티] 작년 = 2025, 자료 없음
    unanswerable("작년 하닉 영익 떡상했냐"),
    # [커뮤니티] 카카오 최대주주 자료 없음 (삼성전자만)
    unanswerable("카카오 최대주주 지분 반토막 났냐"),
    # [기자] 2025 분기보고서 없음
    unanswerable("현대자동차 2025년 1~3분기 누적 매출액으로 파악되는 수치 확인 부탁드립니다"),
    # [기자] SK하이닉스 주주 자료 없음
    unanswerable("SK하이닉스 최대주주 SK스퀘어 지분율 확인 부탁드립니다"),
    # [재무팀] 회사 전체 평균 급여 없음 (급여 항목 '-')
    unanswerable("삼성전자 2023년 사업보고서 기준 직원 1인 평균 급여액"),
    # [재무팀] SK하이닉스 2024 전체재무제표 없음 (2023 사업보고서까지)
    unanswerable("SK하이닉스 2024년 연결 매출총이익"),
    # [재무팀] 2024 반기보고서 없음 (3분기·연간만)
    unanswerable("2024년 반기보고서 기준 NAVER 연결 영업이익"),
    # [교포] 회사 전체 직원 수 없음
    unanswerable("삼성 employee 총 몇 명이에요?"),
    # [교포] 현대자동차 주당이익 자료 없음
    unanswerable("Hyundai 2024 EPS 얼마예요?"),
    # [교포] 번들에 없는 회사
    unanswerable("LG Chem 2024 operating profit 알려줘"),
    # [급함] 현대자동차 주당이익 자료 없음
    unanswerable("현차 eps 2024"),
    # [급함] 2분기 3개월 자료 없음 (3분기 누적·3개월만)
    unanswerable("하닉 2Q24 영익"),
    # [급함] 주가 자료 없음
    unanswerable("삼전 PER"),
    # [단위] NAVER 배당 자료 없음
    unanswerable("네이버 2024 주당배당금 원 단위로"),
    # [확인] 2025 자료 없음
    unanswerable("삼성전자 2025년에 영업이익 늘었어?"),
    # [확인] 카카오 주식총수 자료 없음
    unanswerable("카카오 자사주 소각했어? 몇 주?"),
    # [초보] 현대자동차 직원 자료 없음
    unanswerable("친구가 현대차 직원들 연봉이 엄청 높다던데 진짜예요? 현대자동차 직원 평균 연봉이 얼마예요?"),
    # [초보] 삼성전자 2016년 자료 없음 (2017부터)
    unanswerable("경제 뉴스를 보다가 궁금해졌는데요, 삼성전자 2016년 영업이익은 얼마였어요?"),
    # [스레드] 우선주 주식총수 행 없음 (보통주 행만)
    unanswerable("아 그리고 삼성전자 우선주 발행주식수도"),
    # [스레드] 신라젠 2024 자료 없음 (2023 사업보고서까지)
    unanswerable("그럼 신라젠 2024년 매출은?"),
    # [스레드] 전망치 자료 없음
    unanswerable("참 카카오 2026년 매출 전망치도 알려줘"),
)
