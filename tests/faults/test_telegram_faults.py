"""Faults against the real ``dexter serve`` with Telegram long polling: an update in flight when the
process is killed is neither lost nor answered twice."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from evals.emulators.telegram import FakeTelegram
from evals.emulators.telegram_records import Message
from evals.emulators.telegram_updates import USER_ID
from tests.faults.harness import DexterProcess, replay, until

TOKEN = "123456:" + "FAULT-suite"
QUESTION = "반도체 업황 전망을 설명해줘"
ANSWER = "## 반도체 업황\n\n메모리 가격이 회복 중입니다.\n\n출처: OpenDART"


@pytest.fixture
async def telegram() -> AsyncIterator[FakeTelegram]:
    async with FakeTelegram(token=TOKEN, long_poll_cap=0.5) as fake:
        yield fake


@pytest.fixture
def dexter(tmp_path: Path, telegram: FakeTelegram) -> Iterator[DexterProcess]:
    env = {"TELEGRAM_BOT_TOKEN": TOKEN, "TELEGRAM_API_URL": telegram.api_url, "DEXTER_ALLOW_TELEGRAM": "*"}
    process = DexterProcess(tmp_path / "home", env, args=("--telegram",))
    yield process
    process.close()


def has_stop_button(message: Message) -> bool:
    return "dexter_stop" in str(message.reply_markup or "")


async def test_kill_9_mid_run_loses_nothing_and_answers_once(
    tmp_path: Path, telegram: FakeTelegram, dexter: DexterProcess
) -> None:
    slow = replay(tmp_path / "slow.json", [{"text": "조사 중", "delay_s": 60}, {"text": ANSWER}])
    fast = replay(tmp_path / "fast.json", [{"text": "조사 완료"}, {"text": ANSWER}])
    await dexter.start(DEXTER_MODEL=slow)
    telegram.push_update(telegram.private_text(QUESTION))
    await until(lambda: [r["status"] for r in dexter.runs()] == ["running"], what="the run to start")
    progress = telegram.bot_messages(USER_ID)[0]
    assert has_stop_button(progress)
    dexter.kill()

    await dexter.start(DEXTER_MODEL=fast)
    await until(lambda: [r["status"] for r in dexter.runs()] == ["answered"], what="the answer")
    messages = telegram.bot_messages(USER_ID)
    assert messages[0].message_id == progress.message_id, "the same progress message"
    assert len(messages) == 2 and "반도체 업황" in messages[1].text
    final = telegram.message(USER_ID, progress.message_id)
    assert final is not None and not has_stop_button(final) and final.text.startswith("✅")
    assert any("재시작으로 중단되어 다시 실행합니다" in e.text for e in final.edits)
    assert len(dexter.runs()) == 1, "the redelivered update was recognised as the same question"
