"""``dexter serve`` with Telegram: long polling, webhook mode (secret checked) next to Slack's HTTP
endpoint and ``/healthz`` in one process, command menus, and a clean shutdown."""

from __future__ import annotations

import asyncio
import contextlib
import json
import socket
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from bots.serve import serve
from bots.telegram.service import webhook_path, webhook_secret
from core.config import Settings
from core.errors import ConfigError
from evals.emulators.slack import FakeSlack
from evals.emulators.slack_events import app_mention
from evals.emulators.slack_signing import signed_event_request
from evals.emulators.telegram import FakeTelegram
from evals.emulators.telegram_updates import USER_ID

TG_TOKEN = "123456:TEST-token"
SLACK_TOKEN = "xoxb-test"
SLACK_SECRET = "test-signing-secret-0123456789"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@contextlib.asynccontextmanager
async def serving(settings: Settings, *, slack: bool, telegram: bool, port: int = 0) -> AsyncIterator[int]:
    stop = asyncio.Event()
    bound: asyncio.Future[int] = asyncio.get_running_loop().create_future()

    async def started(value: int) -> None:
        bound.set_result(value)

    server = asyncio.create_task(
        serve(
            settings, slack=slack, telegram=telegram, port=port, host="127.0.0.1", started=started, stop=stop
        )
    )
    try:
        yield await asyncio.wait_for(asyncio.shield(bound), timeout=30)
    finally:
        stop.set()
        await asyncio.wait_for(server, timeout=30)


async def test_polling_mode_answers_a_dm_and_publishes_command_menus(tmp_path: Path) -> None:
    async with FakeTelegram(token=TG_TOKEN, long_poll_cap=0.2) as fake:
        settings = Settings(
            DEXTER_HOME=str(tmp_path),
            DEXTER_OFFLINE="1",
            TELEGRAM_BOT_TOKEN=TG_TOKEN,
            TELEGRAM_API_URL=fake.api_url,
            DEXTER_ALLOW_TELEGRAM="*",
        )
        async with serving(settings, slack=False, telegram=True):
            fake.push_update(fake.private_text("/dexter 000660"))
            await fake.wait_for(lambda: len(fake.bot_messages(USER_ID)) >= 2, timeout=10)
            assert "SK하이닉스 (000660)" in fake.bot_messages(USER_ID)[1].text
            private = [c["command"] for c in fake.commands_for({"type": "all_private_chats"})]
            group = [c["command"] for c in fake.commands_for({"type": "all_group_chats"})]
            assert "dexter" in private and "help" in private and "dexter" in group
            assert fake.calls["deleteWebhook"] >= 1 and fake.calls["getUpdates"] >= 1
        progress = fake.bot_messages(USER_ID)[0]
        assert "회사 카드" in progress.text  # finished before shutdown, not left mid-run


async def test_webhook_mode_next_to_slack_checks_the_secret(tmp_path: Path) -> None:
    port = free_port()
    url = f"http://127.0.0.1:{port}/hooks/telegram"
    async with (
        FakeTelegram(token=TG_TOKEN) as fake,
        FakeSlack(token=SLACK_TOKEN) as slack,
        httpx.AsyncClient() as http,
    ):
        settings = Settings(
            DEXTER_HOME=str(tmp_path),
            DEXTER_OFFLINE="1",
            TELEGRAM_BOT_TOKEN=TG_TOKEN,
            TELEGRAM_API_URL=fake.api_url,
            TELEGRAM_WEBHOOK_URL=url,
            DEXTER_ALLOW_TELEGRAM=str(USER_ID),
            SLACK_BOT_TOKEN=SLACK_TOKEN,
            SLACK_SIGNING_SECRET=SLACK_SECRET,
            SLACK_API_URL=slack.api_url,
        )
        async with serving(settings, slack=True, telegram=True, port=port):
            assert (await http.get(f"http://127.0.0.1:{port}/healthz")).json() == {"ok": True}
            assert fake.webhook is not None and fake.webhook.url == url
            assert fake.webhook.secret_token == webhook_secret(settings)
            assert fake.calls["getUpdates"] == 0  # webhook mode never polls

            update = fake.private_text("/dexter 005930")
            assert await fake.deliver_webhook(update, secret="wrong") == 403
            assert await fake.deliver_webhook(update, secret="") == 403
            # the webhook answers only after processing: a 403 means it was never processed
            assert fake.bot_messages(USER_ID) == []
            assert await fake.deliver_webhook(update) == 200
            assert await fake.deliver_webhook(update) == 200  # a redelivery: deduplicated
            await fake.wait_for(lambda: len(fake.bot_messages(USER_ID)) >= 2, timeout=10)

            body = app_mention("000660", channel="C9")
            headers, raw = signed_event_request(SLACK_SECRET, body)
            response = await http.post(
                f"http://127.0.0.1:{port}/slack/events", content=raw.encode(), headers=headers
            )
            assert response.status_code == 200
            thread = str(body["event"]["ts"])
            for _ in range(200):
                if len(slack.thread("C9", thread)) >= 2:
                    break
                await asyncio.sleep(0.05)
            card = slack.thread("C9", thread)[-1]
            assert "SK하이닉스 (000660)" in card.text + json.dumps(card.blocks, ensure_ascii=False)
        assert "삼성전자 (005930)" in fake.bot_messages(USER_ID)[1].text
        assert len(fake.bot_messages(USER_ID)) == 2


def test_webhook_secret_is_derived_stably_and_never_the_token(tmp_path: Path) -> None:
    settings = Settings(DEXTER_HOME=str(tmp_path), TELEGRAM_BOT_TOKEN=TG_TOKEN)
    derived = webhook_secret(settings)
    assert derived == webhook_secret(settings) and TG_TOKEN not in derived and len(derived) >= 32
    assert set(derived) <= set("0123456789abcdef")
    given = Settings(
        DEXTER_HOME=str(tmp_path), TELEGRAM_BOT_TOKEN=TG_TOKEN, TELEGRAM_WEBHOOK_SECRET="s3cr3t_Value"
    )
    assert webhook_secret(given) == "s3cr3t_Value"
    assert webhook_path("https://bot.example.com") == "/telegram/webhook"
    assert webhook_path("https://bot.example.com/tg/hook") == "/tg/hook"


@pytest.mark.parametrize(
    ("env", "slack", "telegram", "missing"),
    [
        ({}, False, False, "SLACK_BOT_TOKEN"),
        ({}, False, True, "TELEGRAM_BOT_TOKEN"),
    ],
)
async def test_serve_refuses_without_tokens(
    tmp_path: Path, env: dict[str, Any], slack: bool, telegram: bool, missing: str
) -> None:
    settings = Settings(DEXTER_HOME=str(tmp_path), **env)
    with pytest.raises(ConfigError) as caught:
        await serve(settings, slack=slack, telegram=telegram, port=0)
    assert missing in str(caught.value) or caught.value.setting == missing
