"""The eighth chat set's tuning round (tuning half only), part 1: general readings for the phrasings it deferred,
each with its right reading (figures from the raw recorded rows where the answer is checked) and the near misses
that must still defer or be read otherwise.

Readings: two companies typed in one word ("네이버카카오", "삼성이랑하이닉스", "하이닉스2024년3분기매출이삼성전자"); a
comparative's formal ending ("더 낮습니까", "더 큽니까"); "에 비해" as 대비; "더 많이 낸 곳"; "차이남"."""

from __future__ import annotations

import pytest

from core.data.services import DataServices
from tests.core.quick.reading import TODAY, deferred, query
from tests.core.quick.recorded import key_account
from tests.core.quick.test_answers import quick

# --- two companies typed in one word ------------------------------------------------------------------------


async def test_two_names_typed_as_one_word(data: DataServices) -> None:
    gap = key_account("NAVER", 2023, "CFS", "당기순이익(손실)") - key_account(
        "카카오", 2023, "CFS", "당기순이익(손실)"
    )
    answer = await quick("네이버카카오2023순이익차이얼마에요", data, today=TODAY)
    assert answer is not None and answer.figures["NAVER-카카오.FY2023.net_income"] == gap


def test_two_names_joined_by_a_particle() -> None:
    asked = query("삼성이랑하이닉스2022년영업이익차이얼마였어요")
    assert [c.name for c in asked.companies] == ["삼성전자", "SK하이닉스"] and asked.difference
    asked = query("삼성생명과삼성물산 2024 순이익")
    assert [c.name for c in asked.companies] == ["삼성생명", "삼성물산"]


async def test_two_names_with_the_figure_between(data: DataServices) -> None:
    share = key_account("SK하이닉스", 2024, "CFS", "매출액", report="11014") / key_account(
        "삼성전자", 2024, "CFS", "매출액", report="11014"
    )
    answer = await quick("하이닉스2024년3분기매출이삼성전자의몇퍼센트에요", data, today=TODAY)
    assert answer is not None
    assert answer.figures["SK하이닉스/삼성전자.2024Q3.revenue"] == pytest.approx(share * 100)


@pytest.mark.parametrize(
    "text",
    [
        "삼성자산운용 2024 매출",  # 삼성 + 운용: the second part names no company
        "삼성전자서비스 2024 매출",  # a subsidiary, not 삼성전자 and a word
        "카카오엔터 2024 매출",  # 카카오 + 엔터
        "현대차그룹 2024 매출",  # a group, not 현대차 and another company
        "삼성전자우삼성전자 2023 배당",  # a preferred share's name is no confident name
        "하이닉스2024년매출이마트",  # 마트 alone names no company
    ],
)
def test_a_word_that_does_not_split_into_two_companies(text: str) -> None:
    deferred(text)


# --- a comparative's formal ending, "에 비해", "낸 곳", "차이남" ----------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "2024년 부채비율은 SK하이닉스와 NAVER 중 어느 회사가 더 낮습니까",
        "삼성전자와 하이닉스 중 2024 매출 어디가 더 큽니까",
        "네이버랑 카카오 중에 2024년 3분기 순이익 더 많이 낸 곳은요~?",
    ],
)
def test_which_of_two_is_a_comparison(text: str) -> None:
    assert query(text).kind == "comparison"


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 2024 영업이익 좋습니까",  # a judgement, however politely
        "삼성전자 2024 매출 괜찮습니까",
        "삼성전자랑 하이닉스 중 2024 법인세 더 많이 낸 곳",  # tax paid in cash, not the expense
        "삼성전자 2024년 매출 어떻습니까",  # how it went: a judgement
    ],
)
def test_a_formal_ending_carries_no_question_of_its_own(text: str) -> None:
    deferred(text)


def test_a_dividend_paid_more_is_the_cash_paid_as_well() -> None:
    asked = query("삼성전자랑 하이닉스 중 2023 배당 더 많이 낸 곳")
    assert asked.metrics == ("dps", "dividends_paid")


async def test_against_an_earlier_year_end(data: DataServices) -> None:
    before = key_account(
        "NAVER", 2023, "CFS", "자산총계", column="frmtrm_amount"
    )  # FY2022, as the next report has it
    change = key_account("NAVER", 2024, "CFS", "자산총계") - before
    answer = await quick(
        "NAVER의 2024년 말 자산총계는 2022년 말에 비해 얼마나 증가하였습니까", data, today=TODAY
    )
    assert answer is not None and answer.figures["NAVER.FY2022-FY2024.assets.change"] == change


def test_against_the_same_quarter_a_year_before() -> None:
    asked = query("현대자동차 2024년 4분기 영업이익은 전년 같은 분기에 비해 몇 퍼센트 변하였습니까")
    assert asked.period.quarter == 4 and asked.period.years == (2024,) and asked.moved


def test_against_another_company() -> None:
    asked = query("삼성전자에 비해 하이닉스 2024 매출 몇 %")
    assert [c.name for c in asked.companies] == ["SK하이닉스", "삼성전자"] and asked.share
    assert query("삼성전자 2024 매출 하이닉스에 비해 몇 배").times


@pytest.mark.parametrize(
    "text",
    [
        "2023년에 비해 2022년 삼성전자 매출 얼마나 늘었어",  # the base after the year set against it
        "코로나 때에 비해 삼성전자 2024 매출 얼마나 늘었어",  # a time with no year
        "삼성전자 2024 매출 하이닉스에 비해 몇 배 더 컸나요",  # a multiple and a gap at once
        "삼성전자 2024 영업이익 매출에 비해 얼마야",  # one figure against another: a ratio no line gives
    ],
)
def test_what_is_set_against_unclearly_defers(text: str) -> None:
    deferred(text)


def test_how_far_apart_said_with_its_noun() -> None:
    assert query("네이버 카카오 23 영익 얼마나 차이남").difference
    assert query("현차 카카오 24 매출 차이남").difference


@pytest.mark.parametrize(
    "text",
    [
        "네이버 카카오 23 영익 몇배 차이남",  # a multiple and a gap: which is not said
        "삼성전자 23 영익 차이남",  # one company, one year: apart from what?
        "네이버 카카오 23 차이남",  # no figure named
    ],
)
def test_how_far_apart_needs_two_sides_and_a_figure(text: str) -> None:
    deferred(text)
