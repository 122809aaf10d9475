"""Shapes of a clause of context that say nothing about which figure is asked (``core.quick.context_shapes``),
and a figure a reason names that the writer works out of the one asked (``core.quick.context``): an industry
before its head ("반도체 업황", "완성차 업체끼리"), a known Latin figure name (PER), a question embedded in a
purpose ("언제였는지 보려고요"), "PER 계산해 보려고 하는데 … EPS". Each answered reading has near misses that
must still defer: a segment before a figure, an era or a document, a region, a company, a Latin word the
reader does not know, a change asked in the context but not in the question, a figure not worked out of the
one asked, a question that sets one figure against another."""

from __future__ import annotations

from datetime import date

import pytest

from core.quick import QuickQuery, parse_question
from tests.conftest import companies

TODAY = date(2026, 11, 21)


def _parsed(text: str) -> QuickQuery:
    parsed = parse_question(text, companies(), today=TODAY)
    assert isinstance(parsed, QuickQuery), text
    return parsed


@pytest.mark.parametrize(
    ("text", "metrics", "years"),
    [
        # an industry before its head
        ("반도체 업황 보려고요, 삼성전자 2024년 영업이익 얼마예요?", ("operating_income",), (2024,)),
        ("인터넷 업종 비교 중이라서요, 카카오 2023년 순이익 얼마였어요?", ("net_income",), (2023,)),
        ("게임 업체들 비교하는 중인데요, 카카오 2024년 영업이익 알려주세요", ("operating_income",), (2024,)),
        ("완성차 업체끼리 비교하려고 하는데 현대차 2024년 부채비율 몇 %예요?", ("debt_ratio",), (2024,)),
        ("자동차주 공부 중이에요. 현대차 2023년 매출 알려주세요", ("revenue",), (2023,)),
        ("2차전지 업황 정리 중인데, 삼성전자 2024년 매출 알려주세요", ("revenue",), (2024,)),
        ("반도체 스터디 자료용입니다. SK하이닉스 2024년 영업이익 얼마예요?", ("operating_income",), (2024,)),
        ("NAVER 2024년 영업이익 얼마예요? 광고 업황 좋았다고 해서요", ("operating_income",), (2024,)),
        # a figure the writer works out of the one asked
        ("PER 계산해 보려고 하는데 삼성전자 2023년 EPS 얼마예요?", ("eps",), (2023,)),
        ("PBR 계산하려는데 삼성전자 2023년 자본총계 알려주세요", ("equity",), (2023,)),
        ("마진 분석 중이라서요, 삼성전자 2023년 판관비 얼마였어요?", ("sga",), (2023,)),
        ("배당 재원 보려고요, 삼성전자 2023년 당기순이익 얼마였어요?", ("net_income",), (2023,)),
        # a question embedded in a purpose
        ("바닥이 언제였는지 보려고요. 삼성전자 2023년 영업이익 얼마였어요?", ("operating_income",), (2023,)),
        ("타격이 얼마나 컸는지 보려고 하는데 SK하이닉스 2023년 순손실 얼마였나요?", ("net_income",), (2023,)),
        (
            "부채가 얼마나 늘었는지 보려고 하는데, 현대차 2022년과 2024년 부채총계 비교 부탁해요",
            ("liabilities",),
            (2022, 2024),
        ),
    ],
)
def test_a_clause_of_context_shaped_so_goes(
    text: str, metrics: tuple[str, ...], years: tuple[int, ...]
) -> None:
    parsed = _parsed(text)
    assert parsed.metrics == metrics
    assert parsed.period.years == years


@pytest.mark.parametrize(
    "text",
    [
        # a segment before a figure, an era, a document, or restricted
        "반도체 실적 보려고요, 삼성전자 2024 영업이익",
        "반도체 자료 만드는 중인데, 삼성전자 2024 영업이익 알려주세요",
        "냉장고 업황 자료 만드는 중인데 삼성전자 2024년 매출 알려줘",
        "메모리 호황기 숫자 보려고, 삼성전자 2021년 영업이익 얼마였어?",
        "반도체 부문 업황 보려고요, 삼성전자 2024년 영업이익 얼마예요?",
        "광고 매출 보려고요, 네이버 2024년 매출 얼마예요?",
        "반도체 매출 비교 중인데, 삼성전자 2024년 매출 알려주세요",
        "반도체 업황 때문에 그러는데 삼성전자 반도체 영업이익 2024년 얼마예요?",
        "게임 매출 스터디 자료용입니다. 카카오 2024년 영업이익 얼마예요?",
        # a region, a company, a product, a Latin word the reader does not know
        "미국 업체들 보려고요, 삼성전자 2024년 매출 알려주세요",
        "중국 업황 보려고요, 삼성전자 2024년 매출 알려주세요",
        "카카오 업종이라서요, 네이버 2024년 매출 알려주세요",
        "HBM 업체들 비교 중인데, SK하이닉스 2024년 매출 알려주세요",
        "냉장고 업황 보려고요, 삼성전자 2024년 매출 알려주세요",
        "투싼 업계 반응 보려고요, 현대차 2024년 매출 알려주세요",
        "IC 자료 만드는 중인데 삼성전자 2024년 매출 알려주세요",
        # a figure not worked out of the one asked, wanted, set against another, or a basis
        "배당 재원 보려고요, 삼성전자 2023년 영업이익 얼마였어요?",
        "배당 스터디 중인데요, 삼성전자 2023년 영업이익 얼마였나요?",
        "EPS 보려고요, 삼성전자 2023년 주당배당금 얼마예요?",
        "PER 궁금해서요, 삼성전자 2023년 EPS 알려주세요",
        "마진 보려고요, 삼성전자 2024년 매출 대비 몇 %예요?",
        "EPS 기준으로 보려고요, 삼성전자 2023년 순이익 알려주세요",
        "PER 기준으로 보려고요, 삼성전자 2024년 순이익 알려주세요",
        "ROE 비교 중인데 삼성전자 2024년 매출 알려주세요",
        # a change asked in the context, a level in the question; a time the question does not date
        "얼마나 늘었는지 보려고요, 삼성전자 2024년 영업이익 얼마예요?",
        "얼마나 줄었는지 보려고요, SK하이닉스 2023년 영업이익 얼마예요?",
        "언제 흑자로 돌아섰는지 보려고요, SK하이닉스 2024년 영업이익 얼마예요?",
        "자동차 업계 부채가 얼마나 늘었는지 보려고요, 현대차 2024년 부채총계 알려주세요",
        "바닥이 언제였는지 보려고요. 삼성전자 영업이익 얼마였어요?",
        "작년이랑 비교하려고요, 삼성전자 2024년 영업이익 얼마예요?",
    ],
)
def test_a_clause_of_context_that_says_more_still_defers(text: str) -> None:
    assert not isinstance(parse_question(text, companies(), today=TODAY), QuickQuery)
