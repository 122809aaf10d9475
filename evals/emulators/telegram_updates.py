"""The Telegram emulator's records, Telegram's text rules, and the update side (what Telegram sends *to* a bot).

- Records the fake keeps (``Message``, ``Edit``, ``Draft``, ``Upload``, ``ChatAction``, ``CallbackAnswer``,
  ``Webhook``), the ``FloodLimits`` it can enforce, and ``ApiError`` (an answer other than ``ok``).
- Text rules: ``utf16_len`` (entity offsets and the 4,096 limit count UTF-16 code units), ``check_entities``,
  and ``parse_formatted``: HTML becomes plain text plus entities, MarkdownV2 is checked for unescaped
  reserved characters; both raise ``can't parse entities`` like Telegram does.
- ``Updates``, a mixin of ``FakeTelegram``: the builders ``private_text``, ``group_text``, ``from_other_bot``,
  ``edited`` and ``callback`` return Bot API ``Update`` JSON (with an ``update_id``) and store the user's
  message in the same per-chat message-id space as the bot's, so ``reply_to_message`` carries the real bot
  message. Queue an update with ``push_update`` (served by getUpdates, long poll included), POST it to the
  bot's webhook with ``deliver_webhook``, or hand it to ``Application.process_update(Update.de_json(u, bot))``.
"""

from __future__ import annotations

import asyncio
import bisect
import contextlib
import html
import itertools
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import httpx

Json = dict[str, Any]

USER_ID = 700_000_001
GROUP_ID = -1_001_234_567_890
OTHER_BOT_ID = 600_000_001
_ENTITY_NAMES = (
    "mention hashtag cashtag bot_command url email phone_number bold italic underline strikethrough spoiler "
    "blockquote expandable_blockquote code pre text_link text_mention custom_emoji date_time"
)
ENTITY_TYPES = frozenset(_ENTITY_NAMES.split())
_query_serial = itertools.count(4_000_000_001)


class ApiError(Exception):
    """A non-``ok`` answer: ``{"ok": false, "error_code": code, "description": …}`` with that HTTP status."""

    def __init__(self, code: int, description: str, retry_after: int | None = None) -> None:
        super().__init__(description)
        self.code, self.description, self.retry_after = code, description, retry_after

    @classmethod
    def bad_request(cls, detail: str) -> ApiError:
        return cls(400, f"Bad Request: {detail}")

    @classmethod
    def flood(cls, retry_after: int) -> ApiError:
        return cls(429, f"Too Many Requests: retry after {retry_after}", retry_after)


# --- records ---


@dataclass(frozen=True, slots=True)
class Edit:
    """One accepted edit (``editMessageText``/``editMessageReplyMarkup``), stamped with the fake's clock."""

    at: float
    text: str
    entities: list[Json]
    reply_markup: Json | None


@dataclass(slots=True)
class Upload:
    """A file sent with ``sendPhoto``/``sendDocument`` (multipart upload, or a reused ``file_id``)."""

    method: str
    chat_id: int
    filename: str
    content: bytes
    mime_type: str
    caption: str
    file_id: str
    message_id: int = 0

    @property
    def size(self) -> int:
        return len(self.content)

    def to_api(self) -> Json:
        base: Json = {"file_id": self.file_id, "file_unique_id": self.file_id[-12:], "file_size": self.size}
        if self.method == "sendPhoto":
            return {"photo": [base | {"width": 800, "height": 600}]}
        return {"document": base | {"file_name": self.filename, "mime_type": self.mime_type}}


@dataclass(slots=True)
class Message:
    """A message in a chat, sent by the bot (``sender["id"] == bot id``) or built for a user.

    ``text``/``entities`` hold the plain text after parse_mode parsing (the caption for uploads);
    ``parse_mode`` is what the bot asked for. Telegram renders only the first 100 entities.
    """

    chat_id: int
    message_id: int
    text: str
    entities: list[Json]
    sender: Json
    sent_at: float
    date: int
    reply_to_message_id: int | None = None
    message_thread_id: int | None = None
    reply_markup: Json | None = None
    parse_mode: str | None = None
    edits: list[Edit] = field(default_factory=list)
    upload: Upload | None = None
    deleted_at: float | None = None

    @property
    def from_bot(self) -> bool:
        return bool(self.sender.get("is_bot"))

    def to_api(self, chat: Json, reply_to: Json | None = None) -> Json:
        """The Bot API ``Message`` object (``reply_to`` is the replied message's own JSON)."""
        out: Json = {"message_id": self.message_id, "date": self.date, "chat": chat, "from": self.sender}
        if self.message_thread_id is not None:
            out["message_thread_id"] = self.message_thread_id
            out["is_topic_message"] = bool(chat.get("is_forum"))
        if self.upload is not None:
            out |= self.upload.to_api()
            out |= {"caption": self.text, "caption_entities": self.entities} if self.text else {}
        else:
            out |= {"text": self.text} | ({"entities": self.entities} if self.entities else {})
        if reply_to is not None:
            out["reply_to_message"] = reply_to
        if self.reply_markup is not None:
            out["reply_markup"] = self.reply_markup
        if self.edits:
            out["edit_date"] = self.date + max(1, round(self.edits[-1].at - self.sent_at))
        return out


