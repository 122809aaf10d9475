"""Signed deliveries: the exact raw body and headers Slack would send to an app.

``X-Slack-Signature: v0=HMAC-SHA256(secret, "v0:{ts}:{raw_body}")`` and ``X-Slack-Request-Timestamp``,
optionally marked as a redelivery with ``X-Slack-Retry-Num``/``X-Slack-Retry-Reason``. Feed them to an HTTP
endpoint, to Bolt's ``AsyncBoltRequest(body=raw, headers=headers)``, or to
``slack_sdk.signature.SignatureVerifier``. The payloads themselves come from ``evals.emulators.slack_events``.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import time
from typing import Any
from urllib.parse import urlencode

Json = dict[str, Any]


def signature(signing_secret: str, timestamp: int | str, raw_body: str) -> str:
    """Slack's request signature: ``v0=`` + hex HMAC-SHA256 of ``v0:{timestamp}:{raw_body}``."""
    base = f"v0:{timestamp}:{raw_body}".encode()
    return "v0=" + hmac.new(signing_secret.encode(), base, hashlib.sha256).hexdigest()


def signed_request(
    signing_secret: str,
    raw_body: str,
    content_type: str,
    *,
    timestamp: int | None = None,
    retry_num: int | None = None,
    retry_reason: str = "http_timeout",
) -> tuple[dict[str, str], str]:
    """Headers (signature, timestamp, content type, optional retry markers) for an already-encoded body."""
    ts = int(time.time()) if timestamp is None else timestamp
    headers = {
        "Content-Type": content_type,
        "X-Slack-Request-Timestamp": str(ts),
        "X-Slack-Signature": signature(signing_secret, ts, raw_body),
    }
    if retry_num is not None:
        headers |= {"X-Slack-Retry-Num": str(retry_num), "X-Slack-Retry-Reason": retry_reason}
    return headers, raw_body


def signed_event_request(
    signing_secret: str,
    body: Json,
    *,
    timestamp: int | None = None,
    retry_num: int | None = None,
    retry_reason: str = "http_timeout",
) -> tuple[dict[str, str], str]:
    """An Events API delivery (JSON body). ``timestamp`` defaults to now; pass an old one to test skew."""
    raw = json.dumps(body, ensure_ascii=False, separators=(",", ":"))
    return signed_request(
        signing_secret,
        raw,
        "application/json",
        timestamp=timestamp,
        retry_num=retry_num,
        retry_reason=retry_reason,
    )


def signed_form_request(
    signing_secret: str, fields: dict[str, str], *, timestamp: int | None = None
) -> tuple[dict[str, str], str]:
    """A form-encoded delivery: a slash command's fields as they are."""
    return signed_request(
        signing_secret, urlencode(fields), "application/x-www-form-urlencoded", timestamp=timestamp
    )


def signed_action_request(
    signing_secret: str, payload: Json, *, timestamp: int | None = None
) -> tuple[dict[str, str], str]:
    """An interactivity delivery: the JSON payload form-encoded as ``payload=…``."""
    fields = {"payload": json.dumps(payload, ensure_ascii=False)}
    return signed_form_request(signing_secret, fields, timestamp=timestamp)
