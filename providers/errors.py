"""Map provider HTTP failures onto the core error tree (shared by every provider)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from datetime import UTC, datetime
from email.utils import parsedate_to_datetime

from core.errors import (
    ModelAuthError,
    ModelError,
    ModelOverloadedError,
    ModelRateLimitError,
    ModelRequestError,
    ModelServerError,
    ModelStreamError,
)
from core.retry import retryable_status


def parse_retry_after(headers: Mapping[str, str] | None) -> float | None:
    """Seconds from ``retry-after-ms`` or ``retry-after`` (seconds or an HTTP date)."""
    if not headers:
        return None
    ms = headers.get("retry-after-ms")
    if ms:
        try:
            return max(0.0, float(ms) / 1000)
        except ValueError:
            pass
    value = headers.get("retry-after")
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, (when - datetime.now(UTC)).total_seconds())


def stream_failure(provider: str, exc: BaseException) -> ModelError | None:
    """The core error for a failure while reading a stream — a transport error of the SDK's HTTP
    client (connection reset, protocol error, read timeout) or malformed SSE/JSON — or ``None`` when
    ``exc`` is something else (a bug: let it through)."""
    root = type(exc).__module__.split(".", 1)[0]
    if root in ("httpx", "httpx2", "httpcore", "h11", "h2") or isinstance(exc, ConnectionError):
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
