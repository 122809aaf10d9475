"""Adversarial review, round 7, of the readings of 11c3d9b ("몇 배", sums), 1ce6026 (chat7/chat5 tuning), dd2608f
(EPS between two years) and the chat8 tuning round. Each wrong answer is written with what it said; near misses that
must still be answered follow it. Expected figures come from the raw recorded rows."""

from __future__ import annotations

import pytest

from core.data.services import DataServices
from core.finance.krw import format_krw
from core.quick import QuickQuery
from core.quick.follow import follow_up
from tests.conftest import companies
from tests.core.quick.reading import TODAY, deferred, query
from tests.core.quick.recorded import key_account
from tests.core.quick.test_answers import quick

# --- a sum of two companies, each side its own figure, period or basis ------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # both figures' sums (매출액 367.06조원, 영업이익 56.19조원) for 300.87조원 + 23.47조원
        "삼성전자 2024 매출이랑 하이닉스 영업이익 합치면",
        "삼성전자 2024 영업이익 하이닉스 순이익 합계",
        # both companies' 별도 (264.79조원), though 하이닉스's basis was not said
        "삼성전자 2024 별도 매출이랑 하이닉스 매출 합치면",
        # both companies' 3분기 (96.67조원), 하이닉스's year asked
        "삼성전자 2024 3분기 매출이랑 하이닉스 2024 매출 합치면",
        # each company's own year: both years of both were summed (658.77조원 for 300.87조원 + 32.77조원)
        "삼성전자 2024 매출 하이닉스 2023 매출 합치면",
        "삼성전자 2023 매출이랑 하이닉스 2024 매출 더하면",
        "삼성전자 2024 매출이랑 하이닉스 2023 합치면",
        "2024년 삼성전자, 2023년 하이닉스 매출 합치면",
        "삼성전자는 2024 하이닉스는 2023 매출 합계",
    ],
)
def test_a_sum_of_each_companys_own_figure_defers(text: str) -> None:
    deferred(text)


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 2024 매출이랑 하이닉스 매출 합치면",  # a year named on the first side only is both sides'
        "삼성전자 2024 매출 하이닉스 2024 매출 합치면",
        "삼성전자 하이닉스 2024 매출 합치면",
        "두 회사 합치면 매출 얼마 삼성전자 하이닉스 2024",
    ],
)
async def test_two_companies_same_figure_summed_is_still_answered(text: str, data: DataServices) -> None:
    samsung = key_account("삼성전자", 2024, "CFS", "매출액")
    hynix = key_account("SK하이닉스", 2024, "CFS", "매출액")
    answer = await quick(text, data, today=TODAY)
    assert answer is not None
    assert f"매출액 합계: {format_krw(samsung + hynix)}" in answer.markdown


@pytest.mark.parametrize(
    "text",
    ["삼성전자 하이닉스 2023 2024 매출 합계", "삼성전자 2023 2024 매출 하이닉스랑 합치면"],
)
def test_both_years_of_both_companies_said_together_are_still_summed(text: str) -> None:
    read = query(text)
    assert read.summed and read.period.years == (2023, 2024) and len(read.companies) == 2


# --- "X에서 Y 빼면" of one figure in two years: the change from the year taken away -----------------------------


@pytest.mark.parametrize(
    "text",
    [
        # "+398.3% (6.57조원 → 32.73조원, 26.16조원 증가)": the change from 2023, for 6.57조원 − 32.73조원
        "삼성전자 2023 영업이익에서 2024년 영업이익 빼면 얼마",
        "삼성전자 2023년 매출에서 2024년 매출 빼면 얼마 남아",
        "삼성전자 EPS 2021년에서 2023년 빼면",
    ],
)
def test_a_later_year_taken_from_an_earlier_defers(text: str) -> None:
    deferred(text)


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 2024 영업이익에서 2023년 영업이익 빼면 얼마",  # deferred before: now the change, 26.16조원 증가
        "삼성전자 2024년 영업이익에서 2023년 빼면 얼마 남아",
    ],
)
async def test_an_earlier_year_taken_from_a_later_is_the_change(text: str, data: DataServices) -> None:
    read = query(text)
    assert read.kind == "change" and read.period.years == (2023, 2024)
    now = key_account("삼성전자", 2024, "CFS", "영업이익")
    before = key_account("삼성전자", 2024, "CFS", "영업이익", "frmtrm_amount")
    answer = await quick(text, data, today=TODAY)
    assert answer is not None
    assert f"{format_krw(now - before)} 증가" in answer.markdown


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 2024 매출에서 하이닉스 2024 매출 빼면 얼마 남아",  # two companies of one year: their gap
        "하이닉스 2024 매출에서 삼성전자 매출 빼면 얼마 남아",
    ],
)
def test_two_companies_subtracted_are_still_their_gap(text: str) -> None:
    read = query(text)
    assert read.difference and len(read.companies) == 2


