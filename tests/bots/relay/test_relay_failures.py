"""How a relay run fails visibly: errors inside the agent or the port end the progress message in a Korean
error state with the run id; an answer that cannot be posted is retried, then reported; a lost progress
message or a broken store costs the progress or the history, never the answer; the daily quota refuses."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bots.relay.cluster.journal import RunJournal
from bots.relay.intake.quota import UserQuota
from bots.relay.ports import PlatformError
from bots.relay.run.conversation_memory import ConversationMemory
from bots.relay.run.delivery import ANSWER_ATTEMPTS
from core.agent.events import ToolStart
from core.clock import VirtualClock
from core.errors import ModelAuthError
from core.scripted import ScriptedModel, fail
from core.store import SqliteStore, Store
from tests.bots.relay.fakes import SUMMARY, FakePort, GatedAgent, final_edit, guarded, inbound, relay_for
from tests.conftest import make_agent

CONV = ("slack", "T1", "C1", "100.1")


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    async with SqliteStore(tmp_path / "home" / "dexter.db") as s:
        yield s


async def test_an_exception_inside_the_agent_ends_in_a_korean_error_with_the_run_id(
    journal: RunJournal,
) -> None:
    clock = VirtualClock()
    port = FakePort(clock)
    agent = GatedAgent([ToolStart("c1", "korean_financial_search", {"query": "q"})])
    agent.error = RuntimeError("boom: secret internals")
    relay = relay_for(port, agent, clock=clock, journal=journal)
    await relay.handle(inbound("질문"))
    await guarded(relay.wait_idle())
    text = final_edit(port).text
    assert text == "⚠️ 실패: 내부 오류가 발생했습니다. 잠시 후 다시 시도해 주세요. (run run-1)"
    assert port.of("post_chunk") == []


async def test_a_failed_run_shows_the_agents_message(tmp_path: Path, journal: RunJournal) -> None:
    clock = VirtualClock()
    port = FakePort(clock)
    model = ScriptedModel([fail(ModelAuthError("401 from provider", provider="scripted", status=401))])
    relay = relay_for(port, make_agent(model, tmp_path), clock=clock, journal=journal)
    await relay.handle(inbound("질문"))
    await guarded(relay.wait_idle())
    assert (
        final_edit(port).text
        == "⚠️ 실패: AI 모델 API 키가 올바르지 않습니다. 운영자에게 문의해 주세요. (run run-1)"
    )


async def test_a_bug_in_the_port_still_ends_in_an_error_state(store: Store, journal: RunJournal) -> None:
    clock, memory = VirtualClock(), ConversationMemory(store)
    port = FakePort(clock)
    port.fail("post_chunk", ValueError("adapter bug"))
    relay = relay_for(port, GatedAgent(), clock=clock, memory=memory, journal=journal)
    await relay.handle(inbound("질문"))
    await guarded(relay.wait_idle())
    assert (
        final_edit(port).text == "⚠️ 실패: 내부 오류가 발생했습니다. 잠시 후 다시 시도해 주세요. (run run-1)"
    )
    assert len(port.of("post_chunk")) == 1  # a bug is not retried
    assert await memory.history(CONV) == []  # the user never saw the answer


async def test_an_answer_that_cannot_be_posted_is_retried_then_reported(journal: RunJournal) -> None:
    clock = VirtualClock()
    port = FakePort(clock)
    port.fail("post_chunk", *[PlatformError("msg_too_long")] * ANSWER_ATTEMPTS)
    relay = relay_for(port, GatedAgent(), clock=clock, journal=journal)
    await relay.handle(inbound("질문"))
    await guarded(relay.wait_idle())
    assert len(port.of("post_chunk")) == ANSWER_ATTEMPTS == 5
    assert (
        final_edit(port).text == "⚠️ 실패: 답변을 보내지 못했습니다. 잠시 후 다시 시도해 주세요. (run run-1)"
    )


async def test_without_a_progress_message_the_answer_still_arrives(journal: RunJournal) -> None:
    clock = VirtualClock()
    port = FakePort(clock)
    port.fail("post_progress", *[PlatformError("channel busy")] * 3)
    relay = relay_for(port, GatedAgent(answer="답"), clock=clock, journal=journal)
    await relay.handle(inbound("질문"))
    await guarded(relay.wait_idle())
    assert [c.text for c in port.of("post_chunk")] == ["답"]
    posts = port.of("post_progress")
    assert len(posts) == 4 and SUMMARY.match(posts[-1].text)  # the end state, posted once it could be


async def test_a_broken_store_costs_the_history_not_the_answer(tmp_path: Path, journal: RunJournal) -> None:
    clock = VirtualClock()
    port = FakePort(clock)
    closed = SqliteStore(tmp_path / "closed.db")  # never opened: every query raises
    agent = GatedAgent(answer="답")
    relay = relay_for(port, agent, clock=clock, memory=ConversationMemory(closed), journal=journal)
    await relay.handle(inbound("질문"))
    await guarded(relay.wait_idle())
    assert agent.calls == [("질문", [], "run-1")]
    assert [c.text for c in port.of("post_chunk")] == ["답"] and SUMMARY.match(final_edit(port).text)


async def test_the_daily_quota_refuses_politely(store: Store, journal: RunJournal) -> None:
    clock = VirtualClock()
    port = FakePort(clock)
    agent = GatedAgent()
    relay = relay_for(port, agent, clock=clock, quota=UserQuota(store, daily_runs=1), journal=journal)
    await relay.handle(inbound("첫 질문", thread="1.0"))
    await relay.handle(inbound("두 번째", thread="2.0"))
    await guarded(relay.wait_idle())
    assert [call[0] for call in agent.calls] == ["첫 질문"]
    assert final_edit(port, "m2").text == (
        "⚠️ 실패: 오늘 사용할 수 있는 분석 횟수(1회)를 모두 사용했습니다. 내일 다시 시도해 주세요. (run run-2)"
    )
