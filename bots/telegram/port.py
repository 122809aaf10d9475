"""The Telegram side of the relay's ``PlatformPort``: a progress reply with a ⏹ button, edits, answers.

* The progress message replies to the user's message (in the same forum topic); edits keep the button
  until the final one. Private chats may be edited every 1.5 s, groups every 3.5 s.
* Flood control: every request waits in the bot's one send budget (``bots.telegram.budget``) with its
  ``Priority`` — the progress message first, then answer chunks and final edits, then progress edits,
  drafts, "typing…". Nothing is retried there: a ``RetryAfter`` goes back to the relay as
  ``RateLimited``: for edits the shared budget pauses and intermediate states are dropped; an answer
  chunk is retried alone after the wait (chunks already posted are skipped).
* Answers are rendered once to text + entities (``render.render_telegram``); the relay posts the chunks
  one by one as replies (``post_chunk``; it keeps their order, retries and ledger), the last with 👍/👎.
  A chunk Telegram cannot parse is re-sent as plain text: an answer is never lost to formatting.
* An answer with a table goes as one rich message (``sendRichMessage``, HTML tables, ``<details>`` for a
  long source list; ``bots.telegram.rich``) through PTB's ``do_api_request``. A Bot API or chat that
  refuses the method gets the plain chunks instead, and the bot stops asking (``rich_refused``).
* Private chats see the answer stream in as a draft (``sendMessageDraft``) while it is written, and the
  "typing…" action while the run works. A Bot API without drafts turns drafting off for good.
"""

from __future__ import annotations

import asyncio
import time
import warnings
from collections.abc import Sequence
from datetime import timedelta
from typing import Any

from telegram import InlineKeyboardMarkup, InputFile, Message, MessageEntity, ReplyParameters
from telegram.constants import ChatAction
from telegram.error import BadRequest, EndPointNotFound, InvalidToken, RetryAfter, TelegramError
from telegram.ext import ExtBot
from telegram.warnings import PTBDeprecationWarning

from bots.relay import Choice, NotModified, PlatformError, PortError, RateLimited, ReplyTarget
from bots.telegram.budget import Priority
from bots.telegram.feedback import feedback_keyboard
from bots.telegram.keyboards import choices_keyboard, stop_keyboard
from bots.telegram.render import TelegramChunk, render_telegram
from bots.telegram.rich import RichChunk, rich_html
from core.lang import Language
from core.logging import get_logger

log = get_logger(__name__)

PRIVATE_EDIT_INTERVAL_S = 1.5
GROUP_EDIT_INTERVAL_S = 3.5
TYPING_EVERY_S = 4.5
TYPING_AFTER_S = 1.0  # the progress message shows the bot is on it; "typing…" joins a second later
TYPING_MAX_S = 600.0
DRAFT_EVERY_S = 1.0
DRAFT_SETTLE_S = 2.0
DRAFT_MAX_CHARS = 4_000
CAPTION_CHARS = 1_024  # Telegram's limit for a photo caption


