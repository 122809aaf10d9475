"""Reading rules of the figure checker from the second round on free-tune3 (issue #22): for each, a right
figure passes and the same construct with a wrong figure is still flagged. Tool results are the real
sub-tools on the recorded bundle."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from evals.validator_eval import call_results, tool_results
from tests.core.verify.flags import flagged


@pytest.fixture(scope="module")
def hynix(home: Path) -> list[str]:
    """SK하이닉스 FY2024 (순이익 19.80조)."""
    return asyncio.run(tool_results("SK하이닉스", 2024, home))


@pytest.fixture(scope="module")
def hyundai_hynix(home: Path, hynix: list[str]) -> list[str]:
    """현대자동차 and SK하이닉스 FY2024 (순이익 13.23조, 19.80조)."""
    return asyncio.run(tool_results("현대자동차", 2024, home)) + hynix


# --- an arrow that leads to a company's conclusion is no chain (core/verify/chains.py) ---------------------

_CONCLUSION = "💵 **순이익**: 하이닉스 19.80조원 vs 현대차 {other} → 하이닉스가 {gap} 더 많음 (2024년, 연결)"


def test_an_arrow_to_a_company_conclusion_is_no_change(hyundai_hynix: list[str]) -> None:
    query = "현대차랑 하이닉스 2024 비교하면 누가 더 돈 잘 벌었어"
    assert flagged(_CONCLUSION.format(other="13.23조원", gap="6.57조원"), hyundai_hynix, query) == []
    assert flagged(_CONCLUSION.format(other="14.23조원", gap="6.57조원"), hyundai_hynix, query) == [
        "14.23조원"
    ]
    assert flagged(_CONCLUSION.format(other="13.23조원", gap="7.57조원"), hyundai_hynix, query) == [
        "7.57조원"
    ]


# --- a quarter named as a comparison's base starts the chain after it (core/verify/context.py) -------------


@pytest.fixture(scope="module")
def hynix_quarters(home: Path) -> list[str]:
    """SK하이닉스 3Q24 and 4Q24 (세전이익 3개월 6.88조 → 9.58조)."""
    return [
        document
        for quarter in (3, 4)
        for document in asyncio.run(
            call_results(("get_quarterly_results", "SK하이닉스", 2024, quarter), home)
        )
    ]


_BASE_QUARTER = """## SK하이닉스 4Q24 — QoQ 분석 (연결)

순이익 증가율(+39.2%)이 특히 큰데, 영업외손익이 3분기보다 유리했던 영향으로 보입니다 (세전이익 {start} → {end})."""


def test_a_chain_after_a_base_quarter_runs_from_it(hynix_quarters: list[str]) -> None:
    query = "SK하이닉스 4분기 실적 QoQ로 보면?"
    assert flagged(_BASE_QUARTER.format(start="6.88조", end="9.58조원"), hynix_quarters, query) == []
    assert flagged(_BASE_QUARTER.format(start="7.88조", end="9.58조원"), hynix_quarters, query) == ["7.88조"]
    assert flagged(_BASE_QUARTER.format(start="6.88조", end="9.98조원"), hynix_quarters, query) == [
        "9.98조원"
    ]
    # either end the wrong quarter's: 4분기 → 3분기 is no change from 3분기
    assert flagged(_BASE_QUARTER.format(start="9.58조", end="6.88조원"), hynix_quarters, query) != []
