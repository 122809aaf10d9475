"""The Telegram adapter (python-telegram-bot v22): translate updates into ``Inbound`` for the relay.

What counts as a question:

* private chats — every text message (and ``/dexter …``);
* groups and supergroups — ``/dexter …`` (``/dexter@<bot>`` too; PTB ignores ``/dexter@OtherBot``),
  replies to one of the bot's messages, and messages that @mention the bot (case-insensitive); every
  other message is ignored;
* forum topics — the conversation key carries ``message_thread_id`` and replies go to that topic.

Conversations are ``("telegram", chat_id, message_thread_id)``. The commands of ``bots.commands`` are
``/dexter <word>`` and ``/<word>`` (``/help``, ``/start``, ``/watch 삼성전자``, ``/version`` …); ``/dexter stop``
and the ⏹ button cancel the conversation's run; the company buttons under an
answer that read a group name (``dexter_alt:…``, see ``bots.relay.run.choices``) ask the question again for
that company, as a new run replying under the buttons. Edited messages, other bots and
channel posts are ignored; redeliveries share the dedup keys ``update:<id>`` and ``msg:<chat>:<id>``.
Who may use the bot is ``DEXTER_ALLOW_TELEGRAM`` (user ids, chat ids or ``*``); anyone else gets one
message with their ids and how to be allowed — and no model call.
"""

from __future__ import annotations

import functools
import re
import time
from collections.abc import Awaitable, Callable
from typing import Any

from telegram import (
    Message,
    MessageEntity,
    Update,
)
from telegram.constants import ChatType
from telegram.error import TelegramError
from telegram.ext import (
    Application,
    CallbackQueryHandler,
    CommandHandler,
    ContextTypes,
    MessageHandler,
    filters,
)

from bots import commands
from bots.button_texts import button_texts
from bots.commands import Call, Command
from bots.help_texts import help_texts
from bots.relay import ConversationKey, Inbound, Relay, ReplyTarget, ShuttingDown, key_text
from bots.telegram.budget import BudgetRateLimiter
from bots.telegram.charts import chart_reply
from bots.telegram.feedback import TelegramFeedback
from bots.telegram.keyboards import ALT_DATA, STOP_DATA
from bots.telegram.metrics import CountingRequest
from bots.telegram.texts import help_text, plain, publish_menus
from bots.texts import (
    NO_PERMISSION,
    NOT_YOURS,
    NOTHING_RUNNING,
    STOPPED,
    run_texts,
)
from bots.version import build
from core.config import Settings
from core.inputs import NoQuestion, TooLong, read_question
from core.lang import Language, locale_language
from core.logging import get_logger
from core.shared import Windows

log = get_logger(__name__)

NOTICE_EVERY_S = 86_400.0  # a stranger's chat hears "not allowed" at most once a day
NOTICED_LIMIT = 10_000
ANONYMOUS_ADMIN = 1_087_968_824  # @GroupAnonymousBot
ALLOWED_UPDATES = ["message", "callback_query"]


def conversation_of(message: Message) -> ConversationKey:
    thread = message.message_thread_id if message.is_topic_message else None
    return ("telegram", str(message.chat.id), str(thread or ""))


def build_application(
    settings: Settings, *, webhook: bool = False, shared: Windows | None = None
) -> Application[Any, Any, Any, Any, Any, Any]:
    """The PTB application: concurrent updates, one send budget at ``DEXTER_TELEGRAM_RATE`` that serves
    first replies first (``budget``; nothing retried inside PTB; with ``shared``, the bot's window is
    counted with every replica), the base URL from ``TELEGRAM_API_URL``."""
    token = settings.require("telegram_bot_token", "Telegram")
    base = settings.telegram_api_url.rstrip("/")
    builder = (
        Application.builder()
        .token(token)
        .base_url(base)
        .base_file_url(base.removesuffix("/bot") + "/file/bot")
        .concurrent_updates(True)
        .rate_limiter(
            BudgetRateLimiter.at_rate(
                settings.dexter_telegram_rate,
                edit_interval_s=settings.dexter_edit_interval_s,
                shared=shared,
                bot_id=token.partition(":")[0],  # the bot's public id, never the secret part
            )
        )
        # the Bot API calls, counted for /metrics (getUpdates keeps PTB's own request)
        .request(
            CountingRequest(connection_pool_size=256, connect_timeout=10, read_timeout=20, write_timeout=20)
        )
    )
    if webhook:
        builder = builder.updater(None)
    return builder.build()


