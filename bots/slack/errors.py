"""What went wrong with one Web API call, however the SDK said it.

``slack_sdk`` reports a failed call in more shapes than ``SlackApiError`` with a JSON body: a plain-text
HTTP 404/500 leaves a ``str`` where the error dict would be (``response.get`` then raises
``AttributeError``), a JSON body that does not parse carries aiohttp's raw response (no ``status_code``,
no ``get``), a failed file upload is a ``SlackRequestError``, a dropped connection an ``aiohttp``
error that is not an ``OSError``. ``slack_error`` reads any of them without raising, and
``refuses_method`` tells a method the workspace (or a proxy in front of it) does not have from a failure
that may pass, and ``definite`` a refusal from a failure whose outcome is unknown.
"""

from __future__ import annotations

from typing import Any

#: the workspace (or a proxy, an older API) does not offer the method: no use asking again soon
MISSING = frozenset({"unknown_method", "feature_not_enabled", "not_allowed", "missing_scope", "http_404"})
#: what a call that may have been done answers (the caller cannot know whether it happened)
UNKNOWN_OUTCOME = "unknown_outcome"


def _status(response: Any) -> int | None:
    for name in ("status_code", "status"):
        value = getattr(response, name, None)
        if isinstance(value, int):
            return value
    return None


def _retry_after(response: Any) -> float:
    headers = getattr(response, "headers", None)
    try:
        value = headers.get("Retry-After", "1") if headers is not None else "1"
        return max(0.0, float(value))
    except (TypeError, ValueError, AttributeError):
        return 1.0


def slack_error(exc: BaseException) -> tuple[str, float | None]:
    """(Slack's error code — or ``http_<status>``, or the exception's type — and Retry-After seconds
    when it was a 429). Never raises."""
    response = getattr(exc, "response", None)
    status = _status(response)
    if status == 429:
        return "ratelimited", _retry_after(response)
    data = getattr(response, "data", None)
    if isinstance(data, dict) and data.get("error"):
        error = str(data["error"])
        return error, (1.0 if error in ("ratelimited", "rate_limited") else None)
    if status is not None and status != 200:
        return f"http_{status}", None
    if response is not None:  # HTTP 200 that did not read as Slack's answer (not JSON, a bare string)
        return UNKNOWN_OUTCOME, None
    return type(exc).__name__, None


def refuses_method(error: str) -> bool:
    """Whether ``error`` says the method is not there for us (rather than a failure that may pass)."""
    return error in MISSING


def definite(error: str) -> bool:
    """Slack's own refusal of the call (its JSON ``error``), or a method that is not there: trying again
    changes nothing. A timeout, a 5xx or an unreadable answer may pass."""
    unsure = error == UNKNOWN_OUTCOME or error.startswith("http_5") or error.endswith(("Error", "Exception"))
    return refuses_method(error) or not unsure
