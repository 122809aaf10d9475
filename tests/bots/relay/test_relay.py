from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from pydantic import BaseModel

from bots.compose import open_runtime
from bots.relay.cluster.journal import RunJournal
from bots.relay.intake.queue import ConversationRuns
from bots.relay.intake.quota import UserQuota
from bots.relay.ports import AgentRunner, ShuttingDown
from bots.relay.relay import Relay
from bots.relay.run.conversation_memory import ConversationMemory
from bots.relay.wiring import Pacing, Parts
from core.agent.control import Turn
from core.agent.events import ToolStart
from core.clock import VirtualClock
from core.config import Settings
from core.model import AssistantMessage, UserMessage
from core.scripted import ScriptedModel, call_tool, say
from core.store import SqliteStore, Store
from core.tools import ToolContext, ToolRegistry, tool
from tests.bots.relay.conftest import NewJournal
from tests.bots.relay.fakes import (
    SUMMARY,
    FakePort,
    GatedAgent,
    final_edit,
    gaps,
    guarded,
    inbound,
    relay_for,
    run_ids,
)
from tests.conftest import make_agent

ANSWER = "## 삼성전자\n\n삼성전자(005930)는 유가증권시장 상장사입니다.\n\n출처: DART"
CONV = ("slack", "T1", "C1", "100.1")


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    async with SqliteStore(tmp_path / "home" / "dexter.db") as s:
        yield s


def make_relay(
    port: FakePort,
    clock: VirtualClock,
    agent: AgentRunner | None,
    *,
    journal: RunJournal,
    memory: ConversationMemory | None = None,
    max_concurrent: int = 16,
    quota: UserQuota | None = None,
) -> Relay:
    return relay_for(
        port, agent, journal=journal, clock=clock, max_concurrent=max_concurrent, memory=memory, quota=quota
    )


class Q(BaseModel):
    query: str


def blocking_search() -> tuple[ToolRegistry, asyncio.Event, asyncio.Event]:
    """A ``korean_financial_search`` that starts, then waits until the test lets it finish."""
    started, finish = asyncio.Event(), asyncio.Event()

    @tool("korean_financial_search")
    async def search(args: Q, ctx: ToolContext) -> str:
        """Blocks until released."""
        started.set()
        await finish.wait()
        return f"{args.query}: 영업이익 6.57조원"

    return ToolRegistry([search]), started, finish


async def test_a_run_shows_progress_then_one_summary_line_and_posts_the_answer_once(
    tmp_path: Path,
    store: Store,
    journal: RunJournal,
) -> None:
    clock, memory = VirtualClock(), ConversationMemory(store)
    port = FakePort(clock)
    registry, started, finish = blocking_search()
    model = ScriptedModel(
        [
            call_tool("korean_financial_search", query="삼성전자 2023 손익", text="조회하겠습니다."),
            say("끝"),
            say(ANSWER),
        ]
    )
    relay = make_relay(port, clock, make_agent(model, tmp_path, registry), memory=memory, journal=journal)
    assert await relay.handle(inbound("삼성전자 2023년 실적은?")) is True
    await guarded(started.wait())
    await port.until(
        lambda p: any("⏳ 재무·공시 조회 — 삼성전자 2023 손익" in c.text for c in p.of("edit_progress"))
    )
    finish.set()
    await guarded(relay.wait_idle())
    model.assert_done()

    [post] = port.of("post_progress")
    assert post.run_id == "run-1" and post.target == inbound("x").reply_to
    assert post.text.startswith("🔎 분석 중")
    final = final_edit(port)
    match = SUMMARY.match(final.text)
    assert match and match.groups() == ("1", "720")  # 3 scripted calls × 240 tokens
    live = [c for c in port.of("edit_progress") if not c.final]
    assert live and all(c.text.startswith(("🔎", "✍️")) for c in live)
    assert all(a != b for a, b in zip(port.texts("m1"), port.texts("m1")[1:], strict=False))
    assert min(gaps(port.times("m1"))) >= 1.5
    [answer] = port.of("post_chunk")
    assert answer.text == ANSWER and answer.run_id == "run-1"
    assert port.calls.index(answer) < port.calls.index(final)  # the answer first, then the collapse
    assert await memory.history(CONV) == [Turn("삼성전자 2023년 실적은?", ANSWER)]


