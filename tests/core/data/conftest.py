"""Fixtures of the KIS client tests (test_kis, test_kis_transport), named ``kis_*`` so that no other
module in this folder picks them up by accident; the helpers they use are in ``kis_helpers``."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from datetime import timedelta
from pathlib import Path

import httpx
import pytest
import respx

from core.clock import VirtualClock
from core.data.kis.client import KisClient
from core.store import SqliteStore
from tests.core.data.kis_helpers import make_client, tok
from tests.core.data.test_kis_token import BASE, T0, token_body


@pytest.fixture
def kis_clock() -> VirtualClock:
    return VirtualClock(0.0, wall=T0 + timedelta(hours=7))  # 2024-12-27 15:30:12 KST


@pytest.fixture
def kis_router() -> Iterator[respx.MockRouter]:
    """respx on the KIS host; the token endpoint (route ``"token"``) issues tok(1), tok(2), …"""
    with respx.mock(base_url=BASE, assert_all_called=False) as mock:
        issued = iter(range(1, 100))
        mock.post("/oauth2/tokenP", name="token").mock(
            side_effect=lambda request: httpx.Response(200, json=token_body(tok(next(issued))))
        )
        yield mock


@pytest.fixture
async def kis(tmp_path: Path, kis_clock: VirtualClock, sleeps: VirtualClock) -> AsyncIterator[KisClient]:
    """A ``KisClient`` on a fresh SQLite store whose clock, backoff and limiter never sleep for real."""
    async with SqliteStore(tmp_path / "dexter.db") as store, httpx.AsyncClient() as http:
        yield make_client(http, store, kis_clock, sleeps)
