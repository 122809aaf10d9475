"""Open live views in the run journal: a ``dexter.db`` written before the table existed works as is."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from bots.relay.cluster.journal import RunJournal
from bots.relay.run.live_view import OpenView
from core.store import SqliteStore

#: ``relay_runs`` as the journal created it before ``relay_views`` existed (and a run stored then)
BEFORE = """
CREATE TABLE relay_runs (
    run_id TEXT PRIMARY KEY, platform TEXT NOT NULL, conversation TEXT NOT NULL,
    delivery_key TEXT NOT NULL, user_id TEXT NOT NULL, question TEXT NOT NULL, reply_to TEXT NOT NULL,
    progress_id TEXT, status TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 1,
    resumable INTEGER NOT NULL DEFAULT 0, error TEXT, answer TEXT, received_at TEXT NOT NULL,
    tokens INTEGER NOT NULL DEFAULT 0, created_at REAL NOT NULL, updated_at REAL NOT NULL
);
CREATE INDEX relay_runs_by_status ON relay_runs (status, created_at);
CREATE TABLE relay_chunks (run_id TEXT PRIMARY KEY, posted INTEGER NOT NULL);
CREATE TABLE relay_dedup (key TEXT PRIMARY KEY, run_id TEXT NOT NULL, expires_at REAL NOT NULL);
INSERT INTO relay_runs (run_id, platform, conversation, delivery_key, user_id, question, reply_to,
    progress_id, status, received_at, created_at, updated_at)
VALUES ('old-1', 'slack', '["slack","T1","C1","100.1"]', 'slack:event:Ev1', 'U1', '삼성전자 실적',
    '{"platform": "slack", "channel": "C1", "thread": "100.1", "message": "100.1", "extra": {}}',
    '100.2', 'running', '2026-11-25T10:00:00+09:00', 1.0, 1.0);
"""


async def test_an_old_database_gains_the_views_table_and_keeps_its_runs(tmp_path: Path) -> None:
    path = tmp_path / "dexter.db"
    with sqlite3.connect(path) as db:
        db.executescript(BEFORE)
    async with SqliteStore(path) as store:
        journal = RunJournal(store)
        [record] = await journal.unfinished()
        assert (record.run_id, record.progress_id, record.status) == ("old-1", "100.2", "running")
        assert await journal.open_views("old-1") == []
        view = OpenView("old-1", "100.3", "C1", '[["c1", "회사 확인"]]')
        await journal.keep_view(view)
        await journal.keep_view(OpenView("old-1", "100.3", "C1", "[]", answered=True))  # replaces it
        assert await journal.open_views("old-1") == [OpenView("old-1", "100.3", "C1", "[]", answered=True)]
        await journal.drop_view("old-1", "100.3")
        assert await journal.open_views("old-1") == []
