"""The Telegram emulator's rich messages (Bot API 10.1): ``sendRichMessage`` and
``editMessageText(rich_message=…)``, a mixin of ``FakeTelegram``.

``rich_message`` is ``{"html": …}`` or ``{"markdown": …}``; the rules checked are the ones
``../NOTES-APIS`` gives: ≤ 32,768 characters, ≤ 20 table columns, cells with inline formatting only,
and (for HTML) tags Telegram knows, properly nested. A refused message is HTTP 400 like Telegram's. The
record keeps the rich message (``Message.rich``) and, as its ``text``, the text with the tags removed.
``FakeTelegram(rich=False)`` answers the methods 404 "method not found", like a Bot API before 10.1.
"""

from __future__ import annotations

import html
import re
import time
from typing import TYPE_CHECKING, Any

from evals.emulators.telegram_records import ApiError, Edit, Json, Message

if TYPE_CHECKING:
    from collections.abc import Callable

MAX_CHARS, MAX_COLUMNS = 32_768, 20
_INLINE = "b strong i em u ins s strike del a code span tg-spoiler tg-math br"
_TAGS = frozenset(f"{_INLINE} pre blockquote table caption tr th td details summary".split())
_VOID = frozenset({"br"})
_BLOCK_IN_CELL = frozenset({"table", "details", "pre", "blockquote", "tr"})
_TAG = re.compile(r"<(/?)([a-zA-Z][\w-]*)([^>]*)>")


def rich_problem(rich: Any) -> str | None:
    """Why Telegram would refuse ``rich_message`` (``None``: it would not)."""
    if not isinstance(rich, dict) or len(rich.keys() & {"html", "markdown"}) != 1:
        return "rich_message must have exactly one of html, markdown"
    source = str(rich.get("html") or rich.get("markdown") or "")
    if not source.strip():
        return "rich message is empty"
    if len(source) > MAX_CHARS:
        return "rich message is too long"
    if "markdown" in rich:
        widths = [
            line.strip().strip("|").count("|") + 1
            for line in source.splitlines()
            if line.lstrip().startswith("|")
        ]
        return "too many table columns" if widths and max(widths) > MAX_COLUMNS else None
    return _html_problem(source)


def _html_problem(source: str) -> str | None:
    stack: list[str] = []
    columns = 0
    for match in _TAG.finditer(source):
        closing, name = match.group(1) == "/", match.group(2).lower()
        if name not in _TAGS:
            return f"can't parse rich message: unsupported tag <{name}>"
        if name in _VOID:
            continue
        if not closing:
            if name in _BLOCK_IN_CELL and any(t in ("td", "th") for t in stack):
                return "table cells hold inline formatting only"
            if name == "tr":
                columns = 0
            if name in ("td", "th"):
                columns += 1
                if columns > MAX_COLUMNS:
                    return "too many table columns"
            stack.append(name)
        elif not stack or stack.pop() != name:
            return f"can't parse rich message: unexpected end tag </{name}>"
    return f"can't parse rich message: unclosed <{stack[-1]}>" if stack else None


def rich_text(rich: Json) -> str:
    """The text a rich message shows, tags removed (what the record's ``text`` holds)."""
    if "markdown" in rich:
        return str(rich["markdown"])
    return html.unescape(_TAG.sub("", str(rich["html"])))


class RichMessages:
    """``_m_sendRichMessage`` and the rich branch of ``editMessageText``."""

    if TYPE_CHECKING:
        clock: Callable[[], float]
        rich_enabled: bool
        _sent: list[Message]

        @property
        def bot_user(self) -> Json: ...

        def _chat_id(self, args: Json) -> int: ...
        def _markup(self, args: Json) -> Json | None: ...
        def _reply_target(self, chat_id: int, args: Json) -> tuple[int | None, int | None]: ...
        def render(self, msg: Message) -> Json: ...
        def _store(self, msg: Message) -> Message: ...

    def _rich(self, args: Json) -> Json:
        rich = args.get("rich_message")
        problem = rich_problem(rich)
        if problem is not None:
            raise ApiError.bad_request(problem)
        assert isinstance(rich, dict)
        return rich

    async def _m_sendRichMessage(self, args: Json) -> Json:
        chat_id = self._chat_id(args)
        rich = self._rich(args)
        reply_id, thread_id = self._reply_target(chat_id, args)
        msg = Message(
            chat_id,
            0,
            rich_text(rich),
            [],
            self.bot_user,
            self.clock(),
            int(time.time()),
            reply_id,
            thread_id,
        )
        msg.reply_markup, msg.rich = self._markup(args), rich
        self._sent.append(self._store(msg))
        return self.render(msg)

    def _edit_rich(self, msg: Message, args: Json) -> Json:
        if not self.rich_enabled:  # a Bot API before 10.1 does not know the parameter
            raise ApiError.bad_request("message text is empty")
        rich, markup = self._rich(args), self._markup(args)
        msg.text, msg.entities, msg.reply_markup, msg.rich = rich_text(rich), [], markup, rich
        msg.edits.append(Edit(self.clock(), msg.text, [], markup))
        return self.render(msg)
