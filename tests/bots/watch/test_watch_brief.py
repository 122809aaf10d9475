"""``/dexter brief 08:30`` in Slack and ``/brief now`` in Telegram through the real SDKs: the schedule
is kept, the brief goes out once at its (virtual) time with the filing the watchlist posted since and
its digest; ``brief off`` stops it."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from core.clock import KST, VirtualClock
from evals.emulators.opendart import FakeOpenDart
from evals.emulators.telegram_updates import USER_ID
from tests.bots.watch.conftest import running_world
from tests.bots.watch.test_watch_digest import DOCUMENT, REPORT, REVENUE
from tests.bots.watch.test_watch_scenario import tg_say


async def test_brief_is_scheduled_sent_once_with_new_filings_and_digests_and_turned_off(
    tmp_path: Path,
) -> None:
    clock = VirtualClock(wall=datetime(2024, 12, 23, 8, 0, tzinfo=KST))
    async with FakeOpenDart() as dart, running_world(tmp_path, dart) as world:
        briefs = world.watch.briefs
        briefs.now = clock.wall
        await world.command("watch 삼성전자")
        await world.poll()
        assert "시각은 HH:MM" in await world.command("brief 8시")
        reply = await world.command("brief 08:30")
        assert "매 거래일 08:30 (KST)" in reply and "다음 브리핑: 12월 23일(월) 08:30" in reply
        assert "매 거래일 08:30 (KST)에 브리핑합니다" in await world.command("brief")

        rcept = world.publish(REPORT, rm="유")
        dart.serve_document(rcept, DOCUMENT.read_text(encoding="utf-8"))
        assert (await world.poll()).posted == 1
        scheduler = briefs.scheduler()
        assert await scheduler.tick() == []  # 08:00: not yet
        clock.jump(31 * 60)
        assert len(await scheduler.tick()) == 1
        assert await scheduler.tick() == []
        brief = world.slack.top_level("C1")[-1].text.splitlines()
        assert brief[0] == "☀️ 12월 23일(월) 관심 종목 브리핑 (08:30 KST)"
        assert any(line.startswith("• 삼성전자(005930)") for line in brief)
        assert "📢 지난 브리핑 이후 새 공시 1건" in brief
        assert f"   ↳ {REVENUE}" in brief

        assert "브리핑을 껐습니다" in await world.command("brief off")
        clock.jump(86_400)
        assert await scheduler.tick() == []

        # Telegram: brief now, in the chat
        await tg_say(world, "/watch 005930")
        world.telegram.push_update(world.telegram.private_text("/brief now"))
        await world.telegram.wait_for(
            lambda: any(m.text == "브리핑을 보냈습니다." for m in world.telegram.bot_messages(USER_ID)),
            timeout=10,
        )
        [sent] = [m for m in world.telegram.bot_messages(USER_ID) if m.text.startswith("☀️")]
        assert sent.text.startswith("☀️ 12월 24일(화) 관심 종목 브리핑")
        assert "시세 정보 없음 (KIS 키가 설정되지 않았습니다)" in sent.text  # no KIS keys in this world
