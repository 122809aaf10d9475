"""The checker knows the catalogue's 지배주주순이익, 법인세비용, 세전이익 and 희석주당이익 by their labels.

The tool side is the agent's real ``get_income_statement`` on the recorded bundle; the figures written in
the answers are formatted here from the raw recorded rows (``tests.core.quick.recorded``).
"""

from __future__ import annotations

import asyncio
import json
from datetime import date
from pathlib import Path

import pytest

from core.config import Settings
from core.data.services import open_data_services
from core.quick import QuickQuery, answer_quick, parse_question
from core.tools import ToolContext
from core.tools.research import SEARCH_SUB_TOOLS
from core.verify import check_answer
from core.verify.vocab import account_of
from tests.conftest import companies
from tests.core.quick.recorded import full_statement_row, row_won
from tests.core.verify.flags import flagged

TODAY = date(2026, 11, 21)
INCOME = next(t for t in SEARCH_SUB_TOOLS if t.name == "get_income_statement")


def _row(name: str, account_id: str) -> dict[str, str]:
    row = full_statement_row(name, 2023, account_id)
    assert row is not None
    return row


def _jo(won: int) -> str:
    return f"{'−' if won < 0 else ''}{abs(won) / 1e12:,.2f}조원"


async def _statement(name: str, home: Path) -> list[str]:
    settings = Settings(DEXTER_HOME=str(home), DEXTER_OFFLINE="1")
    async with await open_data_services(settings, companies=companies()) as data:
        output = await INCOME.invoke({"company": name, "year": 2023}, ToolContext(data=data))
    result = json.loads(output.content)
    document = {"query": f"{name} 2023년 손익", "data": {INCOME.name: result["data"]}, "sources": []}
    return [json.dumps(document, ensure_ascii=False)]


@pytest.fixture(scope="module")
def samsung_is(home: Path) -> list[str]:
    return asyncio.run(_statement("삼성전자", home))


@pytest.fixture(scope="module")
def hynix_is(home: Path) -> list[str]:
    return asyncio.run(_statement("SK하이닉스", home))


@pytest.mark.parametrize(
    ("word", "account"),
    [
        ("지배주주순이익", "net_income_owners"),
        ("지배순이익", "net_income_owners"),
        ("지배주주순손실", "net_income_owners"),
        ("법인세비용", "income_tax"),
        ("세전순이익", "pretax_income"),
        ("희석주당이익", "eps_diluted"),
        ("diluted EPS", "eps_diluted"),
        ("기본주당이익", "eps"),
    ],
)
def test_the_labels_are_accounts(word: str, account: str) -> None:
    assert account_of(word) == account


def test_owners_net_income_right_passes_and_wrong_is_flagged(samsung_is: list[str]) -> None:
    owners = row_won(_row("삼성전자", "ifrs-full_ProfitLossAttributableToOwnersOfParent"))
    verdict = check_answer(f"2023년 연결 지배주주순이익은 {_jo(owners)}입니다.", samsung_is)
    assert verdict.checked == 1 and verdict.ok, [u.text for u in verdict.unsupported]
    wrong = _jo(owners + 400_000_000_000)
    assert flagged(f"2023년 지배주주순이익은 {wrong}입니다.", samsung_is) == [wrong]


def test_income_tax_and_pretax_right_pass_and_wrong_are_flagged(samsung_is: list[str]) -> None:
    tax = row_won(_row("삼성전자", "ifrs-full_IncomeTaxExpenseContinuingOperations"))
    pretax = row_won(_row("삼성전자", "ifrs-full_ProfitLossBeforeTax"))
    right = f"2023년 법인세비용은 {_jo(tax)}(법인세수익), 세전순이익은 {_jo(pretax)}입니다."
    verdict = check_answer(right, samsung_is)
    assert verdict.checked == 2 and verdict.ok, [u.text for u in verdict.unsupported]
    wrong = _jo(tax + 300_000_000_000)
    assert flagged(f"2023년 법인세비용은 {wrong}입니다.", samsung_is) == [wrong]


def test_diluted_eps_right_passes_and_wrong_is_flagged(samsung_is: list[str]) -> None:
    diluted = row_won(_row("삼성전자", "ifrs-full_DilutedEarningsLossPerShare"))
    verdict = check_answer(f"2023년 희석주당이익은 {diluted:,}원입니다.", samsung_is)
    assert verdict.checked == 1 and verdict.ok, [u.text for u in verdict.unsupported]
    assert flagged(f"2023년 희석주당이익은 {diluted + 200:,}원입니다.", samsung_is) == [
        f"{diluted + 200:,}원"
    ]


def test_an_owners_loss_reads_with_its_sign(hynix_is: list[str]) -> None:
    owners = row_won(_row("SK하이닉스", "ifrs-full_ProfitLossAttributableToOwnersOfParent"))
    assert owners < 0
    assert flagged(f"2023년 지배주주순손실 {_jo(-owners)}", hynix_is) == []
    assert flagged(f"2023년 지배주주순이익 {_jo(-owners)}", hynix_is) == [_jo(-owners)]


@pytest.mark.parametrize(
    ("question", "name"),
    [
        ("삼성전자 2023 지배주주 순이익", "삼성전자"),
        ("삼성전자 2023 법인세비용", "삼성전자"),
        ("삼전 2023 희석EPS", "삼성전자"),
        ("삼성전자 2023 세전이익", "삼성전자"),
        ("하이닉스 2023 지배주주 순이익", "SK하이닉스"),
        ("하이닉스 23년 법인세비용 얼마", "SK하이닉스"),
        ("하이닉스 2023 희석EPS", "SK하이닉스"),
    ],
)
async def test_a_quick_answer_checks_clean_against_the_agents_statement(
    question: str, name: str, samsung_is: list[str], hynix_is: list[str], tmp_path: Path
) -> None:
    settings = Settings(DEXTER_HOME=str(tmp_path), DEXTER_OFFLINE="1")
    async with await open_data_services(settings, companies=companies()) as data:
        parsed = parse_question(question, data.companies, today=TODAY)
        assert isinstance(parsed, QuickQuery)
        answer = await answer_quick(parsed, data, today=TODAY)
    verdict = check_answer(answer.markdown, samsung_is if name == "삼성전자" else hynix_is, query=question)
    assert verdict.checked >= 2 and verdict.ok, (answer.markdown, [u.text for u in verdict.unsupported])


def test_the_whole_net_income_under_the_owners_label_is_flagged(samsung_is: list[str]) -> None:
    """ "순이익" may be the whole or the parent's share (Korean press writes either), but 지배주주순이익 is the
    parent's share only: the whole written under its label is the consolidated/owners mix-up."""
    whole = row_won(_row("삼성전자", "ifrs-full_ProfitLoss"))
    owners = row_won(_row("삼성전자", "ifrs-full_ProfitLossAttributableToOwnersOfParent"))
    assert abs(whole - owners) > 500_000_000_000  # 15.49조 vs 14.47조: apart at the digits shown
    assert flagged(f"2023년 지배주주순이익은 {_jo(whole)}입니다.", samsung_is) == [_jo(whole)]
    assert flagged(f"2023년 순이익은 {_jo(owners)}입니다.", samsung_is) == []
    assert flagged(f"2023년 당기순이익은 {_jo(whole)}입니다.", samsung_is) == []
