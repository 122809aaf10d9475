"""Schema versions: ``dexter migrate`` brings a store (SQLite or PostgreSQL) up to date.

The versions applied are rows of ``dexter_schema`` (version, name, when). Each migration runs in one
transaction holding the schema lock — its statements, its step, and its row — so it is applied whole or
not at all, and two replicas migrating at once apply it once. Running it again applies nothing.

Features still create what they need on first use (``Store.ensure_schema``), so one user on SQLite never
has to run this; a team upgrading replicas runs it once before starting the new version. Version 1 is
every feature's tables (``CREATE … IF NOT EXISTS``: a no-op on a store the features made already);
later versions change tables that stores made before them may lack — each checks first
(``Transaction.columns``), because a new store's tables are created in their latest shape.

Core declares its own tables' versions (``MIGRATIONS``: ``core.store.schema.ALL`` in version 1); the
chat bots declare theirs (``bots.migrations``: the relay's tables in version 1 too, ``relay_runs``'
columns, ``feedback``). ``combine`` makes one numbering of them — the parts of one version become one
migration — and ``dexter migrate`` applies that.
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


#: the first version's name, whoever contributes tables to it
FIRST = "every feature's tables"
#: core's versions; a table core does not know changes in its owner's (``bots.migrations`` has them all)
MIGRATIONS: tuple[Migration, ...] = (
    Migration(1, FIRST, sql="\n".join(schema.ALL)),
    Migration(5, "slack_installations (Slack OAuth: many workspaces)", sql=schema.SLACK_INSTALLATIONS),
)


def _chained(
    first: Callable[[Transaction], Awaitable[None]] | None,
    then: Callable[[Transaction], Awaitable[None]] | None,
) -> Callable[[Transaction], Awaitable[None]] | None:
    if first is None or then is None:
        return first or then

    async def both(tx: Transaction) -> None:
        await first(tx)
        await then(tx)

    return both


def combine(*owners: tuple[Migration, ...]) -> tuple[Migration, ...]:
    """Several owners' migrations in one numbering, by version: the parts of one version (the same name)
    become one migration — their statements in the owners' order, then their steps — applied whole.

    Raises:
        ValueError: two parts of one version are named differently.
    """
    merged: dict[int, Migration] = {}
    for migration in (m for owner in owners for m in owner):
        before = merged.get(migration.version)
        if before is None:
            merged[migration.version] = migration
            continue
        if before.name != migration.name:
            raise ValueError(f"version {migration.version}: {before.name!r} and {migration.name!r}")
        merged[migration.version] = Migration(
            migration.version,
            migration.name,
            sql="\n".join(part for part in (before.sql, migration.sql) if part),
            step=_chained(before.step, migration.step),
        )
    return tuple(merged[version] for version in sorted(merged))


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
