"""Map provider HTTP failures onto the core error tree (shared by every provider).

Before content, every ``ModelTransientError`` below is retried by ``core.retry.RetryingModel``:
HTTP 408/409/429/5xx/529, connection failures, a read timeout (``ModelTimeoutError``), a stream that
broke (reset, protocol error, malformed SSE or JSON) or an SSE ``error`` event (``ModelStreamError``,
or ``ModelOverloadedError`` / ``ModelRateLimitError`` by its type).
"""

from __future__ import annotations

import json
from collections.abc import Mapping

from core.errors import (
    ModelAuthError,
    ModelError,
    ModelOverloadedError,
    ModelRateLimitError,
    ModelRequestError,
    ModelServerError,
    ModelStreamError,
    ModelTimeoutError,
)
from core.retry import parse_retry_after, retryable_status


def stream_failure(provider: str, exc: BaseException, *, timeout_s: float = 0.0) -> ModelError | None:
    """The core error for a failure while reading a stream — a transport error of the SDK's HTTP
    client (connection reset, protocol error; a read timeout after ``timeout_s`` is a
    ``ModelTimeoutError``) or malformed SSE/JSON — or ``None`` when ``exc`` is something else (a bug:
    let it through)."""
    root = type(exc).__module__.split(".", 1)[0]
    transport = root in ("httpx", "httpx2", "httpcore", "h11", "h2")
    if isinstance(exc, TimeoutError) or (transport and type(exc).__name__.endswith("Timeout")):
        return ModelTimeoutError(
            f"{provider}: no data for {timeout_s:g}s ({type(exc).__name__})",
            provider=provider,
            idle_s=timeout_s,
        )
    if transport or isinstance(exc, ConnectionError):
        return ModelStreamError(f"{provider} stream broke: {type(exc).__name__}", provider=provider)
    if isinstance(exc, json.JSONDecodeError | UnicodeDecodeError):
        return ModelStreamError(f"{provider} sent malformed data: {type(exc).__name__}", provider=provider)
    return None


def status_error(provider: str, status: int, message: str, headers: Mapping[str, str] | None) -> ModelError:
    """The core error for an HTTP status from a model API."""
    retry_after = parse_retry_after(headers)
    text = f"{provider} HTTP {status}: {message}"
    if status == 429:
        return ModelRateLimitError(text, provider=provider, status=status, retry_after=retry_after)
    if status == 529 or "overloaded" in message.lower():
        return ModelOverloadedError(text, provider=provider, status=status, retry_after=retry_after)
    if status < 400:  # an SSE ``error`` event inside a 200 stream: the server failed mid-answer
        if "rate_limit" in message.lower():
            return ModelRateLimitError(text, provider=provider, status=status, retry_after=retry_after)
        return ModelStreamError(f"{provider} stream error event: {message}", provider=provider, status=status)
    if retryable_status(status):
        return ModelServerError(text, provider=provider, status=status, retry_after=retry_after)
    if status in (401, 403):
        return ModelAuthError(text, provider=provider, status=status)
    return ModelRequestError(text, provider=provider, status=status)
