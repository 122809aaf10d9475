"""The replica benchmark's scenarios (``evals.bench_replicas`` runs them): what happens to a live cluster
while conversations go on, and the cluster's state they see (its replicas, the traffic, the run journal).

* ``scenario`` — ``-n`` conversations × ``--messages`` (each conversation's messages 1.5 s apart, the
  conversations started over 30 s, half Slack, half Telegram) and, meanwhile:
  ``press_stop`` — ⏹ on the first question of four conversations, pressed on another replica than the
  one running it (timed until the run is over in the journal);
  ``kill_one`` — ``kill -9`` of one replica at ~9 s (recovery = until every question it was running is
  answered; it restarts then);
  ``rolling`` — a SIGTERM rolling restart of every replica from ~20 s, one at a time.
* ``poller`` — Telegram by long polling: the replicas restart without the webhook, five questions, the
  replica that polls is killed, five more (the handoff = kill → the first of them answered).

Each writes its figures into ``report`` (``evals.bench_replicas_report``).
"""

from __future__ import annotations

import asyncio
import sys
import time
from dataclasses import dataclass

import httpx
import psycopg

from evals.bench_replicas_cluster import Haproxy, ModelServer, Replica
from evals.bench_replicas_load import Traffic, process_of_port
from evals.bench_replicas_report import Report
from evals.emulators.llm_echo import ASKED, tag

# ruff: noqa: ASYNC110 — the benchmark polls emulators and processes it does not own (no event to await)
UNFINISHED = (
    "status IN ('queued', 'running', 'delivering', 'delivered', 'ending')"
    " OR (status = 'interrupted' AND resumable = 1)"
)
#: the run itself goes on (``ending``/``delivered``: it is over, only its message's last edit is left)
GOING = "status IN ('queued', 'running', 'delivering') OR (status = 'interrupted' AND resumable = 1)"
POLL_BASE = 40_000
STOPS = 4


@dataclass(frozen=True, slots=True)
class Config:
    conversations: int = 100
    messages: int = 3
    replicas: int = 3
    delay_s: float = 1.0
    cap: int = 10
    burst: int = 120
    ramp_s: float = 30.0
    gap_s: float = 1.5
    timeout_s: float = 600.0
    settle_s: float = 300.0  # at the end, how long the last edits (paced by the platforms) may take


