"""The thirteenth chat-style set, tuning half — unanswerable: what the bundle does not hold.

Written apart from the quick reader, the direct path and every other question file; each expected figure
computed with the writer's own script from the raw rows of core/data/bundle/opendart_recorded.json.gz (rows and
arithmetic in the comment above each case, the persona who typed it in brackets, see ``chat13_tune``; amounts in
원 as the rows give them, 백만원 rows of alotMatter read ×1,000,000; a year read from two annual reports was
checked to agree in both (카카오's 2022-2023 current and non-current items, restated in the 2024 report, are not
asked); ROE with a year-end and an average reading)."""

from __future__ import annotations

from tests.core.quick.chat_questions import Case, unanswerable

UNANSWERABLE13: tuple[Case, ...] = (
    # [장문] 올해 = 2026, 자료 없음
    unanswerable(
        "올해 들어서 삼성전자 주가가 많이 올랐잖아요. 실적도 좋아졌을 것 같은데 궁금하네요. 올해 3분기 삼성전자 영업이익은 얼마예요?"
    ),
    # [장문] 카카오 직원·급여 자료 없음
    unanswerable(
        "회사 선배가 카카오 직원 복지가 좋다고 자랑하더라고요. 연봉도 높다던데 정말 그런지 궁금해요. 카카오 직원 평균 연봉이 얼마예요?"
    ),
    # [이모티콘] 작년 = 2025, 자료 없음
    unanswerable("하닉 작년 영업이익 얼마예요?? 🚀🚀"),
    # [이모티콘] 네이버 배당 자료 없음 (alotMatter는 삼성전자만)
    unanswerable("네이버 배당금 주당 얼마 줘요~~? 💰"),
    # [가정] 작년 = 2025, 현대자동차 배당 자료 없음
    unanswerable("만약 작년에 현대차 100주 있었으면 배당 얼마 받았을까?"),
    # [가정] 주가 자료 없음
    unanswerable("만약 삼성전자를 2024년 초에 샀다면 지금까지 주가 수익률 몇 %였을까?"),
    # [스터디] LG에너지솔루션은 번들에 없음
    unanswerable("스터디 과제인데 LG에너지솔루션 2024년 영업이익률 구해야 해요"),
    # [스터디] 2분기 3개월 자료 없음 (3분기 3개월·누적만)
    unanswerable("과제인데 삼성전자 2024년 2분기(4~6월) 영업이익이 필요해요"),
    # [약어혼용] 2분기 3개월 자료 없음: QoQ 불가
    unanswerable("삼전 3Q24 OP QoQ 몇 %"),
    # [약어혼용] 2025 자료 없음
    unanswerable("현차 FY25 NI 얼마"),
    # [약어혼용] 주가 자료 없음
    unanswerable("하닉 PER PBR 몇 배? 현재 기준"),
    # [되묻기] 카카오 주주 자료 없음
    unanswerable("아까 말한 거 말고 카카오 최대주주 지분율 다시 알려줘"),
    # [되묻기] SK하이닉스 FY2019 자료 없음 (2021~2024만)
    unanswerable("다시 물어볼게 SK하이닉스 2019년 매출액 얼마였지"),
    # [엑셀] 2025 자료 없음
    unanswerable("회사\t2025 매출\n삼성전자\t?\n채워줘"),
    # [엑셀] NAVER 주주 자료 없음
    unanswerable("| NAVER | 소액주주 수 | ? | ← 빈칸"),
    # [헤드라인] 2025 자료 없음
    unanswerable('"삼성전자, 2025년 연간 영업이익 회복" 이 기사 수치 맞는지 2025 영업이익 알려줘'),
    # [헤드라인] 1분기 3개월 자료 없음
    unanswerable("[속보] 현대차 1분기 판매 호조 — 2024년 1분기(1~3월) 매출 얼마였어?"),
    # [헤드라인] SK하이닉스 직원 자료 없음
    unanswerable('"하이닉스 직원 성과급 1인당 1억" 진짜야? 직원 수 몇 명이야'),
    # [취준생] 초봉 자료 없음
    unanswerable("삼성전자 신입 초봉 얼마인가요? 면접 전에 알아두려고요"),
    # [취준생] NAVER 직원 자료 없음
    unanswerable("네이버 면접 준비 중인데 직원 수 총 몇 명인가요?"),
    # [취준생] 올해 = 2026, 자료 없음
    unanswerable("현대차 자소서에 쓰려는데 올해 상반기 영업이익 얼마예요?"),
    # [이모티콘] 카카오 주당이익 자료 없음
    unanswerable("카카오 EPS 2023 얼마예요ㅠㅠ"),
)
