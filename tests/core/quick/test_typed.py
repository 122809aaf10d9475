"""Spoken numbers, a memo's fields and a closing polite request (``core.quick.typed``), an apology for the trouble
and what the writer will do with the figure (``core.quick.context``): written as the reader reads them, and nothing
else.

A voice assistant transcribes "이천이십삼년 삼분기"; a memo reads "현차 / 23 / 유동비율". Near misses stay as
typed: "이 분기" apart and "작년 이 분기" (this quarter, that quarter a year ago), "마지막 분기" with no year (the
latest quarter, whichever it is), "이천년", a slash between two numbers or two words (one over the other)."""

from __future__ import annotations

from datetime import date

import pytest

from core.quick import QuickQuery, parse_question
from core.quick.typed import typed
from tests.conftest import companies

TODAY = date(2026, 11, 21)


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("삼성전자 이천이십삼년 영업이익", "삼성전자 2023년 영업이익"),
        ("이천십구년 매출", "2019년 매출"),
        ("이천 이십 사 년 매출", "2024년 매출"),
        ("이천이십삼년도 순이익", "2023년도 순이익"),
        ("네이버 이천이십사년 삼분기까지 누적", "네이버 2024년 3분기까지 누적"),
        ("이천이십사년 삼 분기 매출", "2024년 3분기 매출"),
        ("2024년 이분기 영업이익", "2024년 2분기 영업이익"),
        ("하닉 23년 3분기 석 달 순익", "하닉 23년 3분기 3개월 순익"),
        ("삼전 24년 마지막 분기 영익", "삼전 24년 4분기 영익"),
        ("에스케이 하이닉스 매출", "SK하이닉스 매출"),
        ("엘지전자 매출", "LG전자 매출"),
        ("삼성전자 / 2023 / 매출액 ?", "삼성전자 2023 매출액 ?"),
        ("현차 매출 / 23→24 / 증가액", "현차 매출 23→24 증가액"),
        ("삼성전자 / 3Q24 / 매출 (3개월)", "삼성전자 3Q24 매출 (3개월)"),
        # a polite request closing the message, however its endings are stacked
        ("삼성전자 2024년 영업이익 수치 확인 가능하실까요?", "삼성전자 2024년 영업이익 수치 알려주세요"),
        (
            "현대자동차 2024년 말 자본총계 정리해서 공유 부탁드립니다",
            "현대자동차 2024년 말 자본총계 알려주세요",
        ),
        ("NAVER 2023년 당기순이익 여쭤봐도 괜찮을까요?", "NAVER 2023년 당기순이익 알려주세요"),
        ("삼성전자 2024년 부채총계 여쭤볼 수 있을까요?", "삼성전자 2024년 부채총계 알려주세요"),
        ("NAVER 24 영업이익률 메모용", "NAVER 24 영업이익률"),
        ("삼성전자 2024년 매출 보고용입니다", "삼성전자 2024년 매출"),
    ],
)
def test_spoken_numbers_and_fields_are_written_out(said: str, written: str) -> None:
    assert typed(said) == written


@pytest.mark.parametrize(
    "text",
    [
        "작년 이 분기 영업이익",
        "2024년 이 분기 영업이익",
        "삼성전자 마지막 분기 영업이익",
        "삼성전자 이분기 영업이익",
        "삼성전자 이천년 매출",
        "삼성전자 매출 2024 / 2023",
        "삼성생명 삼전 보유주식 / 발행주식 대비 %",
        "삼성전자 / 최대주주",
        # a request to work something out, or nothing before the request
        "삼성전자 2024년 영업이익이랑 매출 비교해 주실 수 있을까요",
        "삼성전자 2024 매출 더해서 알려주세요",
        "흑자 가능할까요",
        "확인 가능하실까요?",
        "메모용",
    ],
)
def test_what_is_not_a_spoken_number_or_a_field_stays(text: str) -> None:
    assert typed(text) == text


