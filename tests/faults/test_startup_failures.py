"""`dexter serve` that cannot start says why in doctor's words — one Korean line naming the cause and
one with the fix — and exits 2, with no traceback (``--debug`` shows it): each broken condition is a
real `dexter serve` process against the loopback emulators (or nothing listening at all)."""

from __future__ import annotations

import asyncio
import os
import socket
import sys
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from aiohttp import web

from evals.emulators.slack import FakeSlack
from evals.emulators.telegram import FakeTelegram
from tests.faults.harness import GUARD_S, free_port

SECRET = "signing-" + "secret-0123456789abcdef"
SLACK_TOKEN = "xoxb-" + "1111-2222-startupfaults"
TELEGRAM_TOKEN = "123456:" + "STARTUP-faults-token"
SCOPES = (
    "app_mentions:read,channels:history,groups:history,im:history,im:read,im:write,chat:write,"
    "commands,files:write,assistant:write"
)


@dataclass
class Ended:
    code: int
    err: str

    @property
    def korean_lines(self) -> list[str]:
        return [line for line in self.err.splitlines() if line.startswith(("오류:", "해결:"))]


async def serve(tmp_path: Path, *args: str, **env: str) -> Ended:
    base = {k: v for k, v in os.environ.items() if not k.startswith(("DEXTER_", "SLACK_", "TELEGRAM_"))}
    base |= {"DEXTER_HOME": str(tmp_path / "home"), "DEXTER_OFFLINE": "1", "COLUMNS": "300"}
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        "-c",
        "from bots.cli import main; main()",
        "serve",
        *args,
        env=base | env,
        stdout=asyncio.subprocess.DEVNULL,
        stderr=asyncio.subprocess.PIPE,
    )
    try:
        async with asyncio.timeout(GUARD_S * 2):
            _, err = await proc.communicate()
    finally:
        if proc.returncode is None:
            proc.kill()
            await proc.wait()
    return Ended(proc.returncode or 0, err.decode())


def assert_explained(ended: Ended, cause: str, fix: str) -> None:
    assert ended.code == 2, ended.err
    assert "Traceback" not in ended.err, ended.err
    what, how = ended.korean_lines
    assert what.startswith("오류:") and cause in what, ended.err
    assert how.startswith("해결:") and fix in how, ended.err
    assert SLACK_TOKEN not in ended.err and TELEGRAM_TOKEN not in ended.err


class ScopedSlack(FakeSlack):
    """Sends the token's granted scopes in ``x-oauth-scopes``, as Slack does."""

    def __init__(self, *, scopes: str, token: str) -> None:
        super().__init__(token=token)
        self.scopes = scopes

    def routes(self, app: web.Application) -> None:
        super().routes(app)

        async def add_scopes(_request: web.Request, response: web.StreamResponse) -> None:
            response.headers["x-oauth-scopes"] = self.scopes

        app.on_response_prepare.append(add_scopes)


@pytest.fixture
async def slack() -> AsyncIterator[ScopedSlack]:
    async with ScopedSlack(token=SLACK_TOKEN, scopes=SCOPES) as fake:
        yield fake


def slack_env(url: str, token: str = SLACK_TOKEN) -> dict[str, str]:
    return {"SLACK_BOT_TOKEN": token, "SLACK_SIGNING_SECRET": SECRET, "SLACK_API_URL": url}


async def test_slack_unreachable_by_dns(tmp_path: Path) -> None:
    ended = await serve(tmp_path, "--slack", **slack_env("http://slack.nonexistent.invalid/api/"))
    assert_explained(ended, "auth.test: DNS", "SLACK_API_URL")


async def test_slack_refusing_connections(tmp_path: Path) -> None:
    ended = await serve(tmp_path, "--slack", **slack_env(f"http://127.0.0.1:{free_port()}/api/"))
    assert_explained(ended, "auth.test: 연결 거부", "SLACK_API_URL")


