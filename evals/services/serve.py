"""Start ``dexter serve`` as a subprocess on loopback, for the fault tests (``tests/faults/harness.py``) and
the replica benchmark (``evals.bench_replicas_cluster``).

``ServeProcess`` runs ``dexter serve --port P`` on a free port with the environment it is given, its
output in ``<home>/serve-<n>.log`` (``n``: the how-many-th start); ``launch`` again after ``kill`` or a
stop restarts it on the same home and port, as an operator's restart does. ``wait_ready`` polls
``/readyz``; ``answers_ok`` is that poll for any URL of any process (HAProxy's ``/healthz`` too).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import httpx

from evals.services.postgres import free_port

SERVE = (sys.executable, "-c", "from bots.cli import main; main()", "serve")


def inherited_env(drop: tuple[str, ...]) -> dict[str, str]:
    """This process's environment without the variables whose names start with one of ``drop``."""
    return {k: v for k, v in os.environ.items() if not k.startswith(drop)}


async def answers_ok(
    http: httpx.AsyncClient, url: str, proc: subprocess.Popen[bytes], *, timeout_s: float
) -> bool:
    """Poll ``url`` until it answers 200 (True), or ``proc`` has exited or ``timeout_s`` passed (False)."""
    deadline = time.monotonic() + timeout_s
    while True:
        try:
            if (await http.get(url, timeout=2)).status_code == 200:
                return True
        except httpx.HTTPError:
            pass
        if proc.poll() is not None or time.monotonic() > deadline:
            return False
        await asyncio.sleep(0.1)


class ServeProcess:
    """One ``dexter serve`` process (see the module docstring).

    ``label`` names it in errors, which are of type ``failure`` and carry the end of its log (the last
    ``log_tail`` characters; all of it when None).
    """

    failure: type[Exception] = RuntimeError

    def __init__(
        self,
        home: Path,
        *,
        args: tuple[str, ...] = (),
        label: str = "dexter serve",
        log_tail: int | None = None,
    ) -> None:
        self.home = home
        self.port = free_port()
        self.args = args
        self.label = label
        self.log_tail = log_tail
        self.proc: subprocess.Popen[bytes] | None = None
        self.starts = 0

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    @property
    def log_path(self) -> Path:
        return self.home / f"serve-{self.starts}.log"

    def log(self) -> str:
        return self.log_path.read_text(encoding="utf-8", errors="replace") if self.log_path.exists() else ""

    def launch(self, env: dict[str, str], *, cwd: Path | None = None) -> None:
        """Start the process with exactly ``env``; it outlives this call."""
        self.starts += 1
        self.home.mkdir(parents=True, exist_ok=True)
        with self.log_path.open("wb") as out:
            self.proc = subprocess.Popen(
                [*SERVE, "--port", str(self.port), *self.args],
                env=env,
                cwd=cwd,
                stdout=out,
                stderr=subprocess.STDOUT,
            )

    async def wait_ready(self, http: httpx.AsyncClient | None = None, *, timeout_s: float) -> float:
        """Wait until ``/readyz`` answers 200; the seconds it took. ``failure`` when it exits or times out."""
        assert self.proc is not None
        started = time.monotonic()
        async with contextlib.AsyncExitStack() as stack:
            client = http if http is not None else await stack.enter_async_context(httpx.AsyncClient())
            if await answers_ok(client, f"{self.url}/readyz", self.proc, timeout_s=timeout_s):
                return time.monotonic() - started
        code = self.proc.poll()
        state = "never became ready" if code is None else f"exited {code}"
        log = self.log()
        shown = log if self.log_tail is None else log[-self.log_tail :]
        raise self.failure(f"{self.label} {state}:\n{shown}")

    def kill(self) -> None:
        """``kill -9``: no cleanup of any kind."""
        assert self.proc is not None
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(timeout=10)

    def terminate(self) -> None:
        """SIGTERM: the process drains (running answers finish, the rest are handed over) and exits."""
        assert self.proc is not None
        self.proc.send_signal(signal.SIGTERM)

    async def exited(self, *, timeout_s: float) -> int | None:
        """The exit status once the process has exited; None if it still runs after ``timeout_s``."""
        assert self.proc is not None
        deadline = time.monotonic() + timeout_s
        while self.proc.poll() is None:
            if time.monotonic() > deadline:
                return None
            await asyncio.sleep(0.05)
        return int(self.proc.returncode)

    def close(self) -> None:
        if self.alive:
            assert self.proc is not None
            self.proc.kill()
            self.proc.wait(timeout=10)
