"""The Telegram emulator's message-side Bot API methods, as a mixin of ``FakeTelegram`` (which provides the
state and helpers declared below).

getMe, setMyCommands, deleteMyCommands, getMyCommands, sendMessage, editMessageText,
editMessageReplyMarkup, deleteMessage, sendMessageDraft, sendChatAction, answerCallbackQuery, sendPhoto and
sendDocument (each is ``_m_<method>``), with Telegram's checks on their arguments: text and caption limits,
entities and parse modes, reply targets and topics, inline keyboards, "message is not modified".
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from evals.emulators.telegram_records import (
    ApiError,
    CallbackAnswer,
    ChatAction,
    Draft,
    DraftFrame,
    Edit,
    Json,
    Message,
    Upload,
)
from evals.emulators.telegram_text import check_entities, flag_arg, int_arg, parse_formatted, utf16_len

Content = tuple[str, list[Json], str | None]  # (plain text, entities, parse_mode) of a text or caption
NOT_MODIFIED = (
    "Bad Request: message is not modified: specified new message content and reply markup are exactly the "
    "same as a specified content and reply markup of the message"
)
_ACTION_NAMES = "typing upload_photo record_video upload_video record_voice upload_voice upload_document"
_ACTIONS = frozenset(
    f"{_ACTION_NAMES} choose_sticker find_location record_video_note upload_video_note".split()
)


def scope_key(scope: Any, language_code: str) -> tuple[str, str]:
    """Commands are kept per (scope JSON with sorted keys, language code)."""
    return json.dumps(scope or {"type": "default"}, sort_keys=True, separators=(",", ":")), language_code


class Methods:
    """Method handlers ``_m_<method>`` for messages, drafts, actions, callback answers, files and commands."""

    if TYPE_CHECKING:
        clock: Callable[[], float]
        bot_id: int
        text_limit: int
        caption_limit: int
        entity_overflow: int
        drafts: dict[tuple[int, int], Draft]
        actions: list[ChatAction]
        commands: dict[tuple[str, str], list[Json]]
        callback_answers: list[CallbackAnswer]
        uploads: list[Upload]
        _sent: list[Message]
        _callback_ids: set[str]

        @property
        def bot_user(self) -> Json: ...
        def chat(self, chat_id: int, **fields: Any) -> Json: ...
        def message(self, chat_id: int, message_id: int) -> Message | None: ...
        def commands_for(self, scope: Json | None = None, language_code: str = "") -> list[Json]: ...
        def render(self, msg: Message) -> Json: ...
        def _store(self, msg: Message) -> Message: ...
        def _edit_rich(self, msg: Message, args: Json) -> Json: ...

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
        force = (markup or {}).get("force_reply")  # ForceReply: true, a placeholder of ≤ 64 characters
        placeholder = str((markup or {}).get("input_field_placeholder", ""))
        if (force is not None and force is not True) or len(placeholder) > 64:
            raise ApiError.bad_request("can't parse reply keyboard markup JSON object")
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
        key = scope_key(args.get("scope"), str(args.get("language_code") or ""))
        self.commands[key] = [{"command": c["command"], "description": c["description"]} for c in commands]
        return True

    async def _m_deleteMyCommands(self, args: Json) -> bool:
        self.commands.pop(scope_key(args.get("scope"), str(args.get("language_code") or "")), None)
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
        if "rich_message" in args:  # Bot API 10.1 (evals.emulators.telegram_rich)
            return self._edit_rich(msg, args)
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
