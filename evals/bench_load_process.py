"""The parent's side of the bench bot's protocol (``evals.bench_load_bot``): start it, talk to it,
collect what it logs.

The bot runs with a clean environment (none of the developer's ``DEXTER_``/``SLACK_``/… variables)
in the benchmark's home directory, so no ``.env`` is read. Its stderr is collected: error lines
(structlog JSON) are counted by logger and event for the report; anything else is kept for the
message when the bot fails.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
from collections import Counter, deque
from pathlib import Path
from types import TracebackType
from typing import Any, Self

from evals.bench_load_model import Floor

READY_TIMEOUT_S = 120.0
STOP_TIMEOUT_S = 120.0
_FOREIGN_ENV = ("DEXTER_", "ANTHROPIC_", "OPENAI_", "OLLAMA_", "OPENDART_", "KIS_", "SLACK_", "TELEGRAM_")
_ERROR_LEVELS = frozenset({"error", "critical", "exception"})


class BotProcess:
    """``python -m evals.bench_load_bot`` as a child process; ``profile`` runs it under cProfile."""

    def __init__(self, config: dict[str, Any], *, cwd: Path, profile: Path | None = None) -> None:
        self._config = config
        self._cwd = cwd
        self._profiler = ["-m", "cProfile", "-o", str(profile.resolve())] if profile else []
        self._process: asyncio.subprocess.Process | None = None
        self._stderr_task: asyncio.Task[None] | None = None
        self._tail: deque[str] = deque(maxlen=20)
        #: Error lines the bot logged, by ``logger: event``.
        self.errors: Counter[str] = Counter()
        self.url = ""
        self.floor: Floor | None = None
        #: Seconds of each direct agent run when all conversations' runs start at once.
        self.agent_alone: tuple[float, ...] = ()

    async def __aenter__(self) -> Self:
        env = {k: v for k, v in os.environ.items() if not k.startswith(_FOREIGN_ENV)}
        command = [
            *self._profiler,
            "-m",
            "evals.bench_load_bot",
            json.dumps(self._config, ensure_ascii=False),
        ]
        self._process = await asyncio.create_subprocess_exec(
            sys.executable, *command,
            stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
            cwd=self._cwd, env=env,
        )  # fmt: skip
        self._stderr_task = asyncio.create_task(self._read_stderr(), name="bench-bot-stderr")
        try:
            ready = await self._expect("ready", timeout_s=READY_TIMEOUT_S)
        except BaseException:
            await self.__aexit__(None, None, None)
            raise
        self.url = str(ready["url"])
        self.floor = Floor(**{**ready["floor"], "samples": tuple(ready["floor"]["samples"])})
        self.agent_alone = tuple(float(s) for s in ready.get("agent_alone", ()))
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        process = self._process
        if process is not None and process.returncode is None:
            process.kill()
            await process.wait()
        if self._stderr_task is not None:
            await asyncio.wait([self._stderr_task], timeout=5)

    async def mark(self) -> None:
        """Tell the bot the load starts now (its CPU and RSS are counted from here)."""
        await self._say("mark")
        await self._expect("marked", timeout_s=30)

    async def stop(self) -> dict[str, Any]:
        """Let the bot finish its runs and report its usage; it exits."""
        await self._say("stop")
        usage = await self._expect("usage", timeout_s=STOP_TIMEOUT_S)
        assert self._process is not None
        await self._process.wait()
        if self._stderr_task is not None:
            await asyncio.wait([self._stderr_task], timeout=5)
        return usage

    async def _say(self, command: str) -> None:
        assert self._process is not None
        assert self._process.stdin is not None
        self._process.stdin.write(f"{command}\n".encode())
        await self._process.stdin.drain()

    async def _expect(self, event: str, *, timeout_s: float) -> dict[str, Any]:
        assert self._process is not None
        assert self._process.stdout is not None
        async with asyncio.timeout(timeout_s):
            while True:
                line = await self._process.stdout.readline()
                if not line:
                    status = await self._process.wait()
                    tail = "\n".join(self._tail)
                    raise RuntimeError(f"the bench bot exited (status {status}); its last lines:\n{tail}")
                try:
                    message: dict[str, Any] = json.loads(line)
                except json.JSONDecodeError:
                    continue  # not ours (a library printing to stdout)
                if message.get("event") == "error":
                    raise RuntimeError(f"the bench bot failed: {message.get('message')}")
                if message.get("event") == event:
                    return message

    async def _read_stderr(self) -> None:
        assert self._process is not None
        assert self._process.stderr is not None
        async for raw in self._process.stderr:
            line = raw.decode("utf-8", "replace").rstrip()
            self._tail.append(line)
            try:
                record = json.loads(line)
            except json.JSONDecodeError:
                continue
            if isinstance(record, dict) and str(record.get("level", "")).lower() in _ERROR_LEVELS:
                self.errors[f"{record.get('logger', '?')}: {record.get('event', '?')}"] += 1
