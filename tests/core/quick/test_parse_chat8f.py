"""The eighth chat set's tuning round (tuning half only), part 6: two named companies' stakes in a third, set against
each other ("삼성생명이랑 삼성물산 중에 삼성전자 지분 누가 더 많아", "… 삼성물산보다 몇 주 더 많아", "… 삼성물산의 몇 배야"),
from the third's 최대주주 현황. Expected figures from the raw recorded rows (hyslrSttus); near misses that must still
defer."""

from __future__ import annotations

import gzip
import json

import pytest

from core.data.services import DataServices
from tests.core.quick.reading import TODAY, deferred, query
from tests.core.quick.recorded import BUNDLE, CORP
from tests.core.quick.test_answers import quick


def _held(holder: str) -> int:
    """삼성전자's FY2023 최대주주 현황: ``holder``'s common shares at the year's end, read raw."""
    with gzip.open(BUNDLE, "rt", encoding="utf-8") as fh:
        entries = json.load(fh)["entries"]
    for entry in entries:
        params = entry["params"]
        if entry["endpoint"] == "hyslrSttus" and params["corp_code"] == CORP["삼성전자"]:
            if params["bsns_year"] != "2023":
                continue
            rows = [
                r
                for r in entry["response"]["list"]
                if r["nm"].startswith(holder) and r["stock_knd"].replace(" ", "") == "보통주"
            ]
            assert len(rows) == 1, rows
            return int(rows[0]["trmend_posesn_stock_co"].replace(",", ""))
    raise LookupError(holder)


async def test_how_many_shares_more(data: DataServices) -> None:
    answer = await quick("삼성생명 보유 삼성전자 주식이 삼성물산보다 몇 주 더 많아?", data, today=TODAY)
    assert answer is not None
    assert answer.figures["삼성전자.FY2023.삼성생명보험㈜/삼성물산.gap"] == _held("삼성생명") - _held(
        "삼성물산"
    )


async def test_a_multiple_of_another_holder(data: DataServices) -> None:
    answer = await quick("삼성전자 지분 기준으로 삼성생명이 삼성물산의 몇 배야?", data, today=TODAY)
    assert answer is not None
    times = answer.figures["삼성전자.FY2023.삼성생명보험㈜/삼성물산.times"]
    assert times == pytest.approx(_held("삼성생명") / _held("삼성물산"))


async def test_which_holds_more(data: DataServices) -> None:
    answer = await quick("삼성생명이랑 삼성물산 중에 삼성전자 지분 누가 더 많아?", data, today=TODAY)
    assert answer is not None and "보통주를 더 많이 가진 주주: 삼성생명보험㈜" in answer.markdown
    assert answer.figures["삼성전자.FY2023.삼성물산.보통주.shares"] == _held("삼성물산")


def test_the_company_held_is_the_one_before_its_shares() -> None:
    asked = query("삼성물산보다 삼성생명이 가진 삼성전자 주식이 몇 주 더 많아")
    assert [c.name for c in asked.companies] == ["삼성생명", "삼성물산", "삼성전자"] and asked.difference


@pytest.mark.parametrize(
    "text",
    [
        "삼성생명이랑 삼성물산 삼성전자 지분",  # nothing set against: a table of what?
        "삼성생명 삼성물산 삼성전자 중에 지분 누가 더 많아",  # whose shares: no company before 지분
        "삼성생명이 삼성물산보다 삼성전자 지분 더 많아?",  # a yes or no, with a base: not read
        "삼성생명 보유 삼성전자 지분이 삼성물산보다 몇 %p 더 많아",  # a gap in points: not read
        "삼성생명 삼성전자 지분이 삼성물산 삼성전자 지분보다 몇 주 많아",  # two companies before 지분
        "삼성전자 지분 기준으로 삼성생명이 삼성물산보다 몇 배 더 많아",  # a multiple and a gap at once
        "삼성생명과 삼성물산의 삼성전자 지분 합계",  # a sum
        "삼성생명 보유 삼성전자 주식 몇 주 더 많아 삼성물산",  # the base not said
    ],
)
def test_other_holder_questions_defer(text: str) -> None:
    deferred(text)
