"""The wheel as an operator installs it: build it, install it into a fresh venv, write an env file, and
run ``dexter doctor`` and ``dexter serve`` from it as a non-root user (what the image's ``USER`` and the
unit's ``User=`` do) — offline data, Telegram against FakeTelegram — until ``/readyz`` says 200, then
SIGTERM: the process must exit 0 within the grace period plus 5 s.

The fresh venv has no access to the checkout: it runs from a temp directory, so a file missing from the
wheel (the offline data bundle, the skills) shows up here.

The wheel's dependencies are not fetched again: the venv borrows them from the project's venv (the versions
the suite runs with; the registry install of the same requirements is CI's first step) — only the closure
of the wheel's own ``Requires-Dist``, each version checked against it, linked into one directory the
venv's ``.pth`` names. A runtime import of a dev tool (pytest, respx…) or of an undeclared dependency still
fails here, as it would after ``pip install``; the registry download that made this test take minutes
does not happen.

The target user runs the process through ``setpriv`` (it execs, so the signal reaches Python directly;
``runuser``/``su`` stay in between and SIGKILL their child 2 s after forwarding SIGTERM). The venv's
interpreter must be one that user may execute: a pyenv build under /root is not, the system's is.
"""

from __future__ import annotations

import asyncio
import email.parser
import os
import pwd
import shutil
import signal
import subprocess
import sys
import tempfile
import zipfile
from collections.abc import Iterator
from importlib import metadata
from pathlib import Path

import httpx
import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from evals.emulators.telegram import FakeTelegram
from tests.faults.harness import free_port

REPO = Path(__file__).resolve().parents[2]
USER = "dexter"
INSTALL_TIMEOUT_S = 300.0  # only a guard: building the wheel fetches its backend (hatchling)
GUARD_S = 60.0
STOP_WITHIN_S = 25.0 + 5.0 + 5.0  # DEXTER_SHUTDOWN_GRACE_S + 5 s, and slack for a loaded machine


