"""A real PostgreSQL for the tests, started by the tests: ``postgres_server`` (session), ``postgres_url``
(a fresh schema per test).

Each pytest process (each xdist worker) runs ``initdb`` into a temp dir — as the ``postgres`` OS user when
we are root (PostgreSQL refuses to run as root; the user is created if missing) — and starts ``postgres``
on a free loopback port, without a Unix socket, with ``fsync=off`` (about a second in all), and stops it
at the end of the session. The binaries are found in ``/usr/lib/postgresql/<version>/bin`` (the newest)
or on PATH; the starting and stopping is ``evals.services.postgres`` (the replica benchmark starts its
server the same way). ``postgres_url`` creates a schema for the test and points ``search_path`` at it
(in the URL's ``options``), so tests never see each other's tables.

Without the binaries the tests that need them are skipped, saying how to install them — unless
``DEXTER_TEST_SERVICES=required`` (CI), where that is a failure.
"""

from __future__ import annotations

import itertools
import os
from collections.abc import Iterator

import psycopg
import pytest

from evals.services.postgres import PostgresServer, postgres_bindir, running_postgres

__all__ = ["PostgresServer", "postgres_server", "postgres_url"]

#: read at import: the autouse ``clean_env`` fixture removes every DEXTER_* variable from the tests
REQUIRED = os.environ.get("DEXTER_TEST_SERVICES", "").strip().lower() == "required"


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    bindir = postgres_bindir()
    if bindir is None:
        reason = "PostgreSQL is not installed (apt-get install postgresql)"
        if REQUIRED:
            pytest.fail(f"{reason}; DEXTER_TEST_SERVICES=required")
        pytest.skip(f"{reason}; set DEXTER_TEST_SERVICES=required to fail instead")
    with running_postgres(bindir) as server:
        yield server


_schemas = itertools.count(1)


@pytest.fixture
def postgres_url(postgres_server: PostgresServer) -> str:
    """A URL whose ``search_path`` is a new, empty schema of the session's server."""
    schema = f"test_{os.getpid()}_{next(_schemas)}"
    with psycopg.connect(postgres_server.url(), autocommit=True) as admin:
        admin.execute(f"CREATE SCHEMA {schema}")
    return postgres_server.url(schema=schema)
