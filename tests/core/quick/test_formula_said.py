"""A ratio asked with its own formula beside it, or asked to be worked out (``core.quick.formula``).

"엄마가 삼성전자 2024년 자기자본비율(자본총계÷자산총계) 물어보셔서요" deferred at unknown_word (÷), "현대차 2024 ROA
계산해봐" at 계산. Figures (연결): 삼성전자 FY2024 자본총계 402.19조 ÷ 자산총계 514.53조 = 78.2%, FY2023 판관비 71.98조 ÷
매출 258.94조 = 27.8%; SK하이닉스 FY2024 73.92 ÷ 119.86조 = 61.7%; 현대자동차 FY2024 ROA 4.3% (평균 자산), ROE 11.9%
(평균 자본); NAVER 2024년 4분기 영업이익률 18.8% (5,420억 ÷ 2.89조); 카카오 FY2024 부채비율 84.8%.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from core.quick.formula import formula_said
from tests.core.quick.keyless import markdown_and_path

ANSWERED = (
    ("엄마가 삼성전자 2024년 자기자본비율(자본총계÷자산총계) 물어보셔서요", "78.2%"),
    ("삼성전자 2024년 자기자본비율 (자본총계 / 자산총계)", "78.2%"),
    ("삼성전자 2023년 연결 판관비율 (판관비 ÷ 매출)", "27.8%"),
    ("SK하이닉스 2024년 자기자본비율 몇 %인가요? 자본총계를 자산총계로 나눈 값으로요", "61.7%"),
    ("현대차 2024 ROA 계산해봐", "4.3%"),
    ("현대자동차 연결 FY24 ROE 산출 부탁드립니다", "11.9%"),
    ("NAVER 2024 4분기 영업이익률 계산해봐", "18.8%"),
    ("카카오 2024 부채비율 (부채총계/자본총계) 계산해 줘", "84.8%"),
    # round 13, chat13: the formula after "=" (유동자산 115.76조 ÷ 유동부채 79.51조)
    ("과제인데 유동비율 = 유동자산 ÷ 유동부채 정의대로 현대자동차 2024년 연결로 구해야 해요", "145.6%"),
)

#: a formula of another figure, of the year-end where the answer averages, or a request beside anything but a
#: worked-out ratio: deferred
DEFERRED = (
    "삼성전자 2024년 영업이익 계산해 주세요",  # a filed amount: maybe a figure worked out of others
    "삼성전자 2024년 자기자본비율(자산총계÷자본총계)",  # the other way round
    "삼성전자 2024년 부채비율(부채총계÷자산총계)",  # another ratio's formula
    "삼성전자 2024년 ROE(순이익÷자본총계)",  # year-end equity; the answer averages it
    "삼성전자 2024년 자기자본비율(지배 자본÷자산총계)",
    "SK하이닉스 2024년 자기자본비율 몇 %인가요? 자산총계를 자본총계로 나눈 값으로요",
    "SK하이닉스 2024년 자기자본비율 몇 %인가요? 2023 자본총계를 자산총계로 나눈 값으로요",
    "현대차 2024 ROA 추정해봐",
    "현대차 2024 ROA 평균 말고 기말로 계산해봐",
    "현대차 2024 영업이익 증가율 계산해봐",
    "현대차 2024 영업이익률이랑 영업이익 계산해봐",
    "현대차 ROA 2024 2023 평균 계산해봐",
    "삼성전자 2024 영업이익률 매출 빼고 계산해봐",
    "현대차 2024 ROA 계산해보려고요",
    "현대자동차 2024년 유동비율 = 유동부채 ÷ 유동자산",
    "현대자동차 2024년 ROE = 순이익 ÷ 자본총계",
)


@pytest.mark.parametrize(("question", "shown"), ANSWERED)
async def test_a_ratio_with_its_formula_or_worked_out(question: str, shown: str, tmp_path: Path) -> None:
    markdown, path = await markdown_and_path(question, tmp_path)
    assert path == "quick" and markdown is not None and shown in markdown, markdown


@pytest.mark.parametrize("question", DEFERRED)
async def test_anything_else_said_so_defers(question: str, tmp_path: Path) -> None:
    markdown, path = await markdown_and_path(question, tmp_path)
    assert path != "quick", markdown


def test_only_the_ratios_own_formula_goes() -> None:
    assert formula_said("부채비율(부채총계÷자본총계)").strip() == "부채비율"
    assert formula_said("ROA(순이익÷자산총계) 계산해봐") == "ROA(순이익÷자산총계) 계산해봐"
    assert formula_said("영업이익 계산해봐") == "영업이익 계산해봐"
