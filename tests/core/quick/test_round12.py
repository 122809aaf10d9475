"""Keyless reader round 12: readings generalized by reason (the stage ``evals.quick_why`` counted most: an unknown
word), each with its near misses (which defer or are answered right). Every case goes through
``bots.direct.direct_reply`` as a chat would; the figures are the bundle's rows (fnlttSinglAcnt CFS; the 2023
사업보고서's alotMatter and hyslrSttus/mrhlSttus of 삼성전자; the 2024 3분기보고서's 3개월 column).

1. A question asked for someone else (``core.quick.relayed``): "아빠가 … 얼마냐고 물어보세요", "동생이 물어봐서 그러는데
   …", "…인지 궁금하시대요, 연결 기준으로", "…알려달래요", "…냐고 해서요" — read as the question itself, only when
   both who asks (first) and the asking are said, and nothing told of its own follows the asking.
2. Chat's requests to be shown (``core.quick.lexicon`` fillers): "뽑아봐", "까봐", "까 줘", "ㄱㄱ", "표로 (정리)",
   "…쭉 (보여줘)", and 차이 with its verb typed apart ("얼마 차이 나?").
3. A year said relative to today before two companies set against each other ("재작년 하닉 vs 삼전", "3년 전
   네이버 대비 카카오"): the year of both (``asked_period._is_base`` now asks the base word right after the year:
   "2024 매출 재작년 대비" still sets the year against another, and defers as before).
4. One company's two years listed together and compared with 비교 after the figure ("2023 2024 당기순이익 비교
   증가액", "2023이랑 2024 영업이익 비교해서 얼마나 늘었어"): the change from the earlier (``asked_change``: 비교 was
   read as 대비 of the later year, the earlier on its base). 대비, 비교 right after the later year, two figures,
   three years or two companies still defer.
5. How a part of the year is worked out, said beside it (``core.quick.glossed``): "상반기 매출 (누적에서 3분기
   빼서)", "4분기 영업이익 (연간 − 3분기 누적)" — the answer's own working-out, taken off; any other working-out
   ("2분기 누적에서 3분기", "연간에서 상반기") stays, and defers.

Fresh questions written for the round before they were run (not copied from any half). First run, once, before the
round's reading changes (eefd964's reader): relayed 1 of 27 answered, requests 4 of 20; after: 26 of 27 and 19 of 20
(left: "몇 원 차이" of two share classes); relative years before two companies, first run on 79260a7: 5 of 20, after 18
of 20 (left: "재작년에 … vs …" and "대" for vs; "카카오 대비 네이버 순이익 몇 배" of a loss is declined). Two years compared with 비교,
first run on 33990c5: 0 of 20, after 19 of 20 (left: the figure said before the years, "현대차 영업이익 2023이랑 2024 비교해서
감소액"). A part of the year worked out, first run on 15ab02b: 5 of 20, after 20 of 20.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from core.quick.relayed import relayed
from tests.core.quick.chat_questions import Case, answer, unanswerable
from tests.core.quick.keyless import keyless_reply

RELAYED: tuple[Case, ...] = (
    answer("relayed", "아빠가 삼성전자 2024년 영업이익 얼마냐고 물어보세요", names=("32.73조원",)),
    answer("relayed", "우리 엄마가 하이닉스 2023년 순손실이 얼마였는지 궁금해하셔요", names=("9.14조원",)),
    answer(
        "relayed",
        "제 친구가 네이버랑 카카오 2024 매출 누가 더 많냐고 물어봐서요",
        names=("10.74조원", "7.87조원"),
    ),
    answer("relayed", "남편이 현대차 2024년 부채비율 몇 %인지 알고 싶어해요", names=("182.5%",)),
    answer("relayed", "동생이 물어봐서 그러는데 삼성전자 2023 매출 얼마야?", names=("258.94조원",)),
    answer("relayed", "할아버지께서 삼성전자 2023년 주당배당금이 얼마인지 여쭤보셨어요", names=("1,444원",)),
    answer(
        "relayed", "누나가 카카오 2024년 영업이익이 2023년보다 얼마나 늘었냐고 물어봄", names=("4,602억원",)
    ),
    answer("relayed", "회사 동료가 SK하이닉스 2024 영업이익률 어느 정도냐고 물어보네요", names=("35.5%",)),
    answer(
        "relayed",
        "와이프가 네이버 2024년 말 자산총계가 얼마냐고 물어봐요, 연결 기준으로",
        names=("38.17조원",),
    ),
    answer(
        "relayed",
        "장인어른이 현대차 2024년 순이익이 하이닉스보다 많냐고 물어보시네요",
        names=("13.23조원", "19.80조원"),
    ),
    answer("relayed", "형이 삼성전자랑 하이닉스 2024년 영업이익 차이 얼마냐고 물어봐서", names=("9.26조원",)),
    answer("relayed", "삼촌이 삼성전자 최대주주 지분율 몇 %냐고 궁금해하세요", names=("8.51%",)),
    answer("relayed", "여동생이 카카오 2023년 당기순이익 얼마인지도 물어보네요", names=("1.82조원",)),
    answer("relayed", "지인이 SK하이닉스 2024년 매출이 삼성전자의 몇 %인지 물어보셔서요", names=("22.0%",)),
    answer("relayed", "아버님이 현대차 2024 3분기 영업이익 얼마냐고 여쭤보시네", names=("3.58조원",)),
    answer("relayed", "어머니가 삼성전자 2023년 배당성향 몇 퍼센트냐고 물어보셨어요", names=("67.8%",)),
    answer("relayed", "딸이 삼성전자 2024 연결 영업이익률 궁금하대요", names=("10.9%",)),
    answer("relayed", "선배가 하이닉스 2022 2023 매출 차이 물어봐서요", names=("11.86조원",)),
    answer("relayed", "사촌이 카카오 2024 부채총계 얼마인지 알고 싶어하네요", names=("11.83조원",)),
    answer("relayed", "엄마가 삼성전자 소액주주 몇 명이냐고 물어보셔서", names=("4,672,039명",)),
    answer("relayed", "친구가 삼성전자 2024 매출 300조 넘었냐고 물어봄", names=("300.87조원",)),
    answer("relayed", "아빠가 카카오 2024년에 흑자였냐고 물어보시는데 순이익 얼마예요", names=("1,619억원",)),
    answer("relayed", "처남이 현대차 2024 매출 얼마냐고 해서요", names=("175.23조원",)),
    answer("relayed", "여자친구가 네이버 2024 영업이익률 알려달래요", names=("18.4%",)),
    answer(
        "relayed", "시어머니가 삼성전자 2023 배당성향 몇 %인지 궁금하시대요, 연결 기준으로", names=("67.8%",)
    ),
    answer("relayed", "아들이 현대차 2024 영업이익 얼마냐고 해서요", names=("14.24조원",)),
    answer("relayed", "엄마가 삼성전자 말고 하이닉스 2024 영업이익 궁금해하셔요", names=("23.47조원",)),
    # near misses: judgement, a second asking, something told after the asking, the asking alone, no asking
    unanswerable("아버지가 삼성전자 2024 영업이익 전망 어떠냐고 물어보세요"),
    unanswerable("친구가 삼성전자 왜 떨어졌냐고 물어보네요"),
    unanswerable("형이 삼성전자 사도 되냐고 물어봐요"),
    unanswerable("엄마가 물어보셔서요"),
    unanswerable("아빠가 삼성전자 2024 영업이익 얼마냐고 물어보고 하이닉스도 물어보세요"),
    unanswerable("아버지가 삼성전자 2024 영업이익 얼마냐고 물어보시길래 2023년 거 알려드렸는데 맞아?"),
    unanswerable("아빠가 삼성전자 2024 영업이익 얼마냐고 물어보시는데 하이닉스는 알려드렸어"),
    unanswerable("엄마가 삼성전자 2024 매출 얼마냐고 하셔서 300조라고 했는데 맞아?"),
    unanswerable("친구가 하이닉스 2024 영업이익 얼마 될 것 같냐고 물어봄"),
    unanswerable("할머니가 삼성전자 배당 언제 주냐고 물어보세요"),
    unanswerable("동생이 카카오 2024 매출이랑 네이버 2024 영업이익 비교해달라고 물어봐요"),
    unanswerable("형이 하이닉스 2024 영업이익 알려드리려고요 아니 삼성전자"),
    unanswerable("친구가 하닉 2024 영업이익 삼전보다 더 벌었다는데"),
)

REQUESTS: tuple[Case, ...] = (
    answer("request", "삼성전자 2024 영업이익 뽑아봐", names=("32.73조원",)),
    answer("request", "하이닉스 2023 매출 까봐", names=("32.77조원",)),
    answer("request", "네이버 2024 순이익 까 줘", names=("1.93조원",)),
    answer("request", "현대차 2022~2024 매출 표로 정리", names=("142.15조원", "162.66조원", "175.23조원")),
    answer("request", "삼성전자 2021~2023 영업이익 쭉", names=("51.63조원", "43.38조원", "6.57조원")),
    answer("request", "삼성전자랑 하이닉스 2024 매출 표로", names=("300.87조원", "66.19조원")),
    answer("request", "네이버 카카오 2024 영업이익 얼마 차이 나?", names=("1.52조원",)),
    answer("request", "삼성전자 2023 2024 순이익 몇 조 차이 나", names=("18.96조원",)),
    answer("request", "현대차 2024 영업이익률 뽑아봐라", names=("8.1%",)),
    answer("request", "삼성전자 2024 3분기 매출 까봐", names=("79.10조원",)),
    answer("request", "하이닉스 2022 2023 2024 영업이익 표로 보여줘", names=("6.81조원", "23.47조원")),
    answer("request", "카카오 2022~2024 당기순이익 쭉 보여줘", names=("1.07조원", "1,619억원")),
    answer("request", "삼전 24 영익 뽑아봐요", names=("32.73조원",)),
    answer("request", "현대차 2023 2024 부채비율 차이 나?", names=("+5.1%p",)),
    answer("request", "네이버 2024 영업이익률 까봐봐", names=("18.4%",)),
    # near misses: a worry (…할까봐), a word of its own, a forecast, 쭉 as "all along", China, a drawing
    unanswerable("삼성전자 2024 영업이익 떨어질까봐 걱정"),
    unanswerable("카카오 2024 적자일까봐 순이익 얼마"),
    unanswerable("삼성전자 2025 영업이익 전망 까봐"),
    unanswerable("하이닉스 2024 영업이익 쭉 갈까"),
    unanswerable("삼성전자 영업이익 쭉 늘었어?"),
    unanswerable("차이나 매출 삼성전자 2024"),
    unanswerable("삼성전자 2024 영업이익 표로 그려줘"),
    unanswerable("네이버 카카오 2024 영업이익 차이 나는 이유"),
    unanswerable("삼성전자 ㄱㄱ"),
)

RELATIVE: tuple[Case, ...] = (
    answer("relative", "재작년 하닉 vs 삼전 순이익 누가 더 많아", names=("14.65조원",)),
    answer("relative", "재작년 삼성전자 vs 하이닉스 영업이익", names=("FY2024", "32.73조원", "23.47조원")),
    answer("relative", "재작년 네이버 vs 카카오 매출 차이", names=("2.87조원",)),
    answer("relative", "3년 전 삼성전자 vs 하이닉스 매출", names=("FY2023", "258.94조원", "32.77조원")),
    answer("relative", "재작년 네이버 대비 카카오 영업이익 몇 %", names=("23.3%",)),
    answer("relative", "재작년 삼전 보다 하닉 영업이익 얼마나 적어", names=("9.26조원",)),
    answer("relative", "재작년 현대차 vs 삼성전자 부채비율", names=("182.5%", "27.9%")),
    answer("relative", "3년 전 네이버 vs 카카오 영업이익 누가 더 많았어?", names=("1.03조원",)),
    answer("relative", "재작년 하닉 대비 삼전 매출 몇 배야", names=("4.55배",)),
    answer("relative", "재작년 삼전 vs 하닉 영업이익률 어디가 높아", names=("10.9%", "35.5%")),
    answer("relative", "3년 전 카카오 vs 네이버 자산총계", names=("25.18조원", "35.74조원")),
    answer("relative", "재작년 네이버 vs 카카오 영업이익 차이 얼마임", names=("1.52조원",)),
    answer("relative", "재작년 삼성전자보다 현대차 매출 얼마나 적었어", names=("125.64조원",)),
    answer("relative", "재작년 하이닉스 vs 현대차 순이익 누가 더 벌었어", names=("6.57조원",)),
    answer("relative", "재작년 기준 네이버 vs 카카오 부채비율", names=("41.4%", "84.8%")),
    answer("relative", "5년 전 삼성전자 vs 하이닉스 매출", names=("FY2021", "279.60조원")),
    answer(
        "relative",
        "재작년 삼성전자 vs 하이닉스 3분기 영업이익",
        names=("2024년 3분기", "9.18조원", "7.03조원"),
    ),
    # near misses: the relative year itself the base, or set beside a year named, or another figure asked
    unanswerable("삼성전자 2024 매출 재작년 대비 몇 %"),
    unanswerable("삼성전자 매출 재작년 대비 증가율"),
    unanswerable("재작년 vs 작년 삼성전자 영업이익"),
    unanswerable("삼성전자 영업이익 재작년이랑 비교"),
    unanswerable("재작년 하닉 vs 삼전 2024 순이익"),
    unanswerable("재작년 하닉 vs 삼전 2023 순이익"),
    unanswerable("작년 하닉 vs 재작년 삼전 순이익"),
    unanswerable("재작년 하이닉스 대비 2024 하이닉스 매출"),
    unanswerable("재작년 삼전 vs 하닉 영업이익 전망"),
    unanswerable("재작년 하닉 vs 삼전 영업이익 몇 배 차이"),
)

COMPARED: tuple[Case, ...] = (
    answer("compared", "현대차 2023 2024 당기순이익 비교 증가액", names=("9,576억원 증가",)),
    answer("compared", "현대차 2023 2024 당기순이익 비교 차이", names=("9,576억원 증가",)),
    answer("compared", "삼성전자 2023이랑 2024 영업이익 비교해서 얼마나 늘었어", names=("26.16조원 증가",)),
    answer("compared", "하이닉스 2023 2024 매출 비교해서 차이 얼마", names=("33.43조원 증가",)),
    answer("compared", "네이버 2023 2024 영업이익 비교 증감액", names=("4,904억원 증가",)),
    answer("compared", "카카오 2023년과 2024년 매출 비교해서 얼마나 늘었나요", names=("3,147억원 증가",)),
    answer("compared", "삼전 2022 2023 영업이익 비교 감소액", names=("36.81조원 감소",)),
    answer("compared", "현대차 2022년 2023년 매출 비교하면 차이 얼마임", names=("20.51조원 증가",)),
    answer("compared", "하닉 23 24 영업이익 비교 증가액", names=("31.20조원 증가",)),
    answer("compared", "삼성전자 2022 2024 순이익 비교 차이", names=("21.20조원 감소",)),
    answer("compared", "네이버 2023하고 2024 순이익 비교해서 차이", names=("9,470억원 증가",)),
    answer("compared", "카카오 2023 2024 자산총계 비교 증감", names=("5,931억원 증가",)),
    answer("compared", "현대차 2023 2024 부채비율 비교 차이", names=("+5.1%p",)),
    answer("compared", "삼성전자 2023이랑 2024 매출 비교하면 얼마나 늘었어요?", names=("41.94조원 증가",)),
    answer("compared", "SK하이닉스 2022와 2023 영업이익 비교 감소액 알려줘", names=("14.54조원 감소",)),
    answer("compared", "네이버 2022 2023 매출 비교 증가액 얼마", names=("1.45조원 증가",)),
    answer("compared", "현대차 2023, 2024 영업이익 비교해서 차이 알려줘", names=("8,873억원 감소",)),
    answer("compared", "삼성전자 2021 2022 영업이익 비교 차이 얼마나 돼", names=("8.26조원 감소",)),
    answer("compared", "카카오 2023 2024 영업이익 비교하면 차이 나?", names=("6.46억원 감소",)),
    answer("compared", "삼성전자 2023 2024 영업이익률 비교 차이", names=("+8.3%p",)),
    # near misses: 대비 (of which year?), 비교 right after the later year, the later first, two figures or three
    # years, two companies, a multiple, a growth rate, a quarter, judgement
    unanswerable("현대차 2023 2024 매출 대비 차이"),
    unanswerable("현대차 2023 매출 2024 매출 대비 몇 %"),
    unanswerable("삼성전자 2023 영업이익 2024년이랑 비교하면 얼마나 적어"),
    unanswerable("삼성전자 2023 2024 매출 비교 몇 배"),
    unanswerable("삼성전자 2024 2023 영업이익 비교 차이"),
    unanswerable("삼성전자 하이닉스 2023 2024 영업이익 비교 차이"),
    unanswerable("삼성전자 2023 2024 영업이익 매출 비교 차이"),
    unanswerable("삼성전자 2023 2024 2025 영업이익 비교 차이"),
    unanswerable("삼성전자 2023 2024 영업이익 비교해서 2022보다 차이"),
    unanswerable("삼성전자 2023 2024 3분기 영업이익 비교 차이"),
    unanswerable("삼성전자 2023 2024 영업이익 비교해서 왜 늘었어"),
)

GLOSSED: tuple[Case, ...] = (
    answer("glossed", "삼성전자 2024 상반기 영업이익 3분기 누적에서 3분기 빼고", names=("17.05조원",)),
    answer("glossed", "삼전 2024 상반기 매출 (누적에서 3분기 빼서)", names=("145.98조원",)),
    answer("glossed", "카카오 2024년 상반기 연결 매출액(3분기 누적에서 3분기 차감)", names=("3.99조원",)),
    answer("glossed", "하이닉스 2024 상반기 영업이익 (3분기 누적 - 3분기)", names=("8.35조원",)),
    answer("glossed", "네이버 2024년 상반기 순이익, 누적에서 3분기 3개월 뺀 거", names=("8,879억원",)),
    answer("glossed", "현대차 2024 상반기 매출 3분기 누적에서 3분기 빼면", names=("85.68조원",)),
    answer(
        "glossed",
        "삼성전자 2024년 상반기 당기순이익 (3분기보고서 누적에서 3분기 차감해서)",
        names=("16.60조원",),
    ),
    answer("glossed", "하닉 24 상반기 매출 누적에서 3분기 빼고 ㅇㄷ", names=("28.85조원",)),
    answer("glossed", "카카오 2024 상반기 영업이익 3분기 누적−3분기", names=("2,543억원",)),
    answer("glossed", "삼전 24년 상반기 영익 (누적에서 3분기 석 달 빼서)", names=("17.05조원",)),
    answer("glossed", "삼성전자 2024년 4분기 매출 (연간 − 3분기 누적)", names=("75.79조원",)),
    answer("glossed", "하이닉스 2024 4분기 영업이익 연간에서 3분기 누적 빼서", names=("8.08조원",)),
    answer("glossed", "현대차 2024년 4분기 순이익 (사업보고서 연간 − 3분기보고서 누적)", names=("2.47조원",)),
    answer("glossed", "네이버 2024 4분기 매출 연간에서 3분기 누적 빼면", names=("2.89조원",)),
    answer("glossed", "카카오 2024 4분기 영업이익 (1년치에서 3분기 누적 뺀 거)", names=("754억원",)),
    answer("glossed", "삼전 24 4분기 순이익 연간-3분기 누적", names=("7.75조원",)),
    answer("glossed", "하닉 2024년 4분기 매출액, 연간에서 3분기 누적분 차감", names=("19.77조원",)),
    answer("glossed", "현대차 2024 4분기 영업이익 (연간에서 3분기 누적 제외)", names=("2.82조원",)),
    answer("glossed", "삼성전자 2024 상반기 영업이익률 (누적에서 3분기 빼서)", names=("11.7%",)),
    answer("glossed", "네이버 2024년 4분기 영업이익률 (연간에서 3분기 누적 빼고)", names=("18.8%",)),
    # near misses: another working-out, another part of the year, both parts, judgement, a computation asked
    unanswerable("삼성전자 2024 상반기 영업이익 3분기 누적에서 2분기 빼고"),
    unanswerable("삼성전자 2024 4분기 매출 연간에서 상반기 빼서"),
    unanswerable("삼성전자 2024 3분기 매출 누적에서 3분기 빼고"),
    unanswerable("삼성전자 2024 상반기랑 4분기 매출 (누적에서 3분기 빼서)"),
    unanswerable("삼성전자 2024 하반기 매출 누적에서 3분기 빼서"),
    unanswerable("삼성전자 2024 상반기 매출 3분기 누적에서 3분기 빼고 4분기 더해서"),
    unanswerable("삼성전자 2024 누적 매출에서 3분기 빼고"),
    unanswerable("삼성전자 2024 상반기 영업이익 전망 (누적에서 3분기 빼서)"),
    unanswerable("삼성전자 2024 4분기 영업이익 (연간에서 3분기 누적 빼고 계산해봐)"),
    unanswerable("하이닉스 2024 상반기 영업이익 누적에서 3분기 빼면 얼마 남아"),
    # round 13: "전년 4분기" after 4분기 is 전년 동기 (tidy_periods); 2023년 4분기 67.78조 = 258.94 − 191.16조
    answer(
        "glossed", "삼성전자 2024 4분기 매출 (연간 - 3분기 누적) 전년 4분기 대비 증가율", names=("+11.8%",)
    ),
    unanswerable("삼성전자 연간에서 3분기 누적 빼서"),
    unanswerable("삼성전자 2024 상반기 누적에서 3분기 빼서"),
    unanswerable("삼성전자 2024 상반기 매출 (누적에서 3분기 더해서)"),
    unanswerable("삼성전자 2024 반기 순이익 (3분기 누적에서 3분기 뺀 값)"),
    unanswerable("삼성전자 2024 4분기 매출 연간에서 3분기 빼서"),
    unanswerable("삼성전자 2024 상반기 매출 2분기 누적에서 3분기 빼서"),
    unanswerable("카카오 2024 상반기 매출 연간에서 3분기 누적 빼서"),
)

CASES = RELAYED + REQUESTS + RELATIVE + COMPARED + GLOSSED


def test_relayed_reads_the_question_itself() -> None:
    assert relayed("아빠가 삼성전자 2024 영업이익 얼마냐고 물어보세요") == "삼성전자 2024 영업이익 얼마냐"
    assert relayed("동생이 물어봐서 그러는데 카카오 매출 얼마예요?") == "카카오 매출 얼마예요?"
    assert (
        relayed("삼성생명이 삼성전자 주식 몇 주냐고 물어보세요")
        == "삼성생명이 삼성전자 주식 몇 주냐고 물어보세요"
    )
    assert relayed("엄마가 삼성전자 2024 매출 얼마야") == "엄마가 삼성전자 2024 매출 얼마야"  # no asking


@pytest.mark.parametrize("case", CASES, ids=[c.question for c in CASES])
async def test_round12(case: Case, tmp_path: Path) -> None:
    reply = await keyless_reply(case.question, tmp_path)
    quick = reply.markdown if reply is not None and reply.path == "quick" else None
    if case.answerable:
        assert quick is not None and all(n in quick for n in case.names), quick
        return
    assert quick is None, quick
