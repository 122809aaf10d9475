"""A year typed right before a company name with no space stays the year asked (#22 item 4), whatever
the year's form ('22, ’22, 22년, FY22, 2022) and however the name is read: exactly, by an alias whose
first syllable is also a particle (에스케이하이닉스: 에), or through a typo (삼성전자우 → 삼성전자). Such
words were read as the company with the year inside the name, and the answer fell back to the latest
year under a "no data" note. Figures are checked against the raw recorded OpenDART rows."""

from __future__ import annotations

import pytest

from core.data.services import DataServices
from core.finance.concepts import CONCEPTS
from core.quick import PeriodSpec, answer_quick
from tests.core.quick.reading import TODAY, query
from tests.core.quick.recorded import key_account


@pytest.mark.parametrize(
    ("text", "name", "year"),
    [
        ("'22삼성전자매출", "삼성전자", 2022),
        ("’22삼성전자매출", "삼성전자", 2022),
        ("‘22삼성전자매출", "삼성전자", 2022),
        ("'22SK하이닉스매출", "SK하이닉스", 2022),
        ("'22현대자동차매출", "현대자동차", 2022),
        ("'23삼성전자 매출", "삼성전자", 2023),
        ("22년삼성전자우매출", "삼성전자", 2022),
        ("FY22삼성전자우매출", "삼성전자", 2022),
        ("2022에스케이하이닉스매출", "SK하이닉스", 2022),
        ("2022에스케이하이닉스 매출", "SK하이닉스", 2022),
        ("'22매출 삼성전자", "삼성전자", 2022),
    ],
)
async def test_a_year_glued_to_a_name_is_the_year_answered(
    text: str, name: str, year: int, data: DataServices
) -> None:
    parsed = query(text)
    assert ([c.name for c in parsed.companies], parsed.period) == ([name], PeriodSpec("year", (year,)))
    result = await answer_quick(parsed, data, today=TODAY)
    # the FY2023 report holds FY2022 in its previous-year column
    label = CONCEPTS["revenue"].label
    expected = key_account(name, 2023, "CFS", label, "frmtrm_amount" if year == 2022 else "thstrm_amount")
    assert result.figures[f"{name}.FY{year}.revenue"] == expected


def test_the_name_read_through_a_typo_or_an_alias_is_the_name_without_the_year() -> None:
    """The note quotes the name as typed, not the year with it, and an alias is no typo at all."""
    assert query("22년삼성전자우매출").notes == ("‘삼성전자우’는 삼성전자로 보았습니다",)
    assert query("2022에스케이하이닉스 매출").notes == ()


@pytest.mark.parametrize(
    ("text", "year"),
    [("2022삼성전자우 배당", 2022), ("2024삼성전자우배당", 2024), ("'22삼성전자우배당", 2022)],
)
def test_a_year_glued_to_a_preferred_share_keeps_the_dividends_year(text: str, year: int) -> None:
    parsed = query(text)
    assert ([c.name for c in parsed.companies], parsed.metrics) == (["삼성전자"], ("dps",))
    assert parsed.period == PeriodSpec("year", (year,))


@pytest.mark.parametrize(("text", "year"), [("'22년 삼성전자 매출", 2022), ("FY'22삼성전자매출", 2022)])
def test_years_already_read_stay_as_they_were(text: str, year: int) -> None:
    assert query(text).period == PeriodSpec("year", (year,))
