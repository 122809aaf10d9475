"""People tables (임원, 직원, 보수): real 삼성전자 FY2023 samples and an inferred V2 pay body."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from core.data.dart.people import parse_employees, parse_executives, parse_pay
from core.errors import DataFormatError

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "opendart"
RCEPT_NO = "20240312000736"


def body_rows(file_name: str) -> list[dict[str, Any]]:
    body = json.loads((FIXTURES / file_name).read_text(encoding="utf-8"))
    assert body["status"] == "000"
    return list(body["list"])


def sample_rows(endpoint: str) -> list[dict[str, Any]]:
    return body_rows(f"{endpoint}_00126380_2023_11011.json")


# --- 임원 ----------------------------------------------------------------------------------------------


def test_executive_from_the_real_sample() -> None:
    table = parse_executives(sample_rows("exctvSttus"))

    assert (table.rcept_no, table.settlement_date) == (RCEPT_NO, date(2023, 12, 31))
    (han,) = table.rows
    assert (han.name, han.sex, han.birth_year, han.birth_month) == ("한종희", "남", 1962, 3)
    assert (han.position, han.registered, han.full_time) == ("부회장", "사내이사", "상근")
    assert han.is_registered
    assert han.duties == "대표이사 (DX 부문 경영전반 총괄)"
    assert han.career == "삼성전자 DX부문장"
    assert han.relation_to_largest_shareholder == "계열회사 임원"
    assert (han.tenure_months, han.tenure_text) == (46, "46개월")
    assert han.term_ends_on == date(2026, 3, 17)
    assert han.term_ends_on_text == "2026년 03월 17일"


@pytest.mark.parametrize(
    ("hffc_pd", "months"), [("3년 2개월", 38), ("2년", 24), ("7개월", 7), ("-", None), ("미상", None)]
)
def test_executive_tenure_in_months(hffc_pd: str, months: int | None) -> None:
    (executive,) = parse_executives([{"nm": "갑", "hffc_pd": hffc_pd, "rgist_exctv_at": "미등기"}]).rows
    assert executive.tenure_months == months
    assert not executive.is_registered
    assert (executive.birth_year, executive.term_ends_on, executive.sex) == (None, None, None)


# --- 직원 ----------------------------------------------------------------------------------------------


def test_employee_row_from_the_real_sample() -> None:
    table = parse_employees(sample_rows("empSttus"))

    (dx,) = table.rows
    assert (dx.division, dx.sex) == ("DX", "남")
    assert (dx.regular, dx.regular_short_time, dx.contract, dx.contract_short_time) == (
        37_962,
        None,
        324,
        None,
    )
    assert dx.total == 38_286
    assert dx.average_tenure_years == 16.5
    assert (dx.annual_salary_total_won, dx.average_salary_won, dx.note) == (None, None, None)
    assert not dx.is_total


def test_employee_total_row_with_salaries_and_tenure_in_years_and_months() -> None:
    (total,) = parse_employees(
        [
            {
                "fo_bbm": "합 계",
                "sexdstn": "-",
                "sm": "124,804",
                "avrg_cnwk_sdytrn": "12년 6개월",
                "fyer_salary_totamt": "15,003,000,000,000",
                "jan_salary_am": "120,000,000",
            }
        ]
    ).rows
    assert total.is_total
    assert total.average_tenure_years == 12.5
    assert (total.annual_salary_total_won, total.average_salary_won) == (15_003_000_000_000, 120_000_000)


# --- 보수 ----------------------------------------------------------------------------------------------


def test_pay_old_shape_top5() -> None:
    table = parse_pay(sample_rows("indvdlByPay"))

    assert table.rcept_no == RCEPT_NO
    (kim,) = table.rows
    assert (kim.name, kim.position, kim.total_won) == ("김기남", "고문", 17_265_000_000)
    assert (kim.excluded_won, kim.fiscal_year, kim.stock_based, kim.note) == (None, None, (), None)
    assert kim.is_current


def test_pay_old_shape_directors() -> None:
    (kyung,) = parse_pay(sample_rows("hmvAuditIndvdlBySttus")).rows
    assert (kyung.name, kyung.position, kyung.total_won) == ("경계현", "대표이사", 2_403_000_000)


def test_pay_v2_grouped_shape_inferred() -> None:
    table = parse_pay(body_rows("indvdlByPayV2_inferred.json"))

    assert (table.rcept_no, table.settlement_date) == ("20270310000999", date(2026, 12, 31))
    assert [(e.name, e.fiscal_year, e.total_won) for e in table.rows] == [
        ("홍길동", "당기", 3_120_000_000),
        ("홍길동", "전기", 2_980_000_000),
        ("김철수", "당기", 1_050_000_000),
    ]
    hong, hong_before, kim = table.rows
    assert hong.position == "대표이사" and hong.is_current and not hong_before.is_current
    rsu, options = hong.stock_based
    assert (rsu.kind, rsu.quantity, rsu.amount_won) == ("양도제한조건부주식(RSU)", 12_000, 840_000_000)
    assert (rsu.other_unpaid_quantity, rsu.other_market_value_won) == (24_000, 1_680_000_000)
    assert (rsu.options_exercisable, rsu.note) == (None, "3년 분할 지급")
    assert options.kind == "주식매수선택권"
    assert (options.options_exercisable, options.options_unexercisable) == (5_000, 10_000)
    assert (options.option_exercise_price_won, options.option_remaining_won) == (61_500, 922_500_000)
    assert (options.quantity, options.note) == (None, None)
    assert hong_before.stock_based == ()
    assert kim.stock_based == ()  # a single all-"-" line is no stock-based pay


def test_pay_v2_fields_flat_on_the_row() -> None:
    (entry,) = parse_pay(
        [
            {
                "nm": "이영희",
                "fscl_year": "전전기",
                "ofcps": "이사",
                "mendng_totamt": "700,000,000",
                "stk_bsd_pd_mendng_totamt_knd": "성과연동주식(PSU)",
                "stk_bsd_pd_mendng_totamt_amt": "100,000,000",
            }
        ]
    ).rows
    assert (entry.fiscal_year, entry.total_won, entry.is_current) == ("전전기", 700_000_000, False)
    (line,) = entry.stock_based
    assert (line.kind, line.amount_won, line.quantity) == ("성과연동주식(PSU)", 100_000_000, None)


def test_pay_v2_group_of_the_wrong_type_is_a_format_error() -> None:
    with pytest.raises(DataFormatError):
        parse_pay([{"rcept_no": "1", "group": "홍길동"}])
