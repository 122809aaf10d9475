"""The two Slack manifests: Socket Mode (manifest.yml) and HTTP mode (manifest.http.yml) ask for the same
scopes, events and command; the HTTP one turns Socket Mode off and has every request URL Slack's app
creation requires (events, interactivity, the slash command), each at serve's /slack/events."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

SLACK = Path(__file__).resolve().parents[2] / "deploy" / "slack"


def load(name: str) -> dict[str, Any]:
    data = yaml.safe_load((SLACK / name).read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def test_http_mode_manifest_has_the_request_urls_and_the_same_permissions() -> None:
    socket, http = load("manifest.yml"), load("manifest.http.yml")
    assert socket["settings"]["socket_mode_enabled"] is True
    assert http["settings"]["socket_mode_enabled"] is False
    urls = [
        http["settings"]["event_subscriptions"]["request_url"],
        http["settings"]["interactivity"]["request_url"],
        *(command["url"] for command in http["features"]["slash_commands"]),
    ]
    assert len(urls) == 3 and all(url == "https://<your-host>/slack/events" for url in urls)
    assert http["oauth_config"] == socket["oauth_config"]
    assert (
        http["settings"]["event_subscriptions"]["bot_events"]
        == (socket["settings"]["event_subscriptions"]["bot_events"])
    )
    for command in http["features"]["slash_commands"]:
        command.pop("url")
    assert http["features"] == socket["features"]
    assert "request_url" not in socket["settings"]["event_subscriptions"]


async def test_doctor_names_the_manifest_of_the_configured_mode() -> None:
    import httpx

    from bots.doctor.platforms import slack_check
    from core.config import Settings
    from evals.emulators.slack import FakeSlack

    token = "xoxb-" + "3333-4444-manifestmode"
    async with FakeSlack(token=token) as fake, httpx.AsyncClient() as http:
        http_mode = Settings(SLACK_BOT_TOKEN=token, SLACK_API_URL=fake.api_url, SLACK_SIGNING_SECRET="s" * 32)
        socket_mode = http_mode.model_copy(
            update={"slack_app_token": Settings(SLACK_APP_TOKEN="xapp-" + "1-a-b").slack_app_token}
        )
        rows = [await slack_check(http_mode, http), await slack_check(socket_mode, http)]
    assert "manifest.http.yml" in rows[0].detail and "manifest.yml" not in rows[0].detail.replace(
        ".http.yml", ""
    )
    assert "Socket Mode (앱: deploy/slack/manifest.yml)" in rows[1].detail
    for row in rows:
        named = row.detail.split("deploy/slack/", 1)[1].split(",", 1)[0].split(")", 1)[0]
        assert (SLACK / named).exists()
