"""Keyless reader round 12b: answers that were right but not what the user asked. Each case goes through
``bots.direct.direct_reply`` as a chat would; the figures are the raw bundle rows
(core/data/bundle/opendart_recorded.json.gz). A case names what the quick answer must show (``shown``) and what it
must not (``hidden``); ``None`` for ``shown``: the reader defers or declines (no quick answer)."""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

import pytest

from tests.core.quick.keyless import markdown_and_path


class Said(NamedTuple):
    question: str
    shown: tuple[str, ...] | None
    hidden: tuple[str, ...] = ()


#: "총이익": in Korean filings 매출총이익 (삼성전자 FY2023 78.55조원), never 영업이익 + 당기순이익
GROSS: tuple[Said, ...] = (
    Said("삼성전자 2023 총이익", ("매출총이익 78.55조원",), ("영업이익", "당기순이익")),
    Said("삼성전자 총이익 얼마야", ("매출총이익 78.55조원",), ("영업이익", "당기순이익")),
    Said("삼성전자 2023 총이익률", ("매출총이익률 30.3%",)),
    # near misses: the full name, and a company whose 매출총이익 the bundle lacks (said, no other figure)
    Said("삼성전자 2023 매출총이익", ("매출총이익 78.55조원",)),
    Said("Samsung Electronics 2023 gross profit", ("78.55",)),
    Said("삼성전자 2023 영업이익", ("영업이익 6.57조원",), ("매출총이익",)),
)

CASES: tuple[Said, ...] = GROSS


@pytest.mark.parametrize("case", CASES, ids=[c.question for c in CASES])
async def test_round12b(case: Said, tmp_path: Path) -> None:
    markdown, path = await markdown_and_path(case.question, tmp_path)
    quick = markdown if path == "quick" else None
    if case.shown is None:
        assert quick is None, markdown
        return
    assert quick is not None, markdown
    assert all(s in quick for s in case.shown), quick
    assert not any(h in quick for h in case.hidden), quick
