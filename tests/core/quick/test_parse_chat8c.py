"""The eighth chat set's tuning round (tuning half only), part 2: English typed in a Korean question, and one
quarter of two consecutive years set against each other. Each reading with its right answer (figures from the raw
recorded rows) and the near misses that must still defer or be read otherwise.

Readings: an English short form ("Hynix", "Naver") is its company and a group's English name alone ("Samsung",
"Hyundai") is read as its Korean name is (삼성전자, 현대자동차, with the note) — Hyundai was 현대코퍼레이션, whose
English name it is; "gap", "growth"; "9M24" (3분기 누적) and "1H24" (상반기); "3Q 24 vs 23 차이", "9M24 vs 9M23 차이"
(the change from the same quarter a year before)."""

from __future__ import annotations

import pytest

from core.data.services import DataServices
from tests.core.quick.reading import TODAY, deferred, query
from tests.core.quick.recorded import key_account
from tests.core.quick.test_answers import quick

_Q3 = "11014"

# --- English names in a Korean question ----------------------------------------------------------------------


async def test_a_group_name_in_english_is_read_as_its_korean_name(data: DataServices) -> None:
    answer = await quick("Samsung vs Hyundai FY24 ROA 누가 더 높아?", data, today=TODAY)
    assert answer is not None
    assert "‘Samsung’은(는) 삼성전자로 보았습니다" in answer.markdown
    assert "‘Hyundai’은(는) 현대자동차로 보았습니다" in answer.markdown
    assert answer.figures["삼성전자.FY2024.net_income"] == key_account(
        "삼성전자", 2024, "CFS", "당기순이익(손실)"
    )


def test_an_english_short_form_is_its_company() -> None:
    asked = query("Hynix vs Samsung 2024 net margin 각각")
    assert [c.name for c in asked.companies] == ["SK하이닉스", "삼성전자"] and asked.metrics == (
        "net_margin",
    )
    assert [c.name for c in query("Hyundai Q4 2024 net income 얼마").companies] == ["현대자동차"]


@pytest.mark.parametrize(
    ("text", "company"),
    [
        ("Hyundai Corporation 2024 매출", "현대코퍼레이션"),  # the full English name is that company's
        ("Hyundai Steel 2024 매출", "현대제철"),
        ("Samsung SDI 2024 매출", "삼성SDI"),
    ],
)
def test_a_full_english_name_is_still_its_own_company(text: str, company: str) -> None:
    parsed = query(text)
    assert [c.name for c in parsed.companies] == [company]


@pytest.mark.parametrize(
    "text",
    [
        "Samsung Life 2024 순이익",  # Life: not 삼성전자 and a word
        "Samsung Hyundai 2024 매출 why",  # a word not known
        "SK 2024 매출 vs Samsung 2023 매출 gap",  # two periods, one each
    ],
)
def test_an_english_name_with_words_not_read_defers(text: str) -> None:
    deferred(text)


# --- "gap", "growth", 9M24, 1H24 --------------------------------------------------------------------------------


async def test_gap_and_growth_typed_in_english(data: DataServices) -> None:
    gap = key_account("NAVER", 2023, "CFS", "매출액") - key_account("카카오", 2023, "CFS", "매출액")
    answer = await quick("Naver vs Kakao FY23 revenue gap 얼마", data, today=TODAY)
    assert answer is not None and answer.figures["NAVER-카카오.FY2023.revenue"] == gap
    assert query("NAVER revenue growth FY24 몇 %?").metrics == ("revenue_growth",)


def test_nine_months_and_a_first_half_in_english() -> None:
    nine = query("현대차 9M24 매출").period
    assert (nine.kind, nine.years, nine.quarter, nine.ytd) == ("quarter", (2024,), 3, True)
    half = query("네이버 1H24 영업이익").period
    assert (half.years, half.quarter, half.ytd) == ((2024,), 2, True)


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 2024 EPS growth stock 맞아",  # a growth stock: a judgement, not a rate
        "하이닉스 H100 매출",  # a product, not a first half
        "삼성전자 9M 매출 추정",  # no year, and a forecast
    ],
)
def test_english_words_that_ask_something_else_defer(text: str) -> None:
    deferred(text)


# --- one quarter of two consecutive years ------------------------------------------------------------------------


async def test_a_quarter_against_the_same_quarter_a_year_before(data: DataServices) -> None:
    now = key_account("카카오", 2024, "CFS", "매출액", report=_Q3)
    before = key_account(
        "카카오", 2024, "CFS", "매출액", column="frmtrm_amount", report=_Q3
    )  # 2023's third quarter
    answer = await quick("ㄱㄱ 카카오 3Q 24 vs 23 매출 차이", data, today=TODAY)
    assert answer is not None
    assert (
        answer.figures["카카오.2024Q3.revenue"] == now and answer.figures["카카오.2023Q3.revenue"] == before
    )
    assert f"{(before - now) / 1e8:,.0f}억원" in answer.markdown


def test_nine_months_against_nine_months() -> None:
    for text in (
        "Hyundai 9M24 vs 9M23 OP 차이",
        "현대차 2023년 3분기 누적 vs 2024년 3분기 누적 영업이익 차이",
    ):
        asked = query(text)
        assert asked.period.years == (2024,) and asked.period.ytd and asked.moved and not asked.difference


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 2024년 3분기 매출 2023년 매출 대비 차이",  # the year's whole, or its third quarter?
        "카카오 3Q24 vs 2022 매출 차이",  # two years apart
        "카카오 3Q24 vs 4Q23 매출 차이",  # two quarters
        "카카오 네이버 3Q 24 vs 23 매출 차이",  # two companies' changes
        "현대차 2023 2024 3분기 누적 영업이익",  # each year's nine months: a table none of the lines is
    ],
)
def test_other_quarters_set_against_each_other_defer(text: str) -> None:
    deferred(text)
