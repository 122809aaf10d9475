"""What the Redis backend adds to the contract: a typed error when Redis is down, task cancellation that
reaches the caller from inside a blocking Redis call (why redis-py is pinned below 8), key prefixes."""

from __future__ import annotations

import asyncio
import re
import socket
import tomllib
from collections.abc import Awaitable
from pathlib import Path
from typing import Any, cast

import pytest
import redis
import redis.asyncio as aioredis
from structlog.testing import capture_logs

from core.errors import SharedStateError
from core.shared import Bucket, Window, open_shared
from core.shared.redis_backend import RedisShared

ROOT = Path(__file__).resolve().parents[3]


def closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])  # nothing listens once the socket is closed


async def test_redis_down_is_a_typed_error_naming_the_address_without_the_password() -> None:
    port = closed_port()
    shared = RedisShared.from_url(f"redis://:s3cret-pass@127.0.0.1:{port}/2")
    try:
        with capture_logs() as logs:
            with pytest.raises(SharedStateError) as caught:
                await shared.ping()
            with pytest.raises(SharedStateError):
                await shared.take("k", Bucket(1, 1.0))
            with pytest.raises(SharedStateError):
                await shared.lock("k", ttl_s=1, wait_s=1)
    finally:
        await shared.aclose()
    assert caught.value.address == f"127.0.0.1:{port}/2"
    assert "s3cret-pass" not in str(caught.value)
    assert caught.value.user_message.startswith("공유 상태 서버(Redis)")
    assert [e["event"] for e in logs] == ["shared_state_unavailable"]  # once, not per call


async def test_a_task_blocked_in_blpop_is_cancelled_and_the_pool_stays_sound(redis_url: str) -> None:
    client = aioredis.Redis.from_url(redis_url, decode_responses=True)
    try:

        async def blpop_for_ever() -> Any:
            return await cast("Awaitable[Any]", client.blpop(["never-pushed"], timeout=0))

        blocked = asyncio.create_task(blpop_for_ever())
        for _ in range(500):  # until Redis itself reports the client blocked
            if int((await client.info("clients"))["blocked_clients"]) == 1:
                break
            await asyncio.sleep(0.01)
        blocked.cancel()
        async with asyncio.timeout(5):
            with pytest.raises(asyncio.CancelledError):
                await blocked
        # the cancelled BLPOP's connection was dropped, not handed back still blocked: a push now is
        # not eaten by a ghost of it, and the next command reads its own answer
        await cast("Awaitable[int]", client.rpush("never-pushed", "x"))
        await client.set("other", "value")
        assert await client.get("other") == "value"
        assert await cast("Awaitable[int]", client.llen("never-pushed")) == 1
    finally:
        await client.aclose()


async def test_redis_py_is_pinned_to_the_line_that_propagates_cancellation() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert "redis>=7.4,<8" in project["dependencies"]
    major, minor = (int(part) for part in re.findall(r"\d+", redis.__version__)[:2])
    assert (major, minor) >= (7, 4) and major < 8


async def test_keys_live_under_the_prefix_so_two_deployments_can_share_one_redis(redis_url: str) -> None:
    one = RedisShared.from_url(redis_url, prefix="blue:")
    two = RedisShared.from_url(redis_url, prefix="green:")
    try:
        window = Window(limit=1, period_s=100)
        assert not isinstance(await one.enter("bot", window), float)
        assert not isinstance(await two.enter("bot", window), float)
        await one.put("kis:token", "a")
        assert await two.get("kis:token") is None
    finally:
        await one.aclose()
        await two.aclose()


async def test_open_shared_is_in_process_without_a_url(redis_url: str) -> None:
    assert open_shared(None) is None
    assert open_shared("") is None
    shared = open_shared(redis_url)
    assert isinstance(shared, RedisShared)
    try:
        await shared.ping()
    finally:
        await shared.aclose()
