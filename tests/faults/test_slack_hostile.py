"""Hostile input, strangers and a broken model stream against the real ``dexter serve`` (Slack HTTP)."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from evals.emulators.llm import FakeAnthropic, Reply, fault, text
from evals.emulators.slack import FakeSlack
from evals.emulators.slack_events import app_mention, block_action
from evals.emulators.slack_signing import signed_action_request, signed_event_request
from tests.faults.harness import DexterProcess, replay, until

TOKEN = "xoxb-" + "hostile-suite"
SECRET = "hostile-suite-signing-secret"
KEY = "test-" + "anthropic-key-hostile"
HOSTILE = "<!channel> <!here> <@U0BOSS> <http://evil.example|클릭>"
LIVE = ("<!channel>", "<!here>", "<@U0BOSS>", "<http://evil.example|")


@pytest.fixture
async def slack() -> AsyncIterator[FakeSlack]:
    async with FakeSlack(token=TOKEN) as fake:
        yield fake


def slack_env(slack: FakeSlack, **extra: str) -> dict[str, str]:
    return {"SLACK_BOT_TOKEN": TOKEN, "SLACK_SIGNING_SECRET": SECRET, "SLACK_API_URL": slack.api_url, **extra}


@pytest.fixture
def home(tmp_path: Path) -> Path:
    return tmp_path / "home"


async def post(dexter: DexterProcess, headers: dict[str, str], raw: str) -> int:
    async with httpx.AsyncClient() as http:
        response = await http.post(f"{dexter.url}/slack/events", content=raw.encode(), headers=headers)
    return response.status_code


def live(payload: Any) -> list[str]:
    text = json.dumps(payload, ensure_ascii=False)
    return [s for s in LIVE if s in text]


async def test_hostile_text_stays_inert_and_a_stranger_cannot_stop_the_run(
    tmp_path: Path, slack: FakeSlack, home: Path
) -> None:
    steps: list[dict[str, Any]] = [
        {"text": f"생각 {HOSTILE}", "delay_s": 3},
        {"text": f"## 답변\n\n{HOSTILE}\n\n출처: DART"},
    ]
    dexter = DexterProcess(
        home, slack_env(slack, DEXTER_MODEL=replay(tmp_path / "s.json", steps)), args=("--slack",)
    )
    try:
        await dexter.start()
        body = app_mention(f"반도체 {HOSTILE}", channel="C1")
        thread = str(body["event"]["ts"])
        assert await post(dexter, *signed_event_request(SECRET, body)) == 200
        await until(lambda: len(slack.thread("C1", thread)) == 1, what="the progress message")
        progress = slack.thread("C1", thread)[0]
        value = next(
            e["value"] for b in progress.blocks or [] if b["type"] == "actions" for e in b["elements"]
        )
        click = block_action(
            "dexter_stop",
            value,
            response_url=slack.response_url("C1"),
            message_ts=progress.ts,
            channel_id="C1",
            user_id="U9STRANGER",
            team_id="T9OTHER",
            thread_ts=thread,
        )
        assert await post(dexter, *signed_action_request(SECRET, click)) == 200
        await until(lambda: [r["status"] for r in dexter.runs()] == ["answered"], what="the answer")
        await until(lambda: slack.thread("C1", thread)[0].text.startswith("✅"), what="the summary")
        replies = slack.thread("C1", thread)
        assert len(replies) == 2, "the stranger's ⏹ did not stop it"
        for message in replies:
            assert live([message.text, message.blocks, [(e.text, e.blocks) for e in message.edits]]) == []
        refusals = [m.text for m in slack.ephemerals]
        assert any("권한이 없습니다" in t for t in refusals)
    finally:
        dexter.close()


async def test_a_model_stream_cut_mid_answer_keeps_what_was_written(slack: FakeSlack, home: Path) -> None:
    answer = Reply(text="반도체 업황은 회복 중입니다. 메모리 가격이 오르고 있습니다. " * 4)
    async with FakeAnthropic([text("조사 완료"), fault("cut", after=5, then=answer)]) as model:
        env = slack_env(
            slack,
            ANTHROPIC_API_KEY=KEY,
            ANTHROPIC_BASE_URL=model.url,
            DEXTER_MODEL="claude-sonnet-4-6",
            DEXTER_FAST_MODEL="claude-haiku-4-5",
        )
        dexter = DexterProcess(home, env, args=("--slack",))
        try:
            await dexter.start()
            body = app_mention("반도체 업황 전망을 설명해줘", channel="C2")
            thread = str(body["event"]["ts"])
            await post(dexter, *signed_event_request(SECRET, body))
            await until(lambda: [r["status"] for r in dexter.runs()] == ["answered"], what="the answer")
        finally:
            dexter.close()
    replies = slack.thread("C2", thread)
    assert len(replies) == 2 and "응답이 중간에 끊겼습니다" in replies[1].text
    assert "반도체 업황은 회복 중" in replies[1].text