def _run(
    *command: str | Path, timeout: float = INSTALL_TIMEOUT_S, **kw: object
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(  # type: ignore[call-overload, no-any-return]
        [str(c) for c in command], capture_output=True, text=True, timeout=timeout, check=False, **kw
    )


def _as_user() -> list[str]:
    """The prefix that runs a command as the non-root user (nothing when we are not root)."""
    if os.geteuid() != 0:
        return []
    if shutil.which("setpriv") is None:
        pytest.skip("setpriv is missing: cannot drop to a non-root user")
    try:
        entry = pwd.getpwnam(USER)
    except KeyError:
        made = _run(
            "useradd", "--system", "--no-create-home", "--shell", "/usr/sbin/nologin", USER, timeout=30
        )
        if made.returncode != 0:
            pytest.skip(f"cannot create the user {USER}: {made.stderr.strip()}")
        entry = pwd.getpwnam(USER)
    assert entry.pw_uid != 0
    return ["setpriv", f"--reuid={entry.pw_uid}", f"--regid={entry.pw_gid}", "--clear-groups", "--"]


def _interpreter(as_user: list[str]) -> str:
    """A Python the user may run, of this one's minor version (the borrowed dependencies have binaries)."""
    base: str = getattr(sys, "_base_executable", sys.executable)
    minor = f"python{sys.version_info.major}.{sys.version_info.minor}"
    candidates = [os.path.realpath(base), shutil.which(minor), f"/usr/bin/{minor}"]
    for candidate in filter(None, candidates):
        probe = f"import sys; sys.exit(0 if sys.version_info[:2] == {tuple(sys.version_info[:2])} else 1)"
        if _run(*as_user, candidate, "-c", probe, timeout=30).returncode == 0:
            return candidate
    pytest.skip(f"no {minor} the user {USER} can execute")


@pytest.fixture
def workdir() -> Iterator[Path]:
    path = Path(tempfile.mkdtemp(prefix="dexter-wheel-", dir="/tmp"))  # not pytest's root-only tmp
    path.chmod(0o755)
    yield path
    shutil.rmtree(path, ignore_errors=True)


def _requires(wheel: Path) -> list[str]:
    """The wheel's ``Requires-Dist`` lines, as pip reads them."""
    with zipfile.ZipFile(wheel) as archive:
        (name,) = (n for n in archive.namelist() if n.endswith(".dist-info/METADATA"))
        text = archive.read(name).decode()
    return email.parser.HeaderParser().parsestr(text).get_all("Requires-Dist") or []


def _link_runtime_dependencies(wheel: Path, target: Path) -> list[str]:
    """Link into ``target`` every distribution that installing ``wheel`` would bring — its requirements
    without extras, then theirs (with the extras asked for) — from this venv; the distributions linked."""
    todo: list[tuple[str, frozenset[str]]] = [("", frozenset())]
    done: set[tuple[str, str]] = set()
    linked: dict[str, metadata.Distribution] = {}
    while todo:
        name, extras = todo.pop()
        lines = _requires(wheel) if not name else (metadata.distribution(name).requires or [])
        for line in lines:
            req = Requirement(line)
            active = [e for e in {"", *extras} if req.marker is None or req.marker.evaluate({"extra": e})]
            if not active:
                continue
            key = canonicalize_name(req.name)
            try:
                dist = metadata.distribution(key)
            except metadata.PackageNotFoundError:
                pytest.fail(f"{req} (needed by {name or wheel.name}) is not installed in the project venv")
            assert req.specifier.contains(dist.version, prereleases=True), (str(req), dist.version)
            linked[key] = dist
            pending = {(key, e) for e in {"", *req.extras}} - done
            if pending:
                done |= pending
                todo.append((key, frozenset(e for _, e in pending if e)))
    target.mkdir()
    for dist in linked.values():
        tops = {Path(str(f)).parts[0] for f in dist.files or []}
        for top in sorted(tops - {"..", "__pycache__"}):
            source, link = Path(str(dist.locate_file(top))), target / top
            if source.exists() and not link.exists():
                link.symlink_to(source)
    return sorted(linked)


def _install(python: str, workdir: Path) -> Path:
    """Build the wheel, install it into a fresh venv with its runtime dependencies; the venv's ``dexter``."""
    wheels = workdir / "wheels"
    built = _run(sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", wheels, REPO)
    if built.returncode != 0:
        pytest.skip(
            f"cannot build the wheel (the hatchling backend comes from the registry): {built.stderr[-500:]}"
        )
    (wheel,) = wheels.glob("korean_dexter-*.whl")
    venv = workdir / "venv"
    created = _run(python, "-m", "venv", "--without-pip", venv)
    assert created.returncode == 0, created.stderr
    # this venv's pip installs into the new one (no ensurepip there); the files come only from the wheel
    pip = (sys.executable, "-m", "pip", "--python", venv / "bin" / "python")
    installed = _run(*pip, "install", "--quiet", "--no-deps", "--disable-pip-version-check", wheel)
    assert installed.returncode == 0, installed.stderr
    deps = workdir / "deps"
    linked = _link_runtime_dependencies(wheel, deps)
    assert {"anthropic", "slack-bolt", "psycopg-binary"} <= set(linked), linked  # extras followed too
    assert not {"pytest", "respx", "mypy"} & set(linked), linked
    site = next((venv / "lib").glob("python3*/site-packages"))
    (site / "zz_runtime_deps.pth").write_text(f"{deps}\n", encoding="utf-8")
    return venv / "bin" / "dexter"


def _chown(path: Path) -> None:
    if os.geteuid() == 0:
        entry = pwd.getpwnam(USER)
        os.chown(path, entry.pw_uid, entry.pw_gid)


async def _wait_ready(proc: subprocess.Popen[bytes], url: str, log: Path) -> None:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + GUARD_S
    async with httpx.AsyncClient() as http:
        while True:
            try:
                if (await http.get(f"{url}/readyz", timeout=2)).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            if proc.poll() is not None:
                raise AssertionError(
                    f"dexter serve exited {proc.returncode}:\n{log.read_text(errors='replace')}"
                )
            if loop.time() > deadline:
                raise AssertionError(f"never ready:\n{log.read_text(errors='replace')}")
            await asyncio.sleep(0.1)


async def _exit_code(proc: subprocess.Popen[bytes], within: float) -> int | None:
    try:
        return await asyncio.to_thread(proc.wait, within)
    except subprocess.TimeoutExpired:
        return None


def _uid_of(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("Uid:"):
            return int(line.split()[1])
    raise AssertionError("no Uid line")


async def test_the_wheel_serves_from_an_env_file_as_a_non_root_user_and_stops_cleanly(workdir: Path) -> None:
    as_user = _as_user()
    dexter = await asyncio.to_thread(_install, _interpreter(as_user), workdir)
    app, home = workdir / "app", workdir / "home"
    app.mkdir()
    home.mkdir()
    for path in (app, home):
        _chown(path)
    port = free_port()
    async with FakeTelegram(token="424242:wheel-install-token") as telegram:
        (app / ".env").write_text(
            "\n".join(
                [
                    f"DEXTER_HOME={home}",
                    "DEXTER_OFFLINE=1",
                    f"TELEGRAM_BOT_TOKEN={telegram.token}",
                    f"TELEGRAM_API_URL={telegram.api_url}",
                    "DEXTER_ALLOW_TELEGRAM=*",
                    "DEXTER_LOG_FORMAT=json",
                    "",
                ]
            ),
            encoding="utf-8",
        )
        env = {"PATH": "/usr/bin:/bin", "HOME": str(app), "LANG": "C.UTF-8"}  # nothing of ours: .env is read

        doctor = await asyncio.create_subprocess_exec(
            *as_user,
            str(dexter),
            "doctor",
            cwd=app,
            env=env,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.STDOUT,
        )
        async with asyncio.timeout(GUARD_S):
            report, _ = await doctor.communicate()
        assert doctor.returncode == 0, report.decode()
        assert "✅ telegram" in report.decode() and "✅ opendart" in report.decode()

        log = workdir / "serve.log"
        with log.open("wb") as out:
            proc = subprocess.Popen(  # noqa: ASYNC220
                [*as_user, str(dexter), "serve", "--port", str(port)],
                cwd=app,
                env=env,
                stdout=out,
                stderr=subprocess.STDOUT,
            )
        try:
            await _wait_ready(proc, f"http://127.0.0.1:{port}", log)
            assert _uid_of(proc.pid) != 0
            assert telegram.calls["getUpdates"] >= 1  # polling the fake, configured from .env only
            proc.send_signal(signal.SIGTERM)
            code = await _exit_code(proc, STOP_WITHIN_S)
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait(timeout=10)
    output = log.read_text(errors="replace")
    assert code == 0, output
    assert '"event": "shutting_down"' in output and "Traceback" not in output