# --- two companies' multiple or share: the base is the company said with 보다, 의 (몇), 대비 or 기준 -------------


@pytest.mark.parametrize(
    "text",
    [
        # "SK하이닉스 매출액은 삼성전자의 0.22배(22.0%)": the base said first, read as the numerator
        "하이닉스보다 삼성전자 매출이 몇 배 많아 2024",
        "하이닉스보다 삼성전자가 매출 몇 배야 2024",
        "2024 매출 하이닉스 기준 삼성전자 몇 배",
        "하이닉스를 기준으로 삼성전자 2024 매출 몇 배",
        "하이닉스 매출의 몇 배가 삼성전자 매출이야 2024",
        "하이닉스의 몇 배야 삼성전자 2024 매출",
        # "SK하이닉스 매출액은 삼성전자의 22.0%"
        "하이닉스의 몇 %야 삼성전자 2024 매출",
        # as before
        "삼성전자 매출이 하이닉스의 몇 배 2024",
        "하이닉스 대비 삼성전자 2024 매출 몇 배",
        "삼성전자의 2024 매출은 하이닉스의 몇 배",
        "삼성전자 2024 매출 하이닉스에 비해 몇 배",
        "삼성전자 2024 매출은 하이닉스의 몇 %",
    ],
)
async def test_the_base_of_two_companies_is_the_one_said_so(text: str, data: DataServices) -> None:
    samsung = key_account("삼성전자", 2024, "CFS", "매출액")
    hynix = key_account("SK하이닉스", 2024, "CFS", "매출액")
    read = query(text)
    assert [c.name for c in read.companies] == ["삼성전자", "SK하이닉스"]
    answer = await quick(text, data, today=TODAY)
    assert answer is not None
    assert "삼성전자 매출액은 SK하이닉스의" in answer.markdown
    assert f"{samsung / hynix * 100:.1f}%" in answer.markdown


@pytest.mark.parametrize(
    "text",
    [
        "하이닉스 2024 매출이 삼성전자의 몇 퍼센트야",
        "삼성전자 대비 하이닉스 2024 매출 몇 %",
        "삼성전자보다 하이닉스 2024 매출이 몇 배야",
        "하이닉스 매출 삼성전자 매출의 몇 배 2024",
    ],
)
def test_the_other_way_round_is_still_read_so(text: str) -> None:
    assert [c.name for c in query(text).companies] == ["SK하이닉스", "삼성전자"]


@pytest.mark.parametrize(
    "text", ["삼성전자 대비 하이닉스의 몇 배 2024 매출", "삼성전자보다 하이닉스의 몇 배야 2024 매출"]
)
def test_both_companies_said_as_the_base_defers(text: str) -> None:
    deferred(text)


# --- a sum asked loosely: the years set against each other, or the losses alone --------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # "FY2023–FY2024 2년 합계: 39.29조원": the two years were to be set against each other, not added
        "삼성전자 2023년이랑 2024년 누적 영업이익 비교",
        "삼성전자 2022~2024 누적 매출 비교해줘",
        # "당기순이익 FY2022–FY2024 3년 합계: 12.90조원" (a profit) for the losses asked
        "하이닉스 2022~2024 누적 순손실",
        "하이닉스 2022~2024 영업손실 합계",
    ],
)
def test_a_sum_not_asked_defers(text: str) -> None:
    deferred(text)


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 2022~2024 누적 순이익",
        "삼성전자 2023 2024 누적 영업이익",
        "2021~2023 3년 누적 영업이익 삼성이랑 하이닉스 비교",  # two companies' sums set against each other
    ],
)
def test_a_sum_over_years_is_still_read(text: str) -> None:
    assert query(text).summed


# --- a sum set against another figure: no total of everything named --------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # "삼성전자 + SK하이닉스 + 현대자동차 매출액 합계: 542.30조원": the third company, the base, was added in
        "삼성전자 하이닉스 2024 매출 합치면 현대차보다 많아?",
        "삼성전자 하이닉스 2022~2024 영업이익 합계가 현대차보다 많아?",  # 144.41조원, all three added
        "삼성전자 2022~2024 영업이익 합계 하이닉스보다 많아?",  # 105.22조원, both added
        "삼성 하이닉스 현대차 2022~2024 영업이익 합계 비교",
    ],
)
def test_a_sum_set_against_another_defers(text: str) -> None:
    deferred(text)


async def test_two_companies_sums_compared_are_their_gap(data: DataServices) -> None:
    # "…비교" added both sums up (113.07조원) after each; it now says their gap
    text = "2021~2023 3년 누적 영업이익 삼성이랑 하이닉스 비교"
    read = query(text)
    assert read.summed and read.difference
    answer = await quick(text, data, today=TODAY)
    assert answer is not None
    assert "삼성전자 + SK하이닉스" not in answer.markdown
    assert "SK하이닉스보다 90.09조원 많습니다" in answer.markdown


