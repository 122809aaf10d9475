"""What the load benchmark computes from the emulator's records, and how it prints it.

``score_conversation`` turns one conversation's posted messages into an ``Outcome`` (first progress
latency, progress messages, edits and their gaps, answer chunks, end-to-end time); ``summarize``
folds the outcomes of one platform into a ``PlatformReport`` with the targets' verdicts.

Conventions: the progress message is every bot message that is neither an answer chunk nor a stream
(so a second progress message shows up as a duplicate); a stopped stream whose Markdown is the whole
answer (Slack) is one copy of every chunk, so a streamed answer plus a posted copy is a duplicate; a
stream left open keeps the conversation from having ended; edit gaps start from the post (the relay's
editor counts the post as the first send), so the post → first edit gap counts as well; end-to-end is
the event to the first complete copy of the answer (its last chunk, or the stream's answer chunk);
the ratio to the floor is taken per conversation.

The first reply's floor, on a platform that limits the bot's messages a second (Telegram, ``send_rate``
≈ 30): N first replies at once cannot all leave at once, the k-th is not out before k / rate seconds
(48 / 30 = 1.6 s for the 48th of 50, the p95). There the first-reply target is p95 ≤ 1.1 × that floor
(never below the 300 ms every platform must meet).
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from itertools import pairwise
from typing import Any

from evals.bench_load_model import Floor
from evals.bench_load_platforms import Posted

FIRST_PROGRESS_P95_S = 0.300
FIRST_REPLY_FLOOR_RATIO = 1.10
MIN_EDIT_GAP_S = 1.5
E2E_FLOOR_RATIO = 1.10
#: How a progress message in an end state starts (done, failed, cancelled).
END_STATES = ("✅", "⚠️", "⏹")
_TOOLS_IN_SUMMARY = re.compile(r"도구 (\d+)회")


def first_reply_floor(conversations: int, fraction: float, send_rate: float) -> float:
    """Seconds before the first reply at percentile ``fraction`` of ``conversations`` asked at once can
    leave, at ``send_rate`` messages a second: its nearest rank over the rate."""
    return max(1, math.ceil(fraction * conversations)) / send_rate


def percentile(values: Sequence[float], fraction: float) -> float:
    """Nearest-rank percentile (``fraction`` in 0..1); NaN for no values."""
    if not values:
        return math.nan
    ordered = sorted(values)
    rank = max(1, math.ceil(fraction * len(ordered)))
    return ordered[min(rank, len(ordered)) - 1]


@dataclass(frozen=True, slots=True)
class Outcome:
    """One conversation as the user saw it (seconds are relative to the event being sent)."""

    first_progress_s: float | None
    progress_messages: int
    edits: int
    min_gap_s: float | None
    answer_chunks: int
    expected_chunks: int
    duplicate_chunks: int
    end_to_end_s: float | None
    settled_s: float | None
    tools_shown: int
    ended: bool
    open_streams: int = 0

    @property
    def delivered(self) -> bool:
        return self.answer_chunks == self.expected_chunks and self.end_to_end_s is not None

    @property
    def duplicated(self) -> bool:
        return self.duplicate_chunks > 0 or self.progress_messages > 1


def score_conversation(
    sent_at: float, posted: Sequence[Posted], expected: Sequence[str], streamed: str | None = None
) -> Outcome:
    """Score one conversation from its bot messages and the answer chunk texts it should contain
    (``streamed``: the answer's Markdown as a stream shows it, on a platform that streams)."""
    wanted = Counter(expected)
    seen: Counter[str] = Counter()
    answers: list[Posted] = []
    progress: list[Posted] = []
    streams = [m for m in posted if m.stream]
    in_streams = [
        m.text_at if m.text_at is not None else m.at
        for m in streams
        if m.stream == "stopped" and streamed is not None and m.text == streamed
    ]
    for message in posted:
        if message.stream:
            continue  # a live view: the answer (counted above) or steps, never a progress message
        if message.text in wanted:
            seen[message.text] += 1
            answers.append(message)
        else:
            progress.append(message)
    in_chunks = sum(min(seen[text], count) for text, count in wanted.items())
    answer_chunks = len(expected) if in_streams else in_chunks
    copies = len(in_streams) * len(expected) + sum(seen.values())
    complete = [*in_streams]
    if answers and all(seen[text] >= count for text, count in wanted.items()):
        complete.append(max(m.at for m in answers))
    first = progress[0] if progress else None
    gaps = [b - a for a, b in pairwise([first.at, *first.edits])] if first else []
    settled = (
        (first.edits[-1] if first.edits else first.at)
        if first and first.text.startswith(END_STATES)
        else None
    )
    tools = _TOOLS_IN_SUMMARY.search(first.text) if first else None
    open_streams = sum(m.stream == "open" for m in streams)
    return Outcome(
        first_progress_s=first.at - sent_at if first else None,
        progress_messages=len(progress),
        edits=len(first.edits) if first else 0,
        min_gap_s=min(gaps) if gaps else None,
        answer_chunks=answer_chunks,
        expected_chunks=len(expected),
        duplicate_chunks=copies - answer_chunks,
        end_to_end_s=min(complete) - sent_at if complete else None,
        settled_s=settled - sent_at if settled is not None else None,
        tools_shown=int(tools.group(1)) if tools else 0,
        ended=first is not None and first.text.startswith(END_STATES) and not open_streams,
        open_streams=open_streams,
    )


@dataclass(frozen=True, slots=True)
class Target:
    name: str
    goal: str
    value: str
    passed: bool


@dataclass(frozen=True, slots=True)
class Spread:
    """p50/p95/p99/max of a list of seconds (or ratios); NaN when empty."""

    p50: float
    p95: float
    p99: float
    max: float
    n: int

    @classmethod
    def of(cls, values: Sequence[float]) -> Spread:
        top = max(values) if values else math.nan
        return cls(
            percentile(values, 0.5), percentile(values, 0.95), percentile(values, 0.99), top, len(values)
        )


@dataclass(frozen=True, slots=True)
class PlatformReport:
    platform: str
    conversations: int
    latency_s: float
    floor: Floor
    first_progress: Spread
    end_to_end: Spread
    ratio: Spread
    settled: Spread
    edits_mean: float
    edits_max: int
    min_gap_s: float | None
    throttled: dict[str, int]
    delivered: int
    duplicates: int
    progress_missing: int
    unsettled: int
    with_tools: int
    wall_s: float
    cpu_s: float
    peak_rss_mb: float
    rss_growth_mb: float
    api_calls: dict[str, int]
    bot_errors: dict[str, int] = field(default_factory=dict)
    #: The agent alone, every conversation's run at once (no relay, no platform): seconds per run.
    agent_alone: Spread | None = None
    #: The platform's messages a second per bot, when it has such a limit (the first reply's floor).
    send_rate: float | None = None
    targets: list[Target] = field(default_factory=list)

    def first_floor(self, fraction: float) -> float | None:
        """The first reply's floor at percentile ``fraction`` (None without a send rate)."""
        if self.send_rate is None:
            return None
        return first_reply_floor(self.conversations, fraction, self.send_rate)

    @property
    def first_goal_s(self) -> float:
        """The first-reply p95 target: 300 ms, or 1.1 × the floor where the send rate makes it longer."""
        floor = self.first_floor(0.95)
        return (
            FIRST_PROGRESS_P95_S
            if floor is None
            else max(FIRST_PROGRESS_P95_S, FIRST_REPLY_FLOOR_RATIO * floor)
        )

    @property
    def passed(self) -> bool:
        return all(t.passed for t in self.targets)

    def as_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["floor"]["tools_s"] = self.floor.tools_s
        data["passed"] = self.passed
        return data


@dataclass(frozen=True, slots=True)
class Usage:
    """Process figures over the load phase."""

    wall_s: float
    cpu_s: float
    peak_rss_mb: float
    rss_growth_mb: float


def summarize(
    platform: str,
    outcomes: Sequence[Outcome],
    *,
    latency_s: float,
    floor: Floor,
    throttled: Counter[str],
    api_calls: Counter[str],
    usage: Usage,
    bot_errors: Counter[str] | None = None,
    agent_alone: Sequence[float] = (),
    send_rate: float | None = None,
) -> PlatformReport:
    """Fold the outcomes of one platform into a report and judge the targets."""
    firsts = [o.first_progress_s for o in outcomes if o.first_progress_s is not None]
    e2e = [o.end_to_end_s for o in outcomes if o.end_to_end_s is not None]
    gaps = [o.min_gap_s for o in outcomes if o.min_gap_s is not None]
    settled = [o.settled_s for o in outcomes if o.settled_s is not None]
    edits = [o.edits for o in outcomes]
    report = PlatformReport(
        platform=platform,
        conversations=len(outcomes),
        latency_s=latency_s,
        floor=floor,
        first_progress=Spread.of(firsts),
        end_to_end=Spread.of(e2e),
        ratio=Spread.of([seconds / floor.seconds for seconds in e2e] if floor.seconds > 0 else []),
        settled=Spread.of(settled),
        edits_mean=sum(edits) / len(edits) if edits else 0.0,
        edits_max=max(edits, default=0),
        min_gap_s=min(gaps) if gaps else None,
        throttled=dict(throttled),
        delivered=sum(o.delivered for o in outcomes),
        duplicates=sum(o.duplicated for o in outcomes),
        progress_missing=len(outcomes) - len(firsts),
        unsettled=sum(not o.ended for o in outcomes),
        with_tools=sum(o.tools_shown > 0 for o in outcomes),
        wall_s=usage.wall_s,
        cpu_s=usage.cpu_s,
        peak_rss_mb=usage.peak_rss_mb,
        rss_growth_mb=usage.rss_growth_mb,
        api_calls=dict(api_calls),
        bot_errors=dict(bot_errors or {}),
        agent_alone=Spread.of(agent_alone) if agent_alone else None,
        send_rate=send_rate,
    )
    report.targets.extend(_judge(report))
    return report


def _judge(r: PlatformReport) -> list[Target]:
    n = r.conversations
    refused = sum(r.throttled.values())
    first_ok = r.progress_missing == 0 and r.first_progress.p95 <= r.first_goal_s
    gap_ok = r.min_gap_s is None or r.min_gap_s >= MIN_EDIT_GAP_S
    return [
        Target("first progress p95", f"≤ {r.first_goal_s * 1000:.0f} ms",
               f"{r.first_progress.p95 * 1000:.0f} ms" + _missing(r.progress_missing), first_ok),
        Target("platform 429s", "0", str(refused), refused == 0),
        Target("min gap between edits", f"≥ {MIN_EDIT_GAP_S:.1f} s", _seconds(r.min_gap_s), gap_ok),
        Target("answers delivered", f"{n}/{n}", f"{r.delivered}/{n}", r.delivered == n),
        Target("duplicates", "0", str(r.duplicates), r.duplicates == 0),
        Target("end-to-end / floor p95", f"≤ {E2E_FLOOR_RATIO:.2f}×", f"{r.ratio.p95:.3f}×",
               r.ratio.n == n and r.ratio.p95 <= E2E_FLOOR_RATIO),
    ]  # fmt: skip


def _alone(r: PlatformReport) -> str:
    a, floor = r.agent_alone, r.floor.seconds
    if a is None or floor <= 0:
        return "not measured"
    seconds = " / ".join(f"{v:.2f}" for v in (a.p50, a.p95, a.max))
    ratios = " / ".join(f"{v / floor:.2f}" for v in (a.p50, a.p95, a.max))
    return f"p50/p95/max {seconds} s = {ratios} × floor (no relay, no platform)"


def _errors(errors: dict[str, int]) -> str:
    if not errors:
        return "none"
    top = sorted(errors.items(), key=lambda item: -item[1])[:3]
    more = f" (+{len(errors) - 3} kinds)" if len(errors) > 3 else ""
    return f"{sum(errors.values())}: " + "; ".join(f"{name} ×{count}" for name, count in top) + more


def _floor(r: PlatformReport) -> str:
    p50, p95 = r.first_floor(0.5), r.first_floor(0.95)
    if p50 is None or p95 is None:
        return "none (no per-bot message rate)"
    ratios = f"{r.first_progress.p50 / p50:.2f} / {r.first_progress.p95 / p95:.2f} × floor"
    return f"{p50 * 1000:.0f} / {p95 * 1000:.0f} ms at {r.send_rate:g} messages/s · measured = {ratios}"


def _missing(count: int) -> str:
    return f" ({count} never shown)" if count else ""


def _seconds(value: float | None) -> str:
    return "—" if value is None else f"{value:.2f} s"


def _ms(spread: Spread) -> str:
    return " / ".join(f"{v * 1000:.0f}" for v in (spread.p50, spread.p95, spread.p99, spread.max)) + " ms"


def _s(spread: Spread) -> str:
    return " / ".join(f"{v:.2f}" for v in (spread.p50, spread.p95, spread.p99, spread.max)) + " s"


def _x(spread: Spread) -> str:
    return " / ".join(f"{v:.3f}" for v in (spread.p50, spread.p95, spread.p99, spread.max)) + " ×"


def format_report(r: PlatformReport) -> str:
    """The human table: every figure, then each target with PASS/FAIL."""
    n = r.conversations
    f = r.floor
    calls = ", ".join(f"{method} {count}" for method, count in sorted(r.api_calls.items()))
    rows = [
        ("conversations", f"{n} at once · scripted latency {r.latency_s:g} s per model call"),
        ("floor (agent alone)", f"{f.seconds:.3f} s = model {f.model_s:.2f} s ({f.model_calls} calls) "
                                f"+ tools/agent {f.tools_s:.3f} s (median of {len(f.samples)} direct runs)"),
        ("agent alone, all N at once", _alone(r)),
        ("first progress p50/p95/p99/max", _ms(r.first_progress) + _missing(r.progress_missing)),
        ("first reply floor p50/p95", _floor(r)),
        ("end-to-end p50/p95/p99/max", _s(r.end_to_end)),
        ("end-to-end / floor p50/p95/p99/max", _x(r.ratio)),
        ("progress settled p50/p95/p99/max", _s(r.settled) + "  (event → final summary edit)"
                                             + (f" · {r.unsettled} never settled" if r.unsettled else "")),
        ("edits per progress message", f"mean {r.edits_mean:.2f} · max {r.edits_max}"),
        ("min gap between two edits", _seconds(r.min_gap_s) + "  (post counts as the first send)"),
        ("platform 429s", ", ".join(f"{m} {c}" for m, c in r.throttled.items()) or "0"),
        ("answers delivered / expected", f"{r.delivered}/{n} · runs showing tool calls {r.with_tools}/{n}"),
        ("duplicates", f"{r.duplicates} conversations"),
        ("wall time (load phase)", f"{r.wall_s:.1f} s"),
        ("CPU", f"{r.cpu_s:.2f} s total · {r.cpu_s / max(1, n) * 1000:.1f} ms per run"),
        ("peak RSS", f"{r.peak_rss_mb:.0f} MB · grew {r.rss_growth_mb:.0f} MB during the load "
                     f"({r.rss_growth_mb / max(1, n) * 1024:.0f} KB per run)"),
        ("API calls", calls),
        ("bot errors logged", _errors(r.bot_errors)),
    ]  # fmt: skip
    width = max(len(label) for label, _ in rows)
    lines = [f"== {r.platform} ==", *(f"  {label:<{width}}  {value}" for label, value in rows)]
    lines.append("  targets:")
    for t in r.targets:
        lines.append(f"    {'PASS' if t.passed else 'FAIL'}  {t.name:<24} {t.value:<16} (goal {t.goal})")
    return "\n".join(lines)


def first_reply_table(reports: Sequence[PlatformReport]) -> str:
    """First replies against their floor, one row per platform and size (Markdown)."""
    rows = [
        "| platform | at once | first reply p50 / p95 | floor p50 / p95 | p95 ÷ floor | 429s | min edit gap |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    for r in reports:
        p50, p95 = r.first_floor(0.5), r.first_floor(0.95)
        first = f"{r.first_progress.p50 * 1000:,.0f} / {r.first_progress.p95 * 1000:,.0f} ms"
        floor = "—" if p50 is None or p95 is None else f"{p50 * 1000:,.0f} / {p95 * 1000:,.0f} ms"
        ratio = "—" if p95 is None else f"{r.first_progress.p95 / p95:.2f}×"
        refused = sum(r.throttled.values())
        rows.append(
            f"| {r.platform} | {r.conversations} | {first} | {floor} | {ratio} | {refused} | {_seconds(r.min_gap_s)} |"
        )
    return "\n".join(rows)
