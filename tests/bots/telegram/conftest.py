"""A running Telegram bot for scenario tests: the real PTB Application long-polls the loopback Bot API
emulator; updates go through the adapter to the relay, whose port talks back to the emulator."""

from __future__ import annotations

import contextlib
import json
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bots.compose import Runtime, open_runtime
from bots.relay.relay import Relay
from bots.telegram.service import TelegramService
from core.clock import VirtualClock
from core.config import Settings
from core.scripted import ScriptedModel
from evals.emulators.telegram import FakeTelegram, Message

TOKEN = "123456:TEST-token"


@dataclass
class TgBot:
    fake: FakeTelegram
    relay: Relay
    runtime: Runtime
    service: TelegramService

    async def until(self, check: Callable[[], object], timeout: float = 10.0) -> None:  # noqa: ASYNC109
        await self.fake.wait_for(check, timeout=timeout)

    async def send(self, update: dict[str, Any]) -> None:
        """Queue an update for long polling."""
        self.fake.push_update(update)

    @property
    def model(self) -> ScriptedModel:
        model = self.runtime.model
        assert isinstance(model, ScriptedModel)
        return model

    def replies(self, chat_id: int, thread_id: int | None = None) -> list[Message]:
        """What the bot sent to a chat (or topic), in order."""
        return self.fake.bot_messages(chat_id, thread_id)


@contextlib.asynccontextmanager
async def running_tg_bot(
    tmp_path: Path,
    steps: list[dict[str, Any]] | None = None,
    *,
    allow: str = "*",
    warp: VirtualClock | None = None,
    **fake_options: Any,
) -> AsyncIterator[TgBot]:
    env: dict[str, Any] = {
        "DEXTER_HOME": str(tmp_path),
        "DEXTER_OFFLINE": "1",
        "TELEGRAM_BOT_TOKEN": TOKEN,
        "DEXTER_ALLOW_TELEGRAM": allow,
    }
    tmp_path.mkdir(parents=True, exist_ok=True)
    if steps is not None:
        script = tmp_path / "script.json"
        script.write_text(json.dumps({"steps": steps}, ensure_ascii=False), encoding="utf-8")
        env["DEXTER_MODEL"] = f"scripted:{script}"
    fake_options.setdefault("long_poll_cap", 0.2)
    async with FakeTelegram(token=TOKEN, **fake_options) as fake:
        settings = Settings(**env, TELEGRAM_API_URL=fake.api_url)
        runtime = await open_runtime(settings, require_model=False)
        service = TelegramService(settings)
        if warp is None:
            relay = Relay.from_runtime(runtime, service.port)
        else:
            relay = Relay.from_runtime(runtime, service.port, clock=warp, sleep=warp.sleep)
        await service.start(relay, None)
        try:
            yield TgBot(fake, relay, runtime, service)
        finally:
            await service.stop_receiving()
            await relay.aclose()
            await service.close()
            await runtime.aclose()


async def settle(bot: TgBot) -> None:
    """Wait until every queued update was processed and every run it started has ended: the poller
    confirms an update (the fake drops it) only after its handlers ran, so an ignored update is known
    to be ignored — no fixed sleep."""
    await bot.until(lambda: bot.fake.pending_updates == [])
    await bot.relay.wait_idle()
