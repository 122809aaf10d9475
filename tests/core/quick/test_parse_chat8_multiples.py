""" "몇 배" answered with the multiple and the two figures it is made of (core/quick/asked_times, multiples): two
companies' same ratio, one company's figure (an amount or a ratio) in two years — a ratio of levels — and one
company's two amounts in one period; a multiple of a loss (or any value not positive) is one line saying why, no
figure. Near misses: "몇 배 늘었어" is growth, not a quotient; a base later than the figure, no base, the smaller said
as a fraction ("몇 배 낮아"), 연결 beside 별도, a growth rate, a per-share figure and three companies defer. Expected
figures come from the raw recorded rows."""

from __future__ import annotations

import re

import pytest

from core.data.services import DataServices
from core.quick import QuickRefusal, parse_question
from tests.conftest import companies
from tests.core.quick.reading import TODAY, deferred, query
from tests.core.quick.recorded import key_account
from tests.core.quick.test_answers import quick


def _cfs(name: str, year: int, account: str) -> int:
    return key_account(name, year, "CFS", account)


def _debt_ratio(name: str, year: int) -> float:
    return _cfs(name, year, "부채총계") / _cfs(name, year, "자본총계")


def _margin(name: str, year: int) -> float:
    return _cfs(name, year, "영업이익") / _cfs(name, year, "매출액")


def _shown(times: float) -> str:
    return f"{times:,.2f}배({times * 100:,.1f}%)"


# --- two companies' same ratio -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "first", "second", "year"),
    [
        ("삼성전자 2023 부채비율이 하이닉스의 몇 배야", "삼성전자", "SK하이닉스", 2023),
        # the base before 대비
        ("하이닉스 대비 삼성전자 2024 부채비율 몇 배", "삼성전자", "SK하이닉스", 2024),
        ("2024년 SK하이닉스 부채비율은 삼성전자보다 몇 배임?", "SK하이닉스", "삼성전자", 2024),
    ],
)
async def test_a_ratio_of_two_companies_as_a_multiple(
    text: str, first: str, second: str, year: int, data: DataServices
) -> None:
    times = _debt_ratio(first, year) / _debt_ratio(second, year)
    answer = await quick(text, data, today=TODAY)
    assert answer is not None
    assert f"{second}의 {_shown(times)}" in answer.markdown
    assert answer.figures[f"{first}/{second}.FY{year}.debt_ratio_times"] == pytest.approx(times)


async def test_a_margin_of_two_companies_as_a_multiple(data: DataServices) -> None:
    times = _margin("SK하이닉스", 2024) / _margin("삼성전자", 2024)
    answer = await quick("SK하이닉스 2024 영업이익률 삼성전자의 몇 배", data, today=TODAY)
    assert answer is not None and f"삼성전자의 {_shown(times)}" in answer.markdown


# --- one company's figure in two years: a ratio of levels ----------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 2024 영업이익 2023년의 몇 배야",
        "삼성전자 2024년 영업이익이 2023년 영업이익의 몇 배인지",
        "2023년 대비 2024년 삼성전자 영업이익 몇 배",
        "삼성전자 2024 영업이익 2023년보다 몇 배야",
        "삼성전자 2024 영업이익 전년 대비 몇 배",
        "삼성전자 2024 영업이익이 전년의 몇 배",
    ],
)
async def test_an_amount_against_an_earlier_year(text: str, data: DataServices) -> None:
    times = _cfs("삼성전자", 2024, "영업이익") / _cfs("삼성전자", 2023, "영업이익")
    answer = await quick(text, data, today=TODAY)
    assert answer is not None
    assert f"FY2024 영업이익은 FY2023의 {_shown(times)}" in answer.markdown, answer.markdown
    assert answer.figures["삼성전자.FY2023-FY2024.operating_income_times"] == pytest.approx(times)
    assert "증감률" not in answer.markdown  # a multiple, not the growth


@pytest.mark.parametrize(
    "text", ["삼성전자 2024 영업이익률 2023년의 몇 배", "삼성전자 2024 영업이익률 전년 대비 몇 배야"]
)
async def test_a_ratio_against_an_earlier_year(text: str, data: DataServices) -> None:
    times = _margin("삼성전자", 2024) / _margin("삼성전자", 2023)
    answer = await quick(text, data, today=TODAY)
    assert answer is not None
    assert f"FY2024 영업이익률은 FY2023의 {_shown(times)}" in answer.markdown
    assert "10.9%" in answer.markdown and "2.5%" in answer.markdown  # the two ratios it is made of


def test_this_year_against_last_is_not_yet_filed() -> None:
    """ "영업이익률이 작년의 몇 배", no year named beside 작년: this year's, which is not filed — said plainly."""
    for text in ("삼성전자 영업이익률이 작년의 몇 배", "올해 삼성전자 영업이익이 작년의 몇 배야"):
        parsed = parse_question(text, companies(), today=TODAY)
        assert isinstance(parsed, QuickRefusal) and parsed.reason == "not_disclosed", text


