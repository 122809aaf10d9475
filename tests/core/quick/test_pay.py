"""One person's pay as the 사업보고서 files it (``core.quick.pay``, reached from ``bots.direct``): a named director
or a person among the five best paid over 5억원, with one listed company named; the best paid when asked. Every
near miss defers: no company, a person no row names, an average pay, another year than filed, another figure,
a change or a comparison, a forecast, the best paid among directors (not that table)."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from bots.compose import open_runtime
from bots.direct import direct_reply
from core.config import Settings

TODAY = date(2026, 11, 21)

_READ = (
    ("삼성전자 경계현 대표이사 2023년 보수 얼마 받았나요", "2,403,000,000원", "경계현"),
    ("삼성전자 2023 사업보고서에 김기남 고문 보수 총액 얼마로 나와?", "17,265,000,000원", "김기남"),
    ("삼성전자 5억 이상 보수 수령자 중 김기남 고문 보수총액 부탁드립니다", "17,265,000,000원", "김기남"),
    ("삼성전자 2023년 보수 제일 많이 받은 사람이 누구예요?", "17,265,000,000원", "김기남"),
    ("삼성전자 경계현 대표 보수 24억쯤 받았던가", "2,403,000,000원", "연도를 말하지 않아"),
)
_DEFERRED = (
    "경계현 대표 2023년 보수 총액 확인 부탁드립니다",
    "삼성전자 이재용 회장 연봉 얼마야",
    "삼성전자 직원 평균 연봉 얼마야",
    "삼성전자 경계현 대표 보수 전망",
    "삼성전자 경계현 대표 보수 2022년",
    "삼성전자 FY22 김기남 보수",
    "삼성전자 경계현 대표 보수랑 영업이익",
    "삼성전자 경계현 보수 김기남 보수 차이",
    "삼성전자 경계현 대표 보수 전년 대비",
    "SK하이닉스 경계현 보수",
    "삼성전자 2023년 이사 보수 제일 많이 받은 사람",
    "삼성전자 2023년 보수 제일 적게 받은 사람",
)


@pytest.fixture
async def ask(tmp_path: Path):  # type: ignore[no-untyped-def]
    settings = Settings(DEXTER_HOME=str(tmp_path), DEXTER_OFFLINE="1")
    async with await open_runtime(settings, require_model=False) as runtime:

        async def said(text: str) -> str | None:
            reply = await direct_reply(text, runtime, today=TODAY)
            return reply.markdown if reply is not None and reply.path == "quick" else None

        yield said


async def test_a_named_person_s_pay_is_read(ask) -> None:  # type: ignore[no-untyped-def]
    for text, figure, word in _READ:
        answer = await ask(text)
        assert answer is not None and figure in answer and word in answer, text


async def test_a_near_miss_states_no_pay(ask) -> None:  # type: ignore[no-untyped-def]
    for text in _DEFERRED:
        answer = await ask(text)
        assert answer is None or "보수총액" not in answer, text
