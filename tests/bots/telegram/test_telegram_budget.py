"""The send budget in the running bot: the real PTB application long-polls the emulator, which enforces
Telegram's flood limits (a 429 would show). Questions that arrive while the answers of earlier ones wait
for the budget get their first reply before those answers, edits, drafts and typing actions."""

from __future__ import annotations

import itertools
import time
from pathlib import Path

import pytest

from bots.telegram.budget import BudgetRateLimiter
from evals.emulators.telegram import FakeTelegram, FloodLimits
from tests.bots.telegram.conftest import TgBot, running_tg_bot

RATE = 6  # the bot's (and the emulator's) messages a second: small, so the budget is the bottleneck
FIRST_WAVE, SECOND_WAVE = 10, 4
USERS = 700_100_000
QUESTION = "삼성전자 장기 실적 분석해줘"
STEPS = [{"text": "삼성전자 실적을 정리했습니다."} for _ in range(4 * (FIRST_WAVE + SECOND_WAVE))]


def ask(bot: TgBot, users: range) -> None:
    for user in users:
        bot.fake.push_update(
            bot.fake.private_text(QUESTION, user_id=USERS + user, first_name=f"사용자{user}")
        )


def others_sent(fake: FakeTelegram, chats: range) -> list[float]:
    """When everything but the first replies reached the emulator: answers, edits, drafts, typing."""
    stamps: list[float] = []
    for user in chats:
        progress, *answers = fake.bot_messages(USERS + user)
        stamps += [edit.at for edit in progress.edits] + [answer.sent_at for answer in answers]
    stamps += [frame.at for draft in fake.drafts.values() for frame in draft.frames]
    stamps += [action.at for action in fake.actions]
    return stamps


async def test_first_replies_overtake_the_answers_waiting_for_the_budget(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("DEXTER_TELEGRAM_RATE", str(RATE))
    flood = FloodLimits(global_per_s=RATE)  # and 1 a second per chat with a burst of 3
    async with running_tg_bot(tmp_path, STEPS, flood=flood) as bot:
        limiter = bot.service.app.bot.rate_limiter
        assert isinstance(limiter, BudgetRateLimiter)
        everyone = range(FIRST_WAVE + SECOND_WAVE)
        first, second = everyone[:FIRST_WAVE], everyone[FIRST_WAVE:]

        ask(bot, first)
        # the first wave's answers, final edits, drafts and typing pile up behind the budget
        await bot.until(lambda: limiter.budget.bot.waiting >= 3 * RATE, timeout=30)
        asked_at = time.monotonic()
        ask(bot, second)
        await bot.until(lambda: all(bot.replies(USERS + user) for user in second), timeout=30)
        replied_at = max(bot.replies(USERS + user)[0].sent_at for user in second)
        overtaken = [t for t in others_sent(bot.fake, first) if asked_at < t < replied_at]
        # only what was already granted (at most one second's budget) may land before them; without
        # priorities the whole pile (≥ 3 × RATE) would go first
        assert len(overtaken) <= RATE, (len(overtaken), limiter.budget.bot.waiting)

        await bot.until(lambda: all(len(bot.replies(USERS + user)) >= 2 for user in everyone), timeout=60)
        await bot.relay.wait_idle()
        for user in everyone:
            progress, answer = bot.replies(USERS + user)
            assert "완료" in progress.text and progress.reply_markup is None
            assert "삼성전자 실적을 정리했습니다." in answer.text
            stamps = [edit.at for edit in progress.edits]
            assert all(b - a >= 1.0 for a, b in itertools.pairwise(stamps)), stamps  # the budget's spacing
        assert bot.fake.rate_limited == 0  # Telegram's limits held throughout
