"""``dexter serve`` runs the watchlist: /watch in Telegram, the poller (every DEXTER_WATCH_INTERVAL_S)
posts a new filing once, and the lease is given up at shutdown."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from pathlib import Path

from bots.serve import serve
from core.config import Settings
from core.store import SqliteStore
from core.watch import SqliteLease
from evals.emulators.opendart import FakeOpenDart
from evals.emulators.telegram import FakeTelegram
from evals.emulators.telegram_updates import USER_ID
from tests.bots.watch.conftest import SAMSUNG, TG_TOKEN


@contextlib.asynccontextmanager
async def serving(settings: Settings) -> AsyncIterator[None]:
    stop = asyncio.Event()
    bound: asyncio.Future[int] = asyncio.get_running_loop().create_future()

    async def started(value: int) -> None:
        bound.set_result(value)

    server = asyncio.create_task(
        serve(settings, slack=False, telegram=True, port=0, host="127.0.0.1", started=started, stop=stop)
    )
    try:
        await asyncio.wait_for(asyncio.shield(bound), timeout=30)
        yield
    finally:
        stop.set()
        await asyncio.wait_for(server, timeout=30)


async def test_serve_polls_for_the_watchlist_and_posts_a_new_filing_once(tmp_path: Path) -> None:
    async with FakeOpenDart() as dart, FakeTelegram(token=TG_TOKEN, long_poll_cap=0.2) as telegram:
        settings = Settings(
            DEXTER_HOME=str(tmp_path),
            DEXTER_OFFLINE="0",
            OPENDART_API_KEY=dart.key,
            OPENDART_BASE_URL=dart.api_url,
            TELEGRAM_BOT_TOKEN=TG_TOKEN,
            TELEGRAM_API_URL=telegram.api_url,
            DEXTER_ALLOW_TELEGRAM="*",
            DEXTER_WATCH_INTERVAL_S="0.1",
        )

        def notices() -> list[str]:
            return [m.text for m in telegram.bot_messages(USER_ID) if m.text.startswith("📢")]

        async with serving(settings):
            commands = [c["command"] for c in telegram.commands_for({"type": "all_private_chats"})]
            assert {"watch", "unwatch", "watchlist"} <= set(commands)
            telegram.push_update(telegram.private_text("/watch 삼성전자"))
            await telegram.wait_for(lambda: len(telegram.bot_messages(USER_ID)) == 1, timeout=10)
            assert "삼성전자(005930) 공시를 지켜봅니다" in telegram.bot_messages(USER_ID)[0].text
            seen = dart.list_calls
            await telegram.wait_for(lambda: dart.list_calls >= seen + 2, timeout=10)  # a whole poll since

            rcept = dart.publish(**SAMSUNG, report_nm="주요사항보고서(자기주식취득결정)")["rcept_no"]
            await telegram.wait_for(lambda: notices() != [], timeout=10)
            seen = dart.list_calls
            await telegram.wait_for(lambda: dart.list_calls >= seen + 2, timeout=10)
            assert len(notices()) == 1 and str(rcept) in notices()[0]
            listed = [
                r for r in dart.requests if r.path.endswith("/list.json")
            ]  # the digest reads document.xml
            assert listed and all(r.query.get("corp_code") == SAMSUNG["corp_code"] for r in listed)

        async with SqliteStore(settings.db_path) as store:  # stopped: the lease is free for another process
            assert await SqliteLease(store).holder("watch-poller:telegram") is None
