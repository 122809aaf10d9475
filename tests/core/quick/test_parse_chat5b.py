"""The fifth chat set's tuning half, second round (#22 item 4): figures and forms the keyless reader did not
read — ROA through the catalogue, a growth asked as 역성장, per-share figures asked "몇 원", chat endings and
year forms — each a general rule, each figure checked against the recorded rows or the agent's tool."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from datetime import date, datetime
from pathlib import Path
from typing import Any

import pytest

from core.clock import KST
from core.config import Settings
from core.data.services import DataServices, open_data_services
from core.finance.krw import format_pct
from core.quick import QuickQuery, parse_question
from core.quick.english import answer_in_english
from core.quick.model import METRICS
from core.tools import ToolContext
from core.tools.research import METRICS_SUB_TOOLS
from tests.conftest import companies
from tests.core.quick.test_answers import quick

TODAY = date(2026, 11, 27)
RATIO_TOOL = next(t for t in METRICS_SUB_TOOLS if t.name == "get_financial_ratios")


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


async def _markdown(text: str, data: DataServices) -> str:
    answer = await quick(text, data, today=TODAY)
    assert answer is not None, text
    return answer.markdown


# --- ROA: the catalogue's formula (net income ÷ average total assets), said which -------------------------


@pytest.mark.parametrize("text", ["삼전 23년 ROA", "네이버 23년 ROA 얼마", "현대차 2023년 총자산이익률"])
def test_roa_is_a_quick_ratio_from_the_catalogue(text: str) -> None:
    asked = query(text)
    assert asked.metrics == ("roa",) and asked.kind == "ratio"
    assert METRICS["roa"].concepts == ("net_income", "assets") and METRICS["roa"].averaged


@pytest.mark.parametrize("text", ["삼전 3Q24 ROA", "삼성전자 2024년 3분기 ROA 몇 %", "삼전 3분기 누적 ROE"])
def test_a_quarters_roa_or_roe_is_not_quick(text: str) -> None:
    """A quarter's profit over a balance is no annual rate: not annualised here, so not answered."""
    assert not isinstance(parse_question(text, companies(), today=TODAY), QuickQuery)


async def test_roa_shows_its_average_assets_and_the_formula(data: DataServices) -> None:
    # 삼성전자 FY2023 연결: 15,487,100백만원 ÷ ((455,905,980 + 448,424,507) ÷ 2 백만원) = 3.43%
    text = await _markdown("삼전 23년 ROA", data)
    assert "ROA 3.4% (당기순이익 15.49조원 ÷ 평균 자산총계 452.17조원" in text
    assert "(455.91조원 + 448.42조원) ÷ 2" in text


async def test_roa_of_a_year_without_its_opening_assets_says_closing(data: DataServices) -> None:
    """SK하이닉스 FY2021 has no opening balance in the bundle: the line and a table's footnote say 기말."""
    assert "÷ 기말 자산총계 96.35조원" in await _markdown("하닉 21년 ROA", data)
    table = await _markdown("하닉 ROA 21~23년", data)
    footnote = next(line for line in table.splitlines() if line.startswith("_ROA"))
    assert "FY2021은 기초 자산총계가 없어 기말 자산총계 기준" in footnote
    assert "FY2022" not in footnote and "FY2023" not in footnote  # the later years are averaged


@pytest.mark.parametrize(
    ("code", "year"), [("005930", 2023), ("000660", 2024), ("035720", 2024), ("005380", 2023)]
)
async def test_quick_roa_is_the_agent_tools_roa(code: str, year: int, data: DataServices) -> None:
    ctx = ToolContext(data=data, clock=lambda: datetime(TODAY.year, TODAY.month, TODAY.day, 12, tzinfo=KST))
    output = await RATIO_TOOL.invoke({"company": code, "year": year}, ctx)
    tool: dict[str, Any] = json.loads(output.content)["data"]["ratios"]
    answer = await quick(f"{code} {year}년 ROA", data, today=TODAY)
    assert answer is not None
    name = next(iter(k for k in answer.figures if k.endswith(".roa")))
    assert format_pct(answer.figures[name]) == tool["roa_avg_assets"]


async def test_roa_in_english_shows_the_same_average(data: DataServices) -> None:
    answer = await answer_in_english("Samsung Electronics ROA 2023", data, today=TODAY)
    assert answer is not None
    assert (
        "ROA: 3.4% (net income KRW 15.49 trillion ÷ average total assets KRW 452.17 trillion"
        in answer.markdown
    )
