from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from core.agent import Agent, AgentConfig
from core.clock import VirtualClock
from core.data.companies.resolver import CompanyIndex
from core.model import Model
from core.retry import RetryPolicy
from core.tools import ToolContext, ToolRegistry
from tests.bytecode import warm_caches
from tests.tls import share_default_tls_context

share_default_tls_context()  # one certifi parse per process, not one per HTTP client (tests/tls.py)


def pytest_configure(config: pytest.Config) -> None:
    warm_caches(config)  # xdist controller: compile once, not once per worker (tests/bytecode.py)


# real services the tests start themselves (skipped when not installed): tests/services
pytest_plugins = ["tests.services.redis", "tests.services.postgres", "tests.services.stores"]

_ENV_PREFIXES = ("DEXTER_", "ANTHROPIC_", "OPENAI_", "OLLAMA_", "OPENDART_", "KIS_", "SLACK_", "TELEGRAM_")


@pytest.fixture(autouse=True)
def clean_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Tests never see the developer's keys or .env; each gets its own DEXTER_HOME."""
    import os

    for name in list(os.environ):
        if name.startswith(_ENV_PREFIXES):
            monkeypatch.delenv(name)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DEXTER_HOME", str(tmp_path / "home"))
    # Progress edits 0.05 s apart instead of the platforms' 1.5 s: scenario tests wait for final edits,
    # not for pacing. Tests about the pacing itself unset it (``platform_edit_spacing``).
    monkeypatch.setenv("DEXTER_EDIT_INTERVAL_S", EDIT_INTERVAL_FOR_TESTS)


EDIT_INTERVAL_FOR_TESTS = "0.05"


@pytest.fixture
def platform_edit_spacing(monkeypatch: pytest.MonkeyPatch) -> None:
    """The platforms' own edit spacing (Slack 1.5 s, Telegram 1.5 s / 3.5 s), as in production."""
    monkeypatch.delenv("DEXTER_EDIT_INTERVAL_S")


@pytest.fixture
def sleeps() -> VirtualClock:
    """A fake clock whose sleeps move time and record their delays (``sleeps.delays``)."""
    return VirtualClock()


@pytest.fixture
def fast_policy(sleeps: VirtualClock) -> RetryPolicy:
    return RetryPolicy(random=lambda: 0.5, sleep=sleeps.sleep)


_COMPANIES: CompanyIndex | None = None


def companies() -> CompanyIndex:
    global _COMPANIES
    if _COMPANIES is None:
        _COMPANIES = CompanyIndex.bundled()
    return _COMPANIES


def make_agent(model: Model, tmp_path: Path, registry: ToolRegistry | None = None, **config: object) -> Agent:
    from core.tools.resolve import resolve_company

    return Agent(
        model,
        registry or ToolRegistry([resolve_company]),
        AgentConfig(scratchpad_dir=tmp_path / "scratchpad", **config),  # type: ignore[arg-type]
        tool_context=ToolContext(companies=companies()),
    )


@contextlib.asynccontextmanager
async def opened(model: Model) -> AsyncIterator[Model]:
    """Close a provider model's HTTP client at the end of the block."""
    try:
        yield model
    finally:
        await model.aclose()


def structlog_test_defaults() -> None:
    """structlog's defaults, but exceptions rendered as plain tracebacks: the default Rich renderer
    (syntax-highlighted frames with their locals) took ~13% of the CPU of the bot scenario tests, for
    errors logged on purpose (a broken store, a closed journal) into output nobody reads unless a test
    fails — and then the plain traceback says the same."""
    import structlog

    structlog.reset_defaults()
    *processors, _console = structlog.get_config()["processors"]
    renderer = structlog.dev.ConsoleRenderer(exception_formatter=structlog.dev.plain_traceback)
    structlog.configure(processors=[*processors, renderer])


structlog_test_defaults()


@pytest.fixture(autouse=True)
def restore_logging() -> Iterator[None]:
    """configure_logging changes process-wide state; undo it after each test."""
    import logging

    root = logging.getLogger()
    handlers, level = root.handlers[:], root.level
    yield
    root.handlers[:] = handlers
    root.setLevel(level)
    structlog_test_defaults()
