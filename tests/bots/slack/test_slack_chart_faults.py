"""Charts as PNG (a workspace that does not draw ``data_visualization`` blocks) when ``files_upload_v2``
breaks (any of its three calls answered as a broken server would), when the data has nothing to draw, and when the argument is hostile: ``/dexter chart`` always ends with
the chart posted once or one Korean sentence to the asker; an agent run's answer is never undone by its
chart."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bots.texts import CHART_NOT_SENT
from evals.emulators.slack_events import app_mention, slash_command
from evals.emulators.wire_faults import WIRE_FAULTS, WireFault
from tests.bots.slack.conftest import Bot, posts, running_bot
from tests.bots.slack.test_slack_charts import CHART_RUN, PNG_ONLY

UPLOAD_STEPS = ("files.getUploadURLExternal", "upload", "files.completeUploadExternal")


async def chart(bot: Bot, text: str, channel: str) -> str:
    """``/dexter <text>`` in ``channel``; the ack's text once the background work is done."""
    ack = await bot.command(
        slash_command(text, response_url=bot.fake.response_url(channel), channel_id=channel, user_id="U0ASK")
    )
    assert ack.status_code == 200
    assert bot.relay.charts is not None
    await bot.relay.charts.wait_idle()
    return ack.text


def charts_in(bot: Bot, channel: str) -> int:
    return sum(bool(m.files) for m in bot.fake.top_level(channel))


@pytest.mark.parametrize("fault", WIRE_FAULTS)
@pytest.mark.parametrize("method", UPLOAD_STEPS)
async def test_a_broken_upload_tells_the_asker_once_and_posts_nothing(
    tmp_path: Path, method: str, fault: WireFault
) -> None:
    async with running_bot(tmp_path, [], client_timeout=1, fake_options=PNG_ONLY) as bot:
        bot.fake.break_method(method, fault)
        ack = await chart(bot, "chart 005930 3m", "C7")
        assert "삼성전자 주가 3개월 차트를 그리는 중" in ack
        assert charts_in(bot, "C7") == 0
        assert [e.text for e in bot.fake.ephemerals] == [CHART_NOT_SENT]
        assert [e.visible_to for e in bot.fake.ephemerals] == ["U0ASK"]


@pytest.mark.parametrize("fault", ["http_500", "invalid_json", "cut"])
async def test_an_upload_done_but_answered_badly_is_not_posted_twice(
    tmp_path: Path, fault: WireFault
) -> None:
    async with running_bot(tmp_path, [], client_timeout=1, fake_options=PNG_ONLY) as bot:
        bot.fake.break_method("files.completeUploadExternal", fault, after=True)
        await chart(bot, "chart 005930", "C7")
        assert charts_in(bot, "C7") == 1
        assert bot.fake.calls["files.completeUploadExternal"] == 1


@pytest.mark.parametrize("fault", ["unknown_method", "http_500", "invalid_json", "hang"])
async def test_an_agent_runs_answer_survives_a_broken_chart_upload(tmp_path: Path, fault: WireFault) -> None:
    async with running_bot(tmp_path, CHART_RUN, client_timeout=1, fake_options=PNG_ONLY) as bot:
        bot.fake.break_method("files.completeUploadExternal", fault)
        mention = app_mention("삼성전자 실적 추이 차트로 보여줘", channel="C10")
        thread = str(mention["event"]["ts"])
        await bot.event(mention)
        await bot.relay.wait_idle()
        everything = bot.fake.thread("C10", thread)
        shown = [json.dumps(m.chunks, ensure_ascii=False) + m.text for m in everything]
        assert sum("아래 차트와 같습니다" in text for text in shown) == 1
        progress = posts(bot.fake, "C10", thread)[0]
        assert progress.text.startswith("✅ 완료"), progress.text
        assert not any(m.files for m in everything)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("chart <!channel> 3m", "&lt;!channel&gt;"),
        ("chart *굵게* <https://evil.example|여기> 실적", "&lt;https://evil.example|여기&gt;"),
        ("chart " + "가나다라" * 900, "일치하는 상장사를 찾지 못했습니다"),
    ],
)
async def test_a_hostile_chart_argument_gets_an_inert_korean_ack(
    tmp_path: Path, text: str, said: str
) -> None:
    async with running_bot(tmp_path, []) as bot:
        ack = await chart(bot, text, "C8")
        assert said in ack and "<!channel>" not in ack and "<https://" not in ack
        assert len(ack) < 600
        assert bot.fake.uploads == {} and bot.fake.top_level("C8") == [] and bot.fake.ephemerals == []


async def test_a_company_without_dart_figures_gets_one_korean_sentence(tmp_path: Path) -> None:
    async with running_bot(tmp_path, []) as bot:
        ack = await chart(bot, "chart LG에너지솔루션 실적", "C9")
        assert "LG에너지솔루션 연간 실적 차트를 그리는 중" in ack
        [note] = bot.fake.ephemerals
        assert note.visible_to == "U0ASK" and note.text.endswith(("다.", "요.", "세요.")), note.text
        assert bot.fake.uploads == {}
