"""The twelfth chat-style set, held-out report half — unanswerable: what the bundle does not hold.

Written apart from the quick reader, the direct path, the tuning half and every other question file; each
expected figure computed with the writer's own script from the raw rows of
core/data/bundle/opendart_recorded.json.gz (rows and arithmetic in the comment above each case, the persona who
typed it in brackets, see ``chat12_report``; amounts in 원 as the rows give them, 백만원 rows of alotMatter read
×1,000,000; ROE and ROA with a year-end and an average reading)."""

from __future__ import annotations

from tests.core.quick.chat_questions import Case, unanswerable

UNANSWERABLE12: tuple[Case, ...] = (
    # [장문] SK하이닉스 직원 자료 없음 (empSttus는 삼성전자 DX 남성 한 행뿐)
    unanswerable(
        "동생이 하이닉스에 다니는데 회사 직원이 몇 명인지도 모르더라고요. 2024년 말 SK하이닉스 전체 직원 수가 몇 명인가요?"
    ),
    # [장문] 2026 자료 없음
    unanswerable(
        "올해 들어 카카오 주가가 많이 빠져서 속상한데요, 2026년 3분기 카카오 영업이익은 얼마나 나왔나요?"
    ),
    # [장문] 현대자동차 배당 자료(alotMatter) 없음 (삼성전자 2023만)
    unanswerable(
        "현대차 배당이 좋다고 해서 관심이 생겼어요. 현대차 2024년 보통주 주당 배당금이 얼마였는지 알려주세요."
    ),
    # [이모티콘] 2025 자료 없음
    unanswerable("삼전 2025년 배당 얼마 나와요?? 🙏"),
    # [이모티콘] 주가 자료 없음
    unanswerable("하닉 주가 지금 얼마에요 ㅠㅠ"),
    # [이모티콘] 카카오 직원·급여 자료 없음
    unanswerable("카카오 직원 평균 연봉 얼마에요?! 😳"),
    # [가정] 2025 영업이익 자료 없음
    unanswerable("삼전 2025년 매출이 2024년이랑 똑같다고 치면 2025년 영업이익률은 몇 %일까"),
    # [가정] 현대자동차 주당 배당금 자료 없음
    unanswerable("현대차 주식 100주 있었으면 2023년 배당 얼마 받았을까"),
    # [가정] 주가 자료 없음
    unanswerable("카카오 주식을 지금 가격으로 100주 사면 얼마 들까"),
    # [스터디] 주가 자료 없음
    unanswerable("이번 스터디 발표 자료인데 삼성전자 2024년 PER 계산해 줘"),
    # [스터디] NAVER 주주 자료 없음
    unanswerable("스터디 자료용으로 NAVER 최대주주 지분율 알려줘"),
    # [스터디] 부문별 매출 자료 없음
    unanswerable("스터디 때 쓸 건데 하이닉스 2024 사업부별 매출 비중"),
    # [약어혼용] SK하이닉스 주식총수 자료 없음
    unanswerable("하닉 shares outstanding 몇 주?"),
    # [약어혼용] 2025 자료 없음
    unanswerable("삼전 FY25 EPS 얼마 나왔어?"),
    # [약어혼용] 2분기 3개월 자료 없음 (3분기 3개월·누적만)
    unanswerable("현차 2Q24 OP (3개월만)"),
    # [되묻기] 회사 전체 직원 수 없음 (empSttus는 DX 부문 남성 한 행뿐)
    unanswerable("기사에 삼성전자 직원이 12만 명이라던데 맞아요?"),
    # [되묻기] 작년 = 2025, 자료 없음
    unanswerable("작년 하이닉스 영업이익이 40조 넘었다는 기사 봤는데 맞아?"),
    # [되묻기] 현대자동차 주주 자료 없음
    unanswerable("현대차 최대주주가 현대모비스라던데 지분 몇 %예요?"),
    # [가정] SK하이닉스 주식총수·자기주식 자료 없음
    unanswerable("하이닉스가 자사주를 다 소각하면 주식 수가 몇 주로 줄어요?"),
    # [이모티콘] NAVER 배당 자료 없음
    unanswerable("네이버 2024 배당 얼마 줬어요?? 🥺"),
)
