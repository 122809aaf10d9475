"""Slack streams under load: N questions at once, Slack's rate tiers on, every run must show a live
step and answer once, with no 429.

    python -m evals.bench_slack_stream [--conversations 100] [--latency 1.0] [--json out.json]

The bot runs in this process as ``dexter serve`` runs it over HTTP (Bolt's aiohttp app, the relay, one
``SlackPort``) with the load benchmark's scripted model (``bench_load_model.ConversationModel``: four
model calls of ``latency`` seconds, a real ``korean_financial_metrics`` call on the offline bundle, a
~3,000-character answer with tables). ``FakeSlack`` counts every method as Slack does
(``SLACK_TIERS``: chat.startStream/stopStream 20, chat.update 50, chat.appendStream 100 a minute for
the workspace; ``assistant.threads.setStatus`` per thread) and answers 429 + Retry-After past them.

A run shows a live step when, before its answer appeared, its stream showed a tool card running, its
status line named the running tool ("지표를 계산하는 중…"), or its progress message showed a tool row.
Reported: answers (exactly once each), live steps, streamed runs (the Tier 2 start budget decides how
many), 429s by method, calls by method, time until every answer was out and until every progress
message was final (chat.update's 50 a minute paces the summary lines: ~2 minutes for 100 runs).
Exit status 0 when every run answered once, showed a live step, and no call was refused.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import tempfile
import time
from collections import Counter
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import httpx

from core.config import Settings
from core.faces import FACES
from evals.bench_load_bot import slack_bot
from evals.bench_load_model import QUESTION, ConversationModel, open_bench_runtime
from evals.emulators.slack import SLACK_THREAD_LIMITS, SLACK_TIERS, FakeSlack, Message
from evals.emulators.slack_events import app_mention
from evals.emulators.slack_signing import signed_event_request

TOKEN = "xoxb-" + "bench-stream"  # built, so no token-shaped literal is committed
SECRET = "bench-stream-signing-secret-0123"
MARKER = "영업이익률 분석"  # in the scripted answer's first heading


@dataclass(slots=True)
class StreamLoad:
    conversations: int
    answered_once: int = 0
    duplicates: int = 0
    live_steps: int = 0
    streamed: int = 0
    throttled: dict[str, int] = field(default_factory=dict)
    calls: dict[str, int] = field(default_factory=dict)
    answers_out_s: float = 0.0
    settled_s: float = 0.0

    @property
    def ok(self) -> bool:
        n = self.conversations
        return self.answered_once == n and self.live_steps == n and not self.throttled


def _answers(messages: list[Message]) -> list[Message]:
    return [m for m in messages if MARKER in m.text + json.dumps(m.blocks or [], ensure_ascii=False)]


def _answered_at(message: Message) -> float:
    """When the answer appeared: a stream's answer chunk, or the post."""
    for at, chunk in zip(message.chunk_at, message.chunks, strict=False):
        if chunk.get("type") == "markdown_text" and MARKER in str(chunk.get("text", "")):
            return at
    return message.posted_at


def live_step(fake: FakeSlack, channel: str, thread: str) -> bool:
    """Whether a tool step was visible while the run was live (see the module docstring)."""
    messages = fake.thread(channel, thread)
    answers = _answers(messages)
    if not answers:
        return False
    answered = min(_answered_at(m) for m in answers)
    labels = {face.label for face in FACES.values()}
    for message in messages:
        for at, chunk in zip(message.chunk_at, message.chunks, strict=False):
            running = chunk.get("type") == "task_update" and chunk.get("status") == "in_progress"
            if running and chunk.get("title") in labels and at < answered:
                return True
        if any(e.at < answered and any(f"⏳ {label}" in e.text for label in labels) for e in message.edits):
            return True
    tool_statuses = {face.status for face in FACES.values()}
    return any(
        s["thread_ts"] == thread and s["status"] in tool_statuses and s["at"] < answered
        for s in fake.statuses
    )


async def run_load(conversations: int, latency_s: float, home: Path, *, channels: int = 10) -> StreamLoad:
    """Ask ``conversations`` questions at once and score what Slack received."""
    async with FakeSlack(
        token=TOKEN, rate_limits=SLACK_TIERS, thread_rate_limits=SLACK_THREAD_LIMITS
    ) as fake:
        settings = Settings(
            DEXTER_HOME=str(home),
            DEXTER_OFFLINE="1",
            SLACK_BOT_TOKEN=TOKEN,
            SLACK_SIGNING_SECRET=SECRET,
            SLACK_API_URL=fake.api_url,
            DEXTER_MAX_CONCURRENT_RUNS=str(max(1, conversations)),
            DEXTER_USER_DAILY_RUNS=str(max(50, conversations * 2)),
            DEXTER_EDIT_INTERVAL_S="1.5",
        )
        runtime = await open_bench_runtime(settings, ConversationModel(latency_s=latency_s))
        threads: list[tuple[str, str]] = []
        async with runtime, slack_bot(settings, runtime) as (relay, url), httpx.AsyncClient() as http:
            bodies = []
            for index in range(conversations):
                body = app_mention(QUESTION, channel=f"C{index % channels:04d}LOAD", user=f"U{index:06d}L")
                threads.append((str(body["event"]["channel"]), str(body["event"]["ts"])))
                bodies.append(body)
            started = time.monotonic()

            async def send(body: dict[str, Any]) -> None:
                headers, raw = signed_event_request(SECRET, body)
                (await http.post(url, content=raw.encode(), headers=headers, timeout=60)).raise_for_status()

            await asyncio.gather(*(send(body) for body in bodies))
            answers_out = 0.0
            while relay.runs.pending:
                if not answers_out and all(_answers(fake.thread(c, t)) for c, t in threads):
                    answers_out = time.monotonic() - started
                await asyncio.sleep(0.05)
            settled = time.monotonic() - started
        result = StreamLoad(conversations, answers_out_s=answers_out or settled, settled_s=settled)
        for channel, thread in threads:
            answers = len(_answers(fake.thread(channel, thread)))
            result.answered_once += answers == 1
            result.duplicates += max(0, answers - 1)
            result.live_steps += live_step(fake, channel, thread)
            result.streamed += any(m.stream != "none" for m in fake.thread(channel, thread))
        result.throttled = dict(Counter(fake.rate_limited))
        result.calls = dict(Counter(fake.calls))
        return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--conversations", type=int, default=100)
    parser.add_argument("--latency", type=float, default=1.0)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as home:
        result = asyncio.run(run_load(args.conversations, args.latency, Path(home)))
    n = result.conversations
    print(f"Slack streams, {n} questions at once (Slack's rate tiers on)")
    print(f"  answered once      {result.answered_once}/{n}  (duplicates {result.duplicates})")
    print(
        f"  live tool step     {result.live_steps}/{n}  (streamed {result.streamed}, the rest by status/edits)"
    )
    print(f"  429s               {sum(result.throttled.values())}  {result.throttled or ''}")
    print(
        f"  answers out after  {result.answers_out_s:.1f} s; every progress message final after {result.settled_s:.1f} s"
    )
    print("  calls              " + ", ".join(f"{k} {v}" for k, v in sorted(result.calls.items())))
    if args.json is not None:
        args.json.write_text(json.dumps(asdict(result), ensure_ascii=False, indent=2), encoding="utf-8")
    return 0 if result.ok else 1


if __name__ == "__main__":
    sys.exit(main())
