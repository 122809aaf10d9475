"""The tenth chat-style set, held-out report half — unanswerable: what the bundle does not hold.

Written apart from the quick reader, the direct path, the tenth set's tuning half and every other question file;
each expected figure computed with the writer's own script from the raw rows of
core/data/bundle/opendart_recorded.json.gz (rows and arithmetic in the comment above each case, the persona who
typed it in brackets, see ``chat10_report``; amounts in 원 as the rows give them, 백만원 rows of alotMatter read
×1,000,000; ROE and ROA with a year-end and an average reading)."""

from __future__ import annotations

from tests.core.quick.chat_questions import Case, unanswerable

UNANSWERABLE10R: tuple[Case, ...] = (
    # [커뮤니티] 2025 사업보고서는 번들에 없음 (2024까지, 작년 = 2025)
    unanswerable("삼전 작년 영익 떡상했냐? 2025년 꺼"),
    # [커뮤니티] 시세 자료 없음
    unanswerable("하닉 지금 주가 실화냐 얼마임"),
    # [커뮤니티] 번들에 없는 회사
    unanswerable("에코프로 24년 영업이익 반토막 ㄹㅇ?"),
    # [기자] 회사 전체 직원 수 없음 (empSttus는 DX 부문 남성 한 행뿐)
    unanswerable("삼성전자 2023년 말 전체 임직원 수 확인 부탁드립니다"),
    # [기자] 2025 분기보고서 없음
    unanswerable("SK하이닉스 2025년 3분기 누적 영업이익 기사에 쓰려는데 수치 확인 부탁드립니다"),
    # [기자] 카카오 최대주주 자료 없음 (hyslrSttus는 삼성전자뿐)
    unanswerable("카카오 최대주주 지분율이 얼마로 파악되는데 맞습니까? 수치 확인 부탁드립니다"),
    # [재무팀] 2024 반기보고서 없음 (3분기·연간만)
    unanswerable("2024년 반기보고서 기준 삼성전자 연결 영업이익 (4~6월 3개월)"),
    # [재무팀] 현대자동차 배당 자료 없음 (alotMatter는 삼성전자뿐)
    unanswerable("현대자동차 2023년 사업보고서 기준 주당 현금배당금(보통주)"),
    # [재무팀] 삼성전자 FY2024 EPS 행 없음 (주요계정에 EPS 없음, 전체재무제표는 2023까지)
    unanswerable("삼성전자 2024년 사업보고서 기준 기본주당이익"),
    # [교포] 회사 전체 직원 급여 없음 (DX 부문 남성 한 행, 급여 "-")
    unanswerable("Samsung employees 평균 salary 얼마예요?"),
    # [교포] 번들에 없는 회사
    unanswerable("LG Energy Solution 2024 revenue 알려줘요"),
    # [교포] 주가 없음
    unanswerable("NAVER PER 지금 몇 배예요?"),
    # [급함] 번들에 없는 회사
    unanswerable("기아 24 영익"),
    # [급함] 2025 분기보고서 없음
    unanswerable("삼전 25 3Q 매출"),
    # [급함] 회사 전체 직원 수 없음
    unanswerable("하닉 직원수 전체"),
    # [단위] 시세 자료 없음
    unanswerable("삼성전자 시가총액 조 단위로"),
    # [단위] 2026 자료 없음
    unanswerable("NAVER 2026년 1분기 매출 억 단위로"),
    # [확인] 2024 배당 자료 없음 (alotMatter는 2023 사업보고서, 2021~2023)
    unanswerable("삼성전자 2024년 배당금 주당 1,444원 그대로였어?"),
    # [확인] 작년 = 2025, 자료 없음
    unanswerable("현대차 작년에 영업이익 15조 넘었어?"),
    # [확인] 외국인 지분율 자료 없음
    unanswerable("삼성전자 외국인 지분율 50% 넘어?"),
    # [초보] 주가 없음, 배당수익률 행은 "-"
    unanswerable("주식 처음인데 배당수익률이 높은 게 좋다고 해서요. 삼성전자 지금 배당수익률은 몇 %예요?"),
    # [초보] SK하이닉스 직원 현황 없음
    unanswerable(
        "직장 선배가 SK하이닉스 직원들 연봉이 엄청 높다고 해서 궁금해졌어요. 직원 평균 연봉이 얼마예요?"
    ),
    # [스레드] 카카오 직원 현황 없음
    unanswerable("아 그리고 카카오 2024년 4분기 직원 수도"),
    # [스레드] 2024 반기보고서 없음 (3분기 3개월과 누적만, 2분기 단독 불가)
    unanswerable("그럼 현대차 2024년 2분기 영업이익은?"),
    # [스레드] 작년 = 2025, 자료 없음
    unanswerable("아 맞다 삼성전자 작년 연간 매출도"),
)
