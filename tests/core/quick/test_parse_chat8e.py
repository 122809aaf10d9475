"""The eighth chat set's tuning round (tuning half only), part 5: a quarter set against the quarter before it ("4Q24
매출 QoQ 몇 %", "2024년 4분기 매출이 3분기보다 몇 % 늘었어", "전분기 대비", "2024년꺼"): one company's income-statement
figure in both quarters' three months and the change between them. Expected figures from the raw recorded rows (the
fourth quarter is the year less the nine months); near misses that must still defer."""

from __future__ import annotations

import pytest

from core.data.services import DataServices
from tests.core.quick.reading import TODAY, deferred, query
from tests.core.quick.recorded import key_account
from tests.core.quick.test_answers import quick

_Q3 = "11014"


def _fourth(name: str, account: str) -> int:
    year = key_account(name, 2024, "CFS", account)
    return year - key_account(name, 2024, "CFS", account, column="thstrm_add_amount", report=_Q3)


async def test_the_fourth_quarter_against_the_third(data: DataServices) -> None:
    third = key_account("SK하이닉스", 2024, "CFS", "매출액", report=_Q3)
    fourth = _fourth("SK하이닉스", "매출액")
    answer = await quick("하이닉스 2024년 4분기 매출이 3분기보다 몇 % 늘었어?", data, today=TODAY)
    assert answer is not None
    assert answer.figures["SK하이닉스.2024Q3-2024Q4.revenue.change"] == fourth - third
    assert answer.figures["SK하이닉스.2024Q3-2024Q4.revenue.growth"] == pytest.approx(
        (fourth / third - 1) * 100
    )


async def test_qoq_said_in_english(data: DataServices) -> None:
    third = key_account("삼성전자", 2024, "CFS", "매출액", report=_Q3)
    fourth = _fourth("삼성전자", "매출액")
    answer = await quick("삼성전자 4Q24 매출 QoQ 몇 %", data, today=TODAY)
    assert answer is not None
    assert answer.figures["삼성전자.2024Q3-2024Q4.revenue.growth"] == pytest.approx(
        (fourth / third - 1) * 100
    )


@pytest.mark.parametrize(
    "text",
    [
        "카카오4분기영업이익3분기보다늘었어요줄었어요?2024년꺼몇퍼",
        "삼성전자 2024년 4분기 영업이익 전분기 대비 얼마나 늘었어",
        "카카오 2024년 3분기 대비 4분기 영업이익 얼마나 줄었어",
        "삼성전자 2024년 4분기 영업이익률 QoQ",  # a margin: its change in points
        "삼성전자 2024년 4분기 매출 직전 분기보다 얼마나 줄었어",
    ],
)
def test_quarter_on_quarter_is_a_change(text: str) -> None:
    asked = query(text)
    assert asked.kind == "change" and (asked.period.quarter, asked.period.against) == (4, 3)


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 2024년 4분기 자산 3분기 대비 얼마나 늘었어",  # a balance: the fourth quarter's is the year-end's
        "삼성전자 2024년 4분기 부채비율 QoQ",
        "삼성전자 2024년 4분기 영업활동현금흐름 QoQ",  # no quarter's own cash flow is read
        "삼성전자 2024년 4분기 ROE 전분기 대비",
        "삼성전자 2024년 4분기 EPS 3분기 대비",
        "삼성전자 하이닉스 4Q24 매출 QoQ",  # two companies' changes
        "삼성전자 2024년 4분기 매출 2분기 대비",  # not the quarter before
        "삼성전자 2024년 4분기 매출 2023년 3분기 대비",  # another year's quarter
        "삼성전자 2024년 4분기 매출 3분기 대비 몇 %",  # a share of the third quarter, or the growth?
        "삼성전자 2024년 4분기 매출 3분기 매출",  # no base said: both quarters, a table
        "삼성전자 1Q24 매출 QoQ",  # the quarter before is another year's
        "삼성전자 매출 QoQ",  # no quarter named
        "삼성전자 2024년 3분기 누적 매출 전분기 대비",  # nine months against what?
        "하이닉스 2024 4분기 매출 전기 대비",  # 전기: the quarter before or the year before
        "삼성전자 2024년 4분기 매출 전분기 대비 차이",  # a gap: not read for quarters
    ],
)
def test_other_quarters_set_against_each_other_defer(text: str) -> None:
    deferred(text)


async def test_a_quarter_not_on_file_is_said_with_no_figure(data: DataServices) -> None:
    """The second quarter's three months are in no report of the bundle: one line, no third-quarter figure."""
    answer = await quick("삼전 3Q24 매출 전분기 대비 몇퍼", data, today=TODAY)
    assert answer is not None and not answer.figures
    assert answer.markdown.startswith("삼성전자 2024년 2분기 매출액 자료는")
