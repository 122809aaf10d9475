"""Adversarial review, round 5, of the chat7 reader rules ("차이 얼마나 나요", "몇 배" said as a percentage too,
액면가, "현금배당 총액", a guess asked "N조 정도?", 소액주주 and "보유 주식 비율") and the concepts added beside them
(지배주주 순이익, 법인세비용 / 세전순이익, 희석주당이익). Every message below was answered with a figure other than
the one asked before the fix (said in the comment beside it); each must now defer. Probes the rules still read
right follow each group, with their figures from the raw recorded rows."""

from __future__ import annotations

import pytest

from core.data.services import DataServices
from tests.core.quick.reading import TODAY, deferred, query
from tests.core.quick.recorded import key_account
from tests.core.quick.test_answers import quick

# --- two companies set against each other, each side its own figure --------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # answered with 영업이익 ÷ 영업이익 (1.39배) and 순이익 ÷ 순이익, not 삼성전자 영업이익 ÷ 하이닉스 순이익
        "삼성전자 2024 영업이익이 하이닉스 순이익의 몇 배",
        "삼성전자 2024 영업이익이 하이닉스 순이익의 몇 배야",
        "삼성전자 2024 매출이 하이닉스 영업이익의 몇 배",
        "네이버 2024 부채가 카카오 자본의 몇 배",
        "삼성전자 2024 자산이 하이닉스 부채의 몇 배",
        "하이닉스 2024 매출이 삼성전자 영업이익의 몇 배",
        "하이닉스 2024 매출은 삼성전자 영업이익 대비 몇 배",
        "삼성전자 매출 대비 하이닉스 영업이익 2024 몇 배",
        "삼성전자 2024 영업이익이 하이닉스의 몇 배 순이익은",
        "네이버 2024 매출 카카오의 몇 배 영업이익은",
        # the same as a share: 139.5% was 영업이익 ÷ 영업이익
        "삼성전자 2024 영업이익이 하이닉스 매출의 몇 %",
        "삼성전자 2024 순이익이 하이닉스 영업이익의 몇 %",
        # and as a gap: 9.26조원 was the operating profits' gap
        "삼성전자 2024 영업이익이랑 하이닉스 순이익 차이",
        "삼성전자 2024 영업이익과 하이닉스 순이익 차이는",
        "삼성전자 2024 영업이익 하이닉스 매출 차이",
        "네이버 2024 영업이익 카카오 순이익이랑 차이 얼마나 나요",
        # a quarter or a year of one side only: answered with both companies' 3분기
        "삼성전자 2024 3분기 영업이익이 하이닉스 2024 영업이익의 몇 배",
        "삼성전자 2024 영업이익이 하이닉스 3분기 영업이익의 몇 배",
        "네이버 2024 매출 카카오 3분기 매출이랑 차이 얼마나 나요",
        "네이버 2024 영업이익이 카카오 2023 영업이익의 몇 배",
        # a basis of one side only: answered with both companies' 별도
        "삼성전자 2024 영업이익이 하이닉스 별도 영업이익의 몇 배",
        "삼성전자 2024 별도 영업이익이랑 하이닉스 영업이익 차이",
    ],
)
def test_each_side_its_own_figure_defers(text: str) -> None:
    deferred(text)


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 2024 매출이 하이닉스 매출의 몇 배인지",  # the year named once is both sides'
        "카카오 2024 영업이익이 네이버 영업이익 몇 배",
        "삼성전자 자산이 네이버 자산의 몇 배? 2024년 기준",  # after the question: both sides' year
        "카카오 매출이 네이버 매출의 몇 % 정도야 2023년",
        "삼성전자 2024 영업이익이 하이닉스의 몇 배 별도로",  # the basis of the whole question
        "삼성전자랑 하이닉스 2024 매출이랑 영업이익 몇 배",  # each figure's multiple
        "삼성전자랑 하이닉스 2024 영업이익 차이 얼마나 나요",
    ],
)
def test_the_same_figure_on_both_sides_is_still_read(text: str) -> None:
    asked = query(text)
    assert len(asked.companies) == 2 and asked.kind == "comparison"


async def test_a_multiple_either_way_round_is_the_first_over_the_second(data: DataServices) -> None:
    naver = key_account("NAVER", 2024, "CFS", "영업이익")
    kakao = key_account("카카오", 2024, "CFS", "영업이익")
    answer = await quick("카카오 대비 네이버 2024 영업이익 몇 배", data, today=TODAY)
    assert answer is not None and f"카카오의 {naver / kakao:,.2f}배" in answer.markdown
    answer = await quick("네이버 대비 카카오 2024 영업이익 몇 배", data, today=TODAY)
    assert answer is not None and f"NAVER의 {kakao / naver:,.2f}배" in answer.markdown


