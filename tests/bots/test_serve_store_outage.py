"""PostgreSQL going away under a running ``dexter serve`` (its own server, stopped mid-test): ``/readyz``
turns 503 naming the store, Slack events and Telegram webhook deliveries are refused with a 5xx (the
platforms deliver them again), nothing is half-written; once the server is back, the redelivery is
accepted and answered exactly once."""

from __future__ import annotations

import asyncio
import contextlib
import json
import shutil
import subprocess
import tempfile
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import psycopg
import pytest

from bots.relay.cluster.journal import RunJournal
from bots.relay.ports import ShuttingDown
from core.clock import VirtualClock
from core.config import Settings
from core.errors import StoreError
from core.store.postgres import PostgresStore
from evals.emulators.slack import FakeSlack
from evals.emulators.slack_events import app_mention
from evals.emulators.slack_signing import signed_event_request
from evals.emulators.telegram import FakeTelegram
from evals.emulators.telegram_updates import USER_ID
from evals.services.postgres import PostgresServer, free_port, initdb, os_user, postgres_bindir, stop
from tests.bots.relay.fakes import FakePort, GatedAgent, guarded, inbound, relay_for
from tests.bots.telegram.test_telegram_serve import serving

SLACK_TOKEN = "xoxb-test"
SLACK_SECRET = "test-signing-secret-0123456789"
TG_TOKEN = "123456:TEST-token"
PASSWORD = "Outage-Pw-4471"  # the test server trusts loopback: any password works
GUARD_S = 60.0


class StoppableServer:
    """A PostgreSQL of this test's own, stopped and started again on the same port."""

    def __init__(self, bindir: Path, data: Path, user: str | None) -> None:
        self.bindir, self.data, self.user = bindir, data, user
        self.port = free_port()
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return PostgresServer(self.port).url(password=PASSWORD)

    def start(self) -> None:
        args = [str(self.bindir / "postgres"), "-D", str(self.data), "-p", str(self.port)]
        for setting in ("listen_addresses=127.0.0.1", "unix_socket_directories=", "fsync=off"):
            args += ["-c", setting]
        log = (self.data.parent / "postgres.log").open("ab")
        self.process = subprocess.Popen(
            args, user=self.user, stdin=subprocess.DEVNULL, stdout=log, stderr=log, cwd=self.data.parent
        )
        log.close()
        deadline = time.monotonic() + 30
        while self.process.poll() is None and time.monotonic() < deadline:
            try:
                psycopg.connect(PostgresServer(self.port).url(), connect_timeout=1).close()
            except psycopg.OperationalError:
                time.sleep(0.05)
            else:
                return
        raise RuntimeError("postgres did not start")

    def stop(self) -> None:
        if self.process is not None:
            stop(self.process)
            self.process = None


@pytest.fixture
def own_postgres(postgres_server: PostgresServer) -> Iterator[StoppableServer]:
    """Needs the binaries like the session's server (skipped without them the same way)."""
    bindir = postgres_bindir()
    assert bindir is not None
    user = os_user()
    root = Path(tempfile.mkdtemp(prefix="dexter-pg-outage-"))
    data = root / "data"
    data.mkdir()
    if user is not None:
        shutil.chown(root, user)
        shutil.chown(data, user)
    server = StoppableServer(bindir, data, user)
    try:
        initdb(bindir, data, user)
        server.start()
        yield server
    finally:
        server.stop()
        shutil.rmtree(root, ignore_errors=True)


async def readyz(http: httpx.AsyncClient, port: int) -> tuple[int, dict[str, Any]]:
    response = await http.get(f"http://127.0.0.1:{port}/readyz", timeout=10)
    return response.status_code, response.json()


async def until(check: Callable[[], Awaitable[bool]], what: str) -> None:
    """Poll ``check`` (the state of a server or an emulator) until it holds; a guard against hangs."""
    deadline = asyncio.get_running_loop().time() + GUARD_S
    while not await check():
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        await asyncio.sleep(0.05)


def replies(slack: FakeSlack, body: dict[str, Any], count: int) -> Callable[[], Awaitable[bool]]:
    async def check() -> bool:
        return len(slack.thread(str(body["event"]["channel"]), str(body["event"]["ts"]))) >= count

    return check


async def ready(http: httpx.AsyncClient, port: int) -> bool:
    return (await readyz(http, port))[0] == 200


async def runs_stored(url: str) -> list[str]:
    async with await psycopg.AsyncConnection.connect(url, autocommit=True) as connection:
        cursor = await connection.execute("SELECT question FROM relay_runs ORDER BY created_at")
        return [str(row[0]) for row in await cursor.fetchall()]


