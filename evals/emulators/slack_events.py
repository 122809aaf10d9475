"""What Slack sends *to* an app: the payloads, built the way Slack builds them.

- Events API callbacks (``app_mention``, ``dm_message``, ``channel_message``, ``bot_message``,
  ``message_changed``, ``message_deleted``, ``assistant_thread_started``, ``app_home_opened``,
  ``app_uninstalled``, ``tokens_revoked``) in their ``event_callback`` envelope — in a workspace of an
  Enterprise Grid org with ``enterprise_id`` (and ``org_wide`` for an org-wide install) — and the
  ``url_verification`` handshake.
- Slash commands (``slash_command``: form fields) and button clicks (``block_action``: a ``block_actions``
  payload).

Turn them into a signed delivery (raw body + headers) with ``evals.emulators.slack_signing``. IDs and
timestamps come from the counter in ``evals.emulators.slack_records``, shared with ``FakeSlack``.
"""

from __future__ import annotations

import time
from typing import Any

from evals.emulators.slack_records import (
    APP_ID,
    BOT_ID,
    BOT_USER_ID,
    TEAM_ID,
    USER_ID,
    Json,
    Message,
    next_id,
    next_ts,
)
from evals.emulators.slack_signing import signed_event_request

# ``Message`` and ``signed_event_request`` are imported from here by evals/bench_load_platforms.py (their
# homes are evals.emulators.slack_records and evals.emulators.slack_signing).
__all__ = [
    "Message",
    "app_home_opened",
    "app_mention",
    "app_uninstalled",
    "assistant_thread_started",
    "block_action",
    "bot_message",
    "channel_message",
    "dm_message",
    "event_callback",
    "message_changed",
    "message_deleted",
    "message_event",
    "signed_event_request",
    "slash_command",
    "tokens_revoked",
    "url_verification",
]

_UNUSED_TOKEN = "verification-token-unused"


# ----------------------------------------------------------------------------------------------------------
# Events API payloads


def event_callback(
    event: Json,
    *,
    team_id: str = TEAM_ID,
    event_id: str | None = None,
    event_time: int | None = None,
    enterprise_id: str | None = None,
    org_wide: bool = False,
) -> Json:
    """Wrap an inner event in the ``event_callback`` envelope (a fresh ``event_id`` unless given).

    In a workspace of an Enterprise Grid org (``enterprise_id``) the envelope and the authorization
    name the org; an org-wide install (``org_wide``) is authorized for the org, not the workspace
    (``authorizations[0].team_id`` is null), while ``team_id`` still names the workspace."""
    authorization = {
        "enterprise_id": enterprise_id,
        "team_id": None if org_wide else team_id,
        "user_id": BOT_USER_ID,
        "is_bot": True,
        "is_enterprise_install": org_wide,
    }
    envelope_org = {"enterprise_id": enterprise_id} if enterprise_id else {}
    return envelope_org | {
        "token": _UNUSED_TOKEN,
        "team_id": team_id,
        "api_app_id": APP_ID,
        "event": event,
        "type": "event_callback",
        "event_id": event_id or next_id("Ev"),
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
    enterprise_id: str | None = None,
    org_wide: bool = False,
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
    return event_callback(
        event, team_id=team_id, event_id=event_id, enterprise_id=enterprise_id, org_wide=org_wide
    )


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


def message_deleted(
    ts: str,
    *,
    previous_text: str = "",
    channel: str = "D0DEXTER",
    channel_type: str = "im",
    user: str = USER_ID,
    thread_ts: str | None = None,
    team_id: str = TEAM_ID,
) -> Json:
    """``subtype: message_deleted``: the message at ``deleted_ts`` is gone (its text in ``previous_message``)."""
    stamp = next_ts()
    previous: Json = {"type": "message", "user": user, "text": previous_text, "ts": ts}
    if thread_ts:
        previous["thread_ts"] = thread_ts
    event: Json = {
        "type": "message",
        "subtype": "message_deleted",
        "hidden": True,
        "channel": channel,
        "channel_type": channel_type,
        "ts": stamp,
        "event_ts": stamp,
        "deleted_ts": ts,
        "previous_message": previous,
    }
    return event_callback(event, team_id=team_id)


def app_uninstalled(
    *, team_id: str = TEAM_ID, enterprise_id: str | None = None, org_wide: bool = False
) -> Json:
    """``app_uninstalled``: the workspace (or, ``org_wide``, the org) removed the app."""
    event: Json = {"type": "app_uninstalled", "event_ts": next_ts()}
    return event_callback(event, team_id=team_id, enterprise_id=enterprise_id, org_wide=org_wide)


def tokens_revoked(
    *, team_id: str = TEAM_ID, enterprise_id: str | None = None, org_wide: bool = False
) -> Json:
    """``tokens_revoked`` for the bot token (the app's tokens in that workspace or org are void)."""
    event: Json = {"type": "tokens_revoked", "tokens": {"bot": [BOT_USER_ID]}, "event_ts": next_ts()}
    return event_callback(event, team_id=team_id, enterprise_id=enterprise_id, org_wide=org_wide)


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
        "trigger_id": trigger_id or next_id("trig."),
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
        "trigger_id": next_id("trig."),
        "team": {"id": team_id, "domain": "dexter-test"},
        "is_enterprise_install": False,
        "channel": {"id": channel_id, "name": "general"},
        "message": message,
        "response_url": response_url,
        "actions": [button],
    }
