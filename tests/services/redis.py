"""A real Redis for the tests, started by the tests: ``redis_server`` (session) and ``redis_url`` (per test).

Each pytest process (each xdist worker) starts its own ``redis-server`` — found on PATH or in
/usr/bin — on a free loopback port, in a temp dir, with no persistence (``--save '' --appendonly no``),
and stops it at the end of the session. ``redis_url`` flushes it before each test, so tests never see
each other's keys. ``replicas`` is two replicas' views of one shared state, once per backend: the same
``LocalShared`` twice, then two ``RedisShared`` clients of that server.

Without ``redis-server`` the tests that need it are skipped, saying how to install it — unless
``DEXTER_TEST_SERVICES=required`` (CI), where that is a failure.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import time
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
import redis

from core.shared import LocalShared, Shared
from core.shared.redis_backend import RedisShared

#: read at import: the autouse ``clean_env`` fixture removes every DEXTER_* variable from the tests
REQUIRED = os.environ.get("DEXTER_TEST_SERVICES", "").strip().lower() == "required"
START_TIMEOUT_S = 15.0
Replicas = tuple[Shared, Shared]


def redis_server_binary() -> str | None:
    found = shutil.which("redis-server")
    if found is None and Path("/usr/bin/redis-server").exists():
        found = "/usr/bin/redis-server"
    return found


@dataclass(frozen=True, slots=True)
class RedisServer:
    url: str
    port: int


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _start(binary: str, workdir: Path) -> tuple[subprocess.Popen[bytes], int]:
    """Start on a free port; another process may take the port first, so a few tries."""
    last = ""
    for _ in range(5):
        port = _free_port()
        log = workdir / f"redis-{port}.log"
        args = [binary, "--port", str(port), "--bind", "127.0.0.1", "--dir", str(workdir)]
        args += ["--save", "", "--appendonly", "no", "--protected-mode", "yes", "--logfile", str(log)]
        process = subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL)
        client = redis.Redis(host="127.0.0.1", port=port, socket_connect_timeout=0.5)
        deadline = time.monotonic() + START_TIMEOUT_S
        try:
            while process.poll() is None and time.monotonic() < deadline:
                try:
                    if client.ping():
                        return process, port
                except redis.ConnectionError:
                    time.sleep(0.02)
        finally:
            client.close()
        last = log.read_text(errors="replace")[-500:] if log.exists() else ""
        _stop(process)
    raise RuntimeError(f"redis-server did not start: {last}")


def _stop(process: subprocess.Popen[bytes]) -> None:
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


@pytest.fixture(scope="session")
def redis_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RedisServer]:
    binary = redis_server_binary()
    if binary is None:
        reason = "redis-server is not installed (apt-get install redis-server)"
        if REQUIRED:
            pytest.fail(f"{reason}; DEXTER_TEST_SERVICES=required")
        pytest.skip(f"{reason}; set DEXTER_TEST_SERVICES=required to fail instead")
    process, port = _start(binary, tmp_path_factory.mktemp("redis"))
    try:
        yield RedisServer(f"redis://127.0.0.1:{port}/0", port)
    finally:
        _stop(process)


@pytest.fixture
def redis_url(redis_server: RedisServer) -> str:
    """The session's Redis, emptied for this test."""
    with redis.Redis(host="127.0.0.1", port=redis_server.port) as client:
        client.flushall()
    return redis_server.url


@pytest.fixture(params=["in-process", "redis"])
async def replicas(request: pytest.FixtureRequest) -> AsyncIterator[Replicas]:
    """Two replicas sharing state: one ``LocalShared`` seen twice, or two Redis clients."""
    if request.param == "in-process":
        one = LocalShared()
        yield one, one
        return
    url = request.getfixturevalue("redis_url")
    first, second = RedisShared.from_url(url), RedisShared.from_url(url)
    try:
        yield first, second
    finally:
        await first.aclose()
        await second.aclose()
