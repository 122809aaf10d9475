"""Map provider HTTP failures onto the core error tree (shared by every provider)."""

from __future__ import annotations

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
)


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


def status_error(provider: str, status: int, message: str, headers: Mapping[str, str] | None) -> ModelError:
    """The core error for an HTTP status from a model API."""
    retry_after = parse_retry_after(headers)
    text = f"{provider} HTTP {status}: {message}"
    if status == 429:
        return ModelRateLimitError(text, provider=provider, status=status, retry_after=retry_after)
    if status == 529 or "overloaded" in message.lower():
        return ModelOverloadedError(text, provider=provider, status=status, retry_after=retry_after)
    if status >= 500 or status in (408, 409):
        return ModelServerError(text, provider=provider, status=status, retry_after=retry_after)
    if status in (401, 403):
        return ModelAuthError(text, provider=provider, status=status)
    return ModelRequestError(text, provider=provider, status=status)
