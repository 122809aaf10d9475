"""Every schema version ``dexter migrate`` applies, in one numbering: core's tables' (``core.store.migrate``)
and the chat bots' — the relay's tables and ``feedback``, each declared by the module that owns it
(``core.store.migrate.combine`` makes version 1 one migration of both).

A bot table's change goes with its owner (``relay_runs``: ``bots.relay.cluster.run_store.MIGRATIONS``)
and is listed here; a new bot table goes in ``TABLES`` (the shape a new store gets) and, for stores made
before it, in a new version below.
"""

from __future__ import annotations

from bots.feedback import book
from bots.relay.cluster import cancel_bus, journal, run_store
from bots.relay.intake import quota
from bots.relay.run import conversation_memory
from core.store import migrate

#: the chat bots' tables, as a new store gets them (each owner creates its own on first use)
TABLES: tuple[str, ...] = (
    run_store.SCHEMA,
    journal.SCHEMA,
    cancel_bus.SCHEMA,
    conversation_memory.SCHEMA,
    quota.SCHEMA,
    book.SCHEMA,
)

BOTS: tuple[migrate.Migration, ...] = (
    migrate.Migration(1, migrate.FIRST, sql="\n".join(TABLES)),
    *run_store.MIGRATIONS,
    migrate.Migration(4, "feedback: 👍/👎 on answers", sql=book.SCHEMA),
)

MIGRATIONS: tuple[migrate.Migration, ...] = migrate.combine(migrate.MIGRATIONS, BOTS)
