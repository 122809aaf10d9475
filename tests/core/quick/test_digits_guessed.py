"""A rate's size guessed by its digits: "성장률 두 자릿수였냐, 정확히 몇 %?", "성장률 한 자릿수였던 걸로 기억하는데 맞아?"
(``core.quick.tidy_said``, ``core.quick.context``).

Both deferred at unknown_word (두, 한 자릿수였던). The figure settles the guess; the answer never repeats it. Figures
(연결): 삼성전자 FY2024 매출액 증가율 +16.2% (258.94조 → 300.87조); 현대자동차 +7.7% (162.66조 → 175.23조).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.quick.keyless import markdown_and_path

ANSWERED = (
    ("삼성전자 2024 매출 성장률 두 자릿수였냐로 싸움, 정확히 몇 %?", "+16.2%"),
    ("현대차 2024 매출 성장률 한 자릿수였던 걸로 기억하는데 맞아?", "+7.7%"),
)

#: the guess of an amount, no rate asked beside it, no year: deferred
DEFERRED = (
    "삼성전자 2024 매출 성장률 두 자릿수였냐",
    "삼성전자 2024 매출 두 자릿수였냐, 정확히 몇 %?",
    "현대차 매출 성장률 한 자릿수였던 걸로 기억하는데 맞아?",
    "현대차 2024 매출 한 자릿수였던 걸로 기억하는데 맞아?",
)


@pytest.mark.parametrize(("question", "shown"), ANSWERED)
async def test_a_rates_digits_guessed(question: str, shown: str, tmp_path: Path) -> None:
    markdown, path = await markdown_and_path(question, tmp_path)
    assert path == "quick" and markdown is not None and shown in markdown, markdown
    assert "자릿수" not in markdown


@pytest.mark.parametrize("question", DEFERRED)
async def test_digits_guessed_of_anything_else_defer(question: str, tmp_path: Path) -> None:
    markdown, path = await markdown_and_path(question, tmp_path)
    assert path != "quick", markdown
