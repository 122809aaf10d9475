"""An English run speaks English beyond the answer and its progress (issue #26 item 3), on the Slack
emulator with the recorded data: the company card, the chart, the figure check's line and a failure's
text. Korean stays the default (the Korean scenario tests cover it)."""

from __future__ import annotations

from pathlib import Path

from evals.emulators.slack_events import app_mention, slash_command
from tests.bots.slack.conftest import posts, running_bot, text_of


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
