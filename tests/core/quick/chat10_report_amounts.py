"""The tenth chat-style set, held-out report half — amounts: key accounts and a few full-statement lines.

Written apart from the quick reader, the direct path, the tenth set's tuning half and every other question file;
each expected figure computed with the writer's own script from the raw rows of
core/data/bundle/opendart_recorded.json.gz (rows and arithmetic in the comment above each case, the persona who
typed it in brackets, see ``chat10_report``; amounts in 원 as the rows give them, 백만원 rows of alotMatter read
×1,000,000; ROE and ROA with a year-end and an average reading)."""

from __future__ import annotations

from tests.core.quick.chat_questions import Case, answer, won

AMOUNTS10R: tuple[Case, ...] = (
    # [커뮤니티] 삼성전자 FY2024 연결 매출액 300,870,903,000,000원.
    answer("amounts", "삼전 24년 매출 300조 찍었다는데 ㄹㅇ? 정확히 얼마임", won(300870903000000)),
    # [커뮤니티] SK하이닉스 FY2023 연결 영업이익 -7,730,313,000,000원.
    answer("amounts", "하닉 23년 영업적자 실화냐 얼마였음", won(-7730313000000)),
    # [커뮤니티] 카카오 FY2024 연결 당기순이익(손실) -161,870,567,171원.
    answer("amounts", "카카오 24년 순손실 얼마임? 또 적자 ㅋㅋ", won(-161870567171)),
    # [기자] 현대자동차 FY2024 연결 영업이익 14,239,592,000,000원.
    answer(
        "amounts",
        "기사에 쓰려는데 현대자동차 2024년 연결 영업이익 수치 확인 부탁드립니다",
        won(14239592000000),
    ),
    # [기자] NAVER FY2023 연결 매출액 9,670,643,576,585원.
    answer(
        "amounts",
        "NAVER 2023년 연결 매출액이 9조 6천억원대로 파악되는데 정확한 금액 확인 부탁드립니다",
        won(9670643576585),
    ),
    # [기자] 삼성전자 FY2023 연결 부채총계 92,228,115,000,000원.
    answer(
        "amounts",
        "삼성전자 2023년 연결 부채총계 수치 확인 부탁드립니다. 기사 마감 전입니다",
        won(92228115000000),
    ),
    # [재무팀] 삼성전자 FY2022 연결 전체재무제표 매출총이익 112,189,590,000,000원.
    answer("amounts", "삼성전자 2022년 연결 매출총이익 금액 확인 부탁합니다", won(112189590000000)),
    # [재무팀] 삼성전자 FY2023 연결 전체재무제표 판매비와관리비 71,979,938,000,000원.
    answer("amounts", "삼성전자 2023 사업연도 연결 판관비(판매비와관리비) 총액은?", won(71979938000000)),
    # [재무팀] 삼성전자 FY2023 연결 전체재무제표 지배기업 소유주지분 353,233,775,000,000원.
    answer("amounts", "삼성전자 2023년 연결 자본총계 중 지배기업 소유주지분 금액", won(353233775000000)),
    # [재무팀] SK하이닉스 FY2023 연결 전체재무제표 금융비용 6,093,167,000,000원.
    answer("amounts", "SK하이닉스 2023년 연결 금융비용 얼마로 잡혀 있나요", won(6093167000000)),
    # [교포] 삼성전자 FY2024 연결 당기순이익(손실) 34,451,351,000,000원.
    answer("amounts", "삼성 2024 net income 얼마예요? 연결로요", won(34451351000000)),
    # [교포] NAVER FY2024 연결 자산총계 38,167,876,036,020원.
    answer("amounts", "NAVER 2024 total assets 알려줘요", won(38167876036020)),
    # [교포] 현대자동차 FY2023 연결 부채총계 180,653,915,000,000원.
    answer("amounts", "Hyundai Motor 2023 total liabilities 얼마인지 알려주세요", won(180653915000000)),
    # [급함] SK하이닉스 FY2024 연결 자산총계 119,855,209,000,000원.
    answer("amounts", "하닉 24 자산총계", won(119855209000000)),
    # [급함] NAVER FY2023 연결 당기순이익(손실) 985,017,762,493원.
    answer("amounts", "네버 23 순익", won(985017762493)),
    # [급함] 현대자동차 FY2022 연결 매출액 142,151,469,000,000원.
    answer("amounts", "현차 22 매출", won(142151469000000)),
    # [단위] 카카오 FY2024 연결 매출액 7,871,692,199,887원.
    answer("amounts", "카카오 2024년 매출액 억 단위로 알려줘", won(7871692199887)),
    # [단위] 삼성전자 FY2024 연결 자본총계 402,192,070,000,000원.
    answer("amounts", "삼성전자 2024년 자본총계 조 단위 반올림해서", won(402192070000000)),
    # [단위] NAVER FY2024 연결 영업이익 1,979,263,438,827원.
    answer("amounts", "NAVER 2024 영업이익 원 단위까지 정확하게", won(1979263438827)),
    # [확인] 카카오 FY2023 연결 법인세차감전 순이익 -1,648,240,245,726원.
    answer("amounts", "카카오 2023년 세전으로도 적자였어? 법인세차감전 금액 봐줘", won(-1648240245726)),
    # [확인] NAVER FY2024 연결 당기순이익(손실) 1,931,976,372,953원.
    answer("amounts", "NAVER 2024년 순이익 1조 넘었어?", won(1931976372953)),
    # [확인] 현대자동차 FY2024 연결 자산총계 339,798,429,000,000원.
    answer("amounts", "현대차 2024년 자산총계 300조 넘었어?", won(339798429000000)),
    # [초보] 현대자동차 FY2024 연결 자본총계 120,275,933,000,000원.
    answer(
        "amounts",
        "주식 처음인데 친구가 재무제표에서 자본총계부터 보라고 해서요. 현대자동차 2024년 자본총계가 얼마예요?",
        won(120275933000000),
    ),
    # [초보] 삼성전자 FY2024 연결 유동자산 227,062,266,000,000원.
    answer(
        "amounts",
        "재테크 유튜브 보다가 유동자산이라는 말이 나와서 궁금해졌어요. 삼성전자 2024년 말 유동자산은 얼마인가요?",
        won(227062266000000),
    ),
    # [초보] SK하이닉스 FY2022 연결 영업이익 6,809,417,000,000원.
    answer(
        "amounts",
        "회사가 진짜 돈을 버는지 보려면 영업이익을 보라고 배웠어요. SK하이닉스 2022년 영업이익이 얼마였는지 알려주세요",
        won(6809417000000),
    ),
    # [스레드] 삼성전자 FY2022 연결 당기순이익(손실) 55,654,077,000,000원.
    answer("amounts", "아 그리고 삼성전자 2022년 당기순이익도 좀", won(55654077000000)),
    # [스레드] 카카오 FY2024 연결 자본총계 13,942,894,159,737원.
    answer("amounts", "그럼 카카오 2024 자본총계는요?", won(13942894159737)),
    # [스레드] SK하이닉스 FY2023 연결 전체재무제표 현금및현금성자산 7,587,329,000,000원.
    answer("amounts", "아 맞다 하이닉스 2023 현금및현금성자산도 알려줘", won(7587329000000)),
    # [스레드] 신라젠 FY2023 연결 전체재무제표 당기순이익(손실) -20,369,238,698원.
    answer("amounts", "그거 말고 신라젠 2023년 연결 당기순손실은 얼마였어?", won(-20369238698)),
)
