"""A running Slack bot for scenario tests: Bolt app over loopback HTTP ↔ relay ↔ loopback Slack API."""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
from aiohttp import web

from bots.compose import Runtime, open_runtime
from bots.relay.relay import Relay
from bots.slack.app import SlackAdapter
from bots.slack.port import SlackPort
from core.config import Settings
from evals.emulators.slack import FakeSlack, Message
from evals.emulators.slack_signing import signed_action_request, signed_event_request, signed_form_request

SECRET = "test-signing-secret-0123456789"
TOKEN = "xoxb-test"


@dataclass
class Bot:
    fake: FakeSlack
    relay: Relay
    runtime: Runtime
    url: str
    http: httpx.AsyncClient

    async def event(self, body: dict[str, Any], *, retry_num: int | None = None) -> httpx.Response:
        headers, raw = signed_event_request(SECRET, body, retry_num=retry_num)
        return await self.http.post(f"{self.url}/slack/events", content=raw.encode(), headers=headers)

    async def command(self, fields: dict[str, str]) -> httpx.Response:
        headers, raw = signed_form_request(SECRET, fields)
        return await self.http.post(f"{self.url}/slack/events", content=raw.encode(), headers=headers)

    async def action(self, payload: dict[str, Any]) -> httpx.Response:
        headers, raw = signed_action_request(SECRET, payload)
        return await self.http.post(f"{self.url}/slack/events", content=raw.encode(), headers=headers)

    async def until(self, check: Any, *, rounds: int = 400) -> None:
        """Wait (bounded) until ``check()`` is true: runs happen after the ack."""
        for _ in range(rounds):
            if check():
                return
            await asyncio.sleep(0.025)
        raise AssertionError("condition never became true")


def text_of(message: Any) -> str:
    return str(message.text) + json.dumps(message.blocks or [], ensure_ascii=False)


def posts(fake: FakeSlack, channel: str, thread: str) -> list[Message]:
    """The thread's posted messages (progress, answers), without the run's stream."""
    return [m for m in fake.thread(channel, thread) if m.stream == "none"]


def streams(fake: FakeSlack, channel: str, thread: str) -> list[Message]:
    """The streams in a thread (one per agent run that got one)."""
    return [m for m in fake.thread(channel, thread) if m.stream != "none"]


@contextlib.asynccontextmanager
async def running_bot(
    tmp_path: Path,
    steps: list[dict[str, Any]] | None = None,
    *,
    fake_options: dict[str, Any] | None = None,
    client_timeout: int | None = None,
    **extra: str,
) -> AsyncIterator[Bot]:
    """The bot over loopback HTTP; ``fake_options`` go to ``FakeSlack`` (``streaming``, ``rate_limits``…);
    ``client_timeout`` (seconds) bounds each Web API call (the SDK's default is 30)."""
    env: dict[str, Any] = {
        "DEXTER_HOME": str(tmp_path),
        "DEXTER_OFFLINE": "1",
        "SLACK_BOT_TOKEN": TOKEN,
        "SLACK_SIGNING_SECRET": SECRET,
        **extra,
    }
    tmp_path.mkdir(parents=True, exist_ok=True)
    if steps is not None:
        script = tmp_path / "script.json"
        script.write_text(json.dumps({"steps": steps}, ensure_ascii=False), encoding="utf-8")
        env["DEXTER_MODEL"] = f"scripted:{script}"
    async with FakeSlack(token=TOKEN, **(fake_options or {})) as fake, httpx.AsyncClient() as http:
        settings = Settings(**env, SLACK_API_URL=fake.api_url)
        runtime = await open_runtime(settings, require_model=False)
        holder: list[SlackAdapter] = []
        relay = Relay.from_runtime(runtime, lambda _platform: SlackPort(holder[0].client, team_id="T0"))
        adapter = SlackAdapter(settings, relay)
        if client_timeout is not None:
            adapter.client.timeout = client_timeout
        await adapter.identify()
        holder.append(adapter)
        runner = web.AppRunner(adapter.app.web_app(path="/slack/events"))
        await runner.setup()
        site = web.TCPSite(runner, "127.0.0.1", 0)
        await site.start()
        try:
            yield Bot(fake, relay, runtime, f"http://127.0.0.1:{runner.addresses[0][1]}", http)
        finally:
            await relay.aclose()
            await runner.cleanup()
            await runtime.aclose()
