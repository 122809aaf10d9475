"""Compile the project once, before the xdist workers start, instead of once in every worker.

A fresh checkout has no bytecode. Each of the ``-n`` workers collects the whole suite, so each one
rewrote the asserts of every test module (pytest's assertion rewriting, ~9 s of CPU for the suite) and
compiled the product's modules (~2 s) itself — all of them at the same moment, before any had written
its cache for the others. ``warm_caches`` does that work once, in the xdist controller, on every core,
and the workers (and every ``dexter`` process the tests start) read the caches: pytest's rewritten pycs,
Python's own. Nothing changes when the caches are already there (a second run), under
``PYTHONDONTWRITEBYTECODE`` (no cache would be kept), with ``--assert=plain``, or when pytest's
internals have moved (then each worker rewrites for itself, as before).
"""

from __future__ import annotations

import compileall
import fnmatch
import multiprocessing
import os
import sys
from pathlib import Path

import pytest

__all__ = ["warm_caches"]

#: the packages the tests import (the product, its test bench, the tests' own helpers)
PACKAGES = ("bots", "core", "providers", "evals", "tests")

_CONFIG: pytest.Config | None = None  # the controller's, for the forked pool's rewrites


def warm_caches(config: pytest.Config) -> None:
    """In the xdist controller only: rewrite the test modules the run will collect and compile the
    packages they import, on every core, so the workers find both cached."""
    global _CONFIG
    if hasattr(config, "workerinput") or not _parallel(config) or sys.dont_write_bytecode:
        return
    if config.getoption("assertmode", "rewrite") != "rewrite":
        return
    try:
        from _pytest.assertion import rewrite
    except ImportError:  # pragma: no cover - pytest without the assertion rewriter
        return
    if not all(hasattr(rewrite, name) for name in ("PYC_TAIL", "_read_pyc", "get_cache_dir")):
        return
    patterns = [*config.getini("python_files"), "conftest.py"]
    tests = [path for path in _test_modules(config, patterns) if _stale(path)]
    modules = [path for path in _modules(config.rootpath) if not _matches(path, patterns)]
    jobs = [(str(path), True) for path in tests] + [(str(path), False) for path in modules]
    if not jobs:
        return
    _CONFIG = config
    processes = min(os.cpu_count() or 1, 8)
    with multiprocessing.get_context("fork").Pool(processes) as pool:
        pool.map(_warm, jobs, chunksize=max(1, len(jobs) // (processes * 4)))


def _parallel(config: pytest.Config) -> bool:
    try:
        workers = config.getoption("numprocesses")
        dist = config.getoption("dist")
    except ValueError:  # xdist not installed or disabled (-p no:xdist)
        return False
    return bool(workers) and dist != "no"


def _matches(path: Path, patterns: list[str]) -> bool:
    return any(fnmatch.fnmatch(path.name, pattern) for pattern in patterns)


def _test_modules(config: pytest.Config, patterns: list[str]) -> list[Path]:
    """The modules pytest rewrites, under the paths this run collects: test files and conftests."""
    roots = [(config.invocation_params.dir / arg.split("::")[0]).resolve() for arg in config.args]
    found: set[Path] = set()
    for root in roots:
        candidates = root.rglob("*.py") if root.is_dir() else [root]
        found |= {path for path in candidates if _matches(path, patterns)}
        found |= {d / "conftest.py" for d in root.parents if (d / "conftest.py").is_file()}
    return sorted(p for p in found if p.is_file() and ".venv" not in p.parts)


def _stale(path: Path) -> bool:
    from _pytest.assertion.rewrite import PYC_TAIL, _read_pyc, get_cache_dir

    return _read_pyc(path, get_cache_dir(path) / (path.name[:-3] + PYC_TAIL)) is None


def _modules(root: Path) -> list[Path]:
    return sorted(
        p for package in PACKAGES if (root / package).is_dir() for p in (root / package).rglob("*.py")
    )


def _warm(job: tuple[str, bool]) -> None:
    """In a pool process: one test module rewritten into pytest's cache, or one module compiled."""
    path, rewritten = job
    try:
        if rewritten:
            _rewrite(Path(path))
        else:
            compileall.compile_file(path, quiet=2)
    except Exception:  # a syntax error and the like: the worker that imports it reports it
        return


def _rewrite(path: Path) -> None:
    from _pytest.assertion.rewrite import PYC_TAIL, _rewrite_test, _write_pyc, assertstate_key, get_cache_dir

    assert _CONFIG is not None
    cache = get_cache_dir(path)
    cache.mkdir(exist_ok=True)
    source_hash, code = _rewrite_test(path, _CONFIG)
    _write_pyc(_CONFIG.stash[assertstate_key], code, source_hash, cache / (path.name[:-3] + PYC_TAIL))
