"""The load benchmark's machinery: scoring from emulator records, the targets' verdicts, and one tiny
run per platform (3 conversations, near-zero model latency). Nothing here asserts on time."""

from __future__ import annotations

import math
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from evals.bench_load import BenchConfig, run_platform
from evals.bench_load_model import ANSWER, Floor, scripted_answer
from evals.bench_load_platforms import Posted
from evals.bench_load_report import (
    Outcome,
    Usage,
    first_reply_floor,
    first_reply_table,
    format_report,
    percentile,
    score_conversation,
    summarize,
)

ANSWERS = ["chunk one", "chunk two"]
SUMMARY = "✅ 완료 · 도구 1회 · 4.2초 · 토큰 1,234"
FLOOR = Floor(seconds=4.0, model_s=3.96, model_calls=4, tool_calls=1, latency_s=0.99, samples=(0.04,))
USAGE = Usage(wall_s=10.0, cpu_s=2.0, peak_rss_mb=100.0, rss_growth_mb=5.0)


def test_score_conversation_reads_the_records() -> None:
    posted = [
        Posted(100.2, SUMMARY, edits=(101.9, 104.8)),
        Posted(104.1, "chunk one"),
        Posted(104.5, "chunk two"),
    ]
    outcome = score_conversation(100.0, posted, ANSWERS)
    assert outcome.first_progress_s == pytest.approx(0.2)
    assert outcome.progress_messages == 1
    assert outcome.edits == 2
    assert outcome.min_gap_s == pytest.approx(1.7)  # post → first edit counts
    assert (outcome.answer_chunks, outcome.expected_chunks, outcome.duplicate_chunks) == (2, 2, 0)
    assert outcome.end_to_end_s == pytest.approx(4.5)
    assert outcome.settled_s == pytest.approx(4.8)
    assert outcome.tools_shown == 1
    assert outcome.ended
    assert outcome.delivered
    assert not outcome.duplicated


def test_score_conversation_finds_duplicates_and_missing_chunks() -> None:
    twice = [
        Posted(100.1, SUMMARY),
        Posted(100.2, "🔎 분석 중"),
        Posted(101.0, "chunk one"),
        Posted(101.1, "chunk one"),
        Posted(101.2, "chunk two"),
    ]
    outcome = score_conversation(100.0, twice, ANSWERS)
    assert (outcome.progress_messages, outcome.duplicate_chunks) == (2, 1)
    assert outcome.duplicated
    assert outcome.delivered

    missing = score_conversation(
        100.0, [Posted(100.3, "✍️ 답변 작성 중"), Posted(101.0, "chunk one")], ANSWERS
    )
    assert not missing.delivered
    assert missing.end_to_end_s is None
    assert missing.settled_s is None
    assert not missing.ended
    assert missing.min_gap_s is None  # never edited


STREAMED = "## 답변\n\n```\n표\n```"


def test_a_stopped_stream_with_the_answer_is_one_delivered_copy() -> None:
    streamed = [
        Posted(100.1, SUMMARY, edits=(103.0,)),
        Posted(100.5, STREAMED, stream="stopped", text_at=102.5),
    ]
    outcome = score_conversation(100.0, streamed, ANSWERS, STREAMED)
    assert outcome.progress_messages == 1  # the stream is not a second progress message
    assert (outcome.answer_chunks, outcome.expected_chunks, outcome.duplicate_chunks) == (2, 2, 0)
    assert outcome.end_to_end_s == pytest.approx(2.5)  # when the answer chunk arrived in the stream
    assert outcome.delivered and outcome.ended and not outcome.duplicated


def test_a_streamed_answer_plus_a_posted_copy_is_a_duplicate() -> None:
    both = [
        Posted(100.1, SUMMARY),
        Posted(100.5, STREAMED, stream="stopped", text_at=102.5),
        Posted(103.0, "chunk one"),
    ]
    outcome = score_conversation(100.0, both, ANSWERS, STREAMED)
    assert outcome.delivered and outcome.duplicate_chunks == 1 and outcome.duplicated
    twice = [Posted(100.1, SUMMARY), *[Posted(100.5, STREAMED, stream="stopped", text_at=101.0)] * 2]
    assert score_conversation(100.0, twice, ANSWERS, STREAMED).duplicate_chunks == 2


def test_an_open_stream_neither_delivers_nor_ends_the_conversation() -> None:
    stuck = [Posted(100.1, SUMMARY), Posted(100.5, STREAMED, stream="open", text_at=102.5)]
    outcome = score_conversation(100.0, stuck, ANSWERS, STREAMED)
    assert not outcome.delivered and not outcome.ended and outcome.open_streams == 1
    other = [Posted(100.1, SUMMARY), Posted(100.5, "## 다른 답", stream="stopped", text_at=101.0)]
    assert not score_conversation(100.0, other, ANSWERS, STREAMED).delivered


def _outcome(first: float, e2e: float, *, gap: float = 1.6, delivered: bool = True) -> Outcome:
    return Outcome(
        first_progress_s=first,
        progress_messages=1,
        edits=1,
        min_gap_s=gap,
        answer_chunks=1 if delivered else 0,
        expected_chunks=1,
        duplicate_chunks=0,
        end_to_end_s=e2e if delivered else None,
        settled_s=e2e + 1,
        tools_shown=1,
        ended=True,
    )


