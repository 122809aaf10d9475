"""An English run speaks English beyond the answer and its progress (issue #26 item 3), on the Slack
emulator with the recorded data: the company card, the chart, the figure check's line and a failure's
text. Korean stays the default (the Korean scenario tests cover it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from evals.emulators.slack_blocks import refusing
from evals.emulators.slack_events import app_mention, slash_command
from tests.bots.slack.conftest import posts, running_bot, text_of

PNG_ONLY: dict[str, Any] = {"invalid_blocks_when": refusing("data_visualization")}
CHART_RUN: list[dict[str, Any]] = [
    {"tool_calls": [{"name": "make_chart", "args": {"company": "SK hynix", "kind": "earnings"}}]},
    {"text": "Chart made."},
    {"text": "## SK hynix (SK하이닉스) results\n\nThe five-year trend is in the chart below."},
]


def _hangul(text: str) -> str:
    return "".join(ch for ch in text if "\uac00" <= ch <= "\ud7a3")


async def test_a_card_command_follows_dexter_lang_en(tmp_path: Path) -> None:
    async with running_bot(tmp_path, [], DEXTER_LANG="en") as bot:
        await bot.command(slash_command("005930", response_url=bot.fake.response_url("C3"), channel_id="C3"))
        await bot.until(lambda: len(bot.fake.top_level("C3")) == 1)
        progress = bot.fake.top_level("C3")[0]
        await bot.relay.wait_idle()
        card = text_of(bot.fake.thread("C3", progress.ts)[-1])
        assert "Samsung Electronics (삼성전자) · 005930 · KOSPI" in card
        assert "Revenue            KRW 300.87tn  KRW 258.94tn  up 16.2%" in card  # the figures table
        assert "OpenDART annual report FY2024" in card and "출처" not in card and "사업보고서 FY" not in card
        final = bot.fake.message("C3", progress.ts)
        assert final is not None and final.text.startswith("✅ Company card")


async def test_an_english_question_without_a_model_gets_the_english_card(tmp_path: Path) -> None:
    async with running_bot(tmp_path) as bot:  # no model configured
        mention = app_mention("Why did SK hynix's memory business recover in 2024?", channel="C1")
        await bot.event(mention)
        await bot.relay.wait_idle()
        thread = str(mention["event"]["ts"])
        reply = "".join(
            str(m.text) for m in posts(bot.fake, "C1", thread)[1:] if "needs an AI model" in m.text
        )
        assert "This question needs an AI model" in reply
        assert "SK hynix (SK하이닉스) · 000660 · KOSPI" in reply
        assert "Operating profit    KRW 23.47tn   −KRW 7.73tn  to profit" in reply
        prose = reply.split("### Recent filings")[0].replace("SK하이닉스", "").replace("곽노정", "")
        assert _hangul(prose) == ""


async def test_a_chart_command_and_an_english_runs_chart_are_in_english(tmp_path: Path) -> None:
    async with running_bot(tmp_path, CHART_RUN, fake_options=PNG_ONLY) as bot:
        url = bot.fake.response_url("C7")
        ack = await bot.command(
            slash_command("chart samsung electronics 1y", response_url=url, channel_id="C7")
        )
        assert "📈 Drawing the Samsung Electronics share price 1 year chart…" in ack.text
        await bot.until(lambda: len(bot.fake.uploads) == 1)
        assert bot.relay.charts is not None
        await bot.relay.charts.wait_idle()
        [upload] = bot.fake.uploads.values()
        assert upload.title == "Samsung Electronics (005930) share price · last 1 year"
        [posted] = bot.fake.top_level("C7")
        assert "close KRW 53,600 (2024-12-27)" in text_of(posted) and "종가" not in text_of(posted)
        refused = await bot.command(
            slash_command("chart samsung electronics 2w", response_url=url, channel_id="C7")
        )
        assert "'2w' is not a period on offer: choose one of 1m, 3m, 1y, 5y" in refused.text

        mention = app_mention("Show SK hynix's five-year results as a chart", channel="C10")
        await bot.event(mention)
        await bot.relay.wait_idle()
        earnings = list(bot.fake.uploads.values())[-1]
        assert earnings.title.startswith("SK hynix (000660) annual results · consolidated statements")
        assert earnings.thread_ts == str(mention["event"]["ts"])
