"""Charts Slack draws itself: ``/dexter chart`` and the agent's ``make_chart`` post ``data_visualization``
blocks (checked by the emulator against Slack's limits) with the summary in the message text; the PNG
upload stays the fallback — for a workspace that refuses the block (remembered: the next chart goes
straight to the PNG), and for data Slack cannot draw."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from evals.emulators.slack_blocks import chart_problem, refusing
from evals.emulators.slack_events import app_mention, slash_command
from evals.emulators.slack_records import Message
from tests.bots.slack.conftest import Bot, running_bot, text_of
from tests.bots.slack.test_slack_charts import CHART_RUN, model_of


async def chart(bot: Bot, text: str, channel: str) -> None:
    ack = await bot.command(
        slash_command(text, response_url=bot.fake.response_url(channel), channel_id=channel)
    )
    assert ack.status_code == 200 and "차트를 그리는 중" in ack.text, ack.text
    assert bot.relay.charts is not None
    await bot.relay.charts.wait_idle()


def drawn(message: Message) -> list[dict[str, Any]]:
    """The message's data_visualization blocks, each one Slack would draw."""
    charts = [b for b in message.blocks or [] if b["type"] == "data_visualization"]
    assert [chart_problem(c) for c in charts] == [None] * len(charts)
    return charts


def series(block: dict[str, Any]) -> dict[str, dict[str, float]]:
    return {s["name"]: {p["label"]: p["value"] for p in s["data"]} for s in block["chart"]["series"]}


async def test_earnings_chart_is_bars_with_the_margin_line_and_the_summary_in_text(tmp_path: Path) -> None:
    async with running_bot(tmp_path, []) as bot:
        await chart(bot, "chart 005930 실적", "C7")
        [posted] = bot.fake.top_level("C7")
        bars, margin = drawn(posted)
        assert bars["title"] == "삼성전자 연간 실적 (연결)" and bars["chart"]["type"] == "bar"
        assert bars["chart"]["axis_config"]["categories"] == [
            "FY2020",
            "FY2021",
            "FY2022",
            "FY2023",
            "FY2024",
        ]
        assert bars["chart"]["axis_config"]["y_label"] == "조원"
        amounts = series(bars)
        assert list(amounts) == ["매출액", "영업이익", "당기순이익"]
        assert amounts["매출액"]["FY2024"] == 300.87 and amounts["영업이익"]["FY2023"] == 6.57
        assert margin["chart"]["type"] == "line" and series(margin)["영업이익률"]["FY2024"] == 10.9
        assert (
            "영업이익 32.73조원 (영업이익률 10.9%)" in posted.text
        )  # the summary a reader without the chart gets
        assert "삼성전자(005930) 연간 실적 · 연결 재무제표" in posted.text
        assert "영업이익 32.73조원" in text_of(posted)  # and shown under the chart
        assert bot.fake.uploads == {} and model_of(bot).requests == []


async def test_a_1y_price_chart_is_20_closes_with_the_exact_close_high_and_low_in_text(
    tmp_path: Path,
) -> None:
    async with running_bot(tmp_path, []) as bot:
        await chart(bot, "chart SK하이닉스 1y", "C7")
        [posted] = bot.fake.top_level("C7")
        [line] = drawn(posted)
        assert line["chart"]["type"] == "line" and line["title"] == "SK하이닉스 주가 · 최근 1년"
        closes = series(line)["종가"]
        categories = line["chart"]["axis_config"]["categories"]
        assert len(closes) == len(categories) == 20
        assert categories[-1] == "24.12.27" and closes["24.12.27"] == 173_900  # the last close kept exactly
        assert "종가 173,900원 (2024-12-27)" in posted.text
        assert "기간 최고 " in posted.text and "최저 " in posted.text and "52주 최고" in posted.text
        assert bot.fake.uploads == {}


async def test_a_refused_block_falls_back_to_the_png_and_the_workspace_is_remembered(tmp_path: Path) -> None:
    options = {"invalid_blocks_when": refusing("data_visualization")}
    async with running_bot(tmp_path, [], fake_options=options) as bot:
        await chart(bot, "chart 005930 실적", "C7")
        [posted] = bot.fake.top_level("C7")
        assert posted.files and "영업이익 32.73조원" in posted.text
        [upload] = bot.fake.uploads.values()
        assert upload.filename == "005930_earnings.png"
        refused = bot.fake.calls["chat.postMessage"]
        assert refused == 1  # the one refused try
        await chart(bot, "chart 005930 3m", "C7")
        assert len(bot.fake.uploads) == 2
        assert bot.fake.calls["chat.postMessage"] == refused  # remembered: straight to the PNG


async def test_an_agent_runs_chart_is_drawn_in_its_thread_after_the_answer(tmp_path: Path) -> None:
    async with running_bot(tmp_path, CHART_RUN) as bot:
        mention = app_mention("삼성전자 실적 추이 차트로 보여줘", channel="C10")
        thread = str(mention["event"]["ts"])
        await bot.event(mention)
        await bot.relay.wait_idle()
        replies = bot.fake.thread("C10", thread)
        answer_at = next(
            i for i, m in enumerate(replies) if "아래 차트와 같습니다" in text_of(m) + str(m.markdown_text)
        )
        chart_at = next(i for i, m in enumerate(replies) if any(drawn(m)))
        assert answer_at < chart_at and bot.fake.uploads == {}
