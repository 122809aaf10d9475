"""A question asked in English shows its progress in English on Slack (issue #26 item 3): the task cards
of the stream, the status line and the summary line the progress message collapses to; the tools'
English labels are on their faces (``core.faces``), the words around them in ``bots.texts``. Korean
stays the default, and ``DEXTER_LANG=ko-only`` keeps an English question's progress Korean."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from bots.relay.run.progress_state import Phase, RunState, ToolRow, new_run, render_progress
from bots.slack.assistant import status_for
from core.faces import FACES
from evals.emulators.slack import SLACK_THREAD_LIMITS, SLACK_TIERS
from evals.emulators.slack_events import app_mention
from tests.bots.slack.conftest import posts, running_bot, streams

TIERS = {"rate_limits": SLACK_TIERS, "thread_rate_limits": SLACK_THREAD_LIMITS}
ANSWER = "Samsung Electronics (삼성전자) reported revenue of KRW 258.9 trillion in 2023.\n\nSource: DART"
STEPS: list[dict[str, Any]] = [
    {"tool_calls": [{"name": "resolve_company", "args": {"name": "Samsung Electronics"}}]},
    {"text": "checked"},
    {"text": ANSWER},
]
QUESTION = "How is Samsung Electronics' memory business doing, and what should investors watch?"
QUICK = "What was Samsung Electronics' revenue in 2023?"  # answered by the quick path: no model call


async def test_an_english_question_shows_english_cards_status_and_summary(tmp_path: Path) -> None:
    async with running_bot(tmp_path, STEPS, fake_options=TIERS) as bot:
        mention = app_mention(QUESTION, channel="C1")
        thread = str(mention["event"]["ts"])
        await bot.event(mention)
        await bot.relay.wait_idle()
        fake = bot.fake
        [progress] = posts(fake, "C1", thread)
        [stream] = streams(fake, "C1", thread)
        assert list(fake.tasks("C1", stream.ts).values()) == [
            ("Reading the question", "complete"),
            ("Identifying the company", "complete"),
            ("Writing the answer", "complete"),
        ]
        [final] = [e.text for e in progress.edits]
        assert final.startswith("✅ Done · tools 1 · ") and " · tokens " in final
        assert "완료" not in final and "초" not in final and "토큰" not in final
        await bot.until(lambda: [s["status"] for s in fake.statuses][-1:] == [""])
        shown = [s["status"] for s in fake.statuses if s["status"]]
        assert "Writing the answer…" in shown
        assert not [s for s in shown if any("\uac00" <= ch <= "\ud7a3" for ch in s)]  # no Korean status
        quick = app_mention(QUICK, channel="C2")
        await bot.event(quick)
        await bot.relay.wait_idle()
        progress = posts(fake, "C2", str(quick["event"]["ts"]))[0]
        [final] = [e.text for e in progress.edits]
        assert final.startswith("✅ Quick answer · no model call · ") and final.endswith("s")


async def test_ko_only_keeps_an_english_questions_progress_korean(tmp_path: Path) -> None:
    async with running_bot(tmp_path, STEPS, fake_options=TIERS, DEXTER_LANG="ko-only") as bot:
        mention = app_mention(QUESTION, channel="C1")
        thread = str(mention["event"]["ts"])
        await bot.event(mention)
        await bot.relay.wait_idle()
        [progress] = posts(bot.fake, "C1", thread)
        [stream] = streams(bot.fake, "C1", thread)
        assert [title for title, _ in bot.fake.tasks("C1", stream.ts).values()] == [
            "질문 분석",
            "회사 확인",
            "답변 작성",
        ]
        assert [e.text[:4] for e in progress.edits] == ["✅ 완료"]


def test_the_progress_message_speaks_the_runs_language() -> None:
    row = ToolRow("c1", "read_korean_filings", status="ok", detail="사업보고서", duration_s=1.25)
    live = RunState("r1", Phase.RUNNING, started_at=0.0, now=3.0, rows=(row,), lang="en")
    assert render_progress(live).splitlines() == [
        "🔎 Analyzing · 3s",
        "✅ Reading filings — 사업보고서 (1.2s)",
    ]
    korean = RunState("r1", Phase.RUNNING, started_at=0.0, now=3.0, rows=(row,))
    assert render_progress(korean).splitlines() == [
        "🔎 분석 중 · 3초",
        "✅ 공시 원문 읽기 — 사업보고서 (1.2초)",
    ]
    queued = new_run("r2", 0.0, queued=True, lang="en")
    assert render_progress(queued) == "⏳ Queued · starts when the earlier request ends"
    assert render_progress(RunState("r3", Phase.CANCELLED, lang="en")) == "⏹ Cancelled (run r3)"
    card = RunState("r4", Phase.DONE, started_at=0.0, now=0.5, path="card", lang="en")
    assert render_progress(card) == "✅ Company card · 0.5s"
    running = RunState("r5", Phase.RUNNING, rows=(ToolRow("c1", "read_korean_filings"),), lang="en")
    assert status_for(running) == "Reading the filings…"
    assert status_for(RunState("r5", Phase.RUNNING, rows=(ToolRow("c1", "made_up"),), lang="en")) == (
        "Reading the question…"
    )
    assert status_for(RunState("r5", Phase.ANSWERING, lang="en")) == "Writing the answer…"


def test_every_tool_face_has_an_english_label_and_status() -> None:
    for face in FACES.values():
        assert face.label_en and face.status_en.endswith("…"), face.name
        assert not any("\uac00" <= ch <= "\ud7a3" for ch in face.label_en + face.status_en), face.name
        assert face.label_in("en") == face.label_en and face.label_in("ko") == face.label