# --- one company's two figures in one period -------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "top", "base", "keys"),
    [
        (
            "삼성전자 2024 영업이익이 순이익의 몇 배",
            "영업이익",
            "당기순이익(손실)",
            "operating_income/net_income",
        ),
        ("삼성전자 2024 매출이 영업이익의 몇 배임", "매출액", "영업이익", "revenue/operating_income"),
        (
            "삼성전자 2024 순이익 대비 영업이익 몇 배",
            "영업이익",
            "당기순이익(손실)",
            "operating_income/net_income",
        ),
        ("삼성전자 2024 영업이익이 매출보다 몇 배야", "영업이익", "매출액", "operating_income/revenue"),
    ],
)
async def test_two_figures_of_one_company(
    text: str, top: str, base: str, keys: str, data: DataServices
) -> None:
    times = _cfs("삼성전자", 2024, top) / _cfs("삼성전자", 2024, base)
    answer = await quick(text, data, today=TODAY)
    assert answer is not None
    label = {"매출액": "매출액", "영업이익": "영업이익", "당기순이익(손실)": "당기순이익"}
    assert f"삼성전자 {label[top]}은 {label[base]}의 {_shown(times)}" in answer.markdown, answer.markdown
    assert answer.figures[f"삼성전자.FY2024.{keys}_times"] == pytest.approx(times)


# --- a multiple of a value that is not positive: one line, no figure ---------------------------------------


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("삼성전자 2023 영업이익률이 하이닉스의 몇 배야", "SK하이닉스 FY2023 영업이익률이 음(−)의 값이라"),
        ("SK하이닉스 2023 영업이익 전년 대비 몇 배", "SK하이닉스 FY2023 영업이익이 손실(적자)이라"),
        ("카카오 2023 매출이 순이익의 몇 배", "카카오 FY2023 당기순이익이 손실(적자)이라"),
        ("카카오 2023 순이익 네이버의 몇배", "카카오 FY2023 당기순이익이 손실(적자)이라"),
    ],
)
async def test_no_multiple_of_a_loss(text: str, said: str, data: DataServices) -> None:
    answer = await quick(text, data, today=TODAY)
    assert answer is not None
    assert answer.markdown.strip().count("\n") == 0 and said in answer.markdown
    assert "몇 배인지는 뜻이 없습니다" in answer.markdown
    assert not answer.figures and not re.search(r"\d+(?:\.\d+)?\s*(?:%|조|억|배)", answer.markdown)


# --- near misses ----------------------------------------------------------------------------------------


def test_how_many_times_grown_is_growth_not_a_quotient() -> None:
    assert not query("삼성전자 2024년 영업이익 몇 배 늘었어").times
    grown = query("삼성전자 2024 영업이익 2023년보다 몇 배 늘었어")
    assert grown.kind == "change" and not grown.times


async def test_how_many_times_grown_is_answered_with_the_growth(data: DataServices) -> None:
    answer = await quick("삼성전자 2024 영업이익 2023년보다 몇 배 늘었어", data, today=TODAY)
    assert answer is not None and "+398.3%" in answer.markdown and "배(" not in answer.markdown


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 2023년 영업이익이 2024년의 몇 배야",  # the base is the later year
        "삼성전자 2024 영업이익 작년의 몇 배",  # 작년 (2025) is after 2024
        "삼성전자 2024년 2023년 영업이익 몇 배",  # no base said
        "삼성전자 영업이익 몇 배야",  # nothing to be a multiple of
        "삼성전자 2024 매출 영업이익 몇 배",  # which is the base?
        "삼성전자 부채비율이 하이닉스보다 몇 배 낮아",  # the smaller as a fraction: the other way round
        "삼성전자 2024 매출 하이닉스보다 몇 배 적어",
        "삼성전자 2024 별도 영업이익이 연결 영업이익의 몇 배",  # 연결 beside 별도
        "삼성전자 2024 매출 증가율이 하이닉스의 몇 배",  # a growth rate
        # (a per-share figure of two companies is read since round 11 part 13: test_round11's PER_SHARE_TIMES)
        "삼성전자 2024 영업이익이 2023 순이익의 몇 배",  # two figures of two years
        "삼성전자랑 하이닉스랑 네이버 2024 매출 몇 배",  # three companies
        "삼성전자랑 하이닉스 2024 영업이익이 순이익의 몇 배",  # each company's own two figures
        "삼성전자 2024 3분기 영업이익 2023년 3분기의 몇 배",  # two quarters
        "삼성전자 2024년 영업이익 2023년보다 몇 배 더 컸나요",  # a gap asked too
    ],
)
def test_what_is_not_a_multiple_read_defers(text: str) -> None:
    deferred(text)


def test_a_quote_in_multiples_is_still_the_card() -> None:
    assert query("삼성전자 PER 몇 배").kind == "market"
