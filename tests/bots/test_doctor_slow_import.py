"""``dexter doctor`` on a slow machine: the model SDK's import (seconds of CPU) must not eat the deadlines.

The import is made slow at the import system, not in our code: a finder in front of ``anthropic`` holds
its loading until the Slack and Telegram emulators have answered doctor's calls (or, bounded, until long
after every check's deadline). Imported on the event loop, the import would hold the loop, so the Slack
and Telegram checks could not even be sent and would fail with a timeout; imported off the loop, they
pass, and so does the model check, whose own deadline starts once the SDK is loaded.
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import sys
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from types import ModuleType

import pytest

from bots.doctor.runner import run_doctor
from core.config import Settings
from tests.bots.test_doctor import Services, services  # noqa: F401 (the emulators' fixture)

#: every check's deadline: generous, since a check that passes ends as soon as it can; 1 s failed the model check
#: (its client made and /v1/models answered after the import) in a suite run at load 10
DEADLINE_S = 5.0
HOLD_BOUND_S = 3 * DEADLINE_S  # only if the checks never get through: well past every deadline


class _HeldLoader(importlib.abc.Loader):
    def __init__(self, real: importlib.abc.Loader, ready: Callable[[], bool]) -> None:
        self.real, self.ready = real, ready

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType | None:
        return self.real.create_module(spec)

    def exec_module(self, module: ModuleType) -> None:
        end = time.monotonic() + HOLD_BOUND_S
        tick = threading.Event()  # never set: a 10 ms poll of the condition
        while not self.ready() and time.monotonic() < end:  # a slow import: until the others are through
            tick.wait(0.01)
        self.real.exec_module(module)


class _SlowAnthropic(importlib.abc.MetaPathFinder):
    def __init__(self, ready: Callable[[], bool]) -> None:
        self.ready = ready

    def find_spec(
        self, name: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        if name != "anthropic":
            return None
        spec = importlib.machinery.PathFinder.find_spec(name, path)
        if spec is not None and spec.loader is not None:
            spec.loader = _HeldLoader(spec.loader, self.ready)
        return spec


@pytest.fixture
def fresh_anthropic(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """``anthropic`` not yet imported (the worker's own copy is put back afterwards)."""
    for name in [n for n in sys.modules if n == "anthropic" or n.startswith("anthropic.")]:
        monkeypatch.delitem(sys.modules, name)
    yield
    for name in [n for n in sys.modules if n == "anthropic" or n.startswith("anthropic.")]:
        monkeypatch.delitem(sys.modules, name, raising=False)  # this run's copy goes; the old comes back


async def test_a_slow_sdk_import_times_out_no_check(
    services: Services,  # noqa: F811
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    fresh_anthropic: None,
) -> None:
    def through() -> bool:
        paths = [r.path for r in services.slack.requests] + [r.path for r in services.telegram.requests]
        return any("auth.test" in p for p in paths) and any("getMe" in p for p in paths)

    finder = _SlowAnthropic(through)
    monkeypatch.setattr(sys, "meta_path", [finder, *sys.meta_path])
    settings = Settings(**services.env)
    rows = {row.check: row for row in await run_doctor(settings, environ=services.env, timeout_s=DEADLINE_S)}
    assert through()
    for name in ("slack", "telegram", "model", "opendart", "kis"):
        assert rows[name].ok, (name, rows[name])
