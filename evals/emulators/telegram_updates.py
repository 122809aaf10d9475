"""The update side of the Telegram emulator: what Telegram sends *to* a bot.

``Updates``, a mixin of ``FakeTelegram``: the builders ``private_text``, ``group_text``, ``from_other_bot``,
``edited`` and ``callback`` return Bot API ``Update`` JSON (with an ``update_id``) and store the user's
message in the same per-chat message-id space as the bot's, so ``reply_to_message`` carries the real bot
message. Queue an update with ``push_update`` (served by getUpdates, long poll included), POST it to the
bot's webhook with ``deliver_webhook``, or hand it to ``Application.process_update(Update.de_json(u, bot))``.
The records live in ``evals.emulators.telegram_records``, Telegram's text rules in
``evals.emulators.telegram_text``.
"""

from __future__ import annotations

import asyncio
import bisect
import contextlib
import itertools
import re
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import httpx

from evals.emulators.telegram_records import ApiError, Edit, Json, Message, Webhook, user_json
from evals.emulators.telegram_text import auto_entities, flag_arg, int_arg, utf16_len

__all__ = ["GROUP_ID", "OTHER_BOT_ID", "USER_ID", "Updates", "utf16_len"]

USER_ID = 700_000_001
GROUP_ID = -1_001_234_567_890
OTHER_BOT_ID = 600_000_001
_query_serial = itertools.count(4_000_000_001)


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
        reply_to: Message | int | None = None,
    ) -> Json:
        """A ``message`` update from a person in their private chat with the bot (``reply_to``: the
        message it replies to, e.g. a ``ForceReply`` prompt)."""
        user = user_json(user_id, first_name, username=username)
        self.chat(user_id, first_name=first_name, username=username)
        return self._user_message(
            user_id, text, user, reply_to=reply_to, message_id=message_id, entities=entities
        )

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
