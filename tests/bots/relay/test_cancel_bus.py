"""⏹ across replicas (bots.relay.cluster.cancel_bus): two relays, each with its own connection to one PostgreSQL,
stop each other's runs — by notification, and by the sweep when the notification was missed."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import AsyncExitStack
from typing import Any

import psycopg
import pytest

from bots.relay.cluster.cancel_bus import LocalCancels, PostgresCancels, cancel_bus_for
from bots.relay.cluster.journal import RunJournal
from core.clock import VirtualClock
from core.store import SqliteStore
from core.store.postgres import PostgresStore
from tests.bots.relay.fakes import FakePort, GatedAgent, final_edit, guarded, inbound, relay_for

CONV = ("slack", "T1", "C1", "100.1")
NO_SWEEP_S = 3_600.0  # the stop must come by notification


class WatchedCancels(PostgresCancels):
    """The cancel bus, counting the sweeps its listener runs on every (re)connect."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.sweeps = 0
        self._swept = asyncio.Event()

    async def sweep(self) -> None:
        await super().sweep()
        self.sweeps += 1
        self._swept.set()

    async def swept(self, count: int) -> None:
        """Wait until it has swept ``count`` times."""
        while self.sweeps < count:
            self._swept.clear()
            await self._swept.wait()


class Replica:
    """One replica: its own store connection, journal, port, agent and relay."""

    def __init__(self, store: PostgresStore, name: str, *, sweep_s: float) -> None:
        self.store = store
        self.port = FakePort(VirtualClock())
        self.agent = GatedAgent()
        self.relay = relay_for(self.port, self.agent, ids=name, journal=RunJournal(store))
        self.bus = WatchedCancels(self.relay.runs, store, sweep_s=sweep_s)
        self.relay.cancels = self.bus


@pytest.fixture
async def replicas(postgres_url: str) -> AsyncIterator[AsyncExitStack]:
    async with AsyncExitStack() as stack:
        yield stack


async def replica(
    stack: AsyncExitStack, url: str, name: str, *, sweep_s: float = NO_SWEEP_S, start: bool = True
) -> Replica:
    store = await stack.enter_async_context(PostgresStore(url))
    made = Replica(store, name, sweep_s=sweep_s)
    stack.push_async_callback(made.relay.aclose)
    if start:
        await made.relay.__aenter__()
        assert made.bus.listener is not None
        await guarded(made.bus.listener.connected.wait())
    return made


async def running(owner: Replica, text: str = "오래 걸리는 질문", user: str = "U1") -> None:
    owner.agent.hold(text)
    assert await owner.relay.handle(inbound(text, user=user))
    await guarded(owner.agent.started[text].wait())


async def test_a_stop_on_replica_b_ends_the_run_on_replica_a(
    postgres_url: str, replicas: AsyncExitStack
) -> None:
    a = await replica(replicas, postgres_url, "a")
    b = await replica(replicas, postgres_url, "b")
    await running(a)
    assert b.relay.runs.find(CONV) is None  # nothing of it on B
    assert await b.relay.run_owner(CONV, "a-1") == "U1"  # the asker, from the shared run record
    assert await b.relay.cancel(CONV, "a-1", by="U1") is True
    await guarded(a.relay.wait_idle())
    assert final_edit(a.port).text == "⏹ 취소됨 (run a-1)"  # the owner replica edits its message
    assert a.port.of("post_chunk") == [] and b.port.calls == []
    assert a.bus.stopped_for_others == ["a-1"]
    assert await b.relay.run_owner(CONV, "a-1") is None  # ended: nothing left to stop
    assert await b.relay.cancel(CONV, "a-1") is False


async def test_a_conversation_stop_finds_the_active_run_on_the_other_replica(
    postgres_url: str, replicas: AsyncExitStack
) -> None:
    a = await replica(replicas, postgres_url, "a")
    b = await replica(replicas, postgres_url, "b")
    assert await b.relay.run_owner(CONV) is None and await b.relay.cancel(CONV) is False
    await running(a, user="U7")
    assert await b.relay.run_owner(CONV) == "U7"
    assert await b.relay.cancel(CONV, by="U7") is True
    assert await b.relay.cancel(CONV, by="U7") is False  # asked once already
    await guarded(a.relay.wait_idle())
    assert final_edit(a.port).text == "⏹ 취소됨 (run a-1)"


async def test_a_missed_notification_is_caught_when_the_listener_connects(
    postgres_url: str, replicas: AsyncExitStack
) -> None:
    a = await replica(replicas, postgres_url, "a", start=False)  # not listening yet
    b = await replica(replicas, postgres_url, "b")
    await running(a)
    assert await b.relay.cancel(CONV, "a-1") is True  # nobody heard it
    assert a.relay.runs.find(CONV, "a-1") is not None and a.bus.stopped_for_others == []
    await a.relay.__aenter__()  # connects: the sweep reads the stored request
    await guarded(a.relay.wait_idle())
    assert final_edit(a.port).text == "⏹ 취소됨 (run a-1)"


async def test_the_periodic_sweep_stops_a_run_whose_notification_was_lost(
    postgres_url: str, replicas: AsyncExitStack
) -> None:
    a = await replica(replicas, postgres_url, "a", sweep_s=0.05)
    b = await replica(replicas, postgres_url, "b")
    await running(a)
    # the request is stored without its notification (as when A's listener was reconnecting)
    await b.store.execute(
        "INSERT INTO relay_cancels (run_id, conversation, requested_by, requested_at)"
        " VALUES ('a-1', ?, 'U1', EXTRACT(EPOCH FROM clock_timestamp()))",
        ('["slack","T1","C1","100.1"]',),
    )
    await guarded(a.relay.wait_idle())
    assert final_edit(a.port).text == "⏹ 취소됨 (run a-1)" and a.bus.stopped_for_others == ["a-1"]


async def test_the_listener_reconnects_after_its_connection_is_killed(
    postgres_url: str, replicas: AsyncExitStack
) -> None:
    a = await replica(replicas, postgres_url, "a")
    b = await replica(replicas, postgres_url, "b")
    await guarded(a.bus.swept(1))  # the first connect's catch-up (the periodic sweep waits an hour)
    async with await psycopg.AsyncConnection.connect(postgres_url, autocommit=True) as admin:
        await admin.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
            " WHERE query LIKE 'LISTEN%%' AND pid <> pg_backend_pid()"
        )
    await guarded(a.bus.swept(2))  # connected again
    await running(a)
    assert await b.relay.cancel(CONV, "a-1") is True
    await guarded(a.relay.wait_idle())
    assert final_edit(a.port).text == "⏹ 취소됨 (run a-1)" and a.bus.stopped_for_others == ["a-1"]


async def test_a_run_here_is_stopped_directly_and_sqlite_stays_in_process(
    postgres_url: str,
    replicas: AsyncExitStack,
    journal: RunJournal,
) -> None:
    a = await replica(replicas, postgres_url, "a")
    await running(a)
    assert await a.relay.run_owner(CONV) == "U1"
    assert await a.relay.cancel(CONV) is True
    await guarded(a.relay.wait_idle())
    assert await a.store.fetchone("SELECT COUNT(*) FROM relay_cancels") == (0,)  # nothing stored
    relay = relay_for(FakePort(VirtualClock()), GatedAgent(), journal=journal)
    assert isinstance(relay.cancels, LocalCancels) and not isinstance(relay.cancels, PostgresCancels)
    assert type(cancel_bus_for(SqliteStore(":memory:"), relay.runs)) is LocalCancels
    assert type(cancel_bus_for(a.store, relay.runs)) is PostgresCancels
