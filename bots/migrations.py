"""Every schema version ``dexter migrate`` applies, in one numbering: core's tables'
(``core.store.migrate.MIGRATIONS``) and the relay's ``relay_runs`` (``bots.relay.cluster.run_store``)."""

from __future__ import annotations

from bots.relay.cluster import run_store
from core.store import migrate

MIGRATIONS: tuple[migrate.Migration, ...] = tuple(
    sorted((*migrate.MIGRATIONS, *run_store.MIGRATIONS), key=lambda m: m.version)
)
