"""Schema versions on SQLite and PostgreSQL (``make_store`` runs each test on both), and ``dexter migrate``."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import psycopg
import pytest
from typer.testing import CliRunner

from bots.cli import app
from bots.feedback.book import FeedbackBook
from bots.migrations import (
    MIGRATIONS,
    TABLES,
)  # core's versions and the bots', as dexter migrate applies them
from bots.relay.cluster.journal import RunJournal
from bots.relay.intake.quota import UserQuota
from bots.relay.ports import key_from_text
from bots.relay.run.conversation_memory import ConversationMemory
from core.agent.control import Turn
from core.store import Store, schema
from core.store.migrate import VERSIONS, Migration, applied, latest, migrate
from core.store.sql import split_statements
from tests.bots.relay.fakes import inbound
from tests.services.postgres import PostgresServer
from tests.services.stores import MakeStore

FEATURE_TABLES = {
    "relay_runs", "relay_chunks", "relay_dedup", "relay_views", "relay_turns", "relay_user_runs",
    "watch", "watch_seen", "watch_state", "leases", "http_cache", "dart_quota", "kis_token",
    "corp_codes", "corp_codes_meta",
}  # fmt: skip
#: relay_runs as the first journal made it: no ``tokens`` yet (added with /dexter usage)
OLD_RUNS = """
CREATE TABLE relay_runs (
    run_id TEXT PRIMARY KEY, platform TEXT NOT NULL, conversation TEXT NOT NULL,
    delivery_key TEXT NOT NULL, user_id TEXT NOT NULL, question TEXT NOT NULL, reply_to TEXT NOT NULL,
    progress_id TEXT, status TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 1,
    resumable INTEGER NOT NULL DEFAULT 0, error TEXT, answer TEXT, received_at TEXT NOT NULL,
    created_at REAL NOT NULL, updated_at REAL NOT NULL
)
"""


async def test_a_new_store_gets_every_version_once(make_store: MakeStore) -> None:
    async with make_store() as store:
        assert await applied(store) == {}
        done = await migrate(store, MIGRATIONS)
        assert [m.version for m in done] == [m.version for m in MIGRATIONS]
        assert await store.tables() >= FEATURE_TABLES | {"dexter_schema"}
        assert await migrate(store, MIGRATIONS) == []  # idempotent
    async with make_store() as again:
        assert await migrate(again, MIGRATIONS) == []
        assert max(await applied(again)) == latest(MIGRATIONS)


async def test_a_store_the_features_made_keeps_its_data(make_store: MakeStore) -> None:
    async with make_store() as store:
        journal = RunJournal(store, clock=lambda: 1_000.0)
        assert await journal.accept(inbound("삼성전자"), "run-1")
        assert [m.version for m in await migrate(store, MIGRATIONS)] == [m.version for m in MIGRATIONS]
        record = await journal.get("run-1")
        assert record is not None and record.inbound.text == "삼성전자"


async def test_an_older_relay_runs_gains_its_missing_column(make_store: MakeStore) -> None:
    async with make_store() as store:
        async with store.transaction() as tx:
            await tx.execute(OLD_RUNS)
            await tx.execute(
                "INSERT INTO relay_runs (run_id, platform, conversation, delivery_key, user_id, question,"
                " reply_to, status, received_at, created_at, updated_at) VALUES ('old', 'slack', '[]', 'k',"
                " 'U1', 'q', '{}', 'answered', '2026-11-20T09:00:00+09:00', 5.0, 5.0)"
            )
        assert "tokens" not in await store.columns("relay_runs")
        await migrate(store, MIGRATIONS)
        assert "tokens" in await store.columns("relay_runs")
        journal = RunJournal(store)
        await journal.add_tokens("old", 120)
        assert await journal.usage_since("slack", "U1", 0.0) == (1, 120)


async def test_replicas_migrating_at_once_apply_each_version_once(make_store: MakeStore) -> None:
    async with make_store() as one, make_store() as two:
        results = await asyncio.gather(
            migrate(one, MIGRATIONS), migrate(two, MIGRATIONS), migrate(one, MIGRATIONS)
        )
        versions = sorted(m.version for done in results for m in done)
        assert versions == [m.version for m in MIGRATIONS]
        assert await one.fetchone("SELECT COUNT(*) FROM dexter_schema") == (len(MIGRATIONS),)


async def test_a_failing_migration_leaves_nothing_behind(make_store: MakeStore) -> None:
    nxt = latest(MIGRATIONS) + 1
    broken = Migration(
        nxt, "broken", sql="CREATE TABLE half (k TEXT);\nINSERT INTO nowhere (k) VALUES ('x');"
    )
    async with make_store() as store:
        with pytest.raises((sqlite3.OperationalError, psycopg.errors.UndefinedTable)):
            await migrate(store, (*MIGRATIONS, broken))
        assert "half" not in await store.tables()
        assert sorted(await applied(store)) == [m.version for m in MIGRATIONS]  # the good ones before it stay
        fixed = Migration(nxt, "fixed", sql="CREATE TABLE IF NOT EXISTS half (k TEXT);")
        assert [m.name for m in await migrate(store, (*MIGRATIONS, fixed))] == ["fixed"]


async def test_version_one_is_exactly_the_features_tables(store: Store) -> None:
    """What ``migrate`` creates and what the features create on first use are the same tables."""
    for ddl in (*schema.ALL, *TABLES):  # core's features' tables and the chat bots'
        await store.ensure_schema(ddl)
    made_by_features = {t: await store.columns(t) for t in await store.tables()}
    await migrate(store, MIGRATIONS)
    assert {t: await store.columns(t) for t in made_by_features} == made_by_features


# --- a store the previous version made ----------------------------------------------------------------

#: every table as the version before the chat bots' tables left core (#23) created them, versions 1-5
PREVIOUS = Path(__file__).parents[1] / "fixtures" / "stores" / "schema_v5.sql"
PREVIOUS_VERSIONS = (
    (1, "every feature's tables"),
    (2, "relay_runs: tokens and resumable where missing"),
    (3, "relay_runs: owner and heartbeat_at (runs across replicas)"),
    (4, "feedback: 👍/👎 on answers"),
    (5, "slack_installations (Slack OAuth: many workspaces)"),
)
TARGET = '{"platform": "slack", "channel": "C1", "thread": "100.1", "message": "100.1"}'
CONVERSATION = '["slack","T1","C1","100.1"]'


async def _previous_store(store: Store) -> None:
    """The previous version's tables, its schema versions and a few rows in the chat bots' tables."""
    script = "\n".join(
        line for line in PREVIOUS.read_text(encoding="utf-8").splitlines() if not line.startswith("--")
    )
    await store.ensure_schema(VERSIONS)
    async with store.transaction() as tx:
        for statement in split_statements(script):
            await tx.execute(statement)
        for version, name in PREVIOUS_VERSIONS:
            await tx.execute(
                "INSERT INTO dexter_schema (version, name, applied_at) VALUES (?, ?, 1.0)", (version, name)
            )
        for run_id, status, resumable in (("old-done", "answered", 0), ("old-left", "interrupted", 1)):
            await tx.execute(
                "INSERT INTO relay_runs (run_id, platform, conversation, delivery_key, user_id, question,"
                " reply_to, status, resumable, answer, received_at, tokens, created_at, updated_at)"
                " VALUES (?, 'slack', ?, ?, 'U1', ?, ?, ?, ?, ?, '2026-11-20T09:00:00+09:00', 120, 5.0, 5.0)",
                (run_id, CONVERSATION, f"slack:{run_id}", f"{run_id} 질문", TARGET, status, resumable, "답"),
            )
        await tx.execute(
            "INSERT INTO relay_turns (conversation, run_id, query, answer, at)"
            " VALUES (?, 'old-done', 'old-done 질문', '답', '2026-11-20T09:00:05+09:00')",
            (CONVERSATION,),
        )
        await tx.execute("INSERT INTO relay_chunks (run_id, posted) VALUES ('old-done', 2)")
        await tx.execute(
            "INSERT INTO relay_dedup (key, run_id, expires_at) VALUES ('slack:old-done', 'old-done', 9e12)"
        )
        await tx.execute(
            "INSERT INTO relay_views (run_id, view_id, channel, updated_at) VALUES ('old-left', 'v1', 'C1', 5.0)"
        )
        await tx.execute(
            "INSERT INTO relay_user_runs (day, platform, user_id, count) VALUES ('2026-11-20', 'slack', 'U1', 2)"
        )
        await tx.execute(
            "INSERT INTO feedback (run_id, user_id, platform, conversation, vote, question, created_at,"
            " updated_at) VALUES ('old-done', 'U2', 'slack', ?, 'down', 'old-done 질문', 6.0, 6.0)",
            (CONVERSATION,),
        )


async def _shape(store: Store) -> dict[str, set[str]]:
    return {table: await store.columns(table) for table in await store.tables()}


async def test_a_store_the_previous_version_made_opens_and_keeps_its_rows(make_store: MakeStore) -> None:
    """The chat bots' tables moved from core to their owners (#23): a store made before that — by the
    features or by ``dexter migrate`` — is read as it is after a restart, and nothing is left to apply."""
    async with make_store() as store:
        await _previous_store(store)
        before = await _shape(store)
    async with make_store() as store:  # the new version starts on it
        journal = RunJournal(store)
        done = await journal.get("old-done")
        assert done is not None and (done.status, done.inbound.text, done.answer) == (
            "answered",
            "old-done 질문",
            "답",
        )
        assert [r.run_id for r in await journal.unfinished()] == [
            "old-left"
        ]  # resumable: recovery re-runs it
        assert await journal.usage_since("slack", "U1", 0.0) == (2, 240)
        assert await journal.chunks_posted("old-done") == 2
        assert [v.view_id for v in await journal.open_views("old-left")] == ["v1"]
        assert await journal.runs_of_key("slack:old-done") == ["old-done"]
        again = inbound("다시", keys=("old-done",))
        assert not await journal.accept(again, "new")  # its delivery key still holds: a duplicate
        key = key_from_text(CONVERSATION)
        assert key is not None
        assert await ConversationMemory(store).history(key) == [Turn("old-done 질문", "답")]
        assert await UserQuota(store, daily_runs=5).used("slack", "U1", day="2026-11-20") == 2
        vote = await FeedbackBook(store).get("old-done", "U2")
        assert vote is not None and vote.vote == "down"
        assert await _shape(store) == before  # opened by the features: each table as that version made it
        later = [m.version for m in MIGRATIONS if m.version > len(PREVIOUS_VERSIONS)]
        assert [m.version for m in await migrate(store, MIGRATIONS)] == later  # 1-5 are there already


async def test_a_new_store_gets_the_shape_the_previous_version_made(store: Store) -> None:
    """Declaring the bots' tables with their owners changed no table or column."""
    await _previous_store(store)
    previous = await _shape(store)
    kept = {"dexter_schema", "sqlite_sequence"}  # the versions applied (emptied), SQLite's own
    for table in set(previous) - kept:
        await store.execute(f"DROP TABLE {table}")
    await store.execute("DELETE FROM dexter_schema")
    assert await store.tables() <= kept
    upto = tuple(m for m in MIGRATIONS if m.version <= len(PREVIOUS_VERSIONS))  # later ones change it
    assert [m.version for m in await migrate(store, upto)] == [v for v, _ in PREVIOUS_VERSIONS]
    assert await _shape(store) == previous


