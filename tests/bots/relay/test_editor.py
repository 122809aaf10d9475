from __future__ import annotations

import asyncio

from inline_snapshot import snapshot

from bots.relay.ports import NotModified, PlatformError, RateLimited
from bots.relay.run.edit_budget import BudgetSpec, EditBudget
from bots.relay.run.editor import ProgressEditor
from core.clock import VirtualClock
from tests.bots.relay.fakes import FakePort, gaps, target

ROOMY = BudgetSpec(per_minute=600, burst=100)


async def editor_for(
    clock: VirtualClock, port: FakePort, budget: EditBudget | None = None, text: str = "start"
) -> ProgressEditor:
    t = target()
    message_id = await port.post_progress(t, text, run_id="r1")
    budget = budget or EditBudget(ROOMY, clock=clock, sleep=clock.sleep)
    return ProgressEditor(port, t, message_id, budget=budget, text=text, clock=clock, sleep=clock.sleep)


async def test_edits_never_come_faster_than_the_interval_and_only_the_newest_text_is_sent() -> None:
    clock = VirtualClock(0.0, auto=False)
    port = FakePort(clock, interval_s=1.5)
    editor = await editor_for(clock, port)
    for i in range(30):  # a new state every 0.25 s for 7.5 s
        await editor.update(f"s{i}")
        await clock.advance(0.25)
    await clock.drive(editor.finish("final"))
    assert port.texts("m1") == snapshot(["start", "s5", "s11", "s17", "s23", "s29", "final"])
    assert gaps(port.times("m1")) == [1.5] * 6
    assert [c.final for c in port.of("edit_progress")] == [False] * 5 + [True]


async def test_a_burst_of_states_becomes_one_edit_with_the_latest() -> None:
    clock = VirtualClock(0.0, auto=False)
    port = FakePort(clock)
    editor = await editor_for(clock, port)
    for i in range(10):
        await editor.update(f"s{i}")
    await clock.advance(10)
    assert port.texts("m1") == ["start", "s9"]
    assert port.times("m1") == [0.0, 1.5]


async def test_identical_text_is_never_re_sent() -> None:
    clock = VirtualClock(0.0, auto=False)
    port = FakePort(clock)
    editor = await editor_for(clock, port)
    await editor.update("start")  # what the post already shows
    await clock.advance(5)
    assert port.of("edit_progress") == []
    await editor.update("a")
    await clock.advance(5)
    await editor.update("b")
    await editor.update("a")  # back to what is shown before the flush ran
    await clock.advance(5)
    await editor.update("a")
    await clock.advance(5)
    assert port.texts("m1") == ["start", "a"]
    assert await editor.finish("a") is True
    assert len(port.of("edit_progress")) == 1


async def test_rate_limited_pauses_then_sends_the_latest_text() -> None:
    clock = VirtualClock(0.0, auto=False)
    port = FakePort(clock)
    port.fail("edit_progress", RateLimited(7))
    editor = await editor_for(clock, port)
    await editor.update("x")
    await clock.advance(2)
    await editor.update("y")
    await clock.advance(20)
    edits = port.of("edit_progress")
    assert [(c.text, c.outcome) for c in edits] == [("x", "RateLimited"), ("y", "ok")]
    assert edits[1].at - edits[0].at >= 7
    assert port.messages["m1"] == "y"


async def test_not_modified_counts_as_delivered() -> None:
    clock = VirtualClock(0.0, auto=False)
    port = FakePort(clock)
    port.fail("edit_progress", NotModified())
    editor = await editor_for(clock, port)
    assert await asyncio.create_task(_finish(clock, editor, "done")) is True
    assert len(port.of("edit_progress")) == 1  # delivered: not retried
    await editor.update("ignored after finish")
    await clock.advance(10)
    assert len(port.of("edit_progress")) == 1


