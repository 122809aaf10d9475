"""Start a throw-away ``redis-server`` on loopback: a free port, a temp dir, no persistence
(``--save '' --appendonly no``). Used by the test fixtures (``tests/services/redis.py``) and by
``evals.bench_replicas``.
"""

from __future__ import annotations

import contextlib
import shutil
import subprocess
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import redis

from evals.services.postgres import free_port

START_TIMEOUT_S = 15.0


def redis_server_binary() -> str | None:
    found = shutil.which("redis-server")
    if found is None and Path("/usr/bin/redis-server").exists():
        found = "/usr/bin/redis-server"
    return found


@dataclass(frozen=True, slots=True)
class RedisServer:
    url: str
    port: int


def start(binary: str, workdir: Path) -> tuple[subprocess.Popen[bytes], int]:
    """Start on a free port; another process may take the port first, so a few tries."""
    last = ""
    for _ in range(5):
        port = free_port()
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
        stop(process)
    raise RuntimeError(f"redis-server did not start: {last}")


def stop(process: subprocess.Popen[bytes]) -> None:
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


@contextlib.contextmanager
def running_redis(binary: str, workdir: Path) -> Iterator[RedisServer]:
    """A fresh server working in ``workdir``, stopped on exit."""
    process, port = start(binary, workdir)
    try:
        yield RedisServer(f"redis://127.0.0.1:{port}/0", port)
    finally:
        stop(process)
