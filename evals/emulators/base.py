"""A loopback HTTP server base (aiohttp) that records every request it serves."""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass, field
from types import TracebackType
from typing import Any, Literal, Self

from aiohttp import web


@dataclass(frozen=True, slots=True)
class Recorded:
    method: str
    path: str
    headers: dict[str, str]
    body: Any
    query: dict[str, str] = field(default_factory=dict)


class LoopbackServer:
    """Subclasses add routes in ``routes()``; ``async with`` starts and stops the server on 127.0.0.1."""

    def __init__(self) -> None:
        self.requests: list[Recorded] = []
        self._runner: web.AppRunner | None = None
        self.port = 0

    def routes(self, app: web.Application) -> None:
        raise NotImplementedError

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    async def record(self, request: web.Request) -> Recorded:
        raw = await request.read()
        try:
            body: Any = json.loads(raw) if raw else None
        except (json.JSONDecodeError, UnicodeDecodeError):
            body = raw.decode("utf-8", "replace")
        entry = Recorded(request.method, request.path, dict(request.headers), body, dict(request.query))
        self.requests.append(entry)
        return entry

    async def start(self) -> None:
        app = web.Application()
        self.routes(app)
        # a scripted hang is cancelled at stop, not waited for (aiohttp waits 60 s by default)
        self._runner = web.AppRunner(app, access_log=None, shutdown_timeout=0.5)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = int(self._runner.addresses[0][1])

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> Self:
        await self.start()
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.stop()


Fault = Literal["", "hang", "cut", "malformed", "error_event"]


async def sse(
    request: web.Request,
    frames: list[str],
    *,
    fault: Fault = "",
    after: int = 0,
    error_frame: str = "",
) -> web.StreamResponse:
    """Send pre-rendered SSE frames as a streaming response — or, with ``fault``, break it after
    ``after`` frames: ``hang`` (send nothing more, ever), ``cut`` (drop the connection mid-stream),
    ``malformed`` (a frame whose JSON does not parse, then the rest), ``error_event`` (``error_frame``
    and the end of the stream)."""
    if fault == "hang" and after == 0:
        await asyncio.Event().wait()  # not even the headers: the server stops and cancels this
    response = web.StreamResponse(headers={"content-type": "text/event-stream", "cache-control": "no-cache"})
    await response.prepare(request)
    for index, frame in enumerate(frames):
        if fault and index == after:
            if fault == "hang":
                await asyncio.Event().wait()
            if fault == "cut":
                if request.transport is not None:
                    request.transport.abort()  # a reset, not a clean end: the client sees a broken body
                return response
            if fault == "error_event":
                await response.write(error_frame.encode("utf-8"))
                await response.write_eof()
                return response
            if fault == "malformed":
                await response.write(
                    b'event: content_block_delta\ndata: {"type": "content_block_delta", "ind\n\n'
                )
        await response.write(frame.encode("utf-8"))
    await response.write_eof()
    return response
