"""What the replica benchmark (``evals.bench_replicas``) found, and its table.

The counts come from three places that must agree: the platforms (what users saw: answers parsed from
the echo model's text, one per question, each naming the earlier answers its model call was shown), the
run journal in PostgreSQL (one run per question, none left unfinished) and the emulators' counters
(429s, KIS token issuances).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from evals.bench_replicas_load import Seen
from evals.emulators.llm_echo import tag


@dataclass
class Report:
    replicas: int
    conversations: int
    messages: int
    delay_s: float
    cap: int
    questions: int = 0
    accepted: int = 0
    answered: int = 0
    lost: list[str] = field(default_factory=list)
    duplicate_answers: int = 0
    duplicate_runs: int = 0
    order_violations: int = 0
    history_violations: int = 0
    left_in_progress_journal: int = 0
    left_in_progress_platform: int = 0
    throttled: int = 0
    throttled_by: dict[str, int] = field(default_factory=dict)
    kis_issuances: int = 0
    kis_answers: int = 0
    stops_pressed: int = 0
    stops_stopped: int = 0
    stop_latency_s: list[float] = field(default_factory=list)
    killed: str = ""
    in_flight_at_kill: int = 0
    recovery_s: float | None = None
    recovery_first_s: float | None = None
    rolling: list[dict[str, Any]] = field(default_factory=list)
    poller_killed: str | None = None
    poller_handoff_s: float | None = None
    poller_answered: str = ""
    throughput_1: float = 0.0
    throughput_n: float = 0.0
    cpu_busy: list[float] = field(default_factory=list)  # the host's CPU busy share in each burst
    deliveries: dict[str, int] = field(default_factory=dict)
    resends: int = 0
    redis_ops_per_run: float | None = None
    pg_connections_peak: int = 0
    wall_s: float = 0.0
    notes: list[str] = field(default_factory=list)

    def as_json(self) -> dict[str, Any]:
        return asdict(self)

    @property
    def speedup(self) -> float:
        return self.throughput_n / self.throughput_1 if self.throughput_1 else 0.0


def check_conversations(report: Report, seen: dict[str, Seen], conversations: range, messages: int) -> None:
    """Answers, duplicates, order and history, from what the platforms show. A question with no answer
    (stopped, or lost — the journal tells) is skipped: the next answer must not list it."""
    for c in conversations:
        answered_before: list[str] = []
        last_at = 0.0
        for m in range(messages):
            current = tag(c, m)
            found = seen.get(current)
            if found is None:
                continue
            report.answered += 1
            report.duplicate_answers += max(0, found.messages - 1)
            if found.prior != tuple(answered_before):
                report.history_violations += 1
            if found.first_at < last_at:
                report.order_violations += 1
            last_at = max(last_at, found.first_at)
            answered_before.append(current)


def _s(value: float | None, unit: str = " s") -> str:
    return "—" if value is None else f"{value:.1f}{unit}"


def format_report(r: Report) -> str:
    rolling = ", ".join(f"{x['replica']} exit {x['exit']} in {x['drain_s']:.1f} s" for x in r.rolling) or "—"
    latency = f"{max(r.stop_latency_s):.1f} s" if r.stop_latency_s else "—"
    rows = [
        ("questions asked (distinct)", f"{r.questions}", ""),
        ("questions accepted (distinct runs in the journal)", f"{r.accepted}", "= asked"),
        ("answered / ⏹ stopped", f"{r.answered} / {r.stops_stopped} of {r.stops_pressed} pressed", "all"),
        ("questions lost (run over without an answer, not ⏹)", f"{len(r.lost)}", "0"),
        ("duplicate answers (platform) / duplicate runs (journal)", f"{r.duplicate_answers} / {r.duplicate_runs}", "0"),
        ("order violations / follow-ups missing history", f"{r.order_violations} / {r.history_violations}", "0"),
        ("left in progress (journal / ⏹ still shown)", f"{r.left_in_progress_journal} / {r.left_in_progress_platform}", "0"),
        ("platform 429s", f"{r.throttled} {r.throttled_by or ''}".strip(), "0"),
        ("KIS token issuances (cold start: price questions on every replica)", f"{r.kis_issuances}", "1"),
        ("price questions answered in the cold start", f"{r.kis_answers}", "all"),
        ("⏹ on another replica: pressed → run over in the journal (max)", latency, "≤ 2 s"),
        (f"kill -9 of {r.killed or '—'}: runs in flight", f"{r.in_flight_at_kill}", ""),
        ("… first / last of them answered, after the kill", f"{_s(r.recovery_first_s)} / {_s(r.recovery_s)}", "≤ 15 s + a run"),
        ("SIGTERM rolling restart", rolling, "exit 0"),
        ("Telegram poller killed: next update answered after", f"{_s(r.poller_handoff_s)} ({r.poller_answered})", ""),
        ("throughput, 1 replica / all (questions/s)", f"{r.throughput_1:.2f} / {r.throughput_n:.2f}", ""),
        ("speed-up", f"{r.speedup:.2f}×", "≥ 2.5×"),
        ("host CPU busy in the bursts, 1 replica / all (cores)", " / ".join(f"{b:.0%}" for b in r.cpu_busy), ""),
        ("deliveries (HTTP status: count) / resent by the 'platform'", f"{dict(sorted(r.deliveries.items()))} / {r.resends}", ""),
        ("Redis commands per answered run", _s(r.redis_ops_per_run, ""), ""),
        ("PostgreSQL connections, peak (all replicas)", f"{r.pg_connections_peak}", ""),
    ]  # fmt: skip
    head = (
        f"== {r.replicas} replicas behind HAProxy: {r.conversations} conversations × {r.messages} messages, "
        f"model {r.delay_s:g} s per call, DEXTER_MAX_CONCURRENT_RUNS={r.cap}, {r.wall_s:.0f} s"
    )
    lines = [head, "", "| figure | result | target |", "|---|---|---|"]
    lines += [f"| {a} | {b} | {c} |" for a, b, c in rows]
    lines += [f"\n- {note}" for note in r.notes]
    return "\n".join(lines)
