"""A round figure its words do not surely attribute, near a value of its concept, is an approximation
(``core.verify.rounded``): "300조 클럽에서 내려온" (매출 302.2조), "100원 벌면 10원 가까이" (영업이익률 9.3%),
"102.7%로 100%를 간신히 넘는". One right case per kind and its wrong twins: a round figure near no value
(more than 10% off), one that is a value times ten (a slipped digit or unit), and a round figure its words
surely attribute (held as strictly as before)."""

from __future__ import annotations

from pathlib import Path

import pytest

from core.verify.check import claim_figures
from core.verify.confidence import confidence_of
from core.verify.names import company_names
from tests.core.verify.flags import flagged, results_of

# --- an amount: a round figure with no label of its own, near another year's value of its sentence's account

_CLUB = (
    "2023년 연결 매출은 258.9조 원이었어요. 2022년 302.2조 원에서 14.3% 줄었습니다. "
    "{club} 클럽에서 한 해 만에 내려온 거죠."
)


@pytest.fixture(scope="module")
def samsung_2023(home: Path) -> list[str]:
    return results_of(home, ("삼성전자", 2023))


def test_a_round_amount_near_a_value_of_its_account_is_an_approximation(samsung_2023: list[str]) -> None:
    answer = _CLUB.format(club="300조")
    claim = next(c for c in claim_figures(answer, samsung_2023) if c.figure.text == "300조")
    assert confidence_of(claim, company_names({"삼성전자"}), answer).grade.loose
    assert flagged(answer, samsung_2023, "삼성전자 2023년 실적") == []


def test_a_round_amount_near_no_value_stays_flagged(samsung_2023: list[str]) -> None:
    # 200조 is 23% below 2023's 연결 258.9조 and further from every other 연결 매출 (별도 199.7조, 211.9조: another basis)
    assert flagged(_CLUB.format(club="200조"), samsung_2023, "삼성전자 2023년 실적") == ["200조"]


def test_a_round_amount_ten_times_a_value_stays_flagged(samsung_2023: list[str]) -> None:
    assert flagged(_CLUB.format(club="3,000조"), samsung_2023, "삼성전자 2023년 실적") == ["3,000조"]
    assert flagged(_CLUB.format(club="300억"), samsung_2023, "삼성전자 2023년 실적") == ["300억"]


def test_a_round_amount_its_words_attribute_is_held_as_strictly_as_before(samsung_2023: list[str]) -> None:
    # "2022년 매출은 300조 원": label and year beside it, so 302.2조 is no reason to pass it
    answer = "삼성전자의 2022년 연결 매출은 300조 원이었습니다."
    assert flagged(answer, samsung_2023, "삼성전자 2023년 실적") == ["300조 원"]


# --- a ratio told per a round base: the amount per 100원 is the margin, rounded -----------------------------

_PER = "영업이익률은 9.3%. 차 팔아서 100원 벌면 {kept} 가까이 남긴 거예요."


@pytest.fixture(scope="module")
def hyundai(home: Path) -> list[str]:
    return results_of(home, ("현대자동차", 2023), ("현대자동차", 2024))


def test_a_round_amount_per_a_round_base_near_the_margin_is_an_approximation(hyundai: list[str]) -> None:
    assert flagged(_PER.format(kept="10원"), hyundai, "그럼 현대차 2023년은요?") == []


def test_a_round_amount_per_a_round_base_far_from_the_margin_stays_flagged(hyundai: list[str]) -> None:
    assert flagged(_PER.format(kept="20원"), hyundai, "그럼 현대차 2023년은요?") == ["20원"]


# --- a percent: a round threshold its label stands far from ------------------------------------------------

_THRESHOLD = "다만 별도 기준 유동비율은 102.7%로 {bar}를 간신히 넘는 수준이라는 점은 함께 보셔야 합니다."


@pytest.fixture(scope="module")
def samsung_2024(home: Path) -> list[str]:
    return results_of(home, ("삼성전자", 2024))


def test_a_round_percent_near_its_ratio_is_an_approximation(samsung_2024: list[str]) -> None:
    assert flagged(_THRESHOLD.format(bar="100%"), samsung_2024, "삼성전자 부채 (24년)") == []


def test_a_round_percent_near_no_ratio_stays_flagged(samsung_2024: list[str]) -> None:
    assert flagged(_THRESHOLD.format(bar="300%"), samsung_2024, "삼성전자 부채 (24년)") == ["300%"]


# --- a slip that writes a value round: ten times a rate as close as any value it would approximate -----------


def test_a_rate_written_ten_times_over_stays_flagged(home: Path) -> None:
    kakao = results_of(home, ("카카오", 2023), ("카카오", 2024))
    answer = (
        "1. 2022년: 6.80조원 — YoY **+15.0%**\n2. 2023년: 7.56조원 — YoY **+11.2%**\n"
        "3. 2024년: 7.87조원 — YoY **+4.2%**\n\n"
        "두 자릿수 성장에서 2024년엔 한 자릿수 초반으로 내려왔습니다. 3년 CAGR로는 {cagr}지만, 최근 추세만 "
        "보면 성장 모멘텀 회복이 과제입니다."
    )
    assert flagged(answer.format(cagr="10.0%"), kakao, "카카오 매출 성장 둔화되는 중이야?") == []
    assert flagged(answer.format(cagr="100%"), kakao, "카카오 매출 성장 둔화되는 중이야?") == ["100%"]
