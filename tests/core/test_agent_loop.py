from __future__ import annotations

import asyncio
import json
from pathlib import Path

from inline_snapshot import snapshot
from pydantic import BaseModel

from core.agent import CancelToken, Turn
from core.agent.context import CLEARED_PLACEHOLDER
from core.agent.events import AgentEvent, Cancelled, ContextCleared, Done, Failed, ToolLimit
from core.errors import ModelRequestError, ToolError
from core.model import AssistantMessage, ToolResultMessage, UserMessage
from core.scripted import ScriptedModel, call_tool, call_tools, fail, say
from core.tools import ToolContext, ToolRegistry, tool
from tests.conftest import make_agent


async def collect(agen: object) -> list[AgentEvent]:
    return [event async for event in agen]  # type: ignore[attr-defined]


class Q(BaseModel):
    query: str


def pad_entries(tmp_path: Path, run_id: str) -> list[dict[str, object]]:
    path = tmp_path / "scratchpad" / f"{run_id}.jsonl"
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


async def test_full_run_resolves_then_answers_from_the_scratchpad(tmp_path: Path) -> None:
    model = ScriptedModel(
        [
            call_tool("resolve_company", name="삼성전자"),
            say("삼성전자를 확인했습니다."),
            say("삼성전자의 종목코드는 005930입니다."),
        ]
    )
    events = await collect(make_agent(model, tmp_path).run("삼성전자 종목코드?", run_id="r1"))
    model.assert_done()

    assert [e.kind for e in events if e.kind != "answer_delta"] == snapshot(
        ["tool_start", "tool_end", "thinking", "answer_start", "done"]
    )
    done = events[-1]
    assert isinstance(done, Done)
    assert done.answer == "삼성전자의 종목코드는 005930입니다."
    assert "".join(e.text for e in events if e.kind == "answer_delta") == done.answer
    assert [(c.tool, c.ok) for c in done.tool_calls] == [("resolve_company", True)]
    assert done.iterations == 2
    assert done.usage.input_tokens == 600 and done.usage.output_tokens == 120
    # The answer call has no tools and carries the tool result (read back from the scratchpad).
    answer_request = model.requests[-1]
    assert answer_request.purpose == "answer" and answer_request.tools == ()
    assert isinstance(answer_request.messages[-1], UserMessage)
    assert "00126380" in answer_request.messages[-1].content
    # The tool result went back to the model in the second loop call.
    second = model.requests[1].messages
    assert isinstance(second[-1], ToolResultMessage) and "005930" in second[-1].results[0].content
    assert [e["type"] for e in pad_entries(tmp_path, "r1")] == snapshot(
        ["init", "tool_result", "thinking", "validation", "answer", "end"]
    )
    validation = next(e for e in pad_entries(tmp_path, "r1") if e["type"] == "validation")
    assert validation["checked"] == 0 and validation["unsupported"] == []  # a stock code is no claim


async def test_iteration_cap_stops_the_loop_and_still_answers(tmp_path: Path) -> None:
    model = ScriptedModel(
        [call_tool("resolve_company", name=n) for n in ("삼성전자", "카카오", "NAVER")] + [say("답변")]
    )
    events = await collect(make_agent(model, tmp_path, max_iterations=3).run("세 회사"))
    model.assert_done()  # no fourth loop call was made
    done = events[-1]
    assert isinstance(done, Done) and done.iterations == 3 and len(done.tool_calls) == 3


async def test_tools_of_one_turn_run_concurrently(tmp_path: Path) -> None:
    barrier = asyncio.Barrier(2)

    @tool("meet")
    async def meet(args: Q, ctx: ToolContext) -> str:
        """Waits until the other call has started too."""
        async with asyncio.timeout(5):
            await barrier.wait()
        return f"met {args.query}"

    model = ScriptedModel(
        [call_tools(("meet", {"query": "a"}), ("meet", {"query": "b"})), say("ok"), say("끝")]
    )
    events = await collect(make_agent(model, tmp_path, ToolRegistry([meet])).run("동시에"))
    done = events[-1]
    assert isinstance(done, Done)
    assert all(c.ok for c in done.tool_calls) and len(done.tool_calls) == 2
    results = model.requests[1].messages[-1]
    assert isinstance(results, ToolResultMessage)
    assert [r.content for r in results.results] == ["met a", "met b"]  # order follows the calls


async def test_tool_failures_go_back_to_the_model_and_are_left_out_of_the_answer(tmp_path: Path) -> None:
    @tool("broken")
    async def broken(args: Q, ctx: ToolContext) -> str:
        """Always fails."""
        raise ToolError("DART 응답 없음 secret-detail", tool="broken")

    @tool("crashes")
    async def crashes(args: Q, ctx: ToolContext) -> str:
        """Raises a bug."""
        raise ValueError("boom")

    model = ScriptedModel(
        [
            call_tools(("broken", {"query": "x"}), ("crashes", {"query": "y"}), ("nope", {}), ("broken", {})),
            say("실패했습니다."),
            say("데이터를 가져오지 못했습니다."),
        ]
    )
    events = await collect(make_agent(model, tmp_path, ToolRegistry([broken, crashes])).run("q"))
    kinds = [e.kind for e in events if e.kind.startswith("tool")]
    assert sorted(kinds) == ["tool_error"] * 4 + ["tool_start"] * 4
    results = model.requests[1].messages[-1]
    assert isinstance(results, ToolResultMessage)
    assert all(r.is_error and r.content.startswith("Error:") for r in results.results)
    assert "unknown tool 'nope'" in results.results[2].content
    assert "invalid arguments for broken" in results.results[3].content
    assert isinstance(events[-1], Done)
    assert "secret-detail" not in model.requests[-1].messages[-1].content  # type: ignore[union-attr]


