"""The contract of shared state, the same for the in-process and the Redis backend (``replicas``):
two replicas' clients never grant more than a bucket or a window holds, locks are exclusive and expire,
values compare-and-delete, and a task waiting on a lock can be cancelled."""

from __future__ import annotations

import asyncio
import itertools
import time

import pytest

from core.shared import Bucket, Lease, Slot, Window
from tests.services.redis import Replicas

SLOW = Bucket(burst=3, per_second=0.001)  # three now, the next in ~1000 s


async def test_a_bucket_grants_its_burst_once_across_two_replicas(replicas: Replicas) -> None:
    a, b = replicas

    waits = await asyncio.gather(
        *(r.take("edit", SLOW) for r in itertools.islice(itertools.cycle(replicas), 20))
    )

    assert sorted(waits)[:3] == [0.0, 0.0, 0.0]
    assert all(wait > 900 for wait in sorted(waits)[3:])  # ~1000 s until the next token
    assert await a.take("other", SLOW) == 0.0  # keys are separate buckets
    assert await b.take("edit", SLOW) > 900


async def test_a_bucket_refills_at_its_rate(replicas: Replicas) -> None:
    a, b = replicas
    quick = Bucket(burst=1, per_second=50)
    asked = time.monotonic()  # before the first take: what passes until the second ends spans both
    assert await a.take("k", quick) == 0.0
    wait = await b.take("k", quick)
    # a wait of at most one token's time — none only when a token's time has passed (a loaded machine)
    assert 0 < wait <= 1 / 50 + 1e-6 or (wait == 0 and time.monotonic() - asked >= 1 / 50 - 1e-3)
    for _ in range(200):  # the token comes back after the wait the bucket named
        await asyncio.sleep(wait)
        wait = await b.take("k", quick)
        if wait == 0:
            break
    assert wait == 0


async def test_reservations_are_spaced_evenly_across_replicas(replicas: Replicas) -> None:
    a, b = replicas
    spaced = Bucket(burst=1, per_second=0.01)  # one every 100 s

    waits = [await (a if i % 2 else b).reserve("kis", spaced) for i in range(5)]

    assert waits[0] == 0.0
    assert [round(w / 100) for w in waits] == [0, 1, 2, 3, 4]


async def test_block_holds_every_replica_then_refills_from_empty(replicas: Replicas) -> None:
    a, b = replicas
    assert await a.take("slack", SLOW) == 0.0
    await a.block("slack", SLOW, 100.0)
    assert 99 < await b.take("slack", SLOW) <= 100
    assert await b.take("telegram", SLOW) == 0.0


async def test_a_window_counts_uses_from_their_end(replicas: Replicas) -> None:
    a, b = replicas
    window = Window(limit=3, period_s=100.0)
    slots = [await r.enter("bot", window) for r in (a, b, a)]
    assert all(isinstance(slot, Slot) for slot in slots)
    refused = await b.enter("bot", window)
    assert isinstance(refused, float) and refused > 0

    first, second = slots[0], slots[1]
    assert isinstance(first, Slot) and isinstance(second, Slot)
    await a.leave(first, window, sent=False)  # never sent: free at once
    again = await b.enter("bot", window)
    assert isinstance(again, Slot)
    await b.leave(second, window, sent=True)  # sent: counts for 100 s from now
    wait = await a.enter("bot", window)
    assert isinstance(wait, float) and 99 < wait <= 100


async def test_a_window_keeps_room_for_what_ranks_higher(replicas: Replicas) -> None:
    a, b = replicas
    window = Window(limit=10, period_s=100.0)
    assert isinstance(await a.enter("bot", window, allowed=2), Slot)
    assert isinstance(await b.enter("bot", window, allowed=2), Slot)
    assert isinstance(await a.enter("bot", window, allowed=2), float)  # a low priority's share is full
    assert isinstance(await b.enter("bot", window), Slot)  # the whole window is not


async def test_concurrent_users_of_two_replicas_never_exceed_the_window(replicas: Replicas) -> None:
    window = Window(limit=4, period_s=100.0)
    in_flight, most, done = 0, 0, 0

    async def send(replica_index: int) -> None:
        nonlocal in_flight, most, done
        replica = replicas[replica_index % 2]
        slot = await replica.enter("bot", window)
        for _ in range(2_000):
            if isinstance(slot, Slot):
                break
            await asyncio.sleep(0.005)  # another replica's leave is seen by asking again
            slot = await replica.enter("bot", window)
        assert isinstance(slot, Slot)
        in_flight += 1
        most = max(most, in_flight)
        await asyncio.sleep(0.005)
        in_flight -= 1
        await replica.leave(slot, window, sent=False)
        done += 1

    await asyncio.gather(*(send(i) for i in range(12)))

    assert done == 12
    assert most == 4


