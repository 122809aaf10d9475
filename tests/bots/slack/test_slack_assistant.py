"""Slack's AI-app surface: suggested prompts when an assistant thread starts, the thread titled after
its first question, the status line from the running step, and the App Home tab."""

from __future__ import annotations

import json
from pathlib import Path

from bots.relay.run.progress_state import Phase, RunState, ToolRow
from bots.slack.assistant import status_for, thread_title
from evals.emulators.slack import SLACK_THREAD_LIMITS, SLACK_TIERS
from evals.emulators.slack_events import app_home_opened, assistant_thread_started, dm_message
from tests.bots.slack.conftest import running_bot

TIERS = {"rate_limits": SLACK_TIERS, "thread_rate_limits": SLACK_THREAD_LIMITS}


async def test_a_new_assistant_thread_gets_korean_suggested_prompts(tmp_path: Path) -> None:
    async with running_bot(tmp_path, fake_options=TIERS) as bot:
        stranger = assistant_thread_started(channel="D9", team_id="T9OTHER", user="U9X")
        assert (await bot.event(stranger)).status_code == 200  # not allowed: no prompts (comes first)
        started = assistant_thread_started(channel="D1")
        assert (await bot.event(started)).status_code == 200
        await bot.until(lambda: len(bot.fake.prompts) >= 1)
        [offer] = bot.fake.prompts
        assert offer["channel_id"] == "D1"
        assert offer["thread_ts"] == started["event"]["assistant_thread"]["thread_ts"]
        assert [p["title"] for p in offer["prompts"]] == ["실적 요약", "주가 흐름", "공시 읽기", "비교"]


async def test_the_first_question_of_an_assistant_thread_names_it(tmp_path: Path) -> None:
    async with running_bot(tmp_path, fake_options=TIERS) as bot:
        started = assistant_thread_started(channel="D1")
        thread = started["event"]["assistant_thread"]["thread_ts"]
        question = dm_message("삼성전자 2023년 영업이익률은?", channel="D1", thread_ts=thread)
        await bot.event(question)
        await bot.relay.wait_idle()
        await bot.until(lambda: len(bot.fake.titles) == 1)
        assert bot.fake.titles[0]["title"] == "삼성전자 2023년 영업이익률은?"
        assert bot.fake.titles[0]["thread_ts"] == thread
        await bot.event(dm_message("2022년은?", channel="D1", thread_ts=thread))  # keeps the title
        await bot.event(dm_message("005930", channel="D2"))  # a DM outside a thread: no assistant thread
        other = assistant_thread_started(channel="D3")["event"]["assistant_thread"]["thread_ts"]
        await bot.event(dm_message("카카오 배당은?", channel="D3", thread_ts=other))
        await bot.relay.wait_idle()
        await bot.until(lambda: len(bot.fake.titles) >= 2)
        assert [t["title"] for t in bot.fake.titles] == ["삼성전자 2023년 영업이익률은?", "카카오 배당은?"]


def test_the_status_line_names_the_running_step() -> None:
    state = RunState("r1", Phase.RUNNING, rows=(ToolRow("c1", "read_korean_filings"),))
    assert status_for(state) == "공시를 읽는 중…"
    done = RunState("r1", Phase.RUNNING, rows=(ToolRow("c1", "read_korean_filings", status="ok"),))
    assert status_for(done) == ""  # between steps the progress message says 분석 중
    assert status_for(RunState("r1", Phase.ANSWERING)) == "답변을 쓰는 중…"
    assert status_for(RunState("r1", Phase.DONE)) == ""
    assert thread_title("  삼성전자\n실적   " + "가" * 80).startswith("삼성전자 실적 가")
    assert len(thread_title("가" * 80)) == 60


async def test_app_home_shows_commands_examples_and_todays_usage(tmp_path: Path) -> None:
    async with running_bot(tmp_path, fake_options=TIERS) as bot:
        await bot.event(dm_message("005930", channel="D1", user="U0HOME"))
        await bot.relay.wait_idle()
        await bot.event(app_home_opened(user="U0HOME"))
        await bot.until(lambda: "U0HOME" in bot.fake.home_views)
        [view] = bot.fake.home_views["U0HOME"]
        shown = json.dumps(view, ensure_ascii=False)
        assert view["type"] == "home"
        for part in ("/dexter 005930", "@dexter", "⏹", "삼성전자 최근 실적을 요약해줘", "오늘(", "질문 1건"):
            assert part in shown, part
        await bot.event(app_home_opened(user="U0HOME", tab="messages"))  # only the Home tab is published
        await bot.event(app_home_opened(user="U0OTHER"))
        await bot.until(lambda: "U0OTHER" in bot.fake.home_views)
        assert len(bot.fake.home_views["U0HOME"]) == 1
