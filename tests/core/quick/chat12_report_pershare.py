"""The twelfth chat-style set, held-out report half — per share: EPS, DPS, payout, par value, dividends held.

Written apart from the quick reader, the direct path, the tuning half and every other question file; each
expected figure computed with the writer's own script from the raw rows of
core/data/bundle/opendart_recorded.json.gz (rows and arithmetic in the comment above each case, the persona who
typed it in brackets, see ``chat12_report``; amounts in 원 as the rows give them, 백만원 rows of alotMatter read
×1,000,000; ROE and ROA with a year-end and an average reading)."""

from __future__ import annotations

from tests.core.quick.chat_questions import Case, answer, pct, won

PER_SHARE12: tuple[Case, ...] = (
    # [장문] SK하이닉스 FY2023 연결 전체재무제표 기본주당이익(손실) -13,244원.
    answer(
        "per-share",
        "회사 동기가 하이닉스가 2023년에 적자를 크게 봤다고 하던데 주식 한 주로 치면 얼마나 손해였는지 감이 안 와요. SK하이닉스 2023년 기본 주당순손실이 얼마였나요?",
        won(-13244),
    ),
    # [장문] 삼성전자 2023 alotMatter 주당 현금배당금(원) 우선주 thstrm(2023) 1,445원.
    answer(
        "per-share",
        "얼마 전부터 배당 공부를 시작했는데 우선주가 배당을 조금 더 준다고 들었어요. 삼성전자 2023년 우선주 1주당 현금배당금이 얼마였죠?",
        won(1445),
    ),
    # [장문] 삼성전자 2023 alotMatter (연결)현금배당성향(%) thstrm(2023) 67.80%.
    answer(
        "per-share",
        "배당 많이 주는 회사 찾다가 삼성전자를 보게 됐는데, 2023년에 이익이 줄어서 배당성향이 확 뛰었다는 얘기를 들었어요. 연결 기준 현금배당성향이 몇 %였는지 알려주세요.",
        pct(67.8),
    ),
    # [이모티콘] SK하이닉스 FY2023 연결 전체재무제표 희석주당이익(손실) frmtrm(2022) 3,242원.
    answer("per-share", "하닉 2022 희석 EPS 얼마였지… ㅎㅎ", won(3242)),
    # [이모티콘] 삼성전자 FY2021 연결 전체재무제표 기본주당이익(손실) 5,777원.
    answer("per-share", "삼전 2021년 eps 얼마였어요 ㅋㅋ 기억이 안나요ㅠ", won(5777)),
    # [이모티콘] 삼성전자 2023 alotMatter 주당 현금배당금(원) 보통주 frmtrm(2022) 1,444원.
    answer("per-share", "삼전 보통주 배당 2022년도 1444원 그대로였나요?? 😅", won(1444)),
    # [이모티콘] 삼성전자 2023 alotMatter 주당액면가액(원) thstrm(2023) 100원.
    answer("per-share", "삼전 액면가 100원 맞아요? ㅎㅎ 5천원 아니고?!", won(100)),
    # [이모티콘] SK하이닉스 FY2023 연결 전체재무제표 기본주당이익(손실) bfefrmtrm(2021) 13,989원.
    answer("per-share", "하닉 2021 기본 EPS 얼마였죠… 만원 넘었던 듯?! 🤔", won(13989)),
    # [가정] 삼성전자 2023 alotMatter 주당 현금배당금(원) 보통주 thstrm(2023) 1,444원. (삼성전자 2023 alotMatter 주당 현금배당금(원)
    # 보통주 thstrm(2023)) × 250주 = 361,000원.
    answer(
        "per-share",
        "삼전 보통주 250주 들고 있었다 치면 2023년 배당금 총 얼마 들어왔을까요 (세전)",
        won(361000),
    ),
    # [가정] 삼성전자 2023 alotMatter 주당 현금배당금(원) 우선주 thstrm(2023) 1,445원. (삼성전자 2023 alotMatter 주당 현금배당금(원)
    # 우선주 thstrm(2023)) × 1,000주 = 1,445,000원.
    answer(
        "per-share", "삼성전자 우선주로 1,000주 갖고 있었다면 2023년 배당은 세전으로 얼마였을지", won(1445000)
    ),
    # [가정] 삼성전자 2023 alotMatter 현금배당금총액(백만원) thstrm(2023) 9,809,438 ×1,000,000 9,809,438,000,000원; 삼성전자
    # 2023 alotMatter (연결)당기순이익(백만원) frmtrm(2022) 54,730,018 ×1,000,000 54,730,018,000,000원; 삼성전자 2023
    # alotMatter (연결)현금배당성향(%) frmtrm(2022) 17.90%; 삼성전자 FY2022 연결 당기순이익(손실) 55,654,077,000,000원. (삼성전자
    # 2023 alotMatter 현금배당금총액(백만원) thstrm(2023) 9,809,438 ×1,000,000) ÷ (삼성전자 2023 alotMatter
    # (연결)당기순이익(백만원) frmtrm(2022) 54,730,018 ×1,000,000) = 17.92% or (삼성전자 2023 alotMatter 현금배당금총액(백만원)
    # thstrm(2023) 9,809,438 ×1,000,000) ÷ (삼성전자 FY2022 연결 당기순이익(손실)) = 17.63% (지배주주 순이익 기준, 보고된 2022 연결
    # 배당성향, 연결 당기순이익 기준).
    answer(
        "per-share",
        "삼성전자 2023년 배당총액은 그대로 두고 연결 지배주주 순이익이 2022년만큼 나왔다면 배당성향이 몇 %쯤 됐을까?",
        pct(17.9233, 17.9, 17.6257),
    ),
    # [가정] 삼성전자 2023 alotMatter 주당 현금배당금(원) 보통주 frmtrm(2022) 1,444원. (삼성전자 2023 alotMatter 주당 현금배당금(원)
    # 보통주 frmtrm(2022)) × 500주 = 722,000원.
    answer(
        "per-share", "삼성전자 우선주 말고 보통주만 500주 있었으면 2022년 배당은 얼마 받았을까", won(722000)
    ),
    # [스터디] 삼성전자 2023 alotMatter (별도)현금배당성향(%) lwfr(2021) 31.70%.
    answer(
        "per-share",
        "다음 주 스터디 주제가 배당인데, 삼성전자 2021년 별도 기준 현금배당성향 몇 %였어?",
        pct(31.7),
    ),
    # [스터디] SK하이닉스 FY2023 연결 전체재무제표 기본주당이익(손실) -13,244원; SK하이닉스 FY2023 연결 전체재무제표 기본주당이익(손실) frmtrm(2022)
    # 3,242원.
    answer(
        "per-share",
        "스터디원들이랑 하이닉스 EPS 비교표 만드는 중인데 2023년이랑 2022년 기본 EPS 각각 알려줘",
        won(-13244),
        won(3242),
    ),
    # [스터디] 삼성전자 FY2020 연결 전체재무제표 기본주당이익(손실) 3,841원.
    answer(
        "per-share", "스터디 과제로 삼성전자 EPS 추이 보는 중인데 2020년 기본주당이익이 얼마야", won(3841)
    ),
    # [스터디] 삼성전자 2023 alotMatter (연결)현금배당성향(%) thstrm(2023) 67.80%; 삼성전자 2023 alotMatter 현금배당금총액(백만원)
    # thstrm(2023) 9,809,438 ×1,000,000 9,809,438,000,000원; 삼성전자 2023 alotMatter (연결)당기순이익(백만원)
    # thstrm(2023) 14,473,401 ×1,000,000 14,473,401,000,000원. (삼성전자 2023 alotMatter 현금배당금총액(백만원)
    # thstrm(2023) 9,809,438 ×1,000,000) ÷ (삼성전자 2023 alotMatter (연결)당기순이익(백만원) thstrm(2023) 14,473,401
    # ×1,000,000) = 67.78% (보고된 배당성향, 계산값).
    answer(
        "per-share",
        "스터디에서 물어봐서: 삼성전자 2023년 배당금총액이 연결 지배주주순이익의 몇 %였는지",
        pct(67.8, 67.7756),
    ),
    # [약어혼용] 삼성전자 FY2022 연결 전체재무제표 기본주당이익(손실)=희석주당이익(손실) 8,057원.
    answer("per-share", "삼전 FY22 EPS 희석이랑 기본 둘 다", won(8057)),
    # [약어혼용] SK하이닉스 FY2023 연결 전체재무제표 희석주당이익(손실) bfefrmtrm(2021) 13,984원.
    answer("per-share", "하닉 FY21 diluted EPS?", won(13984)),
    # [약어혼용] 삼성전자 2023 alotMatter 주당 현금배당금(원) 보통주 thstrm(2023) 1,444원; 삼성전자 2023 alotMatter 주당 현금배당금(원)
    # 우선주 thstrm(2023) 1,445원.
    answer("per-share", "삼전 DPS FY23 보통주/우선주", won(1444), won(1445)),
    # [약어혼용] 삼성전자 2023 alotMatter (연결)현금배당성향(%) thstrm(2023) 67.80%; 삼성전자 2023 alotMatter (별도)현금배당성향(%)
    # thstrm(2023) 38.60%.
    answer("per-share", "삼전 FY23 payout ratio 연결이랑 별도", pct(67.8), pct(38.6)),
    # [되묻기] 삼성전자 2023 alotMatter (연결)현금배당성향(%) thstrm(2023) 67.80%.
    answer(
        "per-share",
        "블로그에 삼성전자 2023 별도 배당성향이 38.6%라고 적혀 있던데, 연결로 보면 얼마예요?",
        pct(67.8),
    ),
    # [되묻기] 삼성전자 FY2023 연결 전체재무제표 희석주당이익(손실) 2,131원.
    answer(
        "per-share", "삼성전자 2023 희석 EPS가 기본이랑 똑같이 2,131원이라고 본 것 같은데 맞나", won(2131)
    ),
)
