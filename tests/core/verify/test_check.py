"""The answer validator on real tool output (the recorded bundle): what it accepts and what it flags."""

from __future__ import annotations

import json
from typing import Any

import pytest

from core.verify import check_answer
from core.verify.claims import claims_in
from core.verify.facts import facts_from_results
from tests.core.verify.flags import flagged


def test_right_figures_in_many_styles_pass(samsung: list[str]) -> None:
    answer = (
        "삼성전자의 2023년 연결 매출액은 258.94조원으로 전년(302.23조원) 대비 14.3% 감소했습니다.\n"
        "영업이익은 6조 5,670억원(영업이익률 2.5%)으로 84.9% 줄었습니다. 별도 기준 영업손실은 11.53조원입니다.\n"
        "- 매출 약 259조원, 순이익 15.5조, 부채비율 25.4%, ROE(기말 자본 기준) 4.3%\n"
        "- 영업이익률은 전년 14.4%에서 11.9%p 하락했습니다.\n"
        "- 영업이익은 전년 대비 36.81조원 감소했습니다.\n\n"
        "| 구분 | FY2022 | FY2023 |\n|---|---:|---:|\n| 매출액 | 302.23조원 | 258.94조원 |\n"
        "| 영업이익 | 43.38조원 | 6.57조원 |\n\n"
        "출처: DART 사업보고서 2024.03.12 https://dart.fss.or.kr/dsaf001/main.do?rcpNo=20240312000736"
    )
    verdict = check_answer(answer, samsung)
    assert verdict.checked >= 15
    assert verdict.ok, [u.text for u in verdict.unsupported]


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("2023년 연결 매출액은 258.94억원입니다.", "258.94억원"),  # 조 → 억
        ("2022년 연결 매출액은 258.94조원입니다.", "258.94조원"),  # the 2023 figure under 2022
        ("2023년 별도 기준 매출액은 258.94조원입니다.", "258.94조원"),  # 연결 figure as 별도
        ("2023년 별도 기준 영업이익은 11.53조원입니다.", "11.53조원"),  # a loss written as a profit
        ("2023년 매출은 전년 대비 14.3% 증가했습니다.", "14.3%"),  # a fall written as a rise
        ("2023년 영업이익률은 12.4%입니다.", "12.4%"),  # invented ratio
        ("2023년 연결 매출액은 8.22조원입니다.", "8.22조원"),  # invented amount
    ],
)
def test_each_kind_of_mistake_is_flagged(samsung: list[str], answer: str, wrong: str) -> None:
    assert flagged(answer, samsung) == [wrong]


def test_rounding_a_writer_uses_passes_and_a_step_off_does_not(samsung: list[str]) -> None:
    # 258.94조: 259조 (rounded), 258조 (cut off), 258.9조; but not 258.8조 or 260조
    assert flagged("2023년 매출 259조원, 258조원, 258.9조원", samsung) == []
    assert flagged("2023년 매출 258.8조원", samsung) == ["258.8조원"]
    assert flagged("2023년 매출 260조원", samsung) == ["260조원"]


def test_what_is_not_a_claim(samsung: list[str]) -> None:
    answer = (
        "1. 2023년 3분기 실적을 12월 31일 기준으로 봤습니다 (005930, 3개 사업부, 공시 5건).\n"
        "2. 질문하신 1,000억원 기준으로 보면…\n\n## 출처\n- DART 2024.03.12 rcpNo=20240312000736 (1,234쪽)"
    )
    verdict = check_answer(answer, samsung, query="1,000억원 넘는 회사?")
    assert verdict.checked == 0 and verdict.ok


def test_no_tool_data_means_every_figure_is_unsupported() -> None:
    verdict = check_answer("영업이익은 6.57조원, 영업이익률 2.5%입니다.", [])
    assert [u.text for u in verdict.unsupported] == ["6.57조원", "2.5%"]


def test_the_nearest_tool_values_come_with_an_unsupported_figure(samsung: list[str]) -> None:
    [item] = check_answer("2023년 영업이익률은 12.4%입니다.", samsung).unsupported
    assert item.near and item.near[0].account == "operating_margin"
    assert item.near[0].value == pytest.approx(2.5)


# --- the pieces ---------------------------------------------------------------------------------------


def test_a_sentence_gives_each_figure_its_own_account_year_and_basis() -> None:
    text = (
        "2023년 연결 매출은 258.94조원으로 전년(302.23조원) 대비 14.3% 감소했고, 6.57조원의 영업이익을 냈다."
    )
    claims = {c.figure.text: c for c in claims_in(text)}
    assert (claims["258.94조원"].account, claims["258.94조원"].year, claims["258.94조원"].basis) == (
        "revenue",
        2023,
        "CFS",
    )
    assert claims["302.23조원"].year == 2022  # 전년 of the sentence's year
    assert (
        claims["14.3%"].year == 2023 and claims["14.3%"].direction == "down"
    )  # 전년 대비: this year's change
    assert claims["6.57조원"].account == "operating_income"  # the word right after it


