"""Reading rules of the figure checker tuned on fresh-tune3 (issue #22 item 3): for each, a right figure
passes and its mutated twin — one figure written wrong — is flagged. Tool results are the real sub-tools
on the recorded bundle."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from evals.validator_eval import call_results, tool_results
from tests.core.verify.flags import flagged as flagged_for


def flagged(answer: str, results: list[str], query: str = "삼성전자 2023년 실적") -> list[str]:
    return flagged_for(answer, results, query)  # these answers are to one question unless a test says


# --- a "source:" key inside a code block is a field of the data, not the start of the sources ------------

_YAML = "```yaml\ncompany: 삼성전자\nsource: DART 사업보고서\n2023:\n  매출액: 258.94조원\n  영업이익률: {margin}\n```"


def test_a_source_key_in_a_code_block_does_not_end_the_answer(samsung: list[str]) -> None:
    assert flagged(_YAML.format(margin="2.5%"), samsung) == []
    assert flagged(_YAML.format(margin="3.5%"), samsung) == ["3.5%"]


# --- inline code marks do not hide a sign -----------------------------------------------------------------

_INLINE = ">• 매출 `258.94조원` (전년 대비 `{growth}`)"


def test_a_sign_inside_inline_code_is_read(samsung: list[str]) -> None:
    assert flagged(_INLINE.format(growth="-14.3%"), samsung) == []
    assert flagged(_INLINE.format(growth="+14.3%"), samsung) == ["+14.3%"]


# --- "포인트" after a bare number is percentage points ------------------------------------------------------

_POINTS = "영업이익률은 2.5퍼센트로 전년보다 {drop} 내렸습니다."


def test_points_are_percentage_points(samsung: list[str]) -> None:
    assert flagged(_POINTS.format(drop="11.8포인트"), samsung) == []
    assert flagged(_POINTS.format(drop="12.8포인트"), samsung) == ["12.8포인트"]


# --- a range of months or quarters in a label is a period, not a figure -------------------------------------

_MONTHS = "(단위: 조원)\n\n| 기간 | 매출액 |\n|---|---:|\n| 2023년(1~12월) | {revenue} |"


def test_a_range_of_months_is_no_figure(samsung: list[str]) -> None:
    assert flagged(_MONTHS.format(revenue="258.94"), samsung) == []
    assert flagged(_MONTHS.format(revenue="268.94"), samsung) == ["268.94"]


# --- a grade of a scale ("10% 이상 ✅, 5~10% ⚠️") is a benchmark ---------------------------------------------

_GRADES = "영업이익률은 {margin}입니다. 기준: 영업이익률 10% 이상 ✅, 5~10% ⚠️, 5% 미만 ❌"


def test_a_grade_ending_at_a_benchmark_is_no_claim(samsung: list[str]) -> None:
    assert flagged(_GRADES.format(margin="2.5%"), samsung) == []
    assert flagged(_GRADES.format(margin="2~3%"), samsung) == []
    assert flagged(_GRADES.format(margin="4~5%"), samsung) == ["4~5%"]


# --- "이듬해", "그다음 해" is the year after the one named before it ----------------------------------------

_NEXT = "2022년 매출 302.23조원에서 출발해, 이듬해에는 {revenue}(−14.3%)으로 줄었습니다."


def test_the_following_year_is_the_year_after(samsung: list[str]) -> None:
    assert flagged(_NEXT.format(revenue="258.94조원"), samsung) == []
    assert flagged(_NEXT.format(revenue="302.23조원"), samsung) == ["302.23조원"]


# --- a change whose clause names its start and no end ends the year after it --------------------------------

_FOLLOWUP = (
    "네, 말씀하신 2022년 기준으로는 매출 302.23조원이었습니다.\n\n"
    "그 전해인 2021년(279.6조원)보다 매출이 {growth} 증가한 해였고, 2023년(258.9조원)까지는 14.3% 감소했습니다."
)


def test_a_change_from_a_named_start_ends_the_year_after_it(samsung: list[str]) -> None:
    results = samsung  # the 2023 report holds FY2021 too
    query = "아까 2023년 얘기였잖아, 2022년은 어땠어?"
    assert flagged(_FOLLOWUP.format(growth="8.1%"), results, query) == []
    assert flagged(_FOLLOWUP.format(growth="9.1%"), results, query) == ["9.1%"]


# --- a row of the average or total of the rows above: over their years, or their companies ------------------

_YEARS = (
    "| 연도 | 매출액(조원) | 영업이익률 |\n|---|---:|---:|\n| 2021 | 279.60 | 18.5% |\n"
    "| 2022 | 302.23 | 14.4% |\n| 2023 | 258.94 | 2.5% |\n| **평균** | {revenue} | {margin} |"
)


def test_an_average_row_under_years_is_their_mean(samsung: list[str]) -> None:
    query = "삼성전자 2021~2023 실적 표로"
    assert flagged(_YEARS.format(revenue="280.26", margin="11.8%"), samsung, query) == []
    assert flagged(_YEARS.format(revenue="290.26", margin="11.8%"), samsung, query) == ["290.26"]
    assert flagged(_YEARS.format(revenue="280.26", margin="12.8%"), samsung, query) == ["12.8%"]


_COLUMNS = (
    "| 항목 | 2021 | 2022 | 2023 | 평균 |\n|---|---:|---:|---:|---:|\n"
    "| 매출액(조원) | 279.60 | 302.23 | 258.94 | {revenue} |\n| 영업이익 | 51.63조원 | 43.38조원 | 6.57조원 | {income} |"
)


def test_an_average_column_after_years_is_their_mean(samsung: list[str]) -> None:
    query = "삼성전자 2021~2023 실적 표로"
    assert flagged(_COLUMNS.format(revenue="280.26", income="33.86조원"), samsung, query) == []
    assert flagged(_COLUMNS.format(revenue="290.26", income="33.86조원"), samsung, query) == ["290.26"]
    assert flagged(_COLUMNS.format(revenue="280.26", income="34.86조원"), samsung, query) == ["34.86조원"]


_COMPANIES = (
    "| 구분 (2023, 연결) | 매출액 (조원) | 영업이익률 |\n|---|---:|---:|\n| 삼성전자 | 258.94 | 2.5% |\n"
    "| SK하이닉스 | 32.77 | -23.6% |\n| **합계** | {total} | {pooled} |\n| **평균** | {mean} | {average} |"
)
_RIGHT = {"total": "291.70", "pooled": "-0.4%", "mean": "145.85", "average": "-10.5%"}


def test_total_and_average_rows_over_companies(samsung: list[str], home: Path) -> None:
    results = [*samsung, *asyncio.run(tool_results("SK하이닉스", 2023, home))]
    query = "2023년 삼성전자, SK하이닉스 합계랑 평균"
    assert flagged(_COMPANIES.format(**_RIGHT), results, query) == []
    for key, wrong in (("total", "281.70"), ("pooled", "-1.4%"), ("mean", "155.85"), ("average", "-11.5%")):
        assert flagged(_COMPANIES.format(**{**_RIGHT, key: wrong}), results, query) == [wrong]


# --- a flat JSON object in a code block is a table of its fields ---------------------------------------------

_JSON = (
    '```json\n{{\n  "company": "삼성전자",\n  "fiscal_year": 2023,\n  "basis": "연결",\n  "unit": "조원",\n'
    '  "revenue": 258.94,\n  "operating_income": {income},\n  "operating_margin_pct": {margin}\n}}\n```'
)


def test_a_json_object_is_read_field_by_field(samsung: list[str]) -> None:
    assert flagged(_JSON.format(income="6.57", margin="2.54"), samsung) == []
    assert flagged(_JSON.format(income="65.7", margin="2.54"), samsung) == ["65.7"]
    assert flagged(_JSON.format(income="6.57", margin="3.54"), samsung) == ["3.54"]


_NESTED = '```json\n{{\n  "2023": {{\n    "revenue": 258.94,\n    "operating_income": {income}\n  }},\n  "unit": "KRW trillion"\n}}\n```'


def test_a_nested_json_objects_keys_label_its_fields(samsung: list[str]) -> None:
    assert flagged(_NESTED.format(income="6.57"), samsung) == []
    assert flagged(_NESTED.format(income="65.7"), samsung) == ["65.7"]


# --- a half of the year and the average quarter, from quarterly results ----------------------------------------


@pytest.fixture(scope="module")
def quarters(home: Path) -> list[str]:
    calls = [("get_quarterly_results", "삼성전자", 2024, quarter) for quarter in (3, 4)]
    return [
        *asyncio.run(tool_results("삼성전자", 2024, home)),
        *(doc for call in calls for doc in asyncio.run(call_results(call, home))),
    ]


_SECOND_HALF = "<b>3분기</b> 매출 79.10조원\n<b>4분기</b> 매출 75.79조원\n<b>하반기 합계</b> 매출 {total}"
_FIRST_HALF = "1~3분기 누적에서 3분기를 빼면 상반기(1~6월) 합계를 구할 수 있습니다: 매출 {total}."
_AVERAGE_QUARTER = "연간 영업이익 32.73조원을 네 분기로 나눈 분기 평균은 {mean}입니다."


def test_halves_and_the_average_quarter(quarters: list[str]) -> None:
    query = "삼성전자 2024 분기 실적"
    assert flagged(_SECOND_HALF.format(total="154.89조원"), quarters, query) == []
    assert flagged(_SECOND_HALF.format(total="164.89조원"), quarters, query) == ["164.89조원"]
    assert flagged(_FIRST_HALF.format(total="145.98조원"), quarters, query) == []
    assert flagged(_FIRST_HALF.format(total="155.98조원"), quarters, query) == ["155.98조원"]
    assert flagged(_AVERAGE_QUARTER.format(mean="8.18조원"), quarters, query) == []
    assert flagged(_AVERAGE_QUARTER.format(mean="7.18조원"), quarters, query) == ["7.18조원"]


# --- a quarter's figure is its three months unless its words say year to date -------------------------------

_QUARTER_ROW = "(단위: 조원)\n\n| 분기 | 영업이익 |\n|---|---:|\n| {label} | {income} |"


def test_a_quarter_row_is_three_months_unless_it_says_year_to_date(quarters: list[str]) -> None:
    query = "삼성전자 2024 분기 실적"
    assert flagged(_QUARTER_ROW.format(label="3Q24", income="9.18"), quarters, query) == []
    assert flagged(_QUARTER_ROW.format(label="3Q24 누적", income="26.23"), quarters, query) == []
    assert flagged(_QUARTER_ROW.format(label="1~3분기", income="26.23"), quarters, query) == []
    assert flagged(_QUARTER_ROW.format(label="3Q24", income="26.23"), quarters, query) == ["26.23"]


# --- the one quarter a heading names is the quarter of the figures under it ----------------------------------

_UNDER_QUARTER = "<b>4분기 (10~12월)</b>\n▫️ 매출 {revenue}\n<b>연간</b>\n▫️ 매출 300.87조원"


def test_the_quarter_a_heading_names_holds_under_it(quarters: list[str]) -> None:
    query = "삼성전자 2024년 하반기 실적"
    assert flagged(_UNDER_QUARTER.format(revenue="75.79조원"), quarters, query) == []
    assert flagged(_UNDER_QUARTER.format(revenue="79.10조원"), quarters, query) == ["79.10조원"]


# --- a heading that is a year alone ("2022:" in YAML, "### 2023년") dates the figures under it -------------------

_DATED = "```yaml\ncompany: 삼성전자\n2022:\n  매출액: {revenue}\n2023:\n  매출액: 258.94조원\n```"


def test_a_year_alone_over_figures_is_their_year(samsung: list[str]) -> None:
    assert flagged(_DATED.format(revenue="302.23조원"), samsung) == []
    assert flagged(_DATED.format(revenue="258.94조원"), samsung) == ["258.94조원"]
