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


@pytest.fixture(scope="module")
def hyundai(home: Path) -> list[str]:
    """현대자동차 FY2024 (부채총계 219.52조, 2023년 180.65조)."""
    return asyncio.run(tool_results("현대자동차", 2024, home))


# --- "부채총계: 약 180.7조원 → 약 219.5조원 (+약 38.9조원)": the change across the arrow, of the figures as written ---

_ARROW = "1. 부채총계: 약 180.7조원 → 약 219.5조원 ({change})"


def test_a_bracketed_change_after_an_arrow(hyundai: list[str]) -> None:
    # 219.52 − 180.65 = 38.87; of the figures as written 38.8
    assert flagged(_ARROW.format(change="**+약 38.9조원**"), hyundai) == []
    assert flagged(_ARROW.format(change="+38.8조원"), hyundai) == []
    assert flagged(_ARROW.format(change="**+약 39.9조원**"), hyundai) == ["39.9조원"]
    # the change runs from the first to the second: a fall is flagged
    assert flagged(_ARROW.format(change="−38.8조원"), hyundai) == ["−38.8조원"]
    # a level in a chain of arrows is no change
    chain = "부채총계: 2022년 164.8조원 → 2023년 180.7조원 → 2024년 {level}"
    assert flagged(chain.format(level="219.5조원"), hyundai) == []
    assert flagged(chain.format(level="15.9조원"), hyundai) == ["15.9조원"]


@pytest.fixture(scope="module")
def platforms(home: Path) -> list[str]:
    """NAVER and 카카오 FY2024 (순이익 1.93조, −1,619억)."""
    return [
        *asyncio.run(tool_results("NAVER", 2024, home)),
        *asyncio.run(tool_results("카카오", 2024, home)),
    ]


# --- "NAVER 1.93조 + 카카오 −1,619억 = 1.77조": a sum after "=" of the amounts it adds ------------------------------

_SUM = "24년 순이익 NAVER {naver} + 카카오 −1,619억 = {total}예요."


def test_a_sum_written_out(platforms: list[str]) -> None:
    assert flagged(_SUM.format(naver="1.93조", total="1.77조"), platforms) == []
    assert flagged(_SUM.format(naver="1.93조", total="1.87조"), platforms) == ["1.87조"]
    # a wrong term is flagged itself, and the sum of it does not pass
    assert flagged(_SUM.format(naver="2.93조", total="2.77조"), platforms) == ["2.93조", "2.77조"]
