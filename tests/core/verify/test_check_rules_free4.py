"""Reading rules of the figure checker from the fourth round on free-tune2 (issue #22 item 3): for each, a
right figure passes and the same sentence with a wrong figure is still flagged. Tool results are the real
sub-tools on the recorded bundle."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from evals.validator_eval import tool_results
from tests.core.verify.flags import flagged


@pytest.fixture(scope="module")
def hynix(home: Path) -> list[str]:
    """SK하이닉스 FY2024 (영업이익 23.47조, 2023년 −7.73조; 세전이익 23.88조, 순이익 19.80조)."""
    return asyncio.run(tool_results("SK하이닉스", 2024, home))


@pytest.fixture(scope="module")
def samsung(home: Path) -> list[str]:
    """삼성전자 FY2024 (매출 연결 300.87조, 별도 209.05조)."""
    return asyncio.run(tool_results("삼성전자", 2024, home))


# --- "69.5% — 약 70% 수준": an approximate figure restating a checked one of its sentence, rounded -------------

_ROUNDED = "별도 매출은 연결의 **{share}** — 약 {about} 수준이에요."


def test_an_approximate_restatement_of_a_stated_figure(samsung: list[str]) -> None:
    assert flagged(_ROUNDED.format(share="69.5%", about="70%"), samsung) == []
    assert flagged(_ROUNDED.format(share="69.5%", about="75%"), samsung) == ["75%"]
    # a wrong figure is flagged itself, and its restatement does not pass
    assert flagged(_ROUNDED.format(share="74.5%", about="75%"), samsung) == ["74.5%", "75%"]


def test_an_amount_restated_in_another_unit(hynix: list[str]) -> None:
    sentence = "💡 영업이익은 1년 새 **31,198십억원**(약 {about}) 개선됐어요."
    assert flagged(sentence.format(about="31.2조원"), hynix) == []
    assert flagged(sentence.format(about="32.2조원"), hynix) == ["32.2조원"]
    # without 약 a figure is a claim of its own
    assert flagged(sentence.format(about="31.2조원").replace("약 ", ""), hynix) == ["31.2조원"]


# --- "세전이익 23.9조 → 순익 19.8조라 차이 4.1조, 세전 대비 약 17.1%": a share of two amounts it states -----------

_SHARE = "세전이익 23.9조 → 순익 19.8조라 차이 4.1조, 세전 대비 약 {share}예요."


def test_a_share_of_two_stated_amounts(hynix: list[str]) -> None:
    query = "하이닉스 24년 법인세 얼마나 냈어?"
    assert flagged(_SHARE.format(share="17.1%"), hynix, query) == []
    assert flagged(_SHARE.format(share="18.1%"), hynix, query) == ["18.1%"]
    assert flagged(_SHARE.format(share="71.1%"), hynix, query) == ["71.1%"]
    # the inverse of the share (23.9 / 4.1) is no share
    assert flagged(_SHARE.format(share="582.9%"), hynix, query) == ["582.9%"]
    # a wrong amount is flagged itself, and a share of it does not pass
    wrong = _SHARE.format(share="21.3%").replace("차이 4.1조", "차이 5.1조")
    assert flagged(wrong, hynix, query) == ["5.1조", "21.3%"]
