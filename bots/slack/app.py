"""The Slack adapter (slack-bolt, async): translate events into ``Inbound`` and hand them to the relay.

Conversations are ``("slack", team, channel, thread_ts)``; a mention starts or continues the thread's
conversation, follow-ups in a thread the bot already answers need no new mention, DMs are questions.
``/dexter`` posts its progress message in the channel and answers in that message's thread. The ⏹
button carries the conversation key, so a click cancels exactly that run. The company buttons under
an answer that read a group name (``dexter_alt_<n>``, see ``bots.relay.choices``) ask the question
again for the company clicked, as a new run in the same thread. Duplicates (Slack retries,
``app_mention`` + ``message`` for one message) share the dedup keys ``event_id`` and ``channel:ts``.
"""

from __future__ import annotations

import re
import time
from collections.abc import Awaitable, Callable
from typing import Any

from slack_bolt.async_app import AsyncAck, AsyncApp, AsyncRespond
from slack_sdk.web.async_client import AsyncWebClient

from bots.relay.choices import ALREADY_ASKED
from bots.relay.model import ConversationKey, Inbound, ReplyTarget, ShuttingDown, key_from_text, key_text
from bots.relay.relay import Relay
from bots.relay.texts import ADMINS_ONLY, NOT_YOURS, NOTHING_RUNNING, RESTARTING
from bots.relay.usage import status_text, usage_text
from bots.slack.charts import chart_command
from bots.slack.errors import slack_error
from bots.slack.pane import SlackPane
from bots.slack.port import ALT_ACTION, STOP_ACTION, escape_mrkdwn
from bots.slack.retry import web_client
from core.charts import is_chart_command
from core.config import Settings
from core.inputs import NoQuestion, Question, TooLong, read_question
from core.logging import get_logger

log = get_logger(__name__)
_MENTION = re.compile(r"<@[A-Z0-9]+>")
HELP = (
    "*Korean Dexter* — 한국 상장사 리서치 봇\n"
    "• `/dexter 005930` 또는 `/dexter 삼성전자` — 회사 카드\n"
    "• `/dexter 삼성전자 2023년 영업이익률은?` — 질문 (진행 상황은 채널에, 답변은 스레드에)\n"
    "• `/dexter chart 005930 [1m|3m|1y|5y]` — 주가 차트 · `/dexter chart 삼성전자 실적` — 5년 실적 차트\n"
    "• `@dexter 질문` — 채널에서 멘션하면 스레드에서 답합니다. 같은 스레드에서는 멘션 없이 이어서 물어보세요.\n"
    "• `/dexter stop` 또는 ⏹ 버튼 — 진행 중인 질문 취소\n"
    "• `/dexter usage` — 오늘 내 사용량 · `/dexter status` — 봇 상태 (관리자)\n"
    "• `/dexter watch 삼성전자` — 새 공시를 이 채널에 알림 · `/dexter unwatch 삼성전자` · `/dexter watchlist`"
)
STRANGER = (
    "이 워크스페이스/채널에서는 Korean Dexter를 사용할 권한이 없습니다 (사용자 ID {user}). "
    "운영자에게 이 ID나 채널 ID를 DEXTER_ALLOW_SLACK 설정에 추가해 달라고 요청하세요."
)


def conversation_text(key: ConversationKey) -> str:
    return key_text(key)


def workspace_of(body: dict[str, Any], event: dict[str, Any]) -> str:
    """The workspace a conversation lives in: the one the event was delivered to (``team_id`` of the
    envelope). Never ``event["team"]``: in a Slack Connect channel that is the *sender's* workspace,
    so one thread would split into a conversation per organisation."""
    authorizations = body.get("authorizations") or [{}]
    return str(body.get("team_id") or authorizations[0].get("team_id") or event.get("team", ""))


def _target(channel: str, thread: str, message: str, key: ConversationKey) -> ReplyTarget:
    return ReplyTarget("slack", channel, thread, message, {"conversation": conversation_text(key)})


