"""Every holder counted, said without 전체 (``core.quick.tidy_shares``): "총주주수", "주주 총 몇 명".

"삼전 주주 총 몇 명이에요?? 😮 전체 주주수요!!" (chat13) and "삼전 총주주수" deferred at unknown_word/no_metric (주주). Figures
(삼성전자 FY2023 사업보고서, 소액주주 현황): 전체 주주 4,672,130명, 소액주주 4,672,039명.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.quick.keyless import markdown_and_path

ANSWERED = (
    ("삼전 총주주수", "4,672,130명"),
    ("삼전 주주 총 몇 명이에요?? 😮 전체 주주수요!!", "4,672,130명"),
    ("삼전 소액주주 총 몇 명", "4,672,039명"),
)

#: holders without 총/전체 (소액주주 may be meant), a count of shares: deferred
DEFERRED = ("삼전 주주 몇 명", "삼전 주주 총 몇 주")


@pytest.mark.parametrize(("question", "shown"), ANSWERED)
async def test_every_holder_counted(question: str, shown: str, tmp_path: Path) -> None:
    markdown, path = await markdown_and_path(question, tmp_path)
    assert path == "quick" and markdown is not None and shown in markdown, markdown


@pytest.mark.parametrize("question", DEFERRED)
async def test_holders_otherwise_defer(question: str, tmp_path: Path) -> None:
    markdown, path = await markdown_and_path(question, tmp_path)
    assert path != "quick", markdown
