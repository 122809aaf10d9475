"""Quick answers on the offline bundle: every question in ``questions.CASES``, figures and wording."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from core.config import Settings
from core.data.services import DataServices, open_data_services
from core.quick import QuickAnswer, QuickQuery, QuickRefusal, answer_quick, parse_question
from tests.conftest import companies
from tests.core.quick.questions import CASES, DART, SAMSUNG_FY2023, Case

TODAY = date(2026, 11, 21)


async def quick(text: str, data: DataServices, *, today: date) -> QuickAnswer | None:
    """What ``bots.direct.direct_reply`` does with a question before the agent: parse, then answer."""
    parsed = parse_question(text, data.companies, today=today)
    if parsed is None:
        return None
    if isinstance(parsed, QuickRefusal):
        return QuickAnswer(parsed.message + "\n")
    return await answer_quick(parsed, data, today=today)


def test_the_table_is_large_and_covers_every_outcome() -> None:
    assert len(CASES) >= 60
    assert len({case.question for case in CASES}) == len(CASES)
    assert {case.outcome for case in CASES} == {"answer", "refusal", "none"}


@pytest.mark.parametrize("case", CASES, ids=[case.question for case in CASES])
async def test_question(case: Case, data: DataServices) -> None:
    parsed = parse_question(case.question, data.companies, today=TODAY)
    answer = await quick(case.question, data, today=TODAY)
    if case.outcome == "none":
        assert parsed is None and answer is None
        return
    assert answer is not None
    if case.outcome == "refusal":
        assert isinstance(parsed, QuickRefusal)
        assert answer.markdown.strip() == parsed.message
    else:
        assert isinstance(parsed, QuickQuery)
    for text in case.contains:
        assert text in answer.markdown, f"{text!r} not in:\n{answer.markdown}"
    for key, value in case.figures.items():
        assert key in answer.figures, f"{key} missing from {sorted(answer.figures)}"
        if isinstance(value, float):
            assert answer.figures[key] == pytest.approx(value, rel=1e-9)
        else:
            assert answer.figures[key] == value
    for key in case.absent:
        assert key not in answer.figures
    _check_hygiene(answer)


def _check_hygiene(answer: QuickAnswer) -> None:
    """Links are viewer links (never the API, never a key) and every one is cited in the text."""
    assert "crtfc_key" not in answer.markdown and "opendart.fss.or.kr/api" not in answer.markdown
    assert "Traceback" not in answer.markdown
    for link in answer.sources:
        if link.startswith("http"):
            assert link.startswith(DART) and link in answer.markdown
    if any(s.startswith("http") for s in answer.sources):
        assert "출처: [" in answer.markdown


async def test_answer_quick_is_callable_with_a_parsed_query(data: DataServices) -> None:
    query = parse_question("삼성전자 2023년 영업이익률", data.companies, today=TODAY)
    assert isinstance(query, QuickQuery)
    answer = await answer_quick(query, data, today=TODAY)
    assert answer.sources == (DART + SAMSUNG_FY2023,)
    assert answer.markdown.startswith("**삼성전자 · FY2023 (연결, 사업보고서)**\n")
    assert answer.markdown.rstrip().endswith(f"출처: [삼성전자 사업보고서 FY2023]({DART + SAMSUNG_FY2023})")


async def test_comparison_uses_one_period_for_every_company(data: DataServices) -> None:
    # FY2025 is not recorded for anyone: both fall back to FY2024 together, never one each
    answer = await quick("삼성전자와 LG전자 매출 비교", data, today=TODAY)
    assert answer is not None
    assert "FY2024 비교" in answer.markdown and "| LG전자 | — |" in answer.markdown
    assert "LG전자 FY2024 매출액 자료는 오프라인 데이터셋에 없습니다" in answer.markdown
    assert answer.figures == {
        "삼성전자.FY2024.revenue": 300_870_903_000_000,
        "삼성전자.FY2023.revenue": 258_935_494_000_000,
    }


async def test_online_without_a_key_says_so_instead_of_failing(tmp_path: Path) -> None:
    async with await open_data_services(Settings(DEXTER_HOME=str(tmp_path)), companies=companies()) as data:
        answer = await quick("삼성전자 2023년 매출", data, today=TODAY)
    assert answer is not None
    assert "OPENDART_API_KEY" in answer.markdown
    assert answer.figures == {} and answer.sources == ()
