"""The pure half of the Slack emulator: data shapes, Slack's block rules, and what Slack sends *to* an app.

- Records the fake keeps (``Message``, ``Edit``, ``Upload``), an injectable ``ManualClock``, and
  ``table_problem`` (Slack's TableBlock rules) — ``evals.emulators.slack.FakeSlack`` re-exports them.
- Builders for Events API callbacks (``app_mention``, ``dm_message``, ``channel_message``, ``bot_message``,
  ``message_changed``, ``assistant_thread_started``, ``app_home_opened``), slash commands
  (``slash_command``) and button clicks (``block_action``).
- ``signed_*`` helpers that turn those into the exact raw body and headers Slack would send
  (``X-Slack-Signature: v0=HMAC-SHA256(secret, "v0:{ts}:{raw_body}")``), optionally marked as a redelivery
  with ``X-Slack-Retry-Num``/``X-Slack-Retry-Reason``. Feed them to an HTTP endpoint, to Bolt's
  ``AsyncBoltRequest(body=raw, headers=headers)``, or to ``slack_sdk.signature.SignatureVerifier``.

IDs and timestamps (the fake's too) come from one process-wide counter, so they are unique and increasing:
a ``ts`` from an event builder never collides with one the fake hands out.
"""

from __future__ import annotations

import hashlib
import hmac
import itertools
import json
import time
from dataclasses import dataclass, field
from typing import Any, Literal
from urllib.parse import urlencode

Json = dict[str, Any]

TEAM_ID = "T0DEXTER"
BOT_USER_ID = "U0DEXTER"
BOT_ID = "B0DEXTER"
APP_ID = "A0DEXTER"
USER_ID = "U0USER01"
_UNUSED_TOKEN = "verification-token-unused"

_serial = itertools.count(1)


def next_ts() -> str:
    """A fresh, increasing Slack-style message timestamp (``"1800000000.000100"``, then ``.000200``…)."""
    micros = next(_serial) * 100
    return f"{1_800_000_000 + micros // 1_000_000}.{micros % 1_000_000:06d}"


def _next_id(prefix: str) -> str:
    return f"{prefix}{next(_serial):08d}"


# --- records and rules ---


