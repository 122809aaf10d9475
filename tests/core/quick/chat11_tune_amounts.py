"""The eleventh chat-style set, tuning half — amounts: plain amounts of one company and one year.

Written apart from the quick reader, the direct path and every other question file; each expected figure
computed with the writer's own script from the raw rows of core/data/bundle/opendart_recorded.json.gz (rows and
arithmetic in the comment above each case, the persona who typed it in brackets, see ``chat11_tune``; amounts in
원 as the rows give them, 백만원 rows of alotMatter read ×1,000,000; ROE and ROA with a year-end and an
average reading)."""

from __future__ import annotations

from tests.core.quick.chat_questions import Case, answer, won

AMOUNTS11: tuple[Case, ...] = (
    # [오타] 삼성전자 FY2024 연결 매출액 300,870,903,000,000원.
    answer("amounts", "삼성저자 2024년 매출액 얼마인가요", won(300870903000000)),
    # [오타] SK하이닉스 FY2022 연결 당기순이익(손실) 2,241,669,000,000원.
    answer("amounts", "하이닉스 2022 당기순이이익 알려줘", won(2241669000000)),
    # [오타] 현대자동차 FY2024 연결 자산총계 339,798,429,000,000원.
    answer("amounts", "현대자도차 2024 자산총계", won(339798429000000)),
    # [오타] 카카오 FY2023 연결 부채총계 11,321,369,715,195원.
    answer("amounts", "카카오2023년부채총계얼마야", won(11321369715195)),
    # [숫자먼저] 삼성전자 FY2024 연결 매출액 300,870,903,000,000원.
    answer("amounts", "300조 넘었지? 삼전 24 매출", won(300870903000000)),
    # [숫자먼저] NAVER FY2024 연결 당기순이익(손실) 1,931,976,372,953원.
    answer("amounts", "1조 9천억 정도였나 네이버 2024 순이익", won(1931976372953)),
    # [숫자먼저] SK하이닉스 FY2023 연결 당기순이익(손실) -9,137,547,000,000원.
    answer("amounts", "-9조 찍었던 걸로 아는데 하이닉스 23 순손실", won(-9137547000000)),
    # [극존칭] 현대자동차 FY2023 연결 당기순이익(손실) 12,272,301,000,000원.
    answer(
        "amounts",
        "안녕하십니까. 현대자동차의 2023년 연결 기준 당기순이익에 대해 문의드립니다.",
        won(12272301000000),
    ),
    # [극존칭] NAVER FY2024 별도 자본총계 13,246,655,551,905원.
    answer(
        "amounts",
        "안녕하세요, NAVER 2024년 별도 기준 자본총계를 알려주시면 감사하겠습니다.",
        won(13246655551905),
    ),
    # [상대시점] 카카오 FY2024 연결 매출액 7,871,692,199,887원.
    answer("amounts", "재작년 카카오 매출 얼마였지", won(7871692199887)),
    # [상대시점] 현대자동차 FY2023 연결 영업이익 15,126,901,000,000원.
    answer("amounts", "3년 전 현대차 영업이익", won(15126901000000)),
    # [상대시점] 삼성전자 FY2024 별도 당기순이익(손실) 23,582,565,000,000원.
    answer("amounts", "전전년도 삼성전자 별도 당기순이익", won(23582565000000)),
    # [감정] 카카오 FY2024 연결 당기순이익(손실) -161,870,567,171원.
    answer("amounts", "카카오 2024년에 망했다던데 진짜 순손실이야? 얼마나?", won(-161870567171)),
    # [감정] 삼성전자 FY2024 연결 영업이익 32,725,961,000,000원.
    answer("amounts", "삼전 2024 영업이익 역대급 반등이라던데 얼마나 벌었냐", won(32725961000000)),
    # [외국인] 삼성전자 FY2023 연결 이익잉여금 346,652,238,000,000원.
    answer("amounts", "삼성 전자 2023 이익 잉여금 얼마 입니까", won(346652238000000)),
    # [외국인] NAVER FY2023 연결 매출액 9,670,643,576,585원.
    answer("amounts", "네이버 회사 2023년 돈 들어온 매출 얼마 예요?", won(9670643576585)),
    # [외국인] SK하이닉스 FY2024 연결 자본총계 73,915,704,000,000원.
    answer("amounts", "SK 하이닉스 2024 자본 총계 알고 싶어요", won(73915704000000)),
    # [정정] 현대자동차 FY2024 별도 매출액 79,060,777,000,000원.
    answer("amounts", "현대차 연결 아니다 별도로 2024 매출", won(79060777000000)),
    # [배당러] 삼성전자 2023 alotMatter 현금배당금총액(백만원) thstrm(2023) 9,809,438백만원 ×1,000,000 → 9,809,438,000,000원.
    answer("amounts", "삼성전자 2023년 배당금 총액 얼마 나갔어? 현금배당 총액으로", won(9809438000000)),
    # [배당러] SK하이닉스 FY2023 연결 전체재무제표 배당금의 지급 825,575,000,000원.
    answer("amounts", "하이닉스 2023년 현금흐름표에 배당금 지급 얼마 찍혔어?", won(825575000000)),
    # [순위] 현대자동차 FY2024 연결 자본총계 120,275,933,000,000원.
    answer("amounts", "현차 네이버 카카오 중 2024 자본총계 제일 큰 곳 금액", won(120275933000000)),
    # [배당러] 삼성전자 2023 alotMatter 현금배당금총액(백만원) lwfr(2021) 9,809,438백만원 ×1,000,000 → 9,809,438,000,000원.
    answer("amounts", "삼전 2021년 현금배당 총액 원 단위로", won(9809438000000)),
    # [배당러] SK하이닉스 FY2022 연결 전체재무제표 배당금의 지급 1,680,905,000,000원.
    answer("amounts", "하닉 2022 배당금 지급액 현금흐름표 기준", won(1680905000000)),
    # [정정] 신라젠 FY2023 별도 전체재무제표 당기순이익(손실) -17,491,644,954원.
    answer("amounts", "신라젠 2023 순손실 연결 아니 별도", won(-17491644954)),
    # [오타] NAVER FY2024 연결 영업이익 1,979,263,438,827원.
    answer("amounts", "네이버 2024 영 업 이 익", won(1979263438827)),
)
