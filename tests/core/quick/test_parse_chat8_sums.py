"""Sums (core/quick/asked_sum, sums): each company's figure over the years of a span ("2021~2023 3년 누적", "최근 3년
누적", "2023년 2024년 … 더해 주세요"), two companies' gap of those sums, and the companies' figures added in one period
("두 회사 합치면", "합쳐서 알려주세요") — every sum with its parts. Near misses defer: two figures of one company, one
company in one period, a balance or a ratio summed, a per-share dividend, "N년" that does not count the span, "누적
적자" (the accumulated deficit), a gap of one period summed, a share of a sum. Expected figures come from the raw
recorded rows."""

from __future__ import annotations

import pytest

from core.data.services import DataServices
from core.finance.krw import format_krw
from tests.core.quick.reading import TODAY, deferred, query
from tests.core.quick.recorded import key_account
from tests.core.quick.test_answers import quick


def _annual(name: str, year: int, account: str) -> int:
    """FY ``year``'s 주요계정 amount: its own report's, else a later report's comparison column (the bundle holds
    the 2023 and 2024 reports; the figures of earlier years are those reports' columns)."""
    for filed, column in (
        (year, "thstrm_amount"),
        (year + 1, "frmtrm_amount"),
        (year + 2, "bfefrmtrm_amount"),
    ):
        try:
            return key_account(name, filed, "CFS", account, column)
        except LookupError:
            continue
    raise LookupError((name, year, account))


def _over(name: str, years: range, account: str) -> int:
    return sum(_annual(name, year, account) for year in years)


# --- over the years of a span, and two companies' gap -------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "2021~2023 3년 누적 영업이익 삼성이랑 하이닉스 차이",
        "삼성전자랑 SK하이닉스 2021~2023 영업이익 합계 차이",
        "2021년부터 2023년까지 영업이익 합산하면 삼성전자가 하이닉스보다 얼마나 많아",
    ],
)
async def test_two_companies_sums_over_a_span_and_their_gap(text: str, data: DataServices) -> None:
    samsung = _over("삼성전자", range(2021, 2024), "영업이익")
    hynix = _over("SK하이닉스", range(2021, 2024), "영업이익")  # FY2023 a loss: −7.73조원
    answer = await quick(text, data, today=TODAY)
    assert answer is not None
    figures = answer.figures
    assert figures["삼성전자.FY2021-FY2023.operating_income.sum"] == samsung
    assert figures["SK하이닉스.FY2021-FY2023.operating_income.sum"] == hynix
    assert figures["삼성전자-SK하이닉스.FY2021-FY2023.operating_income.sum"] == samsung - hynix
    assert f"3년 합계: {format_krw(hynix)} (12.41조원 + 6.81조원 − 7.73조원)" in answer.markdown
    assert f"SK하이닉스보다 {format_krw(samsung - hynix)} 많습니다" in answer.markdown


@pytest.mark.parametrize(
    ("text", "years"),
    [
        ("삼성전자 2021~2024년 누적 영업이익", range(2021, 2025)),
        ("삼성전자 2021년부터 2024년까지 누적 영업이익 알려줘", range(2021, 2025)),
        ("삼성전자 최근 3년 누적 영업이익", range(2022, 2025)),  # FY2025 is not in the bundle: 2022-2024
        ("삼성전자 3년 누적 영업이익", range(2022, 2025)),
        ("삼성전자 2023년 2024년 영업이익 더해 주세요", range(2023, 2025)),
    ],
)
async def test_one_company_over_a_span(text: str, years: range, data: DataServices) -> None:
    answer = await quick(text, data, today=TODAY)
    assert answer is not None
    key = f"삼성전자.FY{years[0]}-FY{years[-1]}.operating_income.sum"
    assert answer.figures[key] == _over("삼성전자", years, "영업이익"), answer.markdown
    assert f"{len(years)}년 합계" in answer.markdown