@pytest.mark.parametrize(
    ("text", "metrics", "years", "quarter"),
    [
        ("에스케이 하이닉스 이천이십사년 매출 얼마야", ("revenue",), (2024,), None),
        ("카카오 이천이십삼년 사분기 영업이익 알려줘", ("operating_income",), (2023,), 4),
        ("현차 / 23 / 유동비율", ("current_ratio",), (2023,), None),
        ("카카오 / 3Q23 / 영업이익", ("operating_income",), (2023,), 3),
        ("번거로우시겠지만 SK하이닉스 2023년 매출액 좀 알려주실 수 있을까요", ("revenue",), (2023,), None),
        ("카카오 2024년 말 자산총계 알려주시면 보고서에 반영하겠습니다", ("assets",), (2024,), None),
        ("실례지만 삼성전자 2024년 연결 기준 부채총계 여쭤볼 수 있을까요?", ("liabilities",), (2024,), None),
        ("혹시 시간 되시면 카카오 2023년 매출 확인 좀 부탁드려도 될까요?", ("revenue",), (2023,), None),
        (
            "이번 주 회의 자료라서요, 현대차 2022년 영업이익 알려주실 수 있으실까요",
            ("operating_income",),
            (2022,),
            None,
        ),
    ],
)
def test_a_spoken_or_memo_question_is_read(
    text: str, metrics: tuple[str, ...], years: tuple[int, ...], quarter: int | None
) -> None:
    parsed = parse_question(text, companies(), today=TODAY)
    assert isinstance(parsed, QuickQuery)
    assert (parsed.metrics, parsed.period.years, parsed.period.quarter) == (metrics, years, quarter)


@pytest.mark.parametrize(
    "text",
    [
        "작년 이 분기 삼성전자 영업이익",
        "삼성전자 마지막 분기 영업이익",
        "삼성전자 이천이십사년 이 분기 영업이익",
        "삼성전자 이천이십삼년 오분기 매출",
        "삼성전자 매출 2024 / 2023 몇 배",
        "삼성전자 2024 / 영업이익 / 매출 대비",
        "삼성전자 2024년 영업이익 전망 확인 가능하실까요",
        "삼성전자 2024년 매출 달러로 환산해서 공유 부탁드립니다",
        "삼성전자 반도체 부문 2024년 영업이익 확인 가능하실까요",
        "삼성전자 목표주가 여쭤봐도 괜찮을까요",
        "삼성전자 2024년 HBM 매출 확인 가능하실까요",
        "삼성전자 2024년 영업이익률 계산해서 확인 부탁드립니다",
        "삼성전자 2024년 매출 알려주시면 달러로 바꿔서 쓰겠습니다",
        "카카오 2024년 말 자산총계 알려주시면 투싼 자료에 넣겠습니다",
        "괜찮으시면 삼성전자 2024년 반도체 매출 알려주세요",
        "시간 되시면 삼성전자 2024년 매출 달러로 알려주세요",
        "이번 분기 자료라서요, 삼성전자 2024년 매출 알려주세요",
    ],
)
def test_a_near_miss_defers(text: str) -> None:
    assert not isinstance(parse_question(text, companies(), today=TODAY), QuickQuery)


@pytest.mark.parametrize(
    ("typo", "meant"),
    [
        ("카카오 2024 영업이익룰", "카카오 2024 영업이익률"),
        ("삼성전자 2024자산총게 얼마", "삼성전자 2024자산총계 얼마"),
        ("하이닉스 2024 부채비융 몇", "하이닉스 2024 부채비율 몇"),
        ("삼성전자 주당배당굼 우선주 2022", "삼성전자 주당배당금 우선주 2022"),
        ("삼성전자 매츨액 2024", "삼성전자 매출액 2024"),
        ("현대차 24넌 3분기 매출", "현대차 24년 3분기 매출"),
    ],
)
def test_a_figure_mistyped_by_one_key_is_read(typo: str, meant: str) -> None:
    assert typed(typo) == meant


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 부채비중 2024",  # two jamo from 부채비율: another figure, not a typo
        "삼성전자 자본총괄 2024",
        "삼성전자 자기자본비용 2024",
        "삼성전자 영업이익은 2024",  # a spelling with its particle: known as typed
        "삼성전자 영업외수익",
    ],
)
def test_a_word_further_than_one_key_stays(text: str) -> None:
    assert typed(text) == text
