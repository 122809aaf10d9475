"""Fixtures the reader's tests share."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.core.quick import shared_runtime


@pytest.fixture(scope="session", autouse=True)
def shared_runtime_closed() -> Iterator[None]:
    """The shared keyless runtime (``shared_runtime``) is closed at the end of the session."""
    yield
    shared_runtime.close()
