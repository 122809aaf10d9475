"""Review of reader round 9's new readings (typed.py's one-key figure names and '2023 사업보고서 기준', the 직원
현황 row): each answer found wrong defers now, and its near misses are still answered."""

from __future__ import annotations

from pathlib import Path

import pytest

from bots.compose import open_runtime
from bots.direct import direct_reply
from core.config import Settings
from core.quick import QuickQuery, parse_question
from tests.conftest import companies
from tests.core.quick.test_chat2_questions import TODAY

#: were answered: a real word one key from a figure's name read as that figure, a division's row of 직원 현황
#: set as the company's 직원 수 beside another company, a 2023 report asked for a 2024 figure
DEFERRED = [
    "하이닉스 2024 영업일",  # a business day, not 영업익 (was 영업이익 23.47조원)
    "삼성전자 2024 영업일 기준",
    "삼성전자 2023년 임원수",  # the executives, not 인원수 (was read as the staff's headcount)
    "네이버 2023 임원수 몇 명이야",
    "삼성전자 2024 법인체",  # a corporate body, not 법인세
    "삼성전자 DX부문 남자 직원 수 하이닉스랑 비교",  # was a table: 삼성전자 직원 수 38,286명 beside SK하이닉스
    "삼성전자 DX부문 남자 직원 수 네이버랑 비교",
    "삼성전자 2023 사업보고서 기준 2024 매출",  # a report of FY2023 holds no FY2024 (was a 2023–2024 table)
    "삼성전자 2023 사업보고서 기준 24년 매출",
]

#: near misses still read
READ = [
    ("하이닉스 2024 영업익", "operating_income"),
    ("하이닉스 2024 영업이익룰", "operating_margin"),
    ("삼성전자 2024 법인세비욤", "income_tax"),
    ("삼성전자 2023 인원수", "employees"),
    ("삼성전자 2023 사업보고서 기준 매출", "revenue"),
    ("삼성전자 2023 사업보고서 기준 2022 매출", "revenue"),
    ("삼성전자 DX부문 남자 직원 수 2023", "employees"),
]


@pytest.mark.parametrize("text", DEFERRED)
def test_deferred(text: str) -> None:
    assert not isinstance(parse_question(text, companies(), today=TODAY), QuickQuery), text


@pytest.mark.parametrize(("text", "metric"), READ)
def test_near_misses_read(text: str, metric: str) -> None:
    parsed = parse_question(text, companies(), today=TODAY)
    assert isinstance(parsed, QuickQuery) and metric in parsed.metrics, (text, parsed)


async def test_replies(tmp_path: Path) -> None:
    settings = Settings(DEXTER_HOME=str(tmp_path), DEXTER_OFFLINE="1")
    async with await open_runtime(settings, require_model=False) as runtime:
        for text in DEFERRED:
            reply = await direct_reply(text, runtime, today=TODAY)
            assert reply is None or reply.path != "quick", text
        reply = await direct_reply("삼성전자 DX부문 남자 직원 수 2023", runtime, today=TODAY)
        assert reply is not None and "DX부문 남자 직원 38,286명" in reply.markdown
        reply = await direct_reply("하이닉스 2024 영업익", runtime, today=TODAY)
        assert reply is not None and "영업이익 23.47조원" in reply.markdown
        reply = await direct_reply("삼성전자 2023 사업보고서 기준 매출", runtime, today=TODAY)
        assert reply is not None and "매출액 258.94조원" in reply.markdown
