"""The real anthropic SDK against the loopback fake Messages API."""

from __future__ import annotations

from pathlib import Path

import pytest

from core.agent.events import Done
from core.config import Settings
from core.errors import ModelAuthError, ModelRequestError
from core.model import ModelRequest, ToolSpec, UserMessage, complete
from core.retry import RetryPolicy
from evals.emulators.llm import FakeAnthropic, error, text, tools
from providers.registry import build_model
from tests.conftest import make_agent, opened

MODEL = "claude-sonnet-4-6"
KEY = "sk-ant-test-key-1"


def settings(url: str) -> Settings:
    return Settings(ANTHROPIC_API_KEY=KEY, ANTHROPIC_BASE_URL=url, DEXTER_MODEL="claude-sonnet-4-6")


async def test_tool_calling_run_through_the_real_sdk(tmp_path: Path, fast_policy: RetryPolicy) -> None:
    replies = [
        tools(("resolve_company", {"name": "SK하이닉스"}), text="", cache_write=900),
        text("SK하이닉스를 찾았습니다.", cache_read=900, input_tokens=50),
        text("SK하이닉스의 종목코드는 **000660**입니다."),
    ]
    async with FakeAnthropic(replies) as fake:
        async with opened(build_model(MODEL, settings(fake.url), policy=fast_policy)) as model:
            events = [e async for e in make_agent(model, tmp_path).run("하이닉스 코드?")]
    done = events[-1]
    assert isinstance(done, Done), events[-1]
    assert done.answer == "SK하이닉스의 종목코드는 **000660**입니다."
    assert [(c.tool, c.args, c.ok) for c in done.tool_calls] == [
        ("resolve_company", {"name": "SK하이닉스"}, True)
    ]
    assert done.usage.cache_write == 900 and done.usage.cache_read == 900
    assert done.usage.input_tokens == 120 + 50 + 120 and done.usage.output_tokens == 90

    first, second, answer = fake.requests
    assert first.headers["Authorization"] == f"Bearer {KEY}" or first.headers.get("x-api-key") == KEY
    body = first.body
    assert body["stream"] is True and body["model"] == "claude-sonnet-4-6"
    # cache_control on the system prompt, the last tool and the latest turn
    assert body["system"][-1]["cache_control"] == {"type": "ephemeral"}
    assert body["tools"][-1]["cache_control"] == {"type": "ephemeral"}
    assert body["messages"][-1]["content"][-1]["cache_control"] == {"type": "ephemeral"}
    assert body["tools"][0]["name"] == "resolve_company" and "input_schema" in body["tools"][0]
    # the tool_use / tool_result round trip
    tool_use = second.body["messages"][1]["content"][-1]
    assert tool_use["type"] == "tool_use" and tool_use["input"] == {"name": "SK하이닉스"}
    tool_result = second.body["messages"][2]["content"][0]
    assert tool_result["type"] == "tool_result" and tool_result["tool_use_id"] == tool_use["id"]
    assert "00164779" in tool_result["content"] and tool_result["is_error"] is False
    assert second.body["messages"][2]["content"][-1]["cache_control"] == {"type": "ephemeral"}
    # the final answer is a separate call without tools
    assert "tools" not in answer.body


async def test_429_with_retry_after_is_retried(fast_policy: RetryPolicy, sleeps: object) -> None:
    async with (
        FakeAnthropic(
            [error(429, retry_after="2"), error(529, error_type="overloaded_error"), text("ok")]
        ) as fake,
        opened(build_model(MODEL, settings(fake.url), policy=fast_policy)) as model,
    ):
        response = await complete(model, ModelRequest("sys", (UserMessage("hi"),)))
    assert response.text == "ok"
    assert len(fake.requests) == 3
    assert sleeps.delays == [2.0, 1.0]  # type: ignore[attr-defined]  # Retry-After, then backoff #2


async def test_400_is_not_retried(fast_policy: RetryPolicy, sleeps: object) -> None:
    async with FakeAnthropic([error(400, error_type="invalid_request_error"), text("never")]) as fake:
        async with opened(build_model(MODEL, settings(fake.url), policy=fast_policy)) as model:
            with pytest.raises(ModelRequestError) as info:
                await complete(model, ModelRequest("sys", (UserMessage("hi"),)))
    assert info.value.status == 400
    assert len(fake.requests) == 1 and sleeps.delays == []  # type: ignore[attr-defined]


async def test_401_maps_to_auth_error_and_gives_up(fast_policy: RetryPolicy) -> None:
    async with FakeAnthropic([error(401, error_type="authentication_error")]) as fake:
        async with opened(build_model(MODEL, settings(fake.url), policy=fast_policy)) as model:
            with pytest.raises(ModelAuthError):
                await complete(model, ModelRequest("sys", (UserMessage("hi"),)))


async def test_retries_give_up_after_three(fast_policy: RetryPolicy, sleeps: object) -> None:
    async with FakeAnthropic([error(500)] * 4) as fake:
        async with opened(build_model(MODEL, settings(fake.url), policy=fast_policy)) as model:
            with pytest.raises(Exception, match="HTTP 500"):
                await complete(model, ModelRequest("sys", (UserMessage("hi"),)))
    assert len(fake.requests) == 4 and sleeps.delays == [0.5, 1.0, 2.0]  # type: ignore[attr-defined]


async def test_tool_specs_reach_the_wire() -> None:
    spec = ToolSpec("t", "desc", {"type": "object", "properties": {"q": {"type": "string"}}})
    async with FakeAnthropic([text("x")]) as fake:
        async with opened(build_model(MODEL, settings(fake.url))) as model:
            await complete(model, ModelRequest("sys", (UserMessage("hi"),), (spec,), max_tokens=77))
    body = fake.requests[0].body
    assert body["max_tokens"] == 77
    assert body["tools"] == [
        {
            "name": "t",
            "description": "desc",
            "input_schema": spec.parameters,
            "cache_control": {"type": "ephemeral"},
        }
    ]
