"""The Slack side of the relay's ``PlatformPort``: progress message with a ⏹ button, edits, answers,
and (``open_live``) each agent run's live view — a stream in the thread and a status line
(``bots.slack.stream``), kept in the run journal while it is open; ``close_orphan`` stops one that a
dead process left open (``bots.slack.orphans``).

Answers are rendered once (``render.render_slack``) into messages the relay posts one by one in the
thread (``post_chunk``; the relay keeps their order, retries and ledger), the last with 👍/👎. A message
whose blocks Slack rejects is re-sent as its mrkdwn fallback: the answer is never lost to formatting.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence
from typing import Any

from slack_sdk.web.async_client import AsyncWebClient

from bots.button_texts import button_texts
from bots.relay import (
    Choice,
    LiveLedger,
    NotModified,
    OpenView,
    PlatformError,
    RateLimited,
    ReplyTarget,
    key_from_text,
)
from bots.slack.chart_blocks import post_native_chart
from bots.slack.data_table import BLOCK as DATA_TABLE
from bots.slack.data_table import as_table_block, has_data_table
from bots.slack.errors import slack_error
from bots.slack.feedback import with_feedback
from bots.slack.orphans import stop_orphan
from bots.slack.render import SlackMessage, render_slack
from bots.slack.stream import SlackLive
from bots.slack.tiers import tiers_for
from bots.slack.upload import upload_png
from core.charts import Chart
from core.lang import Language

STOP_ACTION = "dexter_stop"
#: Buttons that ask the question again for another company: ``dexter_alt_<n>`` (unique per message).
ALT_ACTION = "dexter_alt"


def escape_mrkdwn(text: str) -> str:
    """Slack's escaping for text a person or a model wrote (``& < >``): no mention, no disguised link."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


EDIT_INTERVAL_S = 1.5
_BLOCK_ERRORS = frozenset(
    {"invalid_blocks", "invalid_blocks_format", "markdown_text_conflict", "msg_too_long"}
)


def _raise(exc: Exception) -> None:
    """The port's error for a failed Web API call, whatever shape the SDK gave it
    (``bots.slack.errors``); a timeout stays a ``TimeoutError`` (the relay retries it)."""
    if isinstance(exc, TimeoutError):
        raise exc
    error, retry_after = slack_error(exc)
    if retry_after is not None:
        raise RateLimited(retry_after) from exc
    raise PlatformError(f"slack: {error}") from exc


