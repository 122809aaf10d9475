"""지배주주 순이익 answered keyless, through the catalogue (#22): the filed owners' row, its filing, only consolidated.

Every expected figure is read here from the raw recorded full statements (``fnlttSinglAcntAll``) by
account_id, never through the product's parsers. The owners' share is only on the consolidated basis: a
separate statement (or a consolidated one without the split) is said so, never answered with the whole
당기순이익.
"""

from __future__ import annotations

from datetime import date

import pytest

from core.data.dart.client import viewer_url
from core.data.services import DataServices
from core.quick.english import answer_in_english
from tests.core.quick.reading import deferred, query
from tests.core.quick.recorded import full_statement_row, row_won
from tests.core.quick.test_answers import quick

TODAY = date(2026, 11, 21)
OWNERS = "ifrs-full_ProfitLossAttributableToOwnersOfParent"
PROFIT = "ifrs-full_ProfitLoss"


def _row(name: str, year: int, account_id: str, fs_div: str = "CFS") -> dict[str, str]:
    row = full_statement_row(name, year, account_id, fs_div)
    assert row is not None, (name, year, account_id)
    return row


def _jo(won: int) -> str:
    return f"{abs(won) / 1e12:,.2f}조원"


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 2023년 지배주주 순이익",
        "삼성전자 2023 지배순이익",
        "삼성전자 2023년 지배주주지분 순이익",
        "삼성전자 2023년 지배기업 소유주지분 순이익",  # alone it is the equity (test_review_round5)
        "삼성전자 2023년 지배기업의 소유주에게 귀속되는 당기순이익",
        "삼성전자 2023 net income attributable to owners",
    ],
)
def test_each_spelling_names_the_owners_share(text: str) -> None:
    assert query(text).metrics == ("net_income_owners",)


def test_the_whole_net_income_is_still_its_own_figure() -> None:
    assert query("삼성전자 2023 순이익").metrics == ("net_income",)


def test_an_owners_ratio_the_catalogue_does_not_define_is_left_to_the_agent() -> None:
    deferred("삼성전자 2023 지배주주 ROE")  # never the catalogue's ROE (당기순이익 incl. 비지배지분)


@pytest.mark.parametrize("year", range(2019, 2024))
async def test_owners_net_income_is_the_filed_row_with_its_filing(year: int, data: DataServices) -> None:
    row = _row("삼성전자", year, OWNERS)
    answer = await quick(f"삼성전자 {year}년 지배주주 순이익", data, today=TODAY)
    assert answer is not None
    assert answer.figures[f"삼성전자.FY{year}.net_income_owners"] == row_won(row)
    assert answer.figures[f"삼성전자.FY{year - 1}.net_income_owners"] == row_won(row, "frmtrm_amount")
    assert row_won(row) != row_won(_row("삼성전자", year, PROFIT))  # the owners' share, not the whole
    assert f"지배주주순이익 {_jo(row_won(row))}" in answer.markdown
    assert "(연결, 사업보고서)" in answer.markdown
    assert viewer_url(row["rcept_no"]) in answer.sources


async def test_an_owners_loss_is_worded_as_one(data: DataServices) -> None:
    row = _row("SK하이닉스", 2023, OWNERS)
    assert row_won(row) < 0
    answer = await quick("하이닉스 2023 지배주주순이익", data, today=TODAY)
    assert answer is not None
    assert answer.figures["SK하이닉스.FY2023.net_income_owners"] == row_won(row)
    assert f"지배주주순손실 {_jo(row_won(row))}" in answer.markdown
    assert "적자전환" in answer.markdown  # from 2.23조원: a profit's turn
    english = await answer_in_english("SK hynix 2023 net income attributable to owners", data, today=TODAY)
    assert english is not None
    assert english.figures["SK하이닉스.FY2023.net_income_owners"] == row_won(row)
    assert "a loss" in english.markdown


async def test_separate_statements_have_no_owners_share(data: DataServices) -> None:
    whole = row_won(_row("삼성전자", 2023, PROFIT))
    assert query("삼성전자 2023 별도 지배주주 순이익").basis == "OFS"
    answer = await quick("삼성전자 2023 별도 지배주주 순이익", data, today=TODAY)
    assert answer is not None
    assert answer.figures == {}
    assert "연결재무제표에만 있는 구분" in answer.markdown
    assert _jo(whole) not in answer.markdown
    both = await quick("삼성전자 2023 연결 별도 지배주주 순이익", data, today=TODAY)
    assert both is not None
    assert both.figures["삼성전자.FY2023.net_income_owners.CFS"] == row_won(_row("삼성전자", 2023, OWNERS))
    assert "삼성전자.FY2023.net_income_owners.OFS" not in both.figures
    assert "연결재무제표에만 있는 구분" in both.markdown


async def test_a_consolidated_statement_without_the_split_is_said_so(data: DataServices) -> None:
    assert full_statement_row("신라젠", 2023, OWNERS) is None  # no owners' row filed
    answer = await quick("신라젠 2023 지배주주 순이익", data, today=TODAY)
    assert answer is not None
    assert answer.figures == {}
    assert "재무제표 본문에서 지배주주순이익이 확인되지 않아" in answer.markdown


async def test_a_trend_of_the_owners_share(data: DataServices) -> None:
    answer = await quick("하이닉스 지배주주순이익 추이", data, today=TODAY)
    assert answer is not None
    row = _row("SK하이닉스", 2023, OWNERS)
    for year, column in ((2023, "thstrm_amount"), (2022, "frmtrm_amount"), (2021, "bfefrmtrm_amount")):
        assert answer.figures[f"SK하이닉스.FY{year}.net_income_owners"] == row_won(row, column)
    assert "_음수(−)는 손실_" in answer.markdown
