"""The eighth chat set's tuning round (tuning half only), part 7: context said beside the question — 지배구조 (governance,
not 지배주주's 지배) in a clause of context, and a remark about oneself after the question ("저도 그 중 한 명이에요^^") —
with the near misses that must still defer."""

from __future__ import annotations

import pytest

from tests.core.quick.reading import deferred, query

# --- 지배구조 in a clause of context ---------------------------------------------------------------------------


def test_governance_studied_is_context() -> None:
    asked = query("지배구조 공부하는 중인데요\n삼성물산은 삼성전자 주식을 몇 주 갖고 있나요?")
    assert asked.kind == "holding" and [c.name for c in asked.companies] == ["삼성물산", "삼성전자"]


@pytest.mark.parametrize(
    "text",
    [
        "지배구조상 지배주주 몫이 궁금해서요\n삼성전자 2024 순이익 얼마예요",  # the owners' share: another figure
        "지배구조 개편 얘기가 있던데요\n삼성물산 2024 매출 얼마예요",  # a restructuring: not a topic of context
        "지배구조에서 삼성생명 역할이 궁금해서요\n삼성전자 2024 순이익 얼마예요",  # another company in the context
    ],
)
def test_governance_beside_more_defers(text: str) -> None:
    deferred(text)


# --- a remark about oneself after the question --------------------------------------------------------------------


def test_one_of_them_is_a_remark() -> None:
    asked = query("삼성전자 소액주주가 몇 명이나 되나요? 저도 그 중 한 명이에요^^")
    assert asked.metrics == ("minority_holders",)


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 소액주주가 몇 명이나 되나요? 저도 주주예요^^",  # 주주: a holder of which shares?
        "삼성전자 소액주주가 몇 명이나 되나요? 저는 100주 있어요",  # a count of one's own
        "삼성전자 소액주주가 몇 명이나 되나요? 저도 우선주 주주 중 한 명이에요",  # a class of shares
    ],
)
def test_a_remark_that_says_more_defers(text: str) -> None:
    deferred(text)
