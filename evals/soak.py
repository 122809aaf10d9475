"""Soak: many questions through one long-lived relay, with memory sampled as it goes.

``python -m evals.soak`` (``-n 1000 --every 100``) sends ``n`` questions through ``Relay.from_runtime``
— journal, conversation memory, quota and data cache in a real SQLite store under a temporary
``DEXTER_HOME`` — to an in-memory platform port, ``CONCURRENCY`` conversations at a time. Questions
alternate between the keyless quick path (figures, comparisons, company cards on the offline bundle)
and the agent (the load benchmark's ``ConversationModel``: four scripted model calls, real tools on the
recorded data, a scratchpad file per run). Edit pacing runs on a warped clock, so nothing waits for real.

After every ``every`` questions, with the relay idle and after ``gc.collect()``: Python heap in use
(``tracemalloc``), RSS, threads, database size and scratchpad files. The slope is a least-squares fit
over the samples after the first (the first ``every`` questions warm the caches, the company index and
the imports up).

Pass/fail (exit status 1 on failure): every question answered, and the Python heap slope at most
``MAX_HEAP_B_PER_Q`` (1 KiB per question). Why that number: what a run could leak is at least one
answer (~3,000 Korean characters, ~6 KB as a ``str``) or one run's state and events (several KB); a
real per-run leak therefore shows as ≥ 3 KB a question, while allocator noise and bounded caches
filling up stay well under 1 KB — the largest is the relay's in-memory dedup LRU, ~165 B a question
until its 10,000 keys are reached (with it capped at 100 keys the slope over 1,000 questions drops
to ~30 B a question). RSS is reported, not gated: the allocator keeps freed arenas, so RSS
moves in steps that say little about a slope over a few hundred questions. The store and scratchpads
do grow on disk with every question — that is what ``core.retention`` prunes after
``DEXTER_RETENTION_DAYS``.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import sys
import tempfile
import threading
import time
import tracemalloc
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path

from bots.relay.ports import Inbound, ReplyTarget
from bots.relay.relay import Relay
from bots.relay.retention import prune_relay
from core.clock import VirtualClock, now_kst
from core.config import Settings
from core.logging import configure_logging
from core.retention import prune
from evals.bench_load_model import QUESTION, ConversationModel, open_bench_runtime

CONCURRENCY = 20
MAX_HEAP_B_PER_Q = 1_024.0
QUICK_QUESTIONS = (
    "삼성전자 2023년 영업이익률은?",
    "SK하이닉스와 삼성전자 2024년 영업이익 비교",
    "005930",
    "카카오 2023년 매출액은?",
    "현대자동차 2024년 부채비율은?",
)


class SoakPort:
    """An in-memory platform that keeps counts, not texts (the fake must not grow with the soak)."""

    def __init__(self) -> None:
        self.posts = 0
        self.edits = 0
        self.answers = 0
        self.answer_chars = 0
        self._ids = 0

    @property
    def workspace(self) -> str:
        return "soak"

    def min_edit_interval_s(self, target: ReplyTarget) -> float:
        return 1.5

    async def post_progress(self, target: ReplyTarget, text: str, *, run_id: str, lang: str = "ko") -> str:
        self.posts += 1
        self._ids += 1
        return str(self._ids)

    async def edit_progress(self, target: ReplyTarget, message_id: str, text: str, *, final: bool) -> None:
        self.edits += 1

    def render_answer(self, markdown: str) -> list[str]:
        return [markdown]

    async def post_chunk(
        self, target: ReplyTarget, chunk: str, *, run_id: str, last: bool, lang: str = "ko"
    ) -> str:
        self.answers += 1
        self.answer_chars += len(chunk)
        return f"a{self.answers}"


@dataclass(frozen=True, slots=True)
class Sample:
    questions: int
    heap_kb: float
    rss_mb: float
    threads: int
    db_kb: float
    scratchpads: int


@dataclass
class SoakReport:
    questions: int
    answered: int
    agent_runs: int
    seconds: float
    samples: list[Sample] = field(default_factory=list)
    heap_b_per_q: float = 0.0
    rss_b_per_q: float = 0.0
    max_heap_b_per_q: float = MAX_HEAP_B_PER_Q
    pruned: dict[str, int] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return self.answered == self.questions and self.heap_b_per_q <= self.max_heap_b_per_q


def rss_mb() -> float:
    """Resident set size now (Linux ``/proc``; elsewhere the peak from ``getrusage``)."""
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, IndexError):
        import resource

        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / 2**20 if sys.platform == "darwin" else peak / 1024


def slope(points: Sequence[tuple[float, float]]) -> float:
    """Least-squares slope of y over x (0 with fewer than two distinct x)."""
    if len(points) < 2:
        return 0.0
    mean_x = sum(x for x, _ in points) / len(points)
    mean_y = sum(y for _, y in points) / len(points)
    var = sum((x - mean_x) ** 2 for x, _ in points)
    if var == 0:
        return 0.0
    return sum((x - mean_x) * (y - mean_y) for x, y in points) / var


def question(number: int) -> tuple[str, bool]:
    """The ``number``-th question and whether it goes to the agent (every other one)."""
    if number % 2:
        return QUESTION, True
    return QUICK_QUESTIONS[(number // 2) % len(QUICK_QUESTIONS)], False


def inbound(number: int, text: str) -> Inbound:
    chat = str(1_000 + number % CONCURRENCY)
    return Inbound(
        "telegram",
        ("telegram", chat, ""),
        f"u{chat}",
        text,
        ReplyTarget("telegram", chat, "", str(number)),
        dedup_keys=(f"update:{number}",),
    )


def _sample(questions: int, home: Path) -> Sample:
    gc.collect()
    heap = tracemalloc.get_traced_memory()[0] / 1024 if tracemalloc.is_tracing() else 0.0
    db = sum(p.stat().st_size for p in home.glob("dexter.db*")) / 1024
    pads = home / "scratchpad"
    return Sample(
        questions=questions,
        heap_kb=round(heap, 1),
        rss_mb=round(rss_mb(), 1),
        threads=threading.active_count(),
        db_kb=round(db, 1),
        scratchpads=sum(1 for _ in pads.glob("*.jsonl")) if pads.is_dir() else 0,
    )


async def soak(
    n: int, *, every: int = 100, home: Path, max_heap_b_per_q: float = MAX_HEAP_B_PER_Q
) -> SoakReport:
    """Send ``n`` questions through a relay over a store in ``home``; sample after every ``every``."""
    if n < 1 or every < 1:
        raise ValueError("n and every must be at least 1")
    settings = Settings(
        DEXTER_HOME=str(home),
        DEXTER_OFFLINE="1",
        DEXTER_USER_DAILY_RUNS="0",
        DEXTER_MAX_CONCURRENT_RUNS=str(CONCURRENCY),
    )
    port, clock = SoakPort(), VirtualClock.warped()
    report = SoakReport(n, 0, 0, 0.0, max_heap_b_per_q=max_heap_b_per_q)
    started = time.perf_counter()
    async with await open_bench_runtime(settings, ConversationModel(latency_s=0.0)) as runtime:
        relay = Relay.from_runtime(runtime, port, clock=clock, sleep=clock.sleep)
        async with relay:
            sent = 0
            while sent < n:
                batch = min(CONCURRENCY, n - sent, every - sent % every)
                for number in range(sent, sent + batch):
                    text, agent = question(number)
                    report.agent_runs += agent
                    if not await relay.handle(inbound(number, text)):
                        raise RuntimeError(f"question {number} was taken for a duplicate")
                await relay.wait_idle()
                sent += batch
                if sent % every == 0 or sent == n:
                    report.samples.append(_sample(sent, home))
        # retention over what the real relay wrote: with a zero period everything finished goes
        report.pruned = await prune(
            runtime.data.store,
            now=now_kst(),
            retention_days=0,
            scratchpad_dir=settings.scratchpad_dir,
            scratchpad_days=0,
            pruners=(prune_relay,),
        )
    report.seconds = round(time.perf_counter() - started, 1)
    report.answered = port.answers
    steady = report.samples[1:]
    report.heap_b_per_q = round(slope([(s.questions, s.heap_kb * 1024) for s in steady]), 1)
    report.rss_b_per_q = round(slope([(s.questions, s.rss_mb * 2**20) for s in steady]), 1)
    return report


def render(report: SoakReport) -> str:
    lines = [
        f"soak: {report.questions} questions ({report.agent_runs} agent, "
        f"{report.questions - report.agent_runs} quick path) in {report.seconds:.1f} s; "
        f"answered {report.answered}",
        "",
        "| questions | Python heap (KB) | RSS (MB) | threads | store on disk (KB) | scratchpads |",
        "|---:|---:|---:|---:|---:|---:|",
    ]
    lines += [
        f"| {s.questions:,} | {s.heap_kb:,.1f} | {s.rss_mb:,.1f} | {s.threads} | {s.db_kb:,.1f} | {s.scratchpads:,} |"
        for s in report.samples
    ]
    lines += [
        "",
        f"slope after the first sample: heap {report.heap_b_per_q:+,.1f} B/question "
        f"(limit {report.max_heap_b_per_q:,.0f}), RSS {report.rss_b_per_q:+,.1f} B/question (reported only)",
        "retention with a zero period afterwards removed: "
        + ", ".join(f"{kind} {count:,}" for kind, count in report.pruned.items()),
        "result: " + ("PASS" if report.ok else "FAIL"),
    ]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m evals.soak", description=__doc__.split("\n\n")[0])
    parser.add_argument("-n", type=int, default=1_000, help="questions (default 1000)")
    parser.add_argument("--every", type=int, default=100, help="sample every N questions (default 100)")
    parser.add_argument("--max-heap-b-per-q", type=float, default=MAX_HEAP_B_PER_Q, help="heap slope limit")
    parser.add_argument("--json", type=Path, default=None, help="also write the report as JSON here")
    args = parser.parse_args(argv)
    configure_logging(level="WARNING")
    started_tracing = not tracemalloc.is_tracing()
    if started_tracing:
        tracemalloc.start(1)
    try:
        with tempfile.TemporaryDirectory(prefix="dexter-soak-") as tmp:
            report = asyncio.run(
                soak(args.n, every=args.every, home=Path(tmp), max_heap_b_per_q=args.max_heap_b_per_q)
            )
    finally:
        if started_tracing:
            tracemalloc.stop()
    print(render(report))
    if args.json is not None:
        args.json.write_text(json.dumps(asdict(report), ensure_ascii=False, indent=2), encoding="utf-8")
    return 0 if report.ok else 1


if __name__ == "__main__":
    sys.exit(main())