async def test_a_follow_up_gets_the_conversation_history(
    tmp_path: Path, store: Store, journal: RunJournal
) -> None:
    clock = VirtualClock()
    port = FakePort(clock)
    model = ScriptedModel([say("조사 끝"), say("6.57조원입니다."), say("조사 끝"), say("32.73조원입니다.")])
    # no tool runs here, so the answers' figures are unsupported: checking them is tested elsewhere
    agent = make_agent(model, tmp_path, verify=False)
    relay = make_relay(port, clock, agent, memory=ConversationMemory(store), journal=journal)
    await relay.handle(inbound("삼성전자 2023년 영업이익은?", keys=("ev1",)))
    await relay.handle(inbound("그럼 2024년은?", keys=("ev2",)))  # arrives mid-run: queued, not lost
    await guarded(relay.wait_idle())
    model.assert_done()
    second_loop = model.requests[2].messages
    assert second_loop[:3] == (
        UserMessage("삼성전자 2023년 영업이익은?"),
        AssistantMessage(text="6.57조원입니다."),
        UserMessage("그럼 2024년은?"),
    )
    assert [c.text for c in port.of("post_chunk")] == ["6.57조원입니다.", "32.73조원입니다."]
    # each its own message (the follow-up's "대기 중" may be out first: the head checks its turn in the store)
    assert sorted(c.run_id for c in port.of("post_progress")) == ["run-1", "run-2"]


async def test_duplicate_deliveries_make_one_run(journal: RunJournal) -> None:
    clock = VirtualClock()
    port = FakePort(clock)
    agent = GatedAgent()
    relay = make_relay(port, clock, agent, journal=journal)
    keys = [("Ev1", "C1:1"), ("Ev1",), ("Ev2", "C1:1"), ("C1:1",)]
    accepted = [await relay.handle(inbound("질문", keys=k)) for k in keys]
    await guarded(relay.wait_idle())
    assert accepted == [True, False, False, False]
    assert len(agent.calls) == 1 and len(port.of("post_progress")) == 1 and len(port.of("post_chunk")) == 1


async def test_cancel_ends_the_run_showing_cancelled(
    tmp_path: Path, store: Store, journal: RunJournal
) -> None:
    clock, memory = VirtualClock(), ConversationMemory(store)
    port = FakePort(clock)
    registry, started, _finish = blocking_search()
    model = ScriptedModel([call_tool("korean_financial_search", query="q"), say("never"), say("never")])
    relay = make_relay(port, clock, make_agent(model, tmp_path, registry), memory=memory, journal=journal)
    assert await relay.cancel(CONV) is False  # nothing running yet
    await relay.handle(inbound("오래 걸리는 질문"))
    await guarded(started.wait())
    assert await relay.cancel(CONV) is True
    await guarded(relay.wait_idle())
    assert final_edit(port).text == "⏹ 취소됨 (run run-1)"
    assert port.of("post_chunk") == [] and await memory.history(CONV) == []


async def test_runs_over_the_cap_show_waiting_then_run(tmp_path: Path, journal: RunJournal) -> None:
    clock = VirtualClock()
    port = FakePort(clock)
    agent = GatedAgent([ToolStart("c1", "korean_financial_metrics", {"query": "ROE"})])
    agent.hold("A")
    agent.hold("B")
    relay = make_relay(port, clock, agent, max_concurrent=1, journal=journal)
    await relay.handle(inbound("A", thread="1.0"))
    await relay.handle(inbound("B", thread="2.0"))
    await port.until(lambda p: len(p.of("post_progress")) == 2)
    await guarded(agent.started["A"].wait())
    first, second = port.of("post_progress")
    assert first.text.startswith("🔎 분석 중") and second.text == "⏳ 대기 중 · 앞선 요청이 끝나면 시작합니다"
    assert [call[0] for call in agent.calls] == ["A"]
    agent.release("A")
    await guarded(agent.started["B"].wait())
    await port.until(
        lambda p: any(c.message_id == "m2" and "지표 계산" in c.text for c in p.of("edit_progress"))
    )
    assert port.messages["m2"].startswith("🔎 분석 중")
    agent.release("B")
    await guarded(relay.wait_idle())
    assert SUMMARY.match(final_edit(port, "m1").text) and SUMMARY.match(final_edit(port, "m2").text)


