"""Replica benchmark: N ``dexter serve`` replicas behind HAProxy on loopback, one PostgreSQL, one Redis.

    python -m evals.bench_replicas [-n 100] [--messages 3] [--replicas 3] [--delay 1.0] [--cap 10]
                                   [--burst 120] [--json out.json]

It starts PostgreSQL and Redis the way the tests do (``evals.services``), runs ``dexter migrate`` once,
then the replicas (each its own ``DEXTER_HOME``; Slack in HTTP mode, Telegram by webhook, the echo model
in its own process at ``--delay`` seconds a call, KIS and OpenDART on loopback) behind HAProxy with the
shipped ``deploy/haproxy/haproxy.cfg`` (``evals.bench_replicas_cluster``). Every delivery is sent twice,
to two different replicas (``evals.bench_replicas_load``). In order:

1. throughput with one replica: ``--burst`` questions at once, until all are answered;
2. the others start; a KIS cold start (three price questions at once, one per replica: one token);
3. throughput with all replicas, the same burst;
4. the scenario: ``-n`` conversations × ``--messages`` (each conversation's messages 1.5 s apart, the
   conversations started over 30 s, half Slack, half Telegram); ⏹ on the first question of four
   conversations, pressed on another replica than the one running it; ``kill -9`` of one replica at
   ~9 s (recovery = until every question it was running is answered; it restarts then); a SIGTERM
   rolling restart of every replica from ~20 s;
5. Telegram by long polling: the replicas restart without the webhook, five questions, the replica
   that polls is killed, five more (the handoff = kill → the first of them answered).

Steps 4 and 5 are ``evals.bench_replicas_scenario``. The table (``evals.bench_replicas_report``) goes
to stdout; exit status 0 when nothing was lost, doubled or out of order and the speed-up is ≥ 2.5×,
1 otherwise.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import re
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

import httpx
import psycopg
import redis.asyncio as aioredis

from evals.bench_replicas_cluster import FakeKis, Haproxy, Replica, clean_env
from evals.bench_replicas_report import Report, check_conversations, format_report
from evals.bench_replicas_scenario import Config, Scenarios, progress
from evals.emulators.llm_echo import ASKED, tag
from evals.emulators.opendart import FakeOpenDart
from evals.services.postgres import postgres_bindir, running_postgres
from evals.services.redis import redis_server_binary, running_redis

# ruff: noqa: ASYNC110 — the benchmark polls emulators and processes it does not own (no event to await)
BURST_1, BURST_N, KIS_BASE = 10_000, 20_000, 30_000


class Bench(Scenarios):
    """The whole run: the cluster started, the throughput phases, the scenarios, the summary."""

    def __init__(self, config: Config, workdir: Path, database: str, redis_url: str) -> None:
        super().__init__(config, database)
        self.workdir = workdir
        self.redis_url = redis_url
        self.pg_peak = 0
        self.log_level = "WARNING"

    # --- the cluster -------------------------------------------------------------------------------

    def env(self, name: str, lb: Haproxy, dart: FakeOpenDart, kis: FakeKis) -> dict[str, str]:
        return self.traffic.env(f"{lb.url}/telegram/webhook") | {
            "ANTHROPIC_API_KEY": "bench-" + "anthropic-key",
            "ANTHROPIC_BASE_URL": f"{self.model.url}/r/{name}",
            "DEXTER_MODEL": "claude-sonnet-4-6",
            "DEXTER_FAST_MODEL": "claude-haiku-4-5",
            "DEXTER_LOG_FORMAT": "json",
            "DEXTER_LOG_LEVEL": self.log_level,
            "DEXTER_DATABASE_URL": self.database,
            "DEXTER_REDIS_URL": self.redis_url,
            "DEXTER_MAX_CONCURRENT_RUNS": str(self.config.cap),
            "DEXTER_USER_DAILY_RUNS": "1000",
            "OPENDART_API_KEY": dart.key,
            "OPENDART_BASE_URL": dart.api_url,
            "KIS_APP_KEY": "PSbench" + "appkey0000",
            "KIS_APP_SECRET": "bench" + "appsecret0000",
            "KIS_BASE_URL": kis.url,
        }

    async def migrate(self) -> None:
        env = clean_env() | {
            "DEXTER_DATABASE_URL": self.database,
            "DEXTER_HOME": str(self.workdir / "migrate"),
        }
        done = await asyncio.to_thread(
            subprocess.run,
            [sys.executable, "-c", "from bots.cli import main; main()", "migrate"],
            env=env, capture_output=True, text=True, check=False, timeout=120,
        )  # fmt: skip
        if done.returncode != 0:
            raise RuntimeError(f"dexter migrate failed: {done.stdout}{done.stderr}")

    async def sample_connections(self, stop: asyncio.Event) -> None:
        async with await psycopg.AsyncConnection.connect(self.database, autocommit=True) as db:
            while not stop.is_set():
                row = await (
                    await db.execute(
                        "SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'client backend'"
                    )
                ).fetchone()
                self.pg_peak = max(self.pg_peak, int(row[0]) - 1 if row else 0)
                await asyncio.sleep(0.5)

    # --- phases --------------------------------------------------------------------------------------

    async def burst(self, http: httpx.AsyncClient, base: int) -> float:
        """``--burst`` first questions at once; questions answered a second."""
        conversations = range(base, base + self.config.burst)
        watcher_stop = asyncio.Event()
        watcher = asyncio.create_task(self.traffic.watch(conversations, watcher_stop))
        started, cpu = time.monotonic(), cpu_times()
        await asyncio.gather(*(self.traffic.deliver(http, c, 0) for c in conversations))
        done = await self.answered([tag(c, 0) for c in conversations], within=self.config.timeout_s)
        self.report.cpu_busy.append(busy_since(cpu))
        watcher_stop.set()
        await watcher
        if not done:
            self.report.notes.append(f"burst at {base}: not every question answered")
        last = max(
            self.traffic.seen[tag(c, 0)].first_at for c in conversations if tag(c, 0) in self.traffic.seen
        )
        return len(conversations) / max(1e-9, last - started)

    async def kis_cold_start(self, http: httpx.AsyncClient) -> None:
        conversations = [KIS_BASE + 2 * i for i in range(len(self.names))]  # Slack threads
        # at once through HAProxy's round robin: each lands first on another replica
        await asyncio.gather(*(self.traffic.deliver(http, c, 0, text="005930") for c in conversations))

        def priced() -> int:
            slack = self.traffic.slack
            threads = [slack.thread(f"C{c:04d}R", self.traffic.threads[c]) for c in conversations]
            return sum(any(re.search(r"\d[\d,]* ?원", m.text) for m in thread) for thread in threads)

        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and priced() < len(conversations):
            await asyncio.sleep(0.2)
        self.report.kis_answers = priced()

    # --- the whole run -------------------------------------------------------------------------------

    async def run(self) -> Report:
        started = time.monotonic()
        await self.model.start()
        async with self.traffic, FakeOpenDart() as dart, FakeKis() as kis:
            limits = httpx.Limits(max_connections=400, max_keepalive_connections=100)
            async with httpx.AsyncClient(limits=limits) as http:
                replicas = {n: Replica(n, self.workdir / n, {}) for n in self.names}
                lb = Haproxy(self.workdir, {n: r.port for n, r in replicas.items()})
                for n, r in replicas.items():
                    r.env = self.env(n, lb, dart, kis)
                self.replicas = replicas
                sampler_stop = asyncio.Event()
                sampler = asyncio.create_task(self.sample_connections(sampler_stop))
                try:
                    await self.run_phases(http, lb, kis)
                finally:
                    sampler_stop.set()
                    await asyncio.wait([sampler], timeout=5)
                    lb.close()
                    for r in replicas.values():
                        r.close()
                    await self.model.close()
        self.report.wall_s = time.monotonic() - started
        return self.report

    async def run_phases(self, http: httpx.AsyncClient, lb: Haproxy, kis: FakeKis) -> None:
        first = self.replicas[self.names[0]]
        await self.migrate()
        first.start()  # alone first: replicas starting at once on an empty database race (corp_codes)
        await first.ready(http)
        await lb.start(http)
        self.traffic.lb = lb.url
        self.live()
        progress("one replica ready: throughput burst")
        self.report.throughput_1 = await self.burst(http, BURST_1)
        for name in self.names[1:]:
            self.replicas[name].start()
        for name in self.names[1:]:
            await self.replicas[name].ready(http)
        self.live()
        await asyncio.sleep(5)  # HAProxy's rise: 2 good checks, 2 s apart
        progress("all replicas ready: KIS cold start")
        await self.kis_cold_start(http)
        self.report.kis_issuances = kis.issued
        progress("throughput burst on every replica")
        self.report.throughput_n = await self.burst(http, BURST_N)
        progress("the scenario: duplicates, ⏹, kill -9, rolling restart")
        client = aioredis.from_url(self.redis_url)
        ops_before = int((await client.info("stats"))["total_commands_processed"])
        stopped = await self.scenario(http)
        ops = int((await client.info("stats"))["total_commands_processed"]) - ops_before
        await client.aclose()
        self.summarize(stopped, ops)
        await self.summarize_journal()
        progress("Telegram by polling: the poller killed")
        await self.poller(http, lb)
        throttled = self.traffic.throttled()
        self.report.throttled, self.report.throttled_by = sum(throttled.values()), dict(throttled)
        self.report.deliveries = dict(self.traffic.statuses)
        self.report.resends = self.traffic.resends
        self.report.pg_connections_peak = self.pg_peak

    def summarize(self, stopped: set[str], redis_ops: int) -> None:
        r, config = self.report, self.config
        conversations = range(config.conversations)
        asked = {tag(c, m) for c in conversations for m in range(config.messages)}
        r.questions = len(asked)
        check_conversations(r, self.traffic.seen, conversations, config.messages)
        r.stops_stopped = sum(1 for t in stopped if t not in self.traffic.seen)
        r.left_in_progress_platform = self.traffic.in_progress(conversations)
        for c in conversations:  # what each message still showing ⏹ says, to tell why (stderr)
            for value, message in self.traffic.stop_buttons(c):
                text = getattr(message, "text", "") or ""
                progress(f"still ⏹ in conversation {c} ({value}): {text[:160]!r}")
        r.redis_ops_per_run = redis_ops / max(1, r.answered)

    async def summarize_journal(self) -> None:
        r = self.report
        asked = {tag(c, m) for c in range(self.config.conversations) for m in range(self.config.messages)}
        runs: Counter[str] = Counter()
        unfinished = 0
        for question, _status, open_ in await self.journal():
            found = ASKED.search(question)
            if found is None or found.group(1) not in asked:
                continue
            runs[found.group(1)] += 1
            unfinished += open_
        r.accepted = len(runs)
        states = await self.outcomes()
        r.lost = sorted(
            t
            for t in asked
            if t not in self.traffic.seen and states.get(t) not in (None, "open", "cancelled")
        )
        r.duplicate_runs = sum(n - 1 for n in runs.values())
        r.left_in_progress_journal = unfinished


def cpu_times() -> tuple[int, int]:
    """(busy, all) jiffies of the whole host so far, from ``/proc/stat`` (every core)."""
    fields = [int(x) for x in Path("/proc/stat").read_text().splitlines()[0].split()[1:]]
    idle = fields[3] + (fields[4] if len(fields) > 4 else 0)  # idle + iowait
    return sum(fields) - idle, sum(fields)


def busy_since(before: tuple[int, int]) -> float:
    """The host's CPU busy share since ``before`` (1.0 = every core busy all the time)."""
    busy, total = cpu_times()
    return (busy - before[0]) / max(1, total - before[1])


