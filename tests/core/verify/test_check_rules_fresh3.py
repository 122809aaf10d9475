"""Reading rules of the figure checker tuned on fresh-tune3 (issue #22 item 3): for each, a right figure
passes and its mutated twin — one figure written wrong — is flagged. Tool results are the real sub-tools
on the recorded bundle."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from core.verify import check_answer
from evals.validator_eval import tool_results


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return Path(tmp_path_factory.mktemp("home"))


@pytest.fixture(scope="module")
def samsung(home: Path) -> list[str]:
    return asyncio.run(tool_results("삼성전자", 2023, home))


def flagged(answer: str, results: list[str], query: str = "삼성전자 2023년 실적") -> list[str]:
    return [u.text for u in check_answer(answer, results, query).unsupported]


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
