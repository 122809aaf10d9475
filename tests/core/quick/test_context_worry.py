"""The writer's own position and worry before a question (``core.quick.context``, ``core.quick.context_shapes``):
"하닉 들고 있는데 재무가 탄탄한지 궁금해서요. 24년 말 자본총계 얼마예요?" names the company in a clause about the
writer's holding, and a worry said by the grammar of a guess ("…나 싶어서요", "…ㄴ 것 같아서요", "…지
궁금해서요", "걱정돼서요"). The holding clause gives the company; the worry goes when its nouns are topics or
figures the question names. Near misses defer: a product, a region, a segment, the share price or another
company in the worry, a figure the question does not name, a company held by another ("삼성생명이 삼성전자 들고
있는데" is a holder's stake, read as such)."""

from __future__ import annotations

from datetime import date

import pytest

from core.quick import QuickQuery, parse_question
from tests.conftest import companies

TODAY = date(2026, 11, 21)


@pytest.mark.parametrize(
    ("text", "name", "metrics"),
    [
        ("카카오 들고 있는데 빚이 걱정돼서요. 2024년 말 부채총계 얼마예요?", "카카오", ("liabilities",)),
        (
            "현대차 들고 있는데 빚이 많은 것 같아서요. 2024년 부채비율 몇 %예요?",
            "현대자동차",
            ("debt_ratio",),
        ),
        (
            "네이버 물려 있는데 회사가 돈은 잘 버나 싶어서요. 2023년 영업이익 얼마였죠",
            "NAVER",
            ("operating_income",),
        ),
        (
            "SK하이닉스 오래 갖고 있는데 재무가 괜찮은지 궁금해서요. 2023년 자본총계 알려주세요",
            "SK하이닉스",
            ("equity",),
        ),
        ("삼성전자 조금 갖고 있어서요 2022년 순이익률 몇 %인가요", "삼성전자", ("net_margin",)),
        ("카카오 손절할까 고민 중이라서요. 2023년 순이익 얼마였어요?", "카카오", ("net_income",)),
        ("현대차 물타기 고민 중이라서요. 2024년 3분기 매출 얼마였어요?", "현대자동차", ("revenue",)),
        (
            "삼성전자 들고 있는데 실적이 꺾였나 싶어서요. 2024년 영업이익 얼마예요?",
            "삼성전자",
            ("operating_income",),
        ),
    ],
)
def test_a_holding_and_a_worry_leave_the_question(text: str, name: str, metrics: tuple[str, ...]) -> None:
    parsed = parse_question(text, companies(), today=TODAY)
    assert isinstance(parsed, QuickQuery), text
    assert [c.name for c in parsed.companies] == [name] and parsed.metrics == metrics


def test_companies_held_together_are_the_question_s() -> None:
    parsed = parse_question(
        "삼전이랑 하닉 둘 다 들고 있는데요. 2024년 영업이익 각각 얼마예요?", companies(), today=TODAY
    )
    assert isinstance(parsed, QuickQuery)
    assert [c.name for c in parsed.companies] == ["삼성전자", "SK하이닉스"]


@pytest.mark.parametrize(
    "text",
    [
        "현대차 들고 있는데 투싼이 걱정돼서요. 2024년 매출 얼마예요?",
        "현대차 들고 있는데 미국이 걱정돼서요. 2024년 매출 얼마예요?",
        "삼성전자 들고 있는데 반도체가 걱정돼서요. 2024년 영업이익 얼마예요?",
        "삼성전자 들고 있는데 환율이 걱정돼서요. 2024년 영업이익 얼마예요?",
        "삼성전자 들고 있는데 주가가 떨어진 것 같아서요. 2024년 순이익 얼마예요?",
        "네이버 들고 있는데 광고가 잘 되나 싶어서요. 2024년 매출 얼마예요?",
        "카카오 들고 있는데 카카오뱅크가 걱정돼서요. 2024년 순이익 얼마예요?",
        "카카오 들고 있는데 빚이 걱정돼서요. 2024년 매출 얼마예요?",
        "삼성전자 들고 있는데 배당이 걱정돼서요. 2023년 순이익 얼마예요?",
        "하닉 들고 있는데 삼전이 걱정돼서요. 2024년 영업이익 얼마예요?",
        "삼성전자 들고 있는데 작년 실적이 꺾였나 싶어서요. 2024년 영업이익 얼마예요?",
        "삼성전자 들고 있는데 분기 실적이 꺾였나 싶어서요. 2024년 영업이익 얼마예요?",
        "삼성전자 10년째 들고 있어서 옛날 숫자도 보고 싶네요. 영업이익 얼마였어요?",
    ],
)
def test_a_worry_that_says_more_defers(text: str) -> None:
    assert not isinstance(parse_question(text, companies(), today=TODAY), QuickQuery)


def test_a_company_held_by_another_stays_its_holder() -> None:
    parsed = parse_question("삼성생명이 삼성전자 들고 있는데, 지분율 몇 %예요?", companies(), today=TODAY)
    assert not isinstance(parsed, QuickQuery) or parsed.metrics == ("ownership",)


@pytest.mark.parametrize(
    ("text", "metrics", "years"),
    [
        ("카카오 2023년에 1.8조 적자 났던 거 맞나요? 순손실 정확한 금액요", ("net_income",), (2023,)),
        ("네이버 2024년 영업이익 2조 찍었던 거 맞지?", ("operating_income",), (2024,)),
        ("삼성전자 2022년 순이익 55조였나?", ("net_income",), (2022,)),
        ("현대차 2024년 매출 175조였던 거 맞나요", ("revenue",), (2024,)),
    ],
)
def test_a_figure_asked_to_be_confirmed_goes(
    text: str, metrics: tuple[str, ...], years: tuple[int, ...]
) -> None:
    """A remembered figure the writer asks to confirm ("…났던 거 맞나요?", "…였나?"): the true one is answered."""
    parsed = parse_question(text, companies(), today=TODAY)
    assert isinstance(parsed, QuickQuery), text
    assert (parsed.metrics, parsed.period.years) == (metrics, years)


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 2024년 영업이익 5조 늘었던 거 맞나요?",  # a change remembered: the change is asked
        "삼성전자 영업이익 6조였던 거 맞나요?",  # no year: the figure may be what tells it
        "삼성전자 영업이익 6조였던 거 맞나요? 몇 년도였죠?",
        "삼성전자 2023년 영업이익 6조 넘었던 거 맞죠? 그해 매출은요?",
        "현대차 2024년 매출 175조였던 거 맞나요 달러로는 얼마예요",
        "하이닉스 2024년 영업이익 23조 찍었던 거 맞지? 반도체 부문만",
    ],
)
def test_a_confirmed_figure_the_rest_leans_on_stays(text: str) -> None:
    assert not isinstance(parse_question(text, companies(), today=TODAY), QuickQuery)
