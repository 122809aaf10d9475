"""The Slack emulator's message store, as a mixin of ``FakeSlack`` (which provides the state declared below).

Messages are kept per channel, thread replies included, oldest first; each accepted ``chat.update`` (or
``replace_original`` response) is appended to the message's edit history stamped by the fake's clock. Tests
and benchmarks read them through ``messages``, ``top_level``, ``thread``, ``message``, ``edits`` and
``edit_gaps``; ``add_user_message`` seeds a message from a person.
"""

from __future__ import annotations

import itertools
from collections import defaultdict
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from evals.emulators.slack_records import Edit, Json, Message, next_ts


class MessageStore:
    """The messages of every channel, and the bot's posts and edits into them."""

    if TYPE_CHECKING:
        clock: Callable[[], float]
        user_id: str
        bot_id: str
        _channels: defaultdict[str, list[Message]]

    def messages(self, channel: str) -> list[Message]:
        """Every message in ``channel`` (thread replies included), oldest first."""
        return list(self._channels[channel])

    def top_level(self, channel: str) -> list[Message]:
        """Messages posted to the channel itself (not thread replies)."""
        return [m for m in self.messages(channel) if m.thread_ts in (None, m.ts)]

    def thread(self, channel: str, thread_ts: str) -> list[Message]:
        """The replies in a thread, oldest first (the parent excluded)."""
        return [m for m in self.messages(channel) if m.thread_ts == thread_ts and m.ts != thread_ts]

    def message(self, channel: str, ts: str) -> Message | None:
        """The message at ``ts`` in ``channel``, if any."""
        return next((m for m in self._channels[channel] if m.ts == ts), None)

    def _require(self, channel: str, ts: str) -> Message:
        found = self.message(channel, ts)
        if found is None:
            raise KeyError(f"no message {channel}/{ts}")
        return found

    def edits(self, channel: str, ts: str) -> list[Edit]:
        """The edit history of a message (``KeyError`` if it does not exist)."""
        return list(self._require(channel, ts).edits)

    def edit_gaps(self, channel: str, ts: str) -> list[float]:
        """Seconds between the post and the first edit, then between consecutive edits."""
        found = self._require(channel, ts)
        times = [found.posted_at, *(e.at for e in found.edits)]
        return [b - a for a, b in itertools.pairwise(times)]

    def add_user_message(
        self, channel: str, text: str, *, user: str = "U0USER01", thread_ts: str | None = None
    ) -> Message:
        """Seed a message from a person (so ``conversations.replies`` has a parent to return)."""
        return self._post(channel, text, thread_ts=thread_ts, user=user, bot_id=None)

    def _new(self, channel: str, text: str, **fields: Any) -> Message:
        """A message from the bot, stamped now; not stored yet."""
        defaults: dict[str, Any] = {"user": self.user_id, "bot_id": self.bot_id, "posted_at": self.clock()}
        fields = defaults | fields
        return Message(channel, next_ts(), text, **fields)

    def _post(self, channel: str, text: str, **fields: Any) -> Message:
        msg = self._new(channel, text, **fields)
        self._channels[channel].append(msg)
        return msg

    def _apply_edit(self, msg: Message, text: str, blocks: list[Json] | None, markdown: str | None) -> None:
        msg.text, msg.blocks, msg.markdown_text = text, blocks, markdown
        msg.edits.append(Edit(self.clock(), text, blocks, markdown))