# --- dexter migrate ---------------------------------------------------------------------------------


def test_dexter_migrate_on_sqlite_says_where_and_what(tmp_path: Path) -> None:
    first = CliRunner().invoke(app, ["migrate"])
    assert first.exit_code == 0, first.output
    assert f"저장소: {tmp_path / 'home' / 'dexter.db'}" in first.stdout
    assert (
        "적용: 1 every feature's tables" in first.stdout
        and f"스키마 버전 {latest(MIGRATIONS)} ({len(MIGRATIONS)}개 적용)" in first.stdout
    )
    again = CliRunner().invoke(app, ["migrate"])
    assert again.exit_code == 0 and "적용:" not in again.stdout and "(이미 최신)" in again.stdout


def test_dexter_migrate_on_postgresql_never_prints_the_password(postgres_server: PostgresServer) -> None:
    password = "Migrate-Pw-9931"
    with psycopg.connect(postgres_server.url(), autocommit=True) as admin:
        admin.execute("CREATE DATABASE migrate_cli")
    # the test server trusts loopback: any password works
    url = postgres_server.url("migrate_cli", password=password)
    first = CliRunner().invoke(app, ["migrate"], env={"DEXTER_DATABASE_URL": url})
    assert first.exit_code == 0, first.output
    assert f"저장소: postgresql://postgres@127.0.0.1:{postgres_server.port}/migrate_cli" in first.stdout
    assert f"스키마 버전 {latest(MIGRATIONS)} ({len(MIGRATIONS)}개 적용)" in first.stdout
    again = CliRunner().invoke(app, ["migrate"], env={"DEXTER_DATABASE_URL": url})
    assert "(이미 최신)" in again.stdout
    down = CliRunner().invoke(
        app, ["migrate"], env={"DEXTER_DATABASE_URL": f"postgresql://u:{password}@127.0.0.1:1/x"}
    )
    assert down.exit_code == 2 and "저장소를 열 수 없습니다" in down.output
    assert all(password not in r.output for r in (first, again, down))


