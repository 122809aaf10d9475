"""Whatever a script does, a run ends with exactly one terminal event and a closed scratchpad."""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path

import pytest
from pydantic import BaseModel

from core.agent import CancelToken
from core.agent.events import TERMINAL_KINDS, AgentEvent
from core.errors import ModelOverloadedError, ModelRequestError, ToolError
from core.scripted import ScriptedModel, Step, call_tools, fail, say
from core.tools import ToolContext, ToolRegistry, tool
from tests.conftest import make_agent


class Q(BaseModel):
    query: str = ""


@tool("ok")
async def ok_tool(args: Q, ctx: ToolContext) -> str:
    """Succeeds after yielding."""
    await ctx.progress("working")
    await asyncio.sleep(0)
    return f"ok {args.query}"


@tool("bad")
async def bad_tool(args: Q, ctx: ToolContext) -> str:
    """Fails."""
    raise ToolError("nope", tool="bad")


def random_script(rng: random.Random) -> list[Step]:
    steps: list[Step] = []
    for _ in range(rng.randint(0, 6)):
        roll = rng.random()
        if roll < 0.6:
            names = [rng.choice(["ok", "bad", "missing"]) for _ in range(rng.randint(1, 3))]
            steps.append(
                call_tools(
                    *[(n, {"query": f"q{rng.randint(0, 3)}"}) for n in names],
                    text=rng.choice(["", "생각 중"]),
                )
            )
        elif roll < 0.75:
            steps.append(fail(rng.choice([ModelRequestError("x"), ModelOverloadedError("y")])))
        else:
            break
    steps.append(say("조사 끝"))
    steps.append(rng.choice([say("최종 답변"), say(""), fail(ModelRequestError("answer failed"))]))
    return steps


@pytest.mark.parametrize("seed", range(40))
async def test_exactly_one_terminal_event(seed: int, tmp_path: Path) -> None:
    rng = random.Random(seed)
    model = ScriptedModel(random_script(rng))
    agent = make_agent(model, tmp_path, ToolRegistry([ok_tool, bad_tool]), max_iterations=rng.randint(1, 5))
    token = CancelToken()
    cancel_after = rng.choice([None, None, 0, 1, 2, 3, 5])
    events: list[AgentEvent] = []
    async for event in agent.run("질문", run_id=f"seed{seed}", cancel=token):
        events.append(event)
        if cancel_after is not None and len(events) > cancel_after:
            token.cancel()
    terminal = [e for e in events if e.kind in TERMINAL_KINDS]
    assert len(terminal) == 1 and events[-1] is terminal[0]
    lines = (tmp_path / "scratchpad" / f"seed{seed}.jsonl").read_text(encoding="utf-8").splitlines()
    entries = [json.loads(line) for line in lines]
    assert entries[0]["type"] == "init"
    assert entries[-1] == {**entries[-1], "type": "end", "status": terminal[0].kind}
    starts = {e.call_id for e in events if e.kind == "tool_start"}
    ends = {e.call_id for e in events if e.kind in ("tool_end", "tool_error")}
    assert ends <= starts
    if terminal[0].kind != "cancelled":
        assert ends == starts  # every started tool reported its end