class ManualClock:
    """An injectable clock that only moves when told: ``clock.advance(1.5)``."""

    def __init__(self, start: float = 1000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@dataclass(frozen=True, slots=True)
class Edit:
    """One accepted ``chat.update`` (or ``replace_original`` response), stamped with the fake's clock."""

    at: float
    text: str
    blocks: list[Json] | None
    markdown_text: str | None


@dataclass(slots=True)
class Message:
    """A message as the fake stores it. ``text`` mirrors ``markdown_text`` when that was used."""

    channel: str
    ts: str
    text: str = ""
    thread_ts: str | None = None
    blocks: list[Json] | None = None
    markdown_text: str | None = None
    user: str = BOT_USER_ID
    bot_id: str | None = BOT_ID
    posted_at: float = 0.0
    edits: list[Edit] = field(default_factory=list)
    stream: Literal["none", "open", "stopped"] = "none"
    chunks: list[Json] = field(default_factory=list)
    #: when each of ``chunks`` arrived (the fake's clock), and when the stream was stopped
    chunk_at: list[float] = field(default_factory=list)
    stopped_at: float | None = None
    files: list[Json] = field(default_factory=list)
    visible_to: str | None = None

    def to_api(self) -> Json:
        """The message object as Slack returns it in API responses."""
        out: Json = {"type": "message", "ts": self.ts, "text": self.text, "user": self.user}
        extra = {
            "bot_id": self.bot_id,
            "thread_ts": self.thread_ts,
            "blocks": self.blocks,
            "files": self.files,
        }
        return out | {k: v for k, v in extra.items() if v}


@dataclass(slots=True)
class Upload:
    """A file announced by ``files.getUploadURLExternal``; ``content`` arrives at the upload URL."""

    id: str
    filename: str
    length: int
    content: bytes | None = None
    title: str = ""
    channel: str | None = None
    thread_ts: str | None = None


def _has_content(node: Any) -> bool:
    """Whether a table cell (``raw_text`` or a ``rich_text`` tree) shows anything."""
    if isinstance(node, list):
        return any(_has_content(n) for n in node)
    if not isinstance(node, dict):
        return False
    if "elements" in node:
        return _has_content(node["elements"])
    if node.get("type") in ("text", "raw_text"):
        return bool(str(node.get("text", "")).strip())
    return "type" in node


def table_problem(blocks: list[Json]) -> str | None:
    """Slack's TableBlock rules: one table per message, ≤100 rows, ≤20 cells a row, no empty cells."""
    tables = [b for b in blocks if b.get("type") == "table"]
    if len(tables) > 1:
        return "only one table block is allowed per message"
    for table in tables:
        rows = table.get("rows")
        if not isinstance(rows, list) or not rows or len(rows) > 100:
            return "a table needs 1 to 100 rows"
        for row in rows:
            if not isinstance(row, list) or not row or len(row) > 20:
                return "a table row needs 1 to 20 cells"
            if not all(_has_content(cell) for cell in row):
                return "table cells must not be empty"
    return None


# --- signing ---


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


# ----------------------------------------------------------------------------------------------------------
# Events API payloads


def event_callback(
    event: Json, *, team_id: str = TEAM_ID, event_id: str | None = None, event_time: int | None = None
) -> Json:
    """Wrap an inner event in the ``event_callback`` envelope (a fresh ``event_id`` unless given)."""
    authorization = {
        "team_id": team_id,
        "user_id": BOT_USER_ID,
        "is_bot": True,
        "is_enterprise_install": False,
    }
    return {
        "token": _UNUSED_TOKEN,
        "team_id": team_id,
        "api_app_id": APP_ID,
        "event": event,
        "type": "event_callback",
        "event_id": event_id or _next_id("Ev"),
        "event_time": int(time.time()) if event_time is None else event_time,
        "authorizations": [authorization],
        "is_ext_shared_channel": False,
    }


def url_verification(challenge: str = "challenge-token") -> Json:
    """The handshake Slack sends when the Events URL is configured."""
    return {"token": _UNUSED_TOKEN, "challenge": challenge, "type": "url_verification"}


def message_event(
    text: str,
    *,
    channel: str,
    channel_type: str | None,
    user: str = USER_ID,
    ts: str | None = None,
    thread_ts: str | None = None,
    team_id: str = TEAM_ID,
    event_id: str | None = None,
    **extra: Any,
) -> Json:
    """A ``message`` event in its envelope; ``extra`` (``bot_id``, ``subtype``, …) goes on the event.

    The builders below take the same keyword arguments (``user``, ``ts``, ``thread_ts``, ``team_id``,
    ``event_id``, extra event fields) on top of their own.
    """
    stamp = ts or next_ts()
    event: Json = {"type": "message", "channel": channel, "user": user, "text": text, "ts": stamp}
    event |= {"team": team_id, "event_ts": stamp, **extra}
    if channel_type is not None:
        event["channel_type"] = channel_type
    if thread_ts:
        event["thread_ts"] = thread_ts
    return event_callback(event, team_id=team_id, event_id=event_id)


def app_mention(
    text: str, *, channel: str = "C0GENERAL", bot_user_id: str = BOT_USER_ID, **fields: Any
) -> Json:
    """``app_mention`` in a channel; ``<@bot>`` is prefixed to ``text`` unless already present."""
    mention = f"<@{bot_user_id}>"
    body = message_event(
        text if mention in text else f"{mention} {text}", channel=channel, channel_type=None, **fields
    )
    body["event"]["type"] = "app_mention"
    return body


def assistant_thread_started(
    *,
    channel: str = "D0DEXTER",
    thread_ts: str | None = None,
    user: str = USER_ID,
    team_id: str = TEAM_ID,
    context_channel: str | None = None,
) -> Json:
    """``assistant_thread_started``: the user opened a new thread in the app's assistant pane."""
    context: Json = {"channel_id": context_channel, "team_id": team_id} if context_channel else {}
    thread = {"user_id": user, "context": context, "channel_id": channel, "thread_ts": thread_ts or next_ts()}
    event: Json = {"type": "assistant_thread_started", "assistant_thread": thread, "event_ts": next_ts()}
    return event_callback(event, team_id=team_id)


def app_home_opened(*, user: str = USER_ID, tab: str = "home", team_id: str = TEAM_ID) -> Json:
    """``app_home_opened``: the user opened the app's Home (or Messages) tab."""
    event: Json = {"type": "app_home_opened", "user": user, "channel": "D0DEXTER", "tab": tab}
    event["event_ts"] = next_ts()
    return event_callback(event, team_id=team_id)


def dm_message(text: str, *, channel: str = "D0DEXTER", **fields: Any) -> Json:
    """A ``message.im`` event (``channel_type: "im"``) from a person."""
    return message_event(text, channel=channel, channel_type="im", **fields)


def channel_message(text: str, *, channel: str = "C0GENERAL", **fields: Any) -> Json:
    """A ``message.channels`` event — what a mention also arrives as, next to ``app_mention``."""
    return message_event(text, channel=channel, channel_type="channel", **fields)


def bot_message(
    text: str, *, channel: str = "D0DEXTER", channel_type: str = "im", bot_id: str = BOT_ID, **fields: Any
) -> Json:
    """A message posted by a bot: carries ``bot_id`` (add ``subtype="bot_message"`` for legacy bots)."""
    fields.setdefault("user", BOT_USER_ID)
    return message_event(text, channel=channel, channel_type=channel_type, bot_id=bot_id, **fields)


def message_changed(
    ts: str,
    text: str,
    *,
    previous_text: str = "",
    channel: str = "D0DEXTER",
    channel_type: str = "im",
    user: str = USER_ID,
    team_id: str = TEAM_ID,
) -> Json:
    """``subtype: message_changed`` (an edit): no top-level ``user``/``text``; both live in ``message``."""
    stamp = next_ts()
    event: Json = {
        "type": "message",
        "subtype": "message_changed",
        "hidden": True,
        "channel": channel,
        "channel_type": channel_type,
        "ts": stamp,
        "event_ts": stamp,
        "message": {"type": "message", "user": user, "text": text, "ts": ts, "edited": {"user": user}},
        "previous_message": {"type": "message", "user": user, "text": previous_text, "ts": ts},
    }
    return event_callback(event, team_id=team_id)


# ----------------------------------------------------------------------------------------------------------
# slash commands and interactivity


def slash_command(
    text: str,
    *,
    response_url: str,
    command: str = "/dexter",
    user_id: str = USER_ID,
    channel_id: str = "C0GENERAL",
    team_id: str = TEAM_ID,
    trigger_id: str | None = None,
) -> dict[str, str]:
    """The form fields of a slash command invocation (encode with ``signed_form_request``)."""
    return {
        "token": _UNUSED_TOKEN,
        "team_id": team_id,
        "team_domain": "dexter-test",
        "channel_id": channel_id,
        "channel_name": "general",
        "user_id": user_id,
        "user_name": "tester",
        "command": command,
        "text": text,
        "api_app_id": APP_ID,
        "is_enterprise_install": "false",
        "response_url": response_url,
        "trigger_id": trigger_id or _next_id("trig."),
    }


def block_action(
    action_id: str,
    value: str,
    *,
    response_url: str,
    message_ts: str,
    block_id: str = "actions",
    channel_id: str = "C0GENERAL",
    user_id: str = USER_ID,
    team_id: str = TEAM_ID,
    thread_ts: str | None = None,
) -> Json:
    """A ``block_actions`` payload for a button click (``value``) on the message at ``message_ts``."""
    message: Json = {"type": "message", "ts": message_ts, "user": BOT_USER_ID, "bot_id": BOT_ID, "text": ""}
    if thread_ts:
        message["thread_ts"] = thread_ts
    button: Json = {"type": "button", "action_id": action_id, "block_id": block_id, "value": value}
    button |= {"text": {"type": "plain_text", "text": value}, "action_ts": str(time.time())}
    return {
        "type": "block_actions",
        "user": {"id": user_id, "username": "tester", "name": "tester", "team_id": team_id},
        "api_app_id": APP_ID,
        "token": _UNUSED_TOKEN,
        "container": {
            "type": "message",
            "message_ts": message_ts,
            "channel_id": channel_id,
            "is_ephemeral": False,
        },
        "trigger_id": _next_id("trig."),
        "team": {"id": team_id, "domain": "dexter-test"},
        "is_enterprise_install": False,
        "channel": {"id": channel_id, "name": "general"},
        "message": message,
        "response_url": response_url,
        "actions": [button],
    }
