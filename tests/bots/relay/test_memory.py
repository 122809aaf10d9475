from __future__ import annotations

import asyncio
from datetime import date, datetime, timedelta

import pytest

from bots.relay.intake.quota import UserQuota
from bots.relay.run.conversation_memory import ConversationMemory, summarise
from core.agent.control import Turn
from core.clock import KST
from core.store import Store
from tests.services.stores import MakeStore

CONV = ("slack", "T1", "C1", "100.1")
AT = datetime(2026, 11, 20, 9, 0, tzinfo=KST)


# ``store`` / ``make_store`` (tests/services/stores.py): each test runs on SQLite and on PostgreSQL


async def test_turns_survive_a_restart(make_store: MakeStore) -> None:
    async with make_store() as store:
        memory = ConversationMemory(store)
        await memory.record(CONV, "삼성전자 2023년 영업이익은?", "6.57조원입니다.", "run-1", AT)
        await memory.record(CONV, "그럼 2024년은?", "32.73조원입니다.", "run-2", AT + timedelta(minutes=1))
    async with make_store() as again:
        assert await ConversationMemory(again).history(CONV) == [
            Turn("삼성전자 2023년 영업이익은?", "6.57조원입니다."),
            Turn("그럼 2024년은?", "32.73조원입니다."),
        ]


async def test_history_keeps_the_newest_four_in_full_and_summarises_older_ones(store: Store) -> None:
    memory = ConversationMemory(store)
    for i in range(12):
        await memory.record(
            CONV, f"질문 {i}", f"답변 {i} " + "가" * 500, f"run-{i}", AT + timedelta(minutes=i)
        )
    await memory.record(("telegram", "42", ""), "다른 대화", "x", "run-t", AT)
    history = await memory.history(CONV, limit=10)
    assert [t.query for t in history] == [f"질문 {i}" for i in range(2, 12)]  # oldest first
    full = [t for t in history if len(t.answer) > 500]
    assert [t.query for t in full] == ["질문 8", "질문 9", "질문 10", "질문 11"]
    for turn in history[:6]:
        assert turn.answer.endswith("…(요약)") and len(turn.answer) <= 300 + len(" …(요약)")
        assert turn.answer.startswith(f"답변 {turn.query.split()[1]} 가가")
    assert await memory.history(CONV, limit=0) == []
    assert await memory.history(("slack", "T1", "C1", "unknown")) == []


async def test_record_is_idempotent_per_run_and_needs_an_aware_time(store: Store) -> None:
    memory = ConversationMemory(store)
    await memory.record(CONV, "q", "a", "run-1", AT)
    await memory.record(CONV, "q", "a", "run-1", AT)  # a retried delivery
    assert len(await memory.history(CONV)) == 1
    with pytest.raises(ValueError, match="timezone"):
        await memory.record(CONV, "q", "a", "run-2", datetime(2026, 1, 1))  # noqa: DTZ001
    assert await memory.forget(CONV) == 1
    assert await memory.history(CONV) == []


def test_summarise_folds_whitespace_and_marks_cuts() -> None:
    assert summarise("짧은\n\n답변") == "짧은 답변"
    assert summarise("가" * 301) == "가" * 300 + " …(요약)"


async def test_daily_quota_counts_agent_runs_per_user_and_day(store: Store) -> None:
    day = [date(2026, 11, 20)]
    quota = UserQuota(store, daily_runs=2, today=lambda: day[0])
    assert [await quota.take("slack", "U1") for _ in range(3)] == [True, True, False]
    assert await quota.used("slack", "U1") == 2  # the refused run was not counted
    assert await quota.take("slack", "U2") is True
    assert await quota.take("telegram", "U1") is True
    day[0] = date(2026, 11, 21)
    assert await quota.take("slack", "U1") is True
    unlimited = UserQuota(store, daily_runs=0)
    assert all([await unlimited.take("slack", "U9") for _ in range(5)])


async def test_two_processes_cannot_both_take_the_last_run(make_store: MakeStore) -> None:
    """The quota counts or refuses in one statement: two stores (two processes, or two replicas on
    PostgreSQL) racing for the last run of the day give it to exactly one."""
    day = date(2026, 11, 20)
    async with make_store() as one, make_store() as two:
        quotas = [UserQuota(s, daily_runs=5, today=lambda: day) for s in (one, two)]
        results = await asyncio.gather(*(quotas[i % 2].take("slack", "U1") for i in range(12)))
        assert results.count(True) == 5
        assert await quotas[0].used("slack", "U1") == 5
