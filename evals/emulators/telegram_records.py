"""The Telegram emulator's records: what ``FakeTelegram`` keeps and answers with.

``Message`` (with its ``Edit``s and an optional ``Upload``), ``Draft``/``DraftFrame`` (sendMessageDraft
streams), ``ChatAction``, ``CallbackAnswer``, ``Webhook``, the ``FloodLimits`` the fake can enforce,
``user_json`` (a Bot API ``User``), and ``ApiError`` (an answer other than ``ok``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

Json = dict[str, Any]


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
    #: a rich message's ``rich_message`` (``{"html": …}``; ``evals.emulators.telegram_rich``)
    rich: Json | None = None

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
        if self.reply_markup is not None and "inline_keyboard" in self.reply_markup:
            out["reply_markup"] = self.reply_markup  # a message shows only an inline keyboard (no ForceReply)
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
    """Sliding windows over sendMessage/editMessageText/editMessageReplyMarkup/sendPhoto/sendDocument, each
    answering 429 with the wait until the window has room.

    A chat takes ``chat_burst`` calls per ``chat_burst / per_chat_per_s`` seconds; a group (negative chat id)
    also ``per_group_per_minute`` per 60 s; the whole bot ``global_per_s`` per second — drafts
    (sendMessageDraft) and chat actions count toward that one too. Telegram's own numbers: about 1 a
    second per chat with short bursts, 20 a minute per group, about 30 a second per bot.
    """

    per_chat_per_s: float = 1.0
    chat_burst: int = 3
    per_group_per_minute: int = 20
    global_per_s: int = 30


def user_json(user_id: int, first_name: str, *, username: str | None = None, is_bot: bool = False) -> Json:
    out: Json = {"id": user_id, "is_bot": is_bot, "first_name": first_name}
    return out | ({"username": username} if username else {}) | ({} if is_bot else {"language_code": "ko"})
