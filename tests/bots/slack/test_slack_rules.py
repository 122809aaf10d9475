"""Input rules, strangers, who may stop a run, and escaping — on the real Bolt app against the emulator."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from core.scripted import ScriptedModel
from evals.emulators.slack_events import app_mention, block_action, message_event, slash_command
from evals.emulators.slack_records import USER_ID
from tests.bots.slack.conftest import posts, running_bot

HOSTILE = "<!channel> <!here> <@U0BOSS> <!subteam^S1> <http://evil.example|여기를 클릭> & 끝"
LIVE = ("<!channel>", "<!here>", "<@U0BOSS>", "<!subteam^S1>", "<http://evil.example|")


def live_syntax(message: Any) -> list[str]:
    """Slack syntax that would be live in what the emulator received: text, blocks, fallback."""
    payload = (message.text or "") + json.dumps(message.blocks or [], ensure_ascii=False)
    return [s for s in LIVE if s in payload]


async def test_an_empty_or_emoji_mention_gets_the_help_and_no_run(tmp_path: Path) -> None:
    async with running_bot(tmp_path) as bot:
        for text, channel in (("", "C1"), ("   ", "C2"), ("👍🙂", "C3")):
            mention = app_mention(text, channel=channel)
            assert (await bot.event(mention)).status_code == 200
            assert (await bot.event(mention, retry_num=1)).status_code == 200  # a redelivery: no second help
            replies = bot.fake.thread(channel, str(mention["event"]["ts"]))
            assert len(replies) == 1 and "/dexter 005930" in replies[0].text
        await bot.relay.wait_idle()
        assert bot.relay.runs.pending == 0 and bot.fake.calls.get("chat.update", 0) == 0


async def test_a_too_long_question_is_refused_with_the_limit_and_no_run(tmp_path: Path) -> None:
    async with running_bot(tmp_path) as bot:
        mention = app_mention("가" * 40_000, channel="C1")
        await bot.event(mention)
        [reply] = bot.fake.thread("C1", str(mention["event"]["ts"]))
        assert "4,000자" in reply.text and "40,000자" in reply.text
        command = await bot.command(slash_command("나" * 5_000, response_url=bot.fake.response_url("C2")))
        assert "4,000자" in command.text
        await bot.relay.wait_idle()
        assert bot.fake.top_level("C2") == []


async def test_a_stranger_hears_how_to_get_access_once_and_nothing_runs(tmp_path: Path) -> None:
    async with running_bot(tmp_path) as bot:
        stranger = app_mention("삼성전자 2023년 영업이익률은?", channel="C6", team_id="T9OTHER", user="U9X")
        await bot.event(stranger)
        await bot.event(stranger, retry_num=1)
        await bot.relay.wait_idle()
        assert bot.fake.thread("C6", str(stranger["event"]["ts"])) == []
        [notice] = [m for m in bot.fake.ephemerals if m.visible_to == "U9X"]
        assert "DEXTER_ALLOW_SLACK" in notice.text and "U9X" in notice.text


async def test_only_the_asker_or_an_admin_can_stop_a_run(tmp_path: Path) -> None:
    slow: list[dict[str, Any]] = [
        {"tool_calls": [{"name": "resolve_company", "args": {"name": "삼성전자"}}], "delay_s": 30}
    ]
    async with running_bot(tmp_path, slow) as bot:
        mention = app_mention("삼성전자 실적 분석해줘", channel="C4")
        thread = str(mention["event"]["ts"])
        await bot.event(mention)
        await bot.until(lambda: len(posts(bot.fake, "C4", thread)) == 1)
        progress = posts(bot.fake, "C4", thread)[0]
        value = next(
            e["value"] for b in progress.blocks or [] if b["type"] == "actions" for e in b["elements"]
        )

        def click(user: str, team: str = "T0DEXTER") -> dict[str, Any]:
            return block_action(
                "dexter_stop",
                value,
                response_url=bot.fake.response_url("C4"),
                message_ts=progress.ts,
                channel_id="C4",
                user_id=user,
                team_id=team,
                thread_ts=thread,
            )

        await bot.action(click("U0OTHER"))  # a colleague
        await bot.action(click("U9X", team="T9OTHER"))  # a stranger
        refusals = [m.text for m in bot.fake.ephemerals if m.visible_to == "response_url"]
        assert any("본인이 요청한 질문만" in t for t in refusals)
        assert any("권한이 없습니다" in t for t in refusals)
        assert await bot.relay.run_owner(("slack", "T0DEXTER", "C4", thread)) == USER_ID, "still running"
        await bot.action(click(USER_ID))
        await bot.relay.wait_idle()
        final = bot.fake.message("C4", progress.ts)
        assert final is not None and "취소됨" in final.text


async def test_hostile_text_never_becomes_a_mention_or_a_disguised_link(tmp_path: Path) -> None:
    steps: list[dict[str, Any]] = [
        {"text": f"생각: {HOSTILE}", "tool_calls": [{"name": "resolve_company", "args": {"name": HOSTILE}}]},
        {"text": "확인"},
        {"text": f"## 답변\n\n{HOSTILE}\n\n| 항목 | 값 |\n|---|---|\n| {HOSTILE} | 1 |\n\n출처: DART"},
    ]
    async with running_bot(tmp_path, steps) as bot:
        mention = app_mention(f"삼성전자 {HOSTILE}", channel="C8")
        thread = str(mention["event"]["ts"])
        await bot.event(mention)
        await bot.relay.wait_idle()
        replies = bot.fake.thread("C8", thread)
        assert len(replies) >= 2
        for message in replies:
            assert live_syntax(message) == [], message.text
            for edit in message.edits:
                assert [s for s in LIVE if s in (edit.text or "") + json.dumps(edit.blocks or [])] == []
        command = await bot.command(
            slash_command(f"카카오 {HOSTILE}", response_url=bot.fake.response_url("C9"))
        )
        assert [s for s in LIVE if s in command.text] == []
        await bot.relay.wait_idle()


async def test_usage_counts_the_askers_day_and_status_is_for_admins(tmp_path: Path) -> None:
    steps: list[dict[str, Any]] = [{"text": "조사 완료"}, {"text": "## 답변\n\n반도체 업황입니다."}]
    async with running_bot(tmp_path, steps, DEXTER_ADMIN_USERS="U0ADMIN") as bot:
        card = app_mention("005930", channel="C1")
        await bot.event(card)
        await bot.event(app_mention("반도체 업황 전망을 설명해줘", channel="C2"))
        await bot.relay.wait_idle()
        usage = await bot.command(slash_command("usage", response_url=bot.fake.response_url("C1")))
        assert "질문 2건" in usage.text and "AI 분석 1회 / 하루 50회" in usage.text
        assert "모델 토큰 0" not in usage.text  # the agent run's tokens are counted
        other = await bot.command(
            slash_command("usage", response_url=bot.fake.response_url("C1"), user_id="U0NEW")
        )
        assert "질문 0건" in other.text
        refused = await bot.command(slash_command("status", response_url=bot.fake.response_url("C1")))
        assert "관리자만" in refused.text
        status = await bot.command(
            slash_command("status", response_url=bot.fake.response_url("C1"), user_id="U0ADMIN")
        )
        assert "Korean Dexter" in status.text and "실행 중 0건" in status.text and "scripted" in status.text
        assert "오프라인" in status.text


async def test_a_slack_connect_follow_up_from_another_org_continues_the_same_conversation(
    tmp_path: Path,
) -> None:
    steps: list[dict[str, Any]] = [
        {"text": "조사"},
        {"text": "## 첫 답변\n\n삼성전자입니다."},
        {"text": "조사"},
        {"text": "## 후속 답변\n\n이어서 답합니다."},
    ]
    async with running_bot(tmp_path, steps) as bot:
        first = app_mention("반도체 업황 전망을 설명해줘", channel="C1")
        thread = str(first["event"]["ts"])
        await bot.event(first)
        await bot.relay.wait_idle()
        # a partner organisation's member replies in the shared channel's thread, without a mention:
        # the envelope is our workspace, the event carries the sender's team
        follow = message_event(
            "그럼 작년은?", channel="C1", channel_type="channel", thread_ts=thread, user="U0PARTNER"
        )
        follow["event"]["team"] = "T0PARTNER"
        follow["event"]["user_team"] = "T0PARTNER"
        await bot.event(follow)
        await bot.relay.wait_idle()
        answers = [m.text for m in bot.fake.thread("C1", thread) if "답변" in m.text]
        assert any("후속 답변" in t for t in answers)
        model = bot.runtime.model
        assert isinstance(model, ScriptedModel)
        history = json.dumps([str(m) for m in model.requests[-1].messages], ensure_ascii=False)
        assert "첫 답변" in history  # the follow-up's answer call saw the first turn


async def test_the_help_is_english_when_dexter_lang_is_english_and_korean_by_default(tmp_path: Path) -> None:
    # Slack says nothing of a user's language: the help follows DEXTER_LANG, Korean by default
    for setting, title in (
        ("en", "Korean Dexter — research on Korean listed companies"),
        ("ko", "한국 상장사"),
    ):
        async with running_bot(tmp_path / setting, DEXTER_LANG=setting) as bot:
            command = await bot.command(slash_command("", response_url=bot.fake.response_url("C1")))
            mention = app_mention("", channel="C2")
            await bot.event(mention)
            [reply] = bot.fake.thread("C2", str(mention["event"]["ts"]))
            assert title in command.text and title in reply.text
            assert ("Price chart" if setting == "en" else "주가 차트") in reply.text