async def test_soft_limits_warn_but_never_block(tmp_path: Path) -> None:
    @tool("search")
    async def search(args: Q, ctx: ToolContext) -> str:
        """Echo."""
        return f"result for {args.query}"

    queries = [
        "삼성전자 2023 매출액 영업이익",
        "삼성전자 2023 매출액 영업이익 순이익",
        "카카오 배당 정책",
        "네이버 직원 현황",
        "현대차 주주 구성",
    ]
    model = ScriptedModel([call_tool("search", query=q) for q in queries] + [say("끝"), say("답")])
    events = await collect(make_agent(model, tmp_path, ToolRegistry([search])).run("q"))
    limits = [e for e in events if isinstance(e, ToolLimit)]
    assert len(limits) == 3
    assert "similar" in limits[0].reason  # second query: Jaccard 0.75 with the first
    assert "already been called 3" in limits[1].reason and "already been called 4" in limits[2].reason
    assert sum(1 for e in events if e.kind == "tool_end") == 5  # every call still ran
    warned = model.requests[2].messages[-1]
    assert isinstance(warned, ToolResultMessage) and "[note:" in warned.results[0].content


async def test_context_clearing_keeps_newest_five_and_answer_sees_everything(tmp_path: Path) -> None:
    @tool("big")
    async def big(args: Q, ctx: ToolContext) -> str:
        """Large result."""
        return f"{args.query}:" + "가" * 400

    steps = [call_tool("big", query=f"q{i} unique{i}") for i in range(8)] + [say("끝"), say("답")]
    model = ScriptedModel(steps)
    agent = make_agent(model, tmp_path, ToolRegistry([big]), context_tokens=2500, max_iterations=10)
    events = await collect(agent.run("많이"))
    cleared = [e for e in events if isinstance(e, ContextCleared)]
    assert cleared and sum(e.removed for e in cleared) >= 1
    last_loop = model.requests[-2].messages
    contents = [r.content for m in last_loop if isinstance(m, ToolResultMessage) for r in m.results]
    assert contents.count(CLEARED_PLACEHOLDER) == 3 and len(contents) == 8
    assert all(c != CLEARED_PLACEHOLDER for c in contents[-5:])
    final_prompt = model.requests[-1].messages[-1]
    assert isinstance(final_prompt, UserMessage)
    assert all(f"q{i} unique{i}:" in final_prompt.content for i in range(8))


async def test_model_failure_ends_with_one_failed_event(tmp_path: Path) -> None:
    model = ScriptedModel(
        [
            call_tool("resolve_company", name="카카오"),
            fail(ModelRequestError("bad request", provider="x", status=400)),
        ]
    )
    events = await collect(make_agent(model, tmp_path).run("카카오 분석", run_id="rf"))  # a Korean run
    assert [e.kind for e in events] == ["tool_start", "tool_end", "failed"]
    failed = events[-1]
    assert isinstance(failed, Failed) and failed.run_id == "rf" and "ModelRequestError" in failed.error
    assert failed.user_message.startswith("AI 모델")
    assert pad_entries(tmp_path, "rf")[-1]["status"] == "failed"


async def test_empty_answer_is_a_failure_not_a_blank_reply(tmp_path: Path) -> None:
    model = ScriptedModel([say("끝"), say("")])
    events = await collect(make_agent(model, tmp_path).run("q"))
    assert isinstance(events[-1], Failed)


async def test_cancel_from_outside_stops_a_running_tool(tmp_path: Path) -> None:
    started = asyncio.Event()
    finished: list[bool] = []

    @tool("slow")
    async def slow(args: Q, ctx: ToolContext) -> str:
        """Never returns by itself."""
        started.set()
        try:
            await asyncio.Event().wait()
        finally:
            finished.append(True)
        return "unreachable"

    token = CancelToken()
    model = ScriptedModel([call_tool("slow", query="x"), say("never"), say("never")])
    agent = make_agent(model, tmp_path, ToolRegistry([slow]))
    events: list[AgentEvent] = []
    async for event in agent.run("q", run_id="rc", cancel=token):
        events.append(event)
        if event.kind == "tool_start":
            await started.wait()
            token.cancel()
    assert [e.kind for e in events] == ["tool_start", "cancelled"]
    assert isinstance(events[-1], Cancelled) and events[-1].run_id == "rc"
    assert finished == [True]  # the tool's task was really cancelled
    assert pad_entries(tmp_path, "rc")[-1] == {
        **pad_entries(tmp_path, "rc")[-1],
        "type": "end",
        "status": "cancelled",
    }


async def test_cancel_before_start_yields_only_cancelled(tmp_path: Path) -> None:
    token = CancelToken()
    token.cancel()
    model = ScriptedModel([say("x"), say("y")])
    events = await collect(make_agent(model, tmp_path).run("q", cancel=token))
    assert [e.kind for e in events] == ["cancelled"]


async def test_history_is_sent_as_earlier_turns(tmp_path: Path) -> None:
    model = ScriptedModel([say("ok"), say("답")])
    history = [Turn("삼성전자 매출은?", "258.94조원입니다.")]
    await collect(make_agent(model, tmp_path).run("그럼 영업이익은?", history))
    for request in model.requests:
        first, second = request.messages[0], request.messages[1]
        assert isinstance(first, UserMessage) and first.content == "삼성전자 매출은?"
        assert isinstance(second, AssistantMessage) and second.text == "258.94조원입니다."
