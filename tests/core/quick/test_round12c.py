"""Keyless reader round 12c: what surrounds an ask — an argument to settle (``core.quick.disputed``).

The fresh questions (``round12c_fresh``) were written before the reading was wired in and run once without it
(``bots.direct`` with ``settled`` as the identity): DISPUTES12C 9 of 24 right, 0 wrong; NEAR12C 4 of 13 answerable
right, 0 wrong, 7 of 7 unanswerable declined. With it: DISPUTES12C 17 of 24, NEAR12C 7 of 13 and 7 of 7 declined,
0 wrong. Filing jargon (``core.quick.filed``): FILED12C 1 of 22 right without it, 22 of 22 with it; NEAR_FILED12C 10
of 10 declined both times. ``-s`` prints the per-case table."""

from __future__ import annotations

from pathlib import Path

import pytest

from core.quick.disputed import settled
from core.quick.filed import plainly_filed
from tests.conftest import companies
from tests.core.quick.chat_sets import SETS
from tests.core.quick.round12c_fresh import DISPUTES12C, FILED12C, NEAR12C, NEAR_FILED12C
from tests.core.quick.test_chat2_questions import _normal, tuning_run

MIN_DISPUTES12C = 0.70  # 9 of 24 on the first run (37.5%); 17 with core.quick.disputed (70.8%)
MIN_FILED12C = 1.0  # 1 of 22 on the first run (without core.quick.filed); 22 with it


@pytest.mark.parametrize(
    ("said", "asked"),
    [
        # a claim confirmed, held, or argued over: asked plainly, the frame gone
        (
            "친구가 하닉이 삼전보다 2024년에 영업이익 더 벌었다는데 맞냐? 둘 다 얼마임",
            "하닉이 삼전보다 2024년에 영업이익 더 벌었냐 둘 다 얼마임",
        ),
        (
            "현대차 2024 매출 170조 넘었다 vs 못 넘었다 내기, 정확히 얼마?",
            "현대차 2024 매출 170조 넘었냐, 정확히 얼마?",
        ),
        ("형이랑 싸움: 삼성전자 2023년 배당성향 60% 넘었냐 안 넘었냐", "삼성전자 2023년 배당성향 60% 넘었냐"),
        (
            "현대차 부채비율 200% 넘는다고 우기는 애 있는데 2024년 실제 몇 %임",
            "현대차 부채비율 200% 넘냐 2024년 몇 %임",
        ),
        (
            "카카오 2024년에 흑자였다는 친구 말 맞음? 당기순이익 얼마였는지",
            "카카오 2024년에 흑자였냐 당기순이익 얼마였는지",
        ),
        (
            "삼성전자 2024 매출 성장률 두 자릿수였냐로 싸움, 정확히 몇 %?",
            "삼성전자 2024 매출 성장률 두 자릿수였냐, 정확히 몇 %?",
        ),
        ("팀장님이 하이닉스 2023년에 영업적자였다고 하시는데 맞나요?", "하이닉스 2023년에 영업적자였냐"),
        # the rest only asks again what the claim names: the claim's answer states it
        (
            "친구가 삼전 2024년 4분기 영업이익이 3분기보다 줄었다는데 맞냐? 4분기 얼마임",
            "삼전 2024년 4분기 영업이익이 3분기보다 줄었냐",
        ),
        # "보다" is no claim; two companies set against each other stay
        ("삼성전자 vs SK하이닉스 2024 영업이익 내기함", "삼성전자 vs SK하이닉스 2024 영업이익"),
        (
            "네이버 2024 순이익 카카오보다 많다 vs 카카오가 더 많다 내기",
            "네이버 2024 순이익 카카오보다 많냐 vs 카카오가 더 많냐",
        ),
    ],
)
def test_an_argument_is_asked_as_the_question_it_settles(said: str, asked: str) -> None:
    assert settled(said, companies()) == asked


@pytest.mark.parametrize(
    "said",
    [
        "삼성전자 2024 영업이익 얼마야",
        "친구가 현대차 2024 매출 줄었다던데 얼마임",  # a rumour (core.quick.wrapping's), no argument
        "삼성전자 vs SK하이닉스 2024 영업이익",
        "아버지가 삼성전자 2024 영업이익 궁금해하세요",
        "삼성전자 2024 매출 3분기보다 4분기가 많아?",
    ],
)
def test_no_argument_leaves_the_message(said: str) -> None:
    assert settled(said, companies()) == said


def test_the_fresh_questions_are_new() -> None:
    questions = [_normal(case.question) for case in DISPUTES12C + NEAR12C + FILED12C + NEAR_FILED12C]
    earlier = {_normal(case.question) for _set, _half, cases in SETS for case in cases}
    assert len(DISPUTES12C) >= 20 and len(NEAR12C) >= 20 and len(set(questions)) == len(questions)
    assert not set(questions) & earlier


async def test_keyless_round12c_disputes(tmp_path: Path) -> None:
    await tuning_run(DISPUTES12C, tmp_path, "round12c disputes", max_wrong=0, least=MIN_DISPUTES12C)


async def test_keyless_round12c_near_misses(tmp_path: Path) -> None:
    """An argument about something else than the ask, no company, a year or company the bundle lacks: answered right
    or declined, never wrong."""
    await tuning_run(NEAR12C, tmp_path, "round12c near misses", max_wrong=0, least=0.0)


@pytest.mark.parametrize(
    ("said", "plain"),
    [
        ("사업보고서상 SK하이닉스 2023년 연결 매출총이익(손실)", "SK하이닉스 2023년 연결 매출총이익"),
        (
            "2023 사업보고서상 삼성전자 최대주주 본인 기말 소유주식수와 지분율",
            "2023 삼성전자 최대주주 기말 보유주식수와 지분율",
        ),
        (
            "NAVER 2024년 3분기보고서 연결 기준 분기말 부채총계",
            "NAVER 2024년 3분기보고서 연결 기준 3분기말 부채총계",
        ),
        (
            "삼성전자 사업보고서상 소액주주 소유주식 비율 몇 %로 나와 있음?",
            "삼성전자 소액주주 보유주식 비율 몇 %?",
        ),
        # a part of a year beside the annual report: which report is meant stays the reader's to judge
        ("사업보고서상 삼성전자 2024 3분기 영업이익", "사업보고서상 삼성전자 2024 3분기 영업이익"),
        ("삼성전자 2024 영업이익(추정)", "삼성전자 2024 영업이익(추정)"),
    ],
)
def test_filing_jargon_is_said_in_the_readers_words(said: str, plain: str) -> None:
    assert plainly_filed(said) == plain


async def test_keyless_round12c_filed(tmp_path: Path) -> None:
    await tuning_run(FILED12C, tmp_path, "round12c filed", max_wrong=0, least=MIN_FILED12C)


async def test_keyless_round12c_filed_near_misses(tmp_path: Path) -> None:
    """A quarter or half beside the annual report, no company, a year or company the bundle lacks: declined."""
    await tuning_run(NEAR_FILED12C, tmp_path, "round12c filed near misses", max_wrong=0, least=0.0)
