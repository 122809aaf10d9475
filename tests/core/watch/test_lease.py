"""Leases (core.watch.lease) on SQLite and PostgreSQL: whose clock decides expiry, and ``Leader`` — one
of several processes runs the job, another takes over when it stops or dies."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable, Coroutine
from typing import Any

import pytest

from core.store import Store
from core.watch import Leader, StoreLease
from tests.services.stores import MakeStore

GUARD_S = 10.0
TTL_S = 1.0  # a standby may take over a renewal (RENEW_S) after the holder stopped: room for a busy loop
RENEW_S = 0.25


async def test_expiry_is_on_the_databases_clock_on_postgresql(
    store: Store, store_backend: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("core.watch.lease.time.time", lambda: 1_000.0)  # this host's clock is far off
    lease = StoreLease(store)
    assert await lease.acquire("job", "a", 60.0)
    row = await store.fetchone("SELECT expires_at FROM leases WHERE name = 'job'")
    assert row is not None
    if store_backend == "postgres":
        now = await store.fetchone("SELECT EXTRACT(EPOCH FROM clock_timestamp())")
        assert now is not None
        assert 55.0 < float(row[0]) - float(now[0]) <= 60.0  # not 1,060: the host clock is not used
    else:
        assert float(row[0]) == 1_060.0  # one machine: its own clock
    assert await lease.holder("job") == "a"
    assert not await StoreLease(store).acquire("job", "b", 60.0)


async def test_an_injected_clock_still_decides_on_both_backends(store: Store) -> None:
    now = [5_000.0]
    lease = StoreLease(store, clock=lambda: now[0])
    assert await lease.acquire("job", "a", 10.0)
    assert not await lease.acquire("job", "b", 10.0)
    now[0] += 10.0
    assert await lease.acquire("job", "b", 10.0) and await lease.holder("job") == "b"


class Jobs:
    """The job each leader runs: notes who runs it, until cancelled."""

    def __init__(self) -> None:
        self.running: set[str] = set()
        self.overlaps = 0
        self.changed = asyncio.Condition()

    def job(self, name: str) -> Callable[[], Coroutine[Any, Any, None]]:
        async def run() -> None:
            async with self.changed:
                self.overlaps += bool(self.running)
                self.running.add(name)
                self.changed.notify_all()
            try:
                await asyncio.Event().wait()
            finally:
                async with self.changed:
                    self.running.discard(name)
                    self.changed.notify_all()

        return run

    async def until(self, predicate: Callable[[], bool]) -> None:
        async with asyncio.timeout(GUARD_S), self.changed:
            await self.changed.wait_for(predicate)


@pytest.fixture
async def two_stores(make_store: MakeStore) -> AsyncIterator[tuple[Store, Store]]:
    async with make_store() as one, make_store() as two:
        yield one, two


def leader(store: Store, holder: str) -> Leader:
    return Leader(StoreLease(store), "poller", holder, ttl_s=TTL_S, renew_s=RENEW_S)


async def test_one_leads_and_the_other_takes_over_when_it_stops(two_stores: tuple[Store, Store]) -> None:
    jobs = Jobs()
    a, b = leader(two_stores[0], "a"), leader(two_stores[1], "b")
    task_a = asyncio.create_task(a.run(jobs.job("a")))
    await jobs.until(lambda: jobs.running == {"a"})
    task_b = asyncio.create_task(b.run(jobs.job("b")))
    try:
        assert await StoreLease(two_stores[1]).holder("poller") == "a" and not b.leading
        task_a.cancel()  # a graceful stop gives the lease up
        await asyncio.wait([task_a])
        await jobs.until(lambda: jobs.running == {"b"})
        assert b.leading and b.terms == 1 and jobs.overlaps == 0
    finally:
        task_b.cancel()
        await asyncio.wait([task_b])
    assert await StoreLease(two_stores[0]).holder("poller") is None


class Frozen:
    """A holder that stopped renewing without giving the lease up (its process died)."""

    def __init__(self, lease: StoreLease) -> None:
        self.lease = lease
        self.dead = False

    async def acquire(self, name: str, holder: str, ttl_s: float) -> bool:
        if self.dead:
            await asyncio.Event().wait()  # hangs, like a process that is gone
        return await self.lease.acquire(name, holder, ttl_s)

    async def release(self, name: str, holder: str) -> None:
        if not self.dead:
            await self.lease.release(name, holder)


async def test_a_dead_holders_lease_expires_and_the_other_takes_over(
    two_stores: tuple[Store, Store],
) -> None:
    jobs = Jobs()
    frozen = Frozen(StoreLease(two_stores[0]))
    a = Leader(frozen, "poller", "a", ttl_s=TTL_S, renew_s=RENEW_S)
    b = leader(two_stores[1], "b")
    task_a = asyncio.create_task(a.run(jobs.job("a")))
    await jobs.until(lambda: jobs.running == {"a"})
    task_b = asyncio.create_task(b.run(jobs.job("b")))
    try:
        frozen.dead = True
        # a notices it cannot renew and stops its job; b takes over once the lease expired
        await jobs.until(lambda: jobs.running == {"b"})
        assert not a.leading and jobs.overlaps == 0
    finally:
        for task in (task_a, task_b):
            task.cancel()
        await asyncio.wait([task_a, task_b])


async def test_a_leader_whose_lease_was_taken_stops_its_job(two_stores: tuple[Store, Store]) -> None:
    jobs = Jobs()
    a = leader(two_stores[0], "a")
    task_a = asyncio.create_task(a.run(jobs.job("a")))
    try:
        await jobs.until(lambda: jobs.running == {"a"})
        await two_stores[1].execute(
            "UPDATE leases SET holder = 'intruder', expires_at = expires_at + 3600 WHERE name = 'poller'"
        )
        await jobs.until(lambda: not jobs.running)
        assert not a.leading
    finally:
        task_a.cancel()
        await asyncio.wait([task_a])


async def test_a_job_that_ends_by_itself_ends_the_leader_and_frees_the_lease(store: Store) -> None:
    ran: list[str] = []

    async def once() -> None:
        ran.append("once")

    await asyncio.wait_for(leader(store, "a").run(once), GUARD_S)
    assert ran == ["once"] and await StoreLease(store).holder("poller") is None
