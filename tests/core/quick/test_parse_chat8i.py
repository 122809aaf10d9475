"""The eighth chat set's tuning round (tuning half only), part 10: shares said by the writer — their own holding
before a per-share figure ("삼성전자 주식 100주 있는데 2023년에 주당 배당금 얼마 나왔나요": what each share got, the same
for any holding) and the shares issued asked with 총 ("삼전 주식 총 몇주 발행됐음") — with the near misses that must
still defer."""

from __future__ import annotations

import pytest

from core.data.services import DataServices
from tests.core.quick.reading import TODAY, deferred, query
from tests.core.quick.test_answers import quick


async def test_a_holding_said_before_the_dividend_per_share(data: DataServices) -> None:
    answer = await quick("삼성전자 주식 100주 있는데 2023년에 주당 배당금 얼마 나왔나요~?", data, today=TODAY)
    assert answer is not None and "1,444원" in answer.markdown
    assert "144,400" not in answer.markdown  # the DPS, not worked out for the 100 shares


def test_the_shares_issued_asked_with_total() -> None:
    assert query("ㅇㅇ 삼전 주식 총 몇주 발행됐음").metrics == ("shares",)


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 주식 100주 있는데 2023년 배당금 얼마 받아",  # the holding's dividend: 100 × DPS, said by no line
        "삼성전자 주식 100주 있는데 2023년 주당 배당금이랑 총 얼마 받는지",  # and the total
        "삼성전자 주식 100주 있는데 2023년 매출 얼마",  # no figure per share asked
        "삼성전자 주식 100주 있는데 주당 배당금 몇 주 더 사야",  # a plan
        "삼전 주식 총 몇 주 팔았어",  # a trade
    ],
)
def test_a_holding_that_asks_more_defers(text: str) -> None:
    deferred(text)
