"""Slack's stream start (Tier 2) counted with other replicas: when they spent the workspace's
``chat.startStream`` budget, a run answers through its progress message without calling it."""

from __future__ import annotations

from pathlib import Path

from bots.slack.port import SlackPort
from bots.slack.tiers import START_SPEC, share_tiers
from core.shared import LocalShared
from evals.emulators.slack_events import app_mention
from tests.bots.slack.conftest import running_bot, streams, text_of
from tests.bots.slack.test_slack_stream import TIERS, steps


async def test_a_start_the_cluster_has_no_token_for_falls_back_to_the_progress_message(
    tmp_path: Path,
) -> None:
    shared = LocalShared()
    for _ in range(START_SPEC.burst):  # the other replicas started this many streams just now
        assert await shared.take("slack:T0:start", START_SPEC.bucket) == 0
    async with running_bot(tmp_path, steps(), fake_options=TIERS) as bot:
        port = bot.relay.port_for("slack")
        assert isinstance(port, SlackPort)
        share_tiers(port._client, shared)
        mention = app_mention("삼성전자 실적 분석해줘", channel="C1")
        await bot.event(mention)
        await bot.relay.wait_idle()

        thread = str(mention["event"]["ts"])
        progress, answer = bot.fake.thread("C1", thread)
        assert "메모리 업황을 확인했습니다" in text_of(answer)
        assert progress.text.startswith("✅ 완료")
        assert streams(bot.fake, "C1", thread) == []
        assert bot.fake.calls["chat.startStream"] == 0