def passed(report: Report) -> bool:
    clean = not (report.duplicate_answers or report.duplicate_runs or report.order_violations)
    clean = clean and not (
        report.lost or report.history_violations or report.left_in_progress_journal or report.throttled
    )
    return (
        clean and report.accepted == report.questions and report.kis_issuances == 1 and report.speedup >= 2.5
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--conversations", "-n", type=int, default=100)
    parser.add_argument("--messages", type=int, default=3)
    parser.add_argument("--replicas", type=int, default=3)
    parser.add_argument("--delay", type=float, default=1.0, help="seconds per model call")
    parser.add_argument("--cap", type=int, default=10, help="DEXTER_MAX_CONCURRENT_RUNS of each replica")
    parser.add_argument("--burst", type=int, default=120, help="questions at once for the throughput")
    parser.add_argument("--json", type=Path)
    parser.add_argument("--settle", type=float, default=300.0, help="seconds the last edits may take")
    parser.add_argument("--keep", type=Path, help="work in this directory and keep it (the replicas' logs)")
    parser.add_argument("--log-level", default="WARNING", help="DEXTER_LOG_LEVEL of the replicas")
    args = parser.parse_args(argv)
    config = Config(
        args.conversations,
        args.messages,
        args.replicas,
        args.delay,
        args.cap,
        args.burst,
        settle_s=args.settle,
    )
    bindir, binary = postgres_bindir(), redis_server_binary()
    if bindir is None or binary is None or Haproxy.binary() is None:
        print("needs PostgreSQL, redis-server and haproxy (apt-get install postgresql redis-server haproxy)")
        return 2
    with contextlib.ExitStack() as stack:
        if args.keep is not None:
            args.keep.mkdir(parents=True, exist_ok=True)
            workdir = args.keep.resolve()
        else:
            workdir = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="dexter-bench-replicas-")))
        pg = stack.enter_context(running_postgres(bindir, max_connections=300))
        rd = stack.enter_context(running_redis(binary, workdir))
        bench = Bench(config, workdir, pg.url(), rd.url)
        bench.log_level = args.log_level

        report = asyncio.run(bench.run())
    print(format_report(report))
    if args.json is not None:
        args.json.write_text(json.dumps(report.as_json(), ensure_ascii=False, indent=2), encoding="utf-8")
    return 0 if passed(report) else 1


if __name__ == "__main__":
    raise SystemExit(main())
