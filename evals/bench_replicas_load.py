"""The platform side of the replica benchmark: deliveries into the cluster and what came back.

``Traffic`` owns ``FakeSlack`` (Slack's Tier 3 ``chat.update`` limit on, real 429s) and ``FakeTelegram``
(Telegram's flood limits on). Conversation ``c`` is a Slack thread when ``c`` is even and a Telegram
private chat when odd; its message ``m`` is ``question(c, m)`` (``evals.emulators.llm_echo``).

``deliver`` sends every delivery twice, the way a platform retries: once through HAProxy, then the same
bytes (same Slack ``event_id``, same Telegram ``update_id``) straight to another live replica than the
one HAProxy picked (its ``X-Dexter-Replica`` header). A delivery no replica took (5xx, no connection)
is sent again through HAProxy a second later, as the platform would — counted in ``resends``.

``seen`` is polled by ``watch``: each answer (``답변 <tag> · 앞선 답변: …``) with the time it first
appeared and how many messages carry it.
"""

from __future__ import annotations

import asyncio
import json
import os
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
from aiohttp import web

from evals.emulators.llm_echo import parse_answer, question, tag
from evals.emulators.slack import TIER3_PER_MINUTE, FakeSlack
from evals.emulators.slack_events import app_mention, block_action
from evals.emulators.slack_signing import signed_action_request, signed_event_request
from evals.emulators.telegram import ApiError, FakeTelegram, FloodLimits

SLACK_TOKEN = "xoxb-" + "bench-replicas"
SLACK_SECRET = "bench-replicas-signing-secret"
TELEGRAM_TOKEN = "654321:BENCH-replicas"
TELEGRAM_USERS = 900_000_000
STOP = "dexter_stop"


