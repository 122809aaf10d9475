"""Adversarial review, round 3, of the keyless reader's newest rules (context clauses, request forms, IR/PPT,
ROA, 몇원/24y/역성장/23년→24년, the card's quote, 최대주주/발행주식수/직원 수). Each test holds a general rule
that makes the reader defer where it answered a question other than the one asked, and a probe that it
still answers what it answered right."""

from __future__ import annotations

from datetime import date

import pytest

from core.quick import QuickQuery, parse_question
from tests.conftest import companies

TODAY = date(2026, 11, 27)


def query(text: str) -> QuickQuery:
    parsed = parse_question(text, companies(), today=TODAY)
    assert isinstance(parsed, QuickQuery), f"{text!r} → {parsed!r}"
    return parsed


def deferred(text: str) -> None:
    parsed = parse_question(text, companies(), today=TODAY)
    assert not isinstance(parsed, QuickQuery), f"{text!r} → {parsed!r}"


# --- a multiple or a percentage more is not a difference in won ------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # answered "삼성전자 영업이익이 SK하이닉스보다 9.26조원 많습니다"
        "삼성전자 2024년 영업이익 SK하이닉스보다 몇 배 더 컸나요?",
        "삼성전자 2024년 영업이익 SK하이닉스보다 몇 배 더 많아?",
        "삼성전자 2024년 영업이익 SK하이닉스보다 몇 % 더 컸나요?",
        "삼성전자 2024년 영업이익 SK하이닉스보다 몇 퍼센트 더 컸나요?",
        "삼성전자 2024년 영업이익 SK하이닉스보다 몇 퍼 더 벌었어?",
        "삼성전자 2024년 매출 SK하이닉스 대비 몇 % 더 컸나요?",
        # answered with the %p difference of the margins
        "삼성전자 2024년 영업이익률 SK하이닉스보다 몇 배 더 컸나요?",
        # answered with the growth rate and the change in won
        "삼성전자 2024년 영업이익이 2023년보다 몇 배 더 컸나요?",
    ],
)
def test_a_multiple_or_a_percentage_more_is_not_answered_with_a_difference(text: str) -> None:
    deferred(text)


def test_the_figures_side_by_side_and_a_difference_in_won_are_still_read() -> None:
    assert query("삼성전자 2024년 영업이익 SK하이닉스보다 얼마나 더 컸나요?").difference
    assert query("삼성전자 2024년 영업이익 SK하이닉스보다 더 컸나요?").difference
    assert query("삼성전자 2024년 영업이익 2023년보다 몇 % 더 많아?").kind == "change"  # the growth rate
    assert query("현대차가 카카오보다 2024 매출 몇 배야").kind == "comparison"  # both figures, no difference
