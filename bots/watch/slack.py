"""The watchlist on Slack: ``/dexter watch|unwatch|watchlist``, filing notices with a 요약 button.

A notice is a channel message (mrkdwn, the DART link, a ``dexter_watch_sum`` button whose value is the
``rcept_no``); its digest (``core.watch.digest``), when there is one, is the first reply in its thread.
A click asks the agent about that filing as a new run in the notice's thread, through the
relay like any question (progress, ⏹, dedup: one run per notice however often it is clicked).
"""

from __future__ import annotations

from typing import Any

from slack_bolt.async_app import AsyncAck, AsyncRespond

from bots.relay import ConversationKey, Inbound, ReplyTarget, ShuttingDown, key_from_text, key_text
from bots.slack.app import SlackAdapter
from bots.slack.port import escape_mrkdwn
from bots.texts import ALREADY_SUMMARISING, RESTARTING, SLACK_STRANGER, SUMMARY_BUTTON
from bots.watch.commands import WatchCommands
from bots.watch.summary import summary_question
from core.logging import get_logger
from core.watch.digest import Digest
from core.watch.filings import Notice

log = get_logger(__name__)

SUMMARY_ACTION = "dexter_watch_sum"


def notice_message(notice: Notice) -> tuple[str, list[dict[str, Any]]]:
    """The fallback text and the blocks of a filing notice."""
    f = notice.filing
    name, report = escape_mrkdwn(f.corp_name), escape_mrkdwn(f.report_nm)
    text = (
        f"*📢 [{f.kind}] {name}* — {report}\n"
        f"제출인 {escape_mrkdwn(f.flr_nm)} · 접수 {f.date} · <{f.url}|DART에서 보기>"
    )
    blocks: list[dict[str, Any]] = [
        {"type": "section", "text": {"type": "mrkdwn", "text": text}},
        {
            "type": "actions",
            "block_id": SUMMARY_ACTION,
            "elements": [
                {
                    "type": "button",
                    "action_id": SUMMARY_ACTION,
                    "value": f.rcept_no,
                    "text": {"type": "plain_text", "text": SUMMARY_BUTTON},
                }
            ],
        },
    ]
    return text, blocks


def digest_text(digest: Digest) -> str:
    """A digest as mrkdwn: the title in bold, one line per figure, the source in small print."""
    lines = [f"*{escape_mrkdwn(digest.title)}*", *(f"• {escape_mrkdwn(line)}" for line in digest.lines)]
    return "\n".join([*lines, f"_출처: {escape_mrkdwn(digest.source)}_"])


class SlackWatch:
    """Wires the watchlist into a ``SlackAdapter``: the command hook, the button and the poster."""

    def __init__(self, adapter: SlackAdapter, commands: WatchCommands) -> None:
        self.adapter = adapter
        self.commands = commands
        adapter.services["watch"] = self.command
        adapter.app.action(SUMMARY_ACTION)(self._on_summary)

    async def command(self, conversation: ConversationKey, text: str) -> str | None:
        """``/dexter watch …`` in a channel: the watch belongs to the channel, not to a thread (the
        adapter escapes the reply, as every command's)."""
        return await self.commands.handle(conversation[:3], text)

    async def post(self, notice: Notice) -> None:
        """Post a notice in the watching channel (raises ``SlackApiError`` when Slack refuses)."""
        key = key_from_text(notice.conversation) or ()
        if len(key) < 3:
            raise ValueError(f"not a Slack channel key: {notice.conversation!r}")
        text, blocks = notice_message(notice)
        client = await self.adapter.client_for(key[1])  # OAuth: the watching workspace's token
        posted = await client.chat_postMessage(channel=key[2], text=text, blocks=blocks, unfurl_links=False)
        ts = str(posted.get("ts") or "")
        if notice.digest is not None and ts:
            try:
                await client.chat_postMessage(
                    channel=key[2], thread_ts=ts, text=digest_text(notice.digest), unfurl_links=False
                )
            except Exception:  # the notice is out: a refused digest is not worth posting it again
                log.exception("watch_digest_post_failed", platform="slack", rcept_no=notice.filing.rcept_no)

    async def _on_summary(self, ack: AsyncAck, body: dict[str, Any], respond: AsyncRespond) -> None:
        await ack()
        refusal = await self._summary_click(body)
        if refusal is not None:
            await respond(text=refusal, response_type="ephemeral", replace_original=False)

    async def _summary_click(self, body: dict[str, Any]) -> str | None:
        rcept_no = str((body.get("actions") or [{}])[0].get("value", ""))
        user_info = body.get("user") or {}
        user = str(user_info.get("id", ""))
        team = str((body.get("team") or {}).get("id") or user_info.get("team_id", ""))
        channel = str((body.get("channel") or {}).get("id", ""))
        ts = str((body.get("container") or {}).get("message_ts") or (body.get("message") or {}).get("ts", ""))
        if not self.adapter.allowed(team, channel, user):
            return SLACK_STRANGER.format(user=user)
        key = ("slack", team, channel, ts)
        question = await summary_question(self.commands.book, rcept_no)
        target = ReplyTarget("slack", channel, ts, ts, {"conversation": key_text(key)})
        inbound = Inbound("slack", key, user, question, target, dedup_keys=(f"watchsum:{channel}:{ts}",))
        try:
            return None if await self.adapter.relay.handle(inbound) else ALREADY_SUMMARISING
        except ShuttingDown:
            return escape_mrkdwn(RESTARTING)
