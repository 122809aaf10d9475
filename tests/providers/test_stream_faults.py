"""Broken model streams through the real SDKs against the loopback fakes: retried under the one policy
while nothing was shown, kept (with a note) after; a silent stream is abandoned after the idle timeout."""

from __future__ import annotations

from pathlib import Path

import pytest

from core.agent.events import AnswerDelta, Done, Failed
from core.agent.loop import ANSWER_CUT_NOTE
from core.clock import VirtualClock
from core.config import Settings
from core.errors import ModelOverloadedError, ModelStreamError, ModelTimeoutError
from core.model import Model, ModelEvent, ModelRequest, TextDelta, UserMessage, complete
from core.retry import RetryPolicy
from evals.emulators.base import Fault
from evals.emulators.llm import FakeAnthropic, FakeOpenAI, Reply, fault, text, tools
from providers.registry import build_model
from tests.conftest import make_agent, opened

ANTHROPIC = "claude-sonnet-4-6"
OPENAI = "gpt-5.5"
KEY = "test-" + "model-key-0001"
REQUEST = ModelRequest("sys", (UserMessage("삼성전자?"),))


async def collect(model: Model, into: list[ModelEvent]) -> None:
    async for event in model.stream(REQUEST):
        into.append(event)


def anthropic_settings(url: str, idle: float = 5.0) -> Settings:
    return Settings(
        ANTHROPIC_API_KEY=KEY,
        ANTHROPIC_BASE_URL=url,
        DEXTER_MODEL=ANTHROPIC,
        DEXTER_MODEL_IDLE_TIMEOUT_S=str(idle),
    )


def openai_settings(url: str, idle: float = 5.0) -> Settings:
    return Settings(
        OPENAI_API_KEY=KEY,
        OPENAI_BASE_URL=f"{url}/v1",
        DEXTER_MODEL=OPENAI,
        DEXTER_MODEL_IDLE_TIMEOUT_S=str(idle),
    )


@pytest.mark.parametrize("kind", ["cut", "malformed", "error_event", "hang"])
async def test_a_stream_broken_before_content_is_retried_and_succeeds(
    kind: Fault, fast_policy: RetryPolicy, sleeps: VirtualClock
) -> None:
    # ``after=1``: the stream started (headers and message_start) but no text has arrived yet; an idle
    # timeout long enough that a loaded machine does not turn the other faults into silences
    async with FakeAnthropic([fault(kind, after=1), text("복구된 답변")]) as fake:
        async with opened(build_model(ANTHROPIC, anthropic_settings(fake.url, 2.0), policy=fast_policy)) as m:
            response = await complete(m, REQUEST)
    assert response.text == "복구된 답변"
    # a silence already waited the idle timeout: its retry starts at once; other breaks back off
    assert len(fake.requests) == 2 and len(sleeps.delays) == (0 if kind == "hang" else 1)
    assert response.usage.input_tokens == 120  # the aborted attempt's usage is not added twice


@pytest.mark.parametrize("kind", ["cut", "malformed", "error_event", "hang"])
async def test_openai_streams_broken_before_content_are_retried(
    kind: Fault, fast_policy: RetryPolicy
) -> None:
    async with FakeOpenAI([fault(kind, after=1), text("복구된 답변")]) as fake:
        async with opened(build_model(OPENAI, openai_settings(fake.url, 2.0), policy=fast_policy)) as model:
            response = await complete(model, REQUEST)
    assert response.text == "복구된 답변" and len(fake.requests) == 2


async def test_a_server_that_never_answers_is_abandoned_after_the_idle_timeout(
    fast_policy: RetryPolicy,
) -> None:
    replies = [fault("hang", after=0) for _ in range(4)]
    async with FakeAnthropic(replies) as fake:
        async with opened(
            build_model(ANTHROPIC, anthropic_settings(fake.url, 0.2), policy=fast_policy)
        ) as model:
            with pytest.raises(ModelTimeoutError) as caught:
                await complete(model, REQUEST)
    # the first try and ONE retry (a silent stream is retried at most once, however many retries the
    # policy allows); the error names the whole silence, both attempts
    assert len(fake.requests) == 2
    assert "시간 초과" in caught.value.user_message and caught.value.idle_s >= 0.2 + 0.2 * 0.9


async def test_a_silence_after_a_retried_connection_error_is_still_retried_once(
    fast_policy: RetryPolicy, sleeps: VirtualClock
) -> None:
    replies = [fault("cut", after=0), *(fault("hang", after=0) for _ in range(3)), text("늦은 답")]
    async with FakeAnthropic(replies) as fake:
        async with opened(
            build_model(ANTHROPIC, anthropic_settings(fake.url, 1.0), policy=fast_policy)
        ) as model:
            with pytest.raises(ModelTimeoutError):
                await complete(model, REQUEST)
    assert len(fake.requests) == 3 and len(sleeps.delays) == 1  # cut (backed off), silent, silent


