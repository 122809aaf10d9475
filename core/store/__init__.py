"""The store every feature shares: ``Store`` (the interface), SQLite by default, PostgreSQL for replicas.

``store_for(settings)`` picks the backend: ``DEXTER_DATABASE_URL`` (``postgresql://…``) → ``PostgresStore``
(``core.store.postgres``, imported only then); empty → ``SqliteStore`` on ``$DEXTER_HOME/dexter.db``.
"""

from __future__ import annotations

from core.config import Settings
from core.store.base import Dialect, Row, Store, Transaction
from core.store.sqlite import SqliteStore

__all__ = ["Dialect", "Row", "SqliteStore", "Store", "Transaction", "store_for"]


def store_for(settings: Settings) -> Store:
    """The configured store, not yet opened."""
    url = settings.database_url
    if url:
        from core.store.postgres import PostgresStore  # psycopg is loaded only when it is used

        return PostgresStore(url)
    return SqliteStore(settings.db_path)