async def test_slack_tls_failure(tmp_path: Path, slack: ScopedSlack) -> None:
    tls = slack.api_url.replace("http://", "https://")  # TLS spoken to a plain HTTP server
    ended = await serve(tmp_path, "--slack", **slack_env(tls))
    assert_explained(ended, "auth.test: TLS", "인증서")


async def test_a_wrong_slack_token(tmp_path: Path, slack: ScopedSlack) -> None:
    ended = await serve(tmp_path, "--slack", **slack_env(slack.api_url, "xoxb-" + "9999-8888-wrongtoken"))
    assert_explained(ended, "invalid_auth", "SLACK_BOT_TOKEN")


async def test_a_slack_token_missing_a_scope(tmp_path: Path) -> None:
    async with ScopedSlack(token=SLACK_TOKEN, scopes=SCOPES.replace(",files:write", "")) as fake:
        ended = await serve(tmp_path, "--slack", **slack_env(fake.api_url))
    assert_explained(ended, "빠진 권한: files:write", "files:write")


async def test_a_wrong_telegram_token(tmp_path: Path) -> None:
    async with FakeTelegram(token=TELEGRAM_TOKEN) as fake:
        env = {"TELEGRAM_BOT_TOKEN": "123456:" + "WRONG-token-for-test", "TELEGRAM_API_URL": fake.api_url}
        ended = await serve(tmp_path, "--telegram", **env)
    assert_explained(ended, "getMe: HTTP 401", "TELEGRAM_BOT_TOKEN")


async def test_the_port_in_use(tmp_path: Path, slack: ScopedSlack) -> None:
    with socket.socket() as taken:
        taken.bind(("0.0.0.0", 0))
        taken.listen()
        port = taken.getsockname()[1]
        ended = await serve(tmp_path, "--slack", "--port", str(port), **slack_env(slack.api_url))
    assert_explained(ended, f"포트 {port}", "--port")


async def test_postgresql_unreachable(tmp_path: Path, slack: ScopedSlack) -> None:
    url = f"postgresql://dexter:pgpass-0123@127.0.0.1:{free_port()}/dexter"
    ended = await serve(tmp_path, "--slack", DEXTER_DATABASE_URL=url, **slack_env(slack.api_url))
    assert_explained(ended, "저장소", "PostgreSQL이 실행 중인지")
    assert "pgpass-0123" not in ended.err


async def test_redis_unreachable(tmp_path: Path, slack: ScopedSlack) -> None:
    url = f"redis://127.0.0.1:{free_port()}/0"
    ended = await serve(tmp_path, "--slack", DEXTER_REDIS_URL=url, **slack_env(slack.api_url))
    assert_explained(ended, "Redis", "DEXTER_REDIS_URL")


async def test_debug_shows_the_traceback(tmp_path: Path) -> None:
    env = slack_env(f"http://127.0.0.1:{free_port()}/api/")
    ended = await serve(tmp_path, "--slack", "--debug", **env)
    assert ended.code != 0 and "Traceback" in ended.err


async def test_a_healthy_start_logs_no_bolt_token_warning_nor_offline_http_requests(
    tmp_path: Path, slack: ScopedSlack
) -> None:
    port = free_port()
    base = {k: v for k, v in os.environ.items() if not k.startswith(("DEXTER_", "SLACK_", "TELEGRAM_"))}
    env = base | {"DEXTER_HOME": str(tmp_path / "home"), "DEXTER_OFFLINE": "1"} | slack_env(slack.api_url)
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        "-c",
        "from bots.cli import main; main()",
        "serve",
        "--slack",
        "--port",
        str(port),
        "--offline",
        env=env,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
    )
    assert proc.stdout is not None
    seen: list[str] = []
    try:
        async with asyncio.timeout(GUARD_S * 2):
            while not any('"serving"' in line for line in seen):
                line = (await proc.stdout.readline()).decode()
                assert line, "".join(seen)
                seen.append(line)
    finally:
        proc.terminate()
        rest, _ = await proc.communicate()
        seen.append(rest.decode())
    out = "".join(seen)
    assert "token` will be unused" not in out and "HTTP Request:" not in out, out
