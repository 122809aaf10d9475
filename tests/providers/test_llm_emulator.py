"""The LLM emulator scripted from outside (JSON over its control API, or as its own process), as a fault
suite driving ``dexter serve`` uses it — checked with the real SDKs behind the product's retry policy."""

from __future__ import annotations

import asyncio
import json
import signal
import sys
from pathlib import Path

import httpx
import pytest

from core.clock import VirtualClock
from core.config import Settings
from core.errors import ModelRateLimitError
from core.model import ModelRequest, UserMessage, complete
from core.retry import RetryPolicy
from evals.emulators.llm import FakeAnthropic, FakeOpenAI
from evals.emulators.llm_script import reply_from_json
from providers.registry import build_model
from tests.conftest import opened

KEY = "test-" + "model-key-0002"
REQUEST = ModelRequest("sys", (UserMessage("삼성전자?"),))
GUARD_S = 30.0  # only a guard against hangs


def anthropic(url: str) -> Settings:
    return Settings(ANTHROPIC_API_KEY=KEY, ANTHROPIC_BASE_URL=url, DEXTER_MODEL_IDLE_TIMEOUT_S="0.3")


async def test_a_script_posted_as_json_drives_faults_then_the_default_reply(
    fast_policy: RetryPolicy, sleeps: VirtualClock
) -> None:
    script = {
        "replies": [
            {"fault": "cut", "after": 1},
            {"status": 429, "retry_after": "4", "error_type": "rate_limit_error"},
            {"fault": "hang", "after": 2},
            {"tool_calls": [{"name": "research", "input": {"query": "영업이익"}}]},
        ],
        "default": {"text": "기본 답변"},
    }
    async with FakeAnthropic() as fake, httpx.AsyncClient(base_url=fake.url) as control:
        assert (await control.post("/_emulator/script", json=script)).json() == {"queued": 4}
        async with opened(build_model("claude-sonnet-4-6", anthropic(fake.url), policy=fast_policy)) as m:
            first = await complete(m, REQUEST)
            second = await complete(m, REQUEST)
            third = await complete(m, REQUEST)
        state = (await control.get("/_emulator/state")).json()

    assert [(c.name, c.arguments) for c in first.tool_calls] == [("research", {"query": "영업이익"})]
    # backoff, Retry-After; a hang (silent for 0.3 s) is retried at once, without a backoff (#24 item 4)
    assert sleeps.delays == [0.5, 4.0]
    assert second.text == third.text == "기본 답변"
    assert state["requests"] == 6 and state["queued"] == 0 and state["surplus"] == 0
    assert state["bodies"][0]["messages"][0]["content"][0]["text"] == "삼성전자?"


async def test_reset_drops_the_queue_and_a_bad_script_is_refused_with_the_reason() -> None:
    async with FakeOpenAI() as fake, httpx.AsyncClient(base_url=fake.url) as control:
        await control.post("/_emulator/script", json={"replies": [{"text": "a"}, {"text": "b"}]})
        reset = await control.post("/_emulator/script", json={"replies": [{"text": "c"}], "reset": True})
        bad = await control.post("/_emulator/script", json={"replies": [{"fault": "explode"}]})
        unknown = await control.post("/_emulator/script", json={"replies": [{"txt": "typo"}]})
    assert reset.json() == {"queued": 1}
    assert bad.status_code == 400 and "explode" in bad.json()["error"]
    assert unknown.status_code == 400 and "txt" in unknown.json()["error"]


def test_json_replies_match_the_python_helpers() -> None:
    reply = reply_from_json({"status": 503, "retry_after": 2, "error_type": "overloaded_error"})
    assert reply.status == 503 and reply.headers == {"retry-after": "2"}
    cut = reply_from_json({"fault": "error_event", "after": 3, "text": "x"})
    assert (cut.fault, cut.fault_after, cut.text) == ("error_event", 3, "x")
    with pytest.raises(ValueError, match="JSON object"):
        reply_from_json(["text"])


async def test_the_emulator_runs_as_its_own_process_for_an_outside_suite(
    tmp_path: Path, fast_policy: RetryPolicy
) -> None:
    script = tmp_path / "script.json"
    script.write_text(
        json.dumps({"replies": [{"status": 429, "retry_after": "1"}], "default": {"text": "외부 답변"}}),
        encoding="utf-8",
    )
    log = (tmp_path / "emulator.log").open("wb")
    with log:
        proc = await asyncio.create_subprocess_exec(
            *(sys.executable, "-m", "evals.emulators.llm_serve", "--provider", "openai"),
            *("--script", str(script)),
            stdout=asyncio.subprocess.PIPE,
            stderr=log,
        )
        try:
            assert proc.stdout is not None
            url = json.loads(await asyncio.wait_for(proc.stdout.readline(), GUARD_S))["url"]
            settings = Settings(
                OPENAI_API_KEY=KEY, OPENAI_BASE_URL=f"{url}/v1", DEXTER_MODEL_IDLE_TIMEOUT_S="5"
            )
            async with opened(build_model("gpt-5.5", settings, policy=RetryPolicy(retries=0))) as once:
                with pytest.raises(ModelRateLimitError):  # no retry: the scripted 429 reaches the caller
                    await complete(once, REQUEST)
            async with opened(build_model("gpt-5.5", settings, policy=fast_policy)) as model:
                assert (await complete(model, REQUEST)).text == "외부 답변"
            async with httpx.AsyncClient(base_url=url) as control:
                assert (await control.get("/_emulator/state")).json()["requests"] == 2
        finally:
            if proc.returncode is None:
                proc.send_signal(signal.SIGTERM)
            code = await asyncio.wait_for(proc.wait(), GUARD_S)
    assert code == 0
