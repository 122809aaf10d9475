"""The eighth chat set's tuning round (tuning half only), part 3: months written out as a quarter ("1월부터 9월까지",
"9월 말에") and "몇 배가 되었습니까". Each reading with its right answer (figures from the raw recorded rows) and the
near misses that must still defer or be read otherwise."""

from __future__ import annotations

import pytest

from core.data.services import DataServices
from tests.core.quick.reading import TODAY, deferred, query
from tests.core.quick.recorded import key_account
from tests.core.quick.test_answers import quick

_Q3 = "11014"


@pytest.mark.parametrize(
    ("text", "quarter", "ytd"),
    [
        ("삼성전자 2023년 1월부터 9월까지 순이익이 얼마였나요~?", 3, True),
        ("삼성전자 2024년 7월부터 9월까지 매출", 3, False),
        ("삼성전자 2024년 1월부터 6월까지 매출", 2, True),
        ("네이버 2024년 9월 말에 자산이 얼마나 있었나요~?", 3, False),
    ],
)
def test_months_from_and_to_are_a_quarter(text: str, quarter: int, ytd: bool) -> None:
    period = query(text).period
    assert (period.kind, period.quarter, period.ytd) == ("quarter", quarter, ytd)


async def test_the_nine_months_said_in_months(data: DataServices) -> None:
    answer = await quick("삼성전자 2023년 1월부터 9월까지 순이익이 얼마였나요~?", data, today=TODAY)
    assert answer is not None
    assert answer.figures["삼성전자.2023Q3.net_income"] == key_account(
        "삼성전자",
        2024,
        "CFS",
        "당기순이익(손실)",
        column="frmtrm_add_amount",
        report=_Q3,  # 2023's, a year on
    )


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 2023년 2월부터 9월까지 순이익",  # eight months: no report's period
        "삼성전자 2023년 3월부터 9월까지 순이익",
        "삼성전자 2023년 9월 말에서 12월 말까지 순이익",  # a span of two month ends
    ],
)
def test_other_months_defer(text: str) -> None:
    deferred(text)


def test_a_multiple_asked_with_its_particle() -> None:
    asked = query("현대자동차의 2024년 매출액은 2021년의 몇 배가 되었습니까")
    assert asked.times and asked.period.years == (2021, 2024)


@pytest.mark.parametrize(
    "text",
    [
        "현대자동차의 2021년 매출액은 2024년의 몇 배가 되었습니까",  # the later year as the base
        "현대자동차 매출액 몇 배가 되었습니까",  # no base said
        "현대자동차 2024년 매출액이 2021년보다 몇 배가 더 컸습니까",  # a multiple and a gap
    ],
)
def test_a_multiple_without_a_clear_base_defers(text: str) -> None:
    deferred(text)


# --- a company named only in a clause of context -------------------------------------------------------------


async def test_the_company_said_in_the_context_is_the_question_s(data: DataServices) -> None:
    text = "주말에 포트폴리오 정리하다가 궁금해서요\n현대차가 빚이 많다는 얘기가 있던데\n2024년 말 부채총계 얼마예요?"
    answer = await quick(text, data, today=TODAY)
    assert answer is not None
    assert answer.figures["현대자동차.FY2024.liabilities"] == key_account(
        "현대자동차", 2024, "CFS", "부채총계"
    )


@pytest.mark.parametrize(
    ("text", "company"),
    [
        ("요즘 현대차 얘기가 많아서 숫자를 보려고요\n2023년 영업이익 전년 대비 몇 % 늘었어요?", "현대자동차"),
        ("하이닉스가 턴어라운드했다는 얘기를 들어서요\n2024년 1~3분기 누적 순이익은 얼마예요?", "SK하이닉스"),
        ("우리 아들이 카카오 주식을 샀다는데 2024년 순이익 좀 알려주세요^^", "카카오"),
        ("삼성 얘기가 많아서요\n2024 영업이익 얼마예요", "삼성전자"),  # the group's reading, with its note
    ],
)
def test_a_company_in_a_clause_of_context(text: str, company: str) -> None:
    assert [c.name for c in query(text).companies] == [company]


@pytest.mark.parametrize(
    "text",
    [
        "현대차 얘기가 많아서요\n기아 2023 영업이익 얼마",  # another company in the question: which one?
        "삼성전자 얘기가 많던데\n하이닉스 2024 영업이익 얼마예요",
        "현대차랑 기아 얘기가 많아서요\n2024 영업이익 얼마예요",  # two companies in the context
        "현대차 전기차 판매가 늘었다는데\n2024 매출 얼마예요?",  # a segment: the figure may be its
        "카카오 주가가 많이 떨어졌다던데\n2024 순이익 얼마예요",  # the market
        "하이닉스가 HBM으로 돈을 많이 번다는데\n2024 영업이익 얼마예요",  # a product
        "카카오 자회사 얘기가 많던데\n2024 순이익 얼마예요",  # a subsidiary
        "현대차 빚이 많다는 얘기가 있던데\n2024 매출 얼마예요",  # another figure in the context
        "현대차 2023년 실적 보고 있는데요\n영업이익 얼마였죠?",  # the year in the context: which is asked?
    ],
)
def test_a_company_in_the_context_with_more_defers(text: str) -> None:
    deferred(text)
