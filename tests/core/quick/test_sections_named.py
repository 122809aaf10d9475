"""A section of the 사업보고서 named as where the figure is (``core.quick.filed``): "주식의 총수 현황에서", "배당에 관한
사항", "소액주주 현황", "최대주주 현황 기준"; a register row's number ("(Ⅳ)"); "발행주식의 총수".

"삼성전자 사업보고서 주식의 총수 현황에서 발행주식의 총수(Ⅳ) 몇 주로 공시됐나" deferred at unknown_word (현황에서, 수, IV).
Figures (삼성전자 FY2023 사업보고서): 발행주식 총수 보통주 5,969,782,550주; 보통주 주당 현금배당금 1,444원; 소액주주
4,672,039명; 최대주주 삼성생명보험㈜ 508,157,148주, 8.51%.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.quick.keyless import markdown_and_path

ANSWERED = (
    ("삼성전자 사업보고서 주식의 총수 현황에서 발행주식의 총수(Ⅳ) 몇 주로 공시됐나", "5,969,782,550주"),
    ("삼성전자 발행주식의 총수", "5,969,782,550주"),
    ("삼성전자 2023년 배당에 관한 사항에서 보통주 주당배당금", "1,444원"),
    ("삼성전자 소액주주 현황에서 소액주주 몇 명", "4,672,039명"),
    ("삼성전자 최대주주 현황 기준 지분율", "8.51%"),
)

#: a figure of another section, the section alone: deferred
DEFERRED = (
    "삼성전자 주식의 총수 현황에서 영업이익",
    "삼성전자 배당에 관한 사항에서 영업이익",
    "삼성전자 주식의 총수 현황",
    "삼성전자 최대주주 현황 기준 직원 수",
)


@pytest.mark.parametrize(("question", "shown"), ANSWERED)
async def test_a_section_named_as_the_figures_place(question: str, shown: str, tmp_path: Path) -> None:
    markdown, path = await markdown_and_path(question, tmp_path)
    assert path == "quick" and markdown is not None and shown in markdown, markdown


@pytest.mark.parametrize("question", DEFERRED)
async def test_another_sections_figure_defers(question: str, tmp_path: Path) -> None:
    markdown, path = await markdown_and_path(question, tmp_path)
    assert path != "quick", markdown
