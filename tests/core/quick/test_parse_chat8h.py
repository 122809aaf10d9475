"""The eighth chat set's tuning round (tuning half only), part 8: 발행할 주식의 총수 (the shares the articles of
incorporation allow: "정관상 발행할 수 있는 주식의 총수", 수권주식수), a register figure of the catalogue read from the
주식의 총수 table (``isu_stock_totqy``), never the shares in issue. Expected figures from the raw recorded rows; near
misses that must still defer or be read otherwise."""

from __future__ import annotations

import gzip
import json

import pytest

from core.data.services import DataServices
from tests.core.quick.reading import TODAY, deferred, query
from tests.core.quick.recorded import BUNDLE, CORP
from tests.core.quick.test_answers import quick


def _authorized() -> int:
    """삼성전자's FY2023 주식의 총수: the common share's 발행할 주식의 총수, read raw."""
    with gzip.open(BUNDLE, "rt", encoding="utf-8") as fh:
        entries = json.load(fh)["entries"]
    for entry in entries:
        params = entry["params"]
        if entry["endpoint"] == "stockTotqySttus" and params["corp_code"] == CORP["삼성전자"]:
            rows = [r for r in entry["response"]["list"] if r["se"] == "보통주"]
            return int(rows[0]["isu_stock_totqy"].replace(",", ""))
    raise LookupError("stockTotqySttus")


async def test_the_shares_the_articles_allow(data: DataServices) -> None:
    answer = await quick("삼성전자가 정관상 발행할 수 있는 주식의 총수는 몇 주입니까", data, today=TODAY)
    assert answer is not None
    assert answer.figures["삼성전자.FY2023.authorized_shares_보통주"] == _authorized()
    assert "발행주식 총수" not in answer.markdown  # not the shares in issue


@pytest.mark.parametrize(
    "text", ["삼성전자 수권주식수", "삼성전자 2023 발행할 주식의 총수", "삼성전자 발행예정주식총수"]
)
def test_authorized_shares_said_otherwise(text: str) -> None:
    assert query(text).metrics == ("authorized_shares",)


@pytest.mark.parametrize(
    ("text", "metrics"),
    [
        ("삼성전자 발행주식수", ("shares",)),  # in issue, not allowed
        ("삼성전자 주식의 총수", ("shares",)),
    ],
)
def test_the_shares_in_issue_are_still_theirs(text: str, metrics: tuple[str, ...]) -> None:
    assert query(text).metrics == metrics


@pytest.mark.parametrize(
    "text",
    [
        "삼성물산 삼성전자 발행할 주식의 총수",  # no company holds another's authorized shares
        "삼성전자 발행할 주식의 총수 2021년 대비",  # a change: no line says it
        "삼성전자 우선주 발행할 주식의 총수",  # one class of shares
        "삼성전자 발행할 주식의 총수 대비 발행주식수 비율",  # a ratio of the two
    ],
)
def test_other_authorized_share_questions_defer(text: str) -> None:
    deferred(text)


# --- 전체 주주 수: the 소액주주 현황's 총 주주수 ----------------------------------------------------------------------


def _all_holders() -> int:
    with gzip.open(BUNDLE, "rt", encoding="utf-8") as fh:
        entries = json.load(fh)["entries"]
    for entry in entries:
        params = entry["params"]
        if entry["endpoint"] == "mrhlSttus" and params["corp_code"] == CORP["삼성전자"]:
            return int(entry["response"]["list"][0]["shrholdr_tot_co"].replace(",", ""))
    raise LookupError("mrhlSttus")


async def test_every_holder_counted(data: DataServices) -> None:
    answer = await quick("삼성전자의 전체 주주 수는 몇 명입니까", data, today=TODAY)
    assert answer is not None and answer.figures["삼성전자.FY2023.total_holders"] == _all_holders()
    assert "4,672,039" not in answer.markdown  # every holder, not the 소액주주 count beside it in the table


@pytest.mark.parametrize(
    ("text", "metrics"),
    [("삼성전자 총 주주수 2023년", ("total_holders",)), ("삼성전자 소액주주 수", ("minority_holders",))],
)
def test_holders_counted_said_otherwise(text: str, metrics: tuple[str, ...]) -> None:
    assert query(text).metrics == metrics


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 5% 이상 주주 수",  # a threshold's holders, not every holder
        "삼성전자 외국인 주주 수",
        "삼성물산 삼성전자 전체 주주 수",  # no company holds another's holders
        "삼성전자 전체 주주 수 2022년 대비 증가",  # a change
        "삼성전자 우선주 전체 주주 수",  # one class
        "삼성전자 전체 주주 지분율",  # whose stake?
    ],
)
def test_other_holder_counts_defer(text: str) -> None:
    deferred(text)
