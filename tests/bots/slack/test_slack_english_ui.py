"""An English run speaks English beyond the answer and its progress (issue #26 item 3), on the Slack
emulator with the recorded data: the company card, the chart, the figure check's line and a failure's
text. Korean stays the default (the Korean scenario tests cover it)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from bots.relay.run.progress_state import RunState, reduce, render_progress
from core.agent.events import AnswerCheck
from core.scripted import ScriptedModel
from evals.emulators.slack_blocks import refusing
from evals.emulators.slack_events import app_mention, slash_command
from tests.bots.slack.conftest import posts, running_bot, text_of

ROOT = Path(__file__).resolve().parents[3]
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


WRONG = (
    "Samsung Electronics (삼성전자) had a 2023 operating margin of 12.4% (consolidated), with revenue of "
    "KRW 258.94 trillion and operating profit of KRW 6.57 trillion.\n\nSource: DART annual report FY2023"
)


def _script(tmp_path: Path, *answers: str) -> Path:
    """The demo's research steps (the real metrics tool on the recorded data), then the answer texts."""
    demo: dict[str, Any] = json.loads((ROOT / "evals" / "replays" / "demo_margin.json").read_text("utf-8"))
    steps = [*demo["steps"][:2], *({"text": text} for text in answers)]
    path = tmp_path / "script.json"
    path.write_text(json.dumps({**demo, "steps": steps}, ensure_ascii=False), encoding="utf-8")
    return path


async def test_the_figure_check_speaks_english_in_an_english_run(tmp_path: Path) -> None:
    script = _script(tmp_path, WRONG, WRONG)  # the draft, and a revision that keeps the wrong figure
    async with running_bot(tmp_path / "bot", DEXTER_MODEL=f"scripted:{script}") as bot:
        mention = app_mention("Analyze Samsung Electronics' 2023 operating margin", channel="C1")
        await bot.event(mention)
        await bot.relay.wait_idle()
        answer = "".join(str(m.text) for m in bot.fake.thread("C1", str(mention["event"]["ts"])))
        assert "> ⚠️ Figures not found in the data: 12.4%" in answer and "확인되지 않은" not in answer
        model = bot.runtime.model
        assert isinstance(model, ScriptedModel)
        revise = str(model.requests[-1].messages[-1])
        assert "These figures in the answer you just wrote are not found in the tool results" in revise
        assert "\u201c12.4%\u201d" in revise and "closest tool values" in revise and "2.5%" in revise


def test_the_figure_checks_progress_line_follows_the_runs_language() -> None:
    english = RunState("r1", lang="en")
    assert render_progress(reduce(english, AnswerCheck(3, 1, revising=True), 1.0)).endswith(
        "🔢 Figure check: 1 of 3 not found → revising the answer"
    )
    assert "⚠️ Figure check: 1 of 3 not found in the data" in render_progress(
        reduce(english, AnswerCheck(3, 1), 1.0)
    )
    assert "🔢 Figure check ✓ all 3 match the tool results" in render_progress(
        reduce(english, AnswerCheck(3, 0), 1.0)
    )
    korean = reduce(RunState("r1"), AnswerCheck(3, 1, revising=True), 1.0)
    assert render_progress(korean).endswith("🔢 수치 검증: 3개 중 1개 확인 안 됨 → 답변 수정 중")


async def test_a_failing_english_run_ends_in_english(tmp_path: Path) -> None:
    failing: list[dict[str, Any]] = [{"error": "auth"}, {"error": "auth"}]  # a refused key: not retried
    async with running_bot(tmp_path, failing) as bot:
        mention = app_mention("How is SK hynix's HBM business doing?", channel="C1")
        await bot.event(mention)
        await bot.relay.wait_idle()
        [progress] = posts(bot.fake, "C1", str(mention["event"]["ts"]))
        final = progress.edits[-1].text
        assert final.startswith("⚠️ Failed: The AI model's API key is not valid. Please contact the operator.")
        assert _hangul(final) == ""
        korean = app_mention("SK하이닉스 HBM 사업은 어떤가요?", channel="C2")
        await bot.event(korean)
        await bot.relay.wait_idle()
        [progress] = posts(bot.fake, "C2", str(korean["event"]["ts"]))
        assert "AI 모델 API 키가 올바르지 않습니다" in progress.edits[-1].text  # Korean unchanged


async def test_an_english_run_past_its_deadline_times_out_in_english(tmp_path: Path) -> None:
    slow: list[dict[str, Any]] = [{"text": "never", "delay_s": 3_600}]
    async with running_bot(tmp_path, slow, DEXTER_RUN_TIMEOUT_S="1") as bot:
        mention = app_mention("Why did Samsung Electronics' profit fall in 2023?", channel="C1")
        await bot.event(mention)
        await bot.relay.wait_idle()
        [progress] = posts(bot.fake, "C1", str(mention["event"]["ts"]))
        final = progress.edits[-1].text
        assert final.startswith("⚠️ Failed: Timed out: the analysis did not finish within 1 seconds.")
        assert _hangul(final) == ""
