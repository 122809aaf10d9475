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
