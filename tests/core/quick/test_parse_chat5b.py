"""The fifth chat set's tuning half, second round (#22 item 4): figures and forms the keyless reader did not
read — ROA through the catalogue, a growth asked as 역성장, per-share figures asked "몇 원", chat endings and
year forms — each a general rule, each figure checked against the recorded rows or the agent's tool."""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

import pytest

from core.clock import KST
from core.data.services import DataServices
from core.finance.krw import format_pct
from core.quick import QuickQuery, parse_question
from core.quick.english import answer_in_english
from core.quick.model import METRICS
from core.tools import ToolContext
from core.tools.research import METRICS_SUB_TOOLS
from tests.conftest import companies
from tests.core.quick.reading import TODAY, query
from tests.core.quick.test_answers import quick

RATIO_TOOL = next(t for t in METRICS_SUB_TOOLS if t.name == "get_financial_ratios")


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


# --- forms: "몇 원", 나옴, 24y, 탑라인, 역성장, 23년→24년 --------------------------------------------------


@pytest.mark.parametrize(
    ("text", "metric", "year"),
    [
        ("삼전 20년 EPS 몇원임", "eps", 2020),
        ("삼전 19 eps 몇원", "eps", 2019),
        ("sk하이닉스 21년 주당순이익 몇원", "eps", 2021),
        ("삼성전자 2023년 주당배당금 몇 원이야", "dps", 2023),
        ("삼전 23년 영업이익 몇천원", "operating_income", 2023),  # an amount in won is still the amount
    ],
)
def test_how_many_won_is_a_question_word(text: str, metric: str, year: int) -> None:
    asked = query(text)
    assert asked.metrics == (metric,) and asked.period.years == (year,)


@pytest.mark.parametrize(
    "text", ["삼전 23년 매출원가율 몇원", "삼전 23년 ROE 몇 원임", "삼전 23년 매출 증가율 몇원"]
)
def test_won_asked_of_a_rate_is_not_quick(text: str) -> None:
    assert not isinstance(parse_question(text, companies(), today=TODAY), QuickQuery)


async def test_samsungs_older_eps_from_its_full_statements(data: DataServices) -> None:
    """FY2019 and FY2020 from the 사업보고서's full statements in the bundle (기본주당이익 3,166원, 3,841원)."""
    assert "EPS(기본주당이익) 3,841원" in await _markdown("삼전 20년 EPS 몇원임", data)
    assert "EPS(기본주당이익) 3,166원" in await _markdown("삼전 19 eps 몇원", data)


@pytest.mark.parametrize(
    ("text", "metric", "years"),
    [
        ("카카오 24년 영업이익 얼마 나옴?", "operating_income", (2024,)),
        ("현차 4Q24 순익 얼마 나옴?", "net_income", (2024,)),
        ("삼전 23년 매출 얼마 나왔음", "revenue", (2023,)),
        ("네이버 24y 영업이익 ㄱㄱ", "operating_income", (2024,)),
        ("하닉 2023y 매출", "revenue", (2023,)),
        ("현차 23년 탑라인 얼마", "revenue", (2023,)),
        ("현대차 톱라인 2024년", "revenue", (2024,)),
    ],
)
def test_chat_endings_year_forms_and_top_line(text: str, metric: str, years: tuple[int, ...]) -> None:
    asked = query(text)
    assert asked.metrics == (metric,) and asked.period.years == years


@pytest.mark.parametrize("text", ["삼전 24yoy 매출", "삼전 10y 매출", "삼전 매출 3y"])
def test_y_after_a_number_that_is_no_year_stays(text: str) -> None:
    parsed = parse_question(text, companies(), today=TODAY)
    assert not (
        isinstance(parsed, QuickQuery) and parsed.period.years and parsed.period.years[0] in (2010, 2003)
    )


@pytest.mark.parametrize(
    "text", ["삼전 23년 매출 역성장 몇%임", "삼전 23년 매출 몇 % 역성장했어", "삼성전자 2023년 매출 역성장률"]
)
def test_negative_growth_asked_is_the_signed_growth(text: str) -> None:
    asked = query(text)
    assert asked.metrics == ("revenue_growth",) and asked.period.years == (2023,)


async def test_negative_growth_is_answered_with_its_sign(data: DataServices) -> None:
    # 삼성전자 연결 매출액: (258,935,494 − 302,231,360) ÷ 302,231,360 = −14.33%
    assert "매출액 증가율 −14.3%" in await _markdown("삼전 23년 매출 역성장 몇%임", data)


@pytest.mark.parametrize(
    ("text", "metrics"),
    [
        ("카카오 적자폭 23년→24년 얼마나 줄었음", ("operating_income", "net_income")),
        ("하닉 영업익 23년→24년 얼마 개선됨", ("operating_income",)),
        ("삼전 매출 2022년 -> 2023년 얼마나 줄었어", ("revenue",)),
    ],
)
def test_an_arrow_after_a_year_with_its_nyeon_is_the_change(text: str, metrics: tuple[str, ...]) -> None:
    asked = query(text)
    assert asked.metrics == metrics and asked.kind == "change" and len(asked.period.years) == 2


async def test_a_change_between_two_years_by_arrow_is_answered_in_won(data: DataServices) -> None:
    # 카카오 연결 당기순이익: −161,870,567,171 − (−1,816,669,011,014) = +1,654,798,443,843원
    text = await _markdown("카카오 적자폭 23년→24년 얼마나 줄었음", data)
    assert "적자지속" in text and "1.65조원 증가" in text
    # SK하이닉스 연결 영업이익: 23,467,319 − (−7,730,313) = 31,197,632백만원
    assert "흑자전환" in (moved := await _markdown("하닉 영업익 23년→24년 얼마 개선됨", data))
    assert "31.20조원 증가" in moved
