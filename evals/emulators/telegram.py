"""A loopback fake of the Telegram Bot API that the real python-telegram-bot ``Bot``/``Application`` can use.

Point PTB at it with ``Bot(fake.token, base_url=fake.api_url, base_file_url=fake.file_url)`` (or the same on
``ApplicationBuilder``); PTB appends ``<token>/<method>``, so calls arrive at ``/bot<token>/<method>``.
Arguments are read from form bodies (what PTB sends), multipart bodies (uploads), JSON bodies and the query
string; complex parameters (``reply_markup``, ``entities``, ``reply_parameters``, ``commands``, ``scope``…)
may be JSON-encoded strings. Answers look like Telegram's: ``{"ok": true, "result": …}``, or
``{"ok": false, "error_code": 400, "description": "Bad Request: …"}`` with that HTTP status; a 429 carries
``parameters.retry_after`` (PTB raises ``RetryAfter``); a wrong token is 401, an unknown method 404.

State is kept per chat in one message-id space shared by the bot's messages and the users' messages built
by ``private_text``/``group_text``/… (the update side lives in ``evals.emulators.telegram_updates``,
together with the records and Telegram's text rules), each edit stamped by an
injectable clock, so tests and benchmarks can assert "one progress message, N edits at least X s apart,
one reply in topic 7". Telegram's rules apply: 4,096 UTF-16 units after entity parsing, entity bounds,
HTML/MarkdownV2 parsing, "message is not modified", drafts only in private chats, optional flood control
(``FloodLimits``) and scripted faults (``fail``, ``rate_limit``, ``parse_error_when``).

Methods served (each is ``_m_<method>``): getMe, getUpdates (long poll; an offset confirms), setWebhook,
deleteWebhook, getWebhookInfo, setMyCommands, deleteMyCommands, getMyCommands, sendMessage,
editMessageText, editMessageReplyMarkup, deleteMessage, sendMessageDraft (unless ``drafts=False``),
sendChatAction, answerCallbackQuery, sendPhoto, sendDocument.
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
from evals.emulators.slack_events import ManualClock
from evals.emulators.telegram_updates import (
    ApiError,
    CallbackAnswer,
    ChatAction,
    Draft,
    DraftFrame,
    Edit,
    FloodLimits,
    Message,
    Updates,
    Upload,
    Webhook,
    check_entities,
    flag_arg,
    int_arg,
    parse_formatted,
    utf16_len,
)

__all__ = ["ApiError", "FakeTelegram", "FloodLimits", "ManualClock", "Message"]

Json = dict[str, Any]
Content = tuple[str, list[Json], str | None]  # (plain text, entities, parse_mode) of a text or caption
_ABILITIES = {"can_join_groups": True, "can_read_all_group_messages": False, "supports_inline_queries": False}
NOT_MODIFIED = (
    "Bad Request: message is not modified: specified new message content and reply markup are exactly the "
    "same as a specified content and reply markup of the message"
)
_NAMES = (
    "getMe getUpdates setWebhook deleteWebhook getWebhookInfo setMyCommands deleteMyCommands getMyCommands "
    "sendMessage editMessageText editMessageReplyMarkup deleteMessage sendMessageDraft sendChatAction "
    "answerCallbackQuery sendPhoto sendDocument"
)
_METHODS = {name.lower(): name for name in _NAMES.split()}
_FLOODED = frozenset({"sendMessage", "editMessageText", "sendPhoto", "sendDocument"})
_JSON_NAMES = "reply_markup entities caption_entities reply_parameters commands scope allowed_updates"
_JSON_ARGS = frozenset(f"{_JSON_NAMES} link_preview_options".split())
_INT_ARGS = frozenset({"chat_id", "message_id", "message_thread_id", "draft_id", "offset", "limit"})
_ACTION_NAMES = "typing upload_photo record_video upload_video record_voice upload_voice upload_document"
_ACTIONS = frozenset(
    f"{_ACTION_NAMES} choose_sticker find_location record_video_note upload_video_note".split()
)


@dataclass(slots=True)
class _Fault:
    method: str
    error: ApiError
    times: int | None  # None: every matching call
    when: Callable[[Json], bool] | None


class FakeTelegram(Updates, LoopbackServer):
    """Bot API methods on one loopback server; see the module docstring.

    ``token`` is the only accepted token (else 401); ``bot_id`` defaults to its numeric prefix. ``clock``
    stamps sends, edits, drafts and actions and drives the flood windows (pass a ``ManualClock``).
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
        flood: FloodLimits | None = None,
        long_poll_cap: float = 1.0,
    ) -> None:
        super().__init__()
        prefix = token.split(":", 1)[0]
        self.token, self.username, self.clock = token, username, clock
        self.bot_id = bot_id if bot_id is not None else int(prefix) if prefix.isdigit() else 123456
        self.text_limit, self.caption_limit = text_limit, caption_limit
        self.drafts_enabled, self.flood, self.long_poll_cap = drafts, flood, long_poll_cap
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
        return self.commands.get(_scope_key(scope, language_code), [])

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

    async def stop(self) -> None:
        self._arrived.set()  # let a waiting long poll answer
        await super().stop()

    async def _api(self, request: web.Request) -> web.Response:
        method = _METHODS.get(request.match_info["method"].lower(), request.match_info["method"])
        self.calls[method] += 1
        try:
            args = await self._args(request)
            handler = self._handler(method, request.match_info["token"])
            self._inject(method, args)
            self._throttle(method, args)
            result = await handler(args)
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
        if method not in _METHODS.values() or (method == "sendMessageDraft" and not self.drafts_enabled):
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
                args |= _multipart(raw, request.headers["Content-Type"])
            for key in _JSON_ARGS & args.keys():
                args[key] = _decode(key, args[key])
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
        """Flood control: sliding windows per chat, per group and for the whole bot."""
        limits = self.flood
        if limits is None or method not in _FLOODED:
            return
        chat, now = str(args.get("chat_id")), self.clock()
        spans = [
            ("*", limits.global_per_s, 1.0),
            (chat, limits.chat_burst, limits.chat_burst / limits.per_chat_per_s),
        ]
        if chat.startswith("-"):
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

    # ---------------------------------------------------------------------------------------------------
    # validation

    def _content(self, args: Json, key: str = "text", *, empty: bool = False) -> Content:
        """(plain text, entities, parse_mode) after Telegram's checks; ``key`` is ``text`` or ``caption``."""
        text, mode = str(args.get(key) or ""), str(args.get("parse_mode") or "") or None
        entities = args.get("caption_entities" if key == "caption" else "entities")
        if entities is None and mode is not None:
            text, entities = parse_formatted(text, mode)
        entities = check_entities(text, entities or [])
        if key == "text" and not empty and not text.strip():
            raise ApiError.bad_request("message text is empty")
        if utf16_len(text) > (self.caption_limit if key == "caption" else self.text_limit):
            raise ApiError.bad_request(
                "message caption is too long" if key == "caption" else "message is too long"
            )
        self.entity_overflow += len(entities) > 100
        return text, entities, mode

    def _chat_id(self, args: Json) -> int:
        chat_id = int_arg(args, "chat_id")
        if chat_id is None:
            raise ApiError.bad_request("chat_id is empty")
        return chat_id

    def _markup(self, args: Json) -> Json | None:
        markup = args.get("reply_markup")
        if markup is not None and not isinstance(markup, dict):
            raise ApiError.bad_request("can't parse reply keyboard markup JSON object")
        buttons = [b for row in (markup or {}).get("inline_keyboard", []) for b in row]
        if any(len(str(b.get("callback_data", "")).encode()) > 64 for b in buttons):
            raise ApiError.bad_request("BUTTON_DATA_INVALID")
        return markup

    def _editable(self, args: Json) -> Message:
        msg = self.message(self._chat_id(args), int_arg(args, "message_id") or 0)
        if msg is None or msg.deleted_at is not None:
            raise ApiError.bad_request("message to edit not found")
        if msg.sender.get("id") != self.bot_id:
            raise ApiError.bad_request("message can't be edited")
        return msg

    def _reply_target(self, chat_id: int, args: Json) -> tuple[int | None, int | None]:
        """(reply_to_message_id, message_thread_id); a reply inherits the replied message's topic."""
        params = args.get("reply_parameters") or {"message_id": args.get("reply_to_message_id")}
        reply_id, thread_id = int_arg(params, "message_id"), int_arg(args, "message_thread_id")
        if thread_id is not None and chat_id < 0:
            self.chat(chat_id, is_forum=True)
        replied = self.message(chat_id, reply_id) if reply_id is not None else None
        if replied is None or replied.deleted_at is not None:
            if reply_id is not None and not flag_arg(params.get("allow_sending_without_reply")):
                raise ApiError.bad_request("message to be replied not found")
            return None, thread_id
        return reply_id, thread_id if thread_id is not None else replied.message_thread_id

    # ---------------------------------------------------------------------------------------------------
    # Bot API methods

    async def _m_getMe(self, args: Json) -> Json:
        return self.bot_user

    async def _m_setMyCommands(self, args: Json) -> bool:
        commands = args.get("commands")
        if not isinstance(commands, list) or len(commands) > 100:
            raise ApiError.bad_request("can't parse commands JSON object")
        for command in commands:  # 1-32 of [a-z0-9_], and a description
            if not re.fullmatch(r"[a-z0-9_]{1,32}", str(command.get("command"))) or not command.get(
                "description"
            ):
                raise ApiError.bad_request("BOT_COMMAND_INVALID")
        key = _scope_key(args.get("scope"), str(args.get("language_code") or ""))
        self.commands[key] = [{"command": c["command"], "description": c["description"]} for c in commands]
        return True

    async def _m_deleteMyCommands(self, args: Json) -> bool:
        self.commands.pop(_scope_key(args.get("scope"), str(args.get("language_code") or "")), None)
        return True

    async def _m_getMyCommands(self, args: Json) -> list[Json]:
        return self.commands_for(args.get("scope"), str(args.get("language_code") or ""))

    def _send(self, chat_id: int, args: Json, content: Content, upload: Upload | None = None) -> Json:
        (reply_id, thread_id), (text, entities, mode) = self._reply_target(chat_id, args), content
        msg = Message(
            chat_id, 0, text, entities, self.bot_user, self.clock(), int(time.time()), reply_id, thread_id
        )
        msg.reply_markup, msg.parse_mode, msg.upload = self._markup(args), mode, upload
        self._sent.append(self._store(msg))
        return self.render(msg)

    async def _m_sendMessage(self, args: Json) -> Json:
        return self._send(self._chat_id(args), args, self._content(args))

    def _edit(self, msg: Message, text: str, entities: list[Json], markup: Json | None) -> Json:
        if (text, entities, markup) == (msg.text, msg.entities, msg.reply_markup):
            raise ApiError(400, NOT_MODIFIED)
        msg.text, msg.entities, msg.reply_markup = text, entities, markup
        msg.edits.append(Edit(self.clock(), text, entities, markup))
        return self.render(msg)

    async def _m_editMessageText(self, args: Json) -> Json:
        msg = self._editable(args)
        if msg.upload is not None:
            raise ApiError.bad_request("there is no text in the message to edit")
        text, entities, mode = self._content(args)
        result = self._edit(msg, text, entities, self._markup(args))  # no reply_markup drops the keyboard
        msg.parse_mode = mode
        return result

    async def _m_editMessageReplyMarkup(self, args: Json) -> Json:
        msg = self._editable(args)
        return self._edit(msg, msg.text, msg.entities, self._markup(args))

    async def _m_deleteMessage(self, args: Json) -> bool:
        msg = self.message(self._chat_id(args), int_arg(args, "message_id") or 0)
        if msg is None or msg.deleted_at is not None:
            raise ApiError.bad_request("message to delete not found")
        msg.deleted_at = self.clock()
        return True

    async def _m_sendMessageDraft(self, args: Json) -> bool:
        chat_id, draft_id = self._chat_id(args), int_arg(args, "draft_id") or 0
        if chat_id <= 0 or draft_id == 0:
            raise ApiError.bad_request(
                "draft_id must be non-zero" if chat_id > 0 else "chat is not a private chat"
            )
        text, entities, _ = self._content(args, empty=True)  # an empty draft shows "Thinking…"
        thread_id = int_arg(args, "message_thread_id")
        draft = self.drafts.setdefault((chat_id, draft_id), Draft(chat_id, draft_id, thread_id))
        draft.frames.append(DraftFrame(self.clock(), text, entities))
        return True

    async def _m_sendChatAction(self, args: Json) -> bool:
        chat_id, action = self._chat_id(args), str(args.get("action") or "")
        if action not in _ACTIONS:
            raise ApiError.bad_request("wrong parameter action in request")
        self.actions.append(ChatAction(self.clock(), chat_id, action, int_arg(args, "message_thread_id")))
        return True

    async def _m_answerCallbackQuery(self, args: Json) -> bool:
        query_id = str(args.get("callback_query_id") or "")
        if query_id not in self._callback_ids:
            raise ApiError.bad_request("query is too old and response timeout expired or query ID is invalid")
        self._callback_ids.discard(query_id)
        text, url, alert = args.get("text"), args.get("url"), flag_arg(args.get("show_alert"))
        self.callback_answers.append(CallbackAnswer(self.clock(), query_id, text, alert, url))
        return True

    async def _send_file(self, method: str, field: str, args: Json) -> Json:
        chat_id, content = self._chat_id(args), self._content(args, "caption")
        value = args.get(field)
        if isinstance(value, str) and value.startswith("attach://"):
            value = args.get(value.removeprefix("attach://"))
        known = next((u for u in self.uploads if u.file_id == value), None)
        if known is not None:
            value = (known.filename, known.content, known.mime_type)
        if not isinstance(value, tuple):
            missing = f"there is no {field} in the request"
            raise ApiError.bad_request(
                missing if value is None else "wrong file identifier/HTTP URL specified"
            )
        file_id = known.file_id if known else f"{field[:3].upper()}{len(self.uploads) + 1:08d}"
        upload = Upload(method, chat_id, value[0], value[1], value[2], content[0], file_id)
        result = self._send(chat_id, args, content, upload)
        self.uploads.append(upload)
        return result

    async def _m_sendPhoto(self, args: Json) -> Json:
        return await self._send_file("sendPhoto", "photo", args)

    async def _m_sendDocument(self, args: Json) -> Json:
        return await self._send_file("sendDocument", "document", args)


