"""What a word scopes, read wrongly in free-tune7's answers (answer-checker round 13), each right case with its
wrong twin: a profit or loss word right before a figure is its sign, not the sign of the figure before it ("흑자
1.64조 원에서 2023년 적자 1.82조 원까지"); a round base a ratio is told per ("같은 100원을 팔아도", "주주 돈 100원으로",
"내 돈 100원에 빌린 돈 28원") is no claim, the amount after it the percentage it is of the base, and one lost per the
base ("23.6원씩 손해") the ratio below zero; a figure in the tag of another ("OPM 18.4% (▼3.0%p YoY)") is labelled
as that one is (``confidence``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.verify.flags import flagged, results_of


@pytest.fixture(scope="module")
def kakao(home: Path) -> list[str]:
    """카카오 FY2023 and FY2024 (순이익 2021 1.64조, 2022 1.07조, 2023 −1.82조, 2024 −1,619억)."""
    return results_of(home, ("카카오", 2023), ("카카오", 2024))


@pytest.fixture(scope="module")
def samsung24(home: Path) -> list[str]:
    """삼성전자 FY2024 (부채비율 27.9%, 영업이익률 10.9%)."""
    return results_of(home, ("삼성전자", 2024))


@pytest.fixture(scope="module")
def hynix23(home: Path) -> list[str]:
    """SK하이닉스 FY2023 (영업이익률 −23.6%)."""
    return results_of(home, ("SK하이닉스", 2023))


# --- a sign word right before a figure is that figure's -------------------------------------------------------

_TURN = "카카오 순이익: 2021년 {first} 1.64조 원에서 2023년 적자 1.82조 원까지 뒤집혔습니다."


def test_a_profit_word_right_before_a_figure_is_its_sign(kakao: list[str]) -> None:
    assert flagged(_TURN.format(first="흑자"), kakao, "카카오 순이익 추이") == []
    assert (
        flagged("카카오 순이익 요약: 흑자 1.6조 → 적자 1.8조 → 적자 0.16조.", kakao, "카카오 순이익 추이")
        == []
    )


def test_a_loss_word_right_before_a_profit_is_flagged(kakao: list[str]) -> None:
    assert flagged(_TURN.format(first="적자"), kakao, "카카오 순이익 추이") == ["1.64조 원"]
    assert flagged(
        "카카오 순이익 요약: 흑자 1.6조 → 흑자 1.8조 → 적자 0.16조.", kakao, "카카오 순이익 추이"
    ) == ["1.8조"]


# --- a round base a ratio is told per is no claim; the amount per it is the ratio ------------------------------

_DEBT = "삼성전자 2024년 부채비율 27.9%. 내 돈 100원에 빌린 돈 {per}원 정도라는 뜻입니다."


def test_an_amount_per_a_base_of_100_won_restates_the_ratio(samsung24: list[str]) -> None:
    assert flagged(_DEBT.format(per="28"), samsung24) == []
    assert flagged("삼성전자 2024년 영업이익률은 10.9%. 같은 100원을 팔아도 남는 게 달라요.", samsung24) == []


def test_an_amount_per_the_base_of_another_ratio_is_flagged(samsung24: list[str]) -> None:
    assert flagged(_DEBT.format(per="38"), samsung24) == ["38원"]


_LOST = "SK하이닉스 2023년 영업이익률이 −23.6%예요. 100원어치 팔 때마다 {per}원씩 {word}를 본 셈입니다."


def test_an_amount_lost_per_the_base_is_the_ratio_below_zero(hynix23: list[str]) -> None:
    assert flagged(_LOST.format(per="23.6", word="손해"), hynix23) == []


def test_an_amount_kept_per_the_base_of_a_loss_ratio_is_flagged(hynix23: list[str]) -> None:
    assert flagged(_LOST.format(per="23.6", word="이익"), hynix23) == ["23.6원"]
    assert flagged(_LOST.format(per="32.6", word="손해"), hynix23) == ["32.6원"]


# --- a figure in the tag of another is labelled as that one is ------------------------------------------------

_TAG = "삼성전자 2024년 OPM 10.9% ({sign}8.4%p YoY)"


def test_a_figure_in_the_tag_of_another_keeps_its_label(samsung24: list[str]) -> None:
    assert flagged(_TAG.format(sign="▲"), samsung24) == []


def test_a_change_in_the_tag_of_another_with_the_wrong_sign_is_flagged(samsung24: list[str]) -> None:
    assert flagged(_TAG.format(sign="▼"), samsung24) == ["▼8.4%p"]