def test_a_table_cell_takes_its_column_header_and_row_label() -> None:
    table = "| 항목 | FY2022 | FY2023 |\n|---|---:|---:|\n| 영업이익 | 43.38조원 | −7.73조원 |"
    claims = claims_in(table)
    assert [(c.account, c.year, c.figure.value) for c in claims] == [
        ("operating_income", 2022, 43.38e12),
        ("operating_income", 2023, -7.73e12),
    ]


def test_facts_carry_the_period_basis_and_account_of_their_place() -> None:
    document: dict[str, Any] = {
        "data": {
            "company": {"name": "삼성전자"},
            "year": 2023,
            "별도": {"accounts": {"매출액": {"current": {"won": 1.0e14}, "prior": {"won": 2.0e14}}}},
            "ratios": {"operating_margin": "2.5%", "revenue_yoy": "−14.3%"},
        }
    }
    facts = facts_from_results([json.dumps(document, ensure_ascii=False)])
    found = {(f.account, f.year, f.basis, f.value, f.change) for f in facts}
    assert ("revenue", 2023, "OFS", 1.0e14, False) in found
    assert ("revenue", 2022, "OFS", 2.0e14, False) in found
    assert ("operating_margin", 2023, None, 2.5, False) in found
    assert ("revenue", 2023, None, -14.3, True) in found


def test_the_correction_request_quotes_each_figure_and_the_tool_value_near_it(
    samsung: list[str],
) -> None:
    from core.agent.verify import correction_request, mark_unverified

    verdict = check_answer("2023년 영업이익률은 12.4%입니다.", samsung)
    request = correction_request(verdict.unsupported)
    assert "\u201c12.4%\u201d" in request and "2.5%" in request and "영업이익률" in request
    # a figure the checker could not derive may still be right: the model keeps it rather than take a hint
    # of another year's value (a right answer "corrected" into a wrong one would then pass)
    assert "맞는 값이면 고치지 말고 그대로 두세요" in request
    assert "leave one that is right as it is" in correction_request(verdict.unsupported, "en")
    marked = mark_unverified("본문", verdict)
    assert marked == "본문\n\n> ⚠️ 확인되지 않은 수치: 12.4%"


def test_worked_ratios_shares_of_a_total_and_statement_brackets_pass(samsung: list[str]) -> None:
    answer = (
        "직접 계산한 비율입니다 (삼성전자, 2023년 연결).\n\n"
        "- 영업이익률 = 6.57조원 ÷ 258.94조원 = 2.54%\n"
        "- 부채비율 = 92.23조원 ÷ 363.68조원 = 25.36%\n\n"
        "| 구분 | 금액 | 자산 대비 |\n|---|---:|---:|\n"
        "| 유동자산 | 1,959,366 | 43.0% |\n| 비유동자산 | 2,599,694 | 57.0% |\n\n(단위: 억원)\n\n"
        "| 구분 | 연결 | 별도 |\n|---|---:|---:|\n| 영업이익 | 6.57 | (11.53) |\n\n(단위: 조원)\n\n"
        "영업이익은 전년 43.38조원에서 6.57조원으로 36.81조원 줄어 전년의 약 0.2배가 됐습니다."
    )
    verdict = check_answer(answer, samsung)
    assert verdict.checked >= 12
    assert verdict.ok, [u.text for u in verdict.unsupported]


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("- 영업이익률 = 6.57조원 ÷ 268.94조원 = 2.54%", "268.94조원"),  # a wrong input to a worked ratio
        ("| 구분 | 금액 | 자산 대비 |\n|---|---:|---:|\n| 유동자산 | 1,959,366 | 47.0% |", "47.0%"),
        ("| 구분 | 연결 | 별도 |\n|---|---:|---:|\n| 영업이익 | (6.57) | (11.53) |\n\n(단위: 조원)", "6.57"),
        ("영업이익은 전년 43.38조원에서 6.57조원으로 줄어 전년의 약 0.5배가 됐습니다.", "0.5배"),
    ],
)
def test_the_same_shapes_with_a_wrong_figure_are_flagged(samsung: list[str], answer: str, wrong: str) -> None:
    assert flagged(f"삼성전자 2023년 연결 기준입니다.\n\n{answer}", samsung) == [wrong]
