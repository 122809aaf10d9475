"""Fixtures shared by the FakeTelegram tests (test_telegram_emulator, test_telegram_emulator_updates).

``clock`` and ``fake`` are overridden by modules that define their own (the Slack emulator tests), and
``ptb_timedelta`` is not autouse: the Telegram modules ask for it with ``pytestmark``.
"""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from telegram import Bot

from core.clock import VirtualClock
from evals.emulators.telegram import FakeTelegram


@pytest.fixture
def ptb_timedelta(monkeypatch: pytest.MonkeyPatch) -> None:
    """PTB warns (an error here) on ``RetryAfter.retry_after`` unless it may return a timedelta."""
    monkeypatch.setenv("PTB_TIMEDELTA", "true")


@pytest.fixture
def clock() -> VirtualClock:
    return VirtualClock(auto=False)


@pytest.fixture
async def fake(clock: VirtualClock) -> AsyncIterator[FakeTelegram]:
    async with FakeTelegram(clock=clock, long_poll_cap=0.2) as server:
        yield server


@pytest.fixture
async def bot(fake: FakeTelegram) -> AsyncIterator[Bot]:
    async with Bot(fake.token, base_url=fake.api_url, base_file_url=fake.file_url) as client:
        yield client
