"""👍/👎 under Slack answers: ``feedback_buttons`` in a ``context_actions`` block, and the "무엇이 틀렸나요?"
modal a 👎 opens.

The block goes on the answer's last message (``with_feedback``, by the port) or at the bottom of the
streamed answer (``chat.stopStream``'s ``blocks``, by ``bots.slack.stream``). A click arrives as
``block_actions`` (``actions[0].type == "feedback_buttons"``, its ``value`` ``up:<run_id>`` or
``down:<run_id>``); the vote is taken by ``bots.feedback`` (only from the answer's own channel, by someone
allowed to use the bot). A 👎 opens a one-field modal (``views.open`` with the click's ``trigger_id``);
its ``view_submission`` carries the run id in ``private_metadata`` and the note in its one input.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from slack_bolt.async_app import AsyncAck, AsyncApp, AsyncRespond

from bots.button_texts import button_texts
from bots.feedback import Feedback, button_value
from bots.slack.errors import slack_error
from bots.texts import NO_PERMISSION
from core.lang import Language
from core.logging import get_logger

if TYPE_CHECKING:
    from bots.slack.app import SlackAdapter

log = get_logger(__name__)
Json = dict[str, Any]

FEEDBACK_ACTION = "dexter_feedback"
NOTE_VIEW = "dexter_feedback_note"
NOTE_BLOCK, NOTE_INPUT = "note", "text"
MAX_BLOCKS = 50


def feedback_block(run_id: str, lang: Language = "ko") -> Json:
    """The 👍/👎 pair for the run's answer (the values name the run, never the answer), labelled in the
    answer's language."""
    said = button_texts(lang)
    return {
        "type": "context_actions",
        "block_id": FEEDBACK_ACTION,
        "elements": [
            {
                "type": "feedback_buttons",
                "action_id": FEEDBACK_ACTION,
                "positive_button": {
                    "text": {"type": "plain_text", "text": "👍"},
                    "accessibility_label": said.up_label,
                    "value": button_value("up", run_id),
                },
                "negative_button": {
                    "text": {"type": "plain_text", "text": "👎"},
                    "accessibility_label": said.down_label,
                    "value": button_value("down", run_id),
                },
            }
        ],
    }


def with_feedback(blocks: list[Json], run_id: str, lang: Language = "ko") -> list[Json]:
    """``blocks`` with the 👍/👎 at the bottom (left off when the message has no room for a block)."""
    return [*blocks, feedback_block(run_id, lang)] if len(blocks) < MAX_BLOCKS else blocks


def note_view(run_id: str, lang: Language = "ko") -> Json:
    """The one-field modal a 👎 opens, in the answer's language."""
    said = button_texts(lang)
    return {
        "type": "modal",
        "callback_id": NOTE_VIEW,
        "private_metadata": json.dumps({"run": run_id}),
        "title": {"type": "plain_text", "text": said.feedback_title},
        "submit": {"type": "plain_text", "text": said.feedback_submit},
        "close": {"type": "plain_text", "text": said.feedback_close},
        "blocks": [
            {
                "type": "input",
                "block_id": NOTE_BLOCK,
                "label": {"type": "plain_text", "text": said.note_prompt},
                "element": {
                    "type": "plain_text_input",
                    "action_id": NOTE_INPUT,
                    "multiline": True,
                    "max_length": 3_000,
                    "placeholder": {"type": "plain_text", "text": said.note_hint[:150]},
                },
            }
        ],
    }


def _note_of(view: Json) -> tuple[str, str]:
    """(run id, note) from a submitted modal."""
    try:
        run_id = str(json.loads(str(view.get("private_metadata") or "{}")).get("run", ""))
    except ValueError:
        run_id = ""
    values = (view.get("state") or {}).get("values") or {}
    note = str(((values.get(NOTE_BLOCK) or {}).get(NOTE_INPUT) or {}).get("value") or "")
    return run_id, note


class SlackFeedback:
    """The Bolt listeners for the buttons and the modal (``register``)."""

    def __init__(self, adapter: SlackAdapter, *, scratchpad_dir: Path | None = None) -> None:
        self._adapter = adapter
        self._scratchpads = scratchpad_dir
        self._votes: Feedback | None = None

    @property
    def votes(self) -> Feedback:
        """The votes, over the relay's run journal (read when the first click arrives)."""
        if self._votes is None:
            relay = self._adapter.relay
            self._votes = Feedback(relay.journal, scratchpad_dir=self._scratchpads, lang=relay.lang)
        return self._votes

    def register(self, app: AsyncApp) -> None:
        @app.action(FEEDBACK_ACTION)
        async def on_vote(ack: AsyncAck, body: Json, respond: AsyncRespond) -> None:
            await ack()
            said = await self._click(body)
            if said:
                await respond(text=said, response_type="ephemeral", replace_original=False)

        @app.view(NOTE_VIEW)
        async def on_note(ack: AsyncAck, body: Json) -> None:
            run_id, note = _note_of(body.get("view") or {})
            user = str((body.get("user") or {}).get("id", ""))
            verdict = await self.votes.note(run_id, user, note)
            if verdict.accepted:
                await ack()
            else:
                await ack(response_action="errors", errors={NOTE_BLOCK: verdict.text})

    async def _click(self, body: Json) -> str:
        """Take the vote; open the modal for a 👎. What to tell the voter ("" when the modal says it)."""
        action = (body.get("actions") or [{}])[0]
        user_info = body.get("user") or {}
        user = str(user_info.get("id", ""))
        team = str((body.get("team") or {}).get("id") or user_info.get("team_id", ""))
        channel = str((body.get("channel") or {}).get("id", ""))
        if not self._adapter.allowed(team, channel, user):
            return NO_PERMISSION
        verdict = await self.votes.vote(
            str(action.get("value", "")), platform="slack", channel=channel, user_id=user
        )
        if not verdict.accepted or verdict.entry is None or verdict.entry.vote == "up":
            return verdict.text
        trigger = str(body.get("trigger_id", ""))
        view = note_view(verdict.entry.run_id, verdict.lang)
        try:
            await self._adapter.client.views_open(trigger_id=trigger, view=view)
        except Exception as exc:  # any shape of failure (bots.slack.errors): the vote is kept anyway
            log.warning("slack_feedback_modal_failed", error=slack_error(exc)[0])
            return verdict.text
        return ""
