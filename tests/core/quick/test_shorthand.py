"""An analyst's shorthand beside a period code (``core.quick.tidy_said``): "FY24 NI", "3Q24 NI", "FY23 OP", "몇 bn".

"현차 3Q24 NI 얼마 (7~9월)" and "NAVER NI FY24 vs FY23 YoY 몇 %" deferred at no_metric (NI, which
``core.quick.borrowed`` leaves out: two letters are as often a name's part — NICE, NI스틸). Figures (연결): 현대자동차
2024년 3분기 당기순이익 3.21조 (3개월); NAVER 당기순이익 FY2023 9,850억 → FY2024 1.93조, +96.1%, 1,932십억원.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.quick.keyless import markdown_and_path

ANSWERED = (
    ("현차 3Q24 NI 얼마 (7~9월)", "3.21조원"),
    ("NAVER NI FY24 vs FY23 YoY 몇 %", "+96.1%"),
    ("NAVER FY24 NI 몇 bn인지? 연결", "1,932십억원"),
)

#: no period code beside it: NI is a name's part (NICE, NI스틸) or unclear
DEFERRED = (
    "삼성전자 NI 얼마",
    "NI 2024 영업이익",
)


@pytest.mark.parametrize(("question", "shown"), ANSWERED)
async def test_shorthand_beside_a_period_code(question: str, shown: str, tmp_path: Path) -> None:
    markdown, path = await markdown_and_path(question, tmp_path)
    assert path == "quick" and markdown is not None and shown in markdown, markdown


@pytest.mark.parametrize("question", DEFERRED)
async def test_shorthand_elsewhere_is_not_a_figure(question: str, tmp_path: Path) -> None:
    markdown, path = await markdown_and_path(question, tmp_path)
    assert path != "quick" or "당기순이익" not in (markdown or ""), markdown
