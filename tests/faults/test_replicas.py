"""Three real ``dexter serve`` replicas on one PostgreSQL and one Redis (the test servers), Slack in HTTP
mode: every delivery reaches two different replicas, one replica is killed (``kill -9``) while it runs
a question, and every question is still answered exactly once, with each follow-up seeing the earlier
answer of its conversation — whichever replica ran either.

The model is ``EchoAnthropic``: its answer names the question it answers and the earlier answers it was
shown (``답변 Qb-b · 앞선 답변: Qb-a``), so the Slack threads alone tell duplicates, losses and broken
history apart; the run journal in PostgreSQL must agree (one run per question, all answered).
"""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import psycopg
import pytest

from evals.emulators.llm_echo import EchoAnthropic, parse_answer, question, tag
from evals.emulators.slack import FakeSlack
from evals.emulators.slack_events import app_mention
from evals.emulators.slack_signing import signed_event_request
from tests.faults.harness import DexterProcess, until

TOKEN = "xoxb-" + "replica-suite"
SECRET = "replica-suite-signing-secret"
NAMES = ("a", "b", "c")
CONVERSATIONS = 6
#: seconds a replica's runs may go without a heartbeat before another takes them over (kept short here)
TAKEOVER_S = "3"


def replica_env(
    slack: FakeSlack, model: EchoAnthropic, name: str, database: str, redis: str
) -> dict[str, str]:
    return {
        "SLACK_BOT_TOKEN": TOKEN,
        "SLACK_SIGNING_SECRET": SECRET,
        "SLACK_API_URL": slack.api_url,
        "ANTHROPIC_API_KEY": "test-" + "anthropic-replicas",
        "ANTHROPIC_BASE_URL": f"{model.url}/r/{name}",  # the model knows which replica calls it
        "DEXTER_MODEL": "claude-sonnet-4-6",
        "DEXTER_FAST_MODEL": "claude-haiku-4-5",
        "DEXTER_LOG_FORMAT": "json",
        "DEXTER_DATABASE_URL": database,
        "DEXTER_REDIS_URL": redis,
        "DEXTER_HEARTBEAT_TIMEOUT_S": TAKEOVER_S,
    }


@pytest.fixture
async def slack() -> AsyncIterator[FakeSlack]:
    async with FakeSlack(token=TOKEN) as fake:
        yield fake


@pytest.fixture
async def model() -> AsyncIterator[EchoAnthropic]:
    async with EchoAnthropic(delay_s=0.2) as fake:
        yield fake


def migrate(database: str, home: Path) -> None:
    """``dexter migrate`` once, as the compose profile's one-shot service does before the replicas."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("DEXTER_")}
    env |= {"DEXTER_DATABASE_URL": database, "DEXTER_HOME": str(home)}
    done = subprocess.run(
        [sys.executable, "-c", "from bots.cli import main; main()", "migrate"],
        env=env,
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert done.returncode == 0, done.stdout + done.stderr


class Cluster:
    def __init__(self, replicas: dict[str, DexterProcess], http: httpx.AsyncClient) -> None:
        self.replicas = replicas
        self.http = http
        self.threads: dict[int, str] = {}  # conversation → its thread's ts (the first question's)

    async def deliver(self, conversation: int, message: int, to: tuple[str, str]) -> None:
        """The same event (same ``event_id``) to two replicas at once: the second is Slack's retry."""
        thread = self.threads.get(conversation)
        body = app_mention(
            question(conversation, message),
            channel=f"C{conversation}",
            **({"thread_ts": thread} if thread else {}),
        )
        self.threads.setdefault(conversation, str(body["event"]["ts"]))
        headers, raw = signed_event_request(SECRET, body)
        retry = headers | {"X-Slack-Retry-Num": "1", "X-Slack-Retry-Reason": "http_timeout"}
        answers = await asyncio.gather(
            *(
                self.http.post(f"{self.replicas[name].url}/slack/events", content=raw.encode(), headers=h)
                for name, h in zip(to, (headers, retry), strict=True)
            )
        )
        assert [a.status_code for a in answers] == [200, 200]


def answers(slack: FakeSlack, cluster: Cluster, conversation: int) -> list[tuple[str, tuple[str, ...]]]:
    thread = cluster.threads[conversation]
    parsed = (parse_answer(m.text) for m in slack.thread(f"C{conversation}", thread))
    return [p for p in parsed if p is not None]


def journal(database: str) -> list[tuple[str, str]]:
    with psycopg.connect(database) as db:
        return [(str(q), str(s)) for q, s in db.execute("SELECT question, status FROM relay_runs").fetchall()]


async def test_duplicates_and_a_killed_replica_leave_every_question_answered_once_with_history(
    tmp_path: Path, postgres_url: str, redis_url: str, slack: FakeSlack, model: EchoAnthropic
) -> None:
    await asyncio.to_thread(migrate, postgres_url, tmp_path / "migrate")
    replicas = {
        name: DexterProcess(
            tmp_path / name, replica_env(slack, model, name, postgres_url, redis_url), args=("--slack",)
        )
        for name in NAMES
    }
    async with httpx.AsyncClient(timeout=10) as http:
        cluster = Cluster(replicas, http)
        try:
            # all at once on an empty database: they fill the company list together
            await asyncio.gather(*(replica.start() for replica in replicas.values()))
            # the first question of conversation 0 hangs in the model: the replica running it is killed
            model.hold(tag(0, 0))
            await asyncio.gather(
                *(cluster.deliver(c, 0, (NAMES[c % 3], NAMES[(c + 1) % 3])) for c in range(CONVERSATIONS))
            )
            held = await asyncio.wait_for(model.held.get(), timeout=30)
            victim = replicas[held.replica]
            victim.kill()
            first, second = (name for name in NAMES if name != held.replica)
            alive = (first, second)

            def first_answered() -> bool:
                return all(answers(slack, cluster, c) for c in range(CONVERSATIONS))

            await until(first_answered, what="every first question answered (the victim's taken over)")
            await asyncio.gather(*(cluster.deliver(c, 1, alive) for c in range(CONVERSATIONS)))
            await until(
                lambda: all(len(answers(slack, cluster, c)) >= 2 for c in range(CONVERSATIONS)),
                what="every follow-up answered",
            )
        finally:
            for replica in replicas.values():
                replica.close()

    for c in range(CONVERSATIONS):
        assert answers(slack, cluster, c) == [(tag(c, 0), ()), (tag(c, 1), (tag(c, 0),))], c
    # one run per question in the journal, none of them given up (the last final edits may still be paced)
    runs = journal(postgres_url)
    assert sorted(q for q, _ in runs) == sorted(question(c, m) for c in range(CONVERSATIONS) for m in (0, 1))
    assert {status for _, status in runs} <= {"answered", "delivering", "delivered"}
    # the held question was asked of the model again by a survivor, which posted its one answer
    assert {call.replica for call in model.calls if call.tag == tag(0, 0)} - {held.replica}
