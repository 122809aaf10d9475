"""What the writer is preparing, and what they must do with the figure: a study, an assignment, an interview, a cover
letter (``core.quick.context``, ``context_words``, ``context_shapes``, ``tidy_said``).

"스터디에서 정리 중: 삼성전자 2023년 판매비와관리비 (연결 손익계산서)", "과제인데 SK하이닉스 2021년 희석주당이익 찾아야 해요",
"하이닉스 인적성 대비로 2024년 연결 매출액 알아두려고 합니다", "네이버 자소서에 회사 규모 쓰려는데 2024년 연결 자산총계
얼마인가요" deferred at unknown_word. A heading before a colon is a clause of its own; 자소서, 인적성, 직무, 지원, 취업 … are
topics; "면접 대비로", "면접용으로" an occasion (not 대비 of a comparison); "찾아야 해요", "구해야 해요", "알아두려고 합니다",
"외워가야 할 것 같아서요", "말할 수 있어야 할 것 같아요" closing a sentence carry the asking. Figures (연결): 삼성전자 FY2023
판관비 71.98조, 영업이익 6.57조; SK하이닉스 FY2021 희석 EPS 13,984원, FY2024 매출 66.19조; NAVER FY2024 자산총계
38.17조; 현대자동차 FY2024 ROE 11.9%.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.quick.keyless import markdown_and_path

ANSWERED = (
    ("스터디에서 정리 중: 삼성전자 2023년 판매비와관리비 (연결 손익계산서)", "71.98조원"),
    ("과제인데 SK하이닉스 2021년 희석주당이익 찾아야 해요", "13,984원"),
    ("재무제표 스터디 과제인데 SK하이닉스 2021년 희석주당이익을 손익계산서 기준으로 찾아야 해요", "13,984원"),
    ("하이닉스 인적성 대비로 2024년 연결 매출액 알아두려고 합니다", "66.19조원"),
    ("네이버 자소서에 회사 규모 쓰려는데 2024년 연결 자산총계 얼마인가요", "38.17조원"),
    ("삼성전자 면접 준비 중인데 2023년 연결 영업이익 정도는 외워가야 할 것 같아서요. 얼마예요?", "6.57조원"),
    ("현대차 재무팀 지원하는데 2024년 연결 ROE 정도는 말할 수 있어야 할 것 같아요", "11.9%"),
)

#: a segment, a figure left out, a comparison's 대비, a heading that names a figure or a period: deferred
DEFERRED = (
    "반도체 면접 대비로 삼성전자 2024 매출",
    "삼성전자 2024 매출 대비로 영업이익",
    "과제인데 SK하이닉스 2021년 희석주당이익 말고 다른 거 찾아야 해요",
    "해외 매출 스터디 중: 삼성전자 2024 매출",
    "2023년 자료 정리 중: 삼성전자 매출",
    "메모리 매출 스터디 과제인데 SK하이닉스 2024 매출 찾아야 해요",  # a segment's figure
)


@pytest.mark.parametrize(("question", "shown"), ANSWERED)
async def test_a_study_or_a_job_around_the_ask(question: str, shown: str, tmp_path: Path) -> None:
    markdown, path = await markdown_and_path(question, tmp_path)
    assert path == "quick" and markdown is not None and shown in markdown, markdown


@pytest.mark.parametrize("question", DEFERRED)
async def test_what_changes_the_figure_still_defers(question: str, tmp_path: Path) -> None:
    markdown, path = await markdown_and_path(question, tmp_path)
    assert path != "quick", markdown