@dataclass(frozen=True, slots=True)
class DraftFrame:
    at: float
    text: str
    entities: list[Json]


@dataclass(slots=True)
class Draft:
    """The frames of one ``sendMessageDraft`` stream, keyed in ``FakeTelegram.drafts`` by (chat_id, draft_id)."""

    chat_id: int
    draft_id: int
    message_thread_id: int | None = None
    frames: list[DraftFrame] = field(default_factory=list)

    @property
    def texts(self) -> list[str]:
        return [f.text for f in self.frames]


@dataclass(frozen=True, slots=True)
class ChatAction:
    at: float
    chat_id: int
    action: str
    message_thread_id: int | None = None


@dataclass(frozen=True, slots=True)
class CallbackAnswer:
    at: float
    callback_query_id: str
    text: str | None
    show_alert: bool
    url: str | None = None


@dataclass(frozen=True, slots=True)
class Webhook:
    url: str
    secret_token: str | None
    allowed_updates: list[str] | None


@dataclass(frozen=True, slots=True)
class FloodLimits:
    """Sliding windows over sendMessage/editMessageText/sendPhoto/sendDocument, each answering 429.

    A chat takes ``chat_burst`` calls per ``chat_burst / per_chat_per_s`` seconds; a group (negative chat id)
    also ``per_group_per_minute`` per 60 s; the whole bot ``global_per_s`` per second.
    """

    per_chat_per_s: float = 1.0
    chat_burst: int = 3
    per_group_per_minute: int = 20
    global_per_s: int = 30


# --- text rules ---


def utf16_len(text: str) -> int:
    """Length in UTF-16 code units — the unit of entity offsets and of Telegram's length limits."""
    return len(text.encode("utf-16-le")) // 2


def _cant_parse(detail: str) -> ApiError:
    return ApiError.bad_request(f"can't parse entities: {detail}")


def check_entities(text: str, entities: Any) -> list[Json]:
    """Validate ``entities`` against ``text`` (types, UTF-16 bounds); return them sorted like Telegram."""
    if not isinstance(entities, list) or not all(isinstance(e, dict) for e in entities):
        raise _cant_parse("entities must be an array of MessageEntity objects")
    size = utf16_len(text)
    for i, entity in enumerate(entities):
        kind, offset, length = entity.get("type"), entity.get("offset"), entity.get("length")
        if kind not in ENTITY_TYPES:
            raise _cant_parse(f'unsupported entity type "{kind}" in entity {i}')
        if not isinstance(offset, int) or not isinstance(length, int) or offset < 0 or length <= 0:
            raise _cant_parse(f"entity {i} needs a non-negative offset and a positive length")
        if offset + length > size:
            raise _cant_parse(
                f"entity {i} ({kind} {offset}+{length}) ends beyond the text ({size} UTF-16 units)"
            )
        if kind == "text_link" and not entity.get("url"):
            raise _cant_parse(f"text_link entity {i} has no url")
    return sorted(({k: v for k, v in e.items() if v is not None} for e in entities), key=_entity_order)


def _entity_order(entity: Json) -> tuple[int, int]:
    return entity["offset"], -entity["length"]


_HTML_TAGS = {
    "b": "bold", "strong": "bold", "i": "italic", "em": "italic", "u": "underline", "ins": "underline",
    "s": "strikethrough", "strike": "strikethrough", "del": "strikethrough", "tg-spoiler": "spoiler",
    "span": "spoiler", "a": "text_link", "code": "code", "pre": "pre", "blockquote": "blockquote",
    "tg-emoji": "custom_emoji",
}  # fmt: skip
_HTML_TOKEN = re.compile(r"<(/?)([A-Za-z][\w-]*)([^<>]*)>|<|&(#x[0-9a-fA-F]+|#\d+|[A-Za-z]+);")
_ATTR = re.compile(r'([\w-]+)(?:\s*=\s*"([^"]*)")?')
_NAMED = frozenset({"lt", "gt", "amp", "quot"})
_MD_RESERVED = set("_*[]()~`>#+-=|{}.!")


