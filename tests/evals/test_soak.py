"""The soak (evals/soak.py) at a small size: it completes, samples, and its retention pass sees what the
real relay wrote. The memory verdict itself needs the full run (``python -m evals.soak``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from evals.soak import SoakReport, render, slope, soak
from evals.soak import main as soak_main


async def test_small_soak_answers_everything_and_reports_samples(tmp_path: Path) -> None:
    report = await soak(60, every=20, home=tmp_path / "home")
    assert (report.questions, report.answered, report.agent_runs) == (60, 60, 30)
    assert [s.questions for s in report.samples] == [20, 40, 60]
    assert all(s.rss_mb > 0 and s.db_kb > 0 for s in report.samples)
    assert [s.scratchpads for s in report.samples] == [10, 20, 30]  # one per agent run
    # retention with a zero period over the relay's own tables: every finished run and turn goes
    assert report.pruned["relay_runs"] == 60 and report.pruned["relay_turns"] == 60
    assert report.pruned["scratchpads"] == 30
    table = render(report)
    assert "| 60 |" in table and "slope after the first sample" in table


def test_main_prints_the_table_and_writes_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "soak.json"
    # a generous limit: at this size the slope is warm-up noise, not a verdict
    assert soak_main(["-n", "20", "--every", "10", "--max-heap-b-per-q", "1e9", "--json", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "| Python heap (KB) |" in printed and "result: PASS" in printed
    record = json.loads(out.read_text(encoding="utf-8"))
    assert [s["questions"] for s in record["samples"]] == [10, 20]
    assert all(s["heap_kb"] > 0 for s in record["samples"])  # tracemalloc was on


def test_unanswered_questions_fail_the_soak(tmp_path: Path) -> None:
    assert not SoakReport(questions=10, answered=9, agent_runs=5, seconds=1.0).ok
    assert not SoakReport(10, 10, 5, 1.0, heap_b_per_q=2_000.0).ok
    assert SoakReport(10, 10, 5, 1.0, heap_b_per_q=10.0).ok


def test_slope_is_least_squares() -> None:
    assert slope([(100, 10.0), (200, 30.0), (300, 50.0)]) == pytest.approx(0.2)
    assert slope([(100, 5.0)]) == 0.0
