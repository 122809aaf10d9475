"""An adversarial review of the context rules (``core.quick.context``): a clause of context, a remembered
figure or a request form that changes WHICH figure is asked must make the reader defer, never answer the
company total, another basis, unit or period. Each message below was answered with a figure before the
fix (the company total for a product, a plant or a currency; the consolidated figure for 소유주 귀속분; the
latest year for "몇 분기였지?")."""

from __future__ import annotations

from datetime import date

import pytest

from core.quick import QuickQuery, parse_question
from core.quick.context import unwrap
from core.quick.context_words import unknown_noun
from tests.conftest import companies

TODAY = date(2026, 11, 27)


@pytest.mark.parametrize(
    "text",
    [
        # a product, a brand, a service, a plant or a region named only in the clause of context
        "투싼 때문에 그러는데 현대차 2024년 매출 알려줘",
        "투싼 땜에 그러는데 현대차 2024년 매출 알려줘",
        "투싼 담당이라서요, 현대차 2024년 매출 알려줘",
        "싼타페 신차 효과 궁금해서요, 현대차 2024년 영업이익 알려주세요",
        "팰리세이드 때문에 그러는데 현대차 2023년 영업이익 얼마였어?",
        "엑시노스 팀이라서요, 삼성전자 2024년 영업이익 알려줘",
        "냉장고 자료 만드는 중인데 삼성전자 2024년 매출 알려줘",
        "서버용 수요 보려고 하는데 SK하이닉스 2024년 매출 알려줘",
        "치지직 기획하는 중인데 네이버 2024년 매출 알려줘",
        "스마트스토어 성과 보려고요, 네이버 2024년 영업이익 알려줘",
        "픽코마 보려고 하는데 카카오 2024년 매출 알려줘",
        "택시 때문에 그러는데 카카오 2024년 매출 알려줘",
        "울산공장 때문에 그러는데 현대차 2024년 매출 알려줘",
        "동남아 때문에 그러는데 현대차 2024년 매출 알려줘",
        "관계사 거 보려는데 삼성전자 2024년 순이익 알려줘",
        # a basis, a unit, a currency or a period said only there
        "잠정치로 보려는데 삼성전자 2024년 영업이익 알려줘",
        "소유주 귀속분 필요해서요, 삼성전자 2024년 순이익 알려줘",
        "주주 입장에서 보려는데 삼성전자 2024년 순이익 알려줘",
        "미화로 보려는데 삼성전자 2024년 매출 알려줘",
        "엔으로 보려는데 삼성전자 2024년 매출 알려줘",
        "불로 환전하려는데 삼성전자 2024년 매출",
        "하루 평균으로 보려는데 삼성전자 2024년 매출 알려줘",
        "머릿수로 나눠 보려는데 삼성전자 2023년 영업이익 알려줘",
        "석달치 필요해서요 삼성전자 2024년 영업이익",
        # what is left out, in words the blocking list did not hold
        "충당금 효과 제거하고 보려는데 삼성전자 2024년 영업이익 알려줘",
        "일시적인 거 제하고 보려는데 삼성전자 2024년 영업이익 알려줘",
        "하만은 배제하고 보려는데 삼성전자 2024년 매출 알려줘",
    ],
)
def test_a_clause_naming_what_is_looked_at_is_never_taken_out(text: str) -> None:
    assert unwrap(text, companies()) == text
    assert not isinstance(parse_question(text, companies(), today=TODAY), QuickQuery)


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 영업이익이 6조 정도였던 것 같은데 몇 분기였지?",  # asked: which quarter
        "삼성전자 영업이익 6조쯤이었던 것 같은데 그 분기 매출은?",  # asked: that quarter's revenue
        "카카오 2024년 영업이익 4,600억이었던 것 같은데 그보다 높았던 해는?",
        "삼성전자 2023년 부채비율 25%쯤이었던 것 같은데 그 전년도는?",
        "매출 300조 넘었던 것 같은데 삼성전자 영업이익은 얼마였어?",  # no year: the figure tells it
    ],
)
def test_a_remembered_figure_the_rest_points_back_to_stays(text: str) -> None:
    assert not isinstance(parse_question(text, companies(), today=TODAY), QuickQuery)


def test_a_remembered_figure_asked_again_is_still_dropped() -> None:
    """ "몇 %야?" asks the same figure again: the guess goes, the true figure is answered."""
    asked = parse_question(
        "현대차 2023년 영업이익률이 9% 넘었던 것 같은데 정확히 몇 %야?", companies(), today=TODAY
    )
    assert isinstance(asked, QuickQuery) and asked.metrics == ("operating_margin",)


@pytest.mark.parametrize(
    ("word", "noun"),
    [
        ("투싼", True),
        ("담당이라서요", True),  # the noun before a copula
        ("미화로", True),
        ("엑시노스", True),
        ("팰리세이드", True),  # 세 inside a name is no honorific ending
        ("보고서에", False),
        ("자료인데요", False),
        ("찾으셔서요", False),
        ("어땠는지", False),
        ("넣어야", False),
        ("급하게", False),
        ("업체들", False),
    ],
)
def test_an_unknown_word_of_a_context_clause_is_a_verb_or_a_known_topic(word: str, noun: bool) -> None:
    assert unknown_noun(word) is noun