def _html_entity(name: str, attrs: str) -> Json:
    values = dict(_ATTR.findall(attrs))
    kind = _HTML_TAGS[name]
    if kind == "text_link":
        return {"type": kind, "url": values.get("href", "")}
    if kind == "custom_emoji":
        return {"type": kind, "custom_emoji_id": values.get("emoji-id", "")}
    if kind == "blockquote" and "expandable" in values:
        return {"type": "expandable_blockquote"}
    if kind == "code" and values.get("class", "").startswith("language-"):
        return {"type": kind, "language": values["class"].removeprefix("language-")}
    return {"type": kind}


def parse_html(source: str) -> tuple[str, list[Json]]:
    """Telegram's HTML parse mode: supported tags become entities; anything else is ``can't parse``."""
    out: list[str] = []
    entities: list[Json] = []
    stack: list[tuple[str, int, Json]] = []
    pos = size = 0
    for match in _HTML_TOKEN.finditer(source):
        chunk = source[pos : match.start()]
        out.append(chunk)
        size, pos = size + utf16_len(chunk), match.end()
        closing, name, attrs, ref = match.groups()
        at = len(source[: match.start()].encode())
        if ref is not None:  # numeric ones and &lt; &gt; &amp; &quot; only; others stay as written
            char = html.unescape(match.group(0)) if ref[0] == "#" or ref in _NAMED else match.group(0)
            out.append(char)
            size += utf16_len(char)
        elif name is None or name.lower() not in _HTML_TAGS:
            raise _cant_parse(f'Unsupported start tag "{name or "<"}" at byte offset {at}')
        elif not closing:
            stack.append((name.lower(), size, _html_entity(name.lower(), attrs)))
        elif not stack or stack[-1][0] != name.lower():
            expected = f', expected "</{stack[-1][0]}>", found "</{name}>"' if stack else ""
            raise _cant_parse(f"Unmatched end tag at byte offset {at}{expected}")
        else:
            _, start, entity = stack.pop()
            if entity["type"] == "code" and "language" in entity and stack and stack[-1][0] == "pre":
                stack[-1][2]["language"] = entity["language"]
            elif size > start:
                entities.append(entity | {"offset": start, "length": size - start})
    if stack:
        raise _cant_parse(f'Can\'t find end tag corresponding to start tag "{stack[-1][0]}"')
    out.append(source[pos:])
    return "".join(out), sorted(entities, key=_entity_order)


def parse_markdown_v2(source: str) -> tuple[str, list[Json]]:
    """A light MarkdownV2 check: a reserved character that is neither escaped nor markup fails like
    Telegram's; markup characters are dropped from the text, no entities are derived."""
    out: list[str] = []
    i, code = 0, False
    while i < len(source):
        char = source[i]
        if char == "\\" and i + 1 < len(source):
            out.append(source[i + 1])
            i += 1
        elif char == "`":
            code = not code
        elif code:
            out.append(char)
        elif char == "]" and source.startswith("(", i + 1):
            i = source.find(")", i) % (len(source) + 1)  # skip the link's URL (to the end if unclosed)
        elif char in "*_~|[" or (char == ">" and source[i - 1 : i] in ("", "\n")):
            pass
        elif char in _MD_RESERVED:
            raise _cant_parse(f"Character '{char}' is reserved and must be escaped with the preceding '\\'")
        else:
            out.append(char)
        i += 1
    if code:
        raise _cant_parse("Can't find end of Code entity")
    return "".join(out), []


def parse_formatted(text: str, parse_mode: str) -> tuple[str, list[Json]]:
    """Plain text and entities for ``parse_mode`` (legacy ``Markdown`` is kept as is)."""
    mode = parse_mode.lower()
    if mode == "html":
        return parse_html(text)
    if mode == "markdownv2":
        return parse_markdown_v2(text)
    if mode == "markdown":
        return text, []
    raise ApiError.bad_request(f"unsupported parse_mode {parse_mode!r}")


_COMMAND = re.compile(r"^/[A-Za-z0-9_]{1,32}(?:@[A-Za-z0-9_]{3,32})?")
_MENTION = re.compile(r"(?<![\w@])@[A-Za-z0-9_]{3,32}")


