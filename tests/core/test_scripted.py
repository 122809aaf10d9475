from __future__ import annotations

import json
from pathlib import Path

import pytest

from core.errors import ModelRateLimitError, ScriptError
from core.model import ModelRequest, UserMessage, complete
from core.scripted import ScriptedModel, call_tool, load_replay, say

REQUEST = ModelRequest("sys", (UserMessage("hi"),))


async def test_records_requests_and_plays_steps_in_order() -> None:
    model = ScriptedModel([call_tool("t", query="a", text="생각"), say("답")])
    first = await complete(model, REQUEST)
    assert first.text == "생각" and [c.name for c in first.tool_calls] == ["t"]
    assert first.stop_reason == "tool_use"
    second = await complete(model, REQUEST)
    assert second.text == "답" and second.stop_reason == "end_turn"
    assert model.requests == [REQUEST, REQUEST]
    model.assert_done()


async def test_surplus_call_fails_loudly() -> None:
    model = ScriptedModel([say("one")])
    await complete(model, REQUEST)
    with pytest.raises(ScriptError, match="surplus model call #2"):
        await complete(model, REQUEST)


async def test_unused_steps_fail_assert_done() -> None:
    model = ScriptedModel([say("one"), say("two")])
    await complete(model, REQUEST)
    with pytest.raises(ScriptError, match="1 scripted step"):
        model.assert_done()


async def test_replay_file_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    path.write_text(
        json.dumps(
            {
                "steps": [
                    {"error": "rate_limit"},
                    {"tool_calls": [{"name": "resolve_company", "args": {"name": "카카오"}, "id": "c1"}]},
                    {"text": "끝", "input_tokens": 5, "output_tokens": 2},
                ],
                "fast_steps": [{"text": "fast"}],
            }
        ),
        encoding="utf-8",
    )
    main, fast = load_replay(path)
    with pytest.raises(ModelRateLimitError):
        await complete(main, REQUEST)
    calls = (await complete(main, REQUEST)).tool_calls
    assert calls[0].id == "c1" and calls[0].arguments == {"name": "카카오"}
    last = await complete(main, REQUEST)
    assert last.usage.input_tokens == 5
    assert fast is not None and (await complete(fast, REQUEST)).text == "fast"


def test_bad_replay_files_are_script_errors(tmp_path: Path) -> None:
    with pytest.raises(ScriptError, match="not found"):
        load_replay(tmp_path / "missing.json")
    bad = tmp_path / "bad.json"
    bad.write_text('{"steps": [{"txet": "typo"}]}', encoding="utf-8")
    with pytest.raises(ScriptError, match="invalid replay file"):
        load_replay(bad)


def test_shipped_demo_replay_is_valid() -> None:
    demo = Path(__file__).resolve().parents[2] / "evals" / "replays" / "demo_resolve.json"
    main, fast = load_replay(demo)
    assert main.remaining == 3 and fast is None
