"""Watch → a new filing appears once in the watching Slack channel and Telegram chat; not again after a
restart, not after unwatch; two processes on one store post once; 요약 runs the agent in its thread."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from core.scripted import ScriptedModel
from evals.emulators.opendart import FakeOpenDart
from evals.emulators.slack import Message as SlackMessage
from evals.emulators.slack_events import block_action
from evals.emulators.telegram import Message as TgMessage
from evals.emulators.telegram_updates import USER_ID
from tests.bots.watch.conftest import World, running_world

SUMMARY = "요약: 삼성전자가 자기주식을 사들이기로 했습니다."


def slack_button(message: SlackMessage) -> dict[str, Any]:
    return next(e for b in message.blocks or [] if b["type"] == "actions" for e in b["elements"])


def tg_keyboard(message: TgMessage) -> list[str]:
    rows = (message.reply_markup or {}).get("inline_keyboard", [])
    return [str(button["callback_data"]) for row in rows for button in row]


def notices_in_chat(world: World) -> list[TgMessage]:
    return [m for m in world.telegram.bot_messages(USER_ID) if m.text.startswith("📢")]


async def tg_say(world: World, text: str) -> str:
    before = len(world.telegram.bot_messages(USER_ID))
    world.telegram.push_update(world.telegram.private_text(text))
    await world.telegram.wait_for(lambda: len(world.telegram.bot_messages(USER_ID)) > before, timeout=10)
    return world.telegram.bot_messages(USER_ID)[-1].text


async def test_watch_posts_a_new_filing_once_to_slack_and_telegram_and_summary_runs_in_its_thread(
    tmp_path: Path,
) -> None:
    async with (
        FakeOpenDart() as dart,
        running_world(
            tmp_path, dart, [{"text": "ok"}, {"text": SUMMARY}, {"text": "ok"}, {"text": SUMMARY}]
        ) as world,
    ):
        world.publish("임원ㆍ주요주주특정증권등소유상황보고서")  # this morning's, before anyone watched
        assert "삼성전자(005930) 공시를 지켜봅니다" in await world.command("watch 삼성전자")
        assert "이미 삼성전자(005930)" in await world.command("watch 005930")
        assert "삼성전자(005930) 공시를 지켜봅니다" in await tg_say(world, "/watch 005930")
        assert "지켜보는 회사 1곳: 삼성전자(005930)" in await tg_say(world, "/watchlist")

        first = await world.poll()
        assert (first.polled, first.mode, first.calls, first.posted) == (True, "per_company", 1, 0)
        assert world.slack.top_level("C1") == [] and notices_in_chat(world) == []

        rcept = world.publish("주요사항보고서(자기주식취득결정)", rm="유")
        assert (await world.poll()).posted == 2
        assert (await world.poll()).posted == 0
        [notice] = world.slack.top_level("C1")
        assert "[주요사항] 삼성전자" in notice.text and "주요사항보고서(자기주식취득결정)" in notice.text
        assert f"https://dart.fss.or.kr/dsaf001/main.do?rcpNo={rcept}" in notice.text
        button = slack_button(notice)
        assert (button["text"]["text"], button["value"]) == ("📄 요약", rcept)
        [tg_notice] = notices_in_chat(world)
        assert tg_notice.text.splitlines() == [
            "📢 [주요사항] 삼성전자 — 주요사항보고서(자기주식취득결정)",
            f"제출인 삼성전자 · 접수 {rcept[:4]}-{rcept[4:6]}-{rcept[6:8]} · 접수번호 {rcept}",
            f"https://dart.fss.or.kr/dsaf001/main.do?rcpNo={rcept}",
        ]
        assert tg_keyboard(tg_notice) == [f"dexter_watch_sum:{rcept}"]
        assert not any(dart.key in r.path for r in world.slack.requests)

        # 요약 in Slack: a run in the notice's thread, through the relay (progress, then the answer)
        click = block_action(
            button["action_id"],
            button["value"],
            response_url=world.slack.response_url("C1"),
            message_ts=notice.ts,
            channel_id="C1",
            block_id="dexter_watch_sum",
        )
        assert (await world.action(click)).status_code == 200
        await world.relay.wait_idle()
        _progress, answer = world.slack.thread("C1", notice.ts)
        assert SUMMARY in answer.text + json.dumps(answer.blocks or [], ensure_ascii=False)
        model = world.runtime.model
        assert isinstance(model, ScriptedModel)
        asked = json.dumps([repr(m) for m in model.requests[0].messages], ensure_ascii=False)
        assert f"삼성전자 주요사항보고서(자기주식취득결정) (접수번호 {rcept})" in asked
        await world.action(click)  # clicked again: the same run, not a second one
        await world.relay.wait_idle()
        assert len(world.slack.thread("C1", notice.ts)) == 2
        assert "이미 요약하고 있습니다" in world.slack.ephemerals[-1].text

        # 요약 in Telegram: a run replying to the notice
        world.telegram.push_update(world.telegram.callback(f"dexter_watch_sum:{rcept}", message=tg_notice))
        await world.telegram.wait_for(
            lambda: any(SUMMARY in m.text for m in world.telegram.bot_messages(USER_ID)), timeout=10
        )
        await world.relay.wait_idle()
        replies = [
            m for m in world.telegram.bot_messages(USER_ID) if m.reply_to_message_id == tg_notice.message_id
        ]
        assert replies and any(SUMMARY in m.text for m in world.telegram.bot_messages(USER_ID))

        # unwatch in Slack: the next filing reaches Telegram only
        assert "삼성전자(005930) 공시 알림을 껐습니다" in await world.command("unwatch 삼성전자")
        assert "지켜보는 회사가 없습니다" in await world.command("watchlist")
        later = world.publish("[기재정정]사업보고서 (2025.12)")
        assert (await world.poll()).posted == 1
        assert len(world.slack.top_level("C1")) == 1
        assert (
            notices_in_chat(world)[-1].text.startswith("📢 [정기·정정] 삼성전자")
            and later in notices_in_chat(world)[-1].text
        )


async def test_not_again_after_a_restart_and_two_processes_on_one_store_post_once(tmp_path: Path) -> None:
    async with FakeOpenDart() as dart:
        async with running_world(tmp_path, dart) as world:
            await world.command("watch 삼성전자")
            await world.poll()
            rcept = world.publish("주요사항보고서(유상증자결정)")
            assert (await world.poll()).posted == 1
            assert [slack_button(m)["value"] for m in world.slack.top_level("C1")] == [rcept]

        # a new process on the same DEXTER_HOME (the first one gave its lease up on the way out)
        async with running_world(tmp_path, dart) as again:
            report = await again.poll()
            assert (report.polled, report.posted) == (True, 0)
            assert again.slack.top_level("C1") == []
            assert "지켜보는 회사 1곳: 삼성전자(005930)" in await again.command("watchlist")

        # two processes serving the same store at once: one poller between them
        async with running_world(tmp_path, dart) as one, running_world(tmp_path, dart) as two:
            newer = world.publish("주요사항보고서(회사분할결정)")
            reports = [await one.poll(), await two.poll()]
            assert sorted(r.skipped for r in reports) == ["", "lease"]
            posted = one.slack.top_level("C1") + two.slack.top_level("C1")
            assert [slack_button(m)["value"] for m in posted] == [newer]


async def test_offline_the_list_is_kept_and_no_poller_starts(tmp_path: Path) -> None:
    import structlog

    async with FakeOpenDart() as dart, running_world(tmp_path, dart, DEXTER_OFFLINE="1") as world:
        reply = await world.command("watch 삼성전자")
        assert "공시를 지켜봅니다" in reply and "오프라인 모드에서는 새 공시를 확인하지 않습니다" in reply
        assert "없는회사" in await world.command("watch 없는회사")
        assert "여러 회사일 수 있습니다" in await world.command("watch 삼성")
        with structlog.testing.capture_logs() as logs:
            world.watch.start()
        assert [e["event"] for e in logs] == ["watch_poller_off"]
        assert dart.list_calls == 0