def auto_entities(text: str) -> list[Json]:
    """The entities Telegram adds to a user's text: a leading ``/command[@bot]`` and ``@mentions``."""
    found: list[Json] = []
    if match := _COMMAND.match(text):
        found.append({"type": "bot_command", "offset": 0, "length": utf16_len(match.group(0))})
    for match in _MENTION.finditer(text):
        if not found or match.start() >= found[0]["length"]:
            offset, length = utf16_len(text[: match.start()]), utf16_len(match.group(0))
            found.append({"type": "mention", "offset": offset, "length": length})
    return found


# --- updates to the bot ---


def user_json(user_id: int, first_name: str, *, username: str | None = None, is_bot: bool = False) -> Json:
    out: Json = {"id": user_id, "is_bot": is_bot, "first_name": first_name}
    return out | ({"username": username} if username else {}) | ({} if is_bot else {"language_code": "ko"})


def int_arg(args: Json, key: str) -> int | None:
    """An integer argument (None when absent); Telegram's 400 when it is not a number."""
    value = args.get(key)
    if value in (None, ""):
        return None
    try:
        return int(value)
    except (TypeError, ValueError):
        raise ApiError.bad_request(
            "chat not found" if key == "chat_id" else f"invalid {key} specified"
        ) from None


def flag_arg(value: Any) -> bool:
    return value is True or str(value).lower() in ("true", "1")


