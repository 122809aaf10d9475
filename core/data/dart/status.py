"""OpenDART status codes → the typed errors of ``core.errors`` (shared by the client and parsers)."""

from __future__ import annotations

from core.errors import (
    DataAuthError,
    DataError,
    DataInputError,
    DataQuotaError,
    DataTransientError,
    OfflineMissError,
)

SOURCE = "opendart"
_AUTH = {"010", "011", "012", "101", "901"}
_INPUT = {"014", "021", "100"}
_TRANSIENT = {"800", "900"}


def status_error(status: str, message: str, endpoint: str) -> DataError:
    """The typed error for a non-000, non-013 OpenDART status."""
    text = f"OpenDART {endpoint}: status {status} ({message.strip()})"
    if status in _AUTH:
        return DataAuthError(text, source=SOURCE, code=status)
    if status == "020":
        return DataQuotaError(text, source=SOURCE, code=status)
    if status in _INPUT:
        return DataInputError(text, source=SOURCE, code=status)
    if status in _TRANSIENT:
        return DataTransientError(text, source=SOURCE, code=status)
    if status == "offline":
        return OfflineMissError(f"오프라인 데이터셋에 없는 요청입니다: {message}", source=SOURCE, code=status)
    return DataError(text, source=SOURCE, code=status)
