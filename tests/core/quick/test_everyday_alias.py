"""An alias that is also an everyday word (카톡: the chat app as well as 카카오's nickname) names its
company only when no other company is named, or when it is written as one: bare before the question's
words, or with a subject, topic, possessive or list particle (#22 item 4). "카톡에서 봤는데 삼성전자 2024
영업이익 얼마야" answered nothing and, with no model, showed 카카오's card. Figures are checked against the
raw recorded OpenDART rows."""

from __future__ import annotations

from pathlib import Path

import pytest

from bots.compose import open_runtime
from bots.direct import direct_reply
from core.config import Settings
from core.data.companies.mentions import mentions
from core.data.services import open_data_services
from core.finance.concepts import CONCEPTS
from core.quick import PeriodSpec, answer_quick
from tests.conftest import companies
from tests.core.quick.reading import TODAY, query
from tests.core.quick.recorded import key_account


@pytest.mark.parametrize(
    ("text", "names", "metric"),
    [
        ("카톡에서 봤는데 삼성전자 2024 영업이익 얼마야", ["삼성전자"], "operating_income"),
        ("카톡에서 봤는데 삼성전자 2024 영업이익 30조 넘었대", ["삼성전자"], "operating_income"),
        ("카톡으로 삼성전자 2024 영업이익 알려줘", ["삼성전자"], "operating_income"),
        ("카톡 2024 매출", ["카카오"], "revenue"),  # no other company: the subject
        ("카톡에서 2024 매출", ["카카오"], "revenue"),
        ("카톡이랑 네이버 2024 매출 비교", ["카카오", "NAVER"], "revenue"),
        ("카톡 네이버 2024 매출", ["카카오", "NAVER"], "revenue"),
        ("카톡 2024 매출 네이버랑 비교", ["카카오", "NAVER"], "revenue"),
    ],
)
async def test_an_everyday_word_names_its_company_only_as_a_company(
    text: str, names: list[str], metric: str, tmp_path: Path
) -> None:
    parsed = query(text)
    assert ([c.name for c in parsed.companies], parsed.metrics) == (names, (metric,))
    assert parsed.period == PeriodSpec("year", (2024,))
    settings = Settings(DEXTER_HOME=str(tmp_path), DEXTER_OFFLINE="1")
    async with await open_data_services(settings, companies=companies()) as data:
        result = await answer_quick(parsed, data, today=TODAY)
    for name in names:
        expected = key_account(name, 2024, "CFS", CONCEPTS[metric].label)
        assert result.figures[f"{name}.FY2024.{metric}"] == expected


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("카톡에서 봤는데 삼성전자 실적 분석해줘", ["삼성전자"]),
        ("카톡 보니까 삼성전자 전망 좋다던데", ["삼성전자"]),
        ("카톡 요즘 어때", ["카카오"]),
        ("카톡이 네이버랑 뭐가 달라?", ["카카오", "NAVER"]),
        ("카톡 네이버 전망", ["카카오", "NAVER"]),
        ("카톡 2025 전망 네이버랑", ["카카오", "NAVER"]),
    ],
)
def test_the_companies_a_question_names_leave_the_chat_app_out(text: str, names: list[str]) -> None:
    """What the agent's prelude and the no-model card read."""
    assert [m.company.name for m in mentions(companies(), text) if m.company is not None] == names


async def test_with_no_model_the_card_is_the_named_companys(tmp_path: Path) -> None:
    settings = Settings(DEXTER_HOME=str(tmp_path), DEXTER_OFFLINE="1")
    async with await open_runtime(settings, require_model=False) as runtime:
        assert runtime.agent is None
        reply = await direct_reply("카톡에서 봤는데 삼성전자 실적 분석해줘", runtime, today=TODAY)
    assert reply is not None and reply.path == "card"
    assert "삼성전자 (005930)" in reply.markdown and "카카오" not in reply.markdown
