"""What a company earned said with the verb's adnominal: "돈 더 번 회사가 어디냐", "24년에 번 순익" (``core.quick.wrapping``).

"아버지가 네이버랑 카카오 중에 2024년에 돈 더 번 회사가 어디냐고 하셔서요, 영업이익 둘 다" and "하닉이 24년에 번 순익이
삼전 순익의 몇 %야" deferred at unknown_word (번). Figures (FY2024 연결): 영업이익 NAVER 1.98조, 카카오 4,602억; 당기순이익
NAVER 1.93조, 카카오 −1,619억, SK하이닉스 19.80조, 삼성전자 34.45조 (57.5%); 삼성전자 영업이익 32.73조, 현대자동차 14.24조.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.quick.keyless import markdown_and_path

ANSWERED = (
    (
        "아버지가 네이버랑 카카오 중에 2024년에 돈 더 번 회사가 어디냐고 하셔서요, 영업이익 둘 다",
        ("1.98조원", "4,602억원"),
    ),
    ("네이버랑 카카오 중에 2024년에 돈 더 많이 번 곳 어디야", ("1.93조원", "−1,619억원")),
    ("하닉이 24년에 번 순익이 삼전 순익의 몇 %야", ("57.5%",)),
    ("삼전 하닉 현차 중에 2024년에 제일 많이 번 데 어디임", ("32.73조원", "14.24조원")),
)

#: less earned, "두 번" (twice), another period after it, another figure: deferred
DEFERRED = (
    "네이버랑 카카오 중에 2024년에 돈 덜 번 회사가 어디냐",
    "네이버랑 카카오 중에 2024년에 두 번 번 회사가 어디냐",
    "하닉이 24년에 두 번 순익",
    "네이버랑 카카오 중에 2024년에 돈 더 번 회사가 어디냐 2025는?",
    "네이버 2024년에 번 매출",
)


@pytest.mark.parametrize(("question", "shown"), ANSWERED)
async def test_earned_said_with_its_adnominal(question: str, shown: tuple[str, ...], tmp_path: Path) -> None:
    markdown, path = await markdown_and_path(question, tmp_path)
    assert path == "quick" and markdown is not None and all(s in markdown for s in shown), markdown


@pytest.mark.parametrize("question", DEFERRED)
async def test_anything_else_earned_defers(question: str, tmp_path: Path) -> None:
    markdown, path = await markdown_and_path(question, tmp_path)
    assert path != "quick", markdown
