"""Reading rules of the figure checker tuned on free-tune2, answers written freely by three more writers (an
analyst, a friendly assistant, a terse chat voice; issue #22 item 3): for each, a right figure passes and
the same sentence with a wrong figure is flagged. Tool results are the real sub-tools on the recorded
bundle."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from evals.validator_eval import call_results, tool_results
from tests.core.verify.flags import flagged


@pytest.fixture(scope="module")
def hynix(home: Path) -> list[str]:
    """SK하이닉스 FY2024."""
    return asyncio.run(tool_results("SK하이닉스", 2024, home))


@pytest.fixture(scope="module")
def hyundai_quarters(home: Path) -> list[str]:
    """현대자동차 FY2024 with its third and fourth quarters' results."""
    calls = [("get_quarterly_results", "현대자동차", 2024, q) for q in (3, 4)]
    return [
        *asyncio.run(tool_results("현대자동차", 2024, home)),
        *(document for call in calls for document in asyncio.run(call_results(call, home))),
    ]


# --- "매출 1,000원을 팔 때 약 355원", "100원 중 94원": a round base of a few won and the amount per it -------------

_PER_BASE = "2024년 영업이익률은 35.5%로, 매출 1,000원을 팔 때 약 {per}원이 영업이익으로 남는 셈입니다."
_PER_OUT_OF = "SK하이닉스 2024년 매출 100원 중 {per}원 정도가 영업이익으로 남았어요."


def test_a_round_base_of_won_makes_the_amount_after_it_a_ratio(hynix: list[str]) -> None:
    query = "SK하이닉스 2024년 영업이익률"
    assert flagged(_PER_BASE.format(per="355"), hynix, query) == []
    assert flagged(_PER_BASE.format(per="455"), hynix, query) == ["455원"]
    assert flagged(_PER_OUT_OF.format(per="35"), hynix, query) == []
    assert flagged(_PER_OUT_OF.format(per="45"), hynix, query) == ["45원"]


# --- "별도로 보시는 것이 좋습니다": the adverb "separately" declares no basis ------------------------------------

_SEPARATELY = (
    "삼성전자의 2023년 연결 당기순이익은 {ni}입니다.\n\n"
    "추세를 볼 때는 2023년을 제외하거나 별도로 보시는 것이 좋습니다."
)


def test_separately_is_no_basis(samsung: list[str]) -> None:
    assert flagged(_SEPARATELY.format(ni="15.49조원").replace("연결 ", ""), samsung) == []
    # the 별도 figure (25.40조원) under an answer that names only 연결 is still not the year's net income
    assert flagged(_SEPARATELY.format(ni="25.40조원").replace("연결 ", ""), samsung) == ["25.40조원"]


# --- "| 평균 자본총계 |": a column of a balance averaged over its two year-ends, as ROE takes it ---------------

_AVERAGE_COLUMN = (
    "(2023년, 연결)\n\n| 구분 | 당기순이익 | 평균 자본총계 | ROE |\n|---|---|---|---|\n"
    "| 삼성전자 | 15.49조원 | {equity} | 4.3% |"
)


def test_an_average_balance_column_is_the_mean_of_two_year_ends(samsung: list[str]) -> None:
    assert flagged(_AVERAGE_COLUMN.format(equity="359.21조원"), samsung) == []
    assert flagged(_AVERAGE_COLUMN.format(equity="379.21조원"), samsung) == ["379.21조원"]


# --- "12.4조 → 6.8조 → −7.7조 → 23.5조 (FY21→FY24)": a chain tagged with the years it runs over -------------

_TAGGED_CHAIN = "영업이익 {first} → 43.38조 → 6.57조 ({tag})."


def test_a_chain_tagged_with_its_years_runs_a_year_a_step(samsung: list[str]) -> None:
    for tag in ("FY21→FY23", "FY21~23", "2021~2023년"):
        assert flagged(_TAGGED_CHAIN.format(first="51.63조", tag=tag), samsung) == []
        assert flagged(_TAGGED_CHAIN.format(first="43.38조", tag=tag), samsung) == ["43.38조"]


# --- quarters: each end of an arrow names its quarter; an arrow under sentences about a quarter --------------

_QUARTER_ENDS = "- 3분기 매출 {q3} → 4분기 46.62조 원"
_UNDER_QUARTER = (
    "**현대자동차의 2024년 4분기 영업이익은 2조 8,222억 원으로, 3분기보다 줄었습니다.** (연결 기준)\n\n"
    "**분기 비교**\n- 매출액: {q3} → 46.62조 원 ({growth} 증가)"
)
_SHORT_QUARTER = "4Q24 매출 46.6조, 3Q 42.9조 대비 {growth}예요."


def test_a_start_with_its_own_quarter_is_that_quarter(hyundai_quarters: list[str]) -> None:
    query = "현대차 2024년 4분기 매출 3분기랑 비교"
    assert flagged(_QUARTER_ENDS.format(q3="42.93조 원"), hyundai_quarters, query) == []
    assert flagged(_QUARTER_ENDS.format(q3="46.62조 원"), hyundai_quarters, query) == ["46.62조 원"]


def test_an_arrow_after_sentences_about_a_quarter_runs_between_quarters(hyundai_quarters: list[str]) -> None:
    query = "현대차 4분기 영업이익 얼마였고 3분기보다 어때?"
    assert flagged(_UNDER_QUARTER.format(q3="42.93조 원", growth="8.6%"), hyundai_quarters, query) == []
    wrong = _UNDER_QUARTER.format(q3="40.93조 원", growth="8.6%")
    assert flagged(wrong, hyundai_quarters, query) == ["40.93조 원"]
    wrong = _UNDER_QUARTER.format(q3="42.93조 원", growth="9.6%")
    assert flagged(wrong, hyundai_quarters, query) == ["9.6%"]


def test_a_quarter_before_an_amount_names_no_year(hyundai_quarters: list[str]) -> None:
    query = "현대차 4Q 매출 QoQ"
    assert flagged(_SHORT_QUARTER.format(growth="+8.6%"), hyundai_quarters, query) == []
    assert flagged(_SHORT_QUARTER.format(growth="+9.6%"), hyundai_quarters, query) == ["+9.6%"]


# --- chat names of accounts: "영익", "순익률" -------------------------------------------------------------------

_CHAT = "35.5%요. 매출 66.2조에 영익 {oi}. 순익률도 {nm}라 margin 꽤 높게 나왔어요."


def test_chat_names_of_accounts(hynix: list[str]) -> None:
    query = "하이닉스 24년 영업이익률"
    assert flagged(_CHAT.format(oi="23.5조", nm="29.9%"), hynix, query) == []
    assert flagged(_CHAT.format(oi="19.8조", nm="29.9%"), hynix, query) == ["19.8조"]
    assert flagged(_CHAT.format(oi="23.5조", nm="35.5%"), hynix, query) == ["35.5%"]
