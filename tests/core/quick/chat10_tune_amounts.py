"""The tenth chat-style set, tuning half — amounts: plain figures from the statements.

Written apart from the quick reader, the direct path and every other question file; each expected figure
computed with the writer's own script from the raw rows of core/data/bundle/opendart_recorded.json.gz (rows and
arithmetic in the comment above each case, the persona who typed it in brackets, see ``chat10_tune``; amounts in
원 as the rows give them, 백만원 rows of alotMatter read ×1,000,000; ROE and ROA with a year-end and an
average reading)."""

from __future__ import annotations

from tests.core.quick.chat_questions import Case, answer, won

AMOUNTS10: tuple[Case, ...] = (
    # [커뮤니티] NAVER FY2024 연결 매출액 10,737,719,264,647원.
    answer("amounts", "네버 24년 매출 ㄹㅇ 10조 넘음?", won(10737719264647)),
    # [커뮤니티] 현대자동차 FY2024 연결 당기순이익(손실) 13,229,908,000,000원.
    answer("amounts", "현차 24년 당순 얼마 찍었냐", won(13229908000000)),
    # [커뮤니티] 신라젠 FY2023 연결 전체재무제표 영업손실 -21,345,852,210원.
    answer("amounts", "신라젠 23년 영업손실 얼마냐 실화냐", won(-21345852210)),
    # [기자] SK하이닉스 FY2024 연결 매출액 66,192,960,000,000원.
    answer(
        "amounts",
        "기사에 쓰려는데 SK하이닉스 2024년 연결 매출액 66조 1,930억원으로 파악되는데 맞습니까",
        won(66192960000000),
    ),
    # [기자] 카카오 FY2024 연결 영업이익 460,212,161,525원.
    answer("amounts", "카카오 2024년 연결 영업이익 수치 확인 부탁드립니다", won(460212161525)),
    # [기자] 삼성전자 FY2023 연결 전체재무제표 현금및현금성자산 69,080,893,000,000원.
    answer("amounts", "삼성전자 2023년 말 연결 현금및현금성자산 69조 808억원 맞습니까", won(69080893000000)),
    # [재무팀] 삼성전자 FY2023 연결 전체재무제표 매출총이익 78,546,914,000,000원.
    answer("amounts", "삼성전자 2023년 연결 매출총이익 금액 확인 요청드립니다", won(78546914000000)),
    # [재무팀] 삼성전자 FY2022 연결 전체재무제표 판매비와관리비 68,812,960,000,000원.
    answer("amounts", "삼성전자 2022년 연결 판관비 총액", won(68812960000000)),
    # [재무팀] 삼성전자 FY2023 연결 전체재무제표 지배기업의 소유주에게 귀속되는 당기순이익(손실) 14,473,401,000,000원.
    answer("amounts", "삼성전자 2023년 지배기업 소유주지분 귀속 당기순이익", won(14473401000000)),
    # [재무팀] 현대자동차 FY2024 별도 자산총계 96,143,628,000,000원.
    answer("amounts", "현대자동차 별도 기준 2024년 말 자산총계", won(96143628000000)),
    # [재무팀] SK하이닉스 FY2023 연결 법인세차감전 순이익 -11,657,816,000,000원; SK하이닉스 FY2023 연결 영업이익 -7,730,313,000,000원. (SK하이닉스
    # FY2023 연결 법인세차감전 순이익) − (SK하이닉스 FY2023 연결 영업이익) = -3,927,503,000,000원.
    answer(
        "amounts", "SK하이닉스 2023년 연결 영업외손익 (법인세차감전순이익 − 영업이익)", won(-3927503000000)
    ),
    # [교포] NAVER FY2023 연결 당기순이익(손실) 985,017,762,493원.
    answer("amounts", "Naver 2023 net income 얼마예요?", won(985017762493)),
    # [교포] 삼성전자 FY2024 연결 자산총계 514,531,948,000,000원.
    answer("amounts", "삼성 2024 total assets 알려줘요, 연결로", won(514531948000000)),
    # [급함] 카카오 FY2024 연결 부채총계 11,830,134,144,725원.
    answer("amounts", "카카오 24 부채총계", won(11830134144725)),
    # [급함] SK하이닉스 FY2022 연결 당기순이익(손실) 2,241,669,000,000원.
    answer("amounts", "하닉 22 순익", won(2241669000000)),
    # [단위] 삼성전자 FY2024 연결 영업이익 32,725,961,000,000원.
    answer("amounts", "삼성전자 2024 영업이익 억 단위로 알려줘", won(32725961000000)),
    # [단위] 현대자동차 FY2023 연결 매출액 162,663,579,000,000원.
    answer("amounts", "현대차 2023 매출 원 단위까지 정확히", won(162663579000000)),
    # [단위] NAVER FY2024 연결 자본총계 27,000,911,848,337원.
    answer("amounts", "네이버 2024 자본총계 조 단위로 반올림해서", won(27000911848337)),
    # [확인] 카카오 FY2024 연결 당기순이익(손실) -161,870,567,171원.
    answer("amounts", "카카오 2024년 당기순이익 적자였어?", won(-161870567171)),
    # [확인] SK하이닉스 FY2023 연결 영업이익 -7,730,313,000,000원.
    answer("amounts", "SK하이닉스 2023년에 영업적자 났었어?", won(-7730313000000)),
    # [초보] 현대자동차 FY2024 연결 영업이익 14,239,592,000,000원.
    answer(
        "amounts",
        "주식 처음인데 친구가 현대차는 차를 많이 팔아서 돈을 엄청 번다고 하더라고요. 2024년 현대자동차 영업이익이 얼마예요?",
        won(14239592000000),
    ),
    # [스레드] NAVER FY2021 연결 영업이익 1,325,478,171,117원.
    answer("amounts", "그럼 네이버 2021년 영업이익은 얼마였어?", won(1325478171117)),
)
