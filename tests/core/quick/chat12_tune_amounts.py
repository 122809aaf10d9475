"""The twelfth chat-style set, tuning half — amounts: plain figures from the statements.

Written apart from the quick reader, the direct path and every other question file; each expected figure
computed with the writer's own script from the raw rows of core/data/bundle/opendart_recorded.json.gz (rows and
arithmetic in the comment above each case, the persona who typed it in brackets, see ``chat12_tune``; amounts in
원 as the rows give them, 백만원 rows of alotMatter read ×1,000,000; a year read from two annual reports was
checked to agree in both; ROE and ROA with a year-end and an average reading)."""

from __future__ import annotations

from tests.core.quick.chat_questions import Case, answer, won

AMOUNTS12: tuple[Case, ...] = (
    # [공시덕후] 삼성전자 FY2023 연결 전체재무제표 법인세비용(수익) -4,480,835,000,000원.
    answer("amounts", "연결재무제표 기준 삼성전자 2023년 법인세비용(수익)", won(-4480835000000)),
    # [공시덕후] SK하이닉스 FY2023 연결 전체재무제표 매출총이익 -533,448,000,000원.
    answer("amounts", "사업보고서상 SK하이닉스 2023년 연결 매출총이익(손실)", won(-533448000000)),
    # [공시덕후] 현대자동차 FY2024 별도 당기순이익(손실) 12,240,535,000,000원.
    answer("amounts", "별도 기준으로 현대자동차 2024년 당기순이익", won(12240535000000)),
    # [가족대리] 신라젠 FY2023 연결 전체재무제표 영업손실 -21,345,852,210원.
    answer(
        "amounts",
        "아버지가 신라젠을 아직 갖고 계시는데 2023년 영업손실이 얼마였는지 알고 싶어하세요",
        won(-21345852210),
    ),
    # [가족대리] 카카오 FY2024 연결 매출액 7,871,692,199,887원.
    answer("amounts", "동생이 물어봐서 그러는데 카카오 2024년 매출 얼마예요?", won(7871692199887)),
    # [가족대리] 삼성전자 FY2024 연결 이익잉여금 370,513,188,000,000원.
    answer(
        "amounts",
        "와이프가 삼성전자 2024년 말 이익잉여금이 얼마냐고 물어보네요, 연결로요",
        won(370513188000000),
    ),
    # [줄임말] 현대자동차 FY2024 연결 매출액 175,231,153,000,000원.
    answer("amounts", "현차 매출 ㅇㄷ? 24년 연결", won(175231153000000)),
    # [줄임말] NAVER FY2024 연결 영업이익 1,979,263,438,827원.
    answer("amounts", "네이버 영익 24 ㅇㄷ", won(1979263438827)),
    # [줄임말] 삼성전자 FY2023 연결 전체재무제표 현금및현금성자산 69,080,893,000,000원.
    answer("amounts", "삼전 23 현금성자산 ㅇㄷ", won(69080893000000)),
    # [반말명령] 카카오 FY2023 연결 당기순이익(손실) -1,816,669,011,014원.
    answer("amounts", "카카오 2023 당기순손실 뽑아봐", won(-1816669011014)),
    # [반말명령] SK하이닉스 FY2024 연결 자본총계 73,915,704,000,000원.
    answer("amounts", "SK하이닉스 2024 자본총계 까봐", won(73915704000000)),
    # [반말명령] 삼성전자 FY2023 연결 전체재무제표 영업활동현금흐름 44,137,427,000,000원.
    answer("amounts", "삼성전자 2023 영업활동현금흐름 보여줘 빨리", won(44137427000000)),
    # [표요청] NAVER FY2024 연결 매출액 10,737,719,264,647원. NAVER FY2024 연결 영업이익 1,979,263,438,827원. NAVER FY2024 연결 당기순이익(손실) 1,931,976,372,953원.
    answer(
        "amounts",
        "네이버 2024 매출 영업이익 순이익 한 줄로",
        won(10737719264647),
        won(1979263438827),
        won(1931976372953),
    ),
    # [표요청] 삼성전자 FY2021 연결 전체재무제표 재고자산 41,384,404,000,000원. 삼성전자 FY2022 연결 전체재무제표 재고자산 52,187,866,000,000원. 삼성전자 FY2023 연결 전체재무제표 재고자산
    # 51,625,874,000,000원.
    answer(
        "amounts",
        "삼성전자 재고자산 2021~2023 연도별로 쭉",
        won(41384404000000),
        won(52187866000000),
        won(51625874000000),
    ),
    # [표요청] SK하이닉스 FY2024 연결 자산총계 119,855,209,000,000원. SK하이닉스 FY2024 연결 부채총계 45,939,505,000,000원. SK하이닉스 FY2024 연결 자본총계 73,915,704,000,000원.
    answer(
        "amounts",
        "SK하이닉스 2024 연결 자산 부채 자본 숫자만",
        won(119855209000000),
        won(45939505000000),
        won(73915704000000),
    ),
    # [논쟁] 카카오 FY2024 연결 당기순이익(손실) -161,870,567,171원.
    answer("amounts", "카카오 2024년에 흑자였다는 친구 말 맞음? 당기순이익 얼마였는지", won(-161870567171)),
    # [논쟁] 현대자동차 FY2024 연결 매출액 175,231,153,000,000원.
    answer("amounts", "현대차 2024 매출 170조 넘었다 vs 못 넘었다 내기, 정확히 얼마?", won(175231153000000)),
    # [논쟁] 삼성전자 FY2023 별도 영업이익 -11,526,297,000,000원.
    answer(
        "amounts", "삼성전자 2023년 별도 기준 영업적자였다는 거 진짜임? 금액 보여줘", won(-11526297000000)
    ),
)