class Scenarios:
    """The cluster as the scenarios see it; ``evals.bench_replicas.Bench`` starts it and runs them."""

    def __init__(self, config: Config, database: str) -> None:
        self.config = config
        self.database = database
        self.report = Report(
            config.replicas, config.conversations, config.messages, config.delay_s, config.cap
        )
        self.model = ModelServer(config.delay_s)
        self.traffic = Traffic()
        self.names = [chr(ord("a") + i) for i in range(config.replicas)]
        self.replicas: dict[str, Replica] = {}

    def live(self) -> None:
        self.traffic.replicas = {n: r.url for n, r in self.replicas.items() if r.alive}

    async def journal(self) -> list[tuple[str, str, bool]]:
        async with await psycopg.AsyncConnection.connect(self.database) as db:
            rows = await (
                await db.execute(f"SELECT question, status, ({UNFINISHED}) FROM relay_runs")
            ).fetchall()
        return [(str(q), str(s), bool(u)) for q, s, u in rows]

    async def where(self, tags: list[str]) -> str:
        """Each tag's run as the journal has it now (status, attempts, owner), to tell why it is late."""
        async with await psycopg.AsyncConnection.connect(self.database) as db:
            rows = await (
                await db.execute("SELECT question, status, attempts, owner FROM relay_runs")
            ).fetchall()
        found = {}
        for question, status, attempts, owner in rows:
            asked = ASKED.search(str(question))
            if asked is not None and asked.group(1) in tags:
                found[asked.group(1)] = f"{status}/{attempts}/{str(owner or '-').split(':')[1:2]}"
        return ", ".join(f"{t} {found.get(t, 'not stored')}" for t in tags)

    async def outcomes(self) -> dict[str, str]:
        """Each question's run status by tag (``open`` while unfinished)."""
        found: dict[str, str] = {}
        for question, status, open_ in await self.journal():
            asked = ASKED.search(question)
            if asked is not None:
                found[asked.group(1)] = "open" if open_ else status
        return found

    async def run_over(self, asked: str) -> bool:
        async with await psycopg.AsyncConnection.connect(self.database) as db:
            cursor = await db.execute(
                f"SELECT count(*) FROM relay_runs WHERE question LIKE %s AND NOT ({GOING})",
                (f"%{asked} %",),
            )
            row = await cursor.fetchone()
        return bool(row and row[0])

    async def answered(self, tags: list[str], *, within: float) -> bool:
        deadline = time.monotonic() + within
        while not all(t in self.traffic.seen for t in tags):
            if time.monotonic() > deadline:
                return False
            await asyncio.sleep(0.2)
        return True

    # --- the scenarios ----------------------------------------------------------------------------

    async def conversation(self, http: httpx.AsyncClient, c: int) -> None:
        await asyncio.sleep(c * self.config.ramp_s / max(1, self.config.conversations))
        for m in range(self.config.messages):
            await self.traffic.deliver(http, c, m)
            await asyncio.sleep(self.config.gap_s)

    async def press_stop(self, http: httpx.AsyncClient, c: int, stopped: set[str]) -> None:
        deadline = time.monotonic() + 60
        runner = ""
        while time.monotonic() < deadline and not runner:
            calls = await self.model.calls(http)
            runner = next((str(x["replica"]) for x in calls if x["tag"] == tag(c, 0)), "")
            if tag(c, 0) in self.traffic.seen:
                return
            await asyncio.sleep(0.1)
        others = [n for n in self.traffic.replicas if n != runner]
        while time.monotonic() < deadline and self.traffic.stop_button(c) is None:
            await asyncio.sleep(0.05)
        if not others or self.traffic.stop_button(c) is None:
            return
        pressed = time.monotonic()
        self.report.stops_pressed += 1
        await self.traffic.press_stop(http, c, others[0])
        # ended = the run is over in the journal (its message's last edit waits for Slack's edit budget)
        while time.monotonic() < deadline and not await self.run_over(tag(c, 0)):
            await asyncio.sleep(0.05)
        self.report.stop_latency_s.append(time.monotonic() - pressed)
        stopped.add(tag(c, 0))

    async def kill_one(self, http: httpx.AsyncClient, at_s: float) -> None:
        await asyncio.sleep(at_s)
        victim = self.replicas[self.names[1 % len(self.names)]]
        calls = await self.model.calls(http)
        mine = {str(x["tag"]) for x in calls if x["replica"] == victim.name}
        elsewhere_last = {str(x["tag"]): str(x["replica"]) for x in calls}
        in_flight = [t for t in mine if t not in self.traffic.seen and elsewhere_last.get(t) == victim.name]
        victim.kill()
        killed_at = time.monotonic()
        progress(f"killed {victim.name} with {len(in_flight)} runs in flight")
        self.live()
        self.report.killed, self.report.in_flight_at_kill = victim.name, len(in_flight)
        stopped = {tag(c, 0) for c in range(STOPS)}  # a stopped one is never answered
        waited = [t for t in in_flight if t not in stopped]
        if waited:
            await self.answered(waited, within=120)
            done = [self.traffic.seen[t].first_at for t in waited if t in self.traffic.seen]
            if done:
                self.report.recovery_s = max(done) - killed_at
                self.report.recovery_first_s = min(done) - killed_at
            if len(done) < len(waited):
                late = [t for t in waited if t not in self.traffic.seen]
                self.report.notes.append(
                    f"{len(late)} of the killed replica's runs not answered within 120 s: {await self.where(late)}"
                )
        victim.start()
        await victim.ready(http)
        self.live()

    async def rolling(self, http: httpx.AsyncClient, after: asyncio.Task[None], at_s: float) -> None:
        await asyncio.sleep(at_s)
        await after
        for name in self.names:
            replica = self.replicas[name]
            started = time.monotonic()
            progress(f"rolling restart: SIGTERM {name}")
            status = await replica.term()
            drain = time.monotonic() - started
            self.live()
            replica.start()
            await replica.ready(http)
            self.live()
            self.report.rolling.append({"replica": name, "exit": status, "drain_s": drain})
            await asyncio.sleep(4)  # HAProxy's rise (2 checks, 2 s apart) before the next one goes

    async def scenario(self, http: httpx.AsyncClient) -> set[str]:
        config, stopped = self.config, set[str]()
        conversations = range(config.conversations)
        stop_watch = asyncio.Event()
        watcher = asyncio.create_task(self.traffic.watch(conversations, stop_watch))
        killer = asyncio.create_task(self.kill_one(http, 0.3 * config.ramp_s))
        roller = asyncio.create_task(self.rolling(http, killer, 0.65 * config.ramp_s))
        stoppers = [
            asyncio.create_task(self.press_stop(http, c, stopped))
            for c in range(min(STOPS, config.conversations))
        ]
        await asyncio.gather(*(self.conversation(http, c) for c in conversations))
        await asyncio.gather(killer, roller, *stoppers)
        expected = [
            tag(c, m) for c in conversations for m in range(config.messages) if tag(c, m) not in stopped
        ]
        # until each question is answered or its run is over without an answer (then it is lost)
        deadline = time.monotonic() + config.timeout_s
        while time.monotonic() < deadline:
            states = await self.outcomes()
            if all(t in self.traffic.seen or states.get(t, "open") != "open" for t in expected):
                break
            await asyncio.sleep(1)
        deadline = time.monotonic() + config.settle_s  # the paced final edits (Slack: ~50 edits a minute)
        while time.monotonic() < deadline and self.traffic.in_progress(conversations):
            await asyncio.sleep(1)
        stop_watch.set()
        await watcher
        return stopped

    async def poller(self, http: httpx.AsyncClient, lb: Haproxy) -> None:
        """Telegram by long polling: kill the replica that polls, see the next updates answered."""
        for replica in self.replicas.values():
            await replica.term()
        for replica in self.replicas.values():
            replica.start(TELEGRAM_WEBHOOK_URL="")
        for replica in self.replicas.values():
            await replica.ready(http)
        first = [POLL_BASE + 2 * i + 1 for i in range(5)]  # odd: Telegram
        then = [POLL_BASE + 100 + 2 * i + 1 for i in range(5)]
        conversations = range(POLL_BASE, POLL_BASE + 200)
        stop_watch = asyncio.Event()
        watcher = asyncio.create_task(self.traffic.watch(conversations, stop_watch))
        for c in first:
            self.traffic.telegram.push_update(
                self.traffic.telegram.private_text(
                    f"질문 {tag(c, 0)} 반도체 업황 전망을 설명해줘", user_id=900_000_000 + c
                )
            )
        ok = await self.answered([tag(c, 0) for c in first], within=120)
        port = self.traffic.telegram.pollers[-1][1] if self.traffic.telegram.pollers else 0
        pids = {n: r.proc.pid for n, r in self.replicas.items() if r.proc is not None and r.alive}
        name = process_of_port(port, pids) if port else None
        self.report.poller_killed = name
        if name is None:
            self.report.notes.append("the polling replica could not be found (/proc)")
        else:
            self.replicas[name].kill()
        killed_at = time.monotonic()
        for c in then:
            self.traffic.telegram.push_update(
                self.traffic.telegram.private_text(
                    f"질문 {tag(c, 0)} 반도체 업황 전망을 설명해줘", user_id=900_000_000 + c
                )
            )
        ok = await self.answered([tag(c, 0) for c in then], within=120) and ok
        got = [self.traffic.seen[tag(c, 0)] for c in then if tag(c, 0) in self.traffic.seen]
        if got:
            self.report.poller_handoff_s = min(s.first_at for s in got) - killed_at
        seen = [self.traffic.seen[tag(c, 0)] for c in first + then if tag(c, 0) in self.traffic.seen]
        doubled = sum(max(0, s.messages - 1) for s in seen)
        self.report.poller_answered = f"{len(seen)}/10 answered, {doubled} doubled"
        stop_watch.set()
        await watcher
        _ = lb


def progress(text: str) -> None:
    print(f"[bench_replicas {time.strftime('%H:%M:%S')}] {text}", file=sys.stderr, flush=True)
