"""The eighth chat-style set, tuning half — unanswerable: what the bundle does not hold.

Written apart from the quick reader, the direct path and every other question file; each expected figure
computed from the raw rows of core/data/bundle/opendart_recorded.json.gz (arithmetic in the comment above
each case, the persona who typed it in brackets, see ``chat8_tune``; 백만원 rows read ×1,000,000; ratios with
a year-end and an average reading where both are used)."""

from __future__ import annotations

from tests.core.quick.chat_questions import Case, unanswerable

UNANSWERABLE8: tuple[Case, ...] = (
    # [단타] 2025년 사업보고서는 번들에 없음 (2024까지)
    unanswerable("삼전 25 영익 ㄱ"),
    # [직장인] 전망치
    unanswerable("현대자동차 2026년 예상 매출 확인 부탁드립니다"),
    # [학생] 목표주가 (증권사 의견)
    unanswerable("하이닉스목표주가얼마에요"),
    # [어르신] 투자 의견
    unanswerable("삼성전자 주식을 지금 매수하여도 괜찮겠습니까"),
    # [영어] 현재 주가 필요 (오프라인, 시세 없음)
    unanswerable("Kakao PBR 지금 몇 배야"),
    # [맥락] 비상장 회사, 번들에 없음
    unanswerable("비상장 주식에도 관심이 생겨서요\n토스(비바리퍼블리카) 2024년 매출 얼마예요?"),
    # [비교] 비상장 회사 둘, 번들에 없음
    unanswerable("무신사랑 야놀자 중에 2024년 매출 누가 더 커?"),
    # [초성] 번들에 없는 회사
    unanswerable("ㅋㅋ 에코프로 24 영익 얼마임"),
    # [카톡] 주가 전망 (의견)
    unanswerable("삼성전자 주가가 언제쯤 오를까요~?"),
    # [직장인] 컨센서스 자료 없음
    unanswerable("SK하이닉스 2024년 4분기 실적이 컨센서스를 상회했는지 확인 부탁드립니다"),
    # [어르신] 우선주 주식수·자기주식 반영 주식수가 번들에 없음 (stockTotqySttus는 보통주 행뿐): BPS 산출 불가
    unanswerable("삼성전자의 2023년 말 주당순자산(BPS)은 얼마입니까"),
    # [영어] 2024 반기보고서 재무 자료 없음 (3분기·연간만)
    unanswerable("NAVER 2Q24 OP 얼마"),
    # [학생] 1분기보고서 자료 없음
    unanswerable("카카오2024년1분기순이익얼마에요"),
    # [맥락] 올해 = 2026, 자료 없음
    unanswerable(
        "올해 주가가 많이 올랐다길래요\n실적도 그만큼 좋았는지 궁금해서\n하이닉스 올해 3분기 영업이익 얼마였어요?"
    ),
    # [초성] 2025 배당 자료 없음
    unanswerable("ㅇㅇ 삼전 25년 배당 주당 얼마 줌"),
    # [카톡] 카카오 최대주주 자료 없음
    unanswerable("카카오 김범수 의장님 지분이 몇 %인가요~?"),
    # [어르신] 현대차 주식총수 자료 없음
    unanswerable("현대자동차의 발행주식총수는 몇 주입니까"),
    # [직장인] 네이버 배당 자료 없음
    unanswerable("NAVER 2024년 주당배당금 확인 부탁드립니다"),
    # [어르신] 하이닉스 2020년 자료 없음 (2021부터)
    unanswerable("SK하이닉스의 2020년도 매출액은 얼마였습니까"),
    # [학생] 신라젠 2024 자료 없음 (2023 사업보고서까지)
    unanswerable("신라젠2024년매출얼마에요"),
    # [맥락] 사업 일정 (뉴스)
    unanswerable("HBM 얘기가 계속 나와서요\n하이닉스 HBM4 양산은 언제 시작해요?"),
    # [단타] 삼성전자 2016년 자료 없음 (2017부터)
    unanswerable("삼전 2016 영익"),
    # [비교] 해외 회사 둘, 번들에 없음
    unanswerable("TSMC랑 인텔 2024 매출 누가 더 많아?"),
    # [초성] 목표주가 (증권사 의견)
    unanswerable("ㄱㄱ 현차 목표가 몇임"),
    # [카톡] 카카오뱅크는 카카오가 아님, 번들에 없음
    unanswerable("우리 손주가 카카오뱅크에 다니는데 그 회사 2023년 순이익은 얼마나 되나요~?"),
)
