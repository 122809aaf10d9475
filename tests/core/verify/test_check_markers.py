"""Sign markers of Korean 개조식 notes (answer-checker round 12): △ before an amount is its minus sign ("△7조
7,303억원", "△ 7.73조", "(△)7.73조"), ▲ and ▼ before a change give its direction ("전년比 ▲16.2%", "▼15.5%p") —
``core/finance/amounts``. Each right case with its wrong twin: a ▲ on a fall, a ▼ on a rise and a △ on an amount
that is really positive are flagged. Tool results are the real sub-tools on the recorded bundle."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.verify.flags import flagged, results_of


@pytest.fixture(scope="module")
def samsung(home: Path) -> list[str]:
    """삼성전자 FY2024 (매출 YoY +16.2%, 영업이익 +398.3%; 유동비율 258.8% -> 243.3%, 부채비율 25.4% -> 27.9%)."""
    return results_of(home, ("삼성전자", 2024))


@pytest.fixture(scope="module")
def hynix(home: Path) -> list[str]:
    """SK하이닉스 FY2024 (영업이익 2023 −7.73조, 2024 23.47조)."""
    return results_of(home, ("SK하이닉스", 2024))


_RISE = "■ 삼성전자 FY24 (연결)\n- 매출액 300조 8,709억원, 전년比 {revenue}\n- 영업이익 전년比 {op}"


def test_a_rise_marked_with_an_up_triangle_holds(samsung: list[str]) -> None:
    assert flagged(_RISE.format(revenue="▲16.2%", op="▲ 398.3%"), samsung, "삼성 24 실적") == []


def test_a_rise_marked_with_a_down_triangle_is_flagged(samsung: list[str]) -> None:
    assert flagged(_RISE.format(revenue="▼16.2%", op="▲398.3%"), samsung, "삼성 24 실적") == ["▼16.2%"]
    # a contradictory "▲−" is read by its minus: the rise it writes as a fall is flagged
    assert flagged(_RISE.format(revenue="▲16.2%", op="▲−398.3%"), samsung, "삼성 24 실적") == ["−398.3%"]


_FALL = (
    "■ 삼성전자 FY24 재무비율 (연결)\n- 유동비율 243.3%, 전년比 {current}\n- 부채비율 27.9%, 전년比 {debt}"
)


def test_a_fall_marked_with_a_down_triangle_holds(samsung: list[str]) -> None:
    assert flagged(_FALL.format(current="▼15.5%p", debt="▲2.6%p"), samsung, "삼성 24 비율") == []


def test_an_up_triangle_on_a_fall_is_flagged(samsung: list[str]) -> None:
    assert flagged(_FALL.format(current="▲15.5%p", debt="▲2.6%p"), samsung, "삼성 24 비율") == ["▲15.5%p"]


_LOSS = "◆ SK하이닉스 영업이익 (연결)\n- FY23 {loss}, 적자\n- FY24 {profit}, 흑자전환"


@pytest.mark.parametrize("loss", ["△7조 7,303억원", "△ 7.73조원", "(△)7.73조원", "(△7.73조원)"])
def test_an_open_triangle_is_the_minus_of_a_loss(hynix: list[str], loss: str) -> None:
    assert flagged(_LOSS.format(loss=loss, profit="23조 4,673억원"), hynix, "하이닉스 영업이익 23 24") == []


def test_an_open_triangle_on_a_positive_amount_is_flagged(hynix: list[str]) -> None:
    wrong = _LOSS.format(loss="△7조 7,303억원", profit="△23조 4,673억원")
    assert flagged(wrong, hynix, "하이닉스 영업이익 23 24") == ["△23조 4,673억원"]