async def test_a_stream_cut_after_content_is_not_replayed(fast_policy: RetryPolicy) -> None:
    long = Reply(text="가나다라마바사아자차카타파하" * 4)
    async with FakeAnthropic([fault("cut", after=4, then=long), text("다시")]) as fake:
        async with opened(build_model(ANTHROPIC, anthropic_settings(fake.url), policy=fast_policy)) as model:
            with pytest.raises(ModelStreamError):
                await complete(model, REQUEST)
    assert len(fake.requests) == 1


async def test_an_answer_cut_midway_keeps_what_was_shown_with_a_note(
    tmp_path: Path, fast_policy: RetryPolicy
) -> None:
    long = Reply(text="삼성전자 2023년 영업이익은 6.57조원입니다. " * 3)
    async with FakeAnthropic([text("조사 완료"), fault("cut", after=4, then=long)]) as fake:
        async with opened(build_model(ANTHROPIC, anthropic_settings(fake.url), policy=fast_policy)) as model:
            events = [e async for e in make_agent(model, tmp_path).run("삼성전자 영업이익?")]
    done = events[-1]
    assert isinstance(done, Done) and done.truncated
    shown = "".join(e.text for e in events if isinstance(e, AnswerDelta))
    assert shown and done.answer == f"{shown.strip()}\n\n{ANSWER_CUT_NOTE}"


async def test_an_answer_that_never_starts_fails_with_a_korean_message(
    tmp_path: Path, fast_policy: RetryPolicy
) -> None:
    replies = [text("조사 완료"), *[fault("cut", after=1) for _ in range(4)]]
    async with FakeAnthropic(replies) as fake:
        async with opened(build_model(ANTHROPIC, anthropic_settings(fake.url), policy=fast_policy)) as model:
            events = [e async for e in make_agent(model, tmp_path).run("삼성전자 영업이익?")]
    failed = events[-1]
    assert isinstance(failed, Failed) and "끊겼습니다" in failed.user_message
    assert len(fake.requests) == 5


async def test_a_tool_call_cut_before_its_arguments_completed_is_retried_once(
    fast_policy: RetryPolicy,
) -> None:
    call = tools(("get_financials", {"query": "삼성전자 2023 영업이익", "period": "annual"}))
    # frames: message_start, content_block_start, then the arguments in pieces: cut in the middle
    async with FakeAnthropic([fault("cut", after=3, then=call), call]) as fake:
        async with opened(build_model(ANTHROPIC, anthropic_settings(fake.url), policy=fast_policy)) as model:
            response = await complete(model, REQUEST)
    assert [(c.name, c.arguments) for c in response.tool_calls] == [
        ("get_financials", {"query": "삼성전자 2023 영업이익", "period": "annual"})
    ]
    assert len(fake.requests) == 2


async def test_a_stream_that_goes_silent_after_content_is_abandoned_not_replayed(
    fast_policy: RetryPolicy,
) -> None:
    long = Reply(text="가나다라마바사아자차카타파하" * 4)
    async with FakeAnthropic([fault("hang", after=4, then=long), text("다시")]) as fake:
        # an idle timeout a loaded machine does not reach before the content (which would be retried)
        async with opened(
            build_model(ANTHROPIC, anthropic_settings(fake.url, 1.0), policy=fast_policy)
        ) as model:
            seen: list[ModelEvent] = []
            with pytest.raises(ModelTimeoutError):
                await collect(model, seen)
    shown = "".join(e.text for e in seen if isinstance(e, TextDelta))
    assert shown == long.text[:32] and len(fake.requests) == 1


async def test_overloaded_error_events_every_time_end_as_an_overloaded_error(
    fast_policy: RetryPolicy, sleeps: VirtualClock
) -> None:
    async with FakeAnthropic([fault("error_event", after=1) for _ in range(4)]) as fake:
        async with opened(build_model(ANTHROPIC, anthropic_settings(fake.url), policy=fast_policy)) as model:
            with pytest.raises(ModelOverloadedError):
                await complete(model, REQUEST)
    assert len(fake.requests) == 4 and sleeps.delays == [0.5, 1.0, 2.0]


async def test_the_sdks_own_read_timeout_is_a_model_timeout() -> None:
    # imported here, as build_model does: the SDKs cost every xdist worker ~6 s of CPU at collection
    from providers.anthropic_model import AnthropicModel
    from providers.openai_model import OpenAIModel

    async with FakeAnthropic([fault("hang", after=1)]) as anthropic_fake:
        async with opened(
            AnthropicModel(ANTHROPIC, api_key=KEY, base_url=anthropic_fake.url, timeout_s=0.3)
        ) as model:
            with pytest.raises(ModelTimeoutError):
                await complete(model, REQUEST)
    async with FakeOpenAI([fault("hang", after=0)]) as openai_fake:
        async with opened(
            OpenAIModel(OPENAI, api_key=KEY, base_url=f"{openai_fake.url}/v1", timeout_s=0.3)
        ) as bare:
            with pytest.raises(ModelTimeoutError):
                await complete(bare, REQUEST)