async def test_shutdown_cancels_runs_visibly_even_when_the_agent_ignores_the_token(
    new_journal: NewJournal,
) -> None:
    clock = VirtualClock()
    port = FakePort(clock)
    polite, stubborn = GatedAgent(), GatedAgent()
    polite.hold("질문")  # a Korean question: its progress speaks Korean (an English one's, English)
    stubborn.hold("질문")
    stubborn.ignore_cancel = True
    relays = [
        make_relay(port, clock, polite, journal=await new_journal()),
        make_relay(port, clock, stubborn, journal=await new_journal()),
    ]
    await relays[0].handle(inbound("질문", thread="1.0"))
    await relays[1].handle(inbound("질문", thread="2.0"))
    await guarded(polite.started["질문"].wait())
    await guarded(stubborn.started["질문"].wait())
    for relay in relays:
        await relay.aclose()
    assert final_edit(port, "m1").text == "⏹ 취소됨 (run run-1)"  # through the cancel token
    assert final_edit(port, "m2").text == "⏹ 취소됨 (run run-1)"  # hard-cancelled after the grace period
    with pytest.raises(ShuttingDown):  # not acknowledged: the platform delivers it again later
        await relays[0].handle(inbound("late", thread="3.0"))


async def test_a_finished_run_frees_its_place_while_the_answer_is_still_being_posted(
    journal: RunJournal,
) -> None:
    clock = VirtualClock()
    port = FakePort(clock)
    posting = port.hold("post_chunk")
    agent = GatedAgent()
    relay = make_relay(port, clock, agent, max_concurrent=1, journal=journal)
    await relay.handle(inbound("A", thread="1.0"))
    await relay.handle(inbound("B", thread="2.0"))
    await guarded(agent.started["B"].wait())  # B runs while A's answer is still on its way
    assert [c.text for c in port.of("post_chunk")][:1] == ["답변입니다."]
    posting.set()
    await guarded(relay.wait_idle())
    assert len(port.of("post_chunk")) == 2


async def test_keyless_follow_ups_read_the_thread_before_them(tmp_path: Path) -> None:
    settings = Settings(DEXTER_HOME=str(tmp_path / "home"), DEXTER_OFFLINE="1")
    async with await open_runtime(settings, require_model=False) as runtime:
        clock = VirtualClock()
        port = FakePort(clock)
        relay = Relay(
            runtime,
            port,
            RunJournal(runtime.data.store),
            Parts(memory=ConversationMemory(runtime.data.store), runs=ConversationRuns(new_id=run_ids())),
            Pacing(clock=clock, sleep=clock.sleep),
        )
        questions = ["삼성전자 2023년 영업이익은?", "그럼 2022년은?", "영업이익률은?", "SK하이닉스는?"]
        for text in questions:  # one thread, one after the other
            await relay.handle(inbound(text, thread="9.0"))
            await guarded(relay.wait_idle())
        answers = [c.text for c in port.of("post_chunk")]
        assert len(answers) == 4
        assert "영업이익 6.57조원" in answers[0] and "FY2023" in answers[0]
        assert "영업이익 43.38조원" in answers[1] and "FY2022" in answers[1]  # 삼성전자, 영업이익, 2022
        assert "영업이익률 14.4%" in answers[2] and "FY2022" in answers[2]  # 삼성전자, 2022, 영업이익률
        assert "SK하이닉스" in answers[3] and "영업이익률 " in answers[3] and "FY2022" in answers[3]
        assert all("AI 모델이 필요합니다" not in a for a in answers)
        # another thread has no such context: the same words alone are not a question about 삼성전자
        await relay.handle(inbound("그럼 2022년은?", thread="10.0"))
        await guarded(relay.wait_idle())
        assert "43.38조원" not in port.of("post_chunk")[-1].text


