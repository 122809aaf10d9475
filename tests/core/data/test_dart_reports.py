"""Periodic-report tables (배당, 주주, 주식총수) parsed from real 삼성전자 FY2023 samples."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from core.data.dart.reports import (
    parse_dividends,
    parse_float,
    parse_int,
    parse_korean_date,
    parse_largest_shareholders,
    parse_number,
    parse_share_counts,
)
from core.errors import DataFormatError

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "opendart"
RCEPT_NO = "20240312000736"


def sample_rows(endpoint: str) -> list[dict[str, Any]]:
    body = json.loads((FIXTURES / f"{endpoint}_00126380_2023_11011.json").read_text(encoding="utf-8"))
    assert body["status"] == "000"
    return list(body["list"])


def dividend_row(
    se: str, thstrm: str, *, stock_knd: str = "-", frmtrm: str = "-", lwfr: str = "-"
) -> dict[str, str]:
    return {"se": se, "stock_knd": stock_knd, "thstrm": thstrm, "frmtrm": frmtrm, "lwfr": lwfr}


# --- values -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("1,444", 1444),
        ("17,265,000,000", 17_265_000_000),
        ("67.80", 67.8),
        ("99.99%", 99.99),
        (" 12 ", 12),
        ("-1,234", -1234),
        ("△500", -500),
        ("(1,000)", -1000),
        ("-", None),
        ("", None),
        (None, None),
        ("해당없음", None),
        ("12주", None),
    ],
)
def test_parse_number(raw: str | None, expected: float | None) -> None:
    value = parse_number(raw)
    assert value == expected
    assert type(value) is type(expected)


def test_parse_int_scales_and_parse_float_strips_percent() -> None:
    assert parse_int("9,809,438", scale=1_000_000) == 9_809_438_000_000
    assert parse_int("1.5", scale=1_000_000) == 1_500_000
    assert parse_int("-") is None
    assert parse_float("21.16%") == 21.16
    assert parse_float("8.51") == 8.51
    assert parse_float(" - ") is None


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("2021년 04월 29일", date(2021, 4, 29)),
        ("2026.03.17", date(2026, 3, 17)),
        ("2023-12-31", date(2023, 12, 31)),
        ("20231231", date(2023, 12, 31)),
        ("2021년 13월 01일", None),
        ("-", None),
        (None, None),
    ],
)
def test_parse_korean_date(raw: str | None, expected: date | None) -> None:
    assert parse_korean_date(raw) == expected


# --- 배당 ----------------------------------------------------------------------------------------------


def test_samsung_2023_dividends_in_won_and_percent() -> None:
    dividends = parse_dividends(sample_rows("alotMatter"))

    assert dividends.rcept_no == RCEPT_NO
    assert dividends.corp_name == "삼성전자"
    assert dividends.settlement_date == date(2023, 12, 31)
    assert len(dividends.metrics) == 14

    per_share = dividends.cash_per_share
    assert per_share is not None
    assert (per_share.label, per_share.name, per_share.unit) == (
        "주당 현금배당금(원)",
        "주당 현금배당금",
        "won",
    )
    assert per_share.stock_kind == "보통주"
    assert (per_share.current, per_share.previous, per_share.before_previous) == (1444, 1444, 1444)
    preferred = dividends.preferred_cash_per_share
    assert preferred is not None and preferred.current == 1445

    total = dividends.cash_total
    assert total is not None and total.unit == "won"
    assert total.current == 9_809_438_000_000  # 9,809,438 백만원
    assert total.stock_kind is None

    payout = dividends.payout_ratio
    assert payout is not None
    assert (payout.basis, payout.unit) == ("consolidated", "percent")
    assert (payout.current, payout.previous, payout.before_previous) == (67.8, 17.9, 25.0)


def test_samsung_2023_dividend_lines_by_basis_and_missing_values() -> None:
    dividends = parse_dividends(sample_rows("alotMatter"))

    separate_income = dividends.find("당기순이익", basis="separate")
    assert separate_income is not None
    assert separate_income.current == 25_397_099_000_000
    consolidated_income = dividends.find("당기순이익")
    assert consolidated_income is not None and consolidated_income.basis == "consolidated"
    assert consolidated_income.before_previous == 39_243_791_000_000

    eps = dividends.find("주당순이익")
    assert eps is not None and (eps.current, eps.unit) == (2131, "won")
    par = dividends.find("주당액면가액")
    assert par is not None and par.current == 100

    stock_dividend = dividends.find("주식배당금총액")
    assert stock_dividend is not None
    assert (stock_dividend.current, stock_dividend.previous, stock_dividend.before_previous) == (
        None,
        None,
        None,
    )
    per_share_stock = dividends.find("주당주식배당", stock_kind="우선주")
    assert (
        per_share_stock is not None and per_share_stock.unit == "shares" and per_share_stock.current is None
    )
    assert dividends.find("주당 현금배당금", stock_kind="종류주") is None
    assert dividends.cash_yield is None  # the sample has no 현금배당수익률 line


def test_dividend_units_come_from_the_se_label() -> None:
    dividends = parse_dividends(
        [
            dividend_row("현금배당금총액(천원)", "1,234", frmtrm="-"),
            dividend_row("(별도)현금배당성향(%)", "31.70%", frmtrm="30"),
            dividend_row("현금배당수익률(%)", "2.5", stock_knd="보통주"),
            dividend_row("현금배당수익률(%)", "2.9", stock_knd="우선주"),
            dividend_row("(연결)주당순이익(원)", "-1,234"),
            dividend_row("주당 현금배당금(원)", "△0"),
            dividend_row("기타 항목(비고)", "12"),
        ]
    )

    total = dividends.cash_total
    assert total is not None and (total.current, total.previous) == (1_234_000, None)
    payout = dividends.payout_ratio  # no consolidated line: the separate one is used
    assert payout is not None and (payout.basis, payout.current, payout.previous) == ("separate", 31.7, 30.0)
    assert isinstance(payout.previous, float)
    cash_yield = dividends.cash_yield
    assert cash_yield is not None and (cash_yield.stock_kind, cash_yield.current) == ("보통주", 2.5)
    eps = dividends.find("주당순이익")
    assert eps is not None and eps.current == -1234
    other = dividends.find("기타 항목(비고)")
    assert other is not None and (other.unit, other.current, other.basis) == ("number", 12, None)
    assert dividends.rcept_no is None and dividends.settlement_date is None


def test_dividends_of_no_rows_are_empty() -> None:
    dividends = parse_dividends([])
    assert dividends.metrics == ()
    assert dividends.cash_per_share is None


@pytest.mark.parametrize("rows", ["not a list", [1], [{"se": {"nested": "x"}}]])
def test_malformed_rows_raise_data_format_error(rows: Any) -> None:
    with pytest.raises(DataFormatError) as caught:
        parse_dividends(rows)
    assert caught.value.source == "opendart"


# --- 주주 ----------------------------------------------------------------------------------------------


def test_largest_shareholders() -> None:
    table = parse_largest_shareholders(sample_rows("hyslrSttus"))

    assert (table.rcept_no, table.settlement_date, len(table)) == (RCEPT_NO, date(2023, 12, 31), 2)
    life, cnt = table.rows
    assert (life.name, life.relation, life.stock_kind) == ("삼성생명보험㈜", "최대주주 본인", "보통주")
    assert (life.shares_start, life.ratio_start) == (508_157_148, 8.51)
    assert (life.shares_end, life.ratio_end) == (508_157_148, 8.51)
    assert life.note is None
    assert not life.is_total
    assert (cnt.name, cnt.relation, cnt.shares_end, cnt.ratio_end) == (
        "삼성물산",
        "계열회사",
        298_818_100,
        5.01,
    )


def test_largest_shareholders_total_row() -> None:
    table = parse_largest_shareholders(
        [{"nm": "계", "relate": "-", "stock_knd": "보통주", "trmend_posesn_stock_co": "1,234", "rm": "-"}]
    )
    (total,) = table.rows
    assert total.is_total
    assert (total.relation, total.shares_end, total.shares_start) == (None, 1234, None)


# --- 주식총수 ------------------------------------------------------------------------------------------


def test_share_counts() -> None:
    table = parse_share_counts(sample_rows("stockTotqySttus"))

    assert table.rcept_no == RCEPT_NO
    (common,) = table.rows
    assert common.stock_kind == "보통주"
    assert common.authorized == 20_000_000_000
    assert common.issued_to_date == 7_780_466_850
    assert common.decreased_to_date == 1_810_684_300
    assert common.profit_retirement == 1_810_684_300
    assert (common.capital_reduction, common.redeemed, common.other_decrease, common.treasury) == (
        None,
        None,
        None,
        None,
    )
    assert common.issued == common.outstanding == 5_969_782_550
