"""The eleventh chat-style set, held-out report half — unanswerable: what the bundle does not hold.

Written apart from the quick reader, the direct path and every other question file; each expected figure
computed with the writer's own script from the raw rows of core/data/bundle/opendart_recorded.json.gz (rows and
arithmetic in the comment above each case, the persona who typed it in brackets, see ``chat11_report``; amounts
in 원 as the rows give them, 백만원 rows of alotMatter read ×1,000,000; ROE and ROA with a year-end and an
average reading; a gap whose sign depends on the order accepts either sign)."""

from __future__ import annotations

from tests.core.quick.chat_questions import Case, unanswerable

UNANSWERABLE11R: tuple[Case, ...] = (
    # [오타] 회사 전체 직원 수 없음 (empSttus는 DX 부문 남성 한 행뿐).
    unanswerable("삼성전자 직원슈 몇명이야 전체"),
    # [오타] 2025 자료 없음 (FY2024까지).
    unanswerable("하이닉스 2025년 영엽이익"),
    # [오타] 카카오 주주 자료 없음 (삼성전자만).
    unanswerable("카카오 최대 주주지분율 몇퍼임"),
    # [배당러] 시가배당률은 주가가 필요 (alotMatter에 시가배당률 행 없음).
    unanswerable("삼성전자 시가배당률 2023 보통주"),
    # [배당러] 배당 횟수·분기배당 자료 없음.
    unanswerable("삼성전자 1년에 배당 몇 번 줘? 분기배당 횟수"),
    # [배당러] 현대자동차 배당 자료 없음 (alotMatter는 삼성전자만).
    unanswerable("현대차 2023 보통주 주당배당금"),
    # [숫자먼저] 2025 분기보고서 없음.
    unanswerable("1.5조쯤이었나 하닉 2025 3분기 순이익"),
    # [숫자먼저] 회사 전체 직원 수 없음.
    unanswerable("12만명 넘지? 삼성전자 전체 직원 수"),
    # [극존칭] 평균 급여 없음 (급여 항목 '-').
    unanswerable("안녕하십니까. 삼성전자 직원 1인당 평균 급여액에 대해 문의드립니다."),
    # [극존칭] NAVER 주주 자료 없음.
    unanswerable("안녕하세요. NAVER의 최대주주 및 특수관계인 지분율 합계를 알려 주시면 감사하겠습니다."),
    # [극존칭] 특수관계인 합계 행 없음 (hyslrSttus는 삼성생명·삼성물산 두 행뿐).
    unanswerable(
        "삼가 여쭙습니다. 삼성전자 최대주주 및 특수관계인 지분율 합계를 안내하여 주시면 감사하겠습니다."
    ),
    # [상대시점] 작년 = 2025, 자료 없음.
    unanswerable("작년 삼성전자 영업이익"),
    # [상대시점] 지난 분기 = 2026년 3분기, 자료 없음.
    unanswerable("지난 분기 하이닉스 매출"),
    # [상대시점] 올해 = 2026, 자료 없음.
    unanswerable("올해 상반기 네이버 영업이익"),
    # [순위] 회사 전체 직원 수 없음.
    unanswerable("삼성전자 하이닉스 현대차 중 직원 제일 많은 곳"),
    # [순위] 시가총액은 주가가 필요, 자료 없음.
    unanswerable("시총 순서대로 삼성전자 하이닉스 네이버"),
    # [감정] PER은 주가가 필요, 자료 없음.
    unanswerable("카카오 주가 폭락했다던데 2024 PER 얼마야"),
    # [감정] 2분기 단독 수치 없음 (3분기 3개월·누적과 연간만; 1분기 없음).
    unanswerable("삼성전자 2024년 2분기 영업이익 어닝쇼크였다던데 얼마였어"),
    # [감정] SK하이닉스 직원·급여 자료 없음.
    unanswerable("하이닉스 직원들 성과급 역대급이라던데 평균 연봉 얼마야"),
    # [외국인] 현대자동차 직원 자료 없음.
    unanswerable("현대 자동차 직원 수 알고 싶어요"),
    # [외국인] 2025 자료 없음.
    unanswerable("네이버 2025 매출 얼마 입니까"),
    # [외국인] 1분기 단독 수치 없음.
    unanswerable("카카오 2024 1분기 영업 이익 얼마 입니까"),
    # [정정] 2025 자료 없음.
    unanswerable("삼성전자 2024 아니 2025년 순이익"),
    # [정정] 카카오 배당 자료 없음.
    unanswerable("네이버 배당금, 아 아니 카카오 주당배당금 2024"),
    # [정정] SK하이닉스 2024 전체재무제표 없음 (EPS는 2023 사업보고서까지).
    unanswerable("하이닉스 2023 아니 2024년 기본 EPS"),
)