class Updates:
    """The update side of ``FakeTelegram``: builders (which also store the user's message), the getUpdates
    queue with long polling, and webhook registration and delivery."""

    if TYPE_CHECKING:
        clock: Callable[[], float]
        long_poll_cap: float
        webhook: Webhook | None
        deliveries: list[tuple[int, int]]
        _pending: list[Json]
        _arrived: asyncio.Event
        _last_update_id: int
        _callback_ids: set[str]

        def chat(self, chat_id: int, **fields: Any) -> Json: ...
        def message(self, chat_id: int, message_id: int) -> Message | None: ...
        def render(self, msg: Message) -> Json: ...
        def _store(self, msg: Message) -> Message: ...

    @property
    def pending_updates(self) -> list[Json]:
        """Updates pushed and not yet confirmed by a getUpdates offset."""
        return list(self._pending)

    def push_update(self, update: Json) -> int:
        """Queue an update for getUpdates (an ``update_id`` is assigned when missing); returns its id."""
        update = self._accept(update)
        bisect.insort(self._pending, update, key=lambda u: int(u["update_id"]))
        self._arrived.set()
        return int(update["update_id"])

    async def deliver_webhook(self, update: Json, *, secret: str | None = None) -> int:
        """POST ``update`` to the registered webhook with ``X-Telegram-Bot-Api-Secret-Token`` (the registered
        secret unless ``secret`` is given; ``""`` sends none); returns the HTTP status."""
        if self.webhook is None:
            raise RuntimeError("no webhook is set: the bot has not called setWebhook")
        update = self._accept(update)
        token = self.webhook.secret_token if secret is None else secret
        headers = {"X-Telegram-Bot-Api-Secret-Token": token} if token else {}
        async with httpx.AsyncClient(timeout=5.0) as client:
            response = await client.post(self.webhook.url, json=update, headers=headers)
        self.deliveries.append((int(update["update_id"]), response.status_code))
        return response.status_code

    def _next_update_id(self) -> int:
        self._last_update_id += 1
        return self._last_update_id

    def _accept(self, update: Json) -> Json:
        if "update_id" not in update:
            update = {"update_id": self._next_update_id(), **update}
        self._last_update_id = max(self._last_update_id, int(update["update_id"]))
        if "callback_query" in update:
            self._callback_ids.add(str(update["callback_query"]["id"]))
        return update

    async def _m_getUpdates(self, args: Json) -> list[Json]:
        if self.webhook is not None:
            raise ApiError(
                409, "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook"
            )
        offset, limit = int_arg(args, "offset") or 0, min(max(int_arg(args, "limit") or 100, 1), 100)
        if offset > 0:
            self._pending = [u for u in self._pending if u["update_id"] >= offset]
        elif offset < 0:
            self._pending = self._pending[offset:]
        timeout = min(float(args.get("timeout") or 0), self.long_poll_cap)
        if not self._pending and timeout > 0:
            self._arrived.clear()
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(timeout):
                    await self._arrived.wait()
        return self._pending[:limit]

    async def _m_setWebhook(self, args: Json) -> bool:
        url, secret = str(args.get("url") or ""), args.get("secret_token") or None
        if secret is not None and not re.fullmatch(r"[A-Za-z0-9_-]{1,256}", str(secret)):
            raise ApiError.bad_request("secret token contains unallowed characters")
        self.webhook = Webhook(url, secret, args.get("allowed_updates")) if url else None
        return self._drop_pending(args)

    async def _m_deleteWebhook(self, args: Json) -> bool:
        self.webhook = None
        return self._drop_pending(args)

    def _drop_pending(self, args: Json) -> bool:
        if flag_arg(args.get("drop_pending_updates")):
            self._pending.clear()
        return True

    async def _m_getWebhookInfo(self, args: Json) -> Json:
        info: Json = {"url": "", "has_custom_certificate": False, "pending_update_count": len(self._pending)}
        if self.webhook is not None:
            info |= {"url": self.webhook.url, "allowed_updates": self.webhook.allowed_updates or []}
        return info

    # --- builders ---

    def _user_message(
        self, chat_id: int, text: str, sender: Json, *, reply_to: Message | int | None = None, **fields: Any
    ) -> Json:
        reply_id = reply_to.message_id if isinstance(reply_to, Message) else reply_to
        if reply_id is not None and self.message(chat_id, reply_id) is None:
            raise KeyError(f"no message {chat_id}/{reply_id} to reply to")
        entities = fields.pop("entities", None)
        entities = auto_entities(text) if entities is None else entities
        message_id = fields.pop("message_id", None) or 0
        msg = Message(
            chat_id, message_id, text, entities, sender, self.clock(), int(time.time()), reply_id, **fields
        )
        return {"update_id": self._next_update_id(), "message": self.render(self._store(msg))}

    def private_text(
        self,
        text: str,
        *,
        user_id: int = USER_ID,
        first_name: str = "민수",
        username: str | None = "minsu_kim",
        message_id: int | None = None,
        entities: list[Json] | None = None,
    ) -> Json:
        """A ``message`` update from a person in their private chat with the bot."""
        user = user_json(user_id, first_name, username=username)
        self.chat(user_id, first_name=first_name, username=username)
        return self._user_message(user_id, text, user, message_id=message_id, entities=entities)

    def group_text(
        self,
        text: str,
        *,
        chat_id: int = GROUP_ID,
        user_id: int = USER_ID,
        first_name: str = "민수",
        username: str | None = "minsu_kim",
        reply_to: Message | int | None = None,
        thread_id: int | None = None,
        title: str = "덱스터 테스트방",
        entities: list[Json] | None = None,
        sender: Json | None = None,
    ) -> Json:
        """A group message; ``thread_id`` makes the chat a forum and the message a topic message."""
        self.chat(chat_id, title=title, **({"is_forum": True} if thread_id is not None else {}))
        user = sender or user_json(user_id, first_name, username=username)
        return self._user_message(
            chat_id, text, user, reply_to=reply_to, message_thread_id=thread_id, entities=entities
        )

    def from_other_bot(
        self, text: str, *, bot_id: int = OTHER_BOT_ID, username: str = "other_helper_bot", **group: Any
    ) -> Json:
        """A group message sent by another bot (``from.is_bot``); takes ``group_text``'s keywords."""
        return self.group_text(
            text, sender=user_json(bot_id, "Other Bot", username=username, is_bot=True), **group
        )

    def edited(self, original: Message | Json, text: str, *, entities: list[Json] | None = None) -> Json:
        """An ``edited_message`` update for a user's message (a record, or the update/message JSON)."""
        if isinstance(original, dict):
            payload = original.get("message", original)
            found = self.message(payload["chat"]["id"], payload["message_id"])
            if found is None:
                raise KeyError(f"no message {payload['chat']['id']}/{payload['message_id']}")
            original = found
        original.text = text
        original.entities = auto_entities(text) if entities is None else entities
        original.edits.append(Edit(self.clock(), text, original.entities, original.reply_markup))
        return {"update_id": self._next_update_id(), "edited_message": self.render(original)}

    def callback(
        self, data: str, *, message: Message, user_id: int = USER_ID, first_name: str = "민수"
    ) -> Json:
        """A ``callback_query`` update: the user pressed the inline button carrying ``data`` on ``message``."""
        query_id = str(next(_query_serial))
        self._callback_ids.add(query_id)
        query: Json = {
            "id": query_id,
            "from": user_json(user_id, first_name),
            "message": self.render(message),
            "chat_instance": str(abs(message.chat_id)),
            "data": data,
        }
        return {"update_id": self._next_update_id(), "callback_query": query}
