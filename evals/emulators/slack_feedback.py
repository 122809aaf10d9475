"""The Slack emulator's 👍/👎 pieces: the ``context_actions`` block rules, ``views.open`` (a mixin of
``FakeSlack``), and the payloads Slack sends when someone clicks a feedback button (``feedback_click``:
``block_actions`` with a ``feedback_buttons`` action) or submits a modal (``view_submission``).

Rules as Slack's reference states them: ``context_actions`` holds 1–5 elements, each ``feedback_buttons``
or ``icon_button``; a ``feedback_buttons`` has an ``action_id`` and a ``positive_button`` and a
``negative_button``, each ``{text: plain_text ≤ 75, value ≤ 2000}``. A modal's title, submit and close are
``plain_text`` ≤ 24 characters, it has ≤ 100 blocks and a ``private_metadata`` ≤ 3000 characters; a
``trigger_id`` opens one view, once.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from evals.emulators.slack_records import APP_ID, TEAM_ID, USER_ID, Json, Message, SlackError, next_id

_UNUSED_TOKEN = "verification-token-unused"


def _plain(node: Any, limit: int) -> bool:
    return (
        isinstance(node, dict)
        and node.get("type") == "plain_text"
        and 0 < len(str(node.get("text", ""))) <= limit
    )


def _button_problem(button: Any) -> str | None:
    if not isinstance(button, dict) or not _plain(button.get("text"), 75):
        return "a feedback button needs plain_text text of 1 to 75 characters"
    value = button.get("value")
    if not isinstance(value, str) or not 0 < len(value) <= 2000:
        return "a feedback button needs a value of 1 to 2000 characters"
    return None


def context_actions_problem(blocks: list[Json]) -> str | None:
    """What Slack would refuse in the ``context_actions`` blocks of a message (``None``: nothing)."""
    for block in blocks:
        if block.get("type") != "context_actions":
            continue
        elements = block.get("elements")
        if not isinstance(elements, list) or not 1 <= len(elements) <= 5:
            return "context_actions needs 1 to 5 elements"
        for element in elements:
            kind = element.get("type") if isinstance(element, dict) else None
            if kind not in ("feedback_buttons", "icon_button"):
                return f"context_actions cannot hold {kind!r}"
            if kind == "feedback_buttons":
                if not element.get("action_id"):
                    return "feedback_buttons needs an action_id"
                for side in ("positive_button", "negative_button"):
                    problem = _button_problem(element.get(side))
                    if problem is not None:
                        return problem
    return None


def _view_problem(view: Any) -> str | None:
    if not isinstance(view, dict) or view.get("type") != "modal":
        return "view must be a modal"
    if not _plain(view.get("title"), 24):
        return "a modal title is plain_text of 1 to 24 characters"
    for key in ("submit", "close"):
        if key in view and not _plain(view[key], 24):
            return f"a modal {key} is plain_text of 1 to 24 characters"
    blocks = view.get("blocks")
    if not isinstance(blocks, list) or not 0 < len(blocks) <= 100:
        return "a modal has 1 to 100 blocks"
    if len(str(view.get("private_metadata", ""))) > 3000:
        return "private_metadata over 3000 characters"
    for block in blocks:
        if block.get("type") == "input" and (
            not _plain(block.get("label"), 2000) or not isinstance(block.get("element"), dict)
        ):
            return "an input block needs a label and an element"
    return None


class Modals:
    """``views.open``: the modals opened, by the ``trigger_id`` that opened them (each used once)."""

    if TYPE_CHECKING:
        clock: Callable[[], float]
        _serial: Any
        modals: list[Json]
        _triggers_used: set[str]

    def _api_views_open(self, args: Json) -> Json:
        trigger, view = args.get("trigger_id"), args.get("view")
        if not trigger:
            raise SlackError("invalid_arguments", "trigger_id is required")
        used = self._triggers_used
        if trigger in used:
            raise SlackError("invalid_trigger_id", "a trigger_id opens one view")
        problem = _view_problem(view)
        if problem is not None:
            raise SlackError("invalid_arguments", problem)
        used.add(trigger)
        assert isinstance(view, dict)
        opened: Json = {"id": f"V{next(self._serial):08d}", "trigger_id": trigger, **view}
        self.modals.append(opened)
        return {"view": opened}


def feedback_click(
    message: Message,
    *,
    positive: bool,
    response_url: str,
    user_id: str = USER_ID,
    team_id: str = TEAM_ID,
    channel_id: str | None = None,
) -> Json:
    """A ``block_actions`` payload: ``user_id`` clicked 👍 (``positive``) or 👎 on ``message``'s feedback
    buttons (its ``context_actions`` block); ``channel_id`` defaults to the message's channel."""
    found = next(
        (
            (block, element)
            for block in message.blocks or []
            if block.get("type") == "context_actions"
            for element in block.get("elements", [])
            if element.get("type") == "feedback_buttons"
        ),
        None,
    )
    if found is None:
        raise KeyError(f"message {message.ts} has no feedback buttons")
    block, element = found
    button = element["positive_button" if positive else "negative_button"]
    channel = channel_id or message.channel
    action: Json = {
        "type": "feedback_buttons",
        "action_id": element["action_id"],
        "block_id": block.get("block_id", "context"),
        "value": button["value"],
        "action_ts": str(time.time()),
    }
    posted: Json = {"type": "message", "ts": message.ts, "user": message.user, "text": message.text}
    if message.thread_ts:
        posted["thread_ts"] = message.thread_ts
    return {
        "type": "block_actions",
        "user": {"id": user_id, "username": "tester", "name": "tester", "team_id": team_id},
        "api_app_id": APP_ID,
        "token": _UNUSED_TOKEN,
        "container": {
            "type": "message",
            "message_ts": message.ts,
            "channel_id": channel,
            "is_ephemeral": False,
        },
        "trigger_id": next_id("trig."),
        "team": {"id": team_id, "domain": "dexter-test"},
        "is_enterprise_install": False,
        "channel": {"id": channel, "name": "general"},
        "message": posted,
        "response_url": response_url,
        "actions": [action],
    }


def view_submission(
    view: Json, values: dict[str, dict[str, str]], *, user_id: str = USER_ID, team_id: str = TEAM_ID
) -> Json:
    """A ``view_submission`` payload: ``user_id`` submitted the modal ``view`` (as ``views.open`` got it)
    with ``values`` — ``{block_id: {action_id: text}}`` for its plain-text inputs."""
    state = {
        block: {action: {"type": "plain_text_input", "value": text} for action, text in fields.items()}
        for block, fields in values.items()
    }
    return {
        "type": "view_submission",
        "team": {"id": team_id, "domain": "dexter-test"},
        "user": {"id": user_id, "username": "tester", "name": "tester", "team_id": team_id},
        "api_app_id": APP_ID,
        "token": _UNUSED_TOKEN,
        "trigger_id": next_id("trig."),
        "view": {**view, "team_id": team_id, "state": {"values": state}, "app_id": APP_ID},
        "response_urls": [],
        "is_enterprise_install": False,
    }
