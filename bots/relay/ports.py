"""Neutral chat types: what an adapter hands the relay, and the small port it implements.

An adapter (Slack, Telegram) only translates: a platform event becomes an ``Inbound``; the relay talks
back through the adapter's ``PlatformPort``. Errors a port raises::

    PortError                 base of everything a port raises on purpose
    ├── RateLimited           the platform said "slow down" (``retry_after`` seconds)
    ├── NotModified           the edit carried the text the message already shows (a success)
    └── PlatformError         any other refusal or transport failure (``message``)

Any other exception out of a port is treated as a bug: logged with its traceback, shown to the user
as a short Korean error with the run id.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from bots.texts import ANSWER_NOT_SENT
from core.agent.control import CancelToken, Turn
from core.agent.events import AgentEvent
from core.clock import now_kst
from core.errors import DexterError
from core.lang import Language

if TYPE_CHECKING:
    from bots.direct import DirectReply

#: Monotonic seconds; injectable so tests never wait for real.
Clock = Callable[[], float]
#: ``asyncio.sleep`` or a fake that advances a fake clock.
Sleep = Callable[[float], Awaitable[None]]
#: Who a run belongs to. The first element is the platform, e.g. ``("slack", team, channel, thread_ts)``
#: or ``("telegram", chat_id, message_thread_id)``, so keys of two platforms never collide.
ConversationKey = tuple[str, ...]


def key_text(key: ConversationKey) -> str:
    """The one stored and transported form of a conversation key (store rows, run records, button
    values): compact JSON, readable in the database."""
    return json.dumps(list(key), ensure_ascii=False, separators=(",", ":"))


def key_from_text(text: str) -> ConversationKey | None:
    """``key_text`` read back; also the ``a|b|c`` form older ⏹ buttons carry; ``None`` if neither."""
    if text.startswith("["):
        try:
            parts = json.loads(text)
        except ValueError:
            return None
        return tuple(str(part) for part in parts) if isinstance(parts, list) and parts else None
    return tuple(text.split("|")) if "|" in text else None


@dataclass(frozen=True, slots=True)
class ReplyTarget:
    """Where to post: opaque platform data the relay passes back to the port untouched.

    Slack: ``channel`` = channel id, ``thread`` = thread_ts, ``message`` = the user's ts.
    Telegram: ``channel`` = chat_id, ``thread`` = message_thread_id, ``message`` = message_id to reply to.
    """

    platform: str
    channel: str
    thread: str = ""
    message: str = ""
    extra: Mapping[str, str] = field(default_factory=dict, hash=False)


@dataclass(frozen=True, slots=True)
class Inbound:
    """One user message, already filtered by the adapter (no edits, bot or own messages).

    ``dedup_keys`` are every id the platform may redeliver the same message under (Slack ``event_id``
    and ``channel:ts``; Telegram ``update_id`` and ``chat_id:message_id``): any one seen before means
    the message is a duplicate. Keys are namespaced by ``platform`` inside the relay.
    """

    platform: str
    conversation: ConversationKey
    user_id: str
    text: str
    reply_to: ReplyTarget
    dedup_keys: tuple[str, ...] = ()
    received_at: datetime = field(default_factory=now_kst)

    def __post_init__(self) -> None:
        if not self.conversation or self.conversation[0] != self.platform:
            raise ValueError(
                f"conversation must start with the platform {self.platform!r}: {self.conversation!r}"
            )


@runtime_checkable
class PlatformPort(Protocol):
    """What the relay needs from a platform adapter.

    The adapter renders an answer's markdown for its platform, split at block boundaries into the
    messages it is posted as (``render_answer``), and posts one such chunk where the run's answer goes
    (``post_chunk``). The relay posts them in order, retries and keeps the delivery ledger
    (``bots.relay.run.delivery``): a chunk is never posted twice, also across a restart.
    """

    @property
    def workspace(self) -> str:
        """The edit-budget key: the Slack team, the Telegram bot."""
        ...

    def min_edit_interval_s(self, target: ReplyTarget) -> float:
        """Minimum seconds between two edits of one message (Slack 1.5; Telegram DM 1.5, group 3.5)."""
        ...

    async def post_progress(
        self, target: ReplyTarget, text: str, *, run_id: str, lang: Language = "ko"
    ) -> str:
        """Post the progress message with its ⏹ (labelled in ``lang``, the run's language; the port keeps
        it for the message's edits, as ``adopt_progress`` does after a restart); returns its message id."""
        ...

    async def edit_progress(self, target: ReplyTarget, message_id: str, text: str, *, final: bool) -> None:
        """Replace the progress message's text (plain text with emoji, no markdown); ``final``: without ⏹."""
        ...

    def render_answer(self, markdown: str) -> Sequence[Any]:
        """The answer rendered for the platform, as the messages it is posted as, in order (pure)."""
        ...

    async def post_chunk(
        self, target: ReplyTarget, chunk: Any, *, run_id: str, last: bool, lang: Language = "ko"
    ) -> str:
        """Post one of ``render_answer``'s chunks where the run's answer goes (its thread); ``last``: the
        answer's last chunk (its buttons are labelled in ``lang``, the run's language). Returns the
        message id; raises the ``PortError`` family (the relay retries)."""
        ...


@runtime_checkable
class AnswerStreamer(Protocol):
    """Optional: a port that can show the answer while it is being written (Telegram drafts)."""

    async def stream_answer(self, target: ReplyTarget, text: str, *, run_id: str) -> None:
        """Show ``text`` (the answer so far); must return at once and never raise for a failed draft."""
        ...


@runtime_checkable
class ImagePoster(Protocol):
    """Optional: a port that can post an image (a chart) in the conversation — Slack uploads the file
    into the thread, Telegram sends a photo with a caption."""

    async def post_image(
        self, target: ReplyTarget, png: bytes, *, title: str, caption: str, filename: str, run_id: str
    ) -> None:
        """Post ``png`` with its title and caption where the run's answer went (or where ``target``
        points when there is no run). Raises the ``PortError`` family like the other port calls."""
        ...


class PortError(Exception):
    """Base of the errors a ``PlatformPort`` raises on purpose."""


class RateLimited(PortError):
    """The platform refused for now; try again after ``retry_after`` seconds."""

    def __init__(self, retry_after: float) -> None:
        super().__init__(f"rate limited; retry after {retry_after:g}s")
        self.retry_after = max(0.0, float(retry_after))


class NotModified(PortError):
    """The edit would not change the message (Telegram "message is not modified"): a success."""


class PlatformError(PortError):
    """Any other refusal or transport failure; ``message`` says what the platform said."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class AgentRunner(Protocol):
    """What the relay needs of ``core.agent.Agent``."""

    def run(
        self,
        query: str,
        history: Sequence[Turn] = (),
        *,
        run_id: str | None = None,
        cancel: CancelToken | None = None,
    ) -> AsyncIterator[AgentEvent]: ...


class ShuttingDown(Exception):
    """The relay takes no new messages: the adapter must not acknowledge the delivery (the platform
    redelivers it, to this process after its restart or to another replica)."""


class DeliveryError(DexterError):
    """The answer could not be posted after bounded retries."""

    user_message = ANSWER_NOT_SENT


#: The no-model path (quick answer, company card, plain note) for one question, given the
#: conversation's earlier questions (oldest first) for keyless follow-ups.
DirectFn = Callable[[str, Sequence[str]], Awaitable["DirectReply | None"]]
