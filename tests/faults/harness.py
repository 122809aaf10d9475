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
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

from evals.services.postgres import free_port as free_port  # tests/bots and tests/deploy take it from here
from evals.services.serve import ServeProcess, inherited_env

GUARD_S = 60.0  # only a guard against hangs
#: a start's guard: several replicas importing and filling one database at once on a loaded 2-core CI
#: machine took over 60 s before their first log line (a hang still fails, two minutes in)
START_GUARD_S = 2 * GUARD_S


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


class DexterProcess(ServeProcess):
    """One ``dexter serve`` process; ``start`` again after ``kill``/``stop`` restarts it on the same home."""

    failure = AssertionError

    def __init__(self, home: Path, env: dict[str, str], *, args: tuple[str, ...] = ()) -> None:
        super().__init__(home, args=args)
        self.env = {
            **inherited_env(("DEXTER_", "SLACK_", "TELEGRAM_")),
            "DEXTER_HOME": str(home),
            "DEXTER_OFFLINE": "1",
            "PYTHONUNBUFFERED": "1",
            "DEXTER_EDIT_INTERVAL_S": os.environ.get("DEXTER_EDIT_INTERVAL_S", "0.05"),
            **env,
        }

    async def start(self, *, ready: bool = True, **env: str) -> None:
        self.launch({**self.env, **env})
        if ready:
            await self.wait_ready(timeout_s=START_GUARD_S)

    async def stop(self, *, timeout: float = GUARD_S) -> int:  # noqa: ASYNC109
        """SIGTERM, then wait for the exit code."""
        self.terminate()
        return await self.wait(timeout=timeout)

    async def wait(self, *, timeout: float = GUARD_S) -> int:  # noqa: ASYNC109
        code = await self.exited(timeout_s=timeout)
        if code is None:
            raise AssertionError("timed out waiting for the process to exit")
        return code

    def runs(self) -> list[dict[str, Any]]:
        """The run journal as stored (read-only, from this test process)."""
        return self._rows("SELECT * FROM relay_runs ORDER BY created_at")

    def open_views(self) -> list[dict[str, Any]]:
        """The live views (Slack streams) the journal keeps as open."""
        return self._rows("SELECT * FROM relay_views ORDER BY rowid")

    def _rows(self, sql: str) -> list[dict[str, Any]]:
        path = self.home / "dexter.db"
        if not path.exists():
            return []
        with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
            db.row_factory = sqlite3.Row
            try:
                rows = db.execute(sql).fetchall()
            except sqlite3.OperationalError:  # not created yet
                return []
        return [dict(row) for row in rows]
