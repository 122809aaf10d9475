"""법인세비용 and 법인세비용차감전순이익 answered keyless, through the catalogue (#22).

Expected figures come from the raw recorded full statements by account_id. A negative 법인세비용 (filed as
법인세비용(수익)) is a tax benefit: it keeps the filing's sign, is said to be 법인세수익, and moves by an amount,
never by 흑자/적자 words.
"""

from __future__ import annotations

from datetime import date

import pytest

from core.data.dart.client import viewer_url
from core.data.services import DataServices
from core.quick.english import answer_in_english
from tests.core.quick.reading import query
from tests.core.quick.recorded import full_statement_row, row_won
from tests.core.quick.test_answers import quick

TODAY = date(2026, 11, 21)
TAX = "ifrs-full_IncomeTaxExpenseContinuingOperations"
PRETAX = "ifrs-full_ProfitLossBeforeTax"


def _row(name: str, year: int, account_id: str) -> dict[str, str]:
    row = full_statement_row(name, year, account_id)
    assert row is not None, (name, year, account_id)
    return row


def _jo(won: int) -> str:
    return f"{abs(won) / 1e12:,.2f}조원"


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        ("하이닉스 23년 법인세비용 얼마", "income_tax"),
        ("삼성전자 2023년 법인세", "income_tax"),
        ("삼성전자 2023 income tax expense", "income_tax"),
        ("삼성전자 2023년 세전이익", "pretax_income"),
        ("삼성전자 2023년 세전순이익", "pretax_income"),
        ("삼성전자 2023 법인세비용차감전순이익", "pretax_income"),
        ("삼성전자 2023 pre-tax income", "pretax_income"),
    ],
)
def test_each_spelling_names_its_figure(text: str, metric: str) -> None:
    assert query(text).metrics == (metric,)


@pytest.mark.parametrize(
    ("name", "asked"),
    [("SK하이닉스", "하이닉스 23년 법인세비용 얼마"), ("삼성전자", "삼성전자 2023년 법인세")],
)
async def test_a_negative_income_tax_is_a_benefit_never_a_loss(
    name: str, asked: str, data: DataServices
) -> None:
    row = _row(name, 2023, TAX)
    now, before = row_won(row), row_won(row, "frmtrm_amount")
    assert now < 0  # both filed a tax benefit in FY2023
    answer = await quick(asked, data, today=TODAY)
    assert answer is not None
    assert answer.figures[f"{name}.FY2023.income_tax"] == now
    assert answer.figures[f"{name}.FY2022.income_tax"] == before
    assert f"법인세비용 −{_jo(now)}(법인세수익)" in answer.markdown
    moved = now - before
    assert f"{_jo(moved)} {'증가' if moved > 0 else '감소'}" in answer.markdown
    assert "적자" not in answer.markdown and "흑자" not in answer.markdown
    assert viewer_url(row["rcept_no"]) in answer.sources


async def test_a_positive_income_tax_moves_by_its_rate(data: DataServices) -> None:
    row = _row("신라젠", 2023, TAX)
    answer = await quick("신라젠 2023 법인세비용", data, today=TODAY)
    assert answer is not None
    assert answer.figures["신라젠.FY2023.income_tax"] == row_won(row) > 0
    rate = (row_won(row) - row_won(row, "frmtrm_amount")) / row_won(row, "frmtrm_amount") * 100
    assert f"{abs(rate):.1f}% 감소" in answer.markdown


async def test_an_income_tax_trend_says_what_a_negative_is(data: DataServices) -> None:
    answer = await quick("삼성전자 법인세비용 추이", data, today=TODAY)
    assert answer is not None
    for year in (2021, 2022, 2023):
        assert answer.figures[f"삼성전자.FY{year}.income_tax"] == row_won(_row("삼성전자", year, TAX))
    assert "적자" not in answer.markdown and "흑자" not in answer.markdown
    assert "_법인세비용의 음수(−)는 법인세수익_" in answer.markdown


async def test_english_says_a_tax_benefit(data: DataServices) -> None:
    tax = row_won(_row("SK하이닉스", 2023, TAX))
    answer = await answer_in_english("SK hynix 2023 income tax expense", data, today=TODAY)
    assert answer is not None
    assert answer.figures["SK하이닉스.FY2023.income_tax"] == tax
    assert "a tax benefit" in answer.markdown and "loss" not in answer.markdown
    trend = await answer_in_english("Samsung Electronics income tax trend", data, today=TODAY)
    assert trend is not None
    assert "negative (−) income tax expense is a tax benefit" in trend.markdown
    assert "loss" not in trend.markdown and "profit" not in trend.markdown


@pytest.mark.parametrize("name", ["삼성전자", "SK하이닉스", "신라젠"])
async def test_pretax_income_is_the_statement_row(name: str, data: DataServices) -> None:
    answer = await quick(f"{name} 2023년 세전순이익", data, today=TODAY)
    assert answer is not None
    assert answer.figures[f"{name}.FY2023.pretax_income"] == row_won(_row(name, 2023, PRETAX))
