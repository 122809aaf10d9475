"""CPU per test, for finding where the suite's time goes on a shared machine (wall time there says little).

Opt-in: ``.venv/bin/pytest -p tests.cpu_time`` with ``DEXTER_TEST_CPU_DIR`` set to a directory; each process
(the xdist controller and every worker) appends to a file of its own there one line per test: its node id, the
CPU of the process and of the child processes it waited for during the test (``getrusage``; a ``dexter``
subprocess counts once it has been waited for), and the wall time, tab-separated; ``@collected`` and ``@end``
lines carry the process's totals. ``python -m tests.cpu_time DIR`` sums them by file.
"""

from __future__ import annotations

import collections
import os
import resource
import sys
import time
from collections.abc import Generator
from pathlib import Path
from typing import IO

import pytest

_OUT: IO[str] | None = None


def _cpu() -> tuple[float, float]:
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime, children.ru_utime + children.ru_stime


def _write(*fields: object) -> None:
    global _OUT
    folder = os.environ.get("DEXTER_TEST_CPU_DIR")
    if not folder:
        return
    if _OUT is None:
        worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
        _OUT = open(Path(folder) / f"{worker}.{os.getpid()}.tsv", "a", encoding="utf-8")  # noqa: SIM115
    _OUT.write("\t".join(str(f) for f in fields) + "\n")
    _OUT.flush()


def pytest_collection_finish(session: pytest.Session) -> None:
    own, children = _cpu()
    _write("@collected", f"{own:.3f}", f"{children:.3f}", f"{time.time():.3f}")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> Generator[None, None, None]:
    own0, children0 = _cpu()
    start = time.monotonic()
    yield
    own1, children1 = _cpu()
    wall = time.monotonic() - start
    _write(item.nodeid, f"{own1 - own0:.3f}", f"{children1 - children0:.3f}", f"{wall:.3f}")


def pytest_unconfigure(config: pytest.Config) -> None:
    own, children = _cpu()
    _write("@end", f"{own:.3f}", f"{children:.3f}", f"{time.time():.3f}")


def by_file(folder: Path) -> dict[str, tuple[float, float, float, int]]:
    """Per test file: CPU of the tests' processes, of their children, wall time, and the number of tests."""
    sums: dict[str, list[float]] = collections.defaultdict(lambda: [0.0, 0.0, 0.0, 0.0])
    for path in folder.glob("*.tsv"):
        for line in path.read_text(encoding="utf-8").splitlines():
            node, own, children, wall = line.split("\t")
            if node.startswith("@"):
                continue
            row = sums[node.split("::")[0]]
            row[0] += float(own)
            row[1] += float(children)
            row[2] += float(wall)
            row[3] += 1
    return {name: (own, children, wall, int(n)) for name, (own, children, wall, n) in sums.items()}


def main(folder: str) -> None:
    rows = sorted(by_file(Path(folder)).items(), key=lambda kv: -(kv[1][0] + kv[1][1]))
    print(f"{'cpu':>8} {'own':>8} {'children':>8} {'wall':>8} {'tests':>6}  file")
    for name, (own, children, wall, n) in rows:
        print(f"{own + children:8.1f} {own:8.1f} {children:8.1f} {wall:8.1f} {n:6d}  {name}")
    total_own = sum(r[0] for _, r in rows)
    total_children = sum(r[1] for _, r in rows)
    print(f"{total_own + total_children:8.1f} {total_own:8.1f} {total_children:8.1f}  all tests")


if __name__ == "__main__":
    main(sys.argv[1])
