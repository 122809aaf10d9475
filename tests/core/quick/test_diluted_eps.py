"""희석주당이익 (diluted EPS) answered keyless beside 기본주당이익, through the catalogue (#22).

Expected figures come from the raw recorded full statements by account_id: the diluted row is its own
figure (SK하이닉스 FY2021: diluted 13,984원 beside basic 13,989원), never the basic EPS.
"""

from __future__ import annotations

from datetime import date

import pytest

from core.data.services import DataServices
from core.quick.english import answer_in_english
from tests.core.quick.reading import query
from tests.core.quick.recorded import full_statement_row, row_won
from tests.core.quick.test_answers import quick

TODAY = date(2026, 11, 21)
BASIC = "ifrs-full_BasicEarningsLossPerShare"
DILUTED = "ifrs-full_DilutedEarningsLossPerShare"


def _row(name: str, account_id: str) -> dict[str, str]:
    row = full_statement_row(name, 2023, account_id)
    assert row is not None, (name, account_id)
    return row


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        ("삼전 2023 희석EPS", "eps_diluted"),
        ("삼성전자 2023 희석 주당이익", "eps_diluted"),
        ("삼성전자 2023 희석주당이익 확인 부탁드립니다", "eps_diluted"),
        ("삼성전자 2023 diluted EPS", "eps_diluted"),
        ("삼성전자 2023 기본주당이익", "eps"),
        ("삼성전자 2023 EPS", "eps"),
    ],
)
def test_each_spelling_names_its_figure(text: str, metric: str) -> None:
    assert query(text).metrics == (metric,)


@pytest.mark.parametrize(
    ("asked", "name", "year", "column"),
    [
        ("삼전 2023 희석EPS", "삼성전자", 2023, "thstrm_amount"),
        ("하이닉스 2023 희석 EPS", "SK하이닉스", 2023, "thstrm_amount"),
        # FY2021 from the FY2023 filing's 전전기 column: diluted 13,984 beside basic 13,989
        ("하이닉스 2021 희석주당이익", "SK하이닉스", 2021, "bfefrmtrm_amount"),
    ],
)
async def test_diluted_eps_is_its_own_row(
    asked: str, name: str, year: int, column: str, data: DataServices
) -> None:
    row = _row(name, DILUTED)
    answer = await quick(asked, data, today=TODAY)
    assert answer is not None
    value = row_won(row, column)
    assert answer.figures[f"{name}.FY{year}.eps_diluted"] == value
    assert f"희석주당이익 {'−' if value < 0 else ''}{abs(value):,}원" in answer.markdown
    assert f"{name}.FY{year}.eps" not in answer.figures
    if year == 2021:
        assert value != row_won(_row(name, BASIC), column)


async def test_diluted_eps_not_filed_is_said_so(data: DataServices) -> None:
    assert full_statement_row("신라젠", 2023, DILUTED) is None
    assert full_statement_row("신라젠", 2023, BASIC) is not None
    answer = await quick("신라젠 2023 희석EPS", data, today=TODAY)
    assert answer is not None
    assert answer.figures == {}
    assert "재무제표 본문에서 희석주당이익이 확인되지 않아" in answer.markdown


async def test_english_diluted_eps(data: DataServices) -> None:
    diluted = await answer_in_english("Samsung Electronics 2023 diluted EPS", data, today=TODAY)
    assert diluted is not None
    value = row_won(_row("삼성전자", DILUTED))
    assert diluted.figures["삼성전자.FY2023.eps_diluted"] == value
    assert f"Diluted EPS: KRW {value:,} per share" in diluted.markdown
