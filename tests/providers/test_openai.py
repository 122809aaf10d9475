"""The real openai SDK against the loopback fake Chat Completions API."""

from __future__ import annotations

from pathlib import Path

import pytest

from core.agent.events import Done
from core.config import Settings
from core.errors import ModelRequestError
from core.model import ModelRequest, UserMessage, complete
from core.retry import RetryPolicy
from evals.emulators.llm import FakeOpenAI, error, text, tools
from providers.registry import build_model
from tests.conftest import make_agent, opened

KEY = "sk-test-key-2"


async def run_tool_round_trip(
    model_name: str, settings: Settings, fake: FakeOpenAI, tmp_path: Path, policy: RetryPolicy
) -> Done:
    async with opened(build_model(model_name, settings, policy=policy)) as model:
        events = [e async for e in make_agent(model, tmp_path).run("네이버 코드?")]
    done = events[-1]
    assert isinstance(done, Done), done
    return done


def script() -> list[object]:
    return [
        tools(
            ("resolve_company", {"name": "네이버"}), ("resolve_company", {"name": "035420"}), cache_read=64
        ),
        text("NAVER 확인."),
        text("NAVER의 종목코드는 035420입니다."),
    ]


@pytest.mark.parametrize("model_name", ["gpt-5.6", "o4-mini"])
async def test_openai_tool_calling_run(model_name: str, tmp_path: Path, fast_policy: RetryPolicy) -> None:
    async with FakeOpenAI(script()) as fake:  # type: ignore[arg-type]
        settings = Settings(OPENAI_API_KEY=KEY, OPENAI_BASE_URL=f"{fake.url}/v1")
        done = await run_tool_round_trip(model_name, settings, fake, tmp_path, fast_policy)
    assert done.answer == "NAVER의 종목코드는 035420입니다."
    assert [c.args for c in done.tool_calls] == [{"name": "네이버"}, {"name": "035420"}]
    assert done.usage.cache_read == 64 and done.usage.input_tokens == 3 * 120
    first, second, answer = fake.requests
    assert first.headers["Authorization"] == f"Bearer {KEY}"
    assert first.body["model"] == model_name and first.body["stream"] is True
    assert first.body["stream_options"] == {"include_usage": True}
    assert "max_completion_tokens" in first.body
    assert first.body["tools"][0]["function"]["name"] == "resolve_company"
    assert first.body["messages"][0]["role"] == "system"
    assistant = second.body["messages"][2]
    assert [c["function"]["name"] for c in assistant["tool_calls"]] == ["resolve_company"] * 2
    results = second.body["messages"][3:5]
    assert [r["role"] for r in results] == ["tool", "tool"]
    assert [r["tool_call_id"] for r in results] == [c["id"] for c in assistant["tool_calls"]]
    assert "00266961" in results[0]["content"]
    assert "tools" not in answer.body


async def test_openai_compatible_server_with_placeholder_key(
    tmp_path: Path, fast_policy: RetryPolicy
) -> None:
    async with FakeOpenAI(script()) as fake:  # type: ignore[arg-type]
        settings = Settings(OPENAI_BASE_URL=f"{fake.url}/v1")  # no OPENAI_API_KEY at all
        done = await run_tool_round_trip("openai:qwen3-32b", settings, fake, tmp_path, fast_policy)
    assert done.answer.endswith("035420입니다.")
    assert fake.requests[0].body["model"] == "qwen3-32b"
    assert "max_tokens" in fake.requests[0].body
    assert fake.requests[0].headers["Authorization"] == "Bearer not-needed"


async def test_ollama_prefix_uses_ollama_base_url(tmp_path: Path, fast_policy: RetryPolicy) -> None:
    async with FakeOpenAI(script()) as fake:  # type: ignore[arg-type]
        settings = Settings(OLLAMA_BASE_URL=f"{fake.url}/v1")
        await run_tool_round_trip("ollama:llama3.3", settings, fake, tmp_path, fast_policy)
    assert fake.requests[0].body["model"] == "llama3.3"


async def test_openai_429_retried_and_400_not(fast_policy: RetryPolicy, sleeps: object) -> None:
    def settings_for(url: str) -> Settings:
        return Settings(OPENAI_API_KEY=KEY, OPENAI_BASE_URL=f"{url}/v1")

    async with FakeOpenAI([error(429, retry_after="3"), text("ok")]) as fake:
        async with opened(build_model("gpt-5.6", settings_for(fake.url), policy=fast_policy)) as model:
            assert (await complete(model, ModelRequest("s", (UserMessage("hi"),)))).text == "ok"
    assert len(fake.requests) == 2 and sleeps.delays == [3.0]  # type: ignore[attr-defined]
    async with FakeOpenAI([error(400), text("never")]) as fake:
        async with opened(build_model("gpt-5.6", settings_for(fake.url), policy=fast_policy)) as model:
            with pytest.raises(ModelRequestError):
                await complete(model, ModelRequest("s", (UserMessage("hi"),)))
    assert len(fake.requests) == 1 and sleeps.delays == [3.0]  # type: ignore[attr-defined]
