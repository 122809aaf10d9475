"""Keyless answers from the 사업보고서's holder and headcount tables (#22 item 4): the largest shareholder,
its shares and stake, the shares in issue, and the company's headcount — never a division's as the total."""

from __future__ import annotations

import pytest

from core.data.dart.people import Employee
from core.data.services import DataServices
from core.figures.holdings import company_total
from core.quick import QuickQuery, parse_question
from tests.core.quick.recorded import report_rows
from tests.core.quick.test_answers import TODAY, quick


def _largest() -> dict[str, str]:
    rows = report_rows("삼성전자", 2023, "hyslrSttus")
    return next(r for r in rows if r["relate"] == "최대주주 본인" and r["stock_knd"] == "보통주")


@pytest.mark.parametrize(
    "question",
    [
        "삼성전자 2023년 최대주주 지분율은?",
        "삼성전자 최대주주 누구야",
        "삼성전자 대주주 지분 얼마임",
        "삼성전자 2023 최대주주가 가진 주식 몇 주야",
    ],
)
async def test_the_largest_shareholder_with_its_shares_and_stake(question: str, data: DataServices) -> None:
    raw = _largest()
    answer = await quick(question, data, today=TODAY)
    assert answer is not None, question
    assert raw["nm"] in answer.markdown
    assert f"{raw['trmend_posesn_stock_co']}주" in answer.markdown  # 508,157,148주 as filed
    assert f"{raw['trmend_posesn_stock_qota_rt']}%" in answer.markdown  # 8.51%
    assert answer.figures["삼성전자.FY2023.largest_holder_shares"] == int(
        raw["trmend_posesn_stock_co"].replace(",", "")
    )
    assert "사업보고서 FY2023 최대주주 현황" in answer.markdown


@pytest.mark.parametrize("question", ["삼성전자 2023년 발행주식수", "삼성전자 주식 총수 몇 주야"])
async def test_the_shares_in_issue(question: str, data: DataServices) -> None:
    common = next(r for r in report_rows("삼성전자", 2023, "stockTotqySttus") if r["se"] == "보통주")
    answer = await quick(question, data, today=TODAY)
    assert answer is not None
    assert f"보통주 {common['istc_totqy']}주" in answer.markdown
    assert answer.figures["삼성전자.FY2023.shares_보통주"] == int(common["istc_totqy"].replace(",", ""))


@pytest.mark.parametrize("question", ["삼성전자 2023 직원 수", "삼성전자 임직원 몇 명이야"])
async def test_a_division_row_is_never_the_company_headcount(question: str, data: DataServices) -> None:
    rows = report_rows("삼성전자", 2023, "empSttus")
    assert all(r["fo_bbm"] not in ("합계", "계") for r in rows)  # the recording holds divisions' rows only
    answer = await quick(question, data, today=TODAY)
    assert answer is not None
    for row in rows:
        assert row["sm"] not in answer.markdown  # 38,286 is DX's men, not the company
    assert "회사 전체 합계가 없어" in answer.markdown
    assert not any(key.endswith("employees") for key in answer.figures)


def _row(division: str, sex: str, total: int) -> Employee:
    return Employee(division, sex, total, None, None, None, total, None, None, None, None)


def test_the_company_total_is_its_total_row_or_its_totals_by_sex() -> None:
    assert company_total([_row("DX", "남", 100), _row("합계", "합계", 250)]) == 250
    assert company_total([_row("DX", "남", 100), _row("합계", "남", 150), _row("합계", "여", 60)]) == 210
    assert company_total([_row("-", "남", 90), _row("-", "여", 40)]) == 130  # no divisions filed
    assert company_total([_row("DX", "남", 100), _row("DS", "남", 80)]) is None  # divisions are never added
    assert company_total([_row("합계", "남", 150)]) is None  # the women's total is missing


@pytest.mark.parametrize(
    "question",
    [
        "삼성전자 지분율",  # whose stake?
        "삼성전자 국민연금 지분율",  # a 5% holder, not the largest shareholder's table
        "삼성전자 2023 최대주주 추이",  # one year-end table per report: no trend from the quick path
        "삼성전자 3분기 직원 수",  # the annual report's table
    ],
)
def test_what_the_tables_do_not_answer_goes_on(question: str, data: DataServices) -> None:
    assert not isinstance(parse_question(question, data.companies, today=TODAY), QuickQuery)


@pytest.mark.parametrize(
    ("question", "holder"),
    [
        ("삼성물산이 보유한 삼성전자 주식 수는 몇 주인가요", "삼성물산"),
        ("삼성물산의 삼성전자 지분율 2023년", "삼성물산"),
        ("삼전 최대주주 삼성생명 몇주 들고있음", "삼성생명보험㈜"),
    ],
)
async def test_one_companys_holding_in_another_is_its_row_of_the_others_table(
    question: str, holder: str, data: DataServices
) -> None:
    row = next(r for r in report_rows("삼성전자", 2023, "hyslrSttus") if r["nm"] == holder)
    answer = await quick(question, data, today=TODAY)
    assert answer is not None
    assert f"{row['trmend_posesn_stock_co']}주" in answer.markdown
    assert f"지분율 {row['trmend_posesn_stock_qota_rt']}%" in answer.markdown
    issued = next(r for r in report_rows("삼성전자", 2023, "stockTotqySttus") if r["se"] == "보통주")
    assert issued["istc_totqy"] not in answer.markdown  # not the companies' share counts side by side


async def test_a_company_not_in_the_holder_table_is_said_to_be_absent(data: DataServices) -> None:
    answer = await quick("SK하이닉스의 삼성전자 지분", data, today=TODAY)
    assert answer is not None
    assert "SK하이닉스는 없습니다" in answer.markdown
    assert not answer.figures