class SlackPort:
    """One workspace's port. ``client`` is the Bolt app's ``AsyncWebClient``."""

    def __init__(self, client: AsyncWebClient, *, team_id: str, posted_limit: int = 10_000) -> None:
        self._client = client
        self._team = team_id
        self._progress: OrderedDict[str, str] = OrderedDict()  # run id → progress ts
        self._runs: dict[str, str] = {}  # progress ts → run id
        self._langs: dict[str, Language] = {}  # progress ts → the run's language (its ⏹'s label)
        self._posted_limit = posted_limit
        #: the live views open, kept across restarts (set by ``dexter serve`` to the run journal)
        self.views: LiveLedger | None = None

    @property
    def workspace(self) -> str:
        return self._team

    def min_edit_interval_s(self, target: ReplyTarget) -> float:
        return EDIT_INTERVAL_S

    def _progress_blocks(
        self, text: str, target: ReplyTarget, *, final: bool, run_id: str = "", lang: Language = "ko"
    ) -> list[dict[str, Any]]:
        blocks: list[dict[str, Any]] = [{"type": "section", "text": {"type": "mrkdwn", "text": text or " "}}]
        if not final:
            blocks.append(
                {
                    "type": "actions",
                    "elements": [
                        {
                            "type": "button",
                            "action_id": STOP_ACTION,
                            # the button names its run: a click on a queued message stops that one
                            "value": f"{target.extra.get('conversation', '')}#{run_id}",
                            "style": "danger",
                            "text": {"type": "plain_text", "text": button_texts(lang).stop},
                        }
                    ],
                }
            )
        return blocks

    async def post_progress(
        self, target: ReplyTarget, text: str, *, run_id: str, lang: Language = "ko"
    ) -> str:
        text = escape_mrkdwn(text)  # the question, tool details and model thinking: never live mrkdwn
        try:
            response = await self._client.chat_postMessage(
                channel=target.channel,
                thread_ts=target.thread or None,
                text=text,
                blocks=self._progress_blocks(text, target, final=False, run_id=run_id, lang=lang),
            )
        except Exception as exc:  # any shape of failure (bots.slack.errors)
            _raise(exc)
            raise
        ts = str(response["ts"])
        self._progress[run_id] = ts
        self._runs[ts] = run_id  # /dexter runs answer in the progress message's own thread
        self._langs[ts] = lang
        while len(self._progress) > self._posted_limit:
            _, old = self._progress.popitem(last=False)
            self._runs.pop(old, None)
            self._langs.pop(old, None)
        return ts

    def adopt_progress(
        self, target: ReplyTarget, message_id: str, *, run_id: str, lang: Language = "ko"
    ) -> None:
        """Take over a progress message posted before a restart (recovery re-runs in it)."""
        self._progress[run_id] = message_id
        self._runs[message_id] = run_id
        self._langs[message_id] = lang

    async def edit_progress(self, target: ReplyTarget, message_id: str, text: str, *, final: bool) -> None:
        text = escape_mrkdwn(text)
        try:
            await self._client.chat_update(
                channel=target.channel,
                ts=message_id,
                text=text,
                blocks=self._progress_blocks(
                    text,
                    target,
                    final=final,
                    run_id=self._runs.get(message_id, ""),
                    lang=self._langs.get(message_id, "ko"),
                ),
            )
        except Exception as exc:  # any shape of failure (bots.slack.errors)
            if slack_error(exc)[0] == "message_not_modified":
                raise NotModified from exc
            _raise(exc)

    async def open_live(
        self, target: ReplyTarget, *, run_id: str, user_id: str, progress_id: str | None
    ) -> SlackLive | None:
        """Stream the run in its thread (the progress message's own thread for ``/dexter``)."""
        thread = target.thread or progress_id or target.message
        if not thread:
            return None
        key = key_from_text(target.extra.get("conversation", ""))
        team = key[1] if key is not None and len(key) > 1 and key[1] else self._team
        return SlackLive(
            self._client,
            tiers_for(self._client, self._team),
            channel=target.channel,
            thread=thread,
            team=team,
            user=user_id,
            run_id=run_id,
            views=self.views,
        )  # the stream starts with the run's first step (``SlackLive.update``)

    async def close_orphan(self, view: OpenView, text: str, *, done: bool = False) -> bool:
        """Stop a stream a dead process left open (recovery; ``bots.relay.run.live_view.OrphanCloser``)."""
        return await stop_orphan(self._client, tiers_for(self._client, self._team), view, text, done=done)

    def render_answer(self, markdown: str) -> list[SlackMessage]:
        """Tables with numbers as ``data_table`` blocks unless the workspace refused them lately."""
        refused = tiers_for(self._client, self._team).block_refused(DATA_TABLE)
        return render_slack(markdown, data_tables=not refused)

    async def post_chunk(
        self, target: ReplyTarget, chunk: SlackMessage, *, run_id: str, last: bool, lang: Language = "ko"
    ) -> str:
        """One message of the answer in the run's thread; the last ends with 👍/👎 (bots.slack.feedback)."""
        thread = target.thread or self._progress.get(run_id) or target.message or None
        blocks = with_feedback(chunk.blocks, run_id, lang) if last else chunk.blocks
        if has_data_table(blocks):  # a workspace without data_table: remembered, shown as a table block
            tiers = tiers_for(self._client, self._team)
            if not tiers.block_refused(DATA_TABLE):
                try:
                    response = await self._client.chat_postMessage(
                        channel=target.channel, thread_ts=thread, text=chunk.fallback_text, blocks=blocks
                    )
                    return str(response["ts"])
                except Exception as exc:  # any shape of failure (bots.slack.errors)
                    error = slack_error(exc)[0]
                    if error not in _BLOCK_ERRORS:
                        _raise(exc)
                    if error.startswith("invalid_blocks"):
                        tiers.refuse_block(DATA_TABLE)
            blocks = [as_table_block(block) for block in blocks]
        return await self._post_chunk(target.channel, thread, blocks, chunk.fallback_text)

    async def post_choices(
        self, target: ReplyTarget, prompt: str, choices: Sequence[Choice], *, run_id: str
    ) -> None:
        """The buttons that ask again for another company, in the answer's thread."""
        text = escape_mrkdwn(prompt)
        buttons = [
            {
                "type": "button",
                "action_id": f"{ALT_ACTION}_{index}",
                "value": choice.value,
                "text": {"type": "plain_text", "text": choice.label[:75]},
            }
            for index, choice in enumerate(choices[:25])
        ]
        blocks: list[dict[str, Any]] = [
            {"type": "section", "text": {"type": "mrkdwn", "text": text}},
            {"type": "actions", "block_id": ALT_ACTION, "elements": buttons},
        ]
        thread = target.thread or self._progress.get(run_id) or target.message or None
        try:
            await self._client.chat_postMessage(
                channel=target.channel, thread_ts=thread, text=text, blocks=blocks
            )
        except Exception as exc:  # any shape of failure (bots.slack.errors)
            _raise(exc)

    async def post_image(
        self, target: ReplyTarget, png: bytes, *, title: str, caption: str, filename: str, run_id: str
    ) -> None:
        """Upload a chart (``bots.slack.upload``) into the run's thread, or the channel when there is none."""
        thread = target.thread or self._progress.get(run_id) or target.message or None
        await upload_png(  # files_upload_v2's steps, a posting that may have happened never retried
            self._client,
            channel=target.channel,
            thread=thread,
            png=png,
            filename=filename,
            title=title,
            comment=escape_mrkdwn(caption),
        )

    async def post_chart(self, target: ReplyTarget, chart: Chart, *, run_id: str) -> bool:
        """The chart as blocks Slack draws (``bots.slack.chart_blocks``) in the run's thread, or the
        channel; ``False`` (nothing posted) when it does not fit or the workspace refuses the block."""
        thread = target.thread or self._progress.get(run_id) or target.message or None
        tiers = tiers_for(self._client, self._team)
        try:
            return await post_native_chart(
                self._client, tiers, chart, channel=target.channel, thread=thread, escape=escape_mrkdwn
            )
        except Exception as exc:  # any shape of failure (bots.slack.errors)
            _raise(exc)
            raise

    async def _post_chunk(
        self, channel: str, thread: str | None, blocks: list[dict[str, Any]], fallback: str
    ) -> str:
        try:
            response = await self._client.chat_postMessage(
                channel=channel, thread_ts=thread, text=fallback, blocks=blocks
            )
        except Exception as exc:  # any shape of failure (bots.slack.errors)
            if slack_error(exc)[0] not in _BLOCK_ERRORS:
                _raise(exc)
            # formatting was refused: the plain mrkdwn text still gets through, with 👍/👎 if it can
            buttons = [b for b in blocks if b.get("type") == "context_actions"]
            for extra in (buttons, None) if buttons else (None,):
                try:
                    response = await self._client.chat_postMessage(
                        channel=channel, thread_ts=thread, text=fallback[:3_900], blocks=extra
                    )
                    break
                except Exception as again:
                    if extra and slack_error(again)[0] in _BLOCK_ERRORS:
                        continue
                    _raise(again)
                    raise
        return str(response["ts"])
