"""A threshold said as a filter of what follows it ("5% 이상 소액주주", "매출 10조 이상 …") is not a guess to
confirm: no line applies it, so the reader defers. It answered "삼성전자 5% 이상 소액주주 수" with the 소액주주
count (holders of under 1%), the threshold dropped. A threshold asked to be confirmed is still answered."""

from __future__ import annotations

import pytest

from tests.core.quick.reading import deferred, query


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 5% 이상 소액주주 수",  # answered with the 소액주주 count
        "매출 10조 이상 삼성전자 2024 영업이익",  # answered with the 2024 영업이익, the filter dropped
        "영업이익 1조 넘는 회사 중에 카카오 2024 매출",
        "삼성전자 1% 미만 주주 몇 명",
    ],
)
def test_a_threshold_filtering_what_follows_defers(text: str) -> None:
    deferred(text)


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 2024 영업이익 30조 이상이야?",
        "삼성전자 2024 매출 300조 넘었어?",
        "삼성전자 2024 매출 300조 넘는지",
        "삼성전자 2024 영업이익 30조 이상 맞아?",
        "삼성전자 2024 영업이익 30조 넘는 거 맞나요",
    ],
)
def test_a_threshold_to_confirm_is_still_answered(text: str) -> None:
    assert query(text).companies[0].name == "삼성전자"


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 2024 영업이익 늘겠습니까",  # answered with FY2024's figure: a forecast is the agent's
        "하이닉스 매출 줄겠죠?",
        "카카오 흑자 전환하겠어?",
        "네이버 영업이익률 개선되겠네요?",
    ],
)
def test_a_forecast_in_the_future_tense_defers(text: str) -> None:
    deferred(text)


def test_the_past_tense_is_still_answered() -> None:
    assert query("삼성전자 2024 영업이익 늘었습니까").period.years == (2024,)