async def test_direct_replies_need_no_agent_and_are_remembered_when_they_answer(tmp_path: Path) -> None:
    settings = Settings(DEXTER_HOME=str(tmp_path / "home"), DEXTER_OFFLINE="1")
    async with await open_runtime(settings, require_model=False) as runtime:
        assert runtime.agent is None
        clock = VirtualClock()
        port = FakePort(clock)
        memory = ConversationMemory(runtime.data.store)
        relay = Relay(
            runtime,
            port,
            RunJournal(runtime.data.store),
            Parts(memory=memory, runs=ConversationRuns(new_id=run_ids())),
            Pacing(clock=clock, sleep=clock.sleep),
        )
        for thread, text in [
            ("1.0", "005930"),
            ("2.0", "삼성전자 2023년 영업이익률은?"),
            ("3.0", "반도체 업황 전망을 설명해줘"),
        ]:
            await relay.handle(inbound(text, thread=thread))
        await guarded(relay.wait_idle())
        posts = {c.target.thread: f"m{i}" for i, c in enumerate(port.of("post_progress"), 1)}
        finals = [final_edit(port, posts[t]).text for t in ("1.0", "2.0", "3.0")]
        assert [f.rsplit(" · ", 1)[0] for f in finals] == [
            "✅ 회사 카드",
            "✅ 빠른 답변 · 모델 호출 없음",
            "ℹ️ 모델 없이 답변",
        ]
        answers = {c.target.thread: c.text for c in port.of("post_chunk")}
        card, quick, note = (answers[t] for t in ("1.0", "2.0", "3.0"))
        assert "삼성전자 (005930)" in card and "영업이익률 2.5%" in quick and "AI 모델이 필요합니다" in note
        assert [len(await memory.history(("slack", "T1", "C1", t))) for t in ("1.0", "2.0", "3.0")] == [
            1,
            1,
            0,
        ]


async def test_from_runtime_wires_limits_memory_and_quota_from_settings(tmp_path: Path) -> None:
    settings = Settings(
        DEXTER_HOME=str(tmp_path / "home"),
        DEXTER_OFFLINE="1",
        DEXTER_MAX_CONCURRENT_RUNS="3",
        DEXTER_USER_DAILY_RUNS="7",
    )
    async with await open_runtime(settings, require_model=False) as runtime:
        relay = Relay.from_runtime(runtime, FakePort(VirtualClock()))
        assert relay.runs.max_concurrent == 3
        assert relay.quota is not None and relay.quota.daily_runs == 7
        assert relay.memory is not None
        await relay.aclose()


class DraftingPort(FakePort):
    """A port that can show the answer while it is written (like Telegram's drafts)."""

    def __init__(self, clock: VirtualClock, *, broken: bool = False) -> None:
        super().__init__(clock)
        self.drafts: list[str] = []
        self.broken = broken

    async def stream_answer(self, target: object, text: str, *, run_id: str) -> None:
        self.drafts.append(text)
        if self.broken:
            raise RuntimeError("draft endpoint exploded")


@pytest.mark.parametrize("broken", [False, True])
async def test_a_drafting_port_sees_the_answer_grow_and_still_gets_the_final_answer(
    tmp_path: Path,
    broken: bool,
    journal: RunJournal,
) -> None:
    clock = VirtualClock()
    port = DraftingPort(clock, broken=broken)
    model = ScriptedModel([say("조사 끝"), say(ANSWER)])
    relay = make_relay(port, clock, make_agent(model, tmp_path), journal=journal)
    await relay.handle(inbound("삼성전자는 어떤 회사야?"))
    await guarded(relay.wait_idle())

    assert port.drafts, "the port never saw the answer being written"
    assert all(ANSWER.startswith(d) for d in port.drafts)  # growing prefixes of the answer
    assert port.drafts == sorted(port.drafts, key=len)
    [answer] = port.of("post_chunk")
    assert answer.text == ANSWER  # a failing draft never costs the answer
    assert SUMMARY.match(final_edit(port).text)


async def test_a_follow_up_does_not_wait_for_the_previous_runs_summary_edit(journal: RunJournal) -> None:
    """Under load the summary edit may queue for minutes behind the workspace budget; the next
    question of the same conversation starts as soon as the previous answer is out."""
    clock = VirtualClock()
    port = FakePort(clock)
    agent = GatedAgent(answer="답")
    relay = make_relay(port, clock, agent, journal=journal)
    held = port.hold("edit_progress")  # every edit waits: the first run's summary cannot land
    await relay.handle(inbound("첫 질문", keys=("e1",)))
    await port.until(lambda p: len(p.of("post_chunk")) == 1)
    await relay.handle(inbound("후속 질문", keys=("e2",)))
    await port.until(lambda p: len(p.of("post_chunk")) == 2)
    assert [call[0] for call in agent.calls] == ["첫 질문", "후속 질문"]
    assert [c.text for c in port.of("post_chunk")] == ["답", "답"]  # while the first summary waits
    held.set()
    await guarded(relay.wait_idle())
    finals = [c for c in port.of("edit_progress") if c.final]
    assert len(finals) == 2 and all(SUMMARY.match(c.text) or "완료" in c.text for c in finals)