class SlackAdapter:
    """Owns the Bolt app; ``allowed`` decides who may use the bot (DEXTER_ALLOW_SLACK)."""

    def __init__(self, settings: Settings, relay: Relay, *, client: AsyncWebClient | None = None) -> None:
        settings.require("slack_bot_token", "Slack")
        self.client = client or web_client(settings)
        secret = settings.slack_signing_secret.get_secret_value() if settings.slack_signing_secret else None
        self.app = AsyncApp(
            client=self.client,
            signing_secret=secret or "socket-mode",
            request_verification_enabled=secret is not None,
            process_before_response=True,  # ack only once the run is stored (relay.handle)
        )
        self.relay = relay
        self.allow = settings.allow_slack
        self.admins = settings.admin_users
        self.started_at = time.time()
        self.max_chars = settings.dexter_max_question_chars
        #: The installing workspace (from auth.test); with an empty allowlist only it may use the bot.
        self.home_team: str | None = None
        #: ``/dexter watch|unwatch|watchlist`` (``bots.watch.slack``): the reply, or None for a question
        self.watch: Callable[[ConversationKey, str], Awaitable[str | None]] | None = None
        self.pane = SlackPane(self)  # assistant pane (prompts, titles) and the Home tab
        self._register()

    async def identify(self) -> str:
        """Learn the installing workspace from ``auth.test`` (call once at start-up)."""
        response = await self.client.auth_test()
        self.home_team = str(response.get("team_id", ""))
        return self.home_team

    def allowed(self, team: str, channel: str, user: str) -> bool:
        if self.allow:
            return bool({team, channel, user} & self.allow)
        return self.home_team is None or team == self.home_team

    def _register(self) -> None:
        app = self.app

        @app.event("app_mention")
        async def on_mention(event: dict[str, Any], body: dict[str, Any]) -> None:
            await self._message(event, body)

        async def is_followup(event: dict[str, Any], body: dict[str, Any]) -> bool:
            if event.get("subtype") or event.get("bot_id"):
                return False  # edits, deletions, joins, bots (ourselves included)
            if event.get("channel_type") == "im":
                return True
            thread = event.get("thread_ts")
            if not thread or self.relay.memory is None:
                return False
            key = ("slack", workspace_of(body, event), str(event["channel"]), str(thread))
            return bool(await self.relay.memory.history(key, limit=1))

        @app.event({"type": "message"}, matchers=[is_followup])
        async def on_message(event: dict[str, Any], body: dict[str, Any]) -> None:
            await self._message(event, body)

        @app.event("message")
        async def ignore_other_messages() -> None:
            return None

        @app.command("/dexter")
        async def on_command(ack: AsyncAck, command: dict[str, Any], respond: AsyncRespond) -> None:
            await self._command(ack, command, respond)

        self._register_buttons()
        self.pane.register(app)

    def _register_buttons(self) -> None:
        app = self.app

        @app.action(STOP_ACTION)
        async def on_stop(ack: AsyncAck, body: dict[str, Any], respond: AsyncRespond) -> None:
            await ack()
            refusal = await self._stop_click(body)
            if refusal is not None:
                await respond(text=refusal, response_type="ephemeral", replace_original=False)

        @app.action(re.compile(rf"^{ALT_ACTION}_\d+$"))
        async def on_alternative(ack: AsyncAck, body: dict[str, Any], respond: AsyncRespond) -> None:
            await ack()
            refusal = await self._alternative_click(body)
            if refusal is not None:
                await respond(text=refusal, response_type="ephemeral", replace_original=False)

    async def _alternative_click(self, body: dict[str, Any]) -> str | None:
        """Ask the clicked button's question again for its company (a new run in the same thread);
        otherwise the ephemeral reason it was not asked."""
        value = str(body.get("actions", [{}])[0].get("value", ""))
        user_info = body.get("user") or {}
        user = str(user_info.get("id", ""))
        team = str((body.get("team") or {}).get("id") or user_info.get("team_id", ""))
        channel = str((body.get("channel") or {}).get("id", ""))
        if not self.allowed(team, channel, user):
            return STRANGER.format(user=user)
        if self.relay.choices is None:
            return NOTHING_RUNNING
        verdict = await self.relay.choices.reask(value, platform="slack", channel=channel, user_id=user)
        if isinstance(verdict, str):
            return verdict
        try:
            return None if await self.relay.handle(verdict) else ALREADY_ASKED
        except ShuttingDown:
            return RESTARTING

    async def _stop_click(self, body: dict[str, Any]) -> str | None:
        """Cancel the run a ⏹ names, if the clicker may; otherwise the ephemeral refusal to show."""
        value = str(body.get("actions", [{}])[0].get("value", ""))
        conversation, _, run_id = value.rpartition("#")
        parsed = key_from_text(conversation)
        key = parsed if parsed is not None and parsed[0] == "slack" else ()
        user_info = body.get("user") or {}
        user = str(user_info.get("id", ""))
        team = str((body.get("team") or {}).get("id") or user_info.get("team_id", ""))
        channel = str((body.get("channel") or {}).get("id", ""))
        if not self.allowed(team, channel, user):
            return STRANGER.format(user=user)
        owner = await self.relay.run_owner(key, run_id or None) if key else None
        if owner is None:
            return NOTHING_RUNNING
        if owner != user and user not in self.admins:
            return NOT_YOURS
        return None if await self.relay.cancel(key, run_id or None, by=user) else NOTHING_RUNNING

    async def _message(self, event: dict[str, Any], body: dict[str, Any]) -> None:
        if event.get("subtype") or event.get("bot_id"):
            return
        team = workspace_of(body, event)
        channel, ts, user = str(event["channel"]), str(event["ts"]), str(event.get("user", ""))
        thread = str(event.get("thread_ts") or ts)
        keys = (f"event:{body.get('event_id', '')}", f"msg:{channel}:{ts}")
        if not self.allowed(team, channel, user):
            log.info("slack_not_allowed", team=team, channel=channel)
            if self.relay.first_delivery("slack", keys):  # one refusal per message, never silence
                await self._ephemeral(channel, user, STRANGER.format(user=user), thread)
            return
        verdict = read_question(_MENTION.sub("", str(event.get("text", ""))), max_chars=self.max_chars)
        if not isinstance(verdict, Question):
            if self.relay.first_delivery("slack", keys):
                notice = HELP if isinstance(verdict, NoQuestion) else escape_mrkdwn(verdict.message)
                await self._reply(channel, thread, notice)
            return
        key = ("slack", team, channel, thread)
        await self.pane.first_question(event, key, verdict.text)
        await self.relay.handle(
            Inbound("slack", key, user, verdict.text, _target(channel, thread, ts, key), dedup_keys=keys)
        )

    async def _reply(self, channel: str, thread: str, text: str) -> None:
        try:
            await self.client.chat_postMessage(channel=channel, thread_ts=thread, text=text)
        except Exception as exc:  # any shape of failure (bots.slack.errors)
            log.warning("slack_notice_failed", error=slack_error(exc)[0])

    async def _ephemeral(self, channel: str, user: str, text: str, thread: str | None = None) -> None:
        try:
            await self.client.chat_postEphemeral(channel=channel, user=user, text=text, thread_ts=thread)
        except Exception as exc:  # any shape of failure (bots.slack.errors)
            log.warning("slack_notice_failed", error=slack_error(exc)[0])

    async def _command(self, ack: AsyncAck, command: dict[str, Any], respond: AsyncRespond) -> None:
        team, channel, user = (
            str(command.get("team_id", "")),
            str(command["channel_id"]),
            str(command["user_id"]),
        )
        key = ("slack", team, channel, f"cmd:{user}")
        if not self.allowed(team, channel, user):
            await ack(text=STRANGER.format(user=user))
            return
        verdict = read_question(str(command.get("text", "")), max_chars=self.max_chars)
        if isinstance(verdict, NoQuestion) or (
            isinstance(verdict, Question) and verdict.text in ("help", "도움말")
        ):
            await ack(text=HELP)
            return
        if isinstance(verdict, TooLong):
            await ack(text=escape_mrkdwn(verdict.message))
            return
        text = verdict.text
        if text.lower() in ("usage", "사용량"):
            await ack(text=await usage_text(self.relay, "slack", user))
            return
        if text.lower() in ("status", "상태"):
            allowed = user in self.admins
            await ack(text=status_text(self.relay, started_at=self.started_at) if allowed else ADMINS_ONLY)
            return
        if text in ("stop", "중지", "취소"):
            owner = await self.relay.run_owner(key)
            stopped = owner is not None and await self.relay.cancel(key, by=user)
            await ack(text="취소했습니다." if stopped else NOTHING_RUNNING)
            return
        if is_chart_command(text):  # no model call: the chart is uploaded into the channel
            notify = lambda note: self._ephemeral(channel, user, note)  # noqa: E731
            await ack(text=await chart_command(self.relay, text, channel, notify))
            return
        if self.watch is not None and (watched := await self.watch(key, text)) is not None:
            await ack(text=watched)
            return
        trigger = str(command.get("trigger_id", ""))
        inbound = Inbound(
            "slack",
            key,
            user,
            text,
            _target(channel, "", "", key),
            dedup_keys=(f"cmd:{trigger}",) if trigger else (),
        )
        try:
            await self.relay.handle(inbound)  # stored before the ack
        except ShuttingDown:
            await ack(text=RESTARTING)
            return
        shown = escape_mrkdwn(" ".join(text.split())[:200])
        await ack(text=f"🔎 `{shown}` 조사를 시작합니다. 진행 상황은 채널에, 답변은 그 스레드에 올립니다.")
