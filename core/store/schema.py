"""Core's tables, in one place, in the SQL both engines accept (``core.store.sql``).

Each feature runs its own constant through ``Store.ensure_schema`` before it touches its tables
(``CREATE … IF NOT EXISTS``: a single user never has to run anything), and ``dexter migrate``
(``core.store.migrate``) applies them all, plus the changes to older tables, as numbered versions.
A new table or column of core goes here: in its feature's constant (the shape a new store gets) and,
for stores made before it, as the next entry of ``core.store.migrate.MIGRATIONS``. Core knows no bot
table: the chat bots' tables (the relay's ``relay_*``, ``feedback``) are declared by the modules that own
them and listed in ``bots.migrations``.

Types: ``TEXT``, ``INTEGER`` (64-bit on PostgreSQL), ``REAL`` (double precision on PostgreSQL: epoch
seconds keep their fractions), ``INTEGER PRIMARY KEY AUTOINCREMENT`` (an identity column on PostgreSQL).
Every table has SQLite's ``rowid`` (insertion order; the PostgreSQL store adds it as an identity column)
unless it is ``WITHOUT ROWID``.
"""

from __future__ import annotations

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

#: every core feature's tables, as a new store gets them
ALL = (
    WATCH,
    LEASES,
    HTTP_CACHE,
    DART_QUOTA,
    KIS_TOKEN,
    CORP_CODES,
    SLACK_INSTALLATIONS,
)