def test_a_gap_of_two_sums_is_still_read() -> None:
    read = query("2021년부터 2023년까지 영업이익 합산하면 삼성전자가 하이닉스보다 얼마나 많아")
    assert read.summed and read.difference


# --- a follow-up of a sum or of a multiple of years or figures: not the figures alone ---------------------------


@pytest.mark.parametrize(
    ("earlier", "text"),
    [
        # each year's net income, the sum asked before dropped
        ("삼성전자 2022~2024 영업이익 합계", "순이익은?"),
        ("삼성전자 2022~2024 영업이익 합계", "하이닉스는?"),
        ("삼성전자 2022~2024 영업이익 합계", "자산은?"),  # a balance summed over years: nothing
        # the two companies' 2023 figures, no sum
        ("삼성전자 하이닉스 2024 매출 합치면", "2023년은?"),
        # the two years' net income, no multiple
        ("삼성전자 2024 영업이익 2023년의 몇 배", "순이익은?"),
        # the two figures of 2023, no multiple
        ("삼성전자 2024 영업이익은 순이익의 몇 배", "2023년은?"),
    ],
)
def test_a_follow_up_of_a_sum_or_a_multiple_defers(earlier: str, text: str) -> None:
    assert not isinstance(follow_up(text, [earlier], companies(), today=TODAY), QuickQuery)


@pytest.mark.parametrize(
    ("earlier", "text"),
    [
        ("삼성전자 2024 매출 하이닉스의 몇 배", "2023년은?"),  # two companies' multiple: kept
        ("삼성전자 하이닉스 2024 영업이익 차이", "2023년은?"),
        ("삼성전자 2024 영업이익", "2023년은?"),
    ],
)
def test_other_follow_ups_are_still_read(earlier: str, text: str) -> None:
    read = follow_up(text, [earlier], companies(), today=TODAY)
    assert isinstance(read, QuickQuery) and read.period.years == (2023,)


# --- "(3개월)" beside quarters summed ---------------------------------------------------------------------------


def test_three_months_beside_quarters_summed_defers() -> None:
    # "매출액 225.08조원 (1~3분기)": the nine months, though three months were asked (of which quarter?)
    deferred("삼성전자 2024 1~3분기 (3개월) 매출")
    deferred("삼성전자 2024 1-3분기 3개월 매출")
    assert query("삼성전자 2024 Q3 (3개월) 영업이익").period.ytd is False
    assert query("삼성전자 2024 1~3분기 매출").period.ytd is True


# --- one company's shares said as held -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # "발행주식 총수 보통주 5,969,782,550주": the shares it issued, not those it (or someone) holds
        "삼성전자가 보유한 주식 수",
        "삼성전자 보유 주식 수",
        "삼성전자 주식 몇 주 들고 있어",
        "삼성전자 주식 몇 주 갖고 있어",
    ],
)
def test_one_companys_shares_held_defers(text: str) -> None:
    deferred(text)


@pytest.mark.parametrize(
    ("text", "metrics"),
    [
        ("삼성전자 주식 수", ("shares",)),
        ("삼성전자 주식 몇 주 발행했어", ("shares",)),
        ("삼성전자 소액주주 보유 주식 수", ("minority_holders",)),
    ],
)
def test_shares_issued_or_held_by_a_named_holder_are_still_read(text: str, metrics: tuple[str, ...]) -> None:
    assert query(text).metrics == metrics


def test_one_company_holding_anothers_shares_is_still_read() -> None:
    assert query("삼성생명이 삼성전자 주식 몇 주 들고 있어").kind == "holding"


async def test_which_of_two_holders_holds_fewer_is_said(data: DataServices) -> None:
    # "누가 더 적어" was answered "보통주를 더 많이 가진 주주: 삼성생명보험㈜" alone
    answer = await quick("삼성생명이랑 삼성물산 중에 삼성전자 지분 누가 더 적어", data, today=TODAY)
    assert answer is not None
    assert "더 적게 가진 주주: 삼성물산 (298,818,100주)" in answer.markdown


# --- two companies' holding: the company held is the one said so -----------------------------------------------


