"""Every feature's tables, in one place, in the SQL both engines accept (``core.store.sql``).

Each feature runs its own constant through ``Store.ensure_schema`` before it touches its tables
(``CREATE … IF NOT EXISTS``: a single user never has to run anything), and ``dexter migrate``
(``core.store.migrate``) applies them all, plus the changes to older tables, as numbered versions.
A new table or column goes here: in its feature's constant (the shape a new store gets) and, for stores
made before it, as the next entry of ``core.store.migrate.MIGRATIONS``.

Types: ``TEXT``, ``INTEGER`` (64-bit on PostgreSQL), ``REAL`` (double precision on PostgreSQL: epoch
seconds keep their fractions), ``INTEGER PRIMARY KEY AUTOINCREMENT`` (an identity column on PostgreSQL).
Every table has SQLite's ``rowid`` (insertion order; the PostgreSQL store adds it as an identity column)
unless it is ``WITHOUT ROWID``.
"""

from __future__ import annotations

#: bots.relay.cluster.journal: run records, dedup keys, posted answer chunks, open live views; ``owner`` (a
#: replica id) and ``heartbeat_at`` (epoch seconds it last said it is alive) are bots.relay.cluster.ownership's
RELAY_JOURNAL = """
CREATE TABLE IF NOT EXISTS relay_runs (
    run_id TEXT PRIMARY KEY,
    platform TEXT NOT NULL,
    conversation TEXT NOT NULL,
    delivery_key TEXT NOT NULL,
    user_id TEXT NOT NULL,
    question TEXT NOT NULL,
    reply_to TEXT NOT NULL,
    progress_id TEXT,
    status TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 1,
    resumable INTEGER NOT NULL DEFAULT 0,
    error TEXT,
    answer TEXT,
    received_at TEXT NOT NULL,
    tokens INTEGER NOT NULL DEFAULT 0,
    created_at REAL NOT NULL,
    updated_at REAL NOT NULL,
    owner TEXT,
    heartbeat_at REAL
);
CREATE INDEX IF NOT EXISTS relay_runs_by_status ON relay_runs (status, created_at);
CREATE INDEX IF NOT EXISTS relay_runs_by_conversation ON relay_runs (conversation, created_at);
CREATE TABLE IF NOT EXISTS relay_chunks (
    run_id TEXT PRIMARY KEY,
    posted INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS relay_dedup (
    key TEXT PRIMARY KEY,
    run_id TEXT NOT NULL,
    expires_at REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS relay_views (
    run_id TEXT NOT NULL,
    view_id TEXT NOT NULL,
    channel TEXT NOT NULL,
    detail TEXT NOT NULL DEFAULT '',
    answered INTEGER NOT NULL DEFAULT 0,
    updated_at REAL NOT NULL,
    PRIMARY KEY (run_id, view_id)
);
"""

#: bots.relay.cluster.cancel_bus: stop requests (⏹) for runs that may be on another replica (PostgreSQL)
RELAY_CANCELS = """
CREATE TABLE IF NOT EXISTS relay_cancels (
    run_id TEXT PRIMARY KEY,
    conversation TEXT NOT NULL,
    requested_by TEXT NOT NULL,
    requested_at REAL NOT NULL
);
"""

#: bots.relay.run.conversation_memory: answered questions per conversation
RELAY_MEMORY = """
CREATE TABLE IF NOT EXISTS relay_turns (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    conversation TEXT NOT NULL,
    run_id TEXT NOT NULL UNIQUE,
    query TEXT NOT NULL,
    answer TEXT NOT NULL,
    at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS relay_turns_by_conversation ON relay_turns (conversation, id);
"""

#: bots.relay.intake.quota: agent runs per user per KST day
RELAY_QUOTA = """
CREATE TABLE IF NOT EXISTS relay_user_runs (
    day TEXT NOT NULL,
    platform TEXT NOT NULL,
    user_id TEXT NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (day, platform, user_id)
);
"""

#: bots.feedback: 👍/👎 on answers — one vote per (run, user), a later vote replacing the earlier; with
#: what the run was (question, answer, its figures and the tool results, JSON) so a 👎 can become an eval
#: case after the run's own records expire; ``prompt_id`` is the Telegram "무엇이 틀렸나요?" message
#: waiting for its reply
FEEDBACK = """
CREATE TABLE IF NOT EXISTS feedback (
    run_id TEXT NOT NULL,
    user_id TEXT NOT NULL,
    platform TEXT NOT NULL,
    conversation TEXT NOT NULL,
    vote TEXT NOT NULL,
    note TEXT NOT NULL DEFAULT '',
    question TEXT NOT NULL DEFAULT '',
    answer TEXT NOT NULL DEFAULT '',
    figures TEXT NOT NULL DEFAULT '[]',
    tools TEXT NOT NULL DEFAULT '[]',
    prompt_id TEXT NOT NULL DEFAULT '',
    asked_at TEXT NOT NULL DEFAULT '',
    created_at REAL NOT NULL,
    updated_at REAL NOT NULL,
    PRIMARY KEY (run_id, user_id)
);
CREATE INDEX IF NOT EXISTS feedback_by_time ON feedback (updated_at);
"""

