"""The App Home tab: what Korean Dexter does, its commands, example questions and the user's usage
today, published with ``views.publish`` when the user opens the tab (``app_home_opened``)."""

from __future__ import annotations

from typing import Any

from bots.commands import slack_lines
from bots.feedback import Feedback
from bots.relay import Relay, usage_text
from bots.slack.assistant import SUGGESTED_PROMPTS
from bots.slack.port import escape_mrkdwn
from bots.texts import HOME_COMMANDS, HOME_EXAMPLES, HOME_HEADER, HOME_MORE_EXAMPLES, HOME_NOTE

EXAMPLES = (*(prompt["message"] for prompt in SUGGESTED_PROMPTS), *HOME_MORE_EXAMPLES)


def _section(text: str) -> dict[str, Any]:
    return {"type": "section", "text": {"type": "mrkdwn", "text": text}}


def _bold_first_line(text: str) -> str:
    first, newline, rest = text.partition("\n")
    return f"*{first}*{newline}{rest}"


def home_view(usage: str, feedback: str = "") -> dict[str, Any]:
    """The Home tab for one user (``usage``: their day, as ``/dexter usage`` says it; ``feedback``: this
    week's 👍/👎, shown to admins)."""
    examples = "\n".join(f"• {example}" for example in EXAMPLES)
    commands = "\n".join(f"• {line}" for line in slack_lines())  # the help's list (``bots.commands``)
    return {
        "type": "home",
        "blocks": [
            {"type": "header", "text": {"type": "plain_text", "text": HOME_HEADER}},
            _section(escape_mrkdwn(HOME_NOTE)),
            {"type": "divider"},
            _section(f"*{HOME_COMMANDS}*\n{escape_mrkdwn(commands)}"),
            _section(f"*{HOME_EXAMPLES}*\n{escape_mrkdwn(examples)}"),
            {"type": "divider"},
            _section(usage),
            *([_section(_bold_first_line(escape_mrkdwn(feedback)))] if feedback else []),
        ],
    }


async def publish_home(client: Any, relay: Relay, user: str, *, admin: bool = False) -> None:
    """``views.publish`` the Home tab for ``user`` (``client``: the Bolt app's ``AsyncWebClient``); an
    admin also sees this week's 👍/👎 (``bots.feedback``)."""
    usage = (await usage_text(relay, "slack", user)).replace("📊 ", "*📊 ", 1).replace("\n", "*\n", 1)
    feedback = await Feedback(relay.journal).week() if admin else ""
    await client.views_publish(user_id=user, view=home_view(usage, feedback))
