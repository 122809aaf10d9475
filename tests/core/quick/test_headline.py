"""A news headline pasted before the ask (``core.quick.headline``): the headline is a claim, the ask is read alone.

chat13's 헤드라인 persona (0 of 18 on its first run) deferred at unknown_word (기사, 속보, 실제로 …). Figures (연결):
현대자동차 FY2024 영업이익 14.24조 (FY2023 15.13조); SK하이닉스 2024년 3분기 당기순이익 5.75조 (3개월); NAVER 2024년
4분기 당기순이익 5,140억; 현대자동차 매출 FY2022 142.15조 → FY2024 175.23조; 삼성전자 FY2023 기본 EPS 2,131원.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.quick.keyless import markdown_and_path

ANSWERED = (
    (
        '"현대차, 2024년 역대 최대 매출…영업이익은 소폭 감소" 이런 기사 봤는데 2024 영업이익 정확한 금액은?',
        "14.24조원",
    ),
    ("[속보] SK하이닉스 3분기 최대 실적 — 2024년 7~9월 순이익이 정확히 얼마예요", "5.75조원"),
    ('"네이버, 4분기도 호실적" 기사 보고 궁금해서 2024년 4분기 당기순이익 얼마야', "5,140억원"),
    ('"현대차 매출 사상 최대" 기사 보고 궁금한데 2024 매출이 2022년보다 얼마 늘었나요', "175.23조원"),
    ("[실적] 삼성전자 2023년 EPS 급감 — 그래서 2023 기본주당이익이 얼마야", "2,131원"),
)

#: no year of the ask's own, "그해" pointing back, two companies and one asked, a quarter without its year: deferred
DEFERRED = (
    '"현대차 영업이익 15조 돌파" 기사 봤는데 영업이익 얼마야',
    "[단독] SK하이닉스 2023년 적자전환 — 기사 제목 보고 궁금한데 그해 당기순손실이 얼마였나요",
    '"삼성전자·SK하이닉스 실적 희비" 기사 봤는데 2024 영업이익 얼마야',
    '"삼성전자 3분기 영업이익 9.1조…시장 기대 밑돌아" 이거 정확한 3분기(7~9월) 연결 영업이익은?',
    # the headline names a segment, a basis or a part of the year the ask may mean
    '"삼성전자 반도체 영업이익 급증" 기사 봤는데 2024 영업이익 얼마야',
    '"현대차 별도 영업이익 감소" 기사 봤는데 현대차 2024 영업이익 얼마야',
    '"SK하이닉스 3분기 최대 실적" 기사 봤는데 2024 영업이익 얼마야',
)


@pytest.mark.parametrize(("question", "shown"), ANSWERED)
async def test_the_ask_after_a_headline(question: str, shown: str, tmp_path: Path) -> None:
    markdown, path = await markdown_and_path(question, tmp_path)
    assert path == "quick" and markdown is not None and shown in markdown, markdown
    assert " 15조" not in markdown and "9.1조" not in markdown  # the headline's figures are never stated


@pytest.mark.parametrize("question", DEFERRED)
async def test_an_ask_leaning_on_the_headline_defers(question: str, tmp_path: Path) -> None:
    markdown, path = await markdown_and_path(question, tmp_path)
    assert path != "quick", markdown
