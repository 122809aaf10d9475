"""The processes of the replica benchmark (``evals.bench_replicas``): ``dexter serve`` replicas, HAProxy in
front of them, the echo model in its own process, and a loopback KIS that counts token issuances.

* ``Replica`` — ``dexter serve --port P`` with its own ``DEXTER_HOME`` and a clean environment (none of
  the developer's variables, no ``.env``: its working directory is its home); ``start``, ``ready``,
  ``kill`` (``kill -9``), ``term`` (SIGTERM and wait: a drain) — started as the fault tests start theirs
  (``evals.services.serve``).
* ``Haproxy`` — the shipped ``deploy/haproxy/haproxy.cfg`` rendered for loopback: the replicas' ports
  instead of Docker's names and resolver, a free port instead of ``:3000``, and the serving replica's
  name in an ``X-Dexter-Replica`` response header (so the benchmark can send Slack's retry elsewhere).
  Everything else — health checks on ``/readyz`` every 2 s, retries of refused deliveries — as shipped.
* ``ModelServer`` — ``python -m evals.emulators.llm_serve --echo --delay S``.
* ``FakeKis`` — the bundled KIS samples (``core.data.kis.offline``) over real HTTP; ``issued`` counts
  ``POST /oauth2/tokenP``.
"""

from __future__ import annotations

import asyncio
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import httpx
from aiohttp import web

from core.data.kis.offline import offline_transport
from core.data.kis.token import TOKEN_PATH
from evals.emulators.base import LoopbackServer
from evals.services.postgres import free_port
from evals.services.serve import ServeProcess, answers_ok, inherited_env

REPO = Path(__file__).resolve().parents[1]
SHIPPED_HAPROXY = REPO / "deploy" / "haproxy" / "haproxy.cfg"
READY_TIMEOUT_S = 90.0
_FOREIGN_ENV = ("DEXTER_", "ANTHROPIC_", "OPENAI_", "OLLAMA_", "OPENDART_", "KIS_", "SLACK_", "TELEGRAM_")


def clean_env() -> dict[str, str]:
    return inherited_env(_FOREIGN_ENV)


class Replica(ServeProcess):
    """One ``dexter serve`` process; ``start`` again after ``kill``/``term`` restarts it on the same home."""

    def __init__(self, name: str, home: Path, env: dict[str, str], *, args: tuple[str, ...] = ()) -> None:
        super().__init__(home, args=args, label=f"replica {name}", log_tail=3000)
        self.name = name
        self.env = env

    def start(self, **extra: str) -> None:
        env = clean_env() | {"DEXTER_HOME": str(self.home), "PYTHONUNBUFFERED": "1"} | self.env | extra
        self.launch(env, cwd=self.home)

    async def ready(self, http: httpx.AsyncClient, *, timeout_s: float = READY_TIMEOUT_S) -> float:
        """Wait until ``/readyz`` answers 200; the seconds it took."""
        return await self.wait_ready(http, timeout_s=timeout_s)

    async def term(self, *, timeout_s: float = 60.0) -> int:
        """SIGTERM, then the exit status (the drain: running answers finish, the rest are handed over)."""
        self.terminate()
        status = await self.exited(timeout_s=timeout_s)
        if status is None:
            assert self.proc is not None
            self.proc.kill()
            status = self.proc.wait()
        return int(status)


def render_haproxy(shipped: str, servers: dict[str, int], port: int) -> str:
    """The shipped config for loopback (see the module docstring)."""
    lines: list[str] = []
    skipping = False
    for line in shipped.splitlines():
        if line.startswith("resolvers "):
            skipping = True
            continue
        if skipping and (line.startswith((" ", "\t")) or not line.strip()):
            continue
        skipping = False
        words = line.split()
        if words[:1] == ["bind"]:
            line = f"    bind 127.0.0.1:{port}"
        elif words[:1] == ["server"]:
            continue
        elif words[:1] == ["default-server"]:
            line = re.sub(r"\s+resolvers \S+|\s+init-addr \S+", "", line)
        lines.append(line)
        if line.startswith("backend "):
            lines.append("    http-response set-header X-Dexter-Replica %s")
    text = "\n".join(lines) + "\n"
    text += "".join(f"    server {name} 127.0.0.1:{p} check\n" for name, p in servers.items())
    return text


