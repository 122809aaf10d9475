"""Who may use the watchlist on Slack: a stranger's ``/dexter watch`` and 요약 click change nothing and
start nothing; a watch made in a DM with the bot gets its notices in that DM, once."""

from __future__ import annotations

from pathlib import Path

from evals.emulators.opendart import FakeOpenDart
from evals.emulators.slack_events import block_action, slash_command
from evals.emulators.slack_signing import signed_form_request
from tests.bots.watch.conftest import SECRET, World, running_world

STRANGER_TEAM = "T9OTHER"


async def command_as(world: World, text: str, *, channel: str, team_id: str, user_id: str) -> str:
    fields = slash_command(
        text,
        response_url=world.slack.response_url(channel),
        channel_id=channel,
        team_id=team_id,
        user_id=user_id,
    )
    headers, raw = signed_form_request(SECRET, fields)
    response = await world.http.post(f"{world.url}/slack/events", content=raw.encode(), headers=headers)
    assert response.status_code == 200
    return response.text


async def test_a_stranger_can_neither_watch_nor_summarise(tmp_path: Path) -> None:
    async with FakeOpenDart() as dart, running_world(tmp_path, dart, []) as world:
        ack = await command_as(world, "watch 삼성전자", channel="C5", team_id=STRANGER_TEAM, user_id="U9X")
        assert "권한이 없습니다" in ack and "U9X" in ack
        assert await world.watch.book.all() == []

        assert "공시를 지켜봅니다" in await world.command("watch 삼성전자", channel="C1")
        await world.poll()
        world.publish("주요사항보고서(자기주식취득결정)")
        assert (await world.poll()).posted == 1
        [notice] = world.slack.top_level("C1")
        click = block_action(
            "dexter_watch_sum",
            str((notice.blocks or [{}, {}])[1]["elements"][0]["value"]),
            response_url=world.slack.response_url("C1"),
            message_ts=notice.ts,
            channel_id="C1",
            block_id="dexter_watch_sum",
            team_id=STRANGER_TEAM,
            user_id="U9X",
        )
        assert (await world.action(click)).status_code == 200
        await world.relay.wait_idle()
        assert world.slack.thread("C1", notice.ts) == []  # no run, no progress message
        [body] = [b for bodies in world.slack.responses.values() for b in bodies]
        assert "권한이 없습니다" in str(body.get("text")) and body.get("response_type") == "ephemeral"


async def test_a_watch_made_in_a_dm_with_the_bot_notifies_that_dm_once(tmp_path: Path) -> None:
    async with FakeOpenDart() as dart, running_world(tmp_path, dart, []) as world:
        assert "공시를 지켜봅니다" in await world.command("watch 005930", channel="D0DM")
        assert "지켜보는 회사 1곳" in await world.command("watchlist", channel="D0DM")
        assert "지켜보는 회사가 없습니다" in await world.command("watchlist", channel="C1")
        await world.poll()
        world.publish("[기재정정]사업보고서 (2025.12)")
        assert (await world.poll()).posted == 1
        assert (await world.poll()).posted == 0
        [notice] = world.slack.top_level("D0DM")
        assert "삼성전자" in notice.text and world.slack.top_level("C1") == []
