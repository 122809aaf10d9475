"""Redis going away under a running ``dexter serve`` (``DEXTER_REDIS_URL``; its own server, stopped
mid-test): ``/readyz`` turns 503 naming it, Slack deliveries are refused with a 503 (the platform delivers
them again, to this or another replica) instead of running with budgets counted per replica; once Redis
is back, the redelivery is accepted and answered exactly once."""

from __future__ import annotations

import asyncio
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from core.config import Settings
from evals.emulators.slack import FakeSlack
from evals.emulators.slack_events import app_mention
from evals.emulators.slack_signing import signed_event_request
from evals.services.postgres import free_port
from evals.services.redis import RedisServer, redis_server_binary, start, stop
from tests.bots.telegram.test_telegram_serve import serving

SLACK_TOKEN = "xoxb-test"
SLACK_SECRET = "test-signing-secret-0123456789"
GUARD_S = 60.0


class StoppableRedis:
    """A redis-server of this test's own, stopped and started again on the same port."""

    def __init__(self, binary: str, workdir: Path) -> None:
        self.binary, self.workdir = binary, workdir
        self.process, self.port = start(binary, workdir)

    @property
    def url(self) -> str:
        return RedisServer(f"redis://127.0.0.1:{self.port}/0", self.port).url

    def stop(self) -> None:
        stop(self.process)

    def restart(self) -> None:
        args = [self.binary, "--port", str(self.port), "--bind", "127.0.0.1", "--dir", str(self.workdir)]
        args += ["--save", "", "--appendonly", "no"]
        self.process = subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL)


@pytest.fixture
def own_redis(redis_server: RedisServer, tmp_path: Path) -> Iterator[StoppableRedis]:
    """Needs redis-server like the session's server (skipped without it the same way)."""
    binary = redis_server_binary()
    assert binary is not None
    server = StoppableRedis(binary, tmp_path)
    try:
        yield server
    finally:
        server.stop()


async def until_status(http: httpx.AsyncClient, url: str, status: int, what: str) -> dict[str, Any]:
    deadline = asyncio.get_running_loop().time() + GUARD_S
    while True:
        response = await http.get(url, timeout=10)
        if response.status_code == status:
            body: dict[str, Any] = response.json()
            return body
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        await asyncio.sleep(0.05)


async def test_deliveries_are_refused_while_redis_is_down_and_taken_once_it_is_back(
    own_redis: StoppableRedis, tmp_path: Path
) -> None:
    port = free_port()
    async with FakeSlack(token=SLACK_TOKEN) as slack, httpx.AsyncClient() as http:
        settings = Settings(
            DEXTER_HOME=str(tmp_path / "home"),
            DEXTER_OFFLINE="1",
            DEXTER_REDIS_URL=own_redis.url,
            SLACK_BOT_TOKEN=SLACK_TOKEN,
            SLACK_SIGNING_SECRET=SLACK_SECRET,
            SLACK_API_URL=slack.api_url,
        )

        async def post_event(body: dict[str, Any]) -> int:
            headers, raw = signed_event_request(SLACK_SECRET, body)
            url = f"http://127.0.0.1:{port}/slack/events"
            return (await http.post(url, content=raw.encode(), headers=headers, timeout=30)).status_code

        readyz = f"http://127.0.0.1:{port}/readyz"
        async with serving(settings, slack=True, telegram=False, port=port):
            await until_status(http, readyz, 200, "ready")
            own_redis.stop()
            body = await until_status(http, readyz, 503, "not ready without redis")
            assert body["not_ready"] == ["redis"]
            question = app_mention("005930", channel="C1")
            thread = str(question["event"]["ts"])
            assert await post_event(question) == 503  # Slack delivers it again
            assert slack.thread("C1", thread) == []

            own_redis.restart()
            await until_status(http, readyz, 200, "ready again")
            assert await post_event(question) == 200
            assert await post_event(question) == 200  # a second redelivery: the same run
            deadline = asyncio.get_running_loop().time() + GUARD_S
            while len(slack.thread("C1", thread)) < 2:
                assert asyncio.get_running_loop().time() < deadline, "the redelivered event's answer"
                await asyncio.sleep(0.05)
        replies = slack.thread("C1", thread)
        assert len(replies) == 2 and "삼성전자 (005930)" in str(replies[-1].text) + str(replies[-1].blocks)
