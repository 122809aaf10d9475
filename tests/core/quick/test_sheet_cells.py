"""A spreadsheet's cells pasted as the ask (``core.quick.sheet``, before the_ask in ``bots.direct``).

chat13's 엑셀 persona (0 of 20 on its first run) deferred at unknown_word (|, ←, 칸, 채워줘, 셀, =B2/B3 …). Figures (연결):
SK하이닉스 FY2022 당기순이익 2.24조, 영업이익률 15.3%; 삼성전자 FY2022 이익잉여금 337.95조; NAVER FY2024 부채비율 41.4%;
현대자동차 FY2024 자기자본비율 35.4%; 카카오 FY2024 자본총계 13,942,894,159,737원, 매출 7.87조 ÷ NAVER 10.74조 = 73.3%;
삼성전자 − SK하이닉스 FY2024 자본총계 328.28조.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from core.quick.sheet import cells_read
from tests.core.quick.keyless import markdown_and_path

ANSWERED = (
    ("회사\t연도\t계정\t값\nSK하이닉스\t2022\t당기순이익\t? ← 이 칸 채워줘", "2.24조원"),
    ("| 삼성전자 | FY2022 | 이익잉여금 | ___ | 빈칸 채워주세요", "337.95조원"),
    ("엑셀 B3 셀에 넣을 값: 카카오 2024 연결 자본총계 (원 단위)", "13,942,894,159,737원"),
    ("=부채총계/자본총계 → NAVER 2024 연결 값 % 로 넣어줘", "41.4%"),
    ("셀 수식 =영업이익/매출액 에 SK하이닉스 2022 값 넣으면 몇 %?", "15.3%"),
    ("현대자동차 | 2024 | 자본총계/자산총계 | ? (자기자본비율 칸)", "35.4%"),
    ("=C2-C3 (C2: 삼성전자 2024 자본총계, C3: SK하이닉스 2024 자본총계) 결과값?", "328.28조원"),
    ("=B2/B3 (B2 카카오 2024 매출, B3 네이버 2024 매출) 퍼센트로", "73.3%"),
)

#: another formula than the ratio's own, a formula of cells not defined, a year not filed: deferred or declined
DEFERRED = (
    "=자산총계/자본총계 → NAVER 2024 연결 값 % 로 넣어줘",
    "=4분기영업이익 셀: NAVER 2023 값 넣어줘 (연간−9월누적)",
    "=C2-C3 결과값? 삼성전자 2024 자본총계",
    "삼성전자 주식수 시트: 발행주식총수 − 최대주주(삼성생명) 보유주식수 = ?",
)


@pytest.mark.parametrize(("question", "shown"), ANSWERED)
async def test_a_sheets_cells_read_as_the_ask(question: str, shown: str, tmp_path: Path) -> None:
    markdown, path = await markdown_and_path(question, tmp_path)
    assert path == "quick" and markdown is not None and shown in markdown, markdown


@pytest.mark.parametrize("question", DEFERRED)
async def test_anything_else_in_a_sheet_defers(question: str, tmp_path: Path) -> None:
    markdown, path = await markdown_and_path(question, tmp_path)
    assert path != "quick", markdown


def test_a_plain_question_and_a_company_named_셀_are_left_as_they_are() -> None:
    assert cells_read("셀트리온 2024 매출") == "셀트리온 2024 매출"
    assert cells_read("삼성전자 2024 매출 알려줘?") == "삼성전자 2024 매출 알려줘?"
    assert cells_read("셀트리온 | 2024 | 매출 | ?") == "셀트리온 2024 매출"
