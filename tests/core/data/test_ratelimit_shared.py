"""KIS calls of two replicas spaced as one (``replicas``: in-process and Redis), and alone again when
Redis cannot be reached."""

from __future__ import annotations

import socket

from core.clock import VirtualClock
from core.data.ratelimit import RateLimiter
from core.shared.redis_backend import RedisShared
from tests.services.redis import Replicas


async def test_two_replicas_space_their_calls_together(replicas: Replicas) -> None:
    clock = VirtualClock(0.0)
    limiters = [RateLimiter(0.01, sleep=clock.sleep, shared=replica, key="kis:abc") for replica in replicas]

    for i in range(4):
        await limiters[i % 2].acquire()

    assert [round(d / 100) for d in clock.delays] == [1, 2, 3]  # one call every 100 s, across both


async def test_an_unreachable_redis_leaves_the_process_spacing_its_own_calls() -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    down = RedisShared.from_url(f"redis://127.0.0.1:{port}/0")
    clock = VirtualClock(0.0)
    limiter = RateLimiter(2.0, monotonic=clock, sleep=clock.sleep, shared=down)
    try:
        await limiter.acquire()
        await limiter.acquire()
    finally:
        await down.aclose()
    assert clock.delays == [0.5]
