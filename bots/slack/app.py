"""The Slack adapter (slack-bolt, async): translate events into ``Inbound`` and hand them to the relay.

Conversations are ``("slack", team, channel, thread_ts)``; a mention starts or continues the thread's
conversation, follow-ups in a thread the bot already answers need no new mention, DMs are questions.
``/dexter`` posts its progress message in the channel and answers in that message's thread. The ⏹
button carries the conversation key, so a click cancels exactly that run. The company buttons under
an answer that read a group name (``dexter_alt_<n>``, see ``bots.relay.run.choices``) ask the question
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

from bots import commands
from bots.button_texts import button_texts
from bots.commands import Call, Command
from bots.relay import (
    ConversationKey,
    Inbound,
    Relay,
    ReplyTarget,
    ShuttingDown,
    key_from_text,
    key_text,
)
from bots.slack.charts import chart_command
from bots.slack.deletions import register_deletions
from bots.slack.errors import slack_error
from bots.slack.feedback import SlackFeedback
from bots.slack.oauth import SlackOAuth, register_uninstall
from bots.slack.pane import SlackPane
from bots.slack.port import ALT_ACTION, STOP_ACTION, escape_mrkdwn
from bots.slack.retry import oauth_base_client, web_client
from bots.slack.workspaces import WorkspaceClients
from bots.texts import NOT_YOURS, NOTHING_RUNNING, SLACK_STRANGER, run_texts
from bots.version import build
from core.config import Settings
from core.inputs import NoQuestion, Question, TooLong, read_question
from core.lang import Language, locale_language, run_language
from core.logging import get_logger

log = get_logger(__name__)
_MENTION = re.compile(r"<@[A-Z0-9]+>")


def conversation_text(key: ConversationKey) -> str:
    return key_text(key)


def workspace_of(body: dict[str, Any], event: dict[str, Any]) -> str:
    """The workspace a conversation lives in: the one the event was delivered to (``team_id`` of the
    envelope). Never ``event["team"]``: in a Slack Connect channel that is the *sender's* workspace,
    so one thread would split into a conversation per organisation."""
    authorizations = body.get("authorizations") or [{}]
    return str(body.get("team_id") or authorizations[0].get("team_id") or event.get("team", ""))


def enterprise_of(body: dict[str, Any]) -> str:
    """The Enterprise Grid org of a delivery ("" outside one): the installation's org
    (``authorizations[0]``), else the envelope's or the payload's."""
    authorizations = body.get("authorizations") or [{}]
    enterprise = authorizations[0].get("enterprise_id") or body.get("enterprise_id")
    if not enterprise and isinstance(body.get("enterprise"), dict):
        enterprise = body["enterprise"].get("id")
    return str(enterprise or "")


def _target(
    channel: str, thread: str, message: str, key: ConversationKey, enterprise: str = ""
) -> ReplyTarget:
    extra = {"conversation": conversation_text(key)}
    if enterprise:  # an org-wide install's token is found by its org (bots.slack.workspaces)
        extra["enterprise"] = enterprise
    return ReplyTarget("slack", channel, thread, message, extra)


class SlackAdapter:
    """Owns the Bolt app; ``allowed`` decides who may use the bot (DEXTER_ALLOW_SLACK)."""

    def __init__(
        self,
        settings: Settings,
        relay: Relay,
        *,
        client: AsyncWebClient | None = None,
        oauth: SlackOAuth | None = None,
    ) -> None:
        if oauth is None:
            settings.require("slack_bot_token", "Slack")
        #: OAuth mode: each workspace's client (its installation's token); ``client`` has no token then
        self.workspaces: WorkspaceClients | None = oauth.clients if oauth is not None else None
        self.client = client or (
            web_client(settings)
            if oauth is None
            else oauth_base_client(settings.slack_api_url, oauth.clients.current)
        )
        secret = settings.slack_signing_secret.get_secret_value() if settings.slack_signing_secret else None
        self.app = AsyncApp(
            # named, so Bolt does not take the caller's file name from inspect.stack(), which reads the
            # source of every frame on the stack (~3% of a `dexter serve` start)
            name="dexter",
            client=self.client,
            signing_secret=secret or "socket-mode",
            request_verification_enabled=secret is not None,
            process_before_response=True,  # ack only once the run is stored (relay.handle)
            oauth_settings=oauth.settings if oauth is not None else None,
        )
        self.relay = relay
        self.allow = settings.allow_slack
        self.admins = settings.admin_users
        self.started_at = time.time()
        self.max_chars = settings.dexter_max_question_chars
        #: the help's language: Slack says nothing of a user's language, so Korean unless DEXTER_LANG forces one
        self.lang = locale_language(settings.dexter_lang, None)
        #: The installing workspace (from auth.test); with an empty allowlist only it may use the bot.
        self.home_team: str | None = None
        #: the services that answer table commands, by name (``bots.watch.slack`` adds ``watch``)
        self.services: dict[str, commands.ServiceHook] = {}
        #: the table's commands Slack answers itself (``bots.commands``): args, channel, user → the ack
        self._own: dict[str, Callable[[str, ConversationKey, str], Awaitable[str]]] = {"chart": self._chart}
        if missing := commands.platform_commands() - self._own.keys():
            raise NotImplementedError(f"Slack has no handler for /dexter {', '.join(sorted(missing))}")
        build()  # the commit this process loaded, read once at start (``/dexter version``)
        self.scratchpad_dir = settings.scratchpad_dir  # a deleted message's runs lose theirs
        self.pane = SlackPane(self)  # assistant pane (prompts, titles) and the Home tab
        self.feedback = SlackFeedback(self, scratchpad_dir=settings.scratchpad_dir)  # 👍/👎 under answers
        self._register()
        if oauth is not None:
            register_uninstall(self.app, oauth)

    async def identify(self) -> str:
        """Learn the installing workspace from ``auth.test`` (call once at start-up)."""
        response = await self.client.auth_test()
        self.home_team = str(response.get("team_id", ""))
        return self.home_team

    def allowed(self, team: str, channel: str, user: str, enterprise: str = "") -> bool:
        """DEXTER_ALLOW_SLACK: a workspace, org, channel or user id, or ``<team>:<channel|user>`` for
        one workspace only; empty: the installing workspace (OAuth: every workspace that installed)."""
        if self.allow:
            ids = {team, channel, user, enterprise} | {f"{team}:{x}" for x in (channel, user) if x}
            return bool((ids - {""}) & self.allow)
        return self.home_team is None or team == self.home_team

    async def client_for(self, team: str, enterprise: str = "") -> AsyncWebClient:
        """The Web API client that may post in ``team`` (OAuth: its installation's token)."""
        if self.workspaces is None:
            return self.client
        return await self.workspaces.client_for(team, enterprise)

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

        register_deletions(app, self.relay, self.scratchpad_dir)  # before the catch-all below

        @app.event("message")
        async def ignore_other_messages() -> None:
            return None

        @app.command("/dexter")
        async def on_command(ack: AsyncAck, command: dict[str, Any], respond: AsyncRespond) -> None:
            await self._command(ack, command, respond)

        self._register_buttons()
        self.pane.register(app)
        self.feedback.register(app)

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
            return SLACK_STRANGER.format(user=user)
        if self.relay.choices is None:
            return NOTHING_RUNNING
        verdict = await self.relay.choices.reask(value, platform="slack", channel=channel, user_id=user)
        if isinstance(verdict, str):
            return verdict
        lang = self.relay.choices.language(verdict.text)
        try:
            return None if await self.relay.handle(verdict) else button_texts(lang).already_asked
        except ShuttingDown:
            return run_texts(lang).restarting

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
            return SLACK_STRANGER.format(user=user)
        owner = await self.relay.run_owner(key, run_id or None) if key else None
        if owner is None:
            return NOTHING_RUNNING
        if owner != user and user not in self.admins:
            return NOT_YOURS
        return None if await self.relay.cancel(key, run_id or None, by=user) else NOTHING_RUNNING

    async def _message(self, event: dict[str, Any], body: dict[str, Any]) -> None:
        if event.get("subtype") or event.get("bot_id"):
            return
        team, enterprise = workspace_of(body, event), enterprise_of(body)
        channel, ts, user = str(event["channel"]), str(event["ts"]), str(event.get("user", ""))
        thread = str(event.get("thread_ts") or ts)
        keys = (f"event:{body.get('event_id', '')}", f"msg:{channel}:{ts}")
        if not self.allowed(team, channel, user, enterprise):
            log.info("slack_not_allowed", team=team, channel=channel)
            if self.relay.first_delivery("slack", keys):  # one refusal per message, never silence
                notice = SLACK_STRANGER.format(user=user)
                await self._ephemeral(channel, user, notice, thread, team=team, enterprise=enterprise)
            return
        verdict = read_question(_MENTION.sub("", str(event.get("text", ""))), max_chars=self.max_chars)
        if not isinstance(verdict, Question):
            if self.relay.first_delivery("slack", keys):
                notice = (
                    _help(self.lang) if isinstance(verdict, NoQuestion) else escape_mrkdwn(verdict.message)
                )
                await self._reply(channel, thread, notice, team=team, enterprise=enterprise)
            return
        key = ("slack", team, channel, thread)
        await self.pane.first_question(event, key, verdict.text)
        target = _target(channel, thread, ts, key, enterprise)
        await self.relay.handle(Inbound("slack", key, user, verdict.text, target, dedup_keys=keys))

    async def _reply(
        self, channel: str, thread: str, text: str, *, team: str = "", enterprise: str = ""
    ) -> None:
        try:
            client = await self.client_for(team, enterprise)
            await client.chat_postMessage(channel=channel, thread_ts=thread, text=text)
        except Exception as exc:  # any shape of failure (bots.slack.errors)
            log.warning("slack_notice_failed", error=slack_error(exc)[0])

    async def _ephemeral(
        self,
        channel: str,
        user: str,
        text: str,
        thread: str | None = None,
        *,
        team: str = "",
        enterprise: str = "",
    ) -> None:
        try:
            client = await self.client_for(team, enterprise)
            await client.chat_postEphemeral(channel=channel, user=user, text=text, thread_ts=thread)
        except Exception as exc:  # any shape of failure (bots.slack.errors)
            log.warning("slack_notice_failed", error=slack_error(exc)[0])

    async def _command(self, ack: AsyncAck, command: dict[str, Any], respond: AsyncRespond) -> None:
        team, channel, user = (
            str(command.get("team_id", "")),
            str(command["channel_id"]),
            str(command["user_id"]),
        )
        key = ("slack", team, channel, f"cmd:{user}")
        enterprise = str(command.get("enterprise_id") or "")
        if not self.allowed(team, channel, user, enterprise):
            await ack(text=SLACK_STRANGER.format(user=user))
            return
        verdict = read_question(str(command.get("text", "")), max_chars=self.max_chars)
        if isinstance(verdict, NoQuestion):
            await ack(text=_help(self.lang))
            return
        if isinstance(verdict, TooLong):
            await ack(text=escape_mrkdwn(verdict.message))
            return
        text = verdict.text
        if (found := commands.find(text)) is not None:
            reply = await self._run_command(*found, key, user, channel)
            if reply is not None:
                await ack(text=reply)
                return
        trigger = str(command.get("trigger_id", ""))
        inbound = Inbound(
            "slack",
            key,
            user,
            text,
            _target(channel, "", "", key, enterprise),
            dedup_keys=(f"cmd:{trigger}",) if trigger else (),
        )
        said = run_texts(run_language(self.relay.lang, text))  # the ack speaks the question's language
        try:
            await self.relay.handle(inbound)  # stored before the ack
        except ShuttingDown:
            await ack(text=escape_mrkdwn(said.restarting))
            return
        shown = " ".join(text.split())[:200]
        await ack(text=escape_mrkdwn(said.started.format(question=shown)))

    async def _run_command(
        self, command: Command, args: str, key: ConversationKey, user: str, channel: str
    ) -> str | None:
        """A table command's reply (rendered), or None to ask the words as a question."""
        if command.handler is None:
            return await self._own[command.name](args, key, user)
        call = Call(
            command,
            args,
            "slack",
            key,
            user,
            user in self.admins,
            self.relay,
            self.started_at,
            services=self.services,
            lang=self.lang,
        )
        reply = await commands.answer(call)
        return None if reply is None else escape_mrkdwn(reply)

    async def _chart(self, args: str, key: ConversationKey, user: str) -> str:
        """No model call: the chart is uploaded into the channel after the ack (with the token of the
        workspace it is in, OAuth)."""
        team, channel = key[1], key[2]
        notify = lambda note: self._ephemeral(channel, user, note, team=team)  # noqa: E731
        return await chart_command(self.relay, args, channel, notify, team=team)


def _help(lang: Language) -> str:
    return escape_mrkdwn(commands.help_text("slack", lang))
