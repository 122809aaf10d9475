"""The eighth chat set's tuning round (tuning half only), part 11: a growth word after 각각 is every figure named's
("현대차 2024년에 영업이익은 줄고 순이익은 늘었지? 각각 전년 대비 몇 %야": both growths, not the level of the first and
the growth of the last), and a change said as a connective ("줄고", "늘고") carries no question. Expected figures from
the raw recorded rows; near misses read otherwise or deferring."""

from __future__ import annotations

import pytest

from core.data.services import DataServices
from tests.core.quick.reading import TODAY, deferred, query
from tests.core.quick.recorded import key_account
from tests.core.quick.test_answers import quick


async def test_each_one_s_growth(data: DataServices) -> None:
    answer = await quick(
        "현대차 2024년에 영업이익은 줄고 순이익은 늘었지? 각각 전년 대비 몇 %야", data, today=TODAY
    )
    assert answer is not None
    now, before = (key_account("현대자동차", y, "CFS", "영업이익") for y in (2024, 2023))
    assert answer.figures["현대자동차.FY2024.operating_income_growth"] == pytest.approx(
        (now / before - 1) * 100
    )
    assert "현대자동차.FY2024.net_income_growth" in answer.figures


@pytest.mark.parametrize(
    ("text", "metrics"),
    [
        (
            "현대차 2024 영업이익 순이익 각각 얼마 매출 증가율은?",
            ("operating_income", "net_income", "revenue_growth"),
        ),
        ("현대차 2024 영업이익 각각 증가율", ("operating_income_growth",)),  # one figure: its own growth
        (
            "현대차 2024 영업이익 순이익 증가율",
            ("operating_income", "net_income_growth"),
        ),  # no 각각: the last one's
    ],
)
def test_what_each_growth_word_reaches(text: str, metrics: tuple[str, ...]) -> None:
    assert query(text).metrics == metrics


@pytest.mark.parametrize(
    "text",
    [
        "현대차 2024 영업이익률 순이익 각각 증가율",  # a margin's growth: not quick
        "현대차 2024 영업이익 순이익 각각 몇 배",  # a multiple of what?
        "현대차 2024년에 영업이익은 줄고 순이익은 늘었지? 왜?",  # why
    ],
)
def test_each_that_asks_more_defers(text: str) -> None:
    deferred(text)
