"""Offline data is read from the bundle, not fetched: it is logged as such, never as an HTTP request.

httpx logs every request it sends at INFO (``HTTP Request: GET https://opendart.fss.or.kr/… "HTTP/1.1
200 OK"``), including those a ``MockTransport`` answers in-process — the ``--offline`` OpenDART and KIS
clients. ``recorded_transport`` wraps such a handler: each request it answers is logged as
``recorded_data`` (source and path) and marked in a context variable, which a filter on httpx's logger
reads when httpx logs that request a moment later in the same task, and drops that line (and only it:
model calls and every online request are still logged by httpx).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from contextvars import ContextVar

import httpx

from core.logging import get_logger

log = get_logger(__name__)
_ANSWERED: ContextVar[str | None] = ContextVar("recorded_request", default=None)


class _RecordedRequests(logging.Filter):
    """Drops httpx's line for the request the bundle just answered (its URL is httpx's second arg)."""

    def filter(self, record: logging.LogRecord) -> bool:
        answered = _ANSWERED.get()
        args = record.args
        if answered is None or not isinstance(args, tuple) or len(args) < 2:
            return True
        return str(args[1]) != answered


def _install() -> None:
    logger = logging.getLogger("httpx")
    if not any(isinstance(f, _RecordedRequests) for f in logger.filters):
        logger.addFilter(_RecordedRequests())


def recorded_transport(
    handler: Callable[[httpx.Request], httpx.Response], source: str
) -> httpx.MockTransport:
    """``httpx.MockTransport(handler)`` whose requests are logged as recorded reads of ``source``."""
    _install()

    def answer(request: httpx.Request) -> httpx.Response:
        _ANSWERED.set(str(request.url))
        log.info("recorded_data", source=source, path=request.url.path)
        return handler(request)

    return httpx.MockTransport(answer)