def test_summarize_computes_percentiles_and_judges_every_target() -> None:
    outcomes = [_outcome(0.05 * (i + 1), 4.0 + 0.1 * i) for i in range(3)]
    report = summarize(
        "slack", outcomes, latency_s=0.99, floor=FLOOR, throttled=Counter(), api_calls=Counter(), usage=USAGE
    )
    assert report.first_progress.p50 == pytest.approx(0.1)
    assert report.first_progress.p95 == pytest.approx(0.15)
    assert report.ratio.max == pytest.approx(4.2 / 4.0)
    assert (report.delivered, report.duplicates, report.progress_missing, report.unsettled) == (3, 0, 0, 0)
    assert {t.name: t.passed for t in report.targets} == {
        "first progress p95": True,
        "platform 429s": True,
        "min gap between edits": True,
        "answers delivered": True,
        "duplicates": True,
        "end-to-end / floor p95": True,
    }
    assert report.passed

    worse = [_outcome(0.5, 5.0, gap=1.2), _outcome(0.1, 4.0, delivered=False)]
    report = summarize(
        "telegram",
        worse,
        latency_s=0.99,
        floor=FLOOR,
        throttled=Counter({"sendMessage": 2}),
        api_calls=Counter(),
        usage=USAGE,
    )
    assert [t.name for t in report.targets if not t.passed] == [
        "first progress p95",
        "platform 429s",
        "min gap between edits",
        "answers delivered",
        "end-to-end / floor p95",  # only one of two answers has a ratio
    ]
    assert "FAIL" in format_report(report)


def test_first_replies_are_judged_against_the_send_rate_floor() -> None:
    assert first_reply_floor(50, 0.95, 30) == pytest.approx(1.6)  # the 48th of 50 at 30 a second
    assert first_reply_floor(50, 0.5, 30) == pytest.approx(25 / 30)
    assert first_reply_floor(200, 0.95, 30) == pytest.approx(190 / 30)
    outcomes = [_outcome(0.036 * (i + 1), 4.0) for i in range(50)]  # p95: the 48th, 1.73 s
    counters: dict[str, Any] = {"throttled": Counter(), "api_calls": Counter(), "usage": USAGE}
    telegram = summarize("telegram", outcomes, latency_s=0.99, floor=FLOOR, send_rate=30, **counters)
    slack = summarize("slack", outcomes, latency_s=0.99, floor=FLOOR, **counters)
    assert telegram.first_floor(0.95) == pytest.approx(1.6)
    assert telegram.first_goal_s == pytest.approx(1.76)
    assert {t.name: t.passed for t in telegram.targets}["first progress p95"]
    assert not {t.name: t.passed for t in slack.targets}["first progress p95"]  # 300 ms there
    assert slack.first_floor(0.95) is None
    assert "833 / 1600 ms at 30 messages/s" in format_report(telegram)
    table = first_reply_table([telegram, slack])
    assert "| telegram | 50 | 900 / 1,728 ms | 833 / 1,600 ms | 1.08× | 0 | 1.60 s |" in table
    assert "| slack | 50 | 900 / 1,728 ms | — | — | 0 | 1.60 s |" in table


def test_percentile_is_nearest_rank() -> None:
    assert percentile([3.0, 1.0, 2.0], 0.5) == 2.0
    assert percentile([1.0, 2.0, 3.0, 4.0], 0.95) == 4.0
    assert math.isnan(percentile([], 0.5))


def test_scripted_answers_have_the_asked_size() -> None:
    assert 2_500 <= len(ANSWER) <= 3_000
    assert 11_000 <= len(scripted_answer(12_000)) <= 12_000
    assert "|---" in ANSWER


@pytest.mark.parametrize("platform", ["slack", "telegram"])
async def test_a_tiny_load_runs_through_the_real_bot(platform: str, tmp_path: Path) -> None:
    config = BenchConfig(conversations=3, latency_s=0.001, timeout_s=60, floor_samples=1)
    report = await run_platform(platform, config, tmp_path)
    assert report.conversations == 3
    assert report.floor.model_calls == 4
    assert report.floor.tool_calls == 1
    assert report.progress_missing == 0
    assert report.unsettled == 0
    assert report.delivered == 3
    if platform == "slack":  # each answer arrived in its run's stream, stopped once
        assert report.api_calls["chat.startStream"] == report.api_calls["chat.stopStream"] == 3
    assert report.with_tools == 3  # the agent ran a tool: the quick path did not answer
    assert report.duplicates == 0
    assert report.throttled == {}
    assert report.edits_max >= 1  # at least the final summary edit
    assert report.min_gap_s is not None
    assert report.end_to_end.n == report.ratio.n == 3
    assert report.agent_alone is not None
    assert report.agent_alone.n == 3
    assert report.cpu_s > 0
    assert report.peak_rss_mb > 0
    assert report.bot_errors == {}
    assert len(report.targets) == 6
