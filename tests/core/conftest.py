"""Fixtures the core tests share."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from core.config import Settings
from core.data.services import DataServices, open_data_services
from tests.conftest import companies


@pytest.fixture
async def data(tmp_path: Path) -> AsyncIterator[DataServices]:
    """The data services on the recorded bundle (offline), in a new home."""
    async with await open_data_services(
        Settings(DEXTER_HOME=str(tmp_path), DEXTER_OFFLINE="1"), companies=companies()
    ) as services:
        yield services
