from __future__ import annotations

import json
from pathlib import Path

import pytest

from core.agent import Agent, AgentConfig
from core.errors import ToolError
from core.scripted import ScriptedModel, say
from core.tools import ToolContext, ToolRegistry
from core.tools.resolve import company_prelude, mentioned_companies, resolve_company
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
