from __future__ import annotations

import json
from pathlib import Path

import pytest

from core.agent import Agent, AgentConfig
from core.data.companies.mentions import mentioned_companies, mentions
from core.errors import ToolError
from core.scripted import ScriptedModel, say
from core.tools import ToolContext, ToolRegistry
from core.tools.resolve import company_prelude, resolve_company
from tests.conftest import companies


@pytest.mark.parametrize(
    ("query", "corp_code", "stock_code"),
    [
        ("삼성전자", "00126380", "005930"),
        ("005930", "00126380", "005930"),
        ("00164779", "00164779", "000660"),
        ("(주)카카오", "00258801", "035720"),
        ("네이버", "00266961", "035420"),
        ("하이닉스", "00164779", "000660"),
        ("현대차", "00164742", "005380"),
        ("samsung electronics co., ltd", "00126380", "005930"),
    ],
)
def test_lookup_finds_the_company(query: str, corp_code: str, stock_code: str) -> None:
    best = companies().lookup(query)[0]
    assert (best.company.corp_code, best.company.stock_code) == (corp_code, stock_code)


def test_unknown_name_returns_nothing() -> None:
    assert companies().lookup("존재하지않는회사명") == []


async def test_tool_reports_candidates_and_fails_cleanly_for_unknown_names() -> None:
    ctx = ToolContext(companies=companies())
    output = await resolve_company.invoke({"name": "삼성전자"}, ctx)
    payload = json.loads(output.content)
    assert payload["candidates"][0]["corp_code"] == "00126380" and payload["ambiguous"] is False
    assert output.summary == "삼성전자 (005930)"
    with pytest.raises(ToolError, match="no listed company"):
        await resolve_company.invoke({"name": "존재하지않는회사명"}, ctx)


async def test_tool_flags_a_name_several_companies_share() -> None:
    ctx = ToolContext(companies=companies())
    output = await resolve_company.invoke({"name": "삼성"}, ctx)
    payload = json.loads(output.content)
    assert payload["ambiguous"] is True and len(payload["candidates"]) > 1
    assert payload["candidates"][0]["corp_code"] == "00126380"
    assert output.summary == f"삼성전자 (005930) 외 {len(payload['candidates']) - 1}곳"
    typo = json.loads((await resolve_company.invoke({"name": "셀트리욘"}, ctx)).content)
    assert typo["ambiguous"] is False and typo["candidates"][0]["match"] == "fuzzy"


async def test_schema_comes_from_the_pydantic_model() -> None:
    spec = resolve_company.spec()
    assert spec.name == "resolve_company" and spec.parameters["required"] == ["name"]
    assert spec.parameters["properties"]["name"]["type"] == "string"
    assert "corp_code" in spec.description


def test_mentioned_companies_strips_particles_and_keeps_order() -> None:
    found = mentioned_companies(companies(), "삼성전자와 하이닉스의 2023년 실적, 그리고 035420은?")
    assert [c.stock_code for c in found] == ["005930", "000660", "035420"]
    assert mentioned_companies(companies(), "오늘 날씨 어때?") == []


async def test_prelude_puts_resolved_companies_in_the_loop_prompt(tmp_path: Path) -> None:
    model = ScriptedModel([say("ok"), say("답")])
    agent = Agent(
        model,
        ToolRegistry([resolve_company]),
        AgentConfig(scratchpad_dir=tmp_path),
        prelude=company_prelude(companies()),
    )
    _ = [e async for e in agent.run("카카오 영업이익은?")]
    assert "카카오: stock_code 035720, corp_code 00258801" in model.requests[0].system
    assert "Companies named" not in model.requests[-1].system  # the answer call has its own prompt


def test_mentions_read_group_names_and_keep_where_they_sit() -> None:
    query = "삼성과 현대의 2023년 매출, 롯데는?"
    found = mentions(companies(), query)
    assert [(m.company.name if m.company else None, query[m.start : m.end]) for m in found] == [
        ("삼성전자", "삼성"),
        ("현대자동차", "현대"),
        (None, "롯데"),  # a tie: no company, the candidates in its reading
    ]
    samsung = found[0]
    assert samsung.reading is not None and samsung.reading.kind == "dominant"
    assert (
        samsung.replaced(query, samsung.reading.alternatives[0])
        == "삼성바이오로직스와 현대의 2023년 매출, 롯데는?"
    )
    assert mentioned_companies(companies(), query) == [found[0].company, found[1].company]
    # exact names win; "SK이" is SK and a particle, not SK이노베이션; a split name is one name
    assert [m.company.name for m in mentions(companies(), "SK이 돈을 잘 버나") if m.company] == ["SK"]
    assert [m.company.name for m in mentions(companies(), "SK 하이닉스 매출") if m.company] == ["SK하이닉스"]
    assert [m.reading for m in mentions(companies(), "삼성전자 매출")] == [None]


async def test_prelude_says_which_company_was_assumed_and_why(tmp_path: Path) -> None:
    model = ScriptedModel([say("ok"), say("답")])
    agent = Agent(
        model,
        ToolRegistry([resolve_company]),
        AgentConfig(scratchpad_dir=tmp_path),
        prelude=company_prelude(companies()),
    )
    _ = [e async for e in agent.run("삼성 반도체 실적 분석해줘, 쿠팡이랑 비교도")]
    system = model.requests[0].system
    assert "삼성전자: stock_code 005930, corp_code 00126380" in system
    assert "'삼성' is a name" in system and "largest by market value" in system
    assert "> ‘삼성’은 삼성전자로 보았습니다 — 다른 회사: 삼성바이오로직스, 삼성물산, 삼성SDI" in system
    assert "'쿠팡'은 코스피·코스닥(KOSPI·KOSDAQ) 상장사가 아닙니다" in system


async def test_tool_reports_the_reading_of_a_group_name() -> None:
    ctx = ToolContext(companies=companies())
    payload = json.loads((await resolve_company.invoke({"name": "삼성"}, ctx)).content)
    reading = payload["reading"]
    assert reading["kind"] == "dominant" and reading["company"] == "삼성전자"
    assert reading["alternatives"] == ["삼성바이오로직스", "삼성물산", "삼성SDI"]
    tie = json.loads((await resolve_company.invoke({"name": "롯데"}, ctx)).content)["reading"]
    assert tie["kind"] == "tie" and tie["company"] is None and tie["alternatives"][0] == "롯데케미칼"
    assert "reading" not in json.loads((await resolve_company.invoke({"name": "삼성전자"}, ctx)).content)
    with pytest.raises(ToolError, match="not a Korean listed company: '쿠팡'은"):
        await resolve_company.invoke({"name": "쿠팡"}, ctx)


def test_a_name_before_boda_is_a_mention() -> None:
    """보다 after a name ("삼성전자보다 하이닉스가 더 벌었어?") is a particle: the agent gets both companies."""
    for query, names in (
        ("삼성전자보다 하이닉스가 더 벌었어?", ["삼성전자", "SK하이닉스"]),
        ("네이버보다는 카카오 매출이 커?", ["NAVER", "카카오"]),
        ("현대차보다도 기아가 잘 벌어?", ["현대자동차", "기아"]),
    ):
        assert [c.name for c in mentioned_companies(companies(), query)] == names, query
