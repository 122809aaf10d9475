"""Companies listed after a frame: "순위 매겨봐: …", "5개사 표로: …" (``core.quick.listed``).

"2024 연결 영업이익 순위 매겨봐: 삼성전자 SK하이닉스 현대차 네이버 카카오" and "2024 매출액 5개사 표로: 삼성전자, 하이닉스,
현대차, 네이버, 카카오" deferred at unknown_word (매겨봐:, 5개사 표로:). Figures (FY2024 연결): 영업이익 삼성전자 32.73조,
SK하이닉스 23.47조, 현대자동차 14.24조, NAVER 1.98조, 카카오 4,602억; 매출액 300.87조, 66.19조, 175.23조, 10.74조, 7.87조.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.quick.keyless import markdown_and_path

ANSWERED = (
    (
        "2024 연결 영업이익 순위 매겨봐: 삼성전자 SK하이닉스 현대차 네이버 카카오",
        ("1위 삼성전자 32.73조원", "4,602억원"),
    ),
    ("2024 매출액 5개사 표로: 삼성전자, 하이닉스, 현대차, 네이버, 카카오", ("300.87조원", "7.87조원")),
    ("삼성전자 하이닉스 현대차 3사 2024 영업이익 순위 매겨줘", ("1위 삼성전자 32.73조원", "14.24조원")),
    ("삼성전자 하이닉스 현대차 세 곳 2024 영업이익 순위", ("3위 현대자동차 14.24조원",)),
    # "두 회사 금액", "양사 수치": each one's (둘 다); 삼성전자 FY2023 당기순이익 15.49조, SK하이닉스 −9.14조
    (
        "삼성전자 2023 순이익이 하이닉스 2023 순손실보다 컸냐는 말싸움, 두 회사 금액",
        ("15.49조원", "−9.14조원"),
    ),
    ("네이버 카카오 2024 매출 양사 수치", ("10.74조원", "7.87조원")),
    ("네이버 카카오 2024 매출 두 회사 합치면", ("18.61조원",)),  # a sum: asked_sum's, as before
)

#: a count that is not the companies named, a colon before a figure (a claim), a company left out, one rank picked
DEFERRED = (
    "2024 매출액 4개사 표로: 삼성전자, 하이닉스, 현대차, 네이버, 카카오",
    "2024 매출액 5개사 표로: 삼성전자, 하이닉스, 현대차, 네이버",
    "2024 매출액 표로: 삼성전자 10조, 하이닉스",
    "2024 영업이익: 삼성전자 30조 맞아?",
    "2024 영업이익 순위 매겨봐: 삼성전자 SK하이닉스 현대차 네이버 카카오 빼고",
    "2024 영업이익 순위 매겨봐: 삼성전자 SK하이닉스 현대차 네이버 카카오 중 2위",
    "삼성전자 2024 매출 두 회사 금액",  # one company named: which two?
    "네이버 카카오 현대차 2024 매출 두 회사 금액",  # three named: which two?
    "삼성 2024 매출 두 회사",
    "네이버 카카오 2024 매출 두 회사 평균",
)


@pytest.mark.parametrize(("question", "shown"), ANSWERED)
async def test_companies_listed_after_a_frame(question: str, shown: tuple[str, ...], tmp_path: Path) -> None:
    markdown, path = await markdown_and_path(question, tmp_path)
    assert path == "quick" and markdown is not None and all(s in markdown for s in shown), markdown


@pytest.mark.parametrize("question", DEFERRED)
async def test_anything_else_listed_defers(question: str, tmp_path: Path) -> None:
    markdown, path = await markdown_and_path(question, tmp_path)
    assert path != "quick", markdown