@functools.cache
def _mention_pattern(username: str) -> re.Pattern[str]:
    """``@username`` case-insensitively, with a vocative suffix if one is attached (``@dexter_bot님``)."""
    return re.compile(rf"@{re.escape(username)}(?![A-Za-z0-9_])(?:님|아|야|씨)?", re.IGNORECASE)


class TelegramAdapter:
    """Registers the handlers on ``application`` and turns accepted messages into relay runs."""

    def __init__(
        self, settings: Settings, relay: Relay, application: Application[Any, Any, Any, Any, Any, Any]
    ) -> None:
        self.app = application
        self.relay = relay
        self.allow = settings.allow_telegram
        self.admins = settings.admin_users
        self.started_at = time.time()
        self.max_chars = settings.dexter_max_question_chars
        self.lang_setting = settings.dexter_lang
        self._noticed: dict[int, float] = {}  # chat id → when it last heard "not allowed"
        #: the services that answer table commands, by name (``bots.watch.telegram`` adds ``watch``)
        self.services: dict[str, commands.ServiceHook] = {}
        #: the table's commands Telegram answers itself (``bots.commands``): the message, the args
        self._own: dict[str, Callable[[Message, str], Awaitable[None]]] = {"chart": self._chart}
        if missing := commands.platform_commands() - self._own.keys():
            raise NotImplementedError(f"Telegram has no handler for /{', /'.join(sorted(missing))}")
        build()  # the commit this process loaded, read once at start (``/version``)
        self.feedback = TelegramFeedback(self, scratchpad_dir=settings.scratchpad_dir)  # 👍/👎 under answers
        self._register()

    @property
    def username(self) -> str:
        return self.app.bot.username or ""

    async def set_commands(self) -> None:
        """Publish the command menus for private chats and groups (call after ``initialize``)."""
        try:
            await publish_menus(self.app.bot, self.lang_setting)
        except TelegramError as exc:  # the menus are a convenience: never a reason not to start
            log.warning("telegram_set_commands_failed", error=exc.message)

    def allowed(self, user_id: int, chat_id: int) -> bool:
        allow = self.allow
        return "*" in allow or str(user_id) in allow or str(chat_id) in allow

    # --- handlers ----------------------------------------------------------------------------------

    def _register(self) -> None:
        only_new = filters.UpdateType.MESSAGE  # edited messages and channel posts are not questions
        app = self.app
        app.add_handler(CommandHandler("dexter", self._on_dexter, filters=only_new))
        words = commands.telegram_words()  # /help, /start, /chart, /watch … (``bots.commands``)
        app.add_handler(CommandHandler(words, self._on_command, filters=only_new))
        app.add_handler(CallbackQueryHandler(self._on_stop_button, pattern=f"^{STOP_DATA}(:|$)"))
        app.add_handler(CallbackQueryHandler(self._on_alternative, pattern=f"^{ALT_DATA}:"))
        app.add_handler(MessageHandler(only_new & filters.TEXT & ~filters.COMMAND, self._on_text))
        private = only_new & filters.ChatType.PRIVATE
        app.add_handler(MessageHandler(private & filters.COMMAND, self._on_help))  # an unknown command
        app.add_handler(MessageHandler(private & ~filters.TEXT, self._on_not_text))
        self.feedback.register(app)
        app.add_error_handler(self._on_error)

    async def _on_help(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        message = update.message
        if message is None or not self._human(message) or not await self._admit(message):
            return  # a stranger's /start gets the ids notice instead
        await message.reply_text(help_text(self._lang(message)), do_quote=True)

    async def _on_not_text(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        message = update.message
        if message is None or not self._human(message) or not await self._admit(message):
            return
        await message.reply_text(help_texts(self._lang(message)).text_only, do_quote=True)

    async def _on_dexter(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        message = update.message
        if message is None or not self._human(message) or not await self._admit(message):
            return
        await self._question(update, message, " ".join(context.args or []))

    async def _on_command(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """``/watch 삼성전자`` is ``/dexter watch 삼성전자``: a table command by its own name."""
        message = update.message
        if message is None or not self._human(message) or not await self._admit(message):
            return
        word = (message.text or "/").split(maxsplit=1)[0].lstrip("/").partition("@")[0]
        command = commands.command_named(word)
        if command is None:
            return
        typed = " ".join(context.args or [])
        if isinstance(verdict := read_question(typed, max_chars=self.max_chars), TooLong):
            await message.reply_text(verdict.message, do_quote=True)
        elif not await self._command(message, command, " ".join(typed.split())):
            await self._submit(update, message, f"{command.name} {typed}".rstrip())

    async def _on_text(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        message = update.message
        if message is None or message.text is None or not self._human(message):
            return
        if message.chat.type == ChatType.PRIVATE:
            text = message.text.strip()
        else:
            addressed = self._addressed_text(message)
            if addressed is None:
                return  # group chatter not meant for us
            text = addressed
        if not await self._admit(message):
            return
        await self._question(update, message, text)

    async def _question(self, update: Update, message: Message, typed: str) -> None:
        """The input rules (help for nothing, a limit for too much), the table's commands, then a run."""
        verdict = read_question(typed, max_chars=self.max_chars)
        if isinstance(verdict, NoQuestion):
            await message.reply_text(help_text(self._lang(message)), do_quote=True)
        elif isinstance(verdict, TooLong):
            await message.reply_text(verdict.message, do_quote=True)
        elif (found := commands.find(verdict.text)) is None or not await self._command(message, *found):
            await self._submit(update, message, verdict.text)

    async def _command(self, message: Message, command: Command, args: str) -> bool:
        """Answer a table command; False when its words are to be asked as a question instead."""
        if command.handler is None:
            await self._own[command.name](message, args)
            return True
        user = str(message.from_user.id if message.from_user else "")
        call = Call(
            command,
            args,
            "telegram",
            conversation_of(message),
            user,
            user in self.admins,
            self.relay,
            self.started_at,
            services=self.services,
            lang=self._lang(message),
        )
        reply = await commands.answer(call)
        if reply is None:
            return False
        await message.reply_text(plain(reply), do_quote=True)
        return True

    def _lang(self, message: Message) -> Language:  # for a text with no question: the sender's app's
        return locale_language(self.lang_setting, getattr(message.from_user, "language_code", None))

    async def _chart(self, message: Message, args: str) -> None:
        await chart_reply(self.relay, message, args)

    async def _on_stop_button(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        query = update.callback_query
        if query is None:
            return
        message = query.message
        user = query.from_user
        if not isinstance(message, Message) or not self.allowed(user.id, message.chat.id):
            await query.answer(NO_PERMISSION)
            return
        run_id = (query.data or "").partition(":")[2] or None
        key = conversation_of(message)
        owner = await self.relay.run_owner(key, run_id)
        if owner is not None and owner != str(user.id) and str(user.id) not in self.admins:
            await query.answer(NOT_YOURS)
            return
        cancelled = owner is not None and await self.relay.cancel(key, run_id, by=str(user.id))
        await query.answer(STOPPED if cancelled else NOTHING_RUNNING)

    async def _on_alternative(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """A company button: the same question again for that company, replying under the buttons."""
        query = update.callback_query
        if query is None:
            return
        message, user = query.message, query.from_user
        if not isinstance(message, Message) or not self.allowed(user.id, message.chat.id):
            await query.answer(NO_PERMISSION)
            return
        if self.relay.choices is None:
            await query.answer(NOTHING_RUNNING)
            return
        verdict = await self.relay.choices.reask(
            (query.data or "").partition(":")[2],
            platform="telegram",
            channel=str(message.chat.id),
            user_id=str(user.id),
            reply_message=str(message.message_id),
        )
        if isinstance(verdict, str):
            await query.answer(verdict[:200])
            return
        said = button_texts(lang := self.relay.choices.language(verdict.text))  # the question's language
        try:
            accepted = await self.relay.handle(verdict)
        except ShuttingDown:
            await query.answer(run_texts(lang).restarting)
            return
        asking = said.asking_again.format(question=verdict.text)[:200]
        await query.answer(asking if accepted else said.already_asked)

    async def _on_error(self, update: object, context: ContextTypes.DEFAULT_TYPE) -> None:
        log.error("telegram_handler_failed", error=repr(context.error))

    # --- helpers -----------------------------------------------------------------------------------

    def _human(self, message: Message) -> bool:
        """A person wrote this: not a bot, not an inline-bot result, not a linked channel's automatic
        forward. An anonymous group admin (``GroupAnonymousBot`` speaking for the group) counts."""
        sender = message.from_user
        if sender is None or message.via_bot is not None or message.is_automatic_forward:
            return False
        if sender.id == ANONYMOUS_ADMIN and message.sender_chat is not None:
            return message.sender_chat.id == message.chat.id
        return not sender.is_bot

    def _addressed_text(self, message: Message) -> str | None:
        """The question in a group message meant for the bot, or ``None`` if it is not."""
        text = message.text or ""
        replied = message.reply_to_message
        if (
            replied is not None
            and replied.forum_topic_created is None  # in a topic, every message "replies" to its start
            and replied.from_user is not None
            and replied.from_user.id == self.app.bot.id
        ):
            return self._strip_mentions(message, text)
        if self._mentions_us(message):
            return self._strip_mentions(message, text)
        return None

    def _mentions_us(self, message: Message) -> bool:
        name = self.username.lower()
        for entity, value in message.parse_entities([MessageEntity.MENTION]).items():
            if entity.type == MessageEntity.MENTION and value.lower() == f"@{name}":
                return True
        for entity in message.parse_entities([MessageEntity.TEXT_MENTION]):
            if entity.user is not None and entity.user.id == self.app.bot.id:
                return True
        return bool(name) and _mention_pattern(name).search(message.text or "") is not None

    def _strip_mentions(self, message: Message, text: str) -> str:
        name = self.username
        if name:
            text = _mention_pattern(name).sub(" ", text)
        return " ".join(text.split())

    async def _admit(self, message: Message) -> bool:
        """Allowed senders pass; a stranger gets the ids message (at most once an hour per chat)."""
        user = message.from_user
        if user is None:
            return False
        if self.allowed(user.id, message.chat.id):
            return True
        log.info("telegram_not_allowed", user=user.id, chat=message.chat.id)
        key = message.chat.id
        now = time.monotonic()
        if now - self._noticed.get(key, -NOTICE_EVERY_S) >= NOTICE_EVERY_S:
            if len(self._noticed) >= NOTICED_LIMIT:
                self._noticed = {k: t for k, t in self._noticed.items() if now - t < NOTICE_EVERY_S}
            self._noticed[key] = now
            await message.reply_text(
                help_texts(self._lang(message)).telegram_stranger.format(user=user.id, chat=message.chat.id),
                do_quote=True,
            )
        return False

    async def _submit(self, update: Update, message: Message, text: str) -> None:
        key = conversation_of(message)
        private = message.chat.type == ChatType.PRIVATE
        target = ReplyTarget(
            "telegram",
            str(message.chat.id),
            key[2],
            str(message.message_id),
            {"private": "1" if private else "0", "conversation": key_text(key)},
        )
        user = message.from_user
        await self.relay.handle(
            Inbound(
                "telegram",
                key,
                str(user.id if user else ""),
                text,
                target,
                dedup_keys=(f"update:{update.update_id}", f"msg:{message.chat.id}:{message.message_id}"),
            )
        )