#: core.watch.book: the watchlist, the filings handled and delivered, the poller's progress
WATCH = """
CREATE TABLE IF NOT EXISTS watch (
    platform TEXT NOT NULL,
    conversation TEXT NOT NULL,
    corp_code TEXT NOT NULL,
    stock_code TEXT NOT NULL,
    name TEXT NOT NULL,
    created_at REAL NOT NULL,
    primed INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (platform, conversation, corp_code)
);
CREATE INDEX IF NOT EXISTS watch_by_corp ON watch (corp_code);
CREATE TABLE IF NOT EXISTS watch_seen (
    rcept_no TEXT NOT NULL,
    platform TEXT NOT NULL DEFAULT '',
    conversation TEXT NOT NULL DEFAULT '',
    filing TEXT NOT NULL DEFAULT '',
    seen_at REAL NOT NULL,
    PRIMARY KEY (rcept_no, platform, conversation)
);
CREATE INDEX IF NOT EXISTS watch_seen_at ON watch_seen (seen_at);
CREATE TABLE IF NOT EXISTS watch_state (key TEXT PRIMARY KEY, value TEXT NOT NULL);
"""

#: core.watch.lease: named leases (one holder does a job)
LEASES = """
CREATE TABLE IF NOT EXISTS leases (
    name TEXT PRIMARY KEY,
    holder TEXT NOT NULL,
    expires_at REAL NOT NULL
);
"""

#: core.data.cache: data responses
HTTP_CACHE = """
CREATE TABLE IF NOT EXISTS http_cache (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL,
    expires_at REAL,
    created_at REAL NOT NULL
);
"""

#: core.data.quota: OpenDART requests per KST day
DART_QUOTA = "CREATE TABLE IF NOT EXISTS dart_quota (day TEXT PRIMARY KEY, count INTEGER NOT NULL);"

#: core.data.kis.token: the KIS access token per app key (a hash of it), and the last issuance attempt
KIS_TOKEN = """
CREATE TABLE IF NOT EXISTS kis_token (
    key_hash TEXT PRIMARY KEY,
    access_token TEXT,
    expires_at TEXT,
    last_issue_at TEXT
);
"""

#: core.installations: Slack OAuth installations (one per workspace, or per org for an Enterprise Grid
#: org-wide install: ``team_id`` empty); ``sealed`` is the installation's JSON, encrypted (core.secretbox)
SLACK_INSTALLATIONS = """
CREATE TABLE IF NOT EXISTS slack_installations (
    client_id TEXT NOT NULL,
    enterprise_id TEXT NOT NULL DEFAULT '',
    team_id TEXT NOT NULL DEFAULT '',
    is_enterprise_install INTEGER NOT NULL DEFAULT 0,
    sealed TEXT NOT NULL,
    installed_at REAL NOT NULL,
    PRIMARY KEY (client_id, enterprise_id, team_id)
);
"""

_CORP_CODE_TABLES = """
CREATE TABLE IF NOT EXISTS {rows} (
    corp_code TEXT PRIMARY KEY,
    corp_name TEXT NOT NULL,
    corp_eng_name TEXT NOT NULL DEFAULT '',
    stock_code TEXT NOT NULL DEFAULT '',
    modify_date TEXT NOT NULL DEFAULT ''
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS {meta} (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    source TEXT NOT NULL,
    row_count INTEGER NOT NULL,
    listed_count INTEGER NOT NULL,
    loaded_at TEXT NOT NULL
);
"""
#: core.data.companies.corpcodes: DART's corp codes and where they came from
CORP_CODES = _CORP_CODE_TABLES.format(rows="corp_codes", meta="corp_codes_meta")
#: the staging tables a corp-code sync fills before they take the live tables' place
CORP_CODES_STAGING = _CORP_CODE_TABLES.format(rows="corp_codes_staging", meta="corp_codes_meta_staging")

#: every feature's tables, as a new store gets them
ALL = (
    RELAY_JOURNAL,
    RELAY_CANCELS,
    RELAY_MEMORY,
    RELAY_QUOTA,
    FEEDBACK,
    WATCH,
    LEASES,
    HTTP_CACHE,
    DART_QUOTA,
    KIS_TOKEN,
    CORP_CODES,
    SLACK_INSTALLATIONS,
)
