"""Readings from the round on free-tune6, free-tune7 and free-tune9 (round 14b): for each, a right figure
passes and the same construct with a wrong figure is still flagged. Tool results are the real sub-tools on
the recorded bundle."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from evals.validator_eval import call_results
from tests.core.verify.flags import flagged, results_of


@pytest.fixture(scope="module")
def hynix_q3(home: Path) -> list[str]:
    """SK하이닉스 FY2024 and 3Q24 (영업이익 연간 23.47조, 1~3Q 15.38조, 3Q 7.03조: 4Q 8.08조; 매출 4Q 19.77조)."""
    call = ("get_quarterly_results", "SK하이닉스", 2024, 3)
    return [*results_of(home, ("SK하이닉스", 2024)), *asyncio.run(call_results(call, home))]


# --- "별도 공시가 아닌", "별도로 공시되는": the adverb "separately" declares no 별도 basis for the answer --------

_NOT_FILED_APART = (
    "2024년 4분기 SK하이닉스의 영업이익은 약 {q4}으로 계산됩니다.\n\n"
    "- 연간 영업이익 23.47조원 − 1~3분기 누적 15.38조원\n"
    "- 4분기 매출액: 19.77조원\n\n"
    "{note}"
)
_NOTES = (
    "⚠️ 4분기는 별도 공시가 아닌 연간−누적 차감 값입니다.",
    "참고로 4분기 실적은 별도로 공시되지 않아 연간에서 누적을 뺐어요.",
    "※ 4분기 숫자는 회사가 별도 발표한 값이 아닙니다.",
)


@pytest.mark.parametrize("note", list(_NOTES))
def test_separately_filed_is_no_basis(hynix_q3: list[str], note: str) -> None:
    query = "하이닉스 4분기 영업이익 추정해줘"
    assert flagged(_NOT_FILED_APART.format(q4="8.08조원", note=note), hynix_q3, query) == []
    # a wrong fourth quarter is still flagged under the same note
    assert flagged(_NOT_FILED_APART.format(q4="7.08조원", note=note), hynix_q3, query) == ["7.08조원"]


def test_a_separate_basis_named_is_still_read(hynix_q3: list[str]) -> None:
    """ "별도 기준" still declares the basis: the 연결 year's operating profit is not the 별도 one."""
    query = "SK하이닉스 2024년 별도 기준 영업이익"
    answer = "SK하이닉스의 2024년 별도 기준 영업이익은 {op}입니다."
    assert flagged(answer.format(op="23.47조원"), hynix_q3, query) == ["23.47조원"]


# --- "법인세차감전순손익": the profit-or-loss spelling of the pre-tax label is 세전이익, not 법인세 or 순손익 -------


@pytest.fixture(scope="module")
def kakao(home: Path) -> list[str]:
    """카카오 FY2024 (법인세차감전순손실 −28억원; 당기순손실 −1,619억원)."""
    return results_of(home, ("카카오", 2024))


@pytest.mark.parametrize(
    "line",
    ["- 법인세차감전순손익: {pbt}", "법인세비용차감전순손익은 {pbt}으로 사실상 0이었습니다."],
)
def test_pretax_profit_or_loss_is_pretax(kakao: list[str], line: str) -> None:
    query = "카카오 24년 실적 어때"
    assert flagged(line.format(pbt="-28억원"), kakao, query) == []
    # the net loss under the pre-tax label, or a wrong one, is flagged
    assert flagged(line.format(pbt="-1,619억원"), kakao, query) == ["-1,619억원"]
    assert flagged(line.format(pbt="-38억원"), kakao, query) == ["-38억원"]
