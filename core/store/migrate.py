"""Schema versions: ``dexter migrate`` brings a store (SQLite or PostgreSQL) up to date.

The versions applied are rows of ``dexter_schema`` (version, name, when). Each migration runs in one
transaction holding the schema lock — its statements, its step, and its row — so it is applied whole or
not at all, and two replicas migrating at once apply it once. Running it again applies nothing.

Features still create what they need on first use (``Store.ensure_schema``), so one user on SQLite never
has to run this; a team upgrading replicas runs it once before starting the new version. Version 1 is
every feature's tables (``core.store.schema.ALL``, ``CREATE … IF NOT EXISTS``: a no-op on a store the
features made already); later versions change tables that stores made before them may lack — each
checks first (``Transaction.columns``), because a new store's tables are created in their latest shape.
``dexter migrate`` applies core's versions and the bots' (``bots.migrations``), in one numbering.
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from core.store import schema
from core.store.base import Store, Transaction
from core.store.sql import split_statements

VERSIONS = """
CREATE TABLE IF NOT EXISTS dexter_schema (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at REAL NOT NULL
);
"""


@dataclass(frozen=True, slots=True)
class Migration:
    version: int
    name: str
    #: statements in the shared dialect (``core.store.sql``)
    sql: str = ""
    #: what plain SQL cannot say (e.g. add a column only where it is missing)
    step: Callable[[Transaction], Awaitable[None]] | None = None


#: core's versions; a table core does not know changes in its owner's (the relay's ``relay_runs``:
#: versions 2 and 3, ``bots.relay.cluster.run_store.MIGRATIONS``; ``bots.migrations`` has them all)
MIGRATIONS: tuple[Migration, ...] = (
    Migration(1, "every feature's tables", sql="\n".join(schema.ALL)),
    Migration(4, "feedback: 👍/👎 on answers", sql=schema.FEEDBACK),
    Migration(5, "slack_installations (Slack OAuth: many workspaces)", sql=schema.SLACK_INSTALLATIONS),
)


async def applied(store: Store) -> dict[int, str]:
    """The versions this store has (``{}`` before the first ``migrate``)."""
    await store.ensure_schema(VERSIONS)
    rows = await store.fetchall("SELECT version, name FROM dexter_schema ORDER BY version")
    return {int(version): str(name) for version, name in rows}


async def migrate(
    store: Store,
    migrations: tuple[Migration, ...] = MIGRATIONS,
    *,
    clock: Callable[[], float] = time.time,
) -> list[Migration]:
    """Apply the migrations this store lacks, in order; the ones applied now (``[]``: up to date)."""
    await store.ensure_schema(VERSIONS)
    done: list[Migration] = []
    for migration in sorted(migrations, key=lambda m: m.version):
        async with store.schema_transaction() as tx:
            row = await tx.fetchone("SELECT 1 FROM dexter_schema WHERE version = ?", (migration.version,))
            if row is not None:
                continue
            for statement in split_statements(migration.sql):
                await tx.execute(statement)
            if migration.step is not None:
                await migration.step(tx)
            await tx.execute(
                "INSERT INTO dexter_schema (version, name, applied_at) VALUES (?, ?, ?)",
                (migration.version, migration.name, clock()),
            )
        done.append(migration)
    return done


def latest(migrations: tuple[Migration, ...] = MIGRATIONS) -> int:
    return max(m.version for m in migrations)
