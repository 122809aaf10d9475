"""The platform side of the load benchmark: the loopback emulator and the load generator.

A ``Driver`` runs in the benchmark's own process (the bot runs in another, see ``bench_load_bot``):
it starts the emulator, says which settings point the bot at it (``bot_env``), and once the bot is
up (``connect``) delivers conversation ``i``'s question the way the platform would (``send``, which
returns the monotonic time it was sent) and reads back what the bot posted there (``observe``),
stamped by the emulator's clock (``time.monotonic``, the same clock in every process on one host).

* Slack: signed Events API ``app_mention`` requests over keep-alive loopback HTTP (the pool is filled
  before the load, so sending costs the generator almost nothing) into the bot's Bolt app; the bot's
  real ``AsyncWebClient`` talks to ``FakeSlack`` with Slack's Tier 3 limit on ``chat.update`` (50 a
  minute for the workspace, real 429s). Conversations are spread over ``channels`` channels, one user
  each. Before the load one plain channel message makes Bolt cache ``auth.test`` (a bot that has been
  up, not one that just started: a cold Bolt calls ``auth.test`` once per concurrent request).
* Telegram: every conversation is a private chat with its own user; updates are queued in
  ``FakeTelegram`` (``push_update``) and the bot takes them by long polling, as ``dexter serve`` does
  without a webhook. Telegram's flood limits are on (``FloodLimits()``: 1 message a second per chat
  with a burst of 3, 30 a second for the whole bot, drafts and chat actions included; real 429s).
"""

from __future__ import annotations

import asyncio
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import Any, Literal, Protocol, Self

import aiohttp

from bots.slack.render import render_slack
from bots.slack.stream_answer import answer_chunks, stream_text
from bots.slack.tiers import SlackTiers
from bots.telegram.render import render_telegram
from bots.telegram.rich import rich_html
from evals.emulators.slack import TIER3_PER_MINUTE, FakeSlack
from evals.emulators.slack_events import (
    Message,
    app_mention,
    channel_message,
    signed_event_request,
    url_verification,
)
from evals.emulators.telegram import ApiError, FakeTelegram, FloodLimits
from evals.emulators.telegram_rich import rich_text

PLATFORMS = ("slack", "telegram")
SLACK_SECRET = "bench-signing-secret-0123456789"
SLACK_TOKEN = "xoxb-bench"
TELEGRAM_TOKEN = "123456:BENCH-token"  # the emulator accepts any "<id>:<secret>"
TELEGRAM_USERS = 800_000_000


@dataclass(frozen=True, slots=True)
class Posted:
    """One bot message in a conversation: when it was posted, its text now, when it was edited; for a
    stream (Slack), whether it is still open and when its last Markdown chunk arrived."""

    at: float
    text: str
    edits: tuple[float, ...] = ()
    stream: Literal["", "open", "stopped"] = ""
    text_at: float | None = None


class Driver(Protocol):
    """One platform's emulator and load generator (see the module docstring)."""

    name: str
    #: The platform's messages a second per bot (the first reply's floor), None without such a limit.
    send_rate: float | None

    async def __aenter__(self) -> Self: ...

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None: ...

    def bot_env(self) -> dict[str, str]:
        """Settings that point the bot at the emulator."""
        ...

    async def connect(self, url: str) -> None:
        """The bot listens at ``url``: warm up the connections and the bot's caches, no run started."""
        ...

    async def send(self, index: int, text: str) -> float:
        """Deliver conversation ``index``'s message; the monotonic time it was sent."""
        ...

    def observe(self, index: int) -> list[Posted]:
        """The bot's messages in conversation ``index``, oldest first."""
        ...

    def answer_texts(self, markdown: str) -> list[str]:
        """The texts the answer's chunks are stored with on this platform, in order."""
        ...

    def answer_stream(self, markdown: str) -> str | None:
        """The text a stream that carries the whole answer is stored with (None: no streams here)."""
        ...

    def throttled(self) -> Counter[str]:
        """Platform refusals (429) by method."""
        ...

    def calls(self) -> Counter[str]:
        """Every API call by method (refused ones included)."""
        ...


def base_env(home: Path, *, conversations: int) -> dict[str, str]:
    """Settings every platform's bot shares: offline data, a cap that covers every conversation."""
    return {
        "DEXTER_HOME": str(home),
        "DEXTER_OFFLINE": "1",
        # The relay's global cap (default 16) would queue runs behind each other; the benchmark
        # measures N runs at once, so the cap is raised to N.
        "DEXTER_MAX_CONCURRENT_RUNS": str(max(1, conversations)),
        "DEXTER_USER_DAILY_RUNS": str(max(50, conversations * 2)),
    }