async def test_the_final_edit_is_retried_until_delivered() -> None:
    clock = VirtualClock(0.0, auto=False)
    port = FakePort(clock)
    port.fail("edit_progress", PlatformError("ratelimited?"), PlatformError("timeout"), RateLimited(20))
    editor = await editor_for(clock, port)
    assert await _finish(clock, editor, "✅ 완료") is True
    edits = port.of("edit_progress")
    assert [c.outcome for c in edits] == ["PlatformError", "PlatformError", "RateLimited", "ok"]
    assert all(c.final for c in edits) and port.messages["m1"] == "✅ 완료"
    assert min(gaps([c.at for c in edits])) >= 1.5 and edits[3].at - edits[2].at >= 20


async def test_the_final_edit_gives_up_after_a_bounded_number_of_attempts() -> None:
    clock = VirtualClock(0.0, auto=False)
    port = FakePort(clock)
    port.fail("edit_progress", *[PlatformError("down")] * 10)
    editor = await editor_for(clock, port)
    assert await _finish(clock, editor, "✅ 완료") is False
    assert len(port.of("edit_progress")) == 6
    hopeless = FakePort(clock)
    hopeless.fail("edit_progress", RateLimited(13_938))  # Telegram after sustained abuse
    editor = await editor_for(clock, hopeless)
    assert await _finish(clock, editor, "✅ 완료") is False
    assert len(hopeless.of("edit_progress")) == 1  # past the deadline: no hours-long wait


async def test_a_bug_in_the_port_does_not_kill_the_editor() -> None:
    clock = VirtualClock(0.0, auto=False)
    port = FakePort(clock)
    port.fail("edit_progress", ValueError("bug"))
    editor = await editor_for(clock, port)
    await editor.update("x")
    await clock.advance(2)
    assert await _finish(clock, editor, "final") is True
    assert [c.outcome for c in port.of("edit_progress")] == ["ValueError", "ok"]


async def test_two_editors_share_one_budget_and_a_final_edit_goes_first() -> None:
    clock = VirtualClock(0.0, auto=False)
    port = FakePort(clock)
    shared = EditBudget(BudgetSpec(per_minute=6, burst=1), clock=clock, sleep=clock.sleep)
    a = await editor_for(clock, port, shared, "a0")
    b = await editor_for(clock, port, shared, "b0")
    await a.update("a1")
    await b.update("b1")
    await clock.advance(2)  # a1 took the only token at 1.5; b1 waits for the next (11.5)
    await a.update("a2")
    await b.update("b2")
    await clock.drive(a.finish("a-final"))
    await clock.advance(30)
    sent = [(c.text, c.at) for c in port.of("edit_progress")]
    assert sent == [("a1", 1.5), ("a-final", 11.5), ("b2", 21.5)]  # b sends its newest state, later
    assert min(gaps([at for _, at in sent])) >= 10  # 6 a minute across both editors


async def _finish(clock: VirtualClock, editor: ProgressEditor, text: str) -> bool:
    task = asyncio.ensure_future(editor.finish(text))
    await clock.drive(task)
    return task.result()


async def test_a_first_state_goes_out_before_any_later_one_and_the_caller_does_not_wait_for_it() -> None:
    """A re-run's restart notice: shown even when the run ends before a token is free, and first."""
    clock = VirtualClock(0.0, auto=False)
    port = FakePort(clock, interval_s=0)
    budget = EditBudget(BudgetSpec(per_minute=6, burst=1), clock=clock, sleep=clock.sleep)
    editor = await editor_for(clock, port, budget)
    await budget.acquire()  # spent: the next token in 10 s
    editor.first("⚠️ 재시작으로 중단되어 다시 실행합니다")  # returns at once
    await editor.update("s1")
    await clock.drive(editor.finish("✅ 완료"))
    assert port.texts("m1") == ["start", "⚠️ 재시작으로 중단되어 다시 실행합니다", "✅ 완료"]
    assert port.times("m1") == [0.0, 10.0, 20.0]
