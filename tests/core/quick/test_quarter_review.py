"""Quarter answers a review found wrong (#22 item 4), checked against the raw recorded rows:
- two companies at two quarters a year apart ("삼성 3Q23 하닉 3Q24") are not both shown at the later one;
- a quarter's balance-sheet ratio sits beside the last year-end's (a quarterly report's prior column),
  named 전기말, not 전년; a flow ratio beside the same quarter a year before (전년 동기);
- an English first half worked out from the Q3 report says so, not "half-year report"."""

from __future__ import annotations

from datetime import date

import pytest

from core.data.services import DataServices
from core.finance.concepts import CONCEPTS
from core.quick import QuickQuery, answer_quick, parse_question
from core.quick.english import answer_in_english
from tests.conftest import companies
from tests.core.quick.recorded import key_account

TODAY = date(2026, 11, 27)
Q3 = "11014"


@pytest.mark.parametrize(
    "text",
    [
        "삼성 3Q23 하닉 3Q24 영업이익",
        "삼성 3Q23 하닉 3Q24 영업이익 비교",
        "삼성전자 3Q23 현대차 3Q24 매출 차이",
    ],
)
def test_two_companies_at_two_quarters_are_not_both_the_later_one(text: str) -> None:
    assert parse_question(text, companies(), today=TODAY) is None


def test_one_company_against_its_quarter_a_year_before_is_still_read() -> None:
    parsed = parse_question("삼성전자 3Q24 영업이익 3Q23 대비", companies(), today=TODAY)
    assert isinstance(parsed, QuickQuery)
    assert (parsed.period.years, parsed.period.quarter) == ((2024,), 3)


async def test_a_quarters_balance_ratio_is_beside_the_last_year_end(data: DataServices) -> None:
    parsed = parse_question("삼성전자 3Q24 부채비율 전년 대비", companies(), today=TODAY)
    assert isinstance(parsed, QuickQuery)
    result = await answer_quick(parsed, data, today=TODAY)
    debts, equity = CONCEPTS["liabilities"].label, CONCEPTS["equity"].label
    year_end = (
        key_account("삼성전자", 2024, "CFS", debts, "frmtrm_amount", Q3)
        / key_account("삼성전자", 2024, "CFS", equity, "frmtrm_amount", Q3)
        * 100
    )
    assert f"· 전기말 {year_end:.1f}%" in result.markdown and "전년 " not in result.markdown


async def test_a_quarters_flow_ratio_is_beside_the_same_quarter_a_year_before(data: DataServices) -> None:
    parsed = parse_question("삼성전자 2024년 3분기 영업이익률", companies(), today=TODAY)
    assert isinstance(parsed, QuickQuery)
    result = await answer_quick(parsed, data, today=TODAY)
    income, revenue = CONCEPTS["operating_income"].label, CONCEPTS["revenue"].label
    before = (
        key_account("삼성전자", 2024, "CFS", income, "frmtrm_amount", Q3)
        / key_account("삼성전자", 2024, "CFS", revenue, "frmtrm_amount", Q3)
        * 100
    )
    assert f"· 전년 동기 {before:.1f}%" in result.markdown


async def test_an_english_first_half_from_the_q3_report_says_how_it_was_worked_out(
    data: DataServices,
) -> None:
    said = await answer_in_english("Samsung Electronics H1 2024 operating income", data, today=TODAY)
    assert said is not None
    assert "half-year report" not in said.markdown
    assert "Q3 report's nine months less Q3" in said.markdown and "(nine months less Q3)" in said.markdown