class SlackDriver:
    """``FakeSlack`` plus signed Events API deliveries (see the module docstring)."""

    name = "slack"
    send_rate: float | None = None  # Slack limits chat.update per workspace, not messages per bot

    def __init__(self, *, conversations: int, channels: int = 10) -> None:
        self._conversations = max(1, conversations)
        self._channels = max(1, channels)
        self.fake = FakeSlack(token=SLACK_TOKEN, rate_limits={"chat.update": TIER3_PER_MINUTE})
        self._threads: dict[int, tuple[str, str]] = {}
        self._session: aiohttp.ClientSession | None = None
        self._url = ""

    async def __aenter__(self) -> Self:
        await self.fake.start()
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        if self._session is not None:
            await self._session.close()
        await self.fake.stop()

    def bot_env(self) -> dict[str, str]:
        return {
            "SLACK_BOT_TOKEN": SLACK_TOKEN,
            "SLACK_SIGNING_SECRET": SLACK_SECRET,
            "SLACK_API_URL": self.fake.api_url,
        }

    async def connect(self, url: str) -> None:
        self._url = url
        connector = aiohttp.TCPConnector(limit=self._conversations + 10, limit_per_host=0)
        self._session = aiohttp.ClientSession(connector=connector, timeout=aiohttp.ClientTimeout(total=60))
        auth_tests = self.fake.calls["auth.test"]
        await self._post(channel_message("warm-up", channel="C0WARMUP"))
        await sleep_until(lambda: self.fake.calls["auth.test"] > auth_tests, deadline=time.monotonic() + 10)
        # url_verification needs no auth and starts no run: it only opens the keep-alive connections
        await asyncio.gather(*(self._post(url_verification()) for _ in range(self._conversations)))

    async def _post(self, body: dict[str, object]) -> None:
        assert self._session is not None, "connect() first"
        headers, raw = signed_event_request(SLACK_SECRET, body)
        async with self._session.post(self._url, data=raw.encode(), headers=headers) as response:
            response.raise_for_status()
            await response.read()

    async def send(self, index: int, text: str) -> float:
        channel = f"C{index % self._channels:04d}BENCH"
        body = app_mention(text, channel=channel, user=f"U{index:06d}B")
        self._threads[index] = (channel, str(body["event"]["ts"]))
        sent_at = time.monotonic()
        await self._post(body)
        return sent_at

    def observe(self, index: int) -> list[Posted]:
        channel, thread = self._threads[index]
        return [_posted(m) for m in self.fake.thread(channel, thread)]

    def answer_texts(self, markdown: str) -> list[str]:
        return [message.fallback_text for message in render_slack(markdown)]

    def answer_stream(self, markdown: str) -> str | None:
        """The stream's text once the answer is in it (its table a block: ``bots.slack.stream_answer``)."""
        chunks = answer_chunks(markdown, SlackTiers())
        return None if chunks is None else stream_text(chunks)

    def throttled(self) -> Counter[str]:
        return Counter(self.fake.rate_limited)

    def calls(self) -> Counter[str]:
        return Counter(self.fake.calls)


def _posted(message: Message) -> Posted:
    if message.stream == "none":
        return Posted(message.posted_at, message.text, tuple(e.at for e in message.edits))
    markdown = [at for c, at in zip(message.chunks, message.chunk_at, strict=False) if c.get("text")]
    return Posted(
        message.posted_at, message.text, stream=message.stream, text_at=markdown[-1] if markdown else None
    )


class _FloodCountingTelegram(FakeTelegram):
    """``FakeTelegram`` that also counts its flood refusals (429) by method."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.refused: Counter[str] = Counter()

    def _throttle(self, method: str, args: dict[str, Any]) -> None:
        try:
            super()._throttle(method, args)
        except ApiError:
            self.refused[method] += 1
            raise


class TelegramDriver:
    """``FakeTelegram`` with flood limits; one private chat per conversation (see the module docstring)."""

    name = "telegram"

    def __init__(self, *, conversations: int) -> None:
        self._conversations = max(1, conversations)
        limits = FloodLimits()
        self.send_rate: float | None = float(limits.global_per_s)
        self.fake = _FloodCountingTelegram(token=TELEGRAM_TOKEN, flood=limits)

    async def __aenter__(self) -> Self:
        await self.fake.start()
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.fake.stop()

    def bot_env(self) -> dict[str, str]:
        return {
            "TELEGRAM_BOT_TOKEN": TELEGRAM_TOKEN,
            "TELEGRAM_API_URL": self.fake.api_url,
            "DEXTER_ALLOW_TELEGRAM": "*",
        }

    async def connect(self, url: str) -> None:
        # the bot polls: wait until its first getUpdates, so no update waits for a poller to start
        await sleep_until(lambda: self.fake.calls["getUpdates"] > 0, deadline=time.monotonic() + 30)

    async def send(self, index: int, text: str) -> float:
        update = self.fake.private_text(
            text, user_id=TELEGRAM_USERS + index, first_name=f"사용자{index}", username=f"bench_user_{index}"
        )
        sent_at = time.monotonic()
        self.fake.push_update(update)
        return sent_at

    def observe(self, index: int) -> list[Posted]:
        return [
            Posted(m.sent_at, m.text, tuple(e.at for e in m.edits))
            for m in self.fake.bot_messages(TELEGRAM_USERS + index)
        ]

    def answer_texts(self, markdown: str) -> list[str]:
        html = rich_html(markdown)  # an answer with a table goes as one rich message
        if html is not None:
            return [rich_text({"html": html})]
        return [chunk.text for chunk in render_telegram(markdown)]

    def answer_stream(self, markdown: str) -> str | None:
        return None

    def throttled(self) -> Counter[str]:
        return Counter(self.fake.refused)

    def calls(self) -> Counter[str]:
        return Counter(self.fake.calls)


def open_driver(platform: str, *, conversations: int) -> Driver:
    """The driver for ``platform``."""
    if platform == "slack":
        return SlackDriver(conversations=conversations)
    if platform == "telegram":
        return TelegramDriver(conversations=conversations)
    raise ValueError(f"unknown platform {platform!r}; expected one of {', '.join(PLATFORMS)}")


async def sleep_until(check: Callable[[], bool], *, deadline: float, poll_s: float = 0.05) -> bool:
    """Poll ``check()`` until it is true or ``deadline`` (monotonic) passes; whether it became true."""
    while not check():
        if time.monotonic() >= deadline:
            return False
        await asyncio.sleep(poll_s)
    return True
