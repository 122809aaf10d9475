"""Telegram on several replicas sharing one PostgreSQL: one poller is elected (the others stand by and
take over), and ⏹ pressed on one replica stops the run another replica runs — only for the asker."""

from __future__ import annotations

import contextlib
import json
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from telegram import Update

from bots.compose import Runtime, open_runtime
from bots.relay.relay import Relay
from bots.telegram.service import TelegramService
from bots.texts import NOT_YOURS, STOPPED
from core.config import Settings
from core.watch import StoreLease
from evals.emulators.telegram import FakeTelegram
from evals.emulators.telegram_updates import GROUP_ID, USER_ID

TOKEN = "123456:TEST-token"
STRANGER = 700_000_002
LEASE_TTL_S = 1.0
SLOW = [{"tool_calls": [{"name": "resolve_company", "args": {"name": "삼성전자"}}], "delay_s": 30}]


@dataclass
class Replica:
    name: str
    service: TelegramService
    relay: Relay
    runtime: Runtime

    async def process(self, update: dict[str, Any]) -> bool:
        """What the webhook does with a delivery that reached this replica."""
        return await self.service.process(Update.de_json(update, self.service.app.bot))


@contextlib.asynccontextmanager
async def replica(
    fake: FakeTelegram, url: str, home: Path, name: str, *, webhook: bool = False, steps: Any = None
) -> AsyncIterator[Replica]:
    home.mkdir(parents=True, exist_ok=True)
    env: dict[str, Any] = {
        "DEXTER_HOME": str(home),
        "DEXTER_OFFLINE": "1",
        "DEXTER_DATABASE_URL": url,
        "TELEGRAM_BOT_TOKEN": TOKEN,
        "TELEGRAM_API_URL": fake.api_url,
        "DEXTER_ALLOW_TELEGRAM": "*",
    }
    if webhook:
        env["TELEGRAM_WEBHOOK_URL"] = "https://bot.example.com/telegram/webhook"
    if steps is not None:
        script = home / "script.json"
        script.write_text(json.dumps({"steps": steps}, ensure_ascii=False), encoding="utf-8")
        env["DEXTER_MODEL"] = f"scripted:{script}"
    settings = Settings(**env)
    runtime = await open_runtime(settings, require_model=False)
    lease = StoreLease(runtime.data.store)
    service = TelegramService(settings, lease=lease, holder=name, lease_ttl_s=LEASE_TTL_S)
    relay = Relay.from_runtime(runtime, service.port)
    try:
        async with relay:
            await service.start(relay, None)
            try:
                yield Replica(name, service, relay, runtime)
            finally:
                await service.stop_receiving()
    finally:
        await service.close()
        await runtime.aclose()


async def test_one_replica_polls_and_another_takes_over_when_it_stops(
    postgres_url: str, tmp_path: Path
) -> None:
    async with FakeTelegram(token=TOKEN, long_poll_cap=0.2) as fake:
        async with replica(fake, postgres_url, tmp_path / "a", "a") as a:
            await fake.wait_for(lambda: a.service.polls >= 2, timeout=10)
            async with replica(fake, postgres_url, tmp_path / "b", "b") as b:
                assert b.service.leader is not None and not b.service.leader.leading
                assert b.service.ready  # standing by is ready: it serves Slack and health
                fake.push_update(fake.private_text("/dexter 000660"))
                await fake.wait_for(lambda: len(fake.bot_messages(USER_ID)) >= 2, timeout=10)
                await a.relay.wait_idle()
                assert b.service.polls == 0  # one getUpdates caller for the bot
                await a.service.stop_receiving()  # a graceful stop: confirms, then gives the lease up
                assert fake.pending_updates == []  # confirmed: nothing comes twice
                await fake.wait_for(lambda: b.service.polls >= 1, timeout=10)
                assert b.service.leader.leading and b.service.leader.terms == 1
                fake.push_update(fake.private_text("/dexter 005930"))
                await fake.wait_for(lambda: len(fake.bot_messages(USER_ID)) >= 4, timeout=10)
                await b.relay.wait_idle()
                assert "삼성전자 (005930)" in fake.bot_messages(USER_ID)[3].text
                assert "SK하이닉스 (000660)" in fake.bot_messages(USER_ID)[1].text
                assert len(fake.bot_messages(USER_ID)) == 4  # each answered once


async def test_a_poller_that_loses_its_database_is_replaced(postgres_url: str, tmp_path: Path) -> None:
    async with FakeTelegram(token=TOKEN, long_poll_cap=0.2) as fake:
        async with replica(fake, postgres_url, tmp_path / "a", "a") as a:
            await fake.wait_for(lambda: a.service.polls >= 1, timeout=10)
            async with replica(fake, postgres_url, tmp_path / "b", "b") as b:
                assert b.service.leader is not None and a.service.leader is not None
                await a.runtime.data.store.close()  # a is cut off from the database: it cannot renew
                await fake.wait_for(
                    lambda: b.service.leader is not None and b.service.leader.leading, timeout=10
                )
                assert not a.service.leader.leading  # it stopped polling before b started
                fake.push_update(fake.private_text("/dexter 000660"))
                await fake.wait_for(lambda: len(fake.bot_messages(USER_ID)) >= 2, timeout=10)


async def test_a_stop_on_another_replica_stops_the_run_only_for_the_asker(
    postgres_url: str, tmp_path: Path
) -> None:
    async with (
        FakeTelegram(token=TOKEN) as fake,
        replica(fake, postgres_url, tmp_path / "a", "a", webhook=True, steps=SLOW) as a,
        replica(fake, postgres_url, tmp_path / "b", "b", webhook=True, steps=SLOW) as b,
    ):
        assert a.service.leader is None and b.service.leader is None  # webhook: every replica accepts
        assert await a.process(fake.group_text("/dexter 삼성전자 실적 분석해줘"))
        await fake.wait_for(lambda: len(fake.bot_messages(GROUP_ID)) == 1, timeout=10)
        progress = fake.bot_messages(GROUP_ID)[0]
        data = progress.reply_markup["inline_keyboard"][0][0]["callback_data"]  # type: ignore[index]
        # a stranger's ⏹ and /dexter stop reach replica b: refused, the run goes on on a
        assert await b.process(fake.callback(data, message=progress, user_id=STRANGER, first_name="지훈"))
        assert [answer.text for answer in fake.callback_answers] == [NOT_YOURS]
        assert await b.process(fake.group_text("/dexter stop", user_id=STRANGER, first_name="지훈"))
        await fake.wait_for(lambda: len(fake.bot_messages(GROUP_ID)) == 2, timeout=10)
        assert fake.bot_messages(GROUP_ID)[1].text == NOT_YOURS
        assert await a.relay.run_owner(("telegram", str(GROUP_ID), "")) == str(USER_ID), "still running"
        # the asker's ⏹ reaches replica b too: the run on a stops, a edits its message
        assert await b.process(fake.callback(data, message=progress))
        assert [answer.text for answer in fake.callback_answers] == [NOT_YOURS, STOPPED]
        await a.relay.wait_idle()
        final = fake.message(GROUP_ID, progress.message_id)
        assert final is not None and "취소됨" in final.text
        assert b.relay.runs.pending == 0
