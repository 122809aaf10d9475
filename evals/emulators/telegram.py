"""A loopback fake of the Telegram Bot API that the real python-telegram-bot ``Bot``/``Application`` can use.

Point PTB at it with ``Bot(fake.token, base_url=fake.api_url, base_file_url=fake.file_url)`` (or the same on
``ApplicationBuilder``); PTB appends ``<token>/<method>``, so calls arrive at ``/bot<token>/<method>``.
Arguments are read from form bodies (what PTB sends), multipart bodies (uploads), JSON bodies and the query
string; complex parameters (``reply_markup``, ``entities``, ``reply_parameters``, ``commands``, ``scope``…)
may be JSON-encoded strings. Answers look like Telegram's: ``{"ok": true, "result": …}``, or
``{"ok": false, "error_code": 400, "description": "Bad Request: …"}`` with that HTTP status; a 429 carries
``parameters.retry_after`` (PTB raises ``RetryAfter``); a wrong token is 401, an unknown method 404.

State is kept per chat in one message-id space shared by the bot's messages and the users' messages built
by ``private_text``/``group_text``/… (the update side lives in ``evals.emulators.telegram_updates``, the
other methods in ``evals.emulators.telegram_methods``, the records in ``evals.emulators.telegram_records``
and Telegram's text rules in ``evals.emulators.telegram_text``), each edit stamped by an
injectable clock, so tests and benchmarks can assert "one progress message, N edits at least X s apart,
one reply in topic 7". Telegram's rules apply: 4,096 UTF-16 units after entity parsing, entity bounds,
HTML/MarkdownV2 parsing, "message is not modified", drafts only in private chats, optional flood control
(``FloodLimits``) and scripted faults (``fail``, ``rate_limit``, ``parse_error_when``; on the wire:
``break_method``, ``evals.emulators.wire_faults``).

Methods served (each is ``_m_<method>``): getMe, getUpdates (long poll; an offset confirms), setWebhook,
deleteWebhook, getWebhookInfo, setMyCommands, deleteMyCommands, getMyCommands, sendMessage,
editMessageText, editMessageReplyMarkup, deleteMessage, sendMessageDraft (unless ``drafts=False``),
sendChatAction, answerCallbackQuery, sendPhoto, sendDocument, sendRichMessage and
``editMessageText(rich_message=…)`` (unless ``rich=False``; ``evals.emulators.telegram_rich``).
"""

from __future__ import annotations

import asyncio
import json
import math
import re
import time
from collections import Counter, defaultdict, deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qsl

from aiohttp import web

from evals.emulators.base import LoopbackServer, Recorded
from evals.emulators.telegram_methods import Methods, scope_key
from evals.emulators.telegram_records import (
    ApiError,
    CallbackAnswer,
    ChatAction,
    Draft,
    DraftFrame,
    Edit,
    FloodLimits,
    Json,
    Message,
    Upload,
    Webhook,
)
from evals.emulators.telegram_rich import RichMessages
from evals.emulators.telegram_text import decode_json_arg, parse_multipart
from evals.emulators.telegram_updates import Updates
from evals.emulators.wire_faults import WireFaults

__all__ = [
    "ApiError",
    "CallbackAnswer",
    "ChatAction",
    "Draft",
    "DraftFrame",
    "Edit",
    "FakeTelegram",
    "FloodLimits",
    "Message",
    "Upload",
    "Webhook",
]

_ABILITIES = {"can_join_groups": True, "can_read_all_group_messages": False, "supports_inline_queries": False}
_NAMES = (
    "getMe getUpdates setWebhook deleteWebhook getWebhookInfo setMyCommands deleteMyCommands getMyCommands "
    "sendMessage editMessageText editMessageReplyMarkup deleteMessage sendMessageDraft sendChatAction "
    "answerCallbackQuery sendPhoto sendDocument sendRichMessage"
)
_METHODS = {name.lower(): name for name in _NAMES.split()}
_FLOODED = frozenset(
    {
        "sendMessage",
        "editMessageText",
        "editMessageReplyMarkup",
        "sendPhoto",
        "sendDocument",
        "sendRichMessage",
    }
)
_BOT_FLOODED = frozenset({"sendMessageDraft", "sendChatAction"})  # the bot's 30/s only, not a chat's
_JSON_NAMES = (
    "reply_markup entities caption_entities reply_parameters commands scope allowed_updates rich_message"
)
_JSON_ARGS = frozenset(f"{_JSON_NAMES} link_preview_options".split())
_INT_ARGS = frozenset({"chat_id", "message_id", "message_thread_id", "draft_id", "offset", "limit"})


