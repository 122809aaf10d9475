"""The eleventh chat-style set, held-out report half — amounts: plain amounts of one company and year (매출, 영업이익, 순이익, 자산, 부채, 자본).

Written apart from the quick reader, the direct path and every other question file; each expected figure
computed with the writer's own script from the raw rows of core/data/bundle/opendart_recorded.json.gz (rows and
arithmetic in the comment above each case, the persona who typed it in brackets, see ``chat11_report``; amounts
in 원 as the rows give them, 백만원 rows of alotMatter read ×1,000,000; ROE and ROA with a year-end and an
average reading; a gap whose sign depends on the order accepts either sign)."""

from __future__ import annotations

from tests.core.quick.chat_questions import Case, answer, won

AMOUNTS11R: tuple[Case, ...] = (
    # [오타] 삼성전자 FY2023 연결 영업이익 6,566,976,000,000원.
    answer("amounts", "삼성저자 2023년 영엽이익 얼마였어", won(6566976000000)),
    # [오타] 현대자동차 FY2024 연결 매출액 175,231,153,000,000원.
    answer("amounts", "현대자동차 2024 매츌액 알려줘", won(175231153000000)),
    # [오타] SK하이닉스 FY2024 연결 당기순이익(손실) 19,796,902,000,000원.
    answer("amounts", "에스케이하이닉스 2024년 당기순이읶", won(19796902000000)),
    # [오타] NAVER FY2024 연결 자산총계 38,167,876,036,020원.
    answer("amounts", "네이버 2024 자산총게 얼마", won(38167876036020)),
    # [숫자먼저] 삼성전자 FY2024 연결 매출액 300,870,903,000,000원.
    answer("amounts", "300조 넘었던 걸로 기억하는데 삼성전자 2024 매출 정확히", won(300870903000000)),
    # [숫자먼저] NAVER FY2024 연결 당기순이익(손실) 1,931,976,372,953원.
    answer("amounts", "1.9조쯤? 네이버 2024년 순이익", won(1931976372953)),
    # [숫자먼저] 현대자동차 FY2024 연결 영업이익 14,239,592,000,000원.
    answer("amounts", "14조 좀 넘지 않나 현대차 2024년 영업이익", won(14239592000000)),
    # [극존칭] 카카오 FY2024 연결 부채총계 11,830,134,144,725원.
    answer(
        "amounts", "안녕하십니까. 카카오의 2024년 연결 부채총계에 대해 문의드립니다.", won(11830134144725)
    ),
    # [극존칭] SK하이닉스 FY2023 연결 자본총계 53,503,752,000,000원.
    answer(
        "amounts",
        "안녕하세요, 담당자님. SK하이닉스 2023년 연결 자본총계를 알려 주시면 감사하겠습니다.",
        won(53503752000000),
    ),
    # [극존칭] 현대자동차 FY2022 연결 이익잉여금 79,953,601,000,000원.
    answer(
        "amounts",
        "수고 많으십니다. 현대자동차 2022년 연결 이익잉여금 금액을 안내하여 주시면 감사하겠습니다.",
        won(79953601000000),
    ),
    # [상대시점] 삼성전자 FY2024 연결 당기순이익(손실) 34,451,351,000,000원.
    answer("amounts", "재작년 삼성전자 순이익 얼마야", won(34451351000000)),
    # [상대시점] 카카오 FY2023 연결 매출액 7,557,001,757,272원.
    answer("amounts", "3년 전 카카오 매출 얼마였지", won(7557001757272)),
    # [상대시점] SK하이닉스 FY2024 연결 영업이익 23,467,319,000,000원.
    answer("amounts", "전전년도 SK하이닉스 영업이익", won(23467319000000)),
    # [감정] 카카오 FY2023 연결 당기순이익(손실) -1,816,669,011,014원.
    answer("amounts", "카카오 망했다던데 2023년 진짜 순손실이야? 얼마나 까먹었어", won(-1816669011014)),
    # [감정] SK하이닉스 FY2024 연결 영업이익 23,467,319,000,000원.
    answer("amounts", "하이닉스 2024 역대급이라던데 영업이익 도대체 얼마 벌었냐", won(23467319000000)),
    # [감정] 삼성전자 FY2023 연결 영업이익 6,566,976,000,000원.
    answer("amounts", "삼성전자 2023년 영업이익 너무 처참하다던데 얼마였길래 그래", won(6566976000000)),
    # [외국인] 삼성전자 FY2023 연결 영업이익 6,566,976,000,000원.
    answer("amounts", "삼성 전자 2023 이익 얼마 입니까 영업 이익", won(6566976000000)),
    # [외국인] NAVER FY2024 연결 매출액 10,737,719,264,647원.
    answer("amounts", "네이버 회사 2024 돈 얼마 벌었어요? 매출 말해요", won(10737719264647)),
    # [외국인] 현대자동차 FY2023 연결 부채총계 180,653,915,000,000원.
    answer("amounts", "현대 자동차 2023 부채 총계 알고 싶어요", won(180653915000000)),
    # [정정] SK하이닉스 FY2023 연결 매출액 32,765,719,000,000원.
    answer("amounts", "삼성 아니 하이닉스 2023 매출", won(32765719000000)),
    # [정정] NAVER FY2023 연결 영업이익 1,488,820,269,608원.
    answer("amounts", "네이버 2022 아니 2023년 영업이익", won(1488820269608)),
    # [정정] 카카오 FY2024 연결 자산총계 25,773,028,304,462원.
    answer("amounts", "카카오 별도, 아 아니다 연결로 2024 자산총계", won(25773028304462)),
    # [배당러] 삼성전자 FY2023 별도 당기순이익(손실) 25,397,099,000,000원.
    answer(
        "amounts", "배당 받는 입장에서 궁금한데 삼성전자 2023년 별도 당기순이익 얼마야", won(25397099000000)
    ),
    # [순위] 삼성전자 FY2024 연결 매출액 300,870,903,000,000원; 현대자동차 FY2024 연결 매출액 175,231,153,000,000원; SK하이닉스 FY2024 연결
    # 매출액 66,192,960,000,000원.
    answer(
        "amounts",
        "삼성전자 SK하이닉스 현대자동차 2024 매출 큰 순서대로 금액까지",
        won(300870903000000),
        won(175231153000000),
        won(66192960000000),
    ),
)