@pytest.mark.parametrize(
    ("text", "holder", "issuer"),
    [
        # "삼성생명보험㈜ (최대주주) 보유 삼성전자 보통주 508,157,148주, 지분율 8.51%": the other way round
        ("삼성전자는 삼성생명 주식 몇 주 들고 있어", "삼성전자", "삼성생명"),
        ("삼성전자가 보유한 삼성생명 주식 수", "삼성전자", "삼성생명"),
        ("삼성전자는 삼성생명 지분 몇 % 갖고 있어", "삼성전자", "삼성생명"),
        ("삼성전자가 가진 삼성생명 지분율", "삼성전자", "삼성생명"),
        # "삼성물산 (계열회사) 보유 삼성전자 보통주 298,818,100주, 지분율 5.01%"
        ("삼성물산 지분 삼성전자가 몇 % 들고 있어", "삼성전자", "삼성물산"),
        # as before
        ("삼성생명이 삼성전자 주식 몇 주 들고 있어", "삼성생명", "삼성전자"),
        ("삼성물산이 보유한 삼성전자 주식 수", "삼성물산", "삼성전자"),
        ("삼성생명의 삼성전자 지분율", "삼성생명", "삼성전자"),
        ("삼성전자 최대주주 삼성생명 몇 주", "삼성생명", "삼성전자"),
        ("삼성전자 최대주주 삼성생명 지분율", "삼성생명", "삼성전자"),  # 최대주주 says whose table
    ],
)
def test_the_company_held_is_the_one_said_so(text: str, holder: str, issuer: str) -> None:
    read = query(text)
    assert read.kind == "holding" and read.directed
    assert [c.name for c in read.companies] == [holder, issuer]


async def test_a_holding_said_one_way_is_not_answered_the_other(data: DataServices) -> None:
    answer = await quick("삼성전자는 삼성생명 주식 몇 주 들고 있어", data, today=TODAY)
    assert answer is not None
    assert "508,157,148" not in answer.markdown  # 삼성생명's shares of 삼성전자
    assert "삼성생명 FY2023–FY2025 최대주주 현황 자료는" in answer.markdown
    assert "삼성전자 FY2023" not in answer.markdown  # 삼성전자's table was found: not said missing
    answer = await quick("삼성생명이 삼성전자 주식 몇 주 들고 있어", data, today=TODAY)
    assert answer is not None and "508,157,148주" in answer.markdown


@pytest.mark.parametrize(
    "text",
    [
        # "삼성전자 매출액은 SK하이닉스의 4.55배": one multiple, though each company's was asked (of what?)
        "삼성전자 하이닉스 2024 매출 각각 몇 배",
        # "삼성전자 + SK하이닉스 매출액 합계: 367.06조원": the companies added, though each one's was asked
        "삼성전자 하이닉스 2024 매출 합계 각각",
    ],
)
def test_each_asked_of_one_multiple_or_one_sum_defers(text: str) -> None:
    deferred(text)


def test_each_companys_sum_over_years_is_still_read() -> None:
    assert query("삼성전자 하이닉스 2022~2024 영업이익 각각 합계").summed


# --- follow-ups of a change: a quarter against the one before, two years apart ----------------------------------


def test_a_year_after_a_quarter_on_quarter_change_defers() -> None:
    # "하이닉스 2024 4분기 영업이익 QoQ" → "2023년은?" was 2023년 4분기's level alone (3,460억원), no change
    for earlier in ("하이닉스 2024 4분기 영업이익 QoQ", "삼성전자 2024 3분기 영업이익 QoQ"):
        assert not isinstance(follow_up("2023년은?", [earlier], companies(), today=TODAY), QuickQuery)
    read = follow_up("매출은?", ["하이닉스 2024 4분기 영업이익 QoQ"], companies(), today=TODAY)
    assert isinstance(read, QuickQuery) and read.period.against == 3


@pytest.mark.parametrize(("text", "metric"), [("순이익은?", "net_income"), ("부채비율은?", "debt_ratio")])
def test_another_figure_after_a_change_between_two_years_is_that_change(text: str, metric: str) -> None:
    # "순이익은?" was the three years' table (FY2022–FY2024) with each year's change on the year before
    read = follow_up(text, ["삼성전자 영업이익 2022 대비 2024 증감"], companies(), today=TODAY)
    assert isinstance(read, QuickQuery) and read.kind == "change" and read.metrics == (metric,)
    assert read.period.years == (2022, 2024)


def test_a_year_after_a_change_between_two_years_is_still_its_own() -> None:
    read = follow_up("2023년은?", ["삼성전자 영업이익 2022 대비 2024 증감"], companies(), today=TODAY)
    assert isinstance(read, QuickQuery) and read.period.years == (2023,)


def test_the_year_before_a_relative_year_is_that_years() -> None:
    # "하이닉스 재작년 순이익 전년 대비 몇 배" was refused as FY2026's (not yet filed): 재작년 (2024) over 2023
    read = query("하이닉스 재작년 순이익 전년 대비 몇 배")
    assert read.times and read.period.years == (2023, 2024)
    assert query("삼성전자 2024 영업이익 전년 대비 몇 배").period.years == (2023, 2024)