@contextlib.asynccontextmanager
async def platforms() -> AsyncIterator[tuple[FakeSlack, FakeTelegram]]:
    async with FakeSlack(token=SLACK_TOKEN) as slack, FakeTelegram(token=TG_TOKEN) as telegram:
        yield slack, telegram


async def test_deliveries_are_refused_while_postgresql_is_down_and_taken_once_it_is_back(
    own_postgres: StoppableServer, tmp_path: Path
) -> None:
    port = free_port()
    async with platforms() as (slack, telegram), httpx.AsyncClient() as http:
        settings = Settings(
            DEXTER_HOME=str(tmp_path),
            DEXTER_OFFLINE="1",
            DEXTER_DATABASE_URL=own_postgres.url,
            SLACK_BOT_TOKEN=SLACK_TOKEN,
            SLACK_SIGNING_SECRET=SLACK_SECRET,
            SLACK_API_URL=slack.api_url,
            TELEGRAM_BOT_TOKEN=TG_TOKEN,
            TELEGRAM_API_URL=telegram.api_url,
            TELEGRAM_WEBHOOK_URL=f"http://127.0.0.1:{port}/telegram/webhook",
            DEXTER_ALLOW_TELEGRAM="*",
        )

        async def post_event(body: dict[str, Any]) -> int:
            headers, raw = signed_event_request(SLACK_SECRET, body)
            url = f"http://127.0.0.1:{port}/slack/events"
            return (await http.post(url, content=raw.encode(), headers=headers, timeout=30)).status_code

        async with serving(settings, slack=True, telegram=True, port=port):
            assert (await readyz(http, port))[0] == 200
            first = app_mention("000660", channel="C1")
            assert await post_event(first) == 200
            await until(replies(slack, first, 2), "the first answer")

            own_postgres.stop()
            status, body = await readyz(http, port)
            assert status == 503 and body["not_ready"] == ["store"]
            assert f"127.0.0.1:{own_postgres.port}" in body["reasons"]["store"]
            assert PASSWORD not in json.dumps(body)
            second = app_mention("005930", channel="C2")
            assert await post_event(second) == 503  # Slack delivers it again
            update = telegram.private_text("/dexter 035720")
            assert await telegram.deliver_webhook(update) == 503  # so does Telegram
            assert (
                slack.thread("C2", str(second["event"]["ts"])) == [] and telegram.bot_messages(USER_ID) == []
            )

            own_postgres.start()
            await until(lambda: ready(http, port), "ready again")
            assert await runs_stored(own_postgres.url) == ["000660"]  # nothing of the refused ones
            assert await post_event(second) == 200
            assert await post_event(second) == 200  # a second redelivery: the same run
            assert await telegram.deliver_webhook(update) == 200
            await until(replies(slack, second, 2), "the redelivered event's answer")
            await telegram.wait_for(lambda: len(telegram.bot_messages(USER_ID)) >= 2, timeout=10)
        assert len(slack.thread("C2", str(second["event"]["ts"]))) == 2  # progress + answer, once
        assert len(telegram.bot_messages(USER_ID)) == 2
        assert sorted(await runs_stored(own_postgres.url)) == ["000660", "005930", "035720"]


async def test_the_journal_stores_nothing_while_postgresql_is_down(own_postgres: StoppableServer) -> None:
    """Past the readiness probe: a store that fails at accept refuses the delivery (it raises; nothing
    runs, nothing is kept) and takes the same delivery once the server is back."""
    async with PostgresStore(own_postgres.url, timeout_s=1.0) as store:
        agent = GatedAgent()
        relay = relay_for(FakePort(VirtualClock()), agent, journal=RunJournal(store))
        message = inbound("삼성전자")
        await RunJournal(store).open()
        own_postgres.stop()
        with pytest.raises(StoreError) as refused:
            await relay.handle(message)
        assert not isinstance(refused.value, ShuttingDown) and PASSWORD not in str(refused.value)
        assert relay.runs.pending == 0 and agent.calls == []
        own_postgres.start()
        async with asyncio.timeout(GUARD_S):
            while True:
                try:
                    accepted = await relay.handle(message)
                    break
                except StoreError:
                    await asyncio.sleep(0.2)  # the pool reconnects
        assert accepted and not await relay.handle(message)  # once
        await guarded(relay.wait_idle())
        assert len(agent.calls) == 1
        assert await store.fetchone("SELECT COUNT(*) FROM relay_runs") == (1,)
        await relay.aclose()