def _decode(key: str, value: Any) -> Any:
    try:
        return json.loads(value) if isinstance(value, str) else value
    except json.JSONDecodeError:
        raise ApiError.bad_request(f"can't parse {key} JSON object") from None


def _where(msg: Message, chat_id: int | None, thread_id: int | None) -> bool:
    return chat_id in (None, msg.chat_id) and thread_id in (None, msg.message_thread_id)


def _scope_key(scope: Any, language_code: str) -> tuple[str, str]:
    """Commands are kept per (scope JSON with sorted keys, language code)."""
    return json.dumps(scope or {"type": "default"}, sort_keys=True, separators=(",", ":")), language_code


def _text_matcher(predicate: Callable[[str, list[Json]], bool]) -> Callable[[Json], bool]:
    return lambda args: predicate(str(args.get("text") or ""), list(args.get("entities") or []))


def _multipart(raw: bytes, content_type: str) -> Json:
    """A ``multipart/form-data`` body: text fields as str, file fields as (filename, content, content type)."""
    boundary = re.search(r'boundary="?([^";]+)"?', content_type)
    if boundary is None:
        raise ValueError("multipart body without a boundary")
    fields: Json = {}
    for part in raw.split(b"--" + boundary.group(1).encode())[1:-1]:
        head, _, body = part.removeprefix(b"\r\n").removesuffix(b"\r\n").partition(b"\r\n\r\n")
        headers = head.decode("utf-8", "replace")
        name, filename = (
            re.search(r'(?<!file)name="([^"]*)"', headers),
            re.search(r'filename="([^"]*)"', headers),
        )
        kind = re.search(r"(?i)content-type:\s*([^\r\n]+)", headers)
        if name is not None:
            mime = kind.group(1).strip() if kind else "application/octet-stream"
            fields[name.group(1)] = (filename.group(1), body, mime) if filename else body.decode()
    return fields
