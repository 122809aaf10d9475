"""KIS client test helpers shared by test_kis (prices, candles, offline, cache) and test_kis_transport
(errors, rate limit, token refusals, secrets); their fixtures are in this folder's conftest."""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

import httpx

from core.clock import VirtualClock
from core.data.kis.client import KisClient
from core.data.kis.token import KisTokenManager
from core.data.ratelimit import RateLimiter
from core.retry import RetryPolicy
from core.store import Store
from tests.core.data.test_kis_token import APP_KEY, APP_SECRET, BASE


def bundled_file(name: str) -> dict[str, Any]:
    """One bundled KIS body by file name (e.g. ``"inquire_investor_005930_preopen.json"``)."""
    folder = resources.files("core.data") / "bundle" / "kis"
    body: dict[str, Any] = json.loads((folder / name).read_text(encoding="utf-8"))
    return body


def tok(n: int) -> str:
    """The n-th token the fake server issues (real ones are ~350 characters)."""
    return f"tok-SECRET-{n}-{'x' * 24}"


def make_client(
    http: httpx.AsyncClient,
    store: Store,
    clock: VirtualClock,
    sleeps: VirtualClock,
    *,
    key: str = APP_KEY,
    secret: str = APP_SECRET,
) -> KisClient:
    """A client whose clock, backoff, token wait and rate limiter never sleep for real."""
    tokens = KisTokenManager(
        http, store, base_url=BASE, app_key=key, app_secret=secret, clock=clock.wall, sleep=clock.sleep
    )
    limiter = RateLimiter(20, sleep=VirtualClock().sleep)  # never sleeps for real
    return KisClient(
        http,
        tokens,
        base_url=BASE,
        paper=False,
        policy=RetryPolicy(random=lambda: 0.5, sleep=sleeps.sleep),
        limiter=limiter,
        clock=clock.wall,
    )


def sample(name: str, **changes: Any) -> dict[str, Any]:
    """A bundled body; keyword changes patch its ``output`` mapping."""
    body = dict(bundled_file(name))
    if changes:
        body["output"] = {**body["output"], **changes}
    return body
