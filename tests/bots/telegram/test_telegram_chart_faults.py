"""``sendPhoto`` answered as a broken server, a proxy or an older Bot API would (not found, HTTP 404/500
with a plain body, invalid JSON, a cut connection, no answer): ``/dexter chart`` ends with one Korean
reply and no photo; a photo that went out but whose answer broke is not sent again; an agent run's
answer is never undone by its chart."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest

from bots.texts import CHART_NOT_SENT
from evals.emulators.telegram_updates import USER_ID
from evals.emulators.wire_faults import WIRE_FAULTS, WireFault
from tests.bots.telegram.conftest import TgBot, running_tg_bot, settle
from tests.bots.telegram.test_telegram_charts import CHART_RUN


def short_timeouts(bot: TgBot) -> None:
    """A hung request gives up after a second (the product's is 20 s)."""
    client = getattr(bot.service.app.bot.request, "_client", None)
    assert isinstance(client, httpx.AsyncClient)
    client.timeout = httpx.Timeout(1.0)


def photos(bot: TgBot) -> int:
    return sum(m.upload is not None for m in bot.replies(USER_ID))


@pytest.mark.parametrize("fault", WIRE_FAULTS)
async def test_a_broken_send_photo_gets_one_korean_reply_and_no_photo(
    tmp_path: Path, fault: WireFault
) -> None:
    async with running_tg_bot(tmp_path, []) as bot:
        short_timeouts(bot)
        bot.fake.break_method("sendPhoto", fault)
        await bot.send(bot.fake.private_text("/dexter chart 005930 3m"))
        await settle(bot)
        assert photos(bot) == 0
        assert [m.text for m in bot.replies(USER_ID)] == [CHART_NOT_SENT]
        assert bot.fake.calls["sendPhoto"] == 1  # not tried again: it may have gone out
        assert bot.model.requests == []


@pytest.mark.parametrize("fault", ["http_500", "invalid_json", "cut"])
async def test_a_photo_sent_but_answered_badly_is_not_sent_twice(tmp_path: Path, fault: WireFault) -> None:
    async with running_tg_bot(tmp_path, []) as bot:
        bot.fake.break_method("sendPhoto", fault, after=True)
        await bot.send(bot.fake.private_text("/dexter chart 005930"))
        await settle(bot)
        assert photos(bot) == 1 and bot.fake.calls["sendPhoto"] == 1


@pytest.mark.parametrize("fault", ["unknown_method", "http_500", "invalid_json"])
async def test_an_agent_runs_answer_survives_a_broken_send_photo(tmp_path: Path, fault: WireFault) -> None:
    async with running_tg_bot(tmp_path, CHART_RUN) as bot:
        bot.fake.break_method("sendPhoto", fault)
        await bot.send(bot.fake.private_text("SK하이닉스 주가 흐름 차트로 보여줘"))
        await settle(bot)
        sent = bot.replies(USER_ID)
        assert sum("아래 차트와 같습니다" in m.text for m in sent) == 1
        assert sent[0].text.startswith("✅ 완료"), sent[0].text
        assert photos(bot) == 0
