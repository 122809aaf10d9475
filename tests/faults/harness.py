"""Drive the real ``dexter serve`` as a subprocess against the project's loopback emulators.

``DexterProcess`` starts ``dexter serve`` with an environment (DEXTER_HOME in a temp dir, offline data,
platform URLs pointing at ``FakeSlack`` / ``FakeTelegram`` running in the test's event loop), waits for
``/readyz``, and can be killed (``kill -9``), stopped (SIGTERM) and started again on the same home —
what an operator's restart does. ``runs`` reads the run journal straight from the SQLite file.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import socket
import sqlite3
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx

GUARD_S = 60.0  # only a guard against hangs


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def replay(path: Path, steps: list[dict[str, Any]]) -> str:
    """A scripted model (``DEXTER_MODEL=scripted:<path>``) that plays ``steps``."""
    path.write_text(json.dumps({"steps": steps}, ensure_ascii=False), encoding="utf-8")
    return f"scripted:{path}"


async def until(predicate: Callable[[], object], *, within: float = GUARD_S, what: str = "condition") -> None:
    """Poll ``predicate`` (state of an emulator or a file written by another process)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + within
    while not predicate():
        if loop.time() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        await asyncio.sleep(0.05)


class DexterProcess:
    """One ``dexter serve`` process; ``start`` again after ``kill``/``stop`` restarts it on the same home."""

    def __init__(self, home: Path, env: dict[str, str], *, args: tuple[str, ...] = ()) -> None:
        self.home = home
        self.port = free_port()
        self.env = {
            **{k: v for k, v in os.environ.items() if not k.startswith(("DEXTER_", "SLACK_", "TELEGRAM_"))},
            "DEXTER_HOME": str(home),
            "DEXTER_OFFLINE": "1",
            "PYTHONUNBUFFERED": "1",
            "DEXTER_EDIT_INTERVAL_S": os.environ.get("DEXTER_EDIT_INTERVAL_S", "0.05"),
            **env,
        }
        self.args = args
        self.proc: subprocess.Popen[bytes] | None = None
        self.starts = 0

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def log_path(self) -> Path:
        return self.home / f"serve-{self.starts}.log"

    def log(self) -> str:
        return self.log_path.read_text(encoding="utf-8", errors="replace") if self.log_path.exists() else ""

    async def start(self, *, ready: bool = True, **env: str) -> None:
        self.starts += 1
        self.home.mkdir(parents=True, exist_ok=True)
        out = self.log_path.open("wb")
        command = [
            sys.executable,
            "-c",
            "from bots.cli import main; main()",
            "serve",
            "--port",
            str(self.port),
        ]
        self.proc = subprocess.Popen(  # noqa: ASYNC220
            [*command, *self.args], env={**self.env, **env}, stdout=out, stderr=subprocess.STDOUT
        )
        out.close()
        if ready:
            await self.wait_ready()

    async def wait_ready(self) -> None:
        async with httpx.AsyncClient() as http:

            async def ready() -> bool:
                try:
                    return (await http.get(f"{self.url}/readyz", timeout=2)).status_code == 200
                except httpx.HTTPError:
                    return False

            loop = asyncio.get_running_loop()
            deadline = loop.time() + GUARD_S
            while not await ready():
                if self.proc is not None and self.proc.poll() is not None:
                    raise AssertionError(f"dexter serve exited {self.proc.returncode}:\n{self.log()}")
                if loop.time() > deadline:
                    raise AssertionError(f"dexter serve never became ready:\n{self.log()}")
                await asyncio.sleep(0.1)

    def kill(self) -> None:
        """``kill -9``: no cleanup of any kind."""
        assert self.proc is not None
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(timeout=10)

    async def stop(self, *, timeout: float = GUARD_S) -> int:  # noqa: ASYNC109
        """SIGTERM, then wait for the exit code."""
        assert self.proc is not None
        self.proc.send_signal(signal.SIGTERM)
        return await self.wait(timeout=timeout)

    async def wait(self, *, timeout: float = GUARD_S) -> int:  # noqa: ASYNC109
        assert self.proc is not None
        proc = self.proc
        await until(lambda: proc.poll() is not None, within=timeout, what="the process to exit")
        return int(proc.returncode)

    def close(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(timeout=10)

    def runs(self) -> list[dict[str, Any]]:
        """The run journal as stored (read-only, from this test process)."""
        path = self.home / "dexter.db"
        if not path.exists():
            return []
        with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
            db.row_factory = sqlite3.Row
            try:
                rows = db.execute("SELECT * FROM relay_runs ORDER BY created_at").fetchall()
            except sqlite3.OperationalError:  # not created yet
                return []
        return [dict(row) for row in rows]
