"""The Slack bot end to end: signed Events API requests to the real Bolt app over loopback HTTP, the
real AsyncWebClient talking to the loopback Slack emulator, the relay in between."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest
from aiohttp import web

from bots.compose import open_runtime
from bots.relay.relay import Relay
from bots.slack.app import SlackAdapter
from bots.slack.port import SlackPort
from core.config import Settings
from evals.emulators.slack import FakeSlack
from evals.emulators.slack_events import app_mention
from evals.emulators.slack_signing import signed_event_request

SECRET = "test-signing-secret-0123456789"
TOKEN = "xoxb-test"


@dataclass
class Bot:
    fake: FakeSlack
    relay: Relay
    url: str
    http: httpx.AsyncClient

    async def deliver(self, body: dict[str, object], *, retry_num: int | None = None) -> httpx.Response:
        headers, raw = signed_event_request(SECRET, body, retry_num=retry_num)
        return await self.http.post(f"{self.url}/slack/events", content=raw.encode(), headers=headers)


@pytest.fixture
async def bot(tmp_path: Path) -> AsyncIterator[Bot]:
    async with FakeSlack(token=TOKEN) as fake, httpx.AsyncClient() as http:
        settings = Settings(
            DEXTER_HOME=str(tmp_path),
            DEXTER_OFFLINE="1",
            SLACK_BOT_TOKEN=TOKEN,
            SLACK_SIGNING_SECRET=SECRET,
            SLACK_API_URL=fake.api_url,
        )
        runtime = await open_runtime(settings, require_model=False)
        adapter_holder: list[SlackAdapter] = []
        relay = Relay.from_runtime(
            runtime, lambda _platform: SlackPort(adapter_holder[0].client, team_id="T0")
        )
        adapter = SlackAdapter(settings, relay)
        adapter_holder.append(adapter)
        runner = web.AppRunner(adapter.app.web_app(path="/slack/events"))
        await runner.setup()
        site = web.TCPSite(runner, "127.0.0.1", 0)
        await site.start()
        port = int(runner.addresses[0][1])
        try:
            yield Bot(fake, relay, f"http://127.0.0.1:{port}", http)
        finally:
            await relay.aclose()
            await runner.cleanup()
            await runtime.aclose()


async def test_mention_gets_one_progress_message_and_the_answer_in_the_thread(bot: Bot) -> None:
    body = app_mention("삼성전자 2023년 영업이익률은?", channel="C1")
    responses = [
        await bot.deliver(body),
        await bot.deliver(body, retry_num=1),
        await bot.deliver(body, retry_num=2),
    ]
    assert [r.status_code for r in responses] == [200, 200, 200]
    await bot.relay.wait_idle()
    thread_ts = body["event"]["ts"]
    replies = bot.fake.thread("C1", str(thread_ts))
    texts = [m.text for m in replies]
    assert len(replies) == 2, texts  # one progress message + one answer, despite three deliveries
    progress, answer = replies
    assert "2.5%" in json.dumps(answer.blocks, ensure_ascii=False) + answer.text
    assert bot.fake.edits("C1", progress.ts), "the progress message is edited to its final state"
    final = bot.fake.message("C1", progress.ts)
    assert final is not None and "분석 중" not in final.text


async def test_unknown_question_without_model_says_so_plainly(bot: Bot) -> None:
    body = app_mention("반도체 업황 전망을 설명해줘", channel="C2")
    await bot.deliver(body)
    await bot.relay.wait_idle()
    replies = bot.fake.thread("C2", str(body["event"]["ts"]))
    assert any("AI 모델이 필요합니다" in (m.text + json.dumps(m.blocks, ensure_ascii=False)) for m in replies)
    await asyncio.sleep(0)


async def test_dexter_serve_http_mode_answers_and_reports_health(tmp_path: Path) -> None:
    from bots.serve import serve

    async with FakeSlack(token=TOKEN) as fake, httpx.AsyncClient() as http:
        settings = Settings(
            DEXTER_HOME=str(tmp_path),
            DEXTER_OFFLINE="1",
            SLACK_BOT_TOKEN=TOKEN,
            SLACK_SIGNING_SECRET=SECRET,
            SLACK_API_URL=fake.api_url,
        )
        stop = asyncio.Event()
        bound: asyncio.Future[int] = asyncio.get_running_loop().create_future()

        async def started(port: int) -> None:
            bound.set_result(port)

        server = asyncio.create_task(
            serve(settings, slack=True, telegram=False, port=0, host="127.0.0.1", started=started, stop=stop)
        )
        try:
            port = await asyncio.wait_for(bound, timeout=30)
            health = await http.get(f"http://127.0.0.1:{port}/healthz")
            assert health.json() == {"ok": True}
            body = app_mention("005930", channel="C9")
            headers, raw = signed_event_request(SECRET, body)
            bad = await http.post(
                f"http://127.0.0.1:{port}/slack/events",
                content=raw.encode(),
                headers={**headers, "X-Slack-Signature": "v0=bad"},
            )
            assert bad.status_code == 401
            ok = await http.post(
                f"http://127.0.0.1:{port}/slack/events", content=raw.encode(), headers=headers
            )
            assert ok.status_code == 200
            thread = str(body["event"]["ts"])
            for _ in range(200):  # the run happens after the ack: wait for the card (bounded)
                if len(fake.thread("C9", thread)) >= 2:
                    break
                await asyncio.sleep(0.05)
            card = fake.thread("C9", thread)[-1]
            assert "삼성전자 (005930)" in card.text + json.dumps(card.blocks, ensure_ascii=False)
        finally:
            stop.set()
            await asyncio.wait_for(server, timeout=30)


async def test_keyless_follow_ups_in_a_thread_need_no_model(bot: Bot) -> None:
    first = app_mention("삼성전자 2023년 영업이익은?", channel="C3")
    await bot.deliver(first)
    await bot.relay.wait_idle()
    thread_ts = str(first["event"]["ts"])
    for text in ("그럼 2022년은?", "SK하이닉스는?"):
        await bot.deliver(app_mention(text, channel="C3", thread_ts=thread_ts))
        await bot.relay.wait_idle()
    shown = [m.text + json.dumps(m.blocks, ensure_ascii=False) for m in bot.fake.thread("C3", thread_ts)]
    answers = [t for t in shown if "출처" in t]
    assert len(answers) == 3, shown
    assert "6.57조원" in answers[0]
    assert "43.38조원" in answers[1] and "FY2022" in answers[1]  # 삼성전자 영업이익, 2022
    assert "SK하이닉스" in answers[2] and "FY2022" in answers[2]  # SK하이닉스 영업이익, 2022
    assert not any("AI 모델이 필요합니다" in t for t in shown)
