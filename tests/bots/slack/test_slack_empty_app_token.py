"""``SLACK_APP_TOKEN=`` left empty (as an operator's .env template leaves it) is HTTP mode, not Socket Mode."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest
import respx

from bots.doctor.platforms import slack_check
from bots.slack.service import SlackService
from core.config import Settings


def test_an_empty_app_token_means_http_mode(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for name, value in {
        "DEXTER_HOME": str(tmp_path),
        "SLACK_BOT_TOKEN": "xoxb-1",
        "SLACK_SIGNING_SECRET": "s" * 32,
        "SLACK_APP_TOKEN": "",
    }.items():
        monkeypatch.setenv(name, value)
    settings = Settings()
    assert settings.slack_app_token is None
    assert SlackService(settings).mode == "http"


@respx.mock
async def test_doctor_says_http_for_an_empty_app_token(monkeypatch: pytest.MonkeyPatch) -> None:
    api = "https://slack.test/api/"
    respx.post(f"{api}auth.test").respond(json={"ok": True, "team": "T", "team_id": "T1", "user": "dexter"})
    monkeypatch.setenv("SLACK_APP_TOKEN", "")
    settings = Settings(SLACK_BOT_TOKEN="xoxb-1", SLACK_API_URL=api)
    async with httpx.AsyncClient() as http:
        row = await slack_check(settings, http)
    assert row.ok is True and "HTTP /slack/events" in row.detail and "Socket Mode" not in row.detail
