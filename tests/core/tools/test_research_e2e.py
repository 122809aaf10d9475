"""A full scripted run: main model → korean_financial_search → fast-model router → two sub-tools at once."""

from __future__ import annotations

from pathlib import Path

from core.agent import Agent, AgentConfig
from core.agent.events import Done, ToolProgress
from core.config import Settings
from core.data.services import open_data_services
from core.model import UserMessage
from core.scripted import ScriptedModel, call_tool, call_tools, say
from core.tools import ToolContext, ToolRegistry
from core.tools.research import korean_financial_metrics, korean_financial_search
from tests.conftest import companies


async def test_search_routes_to_two_sub_tools_concurrently_and_the_answer_sees_their_figures(
    tmp_path: Path,
) -> None:
    main = ScriptedModel(
        [
            call_tool("korean_financial_search", query="SK하이닉스와 삼성전자 2024년 연결 영업이익"),
            say("두 회사의 2024년 영업이익을 확인했습니다."),
            say("SK하이닉스 23.47조원, 삼성전자 32.73조원입니다."),
        ]
    )
    fast = ScriptedModel(
        [
            call_tools(
                ("get_key_accounts", {"company": "SK하이닉스", "year": 2024}),
                ("get_key_accounts", {"company": "삼성전자", "year": 2024}),
            )
        ]
    )
    settings = Settings(DEXTER_HOME=str(tmp_path), DEXTER_OFFLINE="1")
    async with await open_data_services(settings, companies=companies()) as data:
        agent = Agent(
            main,
            ToolRegistry([korean_financial_search, korean_financial_metrics]),
            AgentConfig(scratchpad_dir=tmp_path / "pad"),
            tool_context=ToolContext(fast_model=fast, data=data),
        )
        events = [e async for e in agent.run("SK하이닉스와 삼성전자 2024년 영업이익 비교")]
    main.assert_done()
    fast.assert_done()
    assert isinstance(events[-1], Done)
    progress = [e.text for e in events if isinstance(e, ToolProgress)]
    starts = [i for i, p in enumerate(progress) if p.endswith("…")]
    ends = [i for i, p in enumerate(progress) if p.endswith("✓")]
    assert len(starts) == 2 and len(ends) == 2 and max(starts) < min(ends)  # both were running at once
    assert fast.requests[0].purpose == "router:korean_financial_search"
    answer_prompt = main.requests[-1].messages[-1]
    assert isinstance(answer_prompt, UserMessage)
    assert '"won": 23467319000000' in answer_prompt.content and "23.47조원" in answer_prompt.content
    assert '"won": 32725961000000' in answer_prompt.content and "32.73조원" in answer_prompt.content
    assert "rcpNo=" in answer_prompt.content