@dataclass(slots=True)
class _Fault:
    method: str
    error: ApiError
    times: int | None  # None: every matching call
    when: Callable[[Json], bool] | None


class FakeTelegram(WireFaults, Updates, RichMessages, Methods, LoopbackServer):
    """Bot API methods on one loopback server; see the module docstring.

    ``token`` is the only accepted token (else 401); ``bot_id`` defaults to its numeric prefix. ``clock``
    stamps sends, edits, drafts and actions and drives the flood windows (pass a ``core.clock.VirtualClock``).
    ``text_limit``/``caption_limit`` count UTF-16 units after parsing; ``drafts=False`` makes
    sendMessageDraft a 404 like an older Bot API; ``flood`` turns on flood control; getUpdates waits at most
    ``long_poll_cap`` seconds. Counters: ``calls`` (every request, refused ones included), ``rate_limited``
    (429s sent), ``errors`` (other refusals, by description), ``entity_overflow`` (texts with more than the
    100 entities Telegram renders).
    """

    def __init__(
        self,
        *,
        token: str = "123456:TEST-token",
        bot_id: int | None = None,
        username: str = "dexter_kr_bot",
        clock: Callable[[], float] = time.monotonic,
        text_limit: int = 4096,
        caption_limit: int = 1024,
        drafts: bool = True,
        rich: bool = True,
        flood: FloodLimits | None = None,
        long_poll_cap: float = 1.0,
    ) -> None:
        super().__init__()
        prefix = token.split(":", 1)[0]
        self.token, self.username, self.clock = token, username, clock
        self.bot_id = bot_id if bot_id is not None else int(prefix) if prefix.isdigit() else 123456
        self.text_limit, self.caption_limit = text_limit, caption_limit
        self.drafts_enabled, self.flood, self.long_poll_cap = drafts, flood, long_poll_cap
        self.rich_enabled = rich
        self.calls: Counter[str] = Counter()
        self.errors: Counter[str] = Counter()
        self.rate_limited = self.entity_overflow = 0
        self.drafts: dict[tuple[int, int], Draft] = {}
        self.actions: list[ChatAction] = []
        self.commands: dict[tuple[str, str], list[Json]] = {}
        self.callback_answers: list[CallbackAnswer] = []
        self.uploads: list[Upload] = []
        self.webhook: Webhook | None = None
        self.deliveries: list[tuple[int, int]] = []  # (update_id, HTTP status) per deliver_webhook
        self._chats: dict[int, Json] = {}
        self._messages: defaultdict[int, dict[int, Message]] = defaultdict(dict)
        self._last_message_id: defaultdict[int, int] = defaultdict(int)
        self._sent: list[Message] = []
        self._pending: list[Json] = []
        self._arrived = asyncio.Event()
        self._last_update_id = 0
        self._callback_ids: set[str] = set()
        self._faults: list[_Fault] = []
        self._windows: defaultdict[str, deque[float]] = defaultdict(deque)

    # ---------------------------------------------------------------------------------------------------
    # test-facing API

    @property
    def api_url(self) -> str:
        """``base_url`` for PTB (it appends ``<token>/<method>``)."""
        return f"{self.url}/bot"

    @property
    def file_url(self) -> str:
        """``base_file_url`` for PTB (file downloads are not served)."""
        return f"{self.url}/file/bot"

    @property
    def bot_user(self) -> Json:
        """The bot's ``User``, as getMe answers it and as ``from`` of the bot's messages."""
        return {
            "id": self.bot_id,
            "is_bot": True,
            "first_name": "Dexter",
            "username": self.username,
        } | _ABILITIES

    def fail(
        self,
        method: str,
        *,
        description: str = "Bad Request: injected by fail()",
        error_code: int = 400,
        retry_after: int | None = None,
        times: int | None = 1,
        when: Callable[[Json], bool] | None = None,
    ) -> None:
        """Refuse the next ``times`` calls of ``method`` (all of them if None) whose parsed arguments match
        ``when``; ``retry_after`` makes it a 429 ``Too Many Requests: retry after N``."""
        error = ApiError(error_code, description) if retry_after is None else ApiError.flood(retry_after)
        self._faults.append(_Fault(method, error, times, when))

    def rate_limit(self, method: str, retry_after: int, *, times: int = 1) -> None:
        """Answer the next ``times`` calls of ``method`` with 429 and ``retry_after``."""
        self.fail(method, retry_after=retry_after, times=times)

    def parse_error_when(
        self, predicate: Callable[[str, list[Json]], bool], *, times: int | None = None
    ) -> None:
        """Refuse sendMessage/editMessageText/sendMessageDraft with ``can't parse entities`` whenever
        ``predicate(text, entities)`` holds for the text and entities as the bot sent them."""
        description = (
            "Bad Request: can't parse entities: Can't find end of the entity starting at byte offset 0"
        )
        for method in ("sendMessage", "editMessageText", "sendMessageDraft"):
            self.fail(method, description=description, times=times, when=_text_matcher(predicate))

    def unused_faults(self) -> list[str]:
        """Counted faults that have not fired yet (``assert fake.unused_faults() == []``)."""
        return [f"{f.method}: {f.error.description} x{f.times}" for f in self._faults if f.times is not None]

    def chat(self, chat_id: int, **fields: Any) -> Json:
        """The ``Chat`` for ``chat_id``, created on first use (-100… is a supergroup); ``fields`` are merged."""
        if chat_id not in self._chats:
            kind = "private" if chat_id > 0 else "supergroup" if str(chat_id).startswith("-100") else "group"
            name = {"first_name": f"User {chat_id}"} if chat_id > 0 else {"title": f"Group {chat_id}"}
            self._chats[chat_id] = {"id": chat_id, "type": kind, **name}
        self._chats[chat_id] |= {k: v for k, v in fields.items() if v is not None}
        return self._chats[chat_id]

    def messages(self, chat_id: int, thread_id: int | None = None) -> list[Message]:
        """A chat's messages (the bot's and users', not deleted ones) by id; only topic ``thread_id``'s if given."""
        found = sorted(self._messages[chat_id].values(), key=lambda m: m.message_id)
        return [m for m in found if m.deleted_at is None and _where(m, chat_id, thread_id)]

    def message(self, chat_id: int, message_id: int) -> Message | None:
        """The message with that id (a deleted one too: see ``deleted_at``), if any."""
        return self._messages[chat_id].get(message_id)

    def bot_messages(self, chat_id: int | None = None, thread_id: int | None = None) -> list[Message]:
        """What the bot sent and did not delete, in sending order, optionally in one chat or topic."""
        return [m for m in self._sent if m.deleted_at is None and _where(m, chat_id, thread_id)]

    def commands_for(self, scope: Json | None = None, language_code: str = "") -> list[Json]:
        """The commands set for a scope (the default scope if None) and language."""
        return self.commands.get(scope_key(scope, language_code), [])

    async def wait_for(self, predicate: Callable[[], object], timeout: float = 2.0) -> None:  # noqa: ASYNC109
        """Wait until ``predicate()`` is truthy, checking every 10 ms (``TimeoutError`` after ``timeout`` s)."""
        async with asyncio.timeout(timeout):
            while not predicate():  # noqa: ASYNC110 - the predicate may watch any state, not only the fake's
                await asyncio.sleep(0.01)

    def render(self, msg: Message) -> Json:
        """The Bot API ``Message`` JSON of a record, with the replied message inside."""
        chat = dict(self.chat(msg.chat_id))
        replied = self.message(msg.chat_id, msg.reply_to_message_id) if msg.reply_to_message_id else None
        return msg.to_api(chat, replied.to_api(chat) if replied is not None else None)

    def _store(self, msg: Message) -> Message:
        """File a message under its chat, numbering it after the chat's last message when its id is 0."""
        self.chat(msg.chat_id)
        known, last = self._messages[msg.chat_id], self._last_message_id
        if msg.message_id in known:
            raise ValueError(f"message {msg.chat_id}/{msg.message_id} exists")
        msg.message_id = msg.message_id or last[msg.chat_id] + 1
        last[msg.chat_id] = max(last[msg.chat_id], msg.message_id)
        known[msg.message_id] = msg
        if msg.upload is not None:
            msg.upload.message_id = msg.message_id
        return msg

    # ---------------------------------------------------------------------------------------------------
    # HTTP plumbing

    def routes(self, app: web.Application) -> None:
        app.router.add_route("*", "/bot{token}/{method}", self._api)

    def _unknown_method_answer(self) -> web.Response:
        body = {"ok": False, "error_code": 404, "description": "Not Found"}
        return web.json_response(body, status=404)  # what the Bot API says of a method it does not have

    async def stop(self) -> None:
        self._arrived.set()  # let a waiting long poll answer
        await super().stop()

    async def _api(self, request: web.Request) -> web.StreamResponse:
        method = _METHODS.get(request.match_info["method"].lower(), request.match_info["method"])
        self.calls[method] += 1
        try:
            args = await self._args(request)
            broken = self._wire_break(method)  # break_method (evals.emulators.wire_faults)
            if broken is not None and not broken.after:
                return await self._broken_answer(request, broken.fault)
            handler = self._handler(method, request.match_info["token"])
            self._inject(method, args)
            self._throttle(method, args)
            result = await handler(args)
            if broken is not None:
                return await self._broken_answer(request, broken.fault)
        except ApiError as exc:
            body: Json = {"ok": False, "error_code": exc.code, "description": exc.description}
            if exc.retry_after is not None:
                body["parameters"] = {"retry_after": exc.retry_after}
                self.rate_limited += 1
            else:
                self.errors[exc.description] += 1
            return web.json_response(body, status=exc.code)
        return web.json_response({"ok": True, "result": result})

    def _handler(self, method: str, token: str) -> Callable[[Json], Awaitable[Any]]:
        if token != self.token:
            raise ApiError(401, "Unauthorized")
        if (
            method not in _METHODS.values()
            or (method == "sendMessageDraft" and not self.drafts_enabled)
            or (method == "sendRichMessage" and not self.rich_enabled)
        ):
            raise ApiError(404, "Not Found: method not found")
        handler: Callable[[Json], Awaitable[Any]] = getattr(self, f"_m_{method}")
        return handler

    async def _args(self, request: web.Request) -> Json:
        """Parse and record the arguments: JSON-encoded ones decoded, ids as ints, files as (name, bytes, type)."""
        raw, args = await request.read(), dict[str, Any](request.query)
        try:
            if request.content_type == "application/json" and raw:
                args |= json.loads(raw)
            elif request.content_type == "application/x-www-form-urlencoded":
                args |= parse_qsl(raw.decode(), keep_blank_values=True)
            elif request.content_type == "multipart/form-data":
                args |= parse_multipart(raw, request.headers["Content-Type"])
            for key in _JSON_ARGS & args.keys():
                args[key] = decode_json_arg(key, args[key])
            args |= {k: int(v) for k, v in args.items() if k in _INT_ARGS and re.fullmatch(r"-?\d+", str(v))}
        except (ValueError, TypeError):
            raise ApiError.bad_request("can't parse request body") from None
        finally:
            shown = {
                k: {"filename": v[0], "size": len(v[1])} if isinstance(v, tuple) else v
                for k, v in args.items()
            }
            self.requests.append(
                Recorded(request.method, request.path, dict(request.headers), shown, dict(request.query))
            )
        return args

    def _inject(self, method: str, args: Json) -> None:
        for fault in self._faults:
            if fault.method == method and (fault.when is None or fault.when(args)):
                if fault.times is not None:
                    fault.times -= 1
                    if fault.times <= 0:
                        self._faults.remove(fault)
                raise fault.error

    def _throttle(self, method: str, args: Json) -> None:
        """Flood control: sliding windows per chat, per group and for the whole bot (which drafts and chat
        actions count toward as well)."""
        limits = self.flood
        if limits is None or method not in _FLOODED | _BOT_FLOODED:
            return
        chat, now = str(args.get("chat_id")), self.clock()
        spans = [("*", limits.global_per_s, 1.0)]
        if method in _FLOODED:
            spans.append((chat, limits.chat_burst, limits.chat_burst / limits.per_chat_per_s))
        if method in _FLOODED and chat.startswith("-"):
            spans.append((f"group {chat}", limits.per_group_per_minute, 60.0))
        wait = 0.0
        for key, limit, span in spans:
            window = self._windows[key]
            while window and window[0] <= now - span:
                window.popleft()
            if len(window) >= limit:
                wait = max(wait, window[0] + span - now)
        if wait > 0:
            raise ApiError.flood(max(1, math.ceil(wait)))
        for key, _, _ in spans:
            self._windows[key].append(now)


def _where(msg: Message, chat_id: int | None, thread_id: int | None) -> bool:
    return chat_id in (None, msg.chat_id) and thread_id in (None, msg.message_thread_id)


def _text_matcher(predicate: Callable[[str, list[Json]], bool]) -> Callable[[Json], bool]:
    return lambda args: predicate(str(args.get("text") or ""), list(args.get("entities") or []))
