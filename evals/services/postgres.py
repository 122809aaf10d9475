"""Start a throw-away PostgreSQL on loopback: ``initdb`` into a temp dir — as the ``postgres`` OS user
when we are root (PostgreSQL refuses to run as root; the user is created if missing) — then
``postgres`` on a free port, without a Unix socket, with ``fsync=off`` (about a second in all).

The binaries are found in ``/usr/lib/postgresql/<version>/bin`` (the newest) or on PATH. Used by the
test fixtures (``tests/services/postgres.py``) and by ``evals.bench_replicas``.
"""

from __future__ import annotations

import contextlib
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


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def os_user() -> str | None:
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


def initdb(bindir: Path, data: Path, user: str | None) -> None:
    args = [str(bindir / "initdb"), "-D", str(data), "-A", "trust", "-U", OS_USER, "-N", "-E", "UTF8"]
    done = subprocess.run(
        [*args, "--locale=C"], user=user, capture_output=True, text=True, check=False, cwd=data.parent
    )
    if done.returncode != 0:
        raise RuntimeError(f"initdb failed: {done.stderr.strip()[-500:]}")


def start(
    bindir: Path, data: Path, user: str | None, *, max_connections: int = 200
) -> tuple[subprocess.Popen[bytes], int]:
    """Start on a free port; another process may take the port first, so a few tries."""
    last = ""
    for _ in range(5):
        port = free_port()
        log = data.parent / f"postgres-{port}.log"
        settings = {
            "listen_addresses": "127.0.0.1",
            "unix_socket_directories": "",
            "fsync": "off",
            "synchronous_commit": "off",
            "full_page_writes": "off",
            "max_connections": str(max_connections),
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
        stop(process)
    raise RuntimeError(f"postgres did not start: {last}")


def stop(process: subprocess.Popen[bytes]) -> None:
    if process.poll() is None:
        process.send_signal(2)  # SIGINT: PostgreSQL's fast shutdown
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


@contextlib.contextmanager
def running_postgres(bindir: Path, *, max_connections: int = 200) -> Iterator[PostgresServer]:
    """A fresh server in a temp dir (not under pytest's basetemp: its parents are root's alone, and
    PostgreSQL runs as another user), stopped and removed on exit."""
    user = os_user()
    root = Path(tempfile.mkdtemp(prefix="dexter-pg-"))
    data = root / "data"
    data.mkdir()
    if user is not None:
        shutil.chown(root, user)
        shutil.chown(data, user)
    try:
        initdb(bindir, data, user)
        process, port = start(bindir, data, user, max_connections=max_connections)
        try:
            yield PostgresServer(port)
        finally:
            stop(process)
    finally:
        shutil.rmtree(root, ignore_errors=True)