def retry_after_s(exc: RetryAfter) -> float:
    """``RetryAfter.retry_after`` in seconds, without PTB's int-vs-timedelta deprecation warning."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", PTBDeprecationWarning)
        value: Any = exc.retry_after
    return value.total_seconds() if isinstance(value, timedelta) else float(value)


def _raise(exc: TelegramError) -> None:
    if isinstance(exc, RetryAfter):
        raise RateLimited(retry_after_s(exc)) from exc
    if isinstance(exc, BadRequest) and "not modified" in exc.message.lower():
        raise NotModified from exc
    raise PlatformError(f"telegram: {exc.message}") from exc


def is_private(target: ReplyTarget) -> bool:
    return target.extra.get("private") == "1"


def _thread(target: ReplyTarget) -> int | None:
    return int(target.thread) if target.thread else None


def _reply(target: ReplyTarget) -> ReplyParameters | None:
    if not target.message:
        return None
    return ReplyParameters(message_id=int(target.message), allow_sending_without_reply=True)


class TelegramPort:
    """One bot's port; ``bot`` is the Application's bot (with its rate limiter)."""

    def __init__(self, bot: ExtBot[Any], *, workspace: str = "telegram") -> None:
        self._bot = bot
        self._workspace = workspace
        #: (chat, progress message) → run id and its language (the ⏹'s label in the message's edits)
        self._runs: dict[tuple[str, str], tuple[str, Language]] = {}
        self._typing: dict[str, asyncio.Task[None]] = {}  # by run id
        self._drafts: dict[str, tuple[float, asyncio.Task[None]]] = {}
        self.drafts_supported = True
        #: a Bot API or chat refused ``sendRichMessage``: plain chunks from now on
        self.rich_refused = False
        self._rich_parts: dict[str, list[int]] = {}  # by run id: plain parts of a refused rich answer sent

    @property
    def workspace(self) -> str:
        return self._workspace

    def min_edit_interval_s(self, target: ReplyTarget) -> float:
        return PRIVATE_EDIT_INTERVAL_S if is_private(target) else GROUP_EDIT_INTERVAL_S

    def _priority(self, priority: Priority) -> dict[str, Any]:
        """The send budget's priority for a call (PTB refuses it on a bot without a rate limiter)."""
        return {"rate_limit_args": int(priority)} if self._bot.rate_limiter is not None else {}

    # --- progress -----------------------------------------------------------------------------------

    async def post_progress(
        self, target: ReplyTarget, text: str, *, run_id: str, lang: Language = "ko"
    ) -> str:
        try:
            message = await self._bot.send_message(
                chat_id=int(target.channel),
                text=text,
                message_thread_id=_thread(target),
                reply_parameters=_reply(target),
                reply_markup=stop_keyboard(run_id, lang),
                parse_mode=None,
                **self._priority(Priority.FIRST),
            )
        except TelegramError as exc:
            _raise(exc)
            raise
        message_id = str(message.message_id)
        self._runs[(target.channel, message_id)] = (run_id, lang)
        self._start_typing(target, run_id)
        return message_id

    def adopt_progress(
        self, target: ReplyTarget, message_id: str, *, run_id: str, lang: Language = "ko"
    ) -> None:
        """Take over a progress message posted before a restart (recovery re-runs in it)."""
        self._runs[(target.channel, message_id)] = (run_id, lang)

    async def edit_progress(self, target: ReplyTarget, message_id: str, text: str, *, final: bool) -> None:
        run_id, lang = self._runs.get((target.channel, message_id), ("", "ko"))
        if final:
            self._runs.pop((target.channel, message_id), None)
            self._end_run(run_id)
        try:
            await self._bot.edit_message_text(
                text=text,
                chat_id=int(target.channel),
                message_id=int(message_id),
                reply_markup=None if final or not run_id else stop_keyboard(run_id, lang),
                parse_mode=None,
                **self._priority(Priority.ANSWER if final else Priority.EDIT),
            )
        except TelegramError as exc:
            _raise(exc)

    # --- typing and drafts ---------------------------------------------------------------------------

    def _start_typing(self, target: ReplyTarget, run_id: str) -> None:
        """Keep "typing…" up while the run works: repeatedly in private chats, once in groups (whose
        20-messages-a-minute budget is better spent on progress edits). It starts ``TYPING_AFTER_S``
        after the progress message, so a burst of questions has the send budget for first replies."""
        repeat = is_private(target)

        async def loop() -> None:
            deadline = time.monotonic() + TYPING_MAX_S
            await asyncio.sleep(TYPING_AFTER_S)
            while True:
                try:
                    await self._bot.send_chat_action(
                        chat_id=int(target.channel),
                        action=ChatAction.TYPING,
                        message_thread_id=_thread(target),
                        **self._priority(Priority.BACKGROUND),
                    )
                except Exception as exc:  # typing is a nicety: never an unretrieved task error
                    log.info("telegram_typing_failed", error=repr(exc))
                if not repeat or time.monotonic() > deadline or run_id in self._drafts:
                    return  # once the answer streams as a draft, the draft shows the activity
                await asyncio.sleep(TYPING_EVERY_S)

        self._typing[run_id] = asyncio.create_task(loop(), name=f"typing-{run_id}")

    def _end_run(self, run_id: str) -> None:
        """The run's message reached its final state: no more typing or drafts for it."""
        typing = self._typing.pop(run_id, None)
        if typing is not None:
            typing.cancel()
        draft = self._drafts.pop(run_id, None)
        if draft is not None:
            draft[1].cancel()

    async def stream_answer(self, target: ReplyTarget, text: str, *, run_id: str) -> None:
        """Show the answer so far as a draft (private chats; at most one a second, one in flight).
        Returns at once: a slow draft never holds up the run."""
        if not (self.drafts_supported and is_private(target) and text.strip()):
            return
        now = time.monotonic()
        last = self._drafts.get(run_id)
        if last is not None and (now - last[0] < DRAFT_EVERY_S or not last[1].done()):
            return
        task = asyncio.create_task(self._draft(target, text, run_id), name=f"draft-{run_id}")
        self._drafts[run_id] = (now, task)

    async def _draft(self, target: ReplyTarget, text: str, run_id: str) -> None:
        try:
            await self._bot.send_message_draft(
                chat_id=int(target.channel),
                draft_id=_draft_id(run_id),
                text=text[-DRAFT_MAX_CHARS:],
                message_thread_id=_thread(target),
                parse_mode=None,
                **self._priority(Priority.DRAFT),
            )
        except (InvalidToken, EndPointNotFound):
            self.drafts_supported = False  # HTTP 404: a Bot API (or proxy) without sendMessageDraft
            log.info("telegram_drafts_unsupported")
        except Exception as exc:  # a draft is a nicety; the answer is sent either way
            log.info("telegram_draft_failed", error=repr(exc))

    async def post_choices(
        self, target: ReplyTarget, prompt: str, choices: Sequence[Choice], *, run_id: str
    ) -> None:
        """The buttons that ask again for another company, as a reply in the answer's chat (topic)."""
        try:
            await self._bot.send_message(
                chat_id=int(target.channel),
                text=prompt,
                message_thread_id=_thread(target),
                reply_parameters=_reply(target),
                reply_markup=choices_keyboard(choices),
                parse_mode=None,
                **self._priority(Priority.ANSWER),
            )
        except TelegramError as exc:
            _raise(exc)

    async def post_image(
        self, target: ReplyTarget, png: bytes, *, title: str, caption: str, filename: str, run_id: str
    ) -> None:
        """Send a chart (``sendPhoto``, multipart) as a reply in the chat or topic; the caption names
        the company, the chart and its key figures (the title is the image's own heading).

        Only a flood wait is worth trying again: after a timeout, a broken answer or a 5xx the photo may
        be in the chat already (a second copy is worse than none), and a refusal stays a refusal — so
        those raise a plain ``PortError``, which the relay does not retry."""
        try:
            await self._bot.send_photo(
                chat_id=int(target.channel),
                photo=InputFile(png, filename=filename),
                caption=caption[:CAPTION_CHARS],
                message_thread_id=_thread(target),
                reply_parameters=_reply(target),
                parse_mode=None,
            )
        except RetryAfter as exc:
            raise RateLimited(retry_after_s(exc)) from exc
        except TelegramError as exc:
            raise PortError(f"telegram: photo not sent ({exc.message})") from exc

    # --- the answer ----------------------------------------------------------------------------------

    def render_answer(self, markdown: str) -> list[TelegramChunk | RichChunk]:
        """The plain chunks, or — for an answer with a table, where rich messages work — one rich chunk."""
        chunks = render_telegram(markdown)
        html = None if self.rich_refused else rich_html(markdown)
        return [RichChunk(html, tuple(chunks))] if html is not None else list(chunks)

    async def post_chunk(
        self, target: ReplyTarget, chunk: TelegramChunk | RichChunk, *, run_id: str, last: bool, **_: object
    ) -> str:
        """One message of the answer, replying to the question; the last ends with 👍/👎 (bots.telegram.feedback:
        no words, so the run's ``lang`` is not needed). The run's draft is settled first: no frame may land
        after the answer."""
        draft = self._drafts.pop(run_id, None)
        if draft is not None and not draft[1].done():
            await asyncio.wait([draft[1]], timeout=DRAFT_SETTLE_S)
            draft[1].cancel()
            await asyncio.wait([draft[1]])
        markup = feedback_keyboard(run_id) if last else None
        if isinstance(chunk, RichChunk):
            return str(await self._send_rich(target, chunk, markup, run_id))
        return str(await self._send_chunk(target, chunk, markup))

    async def _send_rich(
        self, target: ReplyTarget, chunk: RichChunk, markup: InlineKeyboardMarkup | None, run_id: str
    ) -> int:
        """The rich message; refused (``BadRequest``, no such method): the plain chunks, remembered."""
        if not self.rich_refused:
            kwargs: dict[str, Any] = {"chat_id": int(target.channel), "rich_message": {"html": chunk.html}}
            if (thread := _thread(target)) is not None:
                kwargs["message_thread_id"] = thread
            if (reply := _reply(target)) is not None:
                kwargs["reply_parameters"] = reply.to_dict()
            if markup is not None:
                kwargs["reply_markup"] = markup.to_dict()
            try:
                message = await self._bot.do_api_request(
                    "sendRichMessage",
                    api_kwargs=kwargs,
                    return_type=Message,
                    **self._priority(Priority.ANSWER),
                )
                return int(message.message_id)
            except (BadRequest, EndPointNotFound) as exc:
                log.warning("telegram_rich_refused", error=exc.message)
                self.rich_refused = True
            except TelegramError as exc:
                _raise(exc)
                raise
        sent = self._rich_parts.setdefault(run_id, [])  # a retry after a flood wait skips what went out
        for index, part in enumerate(chunk.fallback):
            if index < len(sent):
                continue
            last = index == len(chunk.fallback) - 1
            sent.append(await self._send_chunk(target, part, markup if last else None))
        self._rich_parts.pop(run_id, None)
        return sent[-1]

    async def _send_chunk(
        self, target: ReplyTarget, chunk: TelegramChunk, markup: InlineKeyboardMarkup | None = None
    ) -> int:
        entities = [
            MessageEntity(type=e.type, offset=e.offset, length=e.length, url=e.url, language=e.language)
            for e in chunk.entities
        ]
        try:
            message = await self._send_text(target, chunk.text, entities, markup)
        except BadRequest as exc:
            if not entities:
                _raise(exc)
            # Telegram refused the formatting ("can't parse entities", "entity URL … is invalid", …):
            # the plain text still gets through; a problem with the chat itself fails again below.
            log.warning("telegram_entities_refused", error=exc.message)
            try:
                message = await self._send_text(target, chunk.text, None, markup)
            except TelegramError as again:
                _raise(again)
                raise
        except TelegramError as exc:
            _raise(exc)
            raise
        return int(message.message_id)

    async def _send_text(
        self,
        target: ReplyTarget,
        text: str,
        entities: list[MessageEntity] | None,
        markup: InlineKeyboardMarkup | None = None,
    ) -> Any:
        # No retries inside PTB: its limiter would sleep out a flood wait holding every chat's
        # requests. ``RetryAfter`` goes to the relay, which waits and retries this chunk alone.
        return await self._bot.send_message(
            chat_id=int(target.channel),
            text=text,
            entities=entities or None,
            message_thread_id=_thread(target),
            reply_parameters=_reply(target),
            reply_markup=markup,
            parse_mode=None,
            **self._priority(Priority.ANSWER),
        )

    async def aclose(self) -> None:
        tasks = [*self._typing.values(), *(task for _, task in self._drafts.values())]
        self._typing.clear()
        self._drafts.clear()
        for task in tasks:
            task.cancel()
        if tasks:
            await asyncio.wait(tasks)


def _draft_id(run_id: str) -> int:
    """A stable non-zero 31-bit draft id per run."""
    return (int.from_bytes(run_id.encode()[-8:].rjust(8, b"\0"), "big") % 2_147_483_646) + 1
