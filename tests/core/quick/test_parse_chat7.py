"""The seventh chat set's tuning round: "차이 얼마나 나요", "몇 배" said as a percentage too, a share's face value
(액면가, from 배당에 관한 사항), "현금배당 총액", a guess asked with "정도?". Each rule has its right readings and
the near misses that must still defer. Expected figures come from the raw recorded rows."""

from __future__ import annotations

import pytest

from core.data.services import DataServices
from tests.core.quick.reading import TODAY, deferred, query
from tests.core.quick.recorded import key_account, report_rows
from tests.core.quick.test_answers import quick

# --- "차이 얼마나 나요": 차이 with its verb after 얼마나 (나요 was read as a company's name) -----------------


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자랑 하이닉스 2024 영업이익 차이 얼마나 나요",
        "삼성전자랑 하이닉스 2024 영업이익 차이 얼마나 나나요",
        "삼성전자랑 하이닉스 2024 영업이익 차이가 얼마나 났어",
        "삼성전자랑 하이닉스 2024 영업이익 차이가 얼마나 나는지 알려주세요",
    ],
)
def test_a_gap_asked_with_its_verb_after_how_much(text: str) -> None:
    asked = query(text)
    assert asked.difference and len(asked.companies) == 2 and asked.metrics == ("operating_income",)


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 2024 영업이익 차이 얼마나 나요",  # one company, one year: a gap to what?
        "삼성전자랑 하이닉스 2024 영업이익 얼마나 나요",  # no 차이: 나요 is not read
        "삼성전자랑 하이닉스 2024 영업이익 차이 얼마나 나요 몇 %",  # a gap as a percentage
        "삼성전자랑 하이닉스 2024 영업이익 차이 얼마나 나요 작년이랑 비교하면",  # two periods as well
        "삼성전자랑 하이닉스 영업이익 차이 2023년이랑 2024년 얼마나 나요",
    ],
)
def test_a_gap_with_its_verb_still_defers_where_it_did(text: str) -> None:
    deferred(text)


# --- "몇 배": the multiple said as a percentage as well ---------------------------------------------------


async def test_a_multiple_is_said_as_a_percentage_too(data: DataServices) -> None:
    naver = key_account("NAVER", 2024, "CFS", "영업이익")
    kakao = key_account("카카오", 2024, "CFS", "영업이익")
    answer = await quick("2024년 기준 네이버 영업이익이 카카오보다 몇 배야", data, today=TODAY)
    assert answer is not None
    times = naver / kakao
    assert f"카카오의 {times:,.2f}배({times * 100:,.1f}%)" in answer.markdown


# --- 액면가: 배당에 관한 사항's 주당액면가액 ---------------------------------------------------------------


def _par(column: str) -> int:
    row = next(r for r in report_rows("삼성전자", 2023, "alotMatter") if r["se"] == "주당액면가액(원)")
    return int(row[column].replace(",", ""))


@pytest.mark.parametrize(
    ("text", "year"),
    [
        ("삼성전자 2023 액면가 얼마야?", 2023),
        ("005930 주당 액면가액 확인 부탁드립니다", None),
        ("삼성전자 2022년 기준 주당액면가 얼마였나요", 2022),
        ("삼성전자 액면가 얼마야? 100원 맞지?", None),  # a guess of the same figure goes
        ("삼성전자 1주당 액면가 알려줘", None),
    ],
)
def test_a_face_value_is_read(text: str, year: int | None) -> None:
    asked = query(text)
    assert asked.metrics == ("par_value",)
    assert asked.period.years == (() if year is None else (year,))


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 2023 액면가 대비 배당금 몇 %",  # 액면배당률: one set against the other
        "삼성전자 주가 액면가의 몇 배야",
        "삼성전자 2023 액면가랑 EPS",
        "삼성전자 우선주 액면가",  # a class of share
        "삼성전자 액면가 증가율",
        "삼성전자 액면분할 언제 했어",
        "삼성전자 액면가 2022년이랑 2023년 차이",
        "삼성전자 액면가 최근 3년 총",
    ],
)
def test_a_face_value_beside_another_figure_defers(text: str) -> None:
    deferred(text)


