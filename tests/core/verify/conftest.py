"""The checker tests' shared tool results: the real sub-tools on the recorded bundle, once per module."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from evals.validator_eval import tool_results


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return Path(tmp_path_factory.mktemp("home"))


@pytest.fixture(scope="module")
def samsung(home: Path) -> list[str]:
    """삼성전자 FY2023: what the agent's metrics tools return."""
    return asyncio.run(tool_results("삼성전자", 2023, home))