async def test_a_use_never_ended_stops_counting_after_its_hold(replicas: Replicas) -> None:
    a, b = replicas
    window = Window(limit=1, period_s=0.02, hold_s=0.05)
    assert isinstance(await a.enter("bot", window), Slot)  # its replica dies without leaving
    got = await b.enter("bot", window)
    for _ in range(200):
        if isinstance(got, Slot):
            break
        await asyncio.sleep(min(got, 0.02))
        got = await b.enter("bot", window)
    assert isinstance(got, Slot)


async def test_a_lock_is_exclusive_across_replicas(replicas: Replicas) -> None:
    a, b = replicas
    lease = await a.lock("kis:issue", ttl_s=30)
    assert lease is not None
    assert await b.lock("kis:issue", ttl_s=30) is None
    assert await b.unlock(Lease("kis:issue", "not-the-holder")) is False
    assert await a.unlock(lease) is True
    assert await b.lock("kis:issue", ttl_s=30) is not None


async def test_concurrent_lockers_hold_it_one_at_a_time(replicas: Replicas) -> None:
    holders, most, served = 0, 0, 0

    async def work(index: int) -> None:
        nonlocal holders, most, served
        lease = await replicas[index % 2].lock("job", ttl_s=30, wait_s=20)
        assert lease is not None
        holders += 1
        most = max(most, holders)
        await asyncio.sleep(0)
        holders -= 1
        served += 1
        assert await replicas[index % 2].unlock(lease)

    await asyncio.gather(*(work(i) for i in range(8)))

    assert (served, most) == (8, 1)


async def test_a_lock_whose_holder_died_expires(replicas: Replicas) -> None:
    a, b = replicas
    dead = await a.lock("kis:issue", ttl_s=0.1)  # its holder never unlocks
    assert dead is not None

    lease = await b.lock("kis:issue", ttl_s=30, wait_s=10)

    assert lease is not None
    assert await a.unlock(dead) is False  # too late: it must not release the new holder's lock
    assert await a.lock("kis:issue", ttl_s=30) is None


async def test_a_waiter_gets_the_lock_when_it_is_released(replicas: Replicas) -> None:
    a, b = replicas
    lease = await a.lock("k", ttl_s=60)
    assert lease is not None
    waiter = asyncio.create_task(b.lock("k", ttl_s=60, wait_s=30))
    await asyncio.sleep(0.01)
    assert await a.unlock(lease)
    assert await waiter is not None


async def test_cancelling_a_task_waiting_for_a_lock_raises_cancelled_error(replicas: Replicas) -> None:
    a, b = replicas
    assert await a.lock("k", ttl_s=60) is not None
    entered = asyncio.Event()

    async def wait_for_lock() -> Lease | None:
        entered.set()
        return await b.lock("k", ttl_s=60, wait_s=60)

    waiter = asyncio.create_task(wait_for_lock())
    await entered.wait()
    await asyncio.sleep(0.05)  # let it block inside the wait
    waiter.cancel()
    async with asyncio.timeout(5):
        with pytest.raises(asyncio.CancelledError):
            await waiter
    assert waiter.cancelled()


async def test_values_expire_and_drop_only_what_they_hold(replicas: Replicas) -> None:
    a, b = replicas
    assert await a.get("kis:token") is None
    await a.put("kis:token", "tok-1", ttl_s=60)
    assert await b.get("kis:token") == "tok-1"
    assert await b.drop("kis:token", "tok-0") is False
    assert await b.get("kis:token") == "tok-1"
    assert await b.drop("kis:token", "tok-1") is True
    assert await a.get("kis:token") is None

    await a.put("short", "x", ttl_s=0.05)
    for _ in range(200):
        if await b.get("short") is None:
            break
        await asyncio.sleep(0.01)
    assert await b.get("short") is None


async def test_ping_says_the_backend_serves(replicas: Replicas) -> None:
    for replica in replicas:
        await replica.ping()