async def test_an_older_relay_runs_gains_ownership_on_open_and_its_unfinished_run_is_claimed(
    make_store: MakeStore,
) -> None:
    """A store from before replicas, never migrated: the journal adds ``owner``/``heartbeat_at`` when it
    opens; a run that version left unfinished has no owner, so the next start claims and re-runs it."""
    from bots.relay.cluster.ownership import Ownership
    from bots.relay.cluster.recovery import recover
    from core.clock import VirtualClock
    from tests.bots.relay.fakes import FakePort, GatedAgent, guarded, relay_for

    async with make_store() as store:
        async with store.transaction() as tx:
            await tx.execute(OLD_RUNS)
            await tx.execute(
                "INSERT INTO relay_runs (run_id, platform, conversation, delivery_key, user_id, question,"
                " reply_to, status, received_at, created_at, updated_at) VALUES ('old', 'slack',"
                " '[\"slack\",\"T1\",\"C1\",\"100.1\"]', 'k', 'U1', '질문', ?, 'running',"
                " '2026-11-20T09:00:00+09:00', ?, ?)",
                (
                    '{"platform": "slack", "channel": "C1", "thread": "100.1", "message": "100.1"}',
                    1_000.0,
                    1_000.0,
                ),
            )
        journal = RunJournal(store, clock=lambda: 1_010.0)
        assert await journal.accept(inbound("새 질문", thread="200.1"), "new")
        assert {"owner", "heartbeat_at"} <= await store.columns("relay_runs")
        old = await journal.get("old")
        assert old is not None and old.owner is None and old.heartbeat_at is None
        agent = GatedAgent()
        relay = relay_for(FakePort(VirtualClock()), agent, journal=journal, ownership=Ownership(journal))
        assert (await recover(relay.crew, within_s=600, platforms=frozenset({"slack"}))).rerun == ("old",)
        await guarded(relay.wait_idle())
        assert [call[2] for call in agent.calls] == ["old"]  # "new" is this journal's own: not claimed
        await migrate(store, MIGRATIONS)  # version 3 finds the columns there: nothing to change
        assert max(await applied(store)) == latest(MIGRATIONS)
