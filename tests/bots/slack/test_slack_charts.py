"""Slack charts through the real Bolt app and slack_sdk against the loopback Web API, in a workspace that
refuses ``data_visualization`` blocks (``test_slack_native_charts``: where it takes them): ``/dexter chart``
uploads a PNG with ``files_upload_v2`` (getUploadURLExternal → upload URL → completeUploadExternal)
and makes no model call; bad input gets a Korean ack; an agent run that called ``make_chart`` ends with
the chart uploaded in its thread after the answer."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from core.scripted import ScriptedModel
from evals.emulators.slack_blocks import refusing
from evals.emulators.slack_events import app_mention, slash_command
from tests.bots.slack.conftest import Bot, running_bot, text_of

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"
#: a workspace where Slack does not draw charts: every chart goes up as a PNG
PNG_ONLY: dict[str, Any] = {"invalid_blocks_when": refusing("data_visualization")}


def model_of(bot: Bot) -> ScriptedModel:
    model = bot.runtime.model
    assert isinstance(model, ScriptedModel)
    return model


async def test_slash_chart_uploads_a_png_to_the_channel_without_a_model_call(tmp_path: Path) -> None:
    async with running_bot(tmp_path, [], fake_options=PNG_ONLY) as bot:  # no script: a model call would fail
        ack = await bot.command(
            slash_command("chart 005930", response_url=bot.fake.response_url("C7"), channel_id="C7")
        )
        assert ack.status_code == 200 and "삼성전자 주가 1년 차트를 그리는 중" in ack.text
        await bot.until(lambda: any(u.channel == "C7" for u in bot.fake.uploads.values()))
        assert bot.relay.charts is not None
        await bot.relay.charts.wait_idle()
        [upload] = bot.fake.uploads.values()
        assert upload.content is not None and upload.content.startswith(PNG_MAGIC)
        assert upload.length == len(upload.content) > 20_000
        assert upload.title == "삼성전자(005930) 주가 · 최근 1년" and upload.filename == "005930_price_1y.png"
        assert upload.thread_ts is None  # a slash command has no thread: the chart goes to the channel
        [posted] = bot.fake.top_level("C7")
        assert (
            posted.files and "종가 53,600원 (2024-12-27)" in posted.text and "데모용 합성 가격" in posted.text
        )
        assert (
            bot.fake.calls["files.getUploadURLExternal"]
            == bot.fake.calls["files.completeUploadExternal"]
            == 1
        )
        assert model_of(bot).requests == []

        await bot.command(
            slash_command("chart 삼성전자 실적", response_url=bot.fake.response_url("C7"), channel_id="C7")
        )
        await bot.until(lambda: len(bot.fake.uploads) == 2)
        await bot.relay.charts.wait_idle()
        earnings = list(bot.fake.uploads.values())[-1]
        assert earnings.title.startswith("삼성전자(005930) 연간 실적 · 연결 재무제표")
        assert "영업이익 32.73조원 (영업이익률 10.9%)" in bot.fake.top_level("C7")[-1].text
        assert model_of(bot).requests == []


@pytest.mark.parametrize(
    ("text", "reply"),
    [
        ("chart 없는회사", "'없는회사'와 일치하는 상장사를 찾지 못했습니다"),
        ("chart 005930 2w", "지원하지 않는 기간입니다: '2w'"),
        ("chart", "종목을 입력해 주세요"),
    ],
)
async def test_bad_chart_commands_get_a_korean_ack_and_nothing_else(
    tmp_path: Path, text: str, reply: str
) -> None:
    async with running_bot(tmp_path, []) as bot:
        ack = await bot.command(
            slash_command(text, response_url=bot.fake.response_url("C8"), channel_id="C8")
        )
        assert ack.status_code == 200 and reply in ack.text
        assert bot.relay.charts is not None
        await bot.relay.charts.wait_idle()
        assert bot.fake.uploads == {} and bot.fake.top_level("C8") == []
        assert model_of(bot).requests == []


async def test_a_chart_the_data_lacks_reaches_the_asker_ephemerally(tmp_path: Path) -> None:
    async with running_bot(tmp_path, []) as bot:
        ack = await bot.command(
            slash_command(
                "chart 카카오 3m",
                response_url=bot.fake.response_url("C9"),
                channel_id="C9",
                user_id="U0ASKER",
            )
        )
        assert "카카오 주가 3개월 차트를 그리는 중" in ack.text
        await bot.until(lambda: bool(bot.fake.ephemerals))
        [note] = bot.fake.ephemerals
        assert (
            note.visible_to == "U0ASKER" and "오프라인 데모 시세에는 카카오(035720)가 없습니다" in note.text
        )
        assert bot.fake.uploads == {}


CHART_RUN: list[dict[str, Any]] = [
    {"tool_calls": [{"name": "make_chart", "args": {"company": "삼성전자", "kind": "earnings"}}]},
    {"text": "차트를 만들었습니다."},
    {"text": "## 삼성전자 실적 추이\n\n최근 5년 실적 흐름은 아래 차트와 같습니다."},
]


async def test_an_agent_run_that_made_a_chart_uploads_it_in_the_thread_after_the_answer(
    tmp_path: Path,
) -> None:
    async with running_bot(tmp_path, CHART_RUN, fake_options=PNG_ONLY) as bot:
        mention = app_mention("삼성전자 실적 추이 차트로 보여줘", channel="C10")
        thread = str(mention["event"]["ts"])
        await bot.event(mention)
        await bot.relay.wait_idle()
        [upload] = bot.fake.uploads.values()
        assert upload.channel == "C10" and upload.thread_ts == thread
        assert upload.content is not None and upload.content.startswith(PNG_MAGIC)
        assert upload.title.startswith("삼성전자(005930) 연간 실적 · 연결 재무제표")
        replies = bot.fake.thread("C10", thread)
        answer_at = next(
            i for i, m in enumerate(replies) if "아래 차트와 같습니다" in text_of(m) + str(m.markdown_text)
        )
        chart_at = next(i for i, m in enumerate(replies) if m.files)
        assert answer_at < chart_at  # the chart follows the answer
        model = model_of(bot)
        assert model.remaining == 0
        tool_result = str(model.requests[1].messages[-1])
        assert "258935494000000" in tool_result and '"attached": true' in tool_result
