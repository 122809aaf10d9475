"""Chat habits of the fourth chat set the quick reader reads (#22 item 4), and the wrong answers and the
crash that set found: a ratio of statement lines compared across companies, "주당 순이익" as EPS, a year
written '21 beside a threshold without digits ("만원 넘었냐"). Figures are checked against the raw
recorded OpenDART rows (``recorded``)."""

from __future__ import annotations

import gzip
import json
from collections.abc import AsyncIterator
from datetime import date
from pathlib import Path

import pytest

from core.config import Settings
from core.data.services import DataServices, open_data_services
from core.finance.concepts import CONCEPTS
from core.quick import METRICS, PeriodSpec, QuickQuery, answer_quick, parse_question
from core.quick.tidy import tidy
from tests.conftest import companies
from tests.core.quick.recorded import BUNDLE, CORP, key_account

TODAY = date(2026, 11, 21)
EPS_ID = "ifrs-full_BasicEarningsLossPerShare"


def statement_values(name: str, account_id: str) -> set[tuple[int, int]]:
    """(year, amount) of ``account_id`` in every recorded full statement of ``name`` (this year's and
    last year's columns)."""
    with gzip.open(BUNDLE, "rt", encoding="utf-8") as fh:
        entries = json.load(fh)["entries"]
    found: set[tuple[int, int]] = set()
    for entry in entries:
        params = entry["params"]
        if entry["endpoint"] != "fnlttSinglAcntAll" or params["corp_code"] != CORP[name]:
            continue
        year = int(params["bsns_year"])
        for row in entry["response"]["list"]:
            if row["account_id"] == account_id:
                for back, column in enumerate(("thstrm_amount", "frmtrm_amount")):
                    if row.get(column, "").replace(",", "").lstrip("-").isdigit():
                        found.add((year - back, int(row[column].replace(",", ""))))
    return found


def query(text: str) -> QuickQuery:
    parsed = parse_question(text, companies(), today=TODAY)
    assert isinstance(parsed, QuickQuery), f"{text!r} → {parsed!r}"
    return parsed


@pytest.fixture
async def data(tmp_path: Path) -> AsyncIterator[DataServices]:
    async with await open_data_services(
        Settings(DEXTER_HOME=str(tmp_path), DEXTER_OFFLINE="1"), companies=companies()
    ) as services:
        yield services


# --- a ratio of lines outside the six main accounts, compared (it raised ValueError) ---------------


async def test_current_ratio_of_two_companies_is_a_table_with_its_inputs(data: DataServices) -> None:
    parsed = query("유동비율 하닉 vs 삼전 '23")
    assert (parsed.kind, parsed.metrics) == ("comparison", ("current_ratio",))
    result = await answer_quick(parsed, data, today=TODAY)
    assets, debts = CONCEPTS["current_assets"].label, CONCEPTS["current_liabilities"].label
    for name in ("SK하이닉스", "삼성전자"):
        ratio = key_account(name, 2023, "CFS", assets) / key_account(name, 2023, "CFS", debts) * 100
        assert result.figures[f"{name}.FY2023.current_ratio"] == pytest.approx(ratio)
    assert f"| 회사 | {assets} | {debts} | {CONCEPTS['current_ratio'].label} |" in result.markdown
    assert "| SK하이닉스 | 30.47조원 | 21.01조원 | 145.0% |" in result.markdown


@pytest.mark.parametrize("metric", [m.key for m in METRICS.values() if m.kind == "ratio"])
async def test_every_ratio_compares_two_companies(metric: str, data: DataServices) -> None:
    parsed = query(f"삼성전자 SK하이닉스 2023 {METRICS[metric].label} 비교")
    assert parsed.metrics == (metric,)
    result = await answer_quick(parsed, data, today=TODAY)
    assert f"| {METRICS[metric].label} |" in result.markdown


# --- "주당 순이익" is EPS ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "name", "eps"),
    [("삼전 주당순익 '22", "삼성전자", 8_057), ("하닉 주당순익 '22", "SK하이닉스", 3_242)],
)
async def test_net_income_per_share_is_eps(text: str, name: str, eps: int, data: DataServices) -> None:
    parsed = query(text)
    assert parsed.metrics == ("eps",)
    assert (2022, eps) in statement_values(name, EPS_ID)
    result = await answer_quick(parsed, data, today=TODAY)
    assert result.figures[f"{name}.FY2022.eps"] == eps
    assert f"{name}.FY2022.net_income" not in result.figures


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        ("삼성전자 2023 주당 순이익", "eps"),
        ("삼성전자 2023 주당 배당금", "dps"),
        ("삼성전자 2023 주당 EPS", "eps"),
    ],
)
def test_a_per_share_word_takes_the_figure_after_it(text: str, metric: str) -> None:
    assert query(text).metrics == (metric,)


@pytest.mark.parametrize("text", ["삼성전자 2023 주당 매출", "삼성전자 2023 주당 영업이익"])
def test_a_per_share_word_before_a_figure_without_one_is_not_quick(text: str) -> None:
    assert parse_question(text, companies(), today=TODAY) is None


# --- '21 is a year, also before a threshold without digits ----------------------------------------


def test_an_apostrophe_year_is_never_a_threshold() -> None:
    assert tidy("하닉 EPS '21 만원 넘었냐").text == "하닉 EPS '21"
    assert tidy("삼전 영업이익 14조 넘었지?").text == "삼전 영업이익 ?"
    parsed = query("하닉 EPS '21 ㄹㅇ 만원 넘었냐")
    assert (parsed.metrics, parsed.period) == (("eps",), PeriodSpec("year", (2021,)))