async def test_a_face_value_is_the_filed_row(data: DataServices) -> None:
    answer = await quick("삼성전자 2023 액면가 얼마야?", data, today=TODAY)
    assert answer is not None
    assert answer.figures["삼성전자.FY2023.par_value"] == _par("thstrm")
    assert f"주당액면가액 {_par('thstrm'):,}원" in answer.markdown
    before = await quick("삼성전자 2022년 기준 주당액면가 얼마였나요", data, today=TODAY)
    assert before is not None and before.figures["삼성전자.FY2022.par_value"] == _par("frmtrm")


# --- 현금배당 총액; a guess asked with "정도?" ----------------------------------------------------------------


def test_a_cash_dividend_total_is_the_total() -> None:
    assert query("삼성전자 2022년 현금배당 총액 얼마였어?").metrics == ("dividend_total",)
    assert query("삼성전자 2023 현금배당총액").metrics == ("dividend_total",)
    deferred("삼성전자 2023 보통주 현금배당 총액")  # one class's part of it
    deferred("삼성전자 최근 3년 현금배당 총액 합쳐서")


def test_a_guess_asked_with_about_and_a_question_mark_goes() -> None:
    asked = query("삼성전자 2023년 배당금 총액 얼마야? 9.8조 정도?")
    assert asked.metrics == ("dividend_total",) and asked.period.years == (2023,)
    assert query("삼성전자 2023년 영업이익 6조 쯤?").metrics == ("operating_income",)


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 2023년 영업이익 매출의 3% 정도?",  # a share of another figure
        "삼성전자 2023년 영업이익 하이닉스보다 6조 정도?",  # a gap
        "삼성전자 2023년 영업이익 6조 정도",  # no question mark: not asked as a guess
        "삼성전자 2023년 영업이익 6조 정도 늘었어?",  # a change remembered
    ],
)
def test_a_guess_said_of_another_figure_stays(text: str) -> None:
    deferred(text)


# --- 소액주주: 소액주주 현황's row (how many, their shares and stake of the whole) ----------------------------


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 소액주주 몇 명이나 돼요",
        "삼성전자 소액주주 수가 몇 명인지 여쭤봅니다",
        "삼성전자 소액주주 지분율 2023년 말 기준으로 부탁드려요",
        "삼성전자 소액주주 보유 주식 비율 여쭤봐도 될까요",
        "삼성전자 소액주주가 가진 주식 수 몇 주임",
    ],
)
def test_minority_holders_are_read(text: str) -> None:
    assert query(text).metrics == ("minority_holders",)


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 소액주주 2022년이랑 2023년 몇 명 늘었어",  # a change
        "삼성전자 소액주주 수 증가율",
        "삼성생명 삼성전자 소액주주 지분율",  # one company in another's table: not this row
        "삼성전자 개인 소액주주 비중",
        "삼성전자 보유 주식 비율",  # whose? nobody's in particular
        "삼성전자 소액주주 최근 3년",  # each year's table: only one is read
    ],
)
def test_minority_holders_near_misses_defer(text: str) -> None:
    deferred(text)


async def test_minority_holders_are_the_filed_row(data: DataServices) -> None:
    (row,) = report_rows("삼성전자", 2023, "mrhlSttus")
    answer = await quick("삼성전자 2023년 소액주주 몇 명", data, today=TODAY)
    assert answer is not None
    holders, shares = (int(row[k].replace(",", "")) for k in ("shrholdr_co", "hold_stock_co"))
    assert answer.figures["삼성전자.FY2023.minority_holders"] == holders
    assert answer.figures["삼성전자.FY2023.minority_shares"] == shares
    assert answer.figures["삼성전자.FY2023.minority_stake"] == float(row["hold_stock_rate"].rstrip("%"))
    assert f"소액주주 {holders:,}명" in answer.markdown and f"보유주식 {shares:,}주" in answer.markdown
