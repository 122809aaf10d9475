"""Concurrent Slack questions with Slack's rate tiers on: every run shows a live tool step and answers
once, and Slack refuses nothing. The same harness runs 100 at once in ``evals.bench_slack_stream``."""

from __future__ import annotations

from pathlib import Path

from evals.bench_slack_stream import run_load


async def test_concurrent_questions_all_show_live_steps_and_answer_without_a_429(tmp_path: Path) -> None:
    result = await run_load(8, 0.3, tmp_path, channels=3)
    assert result.answered_once == 8 and result.duplicates == 0
    assert result.live_steps == 8
    assert result.throttled == {}
    assert result.calls["chat.startStream"] == result.calls["chat.stopStream"] == result.streamed
    assert result.calls["chat.update"] == 8, "one chat.update per run: its summary line"
