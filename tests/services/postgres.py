"""A real PostgreSQL for the tests, started by the tests: ``postgres_server`` (session), ``postgres_url``
(a fresh schema per test).

Each pytest process (each xdist worker) runs ``initdb`` into a temp dir — as the ``postgres`` OS user when
we are root (PostgreSQL refuses to run as root; the user is created if missing) — and starts ``postgres``
on a free loopback port, without a Unix socket, with ``fsync=off`` (about a second in all), and stops it
at the end of the session. The binaries are found in ``/usr/lib/postgresql/<version>/bin`` (the newest)
or on PATH. ``postgres_url`` creates a schema for the test and points ``search_path`` at it (in the URL's
``options``), so tests never see each other's tables.

Without the binaries the tests that need them are skipped, saying how to install them — unless
``DEXTER_TEST_SERVICES=required`` (CI), where that is a failure.
"""

from __future__ import annotations

import itertools
import os
import re
import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import psycopg
import pytest

#: read at import: the autouse ``clean_env`` fixture removes every DEXTER_* variable from the tests
REQUIRED = os.environ.get("DEXTER_TEST_SERVICES", "").strip().lower() == "required"
START_TIMEOUT_S = 30.0
OS_USER = "postgres"


def postgres_bindir() -> Path | None:
    """The directory with ``initdb`` and ``postgres``: the newest /usr/lib/postgresql/*/bin, else PATH."""
    versions = sorted(
        Path("/usr/lib/postgresql").glob("*/bin"),
        key=lambda p: [int(n) for n in re.findall(r"\d+", p.parent.name)] or [0],
    )
    for bindir in reversed(versions):
        if (bindir / "initdb").exists() and (bindir / "postgres").exists():
            return bindir
    initdb = shutil.which("initdb")
    if initdb is not None:
        bindir = Path(initdb).resolve().parent
        if (bindir / "postgres").exists():
            return bindir
    return None


@dataclass(frozen=True, slots=True)
class PostgresServer:
    port: int

    def url(self, database: str = "postgres", *, schema: str | None = None, password: str = "") -> str:
        auth = f"{OS_USER}:{password}" if password else OS_USER
        options = f"?options=-csearch_path%3D{schema}" if schema else ""
        return f"postgresql://{auth}@127.0.0.1:{self.port}/{database}{options}"


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _os_user() -> str | None:
    """Whom to run PostgreSQL as: ``postgres`` when we are root (created if missing), else ourselves."""
    if os.geteuid() != 0:
        return None
    if subprocess.run(["id", "-u", OS_USER], capture_output=True, check=False).returncode != 0:
        subprocess.run(
            ["useradd", "--system", "--no-create-home", "--shell", "/usr/sbin/nologin", OS_USER],
            capture_output=True,
            check=True,
        )
    return OS_USER


def _initdb(bindir: Path, data: Path, user: str | None) -> None:
    args = [str(bindir / "initdb"), "-D", str(data), "-A", "trust", "-U", OS_USER, "-N", "-E", "UTF8"]
    done = subprocess.run(
        [*args, "--locale=C"], user=user, capture_output=True, text=True, check=False, cwd=data.parent
    )
    if done.returncode != 0:
        raise RuntimeError(f"initdb failed: {done.stderr.strip()[-500:]}")


def _start(bindir: Path, data: Path, user: str | None) -> tuple[subprocess.Popen[bytes], int]:
    """Start on a free port; another process may take the port first, so a few tries."""
    last = ""
    for _ in range(5):
        port = _free_port()
        log = data.parent / f"postgres-{port}.log"
        settings = {
            "listen_addresses": "127.0.0.1",
            "unix_socket_directories": "",
            "fsync": "off",
            "synchronous_commit": "off",
            "full_page_writes": "off",
            "max_connections": "200",
        }
        args = [str(bindir / "postgres"), "-D", str(data), "-p", str(port)]
        args += [part for name, value in settings.items() for part in ("-c", f"{name}={value}")]
        with log.open("wb") as out:
            process = subprocess.Popen(
                args, user=user, stdin=subprocess.DEVNULL, stdout=out, stderr=out, cwd=data.parent
            )
        deadline = time.monotonic() + START_TIMEOUT_S
        while process.poll() is None and time.monotonic() < deadline:
            try:
                psycopg.connect(PostgresServer(port).url(), connect_timeout=1).close()
            except psycopg.OperationalError:
                time.sleep(0.05)
            else:
                return process, port
        last = log.read_text(errors="replace")[-500:]
        _stop(process)
    raise RuntimeError(f"postgres did not start: {last}")


def _stop(process: subprocess.Popen[bytes]) -> None:
    if process.poll() is None:
        process.send_signal(2)  # SIGINT: PostgreSQL's fast shutdown
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    bindir = postgres_bindir()
    if bindir is None:
        reason = "PostgreSQL is not installed (apt-get install postgresql)"
        if REQUIRED:
            pytest.fail(f"{reason}; DEXTER_TEST_SERVICES=required")
        pytest.skip(f"{reason}; set DEXTER_TEST_SERVICES=required to fail instead")
    user = _os_user()
    # not under pytest's basetemp: its parents are root's alone, and PostgreSQL runs as another user
    root = Path(tempfile.mkdtemp(prefix="dexter-pg-"))
    data = root / "data"
    data.mkdir()
    if user is not None:
        shutil.chown(root, user)
        shutil.chown(data, user)
    try:
        _initdb(bindir, data, user)
        process, port = _start(bindir, data, user)
        try:
            yield PostgresServer(port)
        finally:
            _stop(process)
    finally:
        shutil.rmtree(root, ignore_errors=True)


_schemas = itertools.count(1)


@pytest.fixture
def postgres_url(postgres_server: PostgresServer) -> str:
    """A URL whose ``search_path`` is a new, empty schema of the session's server."""
    schema = f"test_{os.getpid()}_{next(_schemas)}"
    with psycopg.connect(postgres_server.url(), autocommit=True) as admin:
        admin.execute(f"CREATE SCHEMA {schema}")
    return postgres_server.url(schema=schema)
