"""What an operator sees of a running ``dexter serve``: /healthz, /readyz, /metrics and JSON logs,
after one Slack question answered through the real Anthropic SDK (against the loopback fake)."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest
from prometheus_client.parser import text_string_to_metric_families

from evals.emulators.llm import FakeAnthropic, text
from evals.emulators.slack import FakeSlack
from evals.emulators.slack_events import app_mention
from evals.emulators.slack_records import USER_ID
from evals.emulators.slack_signing import signed_event_request
from tests.faults.harness import DexterProcess, until

TOKEN = "xoxb-" + "ops-suite"
SECRET = "ops-suite-signing-secret"
KEY = "test-" + "anthropic-key-ops"
QUESTION = "반도체 업황 전망을 설명해줘"
ANSWER = "## 반도체 업황\n\n메모리 가격이 회복 중입니다.\n\n출처: OpenDART"


def samples(body: str) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    found = {}
    for family in text_string_to_metric_families(body):
        for sample in family.samples:
            found[(sample.name, tuple(sorted(sample.labels.items())))] = sample.value
    return found


@pytest.fixture
async def slack() -> AsyncIterator[FakeSlack]:
    async with FakeSlack(token=TOKEN) as fake:
        yield fake


async def test_health_readiness_metrics_and_json_logs_after_one_answer(
    tmp_path: Path, slack: FakeSlack
) -> None:
    replies = [text("조사 완료", cache_read=900, cache_write=300), text(ANSWER, cache_read=1_200)]
    async with FakeAnthropic(replies) as model, httpx.AsyncClient() as http:
        env = {
            "SLACK_BOT_TOKEN": TOKEN,
            "SLACK_SIGNING_SECRET": SECRET,
            "SLACK_API_URL": slack.api_url,
            "ANTHROPIC_API_KEY": KEY,
            "ANTHROPIC_BASE_URL": model.url,
            "DEXTER_MODEL": "claude-sonnet-4-6",
            "DEXTER_FAST_MODEL": "claude-haiku-4-5",
            "DEXTER_LOG_FORMAT": "json",
        }
        dexter = DexterProcess(tmp_path / "home", env, args=("--slack",))
        try:
            await dexter.start()
            assert (await http.get(f"{dexter.url}/healthz")).json() == {"ok": True}
            ready = await http.get(f"{dexter.url}/readyz")
            assert ready.status_code == 200 and ready.json()["checks"] == {"store": True, "slack": True}

            body = app_mention(QUESTION, channel="C1")
            headers, raw = signed_event_request(SECRET, body)
            await http.post(f"{dexter.url}/slack/events", content=raw.encode(), headers=headers)
            await until(lambda: [r["status"] for r in dexter.runs()] == ["answered"], what="the answer")

            metrics = await http.get(f"{dexter.url}/metrics")
            assert metrics.status_code == 200 and metrics.headers["content-type"].startswith("text/plain")
            found = samples(metrics.text)
            runs = found[("dexter_runs_total", (("outcome", "answered"), ("platform", "slack")))]
            assert runs >= 1
            cache_read = found[
                ("dexter_model_tokens_total", (("kind", "cache_read"), ("provider", "anthropic")))
            ]
            assert cache_read == 2_100
            assert found[("dexter_first_reply_seconds_count", (("platform", "slack"),))] == 1
            assert found[("dexter_run_duration_seconds_count", (("platform", "slack"),))] == 1
            assert ("dexter_active_runs", ()) in found and ("dexter_queued_runs", ()) in found
            posted = (("method", "chat.postMessage"), ("outcome", "ok"), ("platform", "slack"))
            assert found[("dexter_platform_requests_total", posted)] >= 2  # progress message + answer
            assert QUESTION not in metrics.text and USER_ID not in metrics.text and TOKEN not in metrics.text
            assert await dexter.stop() == 0
        finally:
            dexter.close()

    lines = [json.loads(line) for line in dexter.log().splitlines() if line.startswith("{")]
    assert lines and all({"event", "level", "timestamp"} <= line.keys() for line in lines)
    finished = [line for line in lines if line["event"] == "run_finished"]
    assert len(finished) == 1
    summary = finished[0]
    assert summary["outcome"] == "answered" and summary["platform"] == "slack" and summary["run_id"]
    assert summary["tokens"]["cache_read"] == 2_100 and summary["duration_s"] > 0
    assert summary["user"].startswith("h:") and summary["conversation"].startswith("h:")
    run_lines = [line for line in lines if line.get("event") == "progress_posted"]
    assert run_lines and all(line.get("run_id") == summary["run_id"] for line in run_lines)
    log_text = dexter.log()
    assert USER_ID not in log_text and KEY not in log_text and TOKEN not in log_text