class CountingTelegram(FakeTelegram):
    """``FakeTelegram`` counting its flood refusals (429) and noting the client port of each getUpdates
    (``pollers``: which process polls, see ``process_of_port``)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.refused: Counter[str] = Counter()
        self.pollers: list[tuple[float, int]] = []

    async def _api(self, request: web.Request) -> web.StreamResponse:
        if request.match_info.get("method", "").lower() == "getupdates" and request.transport is not None:
            peer = request.transport.get_extra_info("peername")
            if peer:
                self.pollers.append((time.monotonic(), int(peer[1])))
        return await super()._api(request)

    def _throttle(self, method: str, args: dict[str, Any]) -> None:
        try:
            super()._throttle(method, args)
        except ApiError:
            self.refused[method] += 1
            raise


@dataclass
class Seen:
    first_at: float
    messages: int
    prior: tuple[str, ...]


@dataclass
class Traffic:
    """Both platforms' emulators and every delivery made (see the module docstring)."""

    slack: FakeSlack = field(
        default_factory=lambda: FakeSlack(token=SLACK_TOKEN, rate_limits={"chat.update": TIER3_PER_MINUTE})
    )
    telegram: CountingTelegram = field(
        default_factory=lambda: CountingTelegram(token=TELEGRAM_TOKEN, flood=FloodLimits())
    )
    lb: str = ""
    replicas: dict[str, str] = field(default_factory=dict)  # name → URL of the live ones
    threads: dict[int, str] = field(default_factory=dict)
    sent_at: dict[str, float] = field(default_factory=dict)  # tag → first delivery
    seen: dict[str, Seen] = field(default_factory=dict)
    statuses: Counter[str] = field(default_factory=Counter)
    resends: int = 0
    duplicate_targets: Counter[str] = field(default_factory=Counter)

    def env(self, webhook_url: str | None) -> dict[str, str]:
        env = {
            "SLACK_BOT_TOKEN": SLACK_TOKEN,
            "SLACK_SIGNING_SECRET": SLACK_SECRET,
            "SLACK_API_URL": self.slack.api_url,
            "TELEGRAM_BOT_TOKEN": TELEGRAM_TOKEN,
            "TELEGRAM_API_URL": self.telegram.api_url,
            "DEXTER_ALLOW_TELEGRAM": "*",
        }
        return env | ({"TELEGRAM_WEBHOOK_URL": webhook_url} if webhook_url else {})

    async def __aenter__(self) -> Traffic:
        await self.slack.start()
        await self.telegram.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.telegram.stop()
        await self.slack.stop()

    # --- deliveries ---------------------------------------------------------------------------------

    def _slack_request(self, c: int, text: str) -> tuple[str, dict[str, str], bytes]:
        thread = self.threads.get(c)
        fields: dict[str, Any] = {"thread_ts": thread} if thread else {}
        body = app_mention(text, channel=f"C{c:04d}R", user=f"U{c:06d}R", **fields)
        self.threads.setdefault(c, str(body["event"]["ts"]))
        headers, raw = signed_event_request(SLACK_SECRET, body)
        return "/slack/events", headers, raw.encode()

    def _telegram_request(self, c: int, text: str) -> tuple[str, dict[str, str], bytes]:
        user = TELEGRAM_USERS + c
        update = self.telegram.private_text(
            text, user_id=user, first_name=f"사용자{c}", username=f"bench_{c}"
        )
        webhook = self.telegram.webhook
        secret = webhook.secret_token if webhook is not None else None
        headers = {"Content-Type": "application/json"}
        headers |= {"X-Telegram-Bot-Api-Secret-Token": secret} if secret else {}
        return "/telegram/webhook", headers, json.dumps(update, ensure_ascii=False).encode()

    async def deliver(self, http: httpx.AsyncClient, c: int, m: int, *, text: str | None = None) -> None:
        """Conversation ``c``'s message ``m``, twice (see the module docstring)."""
        body = text if text is not None else question(c, m)
        path, headers, raw = (self._slack_request if c % 2 == 0 else self._telegram_request)(c, body)
        self.sent_at.setdefault(tag(c, m), time.monotonic())
        first = await self._post(http, self.lb + path, headers, raw)
        served = first.headers.get("x-dexter-replica", "") if first is not None else ""
        others = [name for name in self.replicas if name != served]
        retry = headers | (
            {"X-Slack-Retry-Num": "1", "X-Slack-Retry-Reason": "http_timeout"} if c % 2 == 0 else {}
        )
        second = None
        for name in others:
            second = await self._post(http, self.replicas[name] + path, retry, raw)
            if second is not None and second.status_code < 500:
                self.duplicate_targets["another replica"] += 1
                break
        taken = [r for r in (first, second) if r is not None and r.status_code < 300]
        for _ in range(10):
            if taken:
                return
            self.resends += 1
            await asyncio.sleep(1.0)
            again = await self._post(http, self.lb + path, retry, raw)
            taken = [again] if again is not None and again.status_code < 300 else []
        raise RuntimeError(f"no replica took delivery {tag(c, m)} in 10 tries")

    async def _post(
        self, http: httpx.AsyncClient, url: str, headers: dict[str, str], raw: bytes
    ) -> httpx.Response | None:
        try:
            response = await http.post(url, content=raw, headers=headers, timeout=10)
        except httpx.HTTPError:
            self.statuses["no connection"] += 1
            return None
        self.statuses[str(response.status_code)] += 1
        return response

    # --- ⏹ -------------------------------------------------------------------------------------------

    def stop_buttons(self, c: int) -> list[tuple[str, Any]]:
        """Every ⏹ conversation ``c``'s bot messages show (value, message), oldest first."""
        found: list[tuple[str, Any]] = []
        if c % 2 == 0:
            thread = self.threads.get(c)
            for message in self.slack.thread(f"C{c:04d}R", thread) if thread else []:
                for block in message.blocks or []:
                    for element in block.get("elements", []) if block.get("type") == "actions" else []:
                        if element.get("action_id") == STOP:
                            found.append((str(element["value"]), message))
            return found
        for sent in self.telegram.bot_messages(TELEGRAM_USERS + c):
            for row in (sent.reply_markup or {}).get("inline_keyboard", []):
                for button in row:
                    if str(button.get("callback_data", "")).startswith(STOP):
                        found.append((str(button["callback_data"]), sent))
        return found

    def stop_button(self, c: int) -> tuple[str, Any] | None:
        """The ⏹ of conversation ``c``'s oldest progress message that shows one."""
        buttons = self.stop_buttons(c)
        return buttons[0] if buttons else None

    async def press_stop(self, http: httpx.AsyncClient, c: int, replica: str) -> int:
        """Press conversation ``c``'s ⏹ on ``replica``; the HTTP status."""
        found = self.stop_button(c)
        if found is None:
            return 0
        value, message = found
        if c % 2 == 0:
            click = block_action(
                STOP, value, response_url=self.slack.response_url(f"C{c:04d}R"), message_ts=message.ts,
                channel_id=f"C{c:04d}R", thread_ts=self.threads[c], user_id=f"U{c:06d}R",
            )  # fmt: skip
            headers, raw = signed_action_request(SLACK_SECRET, click)
            response = await self._post(http, self.replicas[replica] + "/slack/events", headers, raw.encode())
        else:
            update = self.telegram.callback(value, message=message, user_id=TELEGRAM_USERS + c)
            webhook = self.telegram.webhook
            headers = {"X-Telegram-Bot-Api-Secret-Token": webhook.secret_token or ""} if webhook else {}
            raw_update = json.dumps(update, ensure_ascii=False).encode()
            headers |= {"Content-Type": "application/json"}
            response = await self._post(
                http, self.replicas[replica] + "/telegram/webhook", headers, raw_update
            )
        return response.status_code if response is not None else 0

    # --- what came back ------------------------------------------------------------------------------

    def _bot_texts(self, c: int) -> list[str]:
        if c % 2 == 0:
            thread = self.threads.get(c)
            return [m.text for m in self.slack.thread(f"C{c:04d}R", thread)] if thread else []
        return [m.text for m in self.telegram.bot_messages(TELEGRAM_USERS + c)]

    def poll(self, conversations: range) -> None:
        now = time.monotonic()
        for c in conversations:
            counts: Counter[str] = Counter()
            priors: dict[str, tuple[str, ...]] = {}
            for text in self._bot_texts(c):
                parsed = parse_answer(text)
                if parsed is not None:
                    counts[parsed[0]] += 1
                    priors[parsed[0]] = parsed[1]
            for answered, n in counts.items():
                if answered not in self.seen:
                    self.seen[answered] = Seen(now, n, priors[answered])
                else:
                    self.seen[answered].messages = max(self.seen[answered].messages, n)

    async def watch(self, conversations: range, stop: asyncio.Event) -> None:
        while not stop.is_set():
            self.poll(conversations)
            await asyncio.sleep(0.2)
        self.poll(conversations)

    def in_progress(self, conversations: range) -> int:
        """Bot messages still showing ⏹ (a run not finished, as the user sees it)."""
        return sum(len(self.stop_buttons(c)) for c in conversations)

    def throttled(self) -> Counter[str]:
        """Platform refusals (429) by ``platform.method``."""
        found: Counter[str] = Counter({f"slack.{m}": n for m, n in self.slack.rate_limited.items() if n})
        found.update({f"telegram.{m}": n for m, n in self.telegram.refused.items() if n})
        return found


def process_of_port(port: int, pids: dict[str, int]) -> str | None:
    """Which of ``pids`` (name → pid) owns the loopback TCP socket whose local port is ``port`` (Linux)."""
    inodes = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            lines = Path(table).read_text().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            fields = line.split()
            if int(fields[1].rsplit(":", 1)[1], 16) == port:
                inodes.add(f"socket:[{fields[9]}]")
    for name, pid in pids.items():
        try:
            links = {os.readlink(fd) for fd in Path(f"/proc/{pid}/fd").iterdir()}
        except OSError:
            continue
        if links & inodes:
            return name
    return None
