"""English amounts and units in an answer: KRW trillion/billion, ₩…tn, … won, unit headers."""

from __future__ import annotations

import pytest

from core.finance.amounts import find_figures
from core.verify.vocab import quarter_marks, year_marks


@pytest.mark.parametrize(
    ("text", "value", "unit"),
    [
        ("KRW 6.57 trillion", 6.57e12, "won"),
        ("₩6.57tn", 6.57e12, "won"),
        ("6.57 trillion won", 6.57e12, "won"),
        ("258.9 billion won", 258.9e9, "won"),
        ("KRW 43.4bn", 43.4e9, "won"),
        ("₩-7.73tn", -7.73e12, "won"),
        ("−KRW 7.73 trillion", -7.73e12, "won"),  # the sign before the currency, as English answers write it
        ("| Kakao | −KRW 161.9bn |", -161.9e9, "won"),
        ("-₩6.57tn", -6.57e12, "won"),
        ("+KRW 2.61 trillion", 2.61e12, "won"),
        ("₩6.57T", 6.57e12, "won"),
        ("KRW 1,444 per share", 1444, "won"),
        ("2.5%", 2.5, "percent"),
        ("-84.9%", -84.9, "percent"),
        ("up 120bps", 1.2, "percent_point"),
        ("(in KRW billion)\n| Revenue | 258,935.5 |", 258_935.5e9, "won"),
        ("(KRW tn)\n| Revenue | 258.94 |", 258.94e12, "won"),
    ],
)
def test_english_amounts(text: str, value: float, unit: str) -> None:
    figures = find_figures(text)
    assert len(figures) == 1
    assert figures[0].value == pytest.approx(value) and figures[0].unit == unit


@pytest.mark.parametrize("text", ["FY2023", "Q3 2024", "3Q24", "in 2023 M&A", "the 12M forward view"])
def test_periods_are_not_figures(text: str) -> None:
    assert find_figures(text) == []


def test_a_dash_joining_a_word_to_the_currency_is_no_sign() -> None:
    assert [f.value for f in find_figures("EBITDA-KRW 5tn")] == [5e12]


def test_a_dollar_amount_is_not_won() -> None:
    assert all(f.unit != "won" for f in find_figures("capex of $1.2 billion"))


@pytest.mark.parametrize(
    ("text", "year", "quarter"),
    [("3Q24", "2024", "3"), ("Q3 2024", "2024", "3"), ("3Q'24", "2024", "3"), ("FY2023", "2023", None)],
)
def test_english_periods_are_read_by_the_checker(text: str, year: str, quarter: str | None) -> None:
    assert [m.value for m in year_marks(text)] == [year]
    assert [m.value for m in quarter_marks(text)] == ([quarter] if quarter else [])
