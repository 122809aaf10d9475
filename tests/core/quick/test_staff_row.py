"""One row of 직원 현황 asked (``core.quick.asked_staff``, ``core.quick.holdings``): "삼성전자 DX부문 남자 직원 수" is
the DX division's men, 38,286명 (FY2023, the row filed); any other division or sex, a division's total or the
company's men (not filed) is said missing, never another row; a division's other figure defers."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from bots.compose import open_runtime
from bots.direct import direct_reply
from core.config import Settings
from core.quick import QuickQuery, parse_question
from core.quick.model import Staff
from tests.conftest import companies

TODAY = date(2026, 11, 21)


@pytest.mark.parametrize(
    ("text", "staff"),
    [
        ("삼성전자 DX부문 남자 직원 수 알려주세요", Staff("DX", "남")),
        ("삼성전자 DX 부문 남성 직원 몇 명이야? 2023 사업보고서 기준", Staff("DX", "남")),
        ("삼성전자 여직원 수", Staff(None, "여")),
        ("삼성전자 DS부문 직원 수", Staff("DS", None)),
    ],
)
def test_a_row_asked_is_read(text: str, staff: Staff) -> None:
    parsed = parse_question(text, companies(), today=TODAY)
    assert isinstance(parsed, QuickQuery) and parsed.metrics == ("employees",) and parsed.staff == staff


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 DX부문 매출이랑 직원 수",  # the division's revenue is not on file
        "삼성전자 DX부문 영업이익",
        "삼성전자 2023 DX부문 남자 직원 수 전년 대비",
        "삼성전자 DX부문 남자 직원 평균 근속연수",
        "삼성전자 DX부문 남자 직원 연봉",
    ],
)
def test_more_than_a_row_defers(text: str) -> None:
    assert not isinstance(parse_question(text, companies(), today=TODAY), QuickQuery)


async def test_the_row_filed_and_no_other(tmp_path: Path) -> None:
    settings = Settings(DEXTER_HOME=str(tmp_path), DEXTER_OFFLINE="1")
    async with await open_runtime(settings, require_model=False) as runtime:

        async def said(text: str) -> str:
            reply = await direct_reply(text, runtime, today=TODAY)
            assert reply is not None and reply.path == "quick", text
            return reply.markdown

        assert "DX부문 남자 직원 38,286명" in await said(
            "삼성전자 DX부문 남자 직원 수 확인 부탁드립니다 (2023년 말 기준)"
        )
        for other in ("삼성전자 남자 직원 수", "삼성전자 DX부문 직원 수", "삼성전자 DX부문 여자 직원 수"):
            text = await said(other)
            assert "38,286" not in text and "답할 수 없습니다" in text, other
