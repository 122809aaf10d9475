"""One keyless runtime per test process for the reader's tests, as one ``dexter chat`` keeps one for all its
questions.

Opening a runtime on a new home fills its store with the bundled company list and builds the index over it
(~75 ms of CPU); with the cache's misses on a cold store that was 3/4 of a keyless case's CPU (124 → 27 ms a
case, test_round11). A reply depends on the question, ``today``, ``earlier`` and the recorded data only, so
the tests share one runtime (a home of its own under the temp directory). Checked on 2026-11-29: the 5,135
replies of the 51 test files that use it, each on a new runtime and on the shared one, were identical but for
218 cards whose offline warnings ("⚠️ 공시", "⚠️ 시세") came in another order — the order concurrent fetches end
in, which no test holds.

The runtime lives on an event loop of its own in a thread: each test has its own event loop, and the store's
connection and locks must stay on one loop. ``close`` (a session fixture in ``conftest``) closes it at the
end of the session: the store's worker thread would otherwise keep the process from exiting.
"""

from __future__ import annotations

import asyncio
import shutil
import tempfile
import threading
from collections.abc import Coroutine, Sequence
from datetime import date
from pathlib import Path
from typing import Any, TypeVar

from bots.compose import Runtime, open_runtime
from bots.direct import DirectReply, direct_reply
from core.config import Settings

T = TypeVar("T")


class _Shared:
    def __init__(self) -> None:
        self.dir = Path(tempfile.mkdtemp(prefix="dexter-keyless-"))
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name="keyless-runtime", daemon=True)
        self.thread.start()
        self.runtime: Runtime | None = None

    async def run(self, coro: Coroutine[Any, Any, T]) -> T:
        """``coro`` run on the shared loop, awaited from the caller's."""
        return await asyncio.wrap_future(asyncio.run_coroutine_threadsafe(coro, self.loop))

    async def opened(self) -> Runtime:
        if self.runtime is None:
            settings = Settings(DEXTER_HOME=str(self.dir / "home"), DEXTER_OFFLINE="1")
            self.runtime = await self.run(open_runtime(settings, require_model=False))
            assert self.runtime.agent is None
        return self.runtime

    def close(self) -> None:
        if self.runtime is not None:
            asyncio.run_coroutine_threadsafe(self.runtime.aclose(), self.loop).result(timeout=60)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(timeout=60)
        self.loop.close()
        shutil.rmtree(self.dir, ignore_errors=True)


_SHARED: _Shared | None = None


async def shared_reply(question: str, *, today: date, earlier: Sequence[str] = ()) -> DirectReply | None:
    """``direct_reply`` to ``question`` on the process's keyless runtime (``None``: the agent would answer)."""
    global _SHARED
    if _SHARED is None:
        _SHARED = _Shared()
    runtime = await _SHARED.opened()
    return await _SHARED.run(direct_reply(question, runtime, today=today, earlier=earlier))


def close() -> None:
    """Close the shared runtime, if one was opened (the end of the session)."""
    global _SHARED
    if _SHARED is not None:
        _SHARED.close()
        _SHARED = None
