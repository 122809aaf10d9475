"""One company's per-share figure between two years ("삼성전자 EPS 2021년이랑 2023년 차이 얼마나 나요", "SK하이닉스 EPS
2022 대비 2023"): both years in won a share and the change in won, with its rate only between two positive EPS (the
seventh chat set's second tuning round, second part). Near misses: one year's change in won, two companies' changes
and a dividend's still defer. Expected figures come from the raw recorded rows."""

from __future__ import annotations

import pytest

from core.data.services import DataServices
from tests.core.quick.reading import TODAY, deferred, query
from tests.core.quick.recorded import full_statement_row, row_won
from tests.core.quick.test_answers import quick


def _eps(name: str, year: int) -> int:
    row = full_statement_row(name, year, "ifrs-full_BasicEarningsLossPerShare")
    assert row is not None
    return row_won(row)


async def test_eps_between_two_years(data: DataServices) -> None:
    gap = _eps("삼성전자", 2021) - _eps("삼성전자", 2023)
    answer = await quick("삼성전자 EPS 2021년이랑 2023년 차이 얼마나 나요", data, today=TODAY)
    assert answer is not None
    assert answer.figures["삼성전자.FY2021-FY2023.eps.change"] == -gap
    assert f"{gap:,}원 감소" in answer.markdown


async def test_eps_into_a_loss_has_no_rate(data: DataServices) -> None:
    answer = await quick("SK하이닉스 EPS 2022 대비 2023", data, today=TODAY)
    assert answer is not None and "증감 (FY2022 → FY2023" in answer.markdown and "%)" not in answer.markdown


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 EPS 2023년 증가액",  # one year's change in won: no line says it
        "삼성전자랑 하이닉스 EPS 2021년이랑 2023년 차이",  # two companies' changes
        "삼성전자 DPS 2021년이랑 2023년 차이",  # a dividend
    ],
)
def test_other_per_share_changes_defer(text: str) -> None:
    deferred(text)


def test_eps_between_two_years_is_a_change() -> None:
    asked = query("삼성전자 2023년 EPS가 2022년보다 얼마나 줄었어")
    assert asked.kind == "change" and asked.period.years == (2022, 2023) and asked.metrics == ("eps",)
