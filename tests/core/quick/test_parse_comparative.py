"""A comparative asks how far apart two figures are, whatever its ending (#22 item 4): "A는 B보다 얼마
더 많나요", "더 높나요", "더 큰가요", "얼마 더 벌었어" get the difference line, as "더 많아" did; "더 많이
늘었어" (which grew more) is not a difference of the two levels. The gap is checked against the raw
recorded 주요계정 rows."""

from __future__ import annotations

from datetime import date

import pytest

from core.data.services import DataServices
from core.finance.concepts import CONCEPTS
from core.quick import QuickQuery, answer_quick, parse_question
from tests.conftest import companies
from tests.core.quick.recorded import key_account

TODAY = date(2026, 11, 27)


@pytest.mark.parametrize(
    "text",
    [
        "SK하이닉스 2024 영업이익은 현대자동차보다 얼마 더 많나요",
        "SK하이닉스 2024 영업이익 현대차보다 더 많나요",
        "SK하이닉스가 현대차보다 24년 영업이익 얼마 더 벌었어",
        "SK하이닉스 2024년 영업이익 현대자동차보다 더 큰가요",
        "SK하이닉스 2024 영업이익은 현대자동차보다 얼마나 많아요",
        "SK하이닉스 2024 영업이익은 현대자동차보다 더 많아?",
    ],
)
def test_a_comparative_with_any_ending_asks_the_difference(text: str) -> None:
    parsed = parse_question(text, companies(), today=TODAY)
    assert isinstance(parsed, QuickQuery), parsed
    assert parsed.difference and [c.name for c in parsed.companies] == ["SK하이닉스", "현대자동차"]


def test_which_grew_more_is_not_a_difference_of_levels() -> None:
    parsed = parse_question("하이닉스 매출이 삼성전자보다 2024년에 더 많이 늘었어?", companies(), today=TODAY)
    assert not (isinstance(parsed, QuickQuery) and parsed.difference)


async def test_the_gap_is_stated_from_the_recorded_rows(data: DataServices) -> None:
    parsed = parse_question(
        "SK하이닉스 2024 영업이익은 현대자동차보다 얼마 더 많나요", companies(), today=TODAY
    )
    assert isinstance(parsed, QuickQuery)
    operating = CONCEPTS["operating_income"].label
    gap = key_account("SK하이닉스", 2024, "CFS", operating) - key_account(
        "현대자동차", 2024, "CFS", operating
    )
    result = await answer_quick(parsed, data, today=TODAY)
    assert f"현대자동차보다 {gap / 1e12:.2f}조원 많습니다" in result.markdown