class Haproxy:
    """``haproxy`` in the foreground on the rendered config (``Haproxy.binary()`` is None without it)."""

    def __init__(self, workdir: Path, servers: dict[str, int]) -> None:
        self.port = free_port()
        self.config = workdir / "haproxy.cfg"
        self.config.write_text(
            render_haproxy(SHIPPED_HAPROXY.read_text(encoding="utf-8"), servers, self.port), encoding="utf-8"
        )
        self.log = workdir / "haproxy.log"
        self.proc: subprocess.Popen[bytes] | None = None

    @staticmethod
    def binary() -> str | None:
        return shutil.which("haproxy") or (
            "/usr/sbin/haproxy" if Path("/usr/sbin/haproxy").exists() else None
        )

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    async def start(self, http: httpx.AsyncClient) -> None:
        binary = self.binary()
        if binary is None:
            raise RuntimeError("haproxy is not installed (apt-get install -y haproxy)")
        with self.log.open("wb") as out:
            self.proc = subprocess.Popen(  # noqa: ASYNC220 — a child that outlives this call
                [binary, "-db", "-f", str(self.config)], stdout=out, stderr=out
            )
        if not await answers_ok(http, f"{self.url}/healthz", self.proc, timeout_s=30):
            raise RuntimeError(f"haproxy did not start: {self.log.read_text(errors='replace')[-2000:]}")

    def close(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            self.proc.wait(timeout=10)


class ModelServer:
    """The echo model in its own process; ``calls()`` reads what it recorded."""

    def __init__(self, delay_s: float) -> None:
        self.delay_s = delay_s
        self.url = ""
        self.proc: asyncio.subprocess.Process | None = None

    async def start(self) -> None:
        args = ["-m", "evals.emulators.llm_serve", "--provider", "anthropic", "--echo"]
        self.proc = await asyncio.create_subprocess_exec(
            sys.executable, *args, "--delay", str(self.delay_s),
            stdout=asyncio.subprocess.PIPE, env=clean_env(), cwd=REPO,
        )  # fmt: skip
        assert self.proc.stdout is not None
        line = await asyncio.wait_for(self.proc.stdout.readline(), timeout=60)
        self.url = str(json.loads(line)["url"])

    async def calls(self, http: httpx.AsyncClient) -> list[dict[str, object]]:
        calls: list[dict[str, object]] = (await http.get(f"{self.url}/_emulator/calls")).json()["calls"]
        return calls

    async def close(self) -> None:
        if self.proc is not None and self.proc.returncode is None:
            self.proc.terminate()
            await self.proc.wait()


class FakeKis(LoopbackServer):
    """KIS over loopback HTTP from the bundled samples; ``issued`` counts token issuances."""

    def __init__(self) -> None:
        super().__init__()
        self.issued = 0
        self._transport = offline_transport()

    def routes(self, app: web.Application) -> None:
        app.router.add_route("*", "/{tail:.*}", self._any)

    async def _any(self, request: web.Request) -> web.Response:
        body = await request.read()
        if request.path == TOKEN_PATH:
            self.issued += 1
        upstream = httpx.Request(
            request.method,
            f"https://kis.invalid{request.path_qs}",
            headers=dict(request.headers),
            content=body,
        )
        answer = await self._transport.handle_async_request(upstream)
        content = await answer.aread()
        headers = {
            k: v for k, v in answer.headers.items() if k.lower() not in {"content-length", "content-encoding"}
        }
        return web.Response(status=answer.status_code, body=content, headers=headers)