# --- what a line reads as its figure but is not ------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # 주당액면가액 100원 for the total face value (자본금) or a change no line says
        "삼성전자 액면가 총액",
        "삼성전자 액면가 전체",
        "삼성전자 액면가 전년 대비",
        # a stock dividend answered with the cash one (삼성전자 paid none): 현금배당금총액 9.81조원, DPS 1,444원
        "삼성전자 2023 주식배당 총액",
        "삼성전자 2023 주식 배당 총액",
        "삼성전자 2023 주식배당금총액",
        "삼성전자 2023 배당금 총액 주식",
        "삼성전자 2023 주식배당",
        "삼성전자 2023 주식배당금",
        "삼성전자 2023 현금배당이랑 주식배당",
        # 현금 read as 현금및현금성자산 beside the dividend total
        "삼성전자 2023 배당 총액 현금이랑 주식",
        "삼성전자 2023 현금이랑 주식 배당 총액",
        # the year-end payment of a company paying quarterly, answered with the year's (1,444원, 9.81조원)
        "삼성전자 2023 기말 현금배당 총액",
        "삼성전자 2023 기말 배당 총액",
        "삼성전자 2023 연말 현금배당 총액",
        "삼성전자 2023 기말배당",
        "삼성전자 2023 기말 배당금",
        "삼성전자 2023 연말 배당금",
        # tax paid, answered with the expense (−4.48조원, a benefit)
        "삼성전자 2023 법인세 얼마 냈어",
        "삼성전자 2023 법인세 얼마나 냈나요",
        "SK하이닉스 2023 법인세 얼마 냈는지",
        "SK하이닉스 2023 법인세 납부했어?",
        # the owners' equity, answered with the owners' net income (14.47조원)
        "삼성전자 2023 지배기업 소유주지분",
        "삼성전자 지배기업 소유주지분",
        "삼성전자 2023 지배기업소유주지분",
        # another figure's margin, answered with that figure and the operating margin (2.5%)
        "삼성전자 2023 지배주주 순이익 마진",
        "삼성전자 2023 지배순이익 마진",
        "삼성전자 2023 세전이익 마진",
    ],
)
def test_what_the_line_does_not_say_defers(text: str) -> None:
    deferred(text)


@pytest.mark.parametrize(
    ("text", "metrics"),
    [
        ("삼성전자 2023 액면가", ("par_value",)),
        ("삼성전자 액면가 변동", ("par_value",)),  # the years' face values side by side
        ("삼성전자 2023 현금배당 총액", ("dividend_total",)),
        ("삼성전자 2023 연간 현금배당 총액", ("dividend_total",)),
        ("삼성전자 2023 연간 배당금", ("dps",)),
        ("SK하이닉스 2023 법인세 얼마", ("income_tax",)),
        ("삼성전자 2023 지배기업 소유주지분 순이익", ("net_income_owners",)),
        ("삼성전자 2023 순이익 마진", ("net_margin",)),
        ("삼성전자 2023 영업 마진", ("operating_margin",)),
        ("삼성전자 2023 마진", ("operating_margin",)),
    ],
)
def test_the_figures_lines_are_still_read(text: str, metrics: tuple[str, ...]) -> None:
    assert query(text).metrics == metrics


# --- a preferred share's name: its class's holders and dividend total --------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자우 소액주주",  # the common shares' 소액주주 row
        "삼성전자우 2023 소액주주 수",
        "삼성전자우 최대주주 지분율",  # 삼성생명's common stake
        "삼성전자우 현금배당 총액",  # both classes' total
    ],
)
def test_a_preferred_shares_holders_and_total_defer(text: str) -> None:
    deferred(text)


def test_a_preferred_shares_dividend_and_face_value_are_still_read() -> None:
    assert query("삼성전자우 배당금").metrics == ("dps",)  # the line shows the preferred DPS
    assert query("삼성전자우 액면가").metrics == ("par_value",)  # one face value for every class


# --- a guess said of a part of the year or a basis after the question --------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # answered with the quarter, the half or the basis of the guess, not the year asked
        "삼성전자 2024 영업이익 얼마야? 4분기는 6조 정도?",
        "삼성전자 2024 영업이익 알려줘 3분기는 9조 정도?",
        "삼성전자 2024 영업이익 얼마야? 별도로는 12조 정도?",
        "삼성전자 2024 영업이익 얼마야? 3분기 누적 26조 정도?",
        "삼성전자 2024 영업이익 얼마야? 4분기는 6조 맞지?",
        "삼성전자 2024 영업이익 알려줘 별도로는 12조 맞나요?",
        "삼성전자 2024 영업이익 얼마야? 3분기 누적 26조 넘었지?",
        "삼성전자 2024 영업이익 알려줘 상반기는 17조 넘었나?",
    ],
)
def test_a_guess_of_a_part_of_the_year_defers(text: str) -> None:
    deferred(text)


@pytest.mark.parametrize(
    ("text", "quarter"),
    [
        ("삼성전자 2024 영업이익 32조 정도?", None),
        ("삼성전자 2024 영업이익 32조원쯤?", None),
        ("삼성전자 2024 영업이익 3분기 9조 정도?", 3),  # the quarter is the question's own
        ("삼성전자 2024 영업이익 얼마야? 하이닉스는 23조 정도?", None),
    ],
)
def test_a_guess_of_the_figure_asked_still_goes(text: str, quarter: int | None) -> None:
    assert query(text).period.quarter == quarter