async def test_several_companies_over_a_span_and_their_total(data: DataServices) -> None:
    answer = await quick("삼성전자, 하이닉스, 네이버 2021~2023 순이익 합계", data, today=TODAY)
    assert answer is not None
    each = [
        _over(name, range(2021, 2024), "당기순이익(손실)") for name in ("삼성전자", "SK하이닉스", "NAVER")
    ]
    assert answer.figures["삼성전자+SK하이닉스+NAVER.FY2021-FY2023.net_income.sum"] == sum(each)


async def test_a_missing_year_is_said_and_not_summed(data: DataServices) -> None:
    answer = await quick("삼성전자 2016~2019 누적 영업이익", data, today=TODAY)
    assert answer is not None and not any(k.endswith(".sum") for k in answer.figures)
    assert "FY2016 수치가 없어 합계를 내지 않았습니다" in answer.markdown


# --- the companies in one period -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자랑 하이닉스 두 회사 합치면 2024 매출 얼마",
        "삼성전자랑 SK하이닉스 2024년 매출 합쳐서 알려주세요",
        "삼성전자랑 SK하이닉스 2024년 매출 더해줘",
        "삼성전자 SK하이닉스 2024 매출 두 개 합쳐서 알려줘",
        "삼성전자랑 하이닉스 2024 매출 합계",
    ],
)
async def test_two_companies_added_in_one_year(text: str, data: DataServices) -> None:
    total = key_account("삼성전자", 2024, "CFS", "매출액") + key_account("SK하이닉스", 2024, "CFS", "매출액")
    answer = await quick(text, data, today=TODAY)
    assert answer is not None
    assert answer.figures["삼성전자+SK하이닉스.FY2024.revenue.sum"] == total
    assert f"매출액 합계: {format_krw(total)} (300.87조원 + 66.19조원)" in answer.markdown


async def test_two_companies_nine_months_added(data: DataServices) -> None:
    answer = await quick("삼성전자랑 하이닉스 2024 3분기 누적 매출 합계", data, today=TODAY)
    nine = [
        key_account(n, 2024, "CFS", "매출액", "thstrm_add_amount", "11014")
        for n in ("삼성전자", "SK하이닉스")
    ]
    assert answer is not None and answer.figures["삼성전자+SK하이닉스.2024Q3.revenue.sum"] == sum(nine)


def test_a_sum_is_read_as_one() -> None:
    asked = query("삼성전자랑 SK하이닉스 2024년 영업이익 합친 금액 기재 부탁드립니다")
    assert asked.summed and asked.kind == "comparison" and asked.metrics == ("operating_income",)
    assert not query("삼성전자 2024년 누적 영업이익").summed  # one year: the year's own figure
    assert not query("삼성전자 2024년 3분기 누적 영업이익").summed  # beside a quarter: its year to date


# --- near misses ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 2024 매출 영업이익 합계",  # two different figures of one company
        "삼성전자 2024 매출 합계",  # one company, one year: nothing to add
        "삼성전자 2021~2023 자산 합계",  # a balance does not add up over years
        "삼성전자랑 하이닉스 2024 부채비율 합계",  # a ratio
        "삼성전자 최근 3년 누적 배당금",  # a per-share dividend
        "2021~2023 2년 누적 영업이익 삼성이랑 하이닉스 차이",  # 2년 does not count 2021-2023
        "삼성전자 3년 누적 적자",  # the accumulated deficit (결손금)
        "삼성전자랑 하이닉스 2024 매출 합계 차이",  # a gap of one period, summed
        "삼성전자, 하이닉스, 네이버 2021~2023 영업이익 합계 차이",  # a gap of three
        "삼성전자랑 하이닉스 2024 매출 합치면 몇 %",  # a share of the sum
        "삼성전자 2021~2023 누적 영업이익 증가율",  # a growth rate
        "삼성전자 2021~2023 영업이익 합계 대비 2024 영업이익",  # a sum set against a year
        "삼성전자 연결 별도 2024 영업이익 합계",  # both bases
        "삼성전자랑 하이닉스 2024년 매출 총 얼마",  # 총: not read as a sum
        "삼성전자 누적 영업이익 정리",  # no span
        "삼성전자 2022 2024 영업이익 합계",  # two years apart: not a span
    ],
)
def test_what_is_not_a_sum_read_defers(text: str) -> None:
    deferred(text)
