"""The thirteenth chat-style set, tuning half — amounts: plain figures from the statements.

Written apart from the quick reader, the direct path and every other question file; each expected figure
computed with the writer's own script from the raw rows of core/data/bundle/opendart_recorded.json.gz (rows and
arithmetic in the comment above each case, the persona who typed it in brackets, see ``chat13_tune``; amounts in
원 as the rows give them, 백만원 rows of alotMatter read ×1,000,000; a year read from two annual reports was
checked to agree in both (카카오's 2022-2023 current and non-current items, restated in the 2024 report, are not
asked); ROE with a year-end and an average reading)."""

from __future__ import annotations

from tests.core.quick.chat_questions import Case, answer, won

AMOUNTS13: tuple[Case, ...] = (
    # [장문] 현대자동차 FY2024 연결 매출액 175,231,153,000,000원.
    answer(
        "amounts",
        "회사 동기들이랑 점심 먹다가 현대차 얘기가 나왔어요. 다들 차 많이 팔았다고만 하고 정확한 숫자는 아무도 모르더라고요. 현대자동차 2024년 연결 매출액이 정확히 얼마인가요?",
        won(175231153000000),
    ),
    # [장문] NAVER FY2023 연결 당기순이익(손실) 985,017,762,493원.
    answer(
        "amounts",
        "주말에 가계부 정리하다가 갑자기 궁금해졌어요. 제가 네이버 주식을 조금 갖고 있는데 회사가 돈을 얼마나 버는지는 한 번도 본 적이 없네요. 네이버 2023년 당기순이익 알려주실래요?",
        won(985017762493),
    ),
    # [이모티콘] SK하이닉스 FY2024 연결 영업이익 23,467,319,000,000원.
    answer("amounts", "하이닉스 2024 영업이익 얼마예요?? 🚀🚀 진짜 궁금함ㅋㅋ", won(23467319000000)),
    # [이모티콘] 카카오 FY2023 연결 당기순이익(손실) -1,816,669,011,014원.
    answer("amounts", "카카오 2023 순손실 얼마였어요ㅠㅠ 😭 물려있음", won(-1816669011014)),
    # [이모티콘] 삼성전자 FY2024 연결 자산총계 514,531,948,000,000원.
    answer("amounts", "삼전 2024 자산총계~~ 얼마인지 알려주세용 🙏", won(514531948000000)),
    # [스터디] SK하이닉스 FY2023 연결 전체재무제표 매출총이익 -533,448,000,000원.
    answer(
        "amounts",
        "재무제표 스터디 과제인데 SK하이닉스 2023년 연결 매출총이익을 손익계산서 기준으로 찾아야 해요",
        won(-533448000000),
    ),
    # [스터디] 삼성전자 FY2023 연결 전체재무제표 판매비와관리비 71,979,938,000,000원.
    answer(
        "amounts", "스터디에서 정리 중: 삼성전자 2023년 판매비와관리비 (연결 손익계산서)", won(71979938000000)
    ),
    # [약어혼용] NAVER FY2024 연결 당기순이익(손실) 1,931,976,372,953원.
    answer("amounts", "NAVER FY24 NI 몇 bn인지? 연결", won(1931976372953)),
    # [약어혼용] 현대자동차 FY2023 연결 영업이익 15,126,901,000,000원.
    answer("amounts", "현차 FY23 OP 몇 tn? 연결 영익 기준", won(15126901000000)),
    # [약어혼용] 카카오 FY2022 연결 매출액 6,798,741,511,168원.
    answer("amounts", "카카오 FY22 revenue 연결 매출 얼마", won(6798741511168)),
    # [되묻기] 삼성전자 FY2024 별도 매출액 209,052,241,000,000원.
    answer(
        "amounts",
        "아까 말한 건 연결이었고 이번엔 별도로 다시 물어볼게요, 삼성전자 2024 별도 매출액",
        won(209052241000000),
    ),
    # [되묻기] 현대자동차 FY2022 연결 부채총계 164,845,917,000,000원.
    answer("amounts", "다시 물어볼게 현대차 2022년 부채총계 연결 기준으로 얼마였지", won(164845917000000)),
    # [엑셀] SK하이닉스 FY2022 연결 당기순이익(손실) 2,241,669,000,000원.
    answer(
        "amounts", "회사\t연도\t계정\t값\nSK하이닉스\t2022\t당기순이익\t? ← 이 칸 채워줘", won(2241669000000)
    ),
    # [엑셀] 카카오 FY2024 연결 자본총계 13,942,894,159,737원.
    answer("amounts", "엑셀 B3 셀에 넣을 값: 카카오 2024 연결 자본총계 (원 단위)", won(13942894159737)),
    # [엑셀] 삼성전자 FY2022 연결 이익잉여금 337,946,407,000,000원.
    answer("amounts", "| 삼성전자 | FY2022 | 이익잉여금 | ___ | 빈칸 채워주세요", won(337946407000000)),
    # [헤드라인] 현대자동차 FY2024 연결 영업이익 14,239,592,000,000원.
    answer(
        "amounts",
        '"현대차, 2024년 역대 최대 매출…영업이익은 소폭 감소" 이런 기사 봤는데 2024 영업이익 정확한 금액은?',
        won(14239592000000),
    ),
    # [헤드라인] SK하이닉스 FY2023 연결 당기순이익(손실) -9,137,547,000,000원.
    answer(
        "amounts",
        "[단독] SK하이닉스 2023년 적자전환 — 기사 제목 보고 궁금한데 그해 당기순손실이 얼마였나요",
        won(-9137547000000),
    ),
    # [취준생] 삼성전자 FY2023 연결 영업이익 6,566,976,000,000원.
    answer(
        "amounts",
        "삼성전자 면접 준비 중인데 2023년 연결 영업이익 정도는 외워가야 할 것 같아서요. 얼마예요?",
        won(6566976000000),
    ),
    # [취준생] NAVER FY2024 연결 자산총계 38,167,876,036,020원.
    answer(
        "amounts", "네이버 자소서에 회사 규모 쓰려는데 2024년 연결 자산총계 얼마인가요", won(38167876036020)
    ),
    # [취준생] SK하이닉스 FY2024 연결 매출액 66,192,960,000,000원.
    answer("amounts", "하이닉스 인적성 대비로 2024년 연결 매출액 알아두려고 합니다", won(66192960000000)),
    # [가정] 삼성전자 FY2023 연결 법인세차감전 순이익 11,006,265,000,000원.
    answer(
        "amounts",
        "삼성전자 2023년에 법인세가 0이었다고 치면 순이익이 세전이익이랑 같았을 텐데, 그 법인세차감전 순이익(연결)은 얼마야?",
        won(11006265000000),
    ),
)
