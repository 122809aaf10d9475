"""The eighth chat-style set, tuning half — amounts: key accounts and the full statements.

Written apart from the quick reader, the direct path and every other question file; each expected figure
computed from the raw rows of core/data/bundle/opendart_recorded.json.gz (arithmetic in the comment above
each case, the persona who typed it in brackets, see ``chat8_tune``; 백만원 rows read ×1,000,000; ratios with
a year-end and an average reading where both are used)."""

from __future__ import annotations

from tests.core.quick.chat_questions import Case, answer, won

AMOUNTS8: tuple[Case, ...] = (
    # [단타] 삼성전자 FY2024 연결 당기순이익(손실) 34,451,351백만원
    answer("amounts", "삼전 24 순익 ㄱ", won(34451351000000)),
    # [어르신] 현대자동차 FY2024 연결 영업이익 14,239,592백만원
    answer("amounts", "현대자동차의 2024년도 영업이익은 얼마입니까", won(14239592000000)),
    # [학생] SK하이닉스 FY2024 연결 매출액 66,192,960백만원
    answer("amounts", "하이닉스2024년매출얼마에요", won(66192960000000)),
    # [카톡] 카카오 FY2024 연결 당기순이익(손실) -161,870,567,171원
    answer(
        "amounts",
        "우리 아들이 카카오 주식을 샀다는데 2024년에 돈을 벌었나요 잃었나요~? 순이익 좀 알려주세요^^",
        won(-161870567171),
    ),
    # [영어] NAVER FY2024 연결 당기순이익(손실) 1,931,976,372,953원
    answer("amounts", "naver 2024 net income 몇조야", won(1931976372953)),
    # [맥락] 현대자동차 FY2024 연결 부채총계 219,522,496백만원
    answer(
        "amounts",
        "주말에 포트폴리오 정리하다가 궁금해서요\n현대차가 빚이 많다는 얘기가 있던데\n2024년 말 부채총계 얼마예요?",
        won(219522496000000),
    ),
    # [초성] SK하이닉스 FY2024 연결 자본총계 73,915,704백만원
    answer("amounts", "ㅇㅇ 하닉 24 자본총계 얼마임", won(73915704000000)),
    # [직장인] 삼성전자 FY2022 연결 전체재무제표 현금및현금성자산 49,680,710백만원
    answer("amounts", "삼성전자 2022년 말 현금및현금성자산 확인 부탁드립니다", won(49680710000000)),
    # [어르신] SK하이닉스 FY2023 연결 전체재무제표 영업활동현금흐름 4,278,191백만원
    answer("amounts", "SK하이닉스의 2023년도 영업활동현금흐름은 얼마였는지요", won(4278191000000)),
    # [단타] 삼성전자 FY2021 연결 전체재무제표 유형자산의 취득 47,122,106백만원
    answer("amounts", "삼전 21 capex", won(47122106000000)),
    # [학생] 삼성전자 FY2022 연결 전체재무제표 판매비와관리비 68,812,960백만원
    answer("amounts", "삼성전자2022년판관비얼마였어요", won(68812960000000)),
    # [영어] 카카오 FY2024 연결 영업이익 460,212,161,525원
    answer("amounts", "Kakao 2024 operating profit 얼마", won(460212161525)),
    # [카톡] NAVER FY2023 연결 이익잉여금 24,544,359,050,688원
    answer("amounts", "네이버가 2023년 말까지 이익잉여금을 얼마나 쌓아뒀는지 궁금해요~", won(24544359050688)),
    # [직장인] 현대자동차 FY2024 별도 당기순이익(손실) 12,240,535백만원
    answer("amounts", "현대차 2024년 별도 당기순이익 여쭤봐도 될까요", won(12240535000000)),
    # [맥락] 삼성전자 FY2024 별도 당기순이익(손실) 23,582,565백만원
    answer(
        "amounts",
        "배당 재원이 어느 정도인지 보고 있어요.\n삼성전자 별도 기준 2024년 당기순이익 얼마예요?",
        won(23582565000000),
    ),
    # [초성] 신라젠 FY2023 연결 전체재무제표 당기순이익(손실) -20,369,238,698원
    answer("amounts", "신라젠 23 순손실 ㅋㅋ 얼마임", won(-20369238698)),
    # [어르신] 삼성전자 FY2022 연결 전체재무제표 재고자산 52,187,866백만원
    answer("amounts", "삼성전자의 2022년 말 재고자산은 얼마였습니까", won(52187866000000)),
    # [단타] SK하이닉스 FY2023 연결 법인세차감전 순이익 -11,657,816백만원
    answer("amounts", "하닉 23 세전손실 얼마", won(-11657816000000)),
    # [학생] NAVER FY2023 연결 영업비용 8,181,823,306,977원
    answer("amounts", "네이버23년영업비용이얼마에요", won(8181823306977)),
    # [영어] 삼성전자 FY2022 연결 전체재무제표 지배기업의 소유주에게 귀속되는 당기순이익(손실) 54,730,018백만원
    answer("amounts", "Samsung Electronics FY22 지배주주 순이익 얼마였어?", won(54730018000000)),
    # [직장인] SK하이닉스 FY2024 연결 유동자산 42,278,887백만원
    answer("amounts", "SK하이닉스 2024년 말 유동자산 규모 확인 부탁드립니다", won(42278887000000)),
    # [맥락] 삼성전자 FY2020 연결 전체재무제표 영업이익 35,993,876백만원
    answer("amounts", "삼성 2020년 실적 다시 보고 있는데요\n그해 영업이익이 얼마였죠?", won(35993876000000)),
    # [초성] NAVER FY2024 연결 자산총계 38,167,876,036,020원
    answer("amounts", "ㄱㄱ 네이버 24 자산총계", won(38167876036020)),
    # [초성] 삼성전자 FY2024 연결 영업이익 32,725,961백만원
    answer("amounts", "재작년 삼전 영익 몇조였음 ㅋㅋ", won(32725961000000)),
)
